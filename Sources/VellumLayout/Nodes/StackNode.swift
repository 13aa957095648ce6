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

    private struct Distribution {
        var proposals: [ProposedViewSize]
        var sizes: [CGSize]
        var gaps: [CGFloat]
        /// Each child's position across the axis, relative to the stack.
        var crossOffsets: [CGFloat]
        var crossExtent: CGFloat
    }

    private var distributions: [(ProposedViewSize, Distribution)] = []

    package init(name: String, axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, context: ResolveContext, children: [Node]) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        super.init(name: name, context: context, children: children)
    }

    private func distribution(for proposal: ProposedViewSize, _ context: LayoutContext) throws -> Distribution {
        if let cached = distributions.first(where: { $0.0 == proposal }) { return cached.1 }
        let major = axis, minor = axis.other
        let count = children.count
        var gaps = [CGFloat](repeating: 0, count: count)
        for index in children.indices.dropFirst() {
            gaps[index] = spacing ?? children[index - 1].spacing(context).distance(to: children[index].spacing(context), along: axis, context)
        }
        var proposals = [ProposedViewSize](repeating: ProposedViewSize(major, major: nil, minor: proposal[minor]), count: count)
        var sizes = [CGSize](repeating: .zero, count: count)

        if let offered = proposal[major] {
            let available = offered - gaps.reduce(0, +)
            // Minimum sizes, and the order in which children are sized.
            var minimum = [CGFloat](repeating: 0, count: count)
            var flexibility = [CGFloat](repeating: 0, count: count)
            for (index, child) in children.enumerated() {
                let smallest = try child.size(for: ProposedViewSize(major, major: 0, minor: proposal[minor]), context)[major]
                let largest = try child.size(for: ProposedViewSize(major, major: .infinity, minor: proposal[minor]), context)[major]
                minimum[index] = smallest
                flexibility[index] = largest - smallest
            }
            let priorities = Array(Set(children.map(\.layoutPriority))).sorted(by: >)
            var reserved: CGFloat = 0
            for (index, child) in children.enumerated() where child.layoutPriority < (priorities.first ?? 0) {
                reserved += minimum[index]
            }
            var remaining = available
            for (groupIndex, priority) in priorities.enumerated() {
                let members = children.indices.filter { children[$0].layoutPriority == priority }
                if groupIndex > 0 { reserved -= members.reduce(0) { $0 + minimum[$1] } }
                let order = members.sorted { a, b in
                    flexibility[a] != flexibility[b] ? flexibility[a] < flexibility[b] : a < b
                }
                var left = order.count
                for index in order {
                    let share = max(remaining - reserved, 0) / CGFloat(left)
                    let childProposal = ProposedViewSize(major, major: share, minor: proposal[minor])
                    proposals[index] = childProposal
                    sizes[index] = try children[index].size(for: childProposal, context)
                    remaining -= sizes[index][major]
                    left -= 1
                }
            }
        } else {
            for (index, child) in children.enumerated() {
                sizes[index] = try child.size(for: proposals[index], context)
            }
        }

        // Align the children across the axis by their guide.
        var leadingEdges = [CGFloat](repeating: 0, count: count)
        var lowest = CGFloat.infinity, highest = -CGFloat.infinity
        for (index, child) in children.enumerated() {
            let guide = child.dimensions(size: sizes[index], proposal: proposals[index], context)[key: alignment]
            leadingEdges[index] = -guide
            lowest = min(lowest, -guide)
            highest = max(highest, sizes[index][minor] - guide)
        }
        var extent = count == 0 ? 0 : highest - lowest
        var offsets = leadingEdges.map { $0 - lowest }
        if sizes.contains(where: { !$0[minor].isFinite }) {
            // Guides of an infinitely large child are not numbers: the stack is infinite too.
            extent = .infinity
            offsets = [CGFloat](repeating: 0, count: count)
        }
        let result = Distribution(proposals: proposals, sizes: sizes, gaps: gaps, crossOffsets: offsets, crossExtent: extent)
        if distributions.count >= 4 { distributions.removeFirst() }
        distributions.append((proposal, result))
        return result
    }

    package override func sizeThatFits(_ proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGSize {
        let d = try distribution(for: proposal, context)
        let length = d.sizes.reduce(0) { $0 + $1[axis] } + d.gaps.reduce(0, +)
        return CGSize(axis, major: length, minor: d.crossExtent)
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, _ context: LayoutContext) throws {
        let d = try distribution(for: proposal, context)
        var cursor = bounds.origin[axis]
        for (index, child) in children.enumerated() {
            cursor += d.gaps[index]
            var origin = bounds.origin
            origin[axis] = cursor
            origin[axis.other] = bounds.origin[axis.other] + d.crossOffsets[index]
            try child.place(at: origin, proposal: d.proposals[index], context)
            cursor += d.sizes[index][axis]
        }
    }

    package override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGFloat? {
        let d = try distribution(for: proposal, context)
        let ordered: [Int] = key == VerticalAlignment.lastTextBaseline.key ? Array(children.indices.reversed()) : Array(children.indices)
        var cursor: CGFloat = 0
        var starts = [CGFloat](repeating: 0, count: children.count)
        for index in children.indices {
            cursor += d.gaps[index]
            starts[index] = cursor
            cursor += d.sizes[index][axis]
        }
        for index in ordered {
            let child = children[index]
            guard let value = try child.explicitAlignment(key, size: d.sizes[index], proposal: d.proposals[index], context) else { continue }
            let offset = key.axis == axis ? starts[index] : d.crossOffsets[index]
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
            if let value = try child.explicitAlignment(key, size: arrangement.sizes[index], proposal: proposal, context) {
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
