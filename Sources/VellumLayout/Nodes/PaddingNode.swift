import Foundation
import VellumUI

/// `padding`: the child is offered the proposal minus the insets (not below zero) and the
/// padding reports the child's size plus the insets.
package final class PaddingNode: Node {
    package let insets: EdgeInsets

    package init(insets: EdgeInsets, context: ResolveContext, child: Node) {
        self.insets = insets
        super.init(name: "padding", context: context, children: [child])
        adoptTraits(of: child)
        declareIgnoresProposal(child.ignoresProposal)
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max($0 - insets.horizontal, 0) },
                         height: proposal.height.map { max($0 - insets.vertical, 0) })
    }

    package override func sizeThatFits(_ proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGSize {
        let size = try children[0].size(for: childProposal(proposal), context)
        return CGSize(width: size.width + insets.horizontal, height: size.height + insets.vertical)
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, _ context: LayoutContext) throws {
        try children[0].place(at: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top), proposal: childProposal(proposal), context)
    }

    package override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGFloat? {
        let inner = childProposal(proposal)
        let childSize = try children[0].size(for: inner, context)
        guard let value = try children[0].explicitGuide(key, size: childSize, proposal: inner, context) else { return nil }
        return value + (key.axis == .horizontal ? insets.leading : insets.top)
    }
}

extension _PaddingLayout: ResolvableModifier {
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        let insets = resolvedInsets
        // Edge by edge, with no array made: a padding is one of the commonest nodes.
        func check(_ value: CGFloat, _ edge: String) throws {
            try validateLength(value, "padding (\(edge))", allowNegative: true, context.child(.slot(0), name: "padding"))
        }
        try check(insets.top, "top")
        try check(insets.leading, "leading")
        try check(insets.bottom, "bottom")
        try check(insets.trailing, "trailing")
        return try resolver.wrapEach(content, name: "padding", context) { child, context in
            PaddingNode(insets: insets, context: context, child: child)
        }
    }
}
