import Foundation
import VellumCore

/// A font: a text style that scales with Dynamic Type, or a system font of fixed size.
///
/// SF Pro cannot ship on Linux; Inter stands in for the system font (Inter Display from 20 pt,
/// where SF switches to its Display cut), Quicksand for `.rounded`, DejaVu Sans Mono for
/// `.monospaced`, DejaVu Serif for `.serif`. Line boxes use SF Pro's vertical metrics (ascender 1950, descender 494 per 2048
/// units), so text takes the height it takes on an iPhone.
public struct Font: Hashable, Sendable {
    /// The Dynamic Type text styles.
    public enum TextStyle: Hashable, CaseIterable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// A font weight.
    public struct Weight: Hashable, Sendable {
        /// The weight on the CSS/OpenType scale (100 thin … 900 black).
        package let value: Int

        // SF Pro's ultralight is its lightest face, thin the next.
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    /// A font design.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// Line spacing variants of a font.
    public enum Leading: Hashable, Sendable {
        case standard, tight, loose
    }

    package enum Base: Hashable, Sendable {
        case textStyle(TextStyle)
        case system(size: CGFloat)
        case custom(name: String, size: CGFloat, relativeTo: TextStyle?)
    }

    package var base: Base
    package var weight: Weight?
    package var design: Design?
    package var isItalic = false
    package var isMonospacedDigit = false
    package var leadingVariant = Leading.standard
    /// What the font asks for that Vellum does not draw (a width, small capitals), as an
    /// error's message: text set in it is an error.
    package var refusal: String?

    /// A font width: SwiftUI's `Font.Width`. Inter, standing in for SF Pro, has one width,
    /// so only `.standard` is drawn; another is an error.
    public struct Width: Hashable, Sendable {
        public let value: CGFloat

        public init(_ value: CGFloat) {
            self.value = value
        }

        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }

    /// The message for text set in `width`, `nil` for the standard width.
    package static func refusal(of width: Width) -> String? {
        guard width != .standard else { return nil }
        let name = [(Width.compressed, "compressed"), (.condensed, "condensed"), (.expanded, "expanded")].first { $0.0 == width }?.1 ?? "\(width.value)"
        return "a font of width \(name) is not drawn by Vellum yet (Inter, standing in for SF Pro, has one width)"
    }

    package init(base: Base, weight: Weight? = nil, design: Design? = nil) {
        self.base = base
        self.weight = weight
        self.design = design
    }

    public static let largeTitle = Font(base: .textStyle(.largeTitle))
    public static let title = Font(base: .textStyle(.title))
    public static let title2 = Font(base: .textStyle(.title2))
    public static let title3 = Font(base: .textStyle(.title3))
    public static let headline = Font(base: .textStyle(.headline))
    public static let subheadline = Font(base: .textStyle(.subheadline))
    public static let body = Font(base: .textStyle(.body))
    public static let callout = Font(base: .textStyle(.callout))
    public static let footnote = Font(base: .textStyle(.footnote))
    public static let caption = Font(base: .textStyle(.caption))
    public static let caption2 = Font(base: .textStyle(.caption2))

    /// The system font at `size` points; it does not scale with Dynamic Type.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .system(size: size), weight: weight, design: design)
    }

