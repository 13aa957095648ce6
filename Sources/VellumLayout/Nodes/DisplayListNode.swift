import Foundation
import VellumUI

/// A drawing made earlier (a display list of its own size), placed as a view of that fixed
/// size: how sheets embed components rendered separately, in parallel.
public struct _DisplayListView: _PrimitiveView {
    package let items: [DisplayItem]
    package let size: CGSize
    package let name: String

    package init(list: DisplayList, name: String) {
        items = list.items
        size = list.size
        self.name = name
    }
}

package final class DisplayListNode: Node {
    private let items: [DisplayItem]
    private let naturalSize: CGSize

    package init(items: [DisplayItem], size: CGSize, name: String, context: ResolveContext) {
        self.items = items
        naturalSize = size
        super.init(name: name, context: context)
    }

    package override func sizeThatFits(_ proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGSize {
        naturalSize
    }

    package override func draw(_ builder: DisplayListBuilder, _ context: LayoutContext) throws {
        builder.append(.group(GroupDrawing(key: path.key, effect: .transform(CGAffineTransform(translationX: frame.minX, y: frame.minY)), items: items)))
    }
}

extension _DisplayListView: ResolvablePrimitive {
    package func makeNodes(_ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        [DisplayListNode(items: items, size: size, name: name, context: context)]
    }
}
