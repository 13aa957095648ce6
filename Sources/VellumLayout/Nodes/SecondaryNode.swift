import Foundation
import VellumUI

/// `background`, `overlay` and `mask`: the primary child sets the size; the secondary child is
/// offered that size and aligned to it. It is drawn behind the primary (background), in front
/// (overlay), or used as the primary's alpha mask.
package final class SecondaryNode: Node {
    package enum Role: String {
        case background, overlay, mask
    }

    package let alignment: Alignment
    package let role: Role

    package init(role: Role, alignment: Alignment, context: ResolveContext, primary: Node, secondary: Node) {
        self.alignment = alignment
        self.role = role
        super.init(name: role.rawValue, context: context, children: [primary, secondary])
        adoptTraits(of: primary)
        declareIgnoresProposal(primary.ignoresProposal)
    }

    package override func sizeThatFits(_ proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGSize {
        try children[0].size(for: proposal, context)
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, _ context: LayoutContext) throws {
        try children[0].place(at: bounds.origin, proposal: proposal, context)
        let secondaryProposal = ProposedViewSize(bounds.size)
        let secondary = children[1]
        let size = try secondary.size(for: secondaryProposal, context)
        let offset = alignedOffset(child: secondary.dimensions(size: size, proposal: secondaryProposal, context), container: bounds.size, alignment: alignment)
        try secondary.place(at: CGPoint(x: bounds.minX + offset.x, y: bounds.minY + offset.y), proposal: secondaryProposal, context)
    }

    package override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGFloat? {
        try children[0].explicitGuide(key, size: size, proposal: proposal, context)
    }

    package override func spacing(_ context: LayoutContext) -> ViewSpacing { children[0].spacing(context) }

    package override func draw(_ builder: DisplayListBuilder, _ context: LayoutContext) throws {
        switch role {
        case .background:
            try children[1].draw(builder, context)
            try children[0].draw(builder, context)
        case .overlay:
            try children[0].draw(builder, context)
            try children[1].draw(builder, context)
        case .mask:
            let mask = try builder.collect { try children[1].draw(builder, context) }
            try builder.group(.mask(mask), key: path.key) {
                try children[0].draw(builder, context)
            }
        }
    }
}

extension Resolver {
    /// Applies a background, overlay or mask modifier to each node of `content`.
    fileprivate func makeSecondary(_ modifier: any SecondaryViewModifier, role: SecondaryNode.Role, content: any View, _ context: ResolveContext) throws -> [Node] {
        try wrapEach(content, name: role.rawValue, context) { primary, context in
            var inner = context.child(.slot(1), name: role.rawValue)
            inner.stackAxis = nil
            let secondaries = try resolve(modifier.secondaryView, inner)
            let secondary = secondaries.count == 1
                ? secondaries[0]
                : ZStackNode(name: "ZStack", alignment: modifier.secondaryAlignment, context: inner, children: secondaries)
            return SecondaryNode(role: role, alignment: modifier.secondaryAlignment, context: context, primary: primary, secondary: secondary)
        }
    }
}

extension _BackgroundModifier: ResolvableModifier {
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        try resolver.makeSecondary(self, role: isOverlay ? .overlay : .background, content: content, context)
    }
}

extension _MaskEffect: ResolvableModifier {
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        try resolver.makeSecondary(self, role: .mask, content: content, context)
    }
}
