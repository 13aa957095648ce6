import Foundation
import VellumUI

/// `GeometryReader`: takes the space offered (10 points on an unspecified axis), then, once
/// placed, builds its content from its size and frame and places it at its top-leading corner,
/// offered its whole size.
package final class GeometryReaderNode: Node {
    private let reader: any GeometryReaderProtocol
    private let resolveContext: ResolveContext

    package init(reader: any GeometryReaderProtocol, context: ResolveContext) {
        self.reader = reader
        resolveContext = context
        super.init(name: "GeometryReader", context: context)
    }

    package override func sizeThatFits(_ proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, _ context: LayoutContext) throws {
        let proxy = GeometryProxy(bounds: bounds, namedSpaces: context.namedSpaces)
        var inner = resolveContext.child(.slot(0), name: "GeometryReader")
        inner.stackAxis = nil
        children = try context.resolver.resolve(reader.makeContent(proxy), inner)
        for child in children {
            try child.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size), context)
        }
    }
}

extension GeometryReader: ResolvablePrimitive {
    package func makeNodes(_ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        [GeometryReaderNode(reader: self, context: context)]
    }
}
