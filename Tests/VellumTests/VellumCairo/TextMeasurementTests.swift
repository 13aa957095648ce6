import CCairo
import Foundation
import Testing
import Vellum
import VellumCairo
import VellumLayout

/// The logical width Pango gives `text` in `family` at `size` points, 72 dpi, measured with
/// Pango's own default font map (the system's fontconfig), independently of Vellum.
private func pangoWidth(_ text: String, family: String, size: Double, weight: Int = 400) -> Double {
    let fontMap = pango_cairo_font_map_new()!
    defer { g_object_unref(fontMap) }
    pango_cairo_font_map_set_resolution(OpaquePointer(fontMap), 72)
    let context = pango_font_map_create_context(fontMap)!
    defer { g_object_unref(UnsafeMutableRawPointer(context)) }
    let options = cairo_font_options_create()
    defer { cairo_font_options_destroy(options) }
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    pango_cairo_context_set_font_options(context, options)
    pango_context_set_round_glyph_positions(context, 0)
    let layout = pango_layout_new(context)!
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    let description = pango_font_description_new()!
    defer { pango_font_description_free(description) }
    pango_font_description_set_family(description, family)
    pango_font_description_set_absolute_size(description, size * 1024)
    pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(weight)))
    pango_layout_set_font_description(layout, description)
    pango_layout_set_text(layout, text, -1)
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    return Double(logical.width) / 1024
}

@Suite struct TextMeasurementTests {
    @Test func helloIsLaidOutAtThePangoWidthOfInter17() throws {
        let root = try ImageRenderer(content: Text("Hello").font(.system(size: 17))).layout()
        let expected = pangoWidth("Hello", family: "Inter", size: 17)
        #expect(expected > 30 && expected < 50, "Pango measured \(expected)")
        #expect(abs(root.frame.width - expected) < 0.001, "laid out \(root.frame.width), Pango \(expected)")
    }

    @Test func bodyTextTakesTheLineHeightOfTheSystemFont() throws {
        let root = try ImageRenderer(content: Text("Hello")).layout()
        // SF Pro's ascender + descender at 17 pt: (1950 + 494) / 2048 × 17.
        #expect(abs(root.frame.height - 17 * 2444 / 2048) < 0.001)
    }

    @Test func layoutInPointsDoesNotDependOnScale() throws {
        let view = VStack(alignment: .leading) {
            Text("Hello").font(.system(size: 17))
            Text("Dynamic Type").font(.title)
        }
        let one = ImageRenderer(content: view)
        let three = ImageRenderer(content: view)
        three.scale = 3
        let a = try one.layout(), b = try three.layout()
        let hello = try #require(a.first(named: "Text"))
        let helloAt3 = try #require(b.first(named: "Text"))
        #expect(hello.frame == helloAt3.frame)
        // Sizes never depend on scale; positions snap to each scale's pixel grid.
        for (x, y) in zip(a.allNodes, b.allNodes) {
            #expect(x.frame.size == y.frame.size, "\(x.name)")
            #expect(abs(x.frame.minY - y.frame.minY) <= 0.5, "\(x.name)")
        }
    }

    @Test func textWrapsToTheProposedWidthAndTruncatesToTheLineLimit() throws {
        let long = "The quick brown fox jumps over the lazy dog, then naps in the warm afternoon sun."
        let wrapped = ImageRenderer(content: Text(long))
        wrapped.proposedSize = ProposedViewSize(width: 120, height: nil)
        let lines = try wrapped.layout().frame
        let lineHeight = 17.0 * 2444 / 2048
        #expect(lines.width <= 120)
        #expect(lines.height > lineHeight * 3)

        let limited = ImageRenderer(content: Text(long).lineLimit(2))
        limited.proposedSize = ProposedViewSize(width: 120, height: nil)
        #expect(abs(try limited.layout().frame.height - 2 * lineHeight) < 0.001)
    }

    @Test func lineLimitsCanReserveRoomForLinesTheTextDoesNotHave() throws {
        let long = "A long paragraph of text that wraps over several lines when it is narrow enough."
        let lineHeight = 17.0 * 2444 / 2048
        func lines(_ view: some View) throws -> Double {
            let renderer = ImageRenderer(content: view)
            renderer.proposedSize = ProposedViewSize(width: 120, height: nil)
            let text = try #require(try renderer.layout().allNodes.first { $0.name.hasPrefix("Text(") })
            return text.frame.height / lineHeight
        }
        // A card title that keeps two lines of room whether it has one or more.
        #expect(abs(try lines(Text("Short").lineLimit(2, reservesSpace: true)) - 2) < 1e-9)
        #expect(abs(try lines(Text(long).lineLimit(2, reservesSpace: true)) - 2) < 1e-9)
        #expect(abs(try lines(Text("Short").lineLimit(2, reservesSpace: false)) - 1) < 1e-9)
        // A range: at least its lower bound, at most its upper.
        #expect(abs(try lines(Text("Short").lineLimit(2...3)) - 2) < 1e-9)
        #expect(abs(try lines(Text(long).lineLimit(2...3)) - 3) < 1e-9)
        #expect(abs(try lines(Text("Short").lineLimit(3...)) - 3) < 1e-9)
        #expect(try lines(Text(long).lineLimit(3...)) > 3)
        #expect(abs(try lines(Text(long).lineLimit(...2)) - 2) < 1e-9)
        #expect(abs(try lines(Text("Short").lineLimit(...2)) - 1) < 1e-9)
        // A stack offering the title less height than the room it keeps (shared out evenly
        // between two children that keep their height) still gets its two lines drawn in it.
        let card = VStack(spacing: 6) {
            Text(long).lineLimit(2, reservesSpace: true)
            Text("88,420")
        }.frame(width: 120, height: 70)
        let list = try RenderPipeline.withFrame(RenderRequest(content: card, scale: 2)) { $0.displayList }
        let drawn = list.items.compactMap { item -> TextMeasurement? in
            if case let .text(text) = item { return text.measurement }
            return nil
        }
        #expect(drawn.first?.lineCount == 2)
        // The room is below the text: its baselines stay with its lines.
        let reserved = ImageRenderer(content: HStack(alignment: .lastTextBaseline) {
            Text("Short").lineLimit(3, reservesSpace: true)
            Text("Other")
        })
        let texts = try reserved.layout().allNodes.filter { $0.name.hasPrefix("Text(") }
        #expect(texts.count == 2 && texts[0].frame.minY == texts[1].frame.minY)
        // A range that starts below 0 is refused, naming the problem.
        #expect(throws: VellumError.self) { try ImageRenderer(content: Text("x").lineLimit(-1...2)).layout() }
    }

