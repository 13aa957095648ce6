import CCairo
import Foundation
import VellumCore
import VellumLayout
import VellumUI

/// Pango's fixed-point unit: 1024 per point.
package let pangoScale: CGFloat = 1024

/// A text laid out by Pango, with Vellum's line geometry: where each line's baseline is and
/// how far in it starts.
///
/// Line boxes use the SF metrics of the text's fonts (see `ResolvedFont`); Pango decides the
/// glyphs, their advances and the line breaks.
package final class PangoText {
    package let layout: OpaquePointer
    package let measurement: TextMeasurement
    /// For each line: its x offset in the text's box, and its baseline from the top.
    package let linePositions: [(x: CGFloat, baseline: CGFloat)]

    /// Whether each line is a whole paragraph within the width: no line was wrapped, none
    /// truncated, none overflows. Such a layout has the same lines for any limits that are no
    /// tighter (see `LineLimits`).
    package let keepsParagraphs: Bool
    /// Whether a line was cut short (with an ellipsis).
    private let truncated: Bool
    /// The widest line's width, in Pango units.
    private let widest: Int32

    private init(layout: OpaquePointer, measurement: TextMeasurement, linePositions: [(x: CGFloat, baseline: CGFloat)], keepsParagraphs: Bool,
                 truncated: Bool, widest: Int32) {
        self.layout = layout
        self.measurement = measurement
        self.linePositions = linePositions
        self.keepsParagraphs = keepsParagraphs
        self.truncated = truncated
        self.widest = widest
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
    }

    /// The smallest font size handed to Pango, in points: FreeType sizes fonts in 1/64ths, and
    /// Cairo fails to draw a colour (bitmap) font below about that. Smaller text is invisible
    /// either way; it is laid out and drawn at this size.
    package static let smallestFontSize: CGFloat = 1.0 / 64

    /// Lays out `text` for `proposal` in `context` (a measuring or a drawing context), with no
    /// font smaller than `smallestFontSize` points (more, to keep text drawn at a scale below 1
    /// at least 1/64 pixel tall).
    ///
    /// Text with a `minimumScaleFactor` below 1 that does not fit the proposal (a line cut
    /// short, or wider than the width) is laid out with every font scaled by the largest factor
    /// down to that one with which it fits, found to 1/256 of the range by halving it; if it
    /// does not fit even at the smallest, it is laid out at the smallest and cut short. The
    /// lines the proposal allows are counted at the full size.
    package static func make(_ text: TextSpec, proposal: ProposedViewSize, context: OpaquePointer, smallestFontSize: CGFloat = smallestFontSize) -> PangoText {
        let limits = LineLimits(text, proposal: proposal)
        let whole = layOut(text, limits: limits, context: context, smallestFontSize: smallestFontSize)
        let smallest = text.minimumScaleFactor
        guard smallest < 1, let width = limits.width, !whole.fits(width) else { return whole }
        var fitting = layOut(text.scaled(by: smallest), limits: limits, context: context, smallestFontSize: smallestFontSize, scaled: true)
        guard fitting.fits(width) else { return fitting }
        var low = smallest, high: CGFloat = 1
        for _ in 0..<8 {
            let middle = (low + high) / 2
            let candidate = layOut(text.scaled(by: middle), limits: limits, context: context, smallestFontSize: smallestFontSize, scaled: true)
            if candidate.fits(width) {
                low = middle
                fitting = candidate
            } else {
                high = middle
            }
        }
        return fitting
    }

    /// Whether nothing was cut short and no line is wider than `width` (Pango units).
    private func fits(_ width: Int32) -> Bool {
        !truncated && widest <= width
    }

    /// `make` at one size: `scaled` layouts never keep their paragraphs for other proposals,
    /// which may scale them less.
    private static func layOut(_ text: TextSpec, limits: LineLimits, context: OpaquePointer, smallestFontSize: CGFloat, scaled: Bool = false) -> PangoText {
        let layout = pango_layout_new(context)!
        var utf8 = Data()
        let attributes = pango_attr_list_new()!
        for run in text.runs {
            let string = run.string.replacingOccurrences(of: "\0", with: "")
            let start = UInt32(utf8.count)
            utf8.append(contentsOf: Array(string.utf8))
            let end = UInt32(utf8.count)
            guard end > start else { continue }
            func add(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = start
                attribute.pointee.end_index = end
                pango_attr_list_insert(attributes, attribute)
            }
            let description = fontDescription(run.font, smallest: smallestFontSize)
            add(pango_attr_font_desc_new(description))
            pango_font_description_free(description)
            let spacing = run.tracking + run.kerning
            if spacing != 0 { add(pango_attr_letter_spacing_new(Int32((spacing * pangoScale).rounded()))) }
            if run.baselineOffset != 0 { add(pango_attr_rise_new(Int32((run.baselineOffset * pangoScale).rounded()))) }
            if run.font.isMonospacedDigit { add(pango_attr_font_features_new("tnum")) }
            if let language = run.language { add(pango_attr_language_new(pango_language_from_string(language))) }
            if case let .color(color)? = run.paint {
                let (r, g, b, a) = color.pango16
                add(pango_attr_foreground_new(r, g, b))
                if a < 65535 { add(pango_attr_foreground_alpha_new(a)) }
            }
            if let underline = run.underline {
                add(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
                if let color = underline { let (r, g, b, _) = color.pango16; add(pango_attr_underline_color_new(r, g, b)) }
            }
            if let strike = run.strikethrough {
                add(pango_attr_strikethrough_new(1))
                if let color = strike { let (r, g, b, _) = color.pango16; add(pango_attr_strikethrough_color_new(r, g, b)) }
            }
            if let scale = run.symbolScale {
                addSymbols(in: Array(string.utf8), symbols: run.symbols, at: start, font: run.font, scale: scale, smallestFontSize: smallestFontSize,
                           to: attributes)
            }
        }
        utf8.withUnsafeBytes { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                pango_layout_set_text(layout, chars.baseAddress, Int32(chars.count))
            }
        }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        let primary = fontDescription(text.primaryFont, smallest: smallestFontSize)
        pango_layout_set_font_description(layout, primary)
        pango_font_description_free(primary)

        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        let lineHeight = text.lineHeight
        let pitch = lineHeight + text.lineSpacing
        pango_layout_set_width(layout, limits.width ?? -1)
        if limits.maxLines < Int.max {
            pango_layout_set_height(layout, -Int32(clamping: limits.maxLines))
            pango_layout_set_ellipsize(layout, text.truncationMode.pango)
        }

        // Pango counts a negative height's lines in each paragraph, SwiftUI a line limit's in the
        // whole text: a text of several paragraphs with more lines in all is limited instead to
        // the height of its first lines (with half a line to spare), after which Pango stops
        // at the paragraph that fills it, cutting that one short with an ellipsis if it goes on.
        var lineCount = max(Int(pango_layout_get_line_count(layout)), 1)
        let paragraphsCut = lineCount > limits.maxLines
        if paragraphsCut {
            var height: Int32 = 0, last: Int32 = 0
            for index in 0..<limits.maxLines {
                var logical = PangoRectangle()
                if let line = pango_layout_get_line_readonly(layout, Int32(index)) { pango_layout_line_get_extents(line, nil, &logical) }
                height += logical.height
                last = logical.height
            }
            // Pango truncates lines only within a width: an unlimited one is the widest there is.
            if limits.width == nil { pango_layout_set_width(layout, Int32.max) }
            pango_layout_set_height(layout, height + last / 2)
            lineCount = max(Int(pango_layout_get_line_count(layout)), 1)
        }

        // Line geometry: Pango's widths, Vellum's line pitch.
        var widths: [CGFloat] = []
        var widest: Int32 = 0
        var offsets: [CGFloat] = []
        for index in 0..<lineCount {
            var logical = PangoRectangle()
            if let line = pango_layout_get_line_readonly(layout, Int32(index)) {
                pango_layout_line_get_extents(line, nil, &logical)
            }
            widths.append(CGFloat(logical.width) / pangoScale)
            widest = max(widest, logical.width)
            offsets.append(CGFloat(logical.x) / pangoScale)
        }
        let boxWidth = widths.max() ?? 0
        let factor: CGFloat
        switch (text.alignment, text.layoutDirection) {
        case (.leading, .leftToRight), (.trailing, .rightToLeft): factor = 0
        case (.center, _): factor = 0.5
        default: factor = 1
        }
        let ascent = text.ascent
        var positions: [(x: CGFloat, baseline: CGFloat)] = []
        for index in 0..<lineCount {
            let x = (boxWidth - widths[index]) * factor - offsets[index]
            positions.append((x, CGFloat(index) * pitch + ascent))
        }
        let height = text.height(lines: lineCount)
        let measurement = TextMeasurement(size: CGSize(width: boxWidth, height: height),
                                          firstBaseline: ascent, lastBaseline: CGFloat(lineCount - 1) * pitch + ascent,
                                          lineCount: lineCount)
        // A line Pango could not break (one cluster, a tab) is kept whole however narrow the
        // width, and overflows it: truncating it then shortens it.
        let truncated = paragraphsCut || pango_layout_is_ellipsized(layout) != 0
        let keepsParagraphs = !scaled && pango_layout_is_wrapped(layout) == 0 && !truncated && widest <= limits.width ?? .max
        return PangoText(layout: layout, measurement: measurement, linePositions: positions, keepsParagraphs: keepsParagraphs,
                         truncated: truncated, widest: widest)
    }

    /// How a proposal limits a text's lines: the width lines wrap at, in Pango units (`nil`:
    /// lines are not wrapped), and the most lines kept (the last one kept is truncated).
    ///
    /// Limits only ever cut lines short. Pango fills each line greedily, an item at a time,
    /// while it fits in what is left of the width, and truncates a line (the last one kept)
    /// only when it is wider than the width. A layout in which nothing was wrapped or truncated
    /// and no line overflows (`keepsParagraphs`) passed every such test, and passes them all
    /// again in a wider width with room for as many lines, so it has the same lines there, and
    /// the same lines as with no limits at all. `TextLayouts` reuses such layouts on that ground.
    package struct LineLimits: Hashable {
        package var width: Int32?
        package var maxLines: Int

        package init(_ text: TextSpec, proposal: ProposedViewSize) {
            guard let width = proposal.width, width.isFinite else {
                // However wide, a line limit counts the paragraphs.
                self.width = nil
                maxLines = text.lineLimit ?? .max
                return
            }
            self.width = Int32(min((max(width, 0) * pangoScale).rounded(.down), CGFloat(Int32.max)))
            var maxLines = text.lineLimit ?? Int.max
            let pitch = text.lineHeight + text.lineSpacing
            // As many lines as the height holds, and at least one; and the lines a text keeps
            // room for, which it is as tall as whatever the height.
            if let height = proposal.height, height.isFinite, pitch > 0 {
                let fitting = ((height + text.lineSpacing) / pitch + 1e-6).rounded(.down)
                if fitting < CGFloat(Int32.max) { maxLines = min(maxLines, max(1, Int(fitting), text.reservedLines)) }
            }
            self.maxLines = maxLines
        }

        /// Whether a layout that kept its paragraphs, laid out within `self` in `lineCount`
        /// lines, has the same lines within `other`.
        package func sameLines(within other: LineLimits, lineCount: Int) -> Bool {
            guard let width else { return false }
            return other.maxLines >= lineCount && (other.width ?? .max) >= width
        }
    }

    /// Gives each U+FFFC of a run's UTF-8 `bytes` (its first byte at `start` in the text) the
    /// room of the symbol at its place in `symbols`: its frame, on the baseline as
    /// `SymbolMetrics` places it, or for a name nothing knows the placeholder's square, its
    /// centre on the cap height. Pango leaves the room; the renderer `drawsSymbols` gives drawing
    /// contexts draws the symbol in it.
    private static func addSymbols(in bytes: [UInt8], symbols: [SymbolReference?], at start: UInt32, font: ResolvedFont, scale: Image.Scale,
                                   smallestFontSize: CGFloat, to attributes: OpaquePointer) {
        let fontSize = max(font.size, smallestFontSize)
        var index = 0, symbol = 0
        while index + 2 < bytes.count {
            guard bytes[index] == 0xEF, bytes[index + 1] == 0xBF, bytes[index + 2] == 0xBC else {
                index += 1
                continue
            }
            let reference = symbol < symbols.count ? symbols[symbol] : nil
            symbol += 1
            // Resolving the glyph was checked when the text was made (see `TextNode`).
            let metrics = (try? reference.flatMap { try SymbolLibrary.glyph($0) })?
                .flatMap { SymbolMetrics($0, fontSize: fontSize, scale: scale, weight: font.weight) }
            var room: PangoRectangle
            if let metrics {
                let size = metrics.size
                room = PangoRectangle(x: 0, y: Int32((-metrics.baseline * pangoScale).rounded()),
                                      width: Int32((size.width * pangoScale).rounded()), height: Int32((size.height * pangoScale).rounded()))
            } else {
                let side = SymbolPlaceholder.side(fontSize: fontSize, scale: Image.symbolFactor(scale))
                let length = Int32((side * pangoScale).rounded())
                room = PangoRectangle(x: 0, y: Int32((-(font.capHeight + side) / 2 * pangoScale).rounded()), width: length, height: length)
            }
            let data = metrics.map { Unmanaged.passRetained(InlineSymbol($0)).toOpaque() }
            // The attribute owns the reference passed in; its copies take one each.
            if let attribute = pango_attr_shape_new_with_data(&room, &room, data, { data in
                data.map { UnsafeMutableRawPointer(Unmanaged<InlineSymbol>.fromOpaque($0).retain().toOpaque()) }
            }, { data in
                if let data { Unmanaged<InlineSymbol>.fromOpaque(data).release() }
            }) {
                attribute.pointee.start_index = start + UInt32(index)
                attribute.pointee.end_index = start + UInt32(index + 3)
                pango_attr_list_insert(attributes, attribute)
            } else if let data {
                Unmanaged<InlineSymbol>.fromOpaque(data).release()
            }
            index += 3
        }
    }

    /// A symbol inside a text, held by its Pango shape attribute.
    private final class InlineSymbol {
        let metrics: SymbolMetrics
        init(_ metrics: SymbolMetrics) { self.metrics = metrics }
    }

    /// Makes `context` draw symbols (`addSymbols`) in the current source: the symbol's layers,
    /// or the placeholder for a name nothing knows.
    package static func drawsSymbols(_ context: OpaquePointer) {
        pango_cairo_context_set_shape_renderer(context, { cairo, attribute, asPath, _ in
            guard let cairo, let attribute, asPath == 0 else { return }
            var x = 0.0, y = 0.0
            cairo_get_current_point(cairo, &x, &y)
            let room = attribute.pointee.logical_rect
            let frame = CGRect(x: x + CGFloat(room.x) / pangoScale, y: y + CGFloat(room.y) / pangoScale,
                               width: CGFloat(room.width) / pangoScale, height: CGFloat(room.height) / pangoScale)
            guard let data = attribute.pointee.data else {
                let (outline, lineWidth, dot) = SymbolPlaceholder.shapes(in: frame)
                CairoCanvas.trace(outline, on: cairo)
                cairo_set_line_width(cairo, Double(lineWidth))
                cairo_stroke(cairo)
                CairoCanvas.trace(dot, on: cairo)
                cairo_fill(cairo)
                return
            }
            let metrics = Unmanaged<InlineSymbol>.fromOpaque(data).takeUnretainedValue().metrics
            cairo_save(cairo)
            // A cut-out clears the symbol's own layers only: they are drawn in a group.
            cairo_push_group(cairo)
            cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
            cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
            for mark in metrics.marks(in: frame, cutsOut: \.cutsOut) {
                cairo_set_operator(cairo, mark.cutsOut ? CAIRO_OPERATOR_DEST_OUT : CAIRO_OPERATOR_OVER)
                CairoCanvas.trace(mark.path, on: cairo)
                if let width = mark.lineWidth {
                    cairo_set_line_width(cairo, Double(width))
                    cairo_stroke(cairo)
                } else {
                    cairo_set_fill_rule(cairo, mark.evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                    cairo_fill(cairo)
                }
            }
            cairo_pop_group_to_source(cairo)
            cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
            cairo_paint(cairo)
            cairo_restore(cairo)
        }, nil, nil)
    }

    /// Draws the lines on `cairo` with the current source, the text's box at `origin`.
    /// Where the glyphs' ink lies, from the text's top left corner (the fonts' outlines, as
    /// Pango reports them; antialiasing may reach a pixel further).
    package private(set) lazy var inkBounds: CGRect = linePositions.indices.reduce(CGRect.null) { bounds, index in
        guard let line = pango_layout_get_line_readonly(layout, Int32(index)) else { return bounds }
        var ink = PangoRectangle()
        pango_layout_line_get_extents(line, &ink, nil)
        guard ink.width > 0, ink.height > 0 else { return bounds }
        let position = linePositions[index]
        return bounds.union(CGRect(x: position.x + CGFloat(ink.x) / pangoScale, y: position.baseline + CGFloat(ink.y) / pangoScale,
                                   width: CGFloat(ink.width) / pangoScale, height: CGFloat(ink.height) / pangoScale))
    }

    package func draw(on cairo: OpaquePointer, at origin: CGPoint) {
        for (index, position) in linePositions.enumerated() {
            guard let line = pango_layout_get_line_readonly(layout, Int32(index)) else { continue }
            cairo_move_to(cairo, Double(origin.x + position.x), Double(origin.y + position.baseline))
            pango_cairo_show_layout_line(cairo, line)
        }
    }

    private static func fontDescription(_ font: ResolvedFont, smallest: CGFloat) -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, font.family + "," + FontLibrary.fallbackFamilies)
        pango_font_description_set_absolute_size(description, Double(max(font.size, smallest) * pangoScale))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight)))
        pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        return description
    }
}

