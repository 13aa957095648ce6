import Foundation
import VellumCore

/// How a view's colours combine with what is behind it: SwiftUI's `BlendMode`.
public enum BlendMode: Hashable, CaseIterable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn
    case softLight, hardLight, difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

/// Draws a view blended with what is behind it: `blendMode`.
public struct _BlendModeEffect: _PrimitiveModifier {
    public var blendMode: BlendMode
}

/// Draws a view blurred with a Gaussian of σ = 0.93·radius (as shadows are), optionally
/// keeping its edges opaque: `blur(radius:opaque:)`.
public struct _BlurEffect: _PrimitiveModifier {
    public var radius: CGFloat
    public var isOpaque: Bool
}

/// Renders a view into one layer before the effects around it apply: `compositingGroup`,
/// `drawingGroup`.
public struct _CompositingGroupEffect: _PrimitiveModifier {
    public var name: String
}

/// A colour transform applied to everything a view draws: brightness, contrast, saturation,
/// grayscale, hue rotation, colour multiply, colour invert, luminance to alpha.
///
/// The transform is a 4×5 matrix over straight (unpremultiplied) RGBA in sRGB:
/// `out = M · (r, g, b, a, 1)`.
public struct _ColorMatrixEffect: _PrimitiveModifier {
    package let name: String
    package let matrix: ColorMatrix
}

/// A 4×5 colour matrix: rows for red, green, blue and alpha; columns for r, g, b, a, 1.
package struct ColorMatrix: Hashable, Sendable {
    package var m: [Double]

    package init(_ m: [Double]) {
        precondition(m.count == 20)
        self.m = m
    }

    package static let identity = ColorMatrix([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])

    package func apply(_ c: RGBA) -> RGBA {
        func row(_ i: Int) -> Double {
            m[i * 5] * c.red + m[i * 5 + 1] * c.green + m[i * 5 + 2] * c.blue + m[i * 5 + 3] * c.alpha + m[i * 5 + 4]
        }
        func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
        return RGBA(clamp(row(0)), clamp(row(1)), clamp(row(2)), clamp(row(3)))
    }

    /// Adds `amount` to each colour channel.
    package static func brightness(_ amount: Double) -> ColorMatrix {
        ColorMatrix([1, 0, 0, 0, amount, 0, 1, 0, 0, amount, 0, 0, 1, 0, amount, 0, 0, 0, 1, 0])
    }

    /// Scales each colour channel's distance from middle grey by `amount`.
    package static func contrast(_ amount: Double) -> ColorMatrix {
        let offset = 0.5 * (1 - amount)
        return ColorMatrix([amount, 0, 0, 0, offset, 0, amount, 0, 0, offset, 0, 0, amount, 0, offset, 0, 0, 0, 1, 0])
    }

    /// Mixes each colour with its Rec. 709 luminance grey: 0 grey, 1 unchanged.
    package static func saturation(_ amount: Double) -> ColorMatrix {
        let r = 0.2126, g = 0.7152, b = 0.0722
        let s = amount, t = 1 - s
        return ColorMatrix([r * t + s, g * t, b * t, 0, 0,
                            r * t, g * t + s, b * t, 0, 0,
                            r * t, g * t, b * t + s, 0, 0,
                            0, 0, 0, 1, 0])
    }

    /// Rotates hues by `angle` around the luminance axis.
    package static func hueRotation(_ angle: Angle) -> ColorMatrix {
        let c = cos(angle.radians), s = sin(angle.radians)
        let lr = 0.213, lg = 0.715, lb = 0.072
        return ColorMatrix([
            lr + c * (1 - lr) + s * -lr, lg + c * -lg + s * -lg, lb + c * -lb + s * (1 - lb), 0, 0,
            lr + c * -lr + s * 0.143, lg + c * (1 - lg) + s * 0.140, lb + c * -lb + s * -0.283, 0, 0,
            lr + c * -lr + s * -(1 - lr), lg + c * -lg + s * lg, lb + c * (1 - lb) + s * lb, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }

    /// Multiplies each channel by `color`'s.
    package static func multiply(_ color: RGBA) -> ColorMatrix {
        ColorMatrix([color.red, 0, 0, 0, 0, 0, color.green, 0, 0, 0, 0, 0, color.blue, 0, 0, 0, 0, 0, color.alpha, 0])
    }

    /// Inverts the colour channels.
    package static let invert = ColorMatrix([-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0])

    /// Black, with the colour's luminance as alpha.
    package static let luminanceToAlpha = ColorMatrix([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2126, 0.7152, 0.0722, 0, 0])
}

extension View {
    /// Blends the view with what is behind it.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(_BlendModeEffect(blendMode: blendMode))
    }

    /// Blurs the view; with `opaque`, its edges do not fade.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(_BlurEffect(radius: radius, isOpaque: opaque))
    }

    /// Renders the view into one layer before effects outside it apply.
    public func compositingGroup() -> some View {
        modifier(_CompositingGroupEffect(name: "compositingGroup"))
    }

    /// Renders the view into one offscreen image before it is drawn.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        modifier(_CompositingGroupEffect(name: "drawingGroup"))
    }

    /// Adds `amount` (−1…1) to the view's colour channels.
    public func brightness(_ amount: Double) -> some View {
        modifier(_ColorMatrixEffect(name: "brightness", matrix: .brightness(amount)))
    }

    /// Scales the view's colour contrast by `amount` (1 unchanged).
    public func contrast(_ amount: Double) -> some View {
        modifier(_ColorMatrixEffect(name: "contrast", matrix: .contrast(amount)))
    }

    /// Scales the view's colour saturation by `amount` (0 grey, 1 unchanged).
    public func saturation(_ amount: Double) -> some View {
        modifier(_ColorMatrixEffect(name: "saturation", matrix: .saturation(amount)))
    }

    /// Removes `amount` (0…1) of the view's colour.
    public func grayscale(_ amount: Double) -> some View {
        modifier(_ColorMatrixEffect(name: "grayscale", matrix: .saturation(1 - min(max(amount, 0), 1))))
    }

    /// Rotates the view's hues by `angle`.
    public func hueRotation(_ angle: Angle) -> some View {
        modifier(_ColorMatrixEffect(name: "hueRotation", matrix: .hueRotation(angle)))
    }

    /// Multiplies the view's colours by `color`.
    public func colorMultiply(_ color: Color) -> some View {
        modifier(_ColorMultiplyEffect(color: color))
    }

    /// Inverts the view's colours.
    public func colorInvert() -> some View {
        modifier(_ColorMatrixEffect(name: "colorInvert", matrix: .invert))
    }

    /// Turns the view's luminance into alpha (black where it is bright).
    public func luminanceToAlpha() -> some View {
        modifier(_ColorMatrixEffect(name: "luminanceToAlpha", matrix: .luminanceToAlpha))
    }
}

/// Multiplies a view's colours by a colour, resolved in the environment: `colorMultiply`.
public struct _ColorMultiplyEffect: _PrimitiveModifier {
    package let color: Color
}

/// How colours are blended in a drawing group.
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}
