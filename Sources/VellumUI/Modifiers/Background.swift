import Foundation

/// A view drawn behind another, offered the other's size and aligned to it; it does not change
/// layout. `.background` and `.overlay` share this type.
public struct _BackgroundModifier<Background: View>: _PrimitiveModifier {
    public var background: Background
    public var alignment: Alignment
    /// `false` for a background (behind), `true` for an overlay (in front).
    public var isOverlay: Bool

    public init(background: Background, alignment: Alignment = .center, isOverlay: Bool = false) {
        self.background = background
        self.alignment = alignment
        self.isOverlay = isOverlay
    }
}

/// The type-erased form of `_BackgroundModifier`, for the resolver.
package protocol SecondaryViewModifier {
    var secondaryView: any View { get }
    var secondaryAlignment: Alignment { get }
    var secondaryIsOverlay: Bool { get }
}

extension _BackgroundModifier: SecondaryViewModifier {
    package var secondaryView: any View { background }
    package var secondaryAlignment: Alignment { alignment }
    package var secondaryIsOverlay: Bool { isOverlay }
}

extension View {
    /// Draws `background` behind the view, offered the view's size. (A colour goes to the
    /// shape-style overload, as in SwiftUI since iOS 15, and reaches into the safe area.)
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(_BackgroundModifier(background: background, alignment: alignment))
    }

    /// Draws the views of `content` behind the view, offered the view's size.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_BackgroundModifier(background: ZStack(alignment: alignment, content: content), alignment: alignment))
    }

    /// Fills the view's bounds with `style`, behind it, reaching into the safe area on `edges`
    /// where the view touches it.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_BackgroundModifier(background: Rectangle().fill(style).ignoresSafeArea(.container, edges: edges)))
    }

    /// Fills `shape`, in the view's bounds, with `style`, behind the view.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(_BackgroundModifier(background: shape.fill(style, style: fillStyle)))
    }

    /// Fills `shape`, in the view's bounds, with the background style, behind the view.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }

    /// Fills the view's bounds with the background style (`backgroundStyle(_:)`, else the
    /// system background), behind the view.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }

    /// Draws `overlay` in front of the view, offered the view's size.
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(_BackgroundModifier(background: overlay, alignment: alignment, isOverlay: true))
    }

    /// Draws the views of `content` in front of the view, offered the view's size.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_BackgroundModifier(background: ZStack(alignment: alignment, content: content), alignment: alignment, isOverlay: true))
    }

    /// Fills the view's bounds with `style`, in front of it.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_BackgroundModifier(background: Rectangle().fill(style).ignoresSafeArea(.container, edges: edges), isOverlay: true))
    }

    /// Fills `shape`, in the view's bounds, with `style`, in front of the view.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(_BackgroundModifier(background: shape.fill(style, style: fillStyle), isOverlay: true))
    }

    /// Draws a border of `content` inside the view's bounds.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}
