import Foundation
import VellumUI

/// `LazyVGrid` and `LazyHGrid`. For a `LazyVGrid`: the columns share the offered width —
/// fixed columns take their size, flexible ones an equal share of what is left (within their
/// bounds), adaptive ones as many columns of at least their minimum as fit. Items fill the
/// columns row by row; a row is as tall as its tallest item; rows and columns are 8 points
/// apart unless told otherwise. A `LazyHGrid` is the same turned by 90°.
package final class LazyGridNode: Node {
    private let trackAxis: Axis
    private let tracks: [GridItem]
    private let lineSpacing: CGFloat
    private let alignment: Alignment

    private struct Arrangement {
        var trackLengths: [CGFloat]
        var trackGaps: [CGFloat]
        var trackAlignments: [Alignment]
        var lineLengths: [CGFloat]
        var itemSizes: [CGSize]
        var size: CGSize
    }

    private var arrangements: [(ProposedViewSize, Arrangement)] = []

    package init(name: String, trackAxis: Axis, tracks: [GridItem], lineSpacing: CGFloat, alignment: Alignment, context: ResolveContext, children: [Node]) {
        self.trackAxis = trackAxis
        self.tracks = tracks
        self.lineSpacing = lineSpacing
        self.alignment = alignment
        super.init(name: name, context: context, children: children)
    }

    /// The lengths of the tracks (and the gaps after them) for `available` space across them.
    private func trackLayout(available: CGFloat?, _ context: LayoutContext) throws -> (lengths: [CGFloat], gaps: [CGFloat], alignments: [Alignment]) {
        var lengths: [CGFloat] = [], gaps: [CGFloat] = [], alignments: [Alignment] = []
        let defaultGap = ViewSpacing.standardDistance
        guard let available, available.isFinite else {
            // No width offered: each track as wide as its widest item, within its bounds.
            let ideal = try children.map { try $0.size(for: .unspecified, context)[trackAxis] }.max() ?? 0
            for item in tracks {
                switch item.size {
                case let .fixed(length): lengths.append(length)
                case let .flexible(minimum, maximum): lengths.append(min(max(ideal, minimum), maximum))
                case let .adaptive(minimum, maximum): lengths.append(min(max(ideal, minimum), maximum))
                }
                gaps.append(item.spacing ?? defaultGap)
                alignments.append(item.alignment ?? .center)
            }
            return (lengths, gaps, alignments)
        }
        let fixed = tracks.reduce(CGFloat(0)) { sum, item in
            if case let .fixed(length) = item.size { return sum + length }
            return sum
        }
        let gapTotal = tracks.dropLast().reduce(CGFloat(0)) { $0 + ($1.spacing ?? defaultGap) }
        let sharing = tracks.filter { if case .fixed = $0.size { false } else { true } }.count
        var left = max(available - fixed - gapTotal, 0)
        var remainingShares = sharing
        for item in tracks {
            let gap = item.spacing ?? defaultGap
            switch item.size {
            case let .fixed(length):
                lengths.append(length); gaps.append(gap); alignments.append(item.alignment ?? .center)
            case let .flexible(minimum, maximum):
                let share = left / CGFloat(max(remainingShares, 1))
                let length = min(max(share, minimum), maximum)
                lengths.append(length); gaps.append(gap); alignments.append(item.alignment ?? .center)
                left -= length
                remainingShares -= 1
            case let .adaptive(minimum, maximum):
                let space = left / CGFloat(max(remainingShares, 1))
                let count = max(1, Int(((space + gap) / (max(minimum, 1) + gap)).rounded(.down)))
                let length = min(max((space - gap * CGFloat(count - 1)) / CGFloat(count), minimum), maximum)
                for _ in 0..<count {
                    lengths.append(length); gaps.append(gap); alignments.append(item.alignment ?? .center)
                }
                left -= length * CGFloat(count) + gap * CGFloat(count - 1)
                remainingShares -= 1
            }
        }
        return (lengths, gaps, alignments)
    }

    private func arrangement(for proposal: ProposedViewSize, _ context: LayoutContext) throws -> Arrangement {
        if let hit = arrangements.first(where: { $0.0 == proposal }) { return hit.1 }
        let lineAxis = trackAxis.other
        let (lengths, gaps, alignments) = try trackLayout(available: proposal[trackAxis], context)
        let perLine = max(lengths.count, 1)
        var itemSizes: [CGSize] = []
        var lineLengths: [CGFloat] = []
        for (index, child) in children.enumerated() {
            let track = index % perLine
            let size = try child.size(for: ProposedViewSize(trackAxis, major: lengths.isEmpty ? nil : lengths[track], minor: nil), context)
            itemSizes.append(size)
            if track == 0 { lineLengths.append(0) }
            lineLengths[lineLengths.count - 1] = max(lineLengths[lineLengths.count - 1], size[lineAxis])
        }
        let across = lengths.reduce(0, +) + gaps.dropLast().reduce(0, +)
        let along = lineLengths.reduce(0, +) + lineSpacing * CGFloat(max(lineLengths.count - 1, 0))
        let result = Arrangement(trackLengths: lengths, trackGaps: gaps, trackAlignments: alignments, lineLengths: lineLengths, itemSizes: itemSizes,
                                 size: CGSize(trackAxis, major: across, minor: along))
        if arrangements.count >= 4 { arrangements.removeFirst() }
        arrangements.append((proposal, result))
        return result
    }

    package override func sizeThatFits(_ proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGSize {
        try arrangement(for: proposal, context).size
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, _ context: LayoutContext) throws {
        let a = try arrangement(for: proposal, context)
        let lineAxis = trackAxis.other
        let perLine = max(a.trackLengths.count, 1)
        var trackStarts: [CGFloat] = []
        var cursor: CGFloat = 0
        for (length, gap) in zip(a.trackLengths, a.trackGaps) {
            trackStarts.append(cursor)
            cursor += length + gap
        }
        var lineStart: CGFloat = 0
        for (index, child) in children.enumerated() {
            let track = index % perLine, line = index / perLine
            if track == 0 && line > 0 { lineStart += a.lineLengths[line - 1] + lineSpacing }
            let cell = CGSize(trackAxis, major: a.trackLengths.isEmpty ? a.itemSizes[index][trackAxis] : a.trackLengths[track], minor: a.lineLengths[line])
            let proposalForItem = ProposedViewSize(trackAxis, major: a.trackLengths.isEmpty ? nil : a.trackLengths[track], minor: nil)
            let offset = alignedOffset(child: child.dimensions(size: a.itemSizes[index], proposal: proposalForItem, context), container: cell,
                                       alignment: a.trackAlignments.isEmpty ? .center : a.trackAlignments[track])
            var origin = bounds.origin
            origin[trackAxis] += (trackStarts.isEmpty ? 0 : trackStarts[track]) + offset[trackAxis]
            origin[lineAxis] += lineStart + offset[lineAxis]
            try child.place(at: origin, proposal: proposalForItem, context)
        }
    }
}

extension LazyVGrid: ResolvablePrimitive {
    package func makeNodes(_ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        [try makeGridNode(self, resolver, context)]
    }
}

extension LazyHGrid: ResolvablePrimitive {
    package func makeNodes(_ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        [try makeGridNode(self, resolver, context)]
    }
}

private func makeGridNode(_ grid: any LazyGridProtocol, _ resolver: Resolver, _ context: ResolveContext) throws -> Node {
    let here = context.child(.slot(0), name: grid.gridName)
    if let spacing = grid.gridSpacing { try validateLength(spacing, "\(grid.gridName) spacing", allowNegative: true, here) }
    for item in grid.tracks {
        switch item.size {
        case let .fixed(length): try validateLength(length, "GridItem size", here)
        case let .flexible(minimum, maximum), let .adaptive(minimum, maximum):
            try validateLength(minimum, "GridItem minimum", here)
            try validateLength(maximum, "GridItem maximum", allowInfinity: true, here)
        }
        if let spacing = item.spacing { try validateLength(spacing, "GridItem spacing", allowNegative: true, here) }
    }
    let children = try resolver.resolve(grid.gridContent, here)
    return LazyGridNode(name: grid.gridName, trackAxis: grid.trackAxis, tracks: grid.tracks, lineSpacing: grid.gridSpacing ?? ViewSpacing.standardDistance,
                        alignment: grid.crossAlignment, context: context, children: children)
}
