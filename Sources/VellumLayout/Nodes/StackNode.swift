import Foundation
import VellumUI

/// `HStack` and `VStack`: children in a row or column, the space shared out as SwiftUI does.
///
/// With no proposal along the axis, every child gets its ideal size. Otherwise children are
/// grouped by `layoutPriority` (highest first); within a group the least flexible (size at an
/// infinite proposal minus size at zero) is sized first. Each is offered the space left,
/// divided by the number of children still to size, after reserving the minimum sizes of
/// the lower-priority groups. Spacers have the lowest priority, so they take what is left.
/// Across the axis the proposal passes through, and the stack is as large as its children
/// aligned by their guide.
package final class StackNode: Node {
    package let axis: Axis
    package let alignment: AlignmentKey
    package let spacing: CGFloat?

    private var arrangements: [(ProposedViewSize, StackArrangement)] = []
    private var gaps: [CGFloat]?

    package init(name: String, axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, context: ResolveContext, children: [Node]) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        // Explicit spacing needs no measuring.
        if let spacing { gaps = children.indices.map { $0 == 0 ? 0 : spacing } }
        super.init(name: name, context: context, children: children)
        arrangements.reserveCapacity(2)
        // Children of fixed sizes, aligned by guides that follow from their sizes alone.
        declareIgnoresProposal(children.allSatisfy { $0.ignoresProposal && !$0.setsGuides })
    }

    /// The children as the stack arrangement sees them.
    private struct Children: StackArrangement.Children {
        let nodes: [Node]
        let context: LayoutContext
        let key: AlignmentKey

        var count: Int { nodes.count }

        func size(_ index: Int, _ proposal: ProposedViewSize) throws -> CGSize {
            try nodes[index].size(for: proposal, context)
        }

        func guide(_ index: Int, size: CGSize, proposal: ProposedViewSize) -> CGFloat {
            nodes[index].dimensions(size: size, proposal: proposal, context)[key: key]
        }

        func priority(_ index: Int) -> Double { nodes[index].layoutPriority }
    }

    /// The space before each child (none before the first), the same for every proposal.
    private func gapsAndChildren(_ context: LayoutContext) -> ([CGFloat], Children) {
        let items = Children(nodes: children, context: context, key: alignment)
        if let gaps { return (gaps, items) }
        var gaps = [CGFloat](repeating: 0, count: children.count)
        for index in children.indices.dropFirst() {
            gaps[index] = spacing ?? children[index - 1].spacing(context).distance(to: children[index].spacing(context), along: axis)
        }
        self.gaps = gaps
        return (gaps, items)
    }

    private func arrangement(for proposal: ProposedViewSize, _ context: LayoutContext) throws -> StackArrangement {
        if let cached = arrangements.first(where: { $0.0 == proposal }) { return cached.1 }
        let (gaps, items) = gapsAndChildren(context)
        let result = try StackArrangement(axis: axis, proposal: proposal, items: items, gaps: gaps)
        if arrangements.count >= 4 { arrangements.removeFirst() }
        arrangements.append((proposal, result))
        return result
    }

    package override func sizeThatFits(_ proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGSize {
        try arrangement(for: proposal, context).size
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, _ context: LayoutContext) throws {
        // Sized at its ideal across the axis, the stack then offers its own width (height) to
        // its children when it places them, each keeping its share along the axis, as SwiftUI
        // does: in a fixed-size VStack, a Divider or a `.frame(maxWidth: .infinity)` child
        // spans the widest sibling.
        // A child whose length along the axis would change keeps its first proposal, so the
        // children still add up to the stack.
        var a = try arrangement(for: proposal, context)
        if proposal[axis.other] == nil {
            let (gaps, items) = gapsAndChildren(context)
            let across = bounds.size[axis.other]
            var proposals = a.proposals
            for index in children.indices {
                var offered = proposals[index]
                offered[axis.other] = across
                if try children[index].size(for: offered, context)[axis] == a.sizes[index][axis] { proposals[index] = offered }
            }
            a = try StackArrangement(axis: axis, items: items, gaps: gaps, proposals: proposals)
        }
        for index in children.indices {
            var origin = bounds.origin
            origin[axis] += a.starts[index]
            origin[axis.other] += a.crossOffsets[index]
            try children[index].place(at: origin, proposal: a.proposals[index], context)
        }
    }

    package override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGFloat? {
        let a = try arrangement(for: proposal, context)
        let ordered: [Int] = key == VerticalAlignment.lastTextBaseline.key ? Array(children.indices.reversed()) : Array(children.indices)
        for index in ordered {
            let child = children[index]
            guard let value = try child.explicitGuide(key, size: a.sizes[index], proposal: a.proposals[index], context) else { continue }
            let offset = key.axis == axis ? a.starts[index] : a.crossOffsets[index]
            return offset + value
        }
        return nil
    }

    package override func spacing(_ context: LayoutContext) -> ViewSpacing {
        guard let first = children.first, let last = children.last else { return .standard }
        var result = ViewSpacing.standard
        if axis == .vertical {
            result.top = first.spacing(context).top
            result.bottom = last.spacing(context).bottom
        } else {
            result.leading = first.spacing(context).leading
            result.trailing = last.spacing(context).trailing
        }
        return result
    }
}

