import Foundation
import VellumCore

/// A colour, gradient or other paint that shapes and text are filled with: SwiftUI's
/// `ShapeStyle`.
public protocol ShapeStyle: Sendable {}

/// A shape style Vellum knows how to turn into paint.
package protocol PaintProvider {
    /// The paint this style stands for in `environment`.
    func resolvePaint(in environment: EnvironmentValues) throws -> ResolvedPaint
}

extension ShapeStyle {
    /// The paint this style stands for in `environment`.
    package func resolvePaint(in environment: EnvironmentValues) throws -> ResolvedPaint {
        guard let provider = self as? any PaintProvider else {
            throw VellumError(.invalidValue, "the shape style \(type(of: self)) is not one Vellum can draw")
        }
        return try provider.resolvePaint(in: environment)
    }

    /// This style with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        _OpacityShapeStyle(base: AnyShapeStyle(self), opacity: opacity)
    }
}

extension Color: ShapeStyle, PaintProvider {
    package func resolvePaint(in environment: EnvironmentValues) throws -> ResolvedPaint {
        .color(try resolve(in: environment))
    }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle, PaintProvider {
    package let base: any ShapeStyle

    public init<S: ShapeStyle>(_ style: S) {
        if let erased = style as? AnyShapeStyle { base = erased.base } else { base = style }
    }

    package func resolvePaint(in environment: EnvironmentValues) throws -> ResolvedPaint {
        try base.resolvePaint(in: environment)
    }
}

/// A style with its opacity scaled.
public struct _OpacityShapeStyle: ShapeStyle, PaintProvider {
    package let base: AnyShapeStyle
    package let opacity: Double

    package func resolvePaint(in environment: EnvironmentValues) throws -> ResolvedPaint {
        try base.resolvePaint(in: environment).multiplyingAlpha(opacity)
    }
}

/// The foreground style of the environment: what text and shapes are drawn with when nothing
/// else is said (by default `.primary`).
public struct ForegroundStyle: ShapeStyle, PaintProvider {
    public init() {}

    package func resolvePaint(in environment: EnvironmentValues) throws -> ResolvedPaint {
        try environment.foregroundStyle.resolvePaint(in: environment)
    }
}

/// The background style of the environment: the system background colour.
public struct BackgroundStyle: ShapeStyle, PaintProvider {
    public init() {}

    package func resolvePaint(in environment: EnvironmentValues) throws -> ResolvedPaint {
        if let style = environment.backgroundStyle { return try style.resolvePaint(in: environment) }
        return .color(try Color.systemBackground.resolve(in: environment))
    }
}

/// The tint of the environment: the accent colour unless `.tint(_:)` set another.
public struct TintShapeStyle: ShapeStyle, PaintProvider {
    public init() {}

    package func resolvePaint(in environment: EnvironmentValues) throws -> ResolvedPaint {
        try (environment.tint ?? AnyShapeStyle(Color.accentColor)).resolvePaint(in: environment)
    }
}

/// The levels of the foreground style: `.primary`, `.secondary`, `.tertiary`, `.quaternary`.
///
/// On the default foreground they are the label colours of iOS; on a custom foreground style
/// they are that style at decreasing opacity.
public struct HierarchicalShapeStyle: ShapeStyle, PaintProvider {
    package let level: Int

    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)

    package func resolvePaint(in environment: EnvironmentValues) throws -> ResolvedPaint {
        try environment.foregroundLevel(level).resolvePaint(in: environment)
    }
}

/// A level of a base style: the base (or, with none, the label colours) at that level.
struct LeveledStyle: ShapeStyle, PaintProvider {
    let base: AnyShapeStyle?
    let level: Int

