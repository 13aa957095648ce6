import Foundation

/// SwiftUI's stack distribution, for `HStack`/`VStack` and `HStackLayout`/`VStackLayout` alike.
///
/// With no proposal along the axis, every child gets its ideal size. Otherwise children are
/// grouped by layout priority (highest first); within a group the least flexible (size at an
/// infinite proposal minus size at zero) is sized first. Each is offered the space left,
/// divided by the number of children still to size, after reserving the minimum sizes of the
/// lower-priority groups. Across the axis the proposal passes through, and the stack is as
/// large as its children aligned by their guide.
package struct StackArrangement {
    /// The children, as the algorithm sees them: what each measures for a proposal, where its
    /// alignment guide across the axis is, and its layout priority. A protocol rather than
    /// closures, so arranging a stack allocates nothing per child.
    package protocol Children {
        var count: Int { get }
        func size(_ index: Int, _ proposal: ProposedViewSize) throws -> CGSize
        func guide(_ index: Int, size: CGSize, proposal: ProposedViewSize) -> CGFloat
        func priority(_ index: Int) -> Double
    }

    /// The proposal each child is placed with.
    package var proposals: [ProposedViewSize]
    /// Each child's size.
    package var sizes: [CGSize]
    /// The space before each child (0 before the first).
    package var gaps: [CGFloat]
    /// Each child's position along the axis, from the stack's start.
    package var starts: [CGFloat]
    /// Each child's position across the axis, from the stack's edge.
    package var crossOffsets: [CGFloat]
    /// The stack's size.
    package var size: CGSize

    package init(axis: Axis, proposal: ProposedViewSize, items: some Children, gaps: [CGFloat]) throws {
        let minor = axis.other
        let count = items.count
        var proposals = [ProposedViewSize](repeating: ProposedViewSize(axis, major: nil, minor: proposal[minor]), count: count)
        var sizes = [CGSize](repeating: .zero, count: count)

        if let offered = proposal[axis] {
            let available = offered - gaps.reduce(0, +)
            var minimum = [CGFloat](repeating: 0, count: count)
            var flexibility = [CGFloat](repeating: 0, count: count)
            for index in 0..<count {
                let smallest = try items.size(index, ProposedViewSize(axis, major: 0, minor: proposal[minor]))[axis]
                let largest = try items.size(index, ProposedViewSize(axis, major: .infinity, minor: proposal[minor]))[axis]
                minimum[index] = smallest
                flexibility[index] = largest - smallest
            }
            let priority = (0..<count).map { items.priority($0) }
            let priorities = Array(Set(priority)).sorted(by: >)
            var reserved: CGFloat = 0
            for index in 0..<count where priority[index] < (priorities.first ?? 0) {
                reserved += minimum[index]
            }
            var remaining = available
            for (groupIndex, group) in priorities.enumerated() {
                let members = priorities.count == 1 ? Array(0..<count) : (0..<count).filter { priority[$0] == group }
                if groupIndex > 0 { reserved -= members.reduce(0) { $0 + minimum[$1] } }
                let order = members.sorted { a, b in
                    flexibility[a] != flexibility[b] ? flexibility[a] < flexibility[b] : a < b
                }
                var left = order.count
                for index in order {
                    let share = max(remaining - reserved, 0) / CGFloat(left)
                    proposals[index] = ProposedViewSize(axis, major: share, minor: proposal[minor])
                    sizes[index] = try items.size(index, proposals[index])
                    // Offered infinity, every child is offered infinity: an infinite child
                    // leaves infinity, not ∞ − ∞.
                    let taken = sizes[index][axis]
                    if !(remaining.isInfinite && taken.isInfinite) { remaining -= taken }
                    left -= 1
                }
            }
        } else {
            for index in 0..<count {
                sizes[index] = try items.size(index, proposals[index])
            }
        }
        self.init(axis: axis, items: items, gaps: gaps, proposals: proposals, sizes: sizes)
    }

    /// The arrangement of children offered these proposals: when a stack sized at its ideal
    /// across the axis is placed, each child keeps its share along the axis and is offered the
    /// stack's own extent across it.
    package init(axis: Axis, items: some Children, gaps: [CGFloat], proposals: [ProposedViewSize]) throws {
        let sizes = try (0..<items.count).map { try items.size($0, proposals[$0]) }
        self.init(axis: axis, items: items, gaps: gaps, proposals: proposals, sizes: sizes)
    }

    private init(axis: Axis, items: some Children, gaps: [CGFloat], proposals: [ProposedViewSize], sizes: [CGSize]) {
        let minor = axis.other
        let count = items.count
        // Across the axis: align the children by their guide.
        var lowest = CGFloat.infinity, highest = -CGFloat.infinity
        var edges = [CGFloat](repeating: 0, count: count)
        for index in 0..<count {
            let guide = items.guide(index, size: sizes[index], proposal: proposals[index])
            edges[index] = -guide
            lowest = min(lowest, -guide)
            highest = max(highest, sizes[index][minor] - guide)
        }
        var extent = count == 0 ? 0 : highest - lowest
        var offsets = edges.map { $0 - lowest }
        if sizes.contains(where: { !$0[minor].isFinite }) {
            // Guides of an infinitely large child are not numbers: the stack is infinite too.
            extent = .infinity
            offsets = [CGFloat](repeating: 0, count: count)
        }
        var starts = [CGFloat](repeating: 0, count: count)
        var cursor: CGFloat = 0
        for index in 0..<count {
            cursor += gaps[index]
            starts[index] = cursor
            cursor += sizes[index][axis]
        }
        self.proposals = proposals
        self.sizes = sizes
        self.gaps = gaps
        self.starts = starts
        crossOffsets = offsets
        size = CGSize(axis, major: cursor, minor: extent)
    }
}
