import Foundation

/// The size of a column of a `LazyVGrid` (or a row of a `LazyHGrid`): SwiftUI's `GridItem`.
public struct GridItem: Hashable, Sendable {
    /// How the track is sized.
    public enum Size: Hashable, Sendable {
        /// Exactly this length.
        case fixed(CGFloat)
        /// A share of the space left, between the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks as fit, each at least `minimum` long.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    /// The space after this track (`nil`: 8 points).
    public var spacing: CGFloat?
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// Views in rows across fixed, flexible or adaptive columns: SwiftUI's `LazyVGrid`.
public struct LazyVGrid<Content: View>: _PrimitiveView {
    public var columns: [GridItem]
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    package let content: Content

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

/// Views in columns across fixed, flexible or adaptive rows: SwiftUI's `LazyHGrid`.
public struct LazyHGrid<Content: View>: _PrimitiveView {
    public var rows: [GridItem]
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    package let content: Content

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

/// The type-erased form of the lazy grids, for the resolver.
package protocol LazyGridProtocol {
    /// The axis the tracks run across: `.horizontal` for columns of a `LazyVGrid`.
    var trackAxis: Axis { get }
    var tracks: [GridItem] { get }
    var gridSpacing: CGFloat? { get }
    var gridContent: any View { get }
    var crossAlignment: Alignment { get }
    var gridName: String { get }
}

extension LazyVGrid: LazyGridProtocol {
    package var trackAxis: Axis { .horizontal }
    package var tracks: [GridItem] { columns }
    package var gridSpacing: CGFloat? { spacing }
    package var gridContent: any View { content }
    package var crossAlignment: Alignment { Alignment(horizontal: alignment, vertical: .center) }
    package var gridName: String { "LazyVGrid" }
}

extension LazyHGrid: LazyGridProtocol {
    package var trackAxis: Axis { .vertical }
    package var tracks: [GridItem] { rows }
    package var gridSpacing: CGFloat? { spacing }
    package var gridContent: any View { content }
    package var crossAlignment: Alignment { Alignment(horizontal: .center, vertical: alignment) }
    package var gridName: String { "LazyHGrid" }
}