    func resolvePaint(in environment: EnvironmentValues) throws -> ResolvedPaint {
        guard let base else {
            let labels: [Color] = [.label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel, .quaternarySystemFill]
            return .color(try labels[min(level, labels.count - 1)].resolve(in: environment))
        }
        let opacities = [1.0, 0.5, 0.3, 0.18, 0.1]
        return try base.resolvePaint(in: environment).multiplyingAlpha(opacities[min(level, opacities.count - 1)])
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style of the environment.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style of the environment.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint of the environment.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == Color {
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var accentColor: Color { Color.accentColor }
}

private struct ForegroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
private struct TintKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
private struct BackgroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
private struct ForegroundLevelsKey: EnvironmentKey { static let defaultValue: [AnyShapeStyle] = [] }

extension EnvironmentValues {
    /// The style text and shapes are drawn with: `.primary` unless a view above set one.
    package var foregroundStyle: AnyShapeStyle {
        self[ForegroundStyleKey.self] ?? AnyShapeStyle(Color.primary)
    }

    /// The foreground style a view above set, if any.
    package var customForegroundStyle: AnyShapeStyle? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// Sets the foreground style. Styles that refer to the foreground (`.secondary`,
    /// `.foreground`) are taken relative to the one already set, so they never refer to
    /// themselves.
    package mutating func setForegroundStyle(_ style: some ShapeStyle) {
        let erased = AnyShapeStyle(style)
        if erased.base is ForegroundStyle { return }
        customForegroundStyle = concreteForeground(erased)
        foregroundLevels = []
    }

    /// Sets the levels of the foreground style (`foregroundStyle(_:_:)`): `.primary` is the
    /// first, `.secondary` the second, and so on; the levels past them are the first at less
    /// opacity.
    package mutating func setForegroundLevels(_ styles: [AnyShapeStyle]) {
        let levels = styles.map { concreteForeground($0) }
        customForegroundStyle = levels[0]
        foregroundLevels = levels
    }

    /// `style` with a reference to the foreground (`.secondary`) replaced by the style it
    /// refers to here.
    private func concreteForeground(_ style: AnyShapeStyle) -> AnyShapeStyle {
        switch style.base {
        case let level as HierarchicalShapeStyle: foregroundLevel(level.level)
        case is ForegroundStyle: foregroundStyle
        default: style
        }
    }

    /// The foreground style at `level` (0 for `.primary`, 1 for `.secondary`, …).
    package func foregroundLevel(_ level: Int) -> AnyShapeStyle {
        level < foregroundLevels.count ? foregroundLevels[level] : AnyShapeStyle(LeveledStyle(base: customForegroundStyle, level: level))
    }

    /// How many styles `foregroundStyle(_:_:)` or `foregroundStyle(_:_:_:)` set (0 without).
    package var foregroundLevelCount: Int { foregroundLevels.count }

    /// The levels set with `foregroundStyle(_:_:)`, if any.
    private var foregroundLevels: [AnyShapeStyle] {
        get { self[ForegroundLevelsKey.self] }
        set { self[ForegroundLevelsKey.self] = newValue }
    }

    /// The tint set by `.tint(_:)`, if any.
    package var tint: AnyShapeStyle? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// The style `.background` stands for, set by `backgroundStyle(_:)`; `nil` (the system
    /// background of the colour scheme) unless a view above set one.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws text and shapes in this view with `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        transformEnvironment(\.self) { $0.setForegroundStyle(style) }
    }

    /// Draws the primary content of this view with `primary` and the secondary content
    /// (`.secondary`) with `secondary`.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        transformEnvironment(\.self) { $0.setForegroundLevels([AnyShapeStyle(primary), AnyShapeStyle(secondary)]) }
    }

    /// Draws the primary, secondary and tertiary content of this view with the three styles.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        transformEnvironment(\.self) { $0.setForegroundLevels([AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary)]) }
    }

    /// Draws text and shapes in this view with `color` (`nil` keeps the inherited style).
    public func foregroundColor(_ color: Color?) -> some View {
        transformEnvironment(\.self) { environment in
            if let color { environment.setForegroundStyle(color) }
        }
    }

    /// Sets the style `.background` stands for in this view (`.background()`,
    /// `.background(in:)`, `Rectangle().fill(.background)`). Setting `.background` itself
    /// keeps the one inherited.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        transformEnvironment(\.backgroundStyle) { current in
            let erased = AnyShapeStyle(style)
            if !(erased.base is BackgroundStyle) { current = erased }
        }
    }

    /// Tints the controls in this view.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        transformEnvironment(\.tint) { style in
            if let tint, !(tint is TintShapeStyle) { style = AnyShapeStyle(tint) }
        }
    }

    /// Tints the controls in this view with `tint` (`nil` keeps the inherited tint). The
    /// overload SwiftUI has too, through which `.tint(.red)` finds `Color.red`.
    public func tint(_ tint: Color?) -> some View {
        self.tint(tint.map(AnyShapeStyle.init))
    }

    /// Tints the controls in this view.
    public func accentColor(_ accentColor: Color?) -> some View {
        tint(accentColor)
    }
}
