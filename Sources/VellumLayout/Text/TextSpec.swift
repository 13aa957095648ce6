import Foundation
import VellumCore
import VellumUI

/// A text with everything resolved that measuring and drawing it needs: the runs with their
/// fonts, and the paragraph settings of the environment.
package struct TextSpec: Hashable, Sendable {
    /// A run of characters that share attributes.
    package struct Run: Hashable, Sendable {
        package var string: String
        package var font: ResolvedFont
        /// The run's own paint; `nil` draws it with the text's paint.
        package var paint: ResolvedPaint?
        package var underline: RGBA??
        package var strikethrough: RGBA??
        package var kerning: CGFloat
        package var tracking: CGFloat
        package var baselineOffset: CGFloat
        /// For a run holding interpolated symbols (each a U+FFFC), the `imageScale` they are
        /// drawn at (see `SymbolNode`); `nil` for a run of characters only.
        package var symbolScale: Image.Scale?
        /// The run's symbols, one for each U+FFFC, in order.
        package var symbols: [SymbolReference?]
        /// The language the run is set in (a BCP 47 tag), when `typesettingLanguage` gave one.
        package var language: String?

        package init(string: String, font: ResolvedFont, paint: ResolvedPaint? = nil, underline: RGBA?? = nil, strikethrough: RGBA?? = nil, kerning: CGFloat = 0, tracking: CGFloat = 0, baselineOffset: CGFloat = 0, symbolScale: Image.Scale? = nil, symbols: [SymbolReference?] = [], language: String? = nil) {
            self.string = string
            self.font = font
            self.paint = paint
            self.underline = underline
            self.strikethrough = strikethrough
            self.kerning = kerning
            self.tracking = tracking
            self.baselineOffset = baselineOffset
            self.symbolScale = symbolScale
            self.symbols = symbols
            self.language = language
        }
    }

    package var runs: [Run]
    package var lineLimit: Int?
    /// The lines the text takes room for however few it has (`lineLimit(_:reservesSpace:)`).
    package var reservedLines: Int
    package var alignment: TextAlignment
    package var truncationMode: Text.TruncationMode
    package var lineSpacing: CGFloat
    package var minimumScaleFactor: CGFloat
    package var layoutDirection: LayoutDirection

    package init(runs: [Run], lineLimit: Int? = nil, reservedLines: Int = 0, alignment: TextAlignment = .leading, truncationMode: Text.TruncationMode = .tail,
                 lineSpacing: CGFloat = 0, minimumScaleFactor: CGFloat = 1, layoutDirection: LayoutDirection = .leftToRight) {
        self.runs = runs
        self.lineLimit = lineLimit
        self.reservedLines = reservedLines
        self.alignment = alignment
        self.truncationMode = truncationMode
        self.lineSpacing = lineSpacing
        self.minimumScaleFactor = minimumScaleFactor
        self.layoutDirection = layoutDirection
    }

    /// All the characters.
    package var string: String { runs.map(\.string).joined() }

    /// The font of the first run: it sets the line box of an empty text.
    package var primaryFont: ResolvedFont {
        runs.first?.font ?? Font.body.resolve(in: EnvironmentValues())
    }

    /// The height of one line: the tallest font's ascent plus descent.
    package var lineHeight: CGFloat {
        ascent + descent
    }

    /// The height of `lines` lines, or of `reservedLines` if that is more.
    package func height(lines: Int) -> CGFloat {
        let shown = max(lines, reservedLines)
        return CGFloat(shown) * lineHeight + CGFloat(max(shown - 1, 0)) * lineSpacing
    }

    package var ascent: CGFloat { runs.map(\.font.ascent).max() ?? primaryFont.ascent }
    package var descent: CGFloat { runs.map(\.font.descent).max() ?? primaryFont.descent }
}

/// The size of a text laid out for a proposal, and where its baselines are.
package struct TextMeasurement: Hashable, Sendable {
    package var size: CGSize
    /// Distance from the top to the first line's baseline.
    package var firstBaseline: CGFloat
    /// Distance from the top to the last line's baseline.
    package var lastBaseline: CGFloat
    package var lineCount: Int

    package init(size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat, lineCount: Int) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.lineCount = lineCount
    }
}

/// Measures text for layout. Vellum measures with Pango; tests can measure with simple
/// arithmetic so that layout tests read as sums.
package protocol TextMeasuring: AnyObject {
    /// The size `text` takes for `proposal`: on each axis `nil` or infinity means unlimited.
    func measure(_ text: TextSpec, proposal: ProposedViewSize) throws -> TextMeasurement
}
