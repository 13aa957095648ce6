import Foundation
import VellumUI

/// Where the layout direction changes: the subtree is laid out left to right, then mirrored
/// within this view's frame, so stacks run right to left and leading means right. Text keeps
/// its own direction inside its box; shapes are not flipped.
package final class LayoutDirectionNode: PassthroughNode {
    package init(context: ResolveContext, child: Node) {
        super.init(name: "layoutDirection", context: context, child: child)
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, _ context: LayoutContext) throws {
        try child.place(at: bounds.origin, proposal: proposal, context)
        child.mirror(about: bounds.midX, context)
    }
}

extension Resolver {
    /// `nodes` laid out in `direction`, given that their parent runs in `parentDirection`.
    package func applyingLayoutDirection(_ nodes: [Node], from parentDirection: LayoutDirection, to direction: LayoutDirection, _ context: ResolveContext) -> [Node] {
        guard parentDirection != direction else { return nodes }
        return nodes.map { LayoutDirectionNode(context: context, child: $0) }
    }
}
