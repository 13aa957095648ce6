import Foundation
import VellumCore

/// A colour that adapts to its environment: SwiftUI's `Color`.
///
/// A colour is both a view (it fills the space it is offered) and a shape style. The system
/// colours take their iOS values, with separate light and dark appearances.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    package indirect enum Provider: Hashable, Sendable {
        case rgba(RGBA)
        case adaptive(light: RGBA, dark: RGBA)
        case named(String, bundlePath: String?)
        case opacity(Provider, Double)
        case mix(Provider, Provider, Double)
    }

    package let provider: Provider

    package init(provider: Provider) {
        self.provider = provider
    }

    package init(light: RGBA, dark: RGBA) {
        provider = light == dark ? .rgba(light) : .adaptive(light: light, dark: dark)
    }

    /// The RGB colour spaces a colour can be given in.
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    /// A colour from red, green and blue components (0...1) in `colorSpace`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let rgba: RGBA
        switch colorSpace {
        case .sRGB, .displayP3:
            rgba = RGBA(red, green, blue, opacity)
        case .sRGBLinear:
            func encode(_ v: Double) -> Double { v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055 }
            rgba = RGBA(encode(red), encode(green), encode(blue), opacity)
        }
        provider = .rgba(rgba)
    }

    /// A grey of `white` (0 black … 1 white).
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness (each 0...1).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * f)
        let t = brightness * (1 - saturation * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (brightness, t, p)
        case 1: (r, g, b) = (q, brightness, p)
        case 2: (r, g, b) = (p, brightness, t)
        case 3: (r, g, b) = (p, q, brightness)
        case 4: (r, g, b) = (t, p, brightness)
        default: (r, g, b) = (brightness, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// The colour named `name` in an asset catalog of `bundle` (by default the main bundle), or
    /// registered with `Color.register(_:light:dark:)`. An unknown name is an error when the
    /// colour is drawn.
    public init(_ name: String, bundle: Bundle? = nil) {
        provider = .named(name, bundlePath: bundle?.bundlePath)
    }

    /// Registers a named colour for `Color(name)`; see `NamedColors`.
    public static func register(_ name: String, light: Color, dark: Color? = nil) throws {
        try NamedColors.shared.register(name, light: light, dark: dark)
    }

    /// This colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(provider: .opacity(provider, opacity))
    }

    public var description: String {
        switch provider {
        case let .rgba(c): return c.description
        case let .adaptive(light, dark): return "\(light)/\(dark)"
        case let .named(name, _): return "Color(\"\(name)\")"
        case let .opacity(base, o): return "\(Color(provider: base)).opacity(\(o))"
        case let .mix(a, b, f): return "\(Color(provider: a)).mix(with: \(Color(provider: b)), by: \(f))"
        }
    }

    /// The colour's value in `environment`.
    package func resolve(in environment: EnvironmentValues) throws -> RGBA {
        try Color.resolve(provider, scheme: environment.colorScheme)
    }

    private static func resolve(_ provider: Provider, scheme: ColorScheme) throws -> RGBA {
        switch provider {
        case let .rgba(c):
            return c
        case let .adaptive(light, dark):
            return scheme == .dark ? dark : light
        case let .named(name, bundlePath):
            let named = try NamedColors.shared.color(named: name, bundlePath: bundlePath)
            return scheme == .dark ? named.dark : named.light
        case let .opacity(base, factor):
            return try resolve(base, scheme: scheme).multiplyingAlpha(factor)
        case let .mix(a, b, fraction):
            let x = try resolve(a, scheme: scheme), y = try resolve(b, scheme: scheme)
            let f = min(max(fraction, 0), 1)
            func lerp(_ p: Double, _ q: Double) -> Double { p + (q - p) * f }
            return RGBA(lerp(x.red, y.red), lerp(x.green, y.green), lerp(x.blue, y.blue), lerp(x.alpha, y.alpha))
        }
    }
}

extension Color: _PrimitiveView {}