/// `ZStack`: every child offered the same proposal, aligned by the stack's alignment; the
/// stack is the union of the aligned children.
package final class ZStackNode: Node {
    package let alignment: Alignment

    package init(name: String, alignment: Alignment, context: ResolveContext, children: [Node]) {
        self.alignment = alignment
        super.init(name: name, context: context, children: children)
        declareIgnoresProposal(children.allSatisfy { $0.ignoresProposal && !$0.setsGuides })
    }

    private func arrangement(for proposal: ProposedViewSize, _ context: LayoutContext) throws -> (sizes: [CGSize], offsets: [CGPoint], size: CGSize) {
        var sizes: [CGSize] = []
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        var guides: [CGPoint] = []
        for child in children {
            let size = try child.size(for: proposal, context)
            let dimensions = child.dimensions(size: size, proposal: proposal, context)
            let guide = CGPoint(x: dimensions[alignment.horizontal], y: dimensions[alignment.vertical])
            sizes.append(size)
            guides.append(guide)
            minX = min(minX, -guide.x); maxX = max(maxX, size.width - guide.x)
            minY = min(minY, -guide.y); maxY = max(maxY, size.height - guide.y)
        }
        guard !children.isEmpty else { return ([], [], .zero) }
        if sizes.contains(where: { !$0.width.isFinite || !$0.height.isFinite }) {
            let width = sizes.map(\.width).max()!, height = sizes.map(\.height).max()!
            return (sizes, sizes.map { _ in .zero }, CGSize(width: width, height: height))
        }
        let offsets = guides.map { CGPoint(x: -$0.x - minX, y: -$0.y - minY) }
        return (sizes, offsets, CGSize(width: maxX - minX, height: maxY - minY))
    }

    package override func sizeThatFits(_ proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGSize {
        try arrangement(for: proposal, context).size
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, _ context: LayoutContext) throws {
        let arrangement = try arrangement(for: proposal, context)
        for (index, child) in children.enumerated() {
            let offset = arrangement.offsets[index]
            try child.place(at: CGPoint(x: bounds.minX + offset.x, y: bounds.minY + offset.y), proposal: proposal, context)
        }
    }

    package override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGFloat? {
        let arrangement = try arrangement(for: proposal, context)
        for (index, child) in children.enumerated() {
            if let value = try child.explicitGuide(key, size: arrangement.sizes[index], proposal: proposal, context) {
                let offset = key.axis == .horizontal ? arrangement.offsets[index].x : arrangement.offsets[index].y
                return offset + value
            }
        }
        return nil
    }
}

extension VStack: ResolvablePrimitive {
    package func makeNodes(_ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        [try makeStackNode(self, resolver, context)]
    }
}

extension HStack: ResolvablePrimitive {
    package func makeNodes(_ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        [try makeStackNode(self, resolver, context)]
    }
}

extension ZStack: ResolvablePrimitive {
    package func makeNodes(_ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        [try makeStackNode(self, resolver, context)]
    }
}

private func makeStackNode(_ stack: any StackView, _ resolver: Resolver, _ context: ResolveContext) throws -> Node {
    if let spacing = stack.stackSpacing, !spacing.isFinite {
        throw context.error(.invalidValue, "\(stack.stackName) spacing must be a finite number, got \(spacing)")
    }
    var inner = context.child(.slot(0), name: stack.stackName)
    inner.stackAxis = stack.axis
    let children = try resolver.resolve(stack.stackContent, inner)
    guard let axis = stack.axis else {
        return ZStackNode(name: stack.stackName, alignment: Alignment(horizontal: stack.horizontalAlignment, vertical: stack.verticalAlignment), context: context, children: children)
    }
    let alignment = axis == .vertical ? stack.horizontalAlignment.key : stack.verticalAlignment.key
    return StackNode(name: stack.stackName, axis: axis, alignment: alignment, spacing: stack.stackSpacing, context: context, children: children)
}
