import Foundation

/// Views in rows and columns, each column as wide as its widest cell and each row as tall as
/// its tallest: SwiftUI's `Grid`. Views that are not in a `GridRow` span every column.
public struct Grid<Content: View>: _PrimitiveView {
    public var alignment: Alignment
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?
    package let content: Content

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }
}

/// One row of a `Grid`: each of its views is a cell.
public struct GridRow<Content: View>: _PrimitiveView {
    public var alignment: VerticalAlignment?
    package let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
}

/// Makes a cell span several columns of its `Grid`: `gridCellColumns`.
public struct _GridCellColumnsModifier: _PrimitiveModifier {
    package let columns: Int
}

/// Sets the horizontal alignment of a grid's column from one of its cells:
/// `gridColumnAlignment`.
public struct _GridColumnAlignmentModifier: _PrimitiveModifier {
    package let guide: HorizontalAlignment
}

extension View {
    /// Makes this cell span `count` columns of its grid.
    public func gridCellColumns(_ count: Int) -> some View {
        modifier(_GridCellColumnsModifier(columns: count))
    }

    /// Aligns every cell of this cell's grid column by `guide`, rather than by the grid's
    /// alignment. (If several cells of a column set one, the first, from the top, counts.)
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modifier(_GridColumnAlignmentModifier(guide: guide))
    }
}

/// The type-erased forms of the grid views, for the resolver.
package protocol GridProtocol {
    var gridAlignment: Alignment { get }
    var spacing: (horizontal: CGFloat?, vertical: CGFloat?) { get }
    var gridContent: any View { get }
}

package protocol GridRowProtocol {
    var rowAlignment: VerticalAlignment? { get }
    var rowContent: any View { get }
}

extension Grid: GridProtocol {
    package var gridAlignment: Alignment { alignment }
    package var spacing: (horizontal: CGFloat?, vertical: CGFloat?) { (horizontalSpacing, verticalSpacing) }
    package var gridContent: any View { content }
}

extension GridRow: GridRowProtocol {
    package var rowAlignment: VerticalAlignment? { alignment }
    package var rowContent: any View { content }
}
