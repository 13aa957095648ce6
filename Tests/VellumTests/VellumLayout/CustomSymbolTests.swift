import Foundation
import Testing
import Vellum

/// Custom symbols: asset catalogs' symbol sets (the SF Symbols template) and SVGs registered in
/// code, drawn as symbols are.
@Suite("Custom symbols", .serialized)
struct CustomSymbolTests {
    static let catalog = packageRoot.appendingPathComponent("Fixtures/symbols")
    static let bundle = Bundle(path: catalog.path)!

    private func pixels(_ view: some View, scale: CGFloat = 2) throws -> RGBAImage {
        try renderImage(view.foregroundStyle(Color.black), scale: scale)
    }

    private func ticket(_ name: String = "ticket") -> Image { Image(name, bundle: Self.bundle) }

    @Test("A symbol set is placed by its template's guides: the margins either side, the baseline under the glyph")
    func templateGuides() throws {
        // The glyph is 90 by 72 units between margins 102 apart; the template is set at 100 points.
        let frame = try ImageRenderer(content: ticket()).layout().frame
        let unit = 17.0 / 100
        #expect(abs(frame.width - 102 * unit) < 0.01, "\(frame)")
        #expect(abs(frame.height - (72 * unit + 2 * 0.09 * 17)) < 0.01, "\(frame)")
        // On the baseline of the text beside it: the ink's bottom at the text's.
        let row = HStack(alignment: .firstTextBaseline, spacing: 0) {
            ticket().foregroundStyle(Color(red: 1, green: 0, blue: 0))
            Text("H").foregroundStyle(Color(red: 0, green: 0, blue: 1))
        }
        let image = try renderImage(row, scale: 3)
        var symbolBottom = 0, textBottom = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y].a > 127 {
                if image[x, y].r > 128 { symbolBottom = y } else if image[x, y].b > 128 { textBottom = y }
            }
        }
        #expect(abs(symbolBottom - textBottom) <= 1, "symbol ink ends at \(symbolBottom), the text's at \(textBottom)")
    }

    @Test("A template with only small masters draws at the medium scale as large as one with a medium master")
    func smallMastersOnly() throws {
        let medium = try ImageRenderer(content: ticket()).layout().frame
        let small = try ImageRenderer(content: ticket("ticket.small")).layout().frame
        #expect(abs(medium.width - small.width) < 0.02 && abs(medium.height - small.height) < 0.02, "\(medium) \(small)")
        // At the small scale it is its own size: 0.78 of the medium one.
        let scaled = try ImageRenderer(content: ticket("ticket.small").imageScale(.small)).layout().frame
        #expect(abs(scaled.width - 0.78 * small.width) < 0.02, "\(scaled)")
    }

    @Test("The same SVG registered in code draws the same symbol, under a custom or a system name, until unregistered")
    func registeredRoundTrip() throws {
        let svg = try Data(contentsOf: Self.catalog.appendingPathComponent("Symbols.xcassets/ticket.symbolset/ticket.svg"))
        NamedSymbols.shared.register("my.ticket", svg: svg)
        defer { NamedSymbols.shared.unregister("my.ticket") }
        let fromCatalog = try pixels(ticket())
        #expect(try pixels(Image("my.ticket")) == fromCatalog)
        // Replacing a system symbol's stand-in.
        let standIn = try pixels(Image(systemName: "hare"))
        try NamedSymbols.shared.register("hare", svgFile: Self.catalog.appendingPathComponent("Symbols.xcassets/ticket.symbolset/ticket.svg"))
        #expect(try pixels(Image(systemName: "hare")) == fromCatalog)
        NamedSymbols.shared.unregister("hare")
        #expect(try pixels(Image(systemName: "hare")) == standIn)
    }

    @Test("A plain SVG registered in code is drawn in its box, as large as the font's point size")
    func plainSVG() throws {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="12"/></svg>"#
        NamedSymbols.shared.register("disc", svg: Data(svg.utf8))
        defer { NamedSymbols.shared.unregister("disc") }
        let image = try pixels(Image("disc").font(.system(size: 20)), scale: 1)
        var ink = CGRect.null
        for y in 0..<image.height { for x in 0..<image.width where image[x, y].a > 127 { ink = ink.union(CGRect(x: x, y: y, width: 1, height: 1)) } }
        #expect(abs(ink.width - 20) <= 1 && abs(ink.height - 20) <= 1, "\(ink)")
    }

    @Test("Custom symbols inside text, in a Label, and in the rendering modes of their layer classes")
    func customSymbolsEverywhere() throws {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        // Inside text: the symbol's ink, as alone beside the same text.
        func count(_ image: RGBAImage) -> Int { stride(from: 3, to: image.pixels.count, by: 4).filter { image.pixels[$0] > 127 }.count }
        let inside = try count(pixels(Text("\(ticket()) Go")))
        let text = try count(pixels(Text(" Go")))
        let alone = try count(pixels(ticket()))
        #expect(abs(inside - text - alone) <= alone / 20, "\(inside) = \(text) + \(alone)?")
        // Label(_:image:) finds it, drawn as a symbol.
        let svg = try Data(contentsOf: Self.catalog.appendingPathComponent("Symbols.xcassets/ticket.symbolset/ticket.svg"))
        NamedSymbols.shared.register("label.ticket", svg: svg)
        defer { NamedSymbols.shared.unregister("label.ticket") }
        let icon = try #require(ImageRenderer(content: Label("Tickets", image: "label.ticket")).layout().allNodes.first { $0.name == "Image(\"label.ticket\")" })
        #expect(abs(icon.frame.width - 102 * 0.17) < 0.01, "\(icon.frame)")
        // Palette: the ring (secondary) in the second colour, the dot (primary) in the first.
        let palette = try renderImage(ticket().font(.system(size: 60)).foregroundStyle(red, blue).symbolRenderingMode(.palette), scale: 2)
        var reds = 0, blues = 0
        for y in 0..<palette.height { for x in 0..<palette.width where palette[x, y].a > 200 {
            if palette[x, y].r > 200 && palette[x, y].b < 50 { reds += 1 }
            if palette[x, y].b > 200 && palette[x, y].r < 50 { blues += 1 }
        } }
        #expect(reds > 50 && blues > 4 * reds, "\(reds) red, \(blues) blue")
        // Multicolor: the dot in its class's colour (systemRedColor).
        let multi = try renderImage(ticket().font(.system(size: 60)).foregroundStyle(Color.black).symbolRenderingMode(.multicolor), scale: 2)
        #expect(multi.pixels.indices.filter { $0 % 4 == 0 && multi.pixels[$0] > 200 && multi.pixels[$0 + 1] < 100 && multi.pixels[$0 + 3] > 200 }.count > 50)
    }

    @Test("Palette paints a template's three layers in three styles, the third in the second when two are given")
    func paletteTertiary() throws {
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 10">
          <rect class="hierarchical-0:primary" x="0" y="0" width="10" height="10"/>
          <rect class="hierarchical-1:secondary" x="10" y="0" width="10" height="10"/>
          <rect class="hierarchical-2:tertiary" x="20" y="0" width="10" height="10"/>
        </svg>
        """
        NamedSymbols.shared.register("three", svg: Data(svg.utf8))
        defer { NamedSymbols.shared.unregister("three") }
        let red = Color(red: 1, green: 0, blue: 0), green = Color(red: 0, green: 1, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        func colours(_ view: some View) throws -> [String] {
            let image = try renderImage(view.font(.system(size: 60)), scale: 1)
            let y = image.height / 2, left = image.width / 2 - 20
            return [left, image.width / 2, image.width / 2 + 20].map { x in
                let p = image[x, y]
                return p.r > 200 ? "red" : p.g > 200 ? "green" : p.b > 200 ? "blue" : "\(p)"
            }
        }
        #expect(try colours(Image("three").symbolRenderingMode(.palette).foregroundStyle(red, green, blue)) == ["red", "green", "blue"])
        #expect(try colours(Image("three").symbolRenderingMode(.palette).foregroundStyle(red, green)) == ["red", "green", "green"])
    }

    @Test("A broken symbol SVG is an error naming the file and what is wrong", arguments: [
        ("<svg xmlns=\"http://www.w3.org/2000/svg\"><path d=\"M0 0L1 1\"", "not a readable SVG file"),
        ("<svg xmlns=\"http://www.w3.org/2000/svg\"><g><path d=\"M0 0L1 1\"/>", "ends inside <g>"),
        ("<html/>", "its root element is <html>"),
        ("<svg xmlns=\"http://www.w3.org/2000/svg\"><g id=\"a\"><use href=\"#b\"/></g><g id=\"b\"><use href=\"#a\"/></g></svg>", "refers back to itself"),
        ("<svg xmlns=\"http://www.w3.org/2000/svg\"><use href=\"#nowhere\"/></svg>", "#nowhere, which the file does not have"),
        ("<!DOCTYPE svg [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;\">]><svg>&b;</svg>", "declares XML entities"),
        ("<svg xmlns=\"http://www.w3.org/2000/svg\"><path d=\"M0 0 X5\"/></svg>", "unknown command X"),
        ("<svg xmlns=\"http://www.w3.org/2000/svg\"><g transform=\"wobble(2)\"><path d=\"M0 0H1V1z\"/></g></svg>", "cannot read the transform"),
        ("<svg xmlns=\"http://www.w3.org/2000/svg\"></svg>", "draws nothing"),
    ])
    func brokenSVG(_ example: (svg: String, says: String)) throws {
        NamedSymbols.shared.register("broken", svg: Data(example.svg.utf8))
        defer { NamedSymbols.shared.unregister("broken") }
        let error = try #require(throws: VellumError.self) { try ImageRenderer(content: VStack { Image("broken") }).pngData() }
        #expect(error.description.contains("the symbol registered as \"broken\"") && error.description.contains(example.says), "\(error)")
    }

    @Test("A huge symbol SVG, and one whose uses multiply, are refused without being drawn")
    func hugeSVG() throws {
        let path = "<path d=\"M0 0H1V1z\"/>"
        NamedSymbols.shared.register("huge", svg: Data(("<svg xmlns=\"http://www.w3.org/2000/svg\">" + String(repeating: path, count: 250_000) + "</svg>").utf8))
        defer { NamedSymbols.shared.unregister("huge") }
        let huge = try #require(throws: VellumError.self) { try ImageRenderer(content: Image("huge")).pngData() }
        #expect(huge.description.contains("larger than the 4 MB"), "\(huge)")
        // Ten levels of ten uses each: ten billion outlines, if followed.
        var levels = "<g id=\"l0\">\(path)</g>"
        for level in 1...10 { levels += "<g id=\"l\(level)\">" + String(repeating: "<use href=\"#l\(level - 1)\"/>", count: 10) + "</g>" }
        NamedSymbols.shared.register("bomb", svg: Data("<svg xmlns=\"http://www.w3.org/2000/svg\"><defs>\(levels)</defs><use href=\"#l10\"/></svg>".utf8))
        defer { NamedSymbols.shared.unregister("bomb") }
        let bomb = try #require(throws: VellumError.self) { try ImageRenderer(content: Image("bomb")).pngData() }
        #expect(bomb.description.contains("more than 20000 outlines") || bomb.description.contains("more than 20,000 outlines"), "\(bomb)")
    }
}