    @Test func minimumScaleFactorShrinksTextThatDoesNotFitAndNoFurther() throws {
        let label = "A rather long button label"
        let lineHeight = 17.0 * 2444 / 2048
        func text(_ view: some View) throws -> (frame: CGRect, drawn: TextMeasurement) {
            let list = try RenderPipeline.withFrame(RenderRequest(content: view, scale: 2)) { $0.displayList }
            let drawing = try #require(list.items.lazy.compactMap { item -> TextDrawing? in
                if case let .text(text) = item { return text }
                return nil
            }.first)
            return (drawing.frame, drawing.measurement)
        }
        let plain = try text(Text(label).font(.system(size: 17)).lineLimit(1).frame(width: 100))
        // Cut short at its full size without a scale factor...
        #expect(abs(plain.frame.height - lineHeight) < 1e-9)
        // ...shrunk until it fits with one: narrower than the frame, shorter than a full line,
        // and no smaller than half.
        let shrunk = try text(Text(label).font(.system(size: 17)).lineLimit(1).minimumScaleFactor(0.5).frame(width: 100))
        #expect(shrunk.frame.width <= 100 && shrunk.drawn.lineCount == 1)
        #expect(shrunk.frame.height < lineHeight * 0.75 && shrunk.frame.height >= lineHeight * 0.5)
        // About as large as fits: within a point of the width.
        let fitted: CGFloat = shrunk.frame.width
        #expect(fitted > 99)
        // Not below the factor: cut short at 0.9 of the size.
        let floor = try text(Text(label).font(.system(size: 17)).lineLimit(1).minimumScaleFactor(0.9).frame(width: 60))
        #expect(abs(floor.frame.height - lineHeight * 0.9) < 1e-9)
        // Text that fits keeps its size.
        let fits = try text(Text("OK").font(.system(size: 17)).lineLimit(1).minimumScaleFactor(0.5).frame(width: 100))
        #expect(abs(fits.frame.height - lineHeight) < 1e-9)
    }

    @Test func aLineLimitCountsTheLinesOfEveryParagraph() throws {
        let lineHeight = 17.0 * 2444 / 2048
        func lines(_ text: some View, width: CGFloat?) throws -> Int {
            let list = try RenderPipeline.withFrame(RenderRequest(content: text, scale: 2, proposal: ProposedViewSize(width: width, height: nil))) { $0.displayList }
            let drawing = try #require(list.items.lazy.compactMap { item -> TextDrawing? in
                if case let .text(text) = item { return text }
                return nil
            }.first)
            #expect(abs(drawing.frame.height - Double(drawing.measurement.lineCount) * lineHeight) < 1e-9)
            return drawing.measurement.lineCount
        }
        let paragraphs = "first\nsecond\nthird"
        for limit in 1...4 {
            #expect(try lines(Text(paragraphs).lineLimit(limit), width: 200) == min(limit, 3))
            // However wide: the ideal size counts them too.
            #expect(try lines(Text(paragraphs).lineLimit(limit).fixedSize(), width: nil) == min(limit, 3))
        }
        #expect(try lines(Text(paragraphs), width: 200) == 3)
        // A wrapped paragraph and another: two lines in all, the first paragraph's second line
        // the last, cut short.
        let wrapping = "The first paragraph is long enough to wrap over several lines\nand a second one"
        #expect(try lines(Text(wrapping).lineLimit(2), width: 120) == 2)
        #expect(try lines(Text(wrapping), width: 120) > 3)
        // A height with room for one line keeps one, whatever the paragraphs.
        let oneLine = try RenderPipeline.withFrame(RenderRequest(content: Text(paragraphs).frame(width: 200, height: lineHeight), scale: 2)) {
            $0.displayList
        }
        let counts = oneLine.items.compactMap { item -> Int? in
            if case let .text(text) = item { return text.measurement.lineCount }
            return nil
        }
        #expect(counts == [1])
    }
}
