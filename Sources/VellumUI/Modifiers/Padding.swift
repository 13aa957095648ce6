import Foundation

/// Space added around a view: SwiftUI's `padding`. The child is offered the proposal minus
/// the insets; the result is the child's size plus the insets.
public struct _PaddingLayout: _PrimitiveModifier {
    public var edges: Edge.Set
    /// The insets, or `nil` for the system default of 16 points on each chosen edge.
    public var insets: EdgeInsets?

    public init(edges: Edge.Set = .all, insets: EdgeInsets?) {
        self.edges = edges
        self.insets = insets
    }

    /// The default padding on each edge, as measured on iOS.
    package static let defaultLength: CGFloat = 16

    /// The insets to apply.
    package var resolvedInsets: EdgeInsets {
        let base = insets ?? EdgeInsets(.all, _PaddingLayout.defaultLength)
        return EdgeInsets(top: edges.contains(.top) ? base.top : 0,
                          leading: edges.contains(.leading) ? base.leading : 0,
                          bottom: edges.contains(.bottom) ? base.bottom : 0,
                          trailing: edges.contains(.trailing) ? base.trailing : 0)
    }
}

extension View {
    /// Pads the view by `insets`.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(_PaddingLayout(edges: .all, insets: insets))
    }

    /// Pads the chosen edges by `length`, or by the system default (16 points) when `nil`.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(_PaddingLayout(edges: edges, insets: length.map { EdgeInsets(.all, $0) }))
    }

    /// Pads every edge by `length`.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }
}
