import Foundation

extension Text {
    /// Where text is cut when it does not fit.
    public enum TruncationMode: Hashable, Sendable {
        case head, middle, tail
    }

    /// A change of letter case applied when text is drawn.
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }
}

private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct ReservedLinesKey: EnvironmentKey { static let defaultValue = 0 }
private struct MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
private struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
private struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }
private struct TextModifiersKey: EnvironmentKey { static let defaultValue: [TextModifier] = [] }

extension EnvironmentValues {
    /// The most lines text may take (`nil`: no limit).
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// The lines text takes room for however few it has: `lineLimit(_:reservesSpace:)` and
    /// the lower bound of a `lineLimit` range. Default: 0.
    package var reservedLines: Int {
        get { self[ReservedLinesKey.self] }
        set { self[ReservedLinesKey.self] = newValue }
    }

    /// How the lines of multiline text align. Default: `.leading`.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// Where text that does not fit is cut. Default: `.tail`.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// Extra space between lines of text, in points. Default: 0.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }

    /// How far text may shrink to fit (1: not at all).
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }

    /// The letter case text is drawn in (`nil`: as written).
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }

    /// The text modifiers applied as view modifiers around the text in this environment
    /// (`View.tracking(_:)`, `View.underline(_:color:)`, …), outermost first; a text's own
    /// modifiers win over them.
    package var textModifiers: [TextModifier] {
        get { self[TextModifiersKey.self] }
        set { self[TextModifiersKey.self] = newValue }
    }
}

extension View {
    /// Adds space between the letters of the text in this view, in points (ligatures kept).
    public func kerning(_ kerning: CGFloat) -> some View {
        addingTextModifier(.kerning(kerning))
    }

    /// Adds space between the letters of the text in this view, in points.
    public func tracking(_ tracking: CGFloat) -> some View {
        addingTextModifier(.tracking(tracking))
    }

    /// Underlines the text in this view (or not), in `color` or the text's own; only solid lines
    /// are drawn (a dotted or dashed one is an error).
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        addingTextModifier(.underline(isActive, pattern: pattern, color: color))
    }

    /// Strikes the text in this view through (or not), in `color` or the text's own; only solid
    /// lines are drawn (a dotted or dashed one is an error).
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        addingTextModifier(.strikethrough(isActive, pattern: pattern, color: color))
    }

    /// Sets the width of the font of the text in this view: only `.standard` is drawn (see
    /// `Font.Width`).
    public func fontWidth(_ width: Font.Width?) -> some View {
        transformEnvironment(\.textModifiers) { if let refusal = width.flatMap(Font.refusal(of:)) { $0.append(.refused(refusal)) } }
    }

    /// Scales the text in this view for its role: `.secondary` is not drawn yet, `.default`
    /// changes nothing.
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View {
        transformEnvironment(\.textModifiers) { if isEnabled && scale == .secondary { $0.append(.refused(Text.secondaryScale)) } }
    }

    /// Lets the letters of the text in this view close up before it is cut short: Vellum cuts
    /// it short at once.
    public func allowsTightening(_ flag: Bool) -> some View { self }

    /// The language the text in this view is set in: its line breaks and fallback fonts follow
    /// the language's rules (Pango's).
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View {
        transformEnvironment(\.textModifiers) { if isEnabled { $0.append(.language(language.minimalIdentifier)) } }
    }

    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> some View {
        transformEnvironment(\.textModifiers) { if isEnabled { $0.append(.language(language.identifier)) } }
    }

    /// Sets the digits of the text in this view in equal widths.
    public func monospacedDigit() -> some View {
        addingTextModifier(.monospacedDigit)
    }

    /// Sets the text in this view in the monospaced design (or not).
    public func monospaced(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.textModifiers) { if isActive { $0.append(.design(.monospaced)) } }
    }

    /// Applies `modifier` to the text in this view, inside the view modifiers around it.
    private func addingTextModifier(_ modifier: TextModifier) -> some View {
        transformEnvironment(\.textModifiers) { $0.append(modifier) }
    }

    /// Raises the text in this view above its baseline (below, if negative), in points.
    public func baselineOffset(_ offset: CGFloat) -> some View {
        addingTextModifier(.baselineOffset(offset))
    }
}

extension View {
    /// Limits text in this view to `number` lines (`nil`: no limit).
    public func lineLimit(_ number: Int?) -> some View {
        environment(\.lineLimit, number)
    }

    /// Limits text in this view to `limit` lines, and with `reservesSpace` makes it as tall as
    /// `limit` lines however few it has (cards in a grid keep one height whatever their titles).
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        transformEnvironment(\.self) { environment in
            environment.lineLimit = limit
            environment.reservedLines = reservesSpace ? limit : 0
        }
    }

    /// Text in this view takes at least `limit.lowerBound` lines of room and at most
    /// `limit.upperBound` lines.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        transformEnvironment(\.self) { environment in
            environment.lineLimit = limit.upperBound
            environment.reservedLines = limit.lowerBound
        }
    }

    /// Text in this view takes at least `limit.lowerBound` lines of room, with no limit.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        transformEnvironment(\.self) { environment in
            environment.lineLimit = nil
            environment.reservedLines = limit.lowerBound
        }
    }

    /// Limits text in this view to `limit.upperBound` lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        transformEnvironment(\.self) { environment in
            environment.lineLimit = limit.upperBound
            environment.reservedLines = 0
        }
    }

    /// Aligns the lines of multiline text in this view.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Sets where text that does not fit is cut.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }

    /// Adds space between the lines of text in this view.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        environment(\.lineSpacing, lineSpacing)
    }

    /// Lets text shrink down to `factor` of its size to fit.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, factor)
    }

    /// Draws the text in this view in upper or lower case.
    public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }
}

/// The language text is set in: SwiftUI's `TypesettingLanguage`.
public struct TypesettingLanguage: Hashable, Sendable {
    /// The language's BCP 47 tag; `nil` for the locale's.
    package let identifier: String?

    /// The language of the text's locale.
    public static let automatic = TypesettingLanguage(identifier: nil)

    /// `language`.
    public static func explicit(_ language: Locale.Language) -> TypesettingLanguage {
        TypesettingLanguage(identifier: language.minimalIdentifier)
    }
}
