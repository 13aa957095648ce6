import Foundation

/// One or more lines of read-only text: SwiftUI's `Text`.
///
/// Text is measured and drawn by Pango. Its ideal width is that of the unwrapped text; offered
/// less, it wraps at word boundaries; offered too little height, it truncates at the tail.
public struct Text: _PrimitiveView {
    package enum Content {
        case verbatim(String)
        case markdown(String)
        case formatted((EnvironmentValues) -> String)
        case concatenation([Text])
        /// Text holding images (`Text(image)`, `"\(image)"`), each at a U+FFFC in the string.
        case withImages(String, [InlineImage])
    }

    package var content: Content
    /// Modifiers applied to this text, innermost first.
    package var modifiers: [TextModifier] = []

    package init(content: Content) {
        self.content = content
    }

    /// Text from a string literal (with interpolations); `**bold**`, `*italic*` and
    /// `` `code` `` are rendered.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        content = key.inlineImages.isEmpty ? .markdown(key.key) : .withImages(key.key, key.inlineImages)
    }

    /// Text showing an image inline, as in `Text(Image(systemName: "star.fill")) + Text(" 4.8")`:
    /// a symbol is drawn as `Image(systemName:)` is, a placeholder, sized by the text's font;
    /// an image from a file or an asset is not drawn inside text yet (an error when rendered).
    public init(_ image: Image) {
        content = .withImages("\u{FFFC}", [InlineImage(image)])
    }

    /// The images this text holds, in order.
    package var inlineImages: [InlineImage] {
        switch content {
        case let .withImages(_, images): images
        case let .concatenation(parts): parts.flatMap(\.inlineImages)
        case .verbatim, .markdown, .formatted: []
        }
    }

    /// Text of a string value, shown as is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.content = .verbatim(String(content))
    }

    /// Text of a string, shown as is.
    public init(verbatim content: String) {
        self.content = .verbatim(content)
    }

    /// A value formatted with `format` in the locale of the environment (by default `en_US`).
    ///
    /// ```swift
    /// Text(product.price, format: .currency(code: "USD"))   // $12.50
    /// ```
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        content = .formatted { environment in format.locale(environment.locale).format(input) }
    }

    /// A date formatted with `style`.
    public init(_ date: Date, style: DateStyle) {
        content = .formatted { environment in
            let formatter = DateFormatter()
            formatter.locale = environment.locale
            formatter.timeZone = environment.timeZone
            switch style.kind {
            case .date: formatter.dateStyle = .long; formatter.timeStyle = .none
            case .time: formatter.dateStyle = .none; formatter.timeStyle = .short
            }
            return formatter.string(from: date)
        }
    }

    /// How `Text(_:style:)` shows a date.
    public struct DateStyle: Hashable, Sendable {
        package enum Kind: Hashable, Sendable { case date, time }
        package let kind: Kind
        public static let date = DateStyle(kind: .date)
        public static let time = DateStyle(kind: .time)
    }

    /// Two texts run together, each keeping its own modifiers.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var parts: [Text] = []
        for side in [lhs, rhs] {
            if case let .concatenation(inner) = side.content, side.modifiers.isEmpty {
                parts += inner
            } else {
                parts.append(side)
            }
        }
        return Text(content: .concatenation(parts))
    }

    private func adding(_ modifier: TextModifier) -> Text {
        var copy = self
        copy.modifiers.append(modifier)
        return copy
    }

    public func font(_ font: Font?) -> Text { adding(.font(font)) }
    public func fontWeight(_ weight: Font.Weight?) -> Text { adding(.weight(weight)) }
    public func fontDesign(_ design: Font.Design?) -> Text { adding(.design(design)) }
    public func bold() -> Text { adding(.weight(.bold)) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { adding(.italic(true)) }
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    public func monospaced(_ isActive: Bool = true) -> Text { isActive ? adding(.design(.monospaced)) : self }
    public func monospacedDigit() -> Text { adding(.monospacedDigit) }
    public func foregroundColor(_ color: Color?) -> Text { adding(.style(color.map { AnyShapeStyle($0) })) }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { adding(.style(AnyShapeStyle(style))) }
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        adding(.underline(isActive, pattern: pattern, color: color))
    }
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        adding(.strikethrough(isActive, pattern: pattern, color: color))
    }
    /// Sets the width of the text's font (only `.standard` is drawn: see `Font.width(_:)`).
    public func fontWidth(_ width: Font.Width?) -> Text { width.flatMap(Font.refusal(of:)).map { adding(.refused($0)) } ?? self }
    /// Scales the text for its role: `.secondary` is not drawn yet (its size on iOS was not
    /// measured), `.default` changes nothing.
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text {
        isEnabled && scale == .secondary ? adding(.refused(Text.secondaryScale)) : self
    }
    /// Lets the text's letters close up before it is cut short: Vellum cuts it short at once.
    public func allowsTightening(_ flag: Bool) -> Text { self }
    /// The language the text is set in: its line breaks and fallback fonts follow the
    /// language's rules (Pango's).
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> Text {
        isEnabled ? adding(.language(language.minimalIdentifier)) : self
    }
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> Text {
        isEnabled ? adding(.language(language.identifier)) : self
    }
    public func kerning(_ kerning: CGFloat) -> Text { adding(.kerning(kerning)) }
    public func tracking(_ tracking: CGFloat) -> Text { adding(.tracking(tracking)) }
    public func baselineOffset(_ offset: CGFloat) -> Text { adding(.baselineOffset(offset)) }
}