    /// The system font in a text style, which scales with Dynamic Type.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .textStyle(style), weight: weight, design: design)
    }

    /// A font family installed on the machine, scaled with Dynamic Type like `.body`.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: .body))
    }

    /// A font family installed on the machine, scaled with Dynamic Type like `textStyle`.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: textStyle))
    }

    /// A font family installed on the machine, at a size that does not scale.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(base: .custom(name: name, size: fixedSize, relativeTo: nil))
    }

    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.weight = weight
        return copy
    }

    public func bold() -> Font { weight(.bold) }

    public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }

    public func monospacedDigit() -> Font {
        var copy = self
        copy.isMonospacedDigit = true
        return copy
    }

    public func monospaced() -> Font {
        var copy = self
        copy.design = .monospaced
        return copy
    }

    public func leading(_ leading: Leading) -> Font {
        var copy = self
        copy.leadingVariant = leading
        return copy
    }

    /// The font at `width`: only `.standard` is drawn (see `Font.Width`).
    public func width(_ width: Width) -> Font {
        refusing(Font.refusal(of: width))
    }

    /// Small capitals are not drawn by Vellum yet (Inter has none): text in such a font is an error.
    public func smallCaps() -> Font { refusing(Font.smallCapitals) }
    public func lowercaseSmallCaps() -> Font { refusing(Font.smallCapitals) }
    public func uppercaseSmallCaps() -> Font { refusing(Font.smallCapitals) }

    private static let smallCapitals = "small capitals are not drawn by Vellum yet (Inter, standing in for SF Pro, has none)"

    private func refusing(_ message: String?) -> Font {
        var copy = self
        if copy.refusal == nil { copy.refusal = message }
        return copy
    }
}

extension Font.TextStyle {
    /// Point size and line height (leading) at each Dynamic Type size, from Apple's Human
    /// Interface Guidelines (xSmall … accessibility5).
    private var table: (sizes: [CGFloat], leading: CGFloat, weight: Font.Weight) {
        switch self {
        case .largeTitle: ([31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60], 41, .regular)
        case .title: ([25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58], 34, .regular)
        case .title2: ([19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56], 28, .regular)
        case .title3: ([17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55], 25, .regular)
        case .headline: ([14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], 22, .semibold)
        case .body: ([14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], 22, .regular)
        case .callout: ([13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51], 21, .regular)
        case .subheadline: ([12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49], 20, .regular)
        case .footnote: ([12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44], 18, .regular)
        case .caption: ([11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43], 16, .regular)
        case .caption2: ([11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40], 13, .regular)
        }
    }

    /// The point size of this style at `size`.
    package func pointSize(at size: DynamicTypeSize) -> CGFloat { table.sizes[size.rawValue] }

    /// The style's line height at the default size, as the guidelines give it.
    package var defaultLeading: CGFloat { table.leading }

    /// The style's weight: semibold for headline, regular for the others.
    package var defaultWeight: Font.Weight { table.weight }
}

/// A font resolved for an environment: family, size in points, weight, and the metrics of its
/// line box.
package struct ResolvedFont: Hashable, Sendable, CustomStringConvertible {
    package var family: String
    package var size: CGFloat
    package var weight: Int
    package var isItalic: Bool
    package var isMonospacedDigit: Bool
    /// Space the font puts between lines beyond its ascent and descent.
    package var leading: CGFloat

    /// SF Pro's ascender: 1950 of 2048 units.
    package var ascent: CGFloat { size * 1950 / 2048 }
    /// SF Pro's descender: 494 of 2048 units.
    package var descent: CGFloat { size * 494 / 2048 }
    /// SF Pro's cap height (1443 of 2048 units): symbols inside text are centred on it.
    package var capHeight: CGFloat { size * 1443 / 2048 }
    /// The height of one line of text, without extra line spacing.
    package var lineHeight: CGFloat { ascent + descent }

    package var description: String {
        "\(family) \(formatPoints(size)) w\(weight)\(isItalic ? " italic" : "")"
    }
}

