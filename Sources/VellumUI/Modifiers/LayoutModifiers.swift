import Foundation

/// Offers a view `nil` (its ideal size) on the fixed axes: `fixedSize`.
public struct _FixedSizeLayout: _PrimitiveModifier {
    public var horizontal: Bool
    public var vertical: Bool

    public init(horizontal: Bool = true, vertical: Bool = true) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

/// How a view with an aspect ratio relates to the space it is offered.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// As large as fits inside the space.
    case fit
    /// As small as covers the space.
    case fill
}

/// Sizes a view to an aspect ratio (width / height) that fits or fills the proposal:
/// `aspectRatio`. With no ratio, the view's ideal size gives it.
public struct _AspectRatioLayout: _PrimitiveModifier {
    public var aspectRatio: CGFloat?
    public var contentMode: ContentMode

    public init(aspectRatio: CGFloat?, contentMode: ContentMode) {
        self.aspectRatio = aspectRatio
        self.contentMode = contentMode
    }
}

/// Sets the priority stacks size a view with: `layoutPriority`.
public struct _LayoutPriorityModifier: _PrimitiveModifier {
    public var priority: Double

    public init(priority: Double) {
        self.priority = priority
    }
}

/// Sets the order a view is drawn in among its siblings: `zIndex`.
public struct _ZIndexModifier: _PrimitiveModifier {
    public var index: Double

    public init(index: Double) {
        self.index = index
    }
}

/// Places a view's centre at a point of its parent's space, taking all the space offered:
/// `position`.
public struct _PositionLayout: _PrimitiveModifier {
    public var position: CGPoint

    public init(position: CGPoint) {
        self.position = position
    }
}

/// Gives a view an explicit value for an alignment guide: `alignmentGuide`.
public struct _AlignmentWritingModifier: _PrimitiveModifier {
    package let key: AlignmentKey
    package let computeValue: (ViewDimensions) -> CGFloat

    package init(key: AlignmentKey, computeValue: @escaping (ViewDimensions) -> CGFloat) {
        self.key = key
        self.computeValue = computeValue
    }
}

/// Gives a view an explicit identity: a new id is a new view, with fresh state: `id`.
public struct _IdentityModifier: _PrimitiveModifier {
    package let id: AnyHashable

    package init(id: AnyHashable) {
        self.id = id
    }
}

extension View {
    /// Offers the view its ideal size on both axes.
    public func fixedSize() -> some View {
        modifier(_FixedSizeLayout())
    }

    /// Offers the view its ideal size on the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }

    /// Sizes the view to `aspectRatio` (width / height), fitting or filling the space; `nil`
    /// keeps the view's own ratio.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(_AspectRatioLayout(aspectRatio: aspectRatio, contentMode: contentMode))
    }

    /// Sizes the view to the ratio of `aspectRatio`, fitting or filling the space.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        modifier(_AspectRatioLayout(aspectRatio: aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height, contentMode: contentMode))
    }

    /// Fits the view into the space offered, keeping its ratio.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// Fills the space offered with the view, keeping its ratio.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

    /// Sets the priority stacks give the view when sharing out space (default 0).
    public func layoutPriority(_ value: Double) -> some View {
        modifier(_LayoutPriorityModifier(priority: value))
    }

    /// Draws the view above siblings of lower index.
    public func zIndex(_ value: Double) -> some View {
        modifier(_ZIndexModifier(index: value))
    }

    /// Places the view's centre at `position` in the space offered to it.
    public func position(_ position: CGPoint) -> some View {
        modifier(_PositionLayout(position: position))
    }

    /// Places the view's centre at (x, y) in the space offered to it.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }

    /// Sets the view's horizontal alignment guide `g` to the value `computeValue` returns.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentWritingModifier(key: g.key, computeValue: computeValue))
    }

    /// Sets the view's vertical alignment guide `g` to the value `computeValue` returns.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentWritingModifier(key: g.key, computeValue: computeValue))
    }

    /// Gives the view an explicit identity: when `id` changes, it is a new view with fresh state.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(_IdentityModifier(id: AnyHashable(id)))
    }
}