/// A modifier of a `Text` value (as opposed to a view modifier).
package enum TextModifier {
    case font(Font?)
    case weight(Font.Weight?)
    case design(Font.Design?)
    case italic(Bool)
    case monospacedDigit
    case style(AnyShapeStyle?)
    case underline(Bool, Color?)
    case strikethrough(Bool, Color?)
    case kerning(CGFloat)
    case tracking(CGFloat)
    case baselineOffset(CGFloat)
    /// The language the text is set in (a BCP 47 tag; `nil`: the locale's).
    case language(String?)
    /// Something the text asks for that Vellum does not draw: an error with this message.
    case refused(String)

    /// An underline with `pattern`: a dotted or dashed one is refused (Pango draws solid lines).
    package static func underline(_ isActive: Bool, pattern: Text.LineStyle.Pattern, color: Color?) -> TextModifier {
        isActive && pattern != .solid ? .refused(Text.dashedLine("underline", pattern)) : .underline(isActive, color)
    }

    /// A line through the text with `pattern`, as `underline(_:pattern:color:)`.
    package static func strikethrough(_ isActive: Bool, pattern: Text.LineStyle.Pattern, color: Color?) -> TextModifier {
        isActive && pattern != .solid ? .refused(Text.dashedLine("strikethrough", pattern)) : .strikethrough(isActive, color)
    }
}

/// The attributes of one run of text, before the environment fills what is not set.
package struct TextAttributes {
    package var font: Font?
    package var weight: Font.Weight?
    package var design: Font.Design?
    package var isItalic: Bool?
    package var isMonospacedDigit: Bool?
    package var style: AnyShapeStyle?
    package var underline: (Bool, Color?)?
    package var strikethrough: (Bool, Color?)?
    package var kerning: CGFloat?
    package var tracking: CGFloat?
    package var baselineOffset: CGFloat?
    package var isCode = false
    /// The language the text is set in, if a modifier set one (`.some(nil)`: the locale's).
    package var language: String??
    /// What the text asks for that Vellum does not draw, as an error's message.
    package var refusal: String?
    /// The symbols at the text's U+FFFC characters, in order (`"\(Image(systemName:))"`);
    /// `nil` for text with no images in it.
    package var symbols: [SymbolReference?]?

    package init() {}

    /// Fills what is unset here with `modifier` (inner modifiers win over outer ones).
    package mutating func applyOuter(_ modifier: TextModifier) {
        switch modifier {
        case let .font(f): if font == nil { font = f }
        case let .weight(w): if weight == nil { weight = w }
        case let .design(d): if design == nil { design = d }
        case let .italic(i): if isItalic == nil { isItalic = i }
        case .monospacedDigit: if isMonospacedDigit == nil { isMonospacedDigit = true }
        case let .style(s): if style == nil { style = s }
        case let .underline(on, c): if underline == nil { underline = (on, c) }
        case let .strikethrough(on, c): if strikethrough == nil { strikethrough = (on, c) }
        case let .kerning(k): if kerning == nil { kerning = k }
        case let .tracking(t): if tracking == nil { tracking = t }
        case let .baselineOffset(o): if baselineOffset == nil { baselineOffset = o }
        case let .language(l): if language == nil { language = .some(l) }
        case let .refused(message): if refusal == nil { refusal = message }
        }
    }
}