extension RGBA {
    /// The colour as Pango's 16-bit components.
    var pango16: (UInt16, UInt16, UInt16, UInt16) {
        func channel(_ v: Double) -> UInt16 { UInt16((min(max(v, 0), 1) * 65535).rounded()) }
        return (channel(red), channel(green), channel(blue), channel(alpha))
    }
}

extension Text.TruncationMode {
    var pango: PangoEllipsizeMode {
        switch self {
        case .head: PANGO_ELLIPSIZE_START
        case .middle: PANGO_ELLIPSIZE_MIDDLE
        case .tail: PANGO_ELLIPSIZE_END
        }
    }
}

/// Measures text with Pango on the calling thread's fonts. Results are remembered with the
/// thread's fonts, across renders: a snapshot suite measures the same labels in every variant
/// and test, and a measurement depends on nothing but the text and the proposal.
package final class PangoTextMeasurer: TextMeasuring {
    package init() {}

    package func measure(_ text: TextSpec, proposal: ProposedViewSize) throws -> TextMeasurement {
        ThreadFonts.current.measured(text, proposal: proposal)
    }
}

extension TextSpec {
    /// The text with every font `factor` times its size (and its leading with it).
    fileprivate func scaled(by factor: CGFloat) -> TextSpec {
        var scaled = self
        for index in scaled.runs.indices {
            scaled.runs[index].font.size *= factor
            scaled.runs[index].font.leading *= factor
        }
        return scaled
    }
}
