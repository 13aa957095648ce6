import Foundation
import VellumUI

/// `ScrollView`, at rest at its start. Along its scroll axes the content is offered `nil`; the
/// scroll view takes the space offered on each axis (its content's size where offered `nil`),
/// places the content at its top-leading corner and clips it. Several views inside are stacked
/// along the scroll axis, as SwiftUI does.
package final class ScrollNode: Node {
    package let axes: Axis.Set

    package init(axes: Axis.Set, context: ResolveContext, content: Node) {
        self.axes = axes
        super.init(name: "ScrollView", context: context, children: [content])
    }

    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                         height: axes.contains(.vertical) ? nil : proposal.height)
    }

    package override func sizeThatFits(_ proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGSize {
        let content = try children[0].size(for: contentProposal(proposal), context)
        func pick(_ offered: CGFloat?, _ natural: CGFloat) -> CGFloat {
            guard let offered, offered.isFinite else { return natural }
            return offered
        }
        return CGSize(width: pick(proposal.width, content.width), height: pick(proposal.height, content.height))
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, _ context: LayoutContext) throws {
        let inner = contentProposal(proposal)
        let content = try children[0].size(for: inner, context)
        // Content narrower than the scroll view (across its axis) is centred, as SwiftUI does.
        var origin = bounds.origin
        if !axes.contains(.horizontal), content.width < bounds.width { origin.x += (bounds.width - content.width) / 2 }
        if !axes.contains(.vertical), content.height < bounds.height { origin.y += (bounds.height - content.height) / 2 }
        try children[0].place(at: origin, proposal: inner, context)
    }

    package override func draw(_ builder: DisplayListBuilder, _ context: LayoutContext) throws {
        try builder.group(.clip(Path(frame), FillStyle()), key: path.key) {
            try children[0].draw(builder, context)
        }
    }
}

extension ScrollView: ResolvablePrimitive {
    package func makeNodes(_ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        let axis: Axis = scrollAxes.contains(.vertical) ? .vertical : .horizontal
        var inner = context.child(.slot(0), name: "ScrollView")
        inner.stackAxis = axis
        let nodes = try resolver.resolve(scrollContent, inner)
        let content = nodes.count == 1
            ? nodes[0]
            : StackNode(name: axis == .vertical ? "VStack" : "HStack", axis: axis, alignment: axis == .vertical ? HorizontalAlignment.center.key : VerticalAlignment.center.key,
                        spacing: nil, context: inner, children: nodes)
        return [ScrollNode(axes: scrollAxes, context: context, content: content)]
    }
}
