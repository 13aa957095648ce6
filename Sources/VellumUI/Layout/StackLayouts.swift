import Foundation

/// `HStack`'s layout as a `Layout` value, for `AnyLayout` switches: SwiftUI's `HStackLayout`.
public struct HStackLayout: Layout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        (try? StackArrangement(axis: .horizontal, subviews: subviews, proposal: proposal, alignment: alignment.key, spacing: spacing))?.size ?? .zero
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        try? StackArrangement(axis: .horizontal, subviews: subviews, proposal: proposal, alignment: alignment.key, spacing: spacing).place(subviews, in: bounds, axis: .horizontal)
    }
}

/// `VStack`'s layout as a `Layout` value: SwiftUI's `VStackLayout`.
public struct VStackLayout: Layout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        (try? StackArrangement(axis: .vertical, subviews: subviews, proposal: proposal, alignment: alignment.key, spacing: spacing))?.size ?? .zero
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        try? StackArrangement(axis: .vertical, subviews: subviews, proposal: proposal, alignment: alignment.key, spacing: spacing).place(subviews, in: bounds, axis: .vertical)
    }
}

/// `ZStack`'s layout as a `Layout` value: SwiftUI's `ZStackLayout`.
public struct ZStackLayout: Layout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    private func guides(_ subviews: Subviews, _ proposal: ProposedViewSize) -> (dimensions: [ViewDimensions], minX: CGFloat, minY: CGFloat, size: CGSize) {
        let dimensions = subviews.map { $0.dimensions(in: proposal) }
        guard !dimensions.isEmpty else { return ([], 0, 0, .zero) }
        let minX = dimensions.map { -$0[alignment.horizontal] }.min()!, maxX = dimensions.map { $0.width - $0[alignment.horizontal] }.max()!
        let minY = dimensions.map { -$0[alignment.vertical] }.min()!, maxY = dimensions.map { $0.height - $0[alignment.vertical] }.max()!
        return (dimensions, minX, minY, CGSize(width: maxX - minX, height: maxY - minY))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guides(subviews, proposal).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let g = guides(subviews, proposal)
        for (subview, d) in zip(subviews, g.dimensions) {
            subview.place(at: CGPoint(x: bounds.minX - d[alignment.horizontal] - g.minX, y: bounds.minY - d[alignment.vertical] - g.minY), proposal: proposal)
        }
    }
}

extension StackArrangement {
    /// The arrangement of a layout's subviews, spaced by their preferences unless `spacing` is set.
    package init(axis: Axis, subviews: LayoutSubviews, proposal: ProposedViewSize, alignment: AlignmentKey, spacing: CGFloat?) throws {
        let list = Array(subviews)
        var gaps = [CGFloat](repeating: 0, count: list.count)
        for index in list.indices.dropFirst() {
            gaps[index] = spacing ?? list[index - 1].spacing.distance(to: list[index].spacing, along: axis)
        }
        try self.init(axis: axis, proposal: proposal, items: SubviewChildren(subviews: list, key: alignment), gaps: gaps)
    }

    /// A layout's subviews as the arrangement sees them.
    private struct SubviewChildren: Children {
        let subviews: [LayoutSubview]
        let key: AlignmentKey

        var count: Int { subviews.count }

        func size(_ index: Int, _ proposal: ProposedViewSize) throws -> CGSize {
            subviews[index].sizeThatFits(proposal)
        }

        func guide(_ index: Int, size: CGSize, proposal: ProposedViewSize) -> CGFloat {
            subviews[index].dimensions(in: proposal)[key: key]
        }

        func priority(_ index: Int) -> Double { subviews[index].priority }
    }

    /// Places the subviews at their positions inside `bounds`.
    package func place(_ subviews: LayoutSubviews, in bounds: CGRect, axis: Axis) {
        for (offset, subview) in subviews.enumerated() {
            var origin = bounds.origin
            origin[axis] += starts[offset]
            origin[axis.other] += crossOffsets[offset]
            subview.place(at: origin, proposal: proposals[offset])
        }
    }
}
