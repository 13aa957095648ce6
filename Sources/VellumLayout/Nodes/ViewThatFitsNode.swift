import Foundation
import VellumUI

/// `ViewThatFits`: sized, placed and drawn as the first child whose ideal size on the
/// constrained axes fits the proposal (the last when none does).
package final class ViewThatFitsNode: Node {
    private let axes: Axis.Set
    /// The child chosen when the node was last placed: the one drawn.
    private var placed: Int?

    package init(axes: Axis.Set, context: ResolveContext, children: [Node]) {
        self.axes = axes
        super.init(name: "ViewThatFits", context: context, children: children)
    }

    /// The index of the child chosen for `proposal`.
    private func choice(for proposal: ProposedViewSize, _ context: LayoutContext) throws -> Int {
        let horizontal = axes.contains(.horizontal), vertical = axes.contains(.vertical)
        let ideal = ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
        func fits(_ length: CGFloat, _ offered: CGFloat?) -> Bool { offered.map { length <= $0 } ?? true }
        for index in children.indices.dropLast() {
            let size = try children[index].size(for: ideal, context)
            if (!horizontal || fits(size.width, proposal.width)) && (!vertical || fits(size.height, proposal.height)) { return index }
        }
        return children.count - 1
    }

    package override func sizeThatFits(_ proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGSize {
        guard !children.isEmpty else { return .zero }
        return try children[choice(for: proposal, context)].size(for: proposal, context)
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, _ context: LayoutContext) throws {
        guard !children.isEmpty else { return }
        let chosen = try choice(for: proposal, context)
        placed = chosen
        try children[chosen].place(at: bounds.origin, proposal: proposal, context)
    }

    package override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGFloat? {
        guard !children.isEmpty else { return nil }
        return try children[choice(for: proposal, context)].explicitGuide(key, size: size, proposal: proposal, context)
    }

    /// The first child's: stacks ask for spacing before any child is chosen.
    package override func spacing(_ context: LayoutContext) -> ViewSpacing {
        children.first?.spacing(context) ?? .standard
    }

    package override func draw(_ builder: DisplayListBuilder, _ context: LayoutContext) throws {
        guard let placed else { return }
        try children[placed].draw(builder, context)
    }

    package override func layoutNode(_ context: LayoutContext) -> LayoutNode {
        LayoutNode(name: name, frame: frame, children: placed.map { [children[$0].layoutNode(context)] } ?? [])
    }
}

extension ViewThatFits: ResolvablePrimitive {
    package func makeNodes(_ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        var inner = context.child(.slot(0), name: "ViewThatFits")
        inner.stackAxis = nil
        let children = try resolver.resolve(content, inner)
        return [ViewThatFitsNode(axes: axes, context: context, children: children)]
    }
}
