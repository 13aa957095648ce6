import Foundation

/// A view that takes the space it is offered (10 points on an unspecified axis) and builds its
/// content from that size, placed at its top-leading corner: SwiftUI's `GeometryReader`.
public struct GeometryReader<Content: View>: _PrimitiveView {
    package let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }
}

/// The size and position of a `GeometryReader`.
public struct GeometryProxy {
    /// The reader's size.
    public let size: CGSize
    /// The insets of the safe area (none, in a render).
    public let safeAreaInsets: EdgeInsets
    package let frames: (CoordinateSpace) -> CGRect

    package init(size: CGSize, frames: @escaping (CoordinateSpace) -> CGRect) {
        self.size = size
        self.safeAreaInsets = EdgeInsets()
        self.frames = frames
    }

    /// The reader's frame in `coordinateSpace`: `.global` is the rendered canvas, `.local` the
    /// reader itself, `.named(name)` the view given that name with `coordinateSpace(name:)`.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        frames(coordinateSpace)
    }
}

/// The type-erased form of `GeometryReader`, for the resolver.
package protocol GeometryReaderProtocol {
    func makeContent(_ proxy: GeometryProxy) -> any View
}

extension GeometryReader: GeometryReaderProtocol {
    package func makeContent(_ proxy: GeometryProxy) -> any View { content(proxy) }
}
