import Foundation

/// Clips a view to a shape in its bounds: `clipShape`, `clipped`, `cornerRadius`.
public struct _ClipEffect<ClipShape: Shape>: _PrimitiveModifier {
    public var shape: ClipShape
    public var style: FillStyle

    public init(shape: ClipShape, style: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
    }
}

/// A drop shadow of the view's alpha, blurred, tinted and offset. It does not change layout.
///
/// The blur is a Gaussian whose σ is 0.93·radius, as measured on iOS renders.
public struct _ShadowEffect: _PrimitiveModifier {
    public var color: Color
    public var radius: CGFloat
    public var offset: CGSize

    public init(color: Color, radius: CGFloat, offset: CGSize) {
        self.color = color
        self.radius = radius
        self.offset = offset
    }
}

/// Draws a view at an opacity, as one group: overlapping parts do not darken.
public struct _OpacityEffect: _PrimitiveModifier {
    public var opacity: Double

    public init(opacity: Double) {
        self.opacity = opacity
    }
}

/// Draws a view moved by an offset, without changing layout.
public struct _OffsetEffect: _PrimitiveModifier {
    public var offset: CGSize

    public init(offset: CGSize) {
        self.offset = offset
    }
}

/// The type-erased form of `_ClipEffect`, for the resolver.
package protocol ClipEffectProtocol {
    var clipShape: any Shape { get }
    var clipStyle: FillStyle { get }
}

extension _ClipEffect: ClipEffectProtocol {
    package var clipShape: any Shape { shape }
    package var clipStyle: FillStyle { style }
}

extension View {
    /// Clips the view to `shape` in its bounds.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(_ClipEffect(shape: shape, style: style))
    }

    /// Clips the view to its bounds.
    public func clipped(antialiased: Bool = false) -> some View {
        clipShape(Rectangle(), style: FillStyle(antialiased: antialiased))
    }

    /// Clips the view to a rounded rectangle of `radius` (circular corners, as SwiftUI draws).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius), style: FillStyle(antialiased: antialiased))
    }

    /// Draws a drop shadow behind the view. The default colour is black at 33% opacity.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_ShadowEffect(color: color, radius: radius, offset: CGSize(width: x, height: y)))
    }

    /// Draws the view at `opacity` (0 transparent … 1 opaque).
    public func opacity(_ opacity: Double) -> some View {
        modifier(_OpacityEffect(opacity: opacity))
    }

    /// Draws the view moved by `offset`; layout is unchanged.
    public func offset(_ offset: CGSize) -> some View {
        modifier(_OffsetEffect(offset: offset))
    }

    /// Draws the view moved by (x, y); layout is unchanged.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }
}