extension Font {
    /// The font's family, size and weight in `environment`.
    package func resolve(in environment: EnvironmentValues) -> ResolvedFont {
        let dynamicType = environment.dynamicTypeSize
        var size: CGFloat
        var defaultWeight = Font.Weight.regular
        var family: String?
        var leadingRatio: CGFloat = 22.0 / 17.0
        switch base {
        case let .textStyle(style):
            size = style.pointSize(at: dynamicType)
            defaultWeight = style.defaultWeight
            leadingRatio = style.defaultLeading / style.pointSize(at: .large)
        case let .system(pointSize):
            size = pointSize
        case let .custom(name, pointSize, relativeTo):
            family = name
            if let style = relativeTo {
                size = pointSize * style.pointSize(at: dynamicType) / style.pointSize(at: .large)
            } else {
                size = pointSize
            }
        }
        if !size.isFinite || size < 0 { size = 0 }
        var weightValue = (weight ?? defaultWeight).value
        if environment.legibilityWeight == .bold { weightValue = min(weightValue + 200, 900) }
        let resolvedFamily = family ?? Font.systemFamily(design: design ?? .default, size: size)
        var leading = size * leadingRatio - size * (1950 + 494) / 2048
        switch leadingVariant {
        case .standard: break
        case .tight: leading -= size * 0.1
        case .loose: leading += size * 0.1
        }
        return ResolvedFont(family: resolvedFamily, size: size, weight: weightValue, isItalic: isItalic,
                            isMonospacedDigit: isMonospacedDigit, leading: max(leading, 0))
    }

    /// The installed family that stands in for the system font of `design` at `size`.
    package static func systemFamily(design: Design, size: CGFloat) -> String {
        switch design {
        case .default: size >= 20 ? "Inter Display" : "Inter"
        case .rounded: size >= 20 ? "Quicksand,Inter Display" : "Quicksand,Inter"
        case .monospaced: "DejaVu Sans Mono"
        case .serif: "DejaVu Serif"
        }
    }
}

/// Whether the user asked for bolder text.
public enum LegibilityWeight: Hashable, Sendable {
    case regular, bold
}

private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct FontWeightKey: EnvironmentKey { static let defaultValue: Font.Weight? = nil }
private struct FontItalicKey: EnvironmentKey { static let defaultValue = false }
private struct FontDesignKey: EnvironmentKey { static let defaultValue: Font.Design? = nil }
private struct LegibilityWeightKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = .regular }

extension EnvironmentValues {
    /// The font of text that sets none itself (`nil`: `.body`).
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The weight `fontWeight(_:)` and `bold()` set over the fonts in a view.
    package var fontWeightOverride: Font.Weight? {
        get { self[FontWeightKey.self] }
        set { self[FontWeightKey.self] = newValue }
    }

    /// Whether `italic()` made the fonts in a view italic.
    package var fontItalicOverride: Bool {
        get { self[FontItalicKey.self] }
        set { self[FontItalicKey.self] = newValue }
    }

    /// The design `fontDesign(_:)` set over the fonts in a view.
    package var fontDesignOverride: Font.Design? {
        get { self[FontDesignKey.self] }
        set { self[FontDesignKey.self] = newValue }
    }

    /// `font` (the environment's when `nil`, else `.body`) with the weight, design and italic
    /// that modifiers set over the fonts in the view.
    package func effectiveFont(_ font: Font? = nil) -> Font {
        var effective = font ?? self.font ?? .body
        if let weight = fontWeightOverride { effective.weight = weight }
        if let design = fontDesignOverride { effective.design = design }
        if fontItalicOverride { effective.isItalic = true }
        return effective
    }

    /// Whether text should be bolder. Default: `.regular`.
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }
}

extension View {
    /// Sets the font of the text in this view.
    public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    /// Sets the weight of the text and symbols in this view, over their fonts' (an inner
    /// `font(_:)` keeps it); `nil` leaves each font's own.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        environment(\.fontWeightOverride, weight)
    }

    /// Makes the text and symbols in this view bold (or not), over their fonts.
    public func bold(_ isActive: Bool = true) -> some View {
        fontWeight(isActive ? .bold : nil)
    }

    /// Makes the text in this view italic (or not), over its fonts.
    public func italic(_ isActive: Bool = true) -> some View {
        environment(\.fontItalicOverride, isActive)
    }

    /// Sets the design of the text in this view, over its fonts'.
    public func fontDesign(_ design: Font.Design?) -> some View {
        environment(\.fontDesignOverride, design)
    }
}
