import Foundation

// SwiftUI's attributes of an `AttributedString`, so that the code setting them compiles and
// `Text(attributed)` draws each run with its own:
//
//     var price = AttributedString("$12")
//     price.font = .headline
//     price.foregroundColor = .green
//     Text("Now ") + Text(price)
//
// An attribute set on a run wins over the same modifier applied to the text around it, as in
// SwiftUI. Attributes Vellum does not draw (`backgroundColor`, patterned lines) are not
// declared, so code using them does not compile rather than render without them.

extension AttributeScopes {
    /// The attributes SwiftUI's `Text` draws: font, colour, lines, spacing and baseline.
    public struct SwiftUIAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let kern: KerningAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let foundation: FoundationAttributes
    }

    /// SwiftUI's attributes, for `AttributeContainer` and `AttributedString(_:including:)`.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeScopes.SwiftUIAttributes {
    /// The run's font.
    public enum FontAttribute: AttributedStringKey {
        public typealias Value = Font
        public static let name = "SwiftUI.Font"
    }

    /// The run's colour.
    public enum ForegroundColorAttribute: AttributedStringKey {
        public typealias Value = Color
        public static let name = "SwiftUI.ForegroundColor"
    }

    /// A line under the run.
    public enum UnderlineStyleAttribute: AttributedStringKey {
        public typealias Value = Text.LineStyle
        public static let name = "SwiftUI.UnderlineStyle"
    }

    /// A line through the run.
    public enum StrikethroughStyleAttribute: AttributedStringKey {
        public typealias Value = Text.LineStyle
        public static let name = "SwiftUI.StrikethroughStyle"
    }

    /// Space added between the run's characters, in points, as `kerning(_:)`.
    public enum KerningAttribute: AttributedStringKey {
        public typealias Value = CGFloat
        public static let name = "SwiftUI.Kern"
    }

    /// Space added after each of the run's characters, in points, as `tracking(_:)`.
    public enum TrackingAttribute: AttributedStringKey {
        public typealias Value = CGFloat
        public static let name = "SwiftUI.Tracking"
    }

    /// How far the run is raised above the baseline, in points.
    public enum BaselineOffsetAttribute: AttributedStringKey {
        public typealias Value = CGFloat
        public static let name = "SwiftUI.BaselineOffset"
    }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

extension Text {
    /// How a line under or through text is drawn: SwiftUI's `Text.LineStyle`. Solid lines are
    /// drawn; a dotted or dashed one is an error (Pango draws none).
    public struct LineStyle: Hashable, Sendable {
        /// The dashes of a line: SwiftUI's `Text.LineStyle.Pattern`.
        public enum Pattern: Hashable, Sendable {
            case solid, dot, dash, dashDot, dashDotDot
        }

        /// The line's pattern.
        public let pattern: Pattern
        /// The line's colour; `nil` is the text's.
        public let color: Color?

        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's colour.
        public static let single = LineStyle()
    }

    /// Text of an attributed string, each run drawn with its SwiftUI attributes. (Disfavoured:
    /// Foundation here lets a string literal be an `AttributedString`, and `Text("**Bold**")`
    /// must still be a localized key, with its markdown.)
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        var parts: [Text] = []
        for run in attributedContent.runs {
            var part = Text(verbatim: String(attributedContent[run.range].characters))
            if let font = run.font { part = part.font(font) }
            if let color = run.foregroundColor { part = part.foregroundColor(color) }
            if let line = run.underlineStyle { part = part.underline(true, pattern: line.pattern, color: line.color) }
            if let line = run.strikethroughStyle { part = part.strikethrough(true, pattern: line.pattern, color: line.color) }
            if let kerning = run.kern { part = part.kerning(kerning) }
            if let tracking = run.tracking { part = part.tracking(tracking) }
            if let offset = run.baselineOffset { part = part.baselineOffset(offset) }
            parts.append(part)
        }
        self = parts.count == 1 ? parts[0] : Text(content: .concatenation(parts))
    }
}
