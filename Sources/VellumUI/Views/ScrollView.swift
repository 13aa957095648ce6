import Foundation

/// A scrollable view, shown scrolled to its start: SwiftUI's `ScrollView`.
///
/// Along its scroll axes the content is offered `nil` (its ideal size); the scroll view takes
/// the space offered (its content's size when offered `nil`) and clips the content to it.
public struct ScrollView<Content: View>: _PrimitiveView {
    public var axes: Axis.Set
    public var showsIndicators: Bool
    package let content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }
}

/// The type-erased form of `ScrollView`, for the resolver.
package protocol ScrollViewProtocol {
    var scrollAxes: Axis.Set { get }
    var scrollContent: any View { get }
}

extension ScrollView: ScrollViewProtocol {
    package var scrollAxes: Axis.Set { axes }
    package var scrollContent: any View { content }
}

/// Reads the scroll position (a render always shows the start).
public struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public var body: some View { content(ScrollViewProxy()) }
}

/// Scrolls a scroll view to a view (nothing to do in a render).
public struct ScrollViewProxy {
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}
