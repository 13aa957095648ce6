import Foundation
import VellumUI

/// `background` and `overlay`: the primary child sets the size; the secondary child is offered
/// that size, aligned to it, and drawn behind (background) or in front (overlay).
package final class SecondaryNode: Node {
    package let alignment: Alignment
    package let isOverlay: Bool

    package init(isOverlay: Bool, alignment: Alignment, context: ResolveContext, primary: Node, secondary: Node) {
        self.alignment = alignment
        self.isOverlay = isOverlay
        super.init(name: isOverlay ? "overlay" : "background", context: context, children: [primary, secondary])
        layoutPriority = primary.layoutPriority
    }

    package override func sizeThatFits(_ proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGSize {
        try children[0].size(for: proposal, context)
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, _ context: LayoutContext) throws {
        try children[0].place(at: bounds.origin, proposal: proposal, context)
        let secondaryProposal = ProposedViewSize(bounds.size)
        let size = try children[1].size(for: secondaryProposal, context)
        let offset = alignedOffset(child: children[1].dimensions(size: size, proposal: secondaryProposal, context), container: bounds.size, alignment: alignment)
        try children[1].place(at: CGPoint(x: bounds.minX + offset.x, y: bounds.minY + offset.y), proposal: secondaryProposal, context)
    }

    package override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGFloat? {
        try children[0].explicitAlignment(key, size: size, proposal: proposal, context)
    }

    package override func spacing(_ context: LayoutContext) -> ViewSpacing { children[0].spacing(context) }

    package override func draw(_ builder: DisplayListBuilder, _ context: LayoutContext) throws {
        if isOverlay {
            try children[0].draw(builder, context)
            try children[1].draw(builder, context)
        } else {
            try children[1].draw(builder, context)
            try children[0].draw(builder, context)
        }
    }
}

extension _BackgroundModifier: ResolvableModifier {
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        let name = isOverlay ? "overlay" : "background"
        return try resolver.wrapEach(content, name: name, context) { primary, context in
            var inner = context.child(.slot(1), name: name)
            inner.stackAxis = nil
            let secondaries = try resolver.resolve(background, inner)
            let secondary = secondaries.count == 1
                ? secondaries[0]
                : ZStackNode(name: "ZStack", alignment: alignment, context: inner, children: secondaries)
            return SecondaryNode(isOverlay: isOverlay, alignment: alignment, context: context, primary: primary, secondary: secondary)
        }
    }
}
