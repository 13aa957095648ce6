import Foundation
import VellumCore

// The semantic shape styles of iOS 17: `.separator`, `.fill` and its levels, `.link`,
// `.placeholder`, each the UIKit colour of the same name, light or dark with the scheme.

/// The colour of separators: UIKit's `separator`.
public struct SeparatorShapeStyle: ShapeStyle, PaintProvider {
    public init() {}

    package func resolvePaint(in environment: EnvironmentValues) throws -> ResolvedPaint {
        .color(try Color.separator.resolve(in: environment))
    }
}

/// The fill of thin and small shapes (a slider's track, a search field): UIKit's
/// `systemFill`, and at its lower levels `secondarySystemFill` … `quaternarySystemFill`.
public struct FillShapeStyle: ShapeStyle, PaintProvider {
    private let level: Int

    public init() {
        level = 0
    }

    private init(level: Int) {
        self.level = level
    }

    /// `secondarySystemFill`: for medium-size shapes.
    public var secondary: FillShapeStyle { FillShapeStyle(level: 1) }
    /// `tertiarySystemFill`: for large shapes (input fields, buttons).
    public var tertiary: FillShapeStyle { FillShapeStyle(level: 2) }
    /// `quaternarySystemFill`: for large areas with complex content.
    public var quaternary: FillShapeStyle { FillShapeStyle(level: 3) }

    package func resolvePaint(in environment: EnvironmentValues) throws -> ResolvedPaint {
        let fills: [Color] = [.systemFill, .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill]
        return .color(try fills[level].resolve(in: environment))
    }
}

/// The colour of links: UIKit's `link`.
public struct LinkShapeStyle: ShapeStyle, PaintProvider {
    public init() {}

    package func resolvePaint(in environment: EnvironmentValues) throws -> ResolvedPaint {
        .color(try Color.link.resolve(in: environment))
    }
}

/// The colour of placeholder text: UIKit's `placeholderText`.
public struct PlaceholderTextShapeStyle: ShapeStyle, PaintProvider {
    public init() {}

    package func resolvePaint(in environment: EnvironmentValues) throws -> ResolvedPaint {
        .color(try Color.placeholderText.resolve(in: environment))
    }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

extension ShapeStyle where Self == FillShapeStyle {
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

extension ShapeStyle where Self == LinkShapeStyle {
    public static var link: LinkShapeStyle { LinkShapeStyle() }
}

extension ShapeStyle where Self == PlaceholderTextShapeStyle {
    public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}

/// A shadow a shape style casts: SwiftUI's `ShadowStyle` (`.drop`, `.inner`).
public struct ShadowStyle: Sendable {
    package let isInner: Bool
    package let color: Color
    package let radius: CGFloat
    package let offset: CGSize

    /// A shadow under the shape, as `shadow(color:radius:x:y:)` casts one.
    public static func drop(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(isInner: false, color: color, radius: radius, offset: CGSize(width: x, height: y))
    }

    /// A shadow inside the shape's edges: not drawn yet (an error naming the shape).
    public static func inner(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(isInner: true, color: color, radius: radius, offset: CGSize(width: x, height: y))
    }
}

/// A shape style that casts a shadow: what `ShapeStyle.shadow(_:)` returns. A shape filled or
/// stroked with it draws its shadow under it; anything else painted with it is an error.
public struct _ShadowShapeStyle: ShapeStyle, PaintProvider {
    package let base: AnyShapeStyle
    package let shadow: ShadowStyle

    package func resolvePaint(in environment: EnvironmentValues) throws -> ResolvedPaint {
        throw VellumError(.invalidValue, "a shape style with a shadow is drawn only as a shape's fill or stroke")
    }
}

extension ShapeStyle {
    /// This style casting `shadow`: `.fill(.white.shadow(.drop(radius: 4, y: 2)))`.
    public func shadow(_ shadow: ShadowStyle) -> _ShadowShapeStyle {
        _ShadowShapeStyle(base: AnyShapeStyle(self), shadow: shadow)
    }
}

extension ShapeStyle where Self == _ShadowShapeStyle {
    /// The foreground style casting `shadow`: `.fill(.shadow(.drop(radius: 4)))`.
    public static func shadow(_ shadow: ShadowStyle) -> _ShadowShapeStyle {
        ForegroundStyle().shadow(shadow)
    }
}