/// An image inside a text: how it was made (for messages) and the symbol it may be.
package struct InlineImage: Hashable, Sendable {
    /// `Image(systemName: "star")`, `Image("logo")`.
    package let description: String
    /// The symbol it draws: a system symbol, or a named image, which is one if a symbol of
    /// that name is found (`NamedSymbols`); image files are not drawn inside text.
    package let symbol: SymbolReference?

    package init(_ image: Image) {
        description = image.sourceDescription
        switch image.source {
        case let .system(name): symbol = .system(name)
        case let .named(name, bundlePath): symbol = .named(name, bundlePath: bundlePath)
        case .file: symbol = nil
        }
    }
}

/// A symbol by name: a system symbol (`Image(systemName:)`) or one of an asset catalog's or
/// registered in code (`Image("Name")`).
package enum SymbolReference: Hashable, Sendable {
    case system(String)
    case named(String, bundlePath: String?)
}

/// A run of text with its attributes, before fonts and paints are resolved.
package struct TextSegment {
    package var string: String
    package var attributes: TextAttributes
}

extension Text {
    /// The message for a dotted or dashed line, which Pango does not draw.
    package static func dashedLine(_ line: String, _ pattern: Text.LineStyle.Pattern) -> String {
        "a \(pattern) \(line) is not drawn by Vellum yet (Pango draws solid lines only); use the solid one"
    }

    /// The message for `textScale(.secondary)`.
    package static let secondaryScale = "textScale(.secondary) is not drawn by Vellum yet (how much smaller iOS sets the text was not measured)"

    /// How a text is scaled for its role: SwiftUI's `Text.Scale`.
    public enum Scale: Hashable, Sendable {
        case `default`, secondary
    }

    /// The runs of this text, with the attributes each gets from the modifiers applied to it.
    package func segments(in environment: EnvironmentValues) -> [TextSegment] {
        var result: [TextSegment] = []
        // The view modifiers around the text count as modifiers outside all of its own, the
        // nearest first.
        collect(into: &result, outer: environment.textModifiers.reversed(), environment: environment)
        return result
    }

    private func collect(into result: inout [TextSegment], outer: [TextModifier], environment: EnvironmentValues) {
        let chain = modifiers + outer
        func leaf(_ string: String, _ base: TextAttributes = TextAttributes()) {
            var attributes = base
            for modifier in chain { attributes.applyOuter(modifier) }
            result.append(TextSegment(string: string, attributes: attributes))
        }
        switch content {
        case let .verbatim(string):
            leaf(string)
        case let .formatted(format):
            leaf(format(environment))
        case let .markdown(source):
            markdown(source, images: nil)
        case let .concatenation(parts):
            for part in parts { part.collect(into: &result, outer: chain, environment: environment) }
        case let .withImages(string, images):
            markdown(string, images: images)
        }
        func markdown(_ source: String, images: [InlineImage]?) {
            var nextImage = 0
            for span in InlineMarkdown.parse(source) {
                var attributes = TextAttributes()
                if let images {
                    // Each U+FFFC of the span is the next image's place.
                    let count = span.text.unicodeScalars.filter { $0 == "\u{FFFC}" }.count
                    attributes.symbols = (nextImage..<nextImage + count).map { $0 < images.count ? images[$0].symbol : nil }
                    nextImage += count
                }
                if span.bold { attributes.weight = .bold }
                if span.italic { attributes.isItalic = true }
                if span.strikethrough { attributes.strikethrough = (true, nil) }
                if span.code { attributes.design = .monospaced; attributes.isCode = true }
                // A link is drawn in the tint, whatever colour the text around it has.
                if span.link { attributes.style = AnyShapeStyle(TintShapeStyle()) }
                leaf(span.text, attributes)
            }
        }
    }

    /// The characters of this text, without attributes.
    package func plainText(in environment: EnvironmentValues) -> String {
        segments(in: environment).map(\.string).joined()
    }
}
