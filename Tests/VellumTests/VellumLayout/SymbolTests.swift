import Foundation
import Testing
import Vellum
import VellumCatalog
import VellumLayout

/// `Image(systemName:)` draws SF Symbols names with bootstrap-icons: the names SwiftUI code
/// uses most, sized as iOS sizes symbols.
@Suite("SF Symbols")
struct SymbolTests {
    /// The 40 names seen most in snapshot-tested SwiftUI views.
    static let mostSeen = SymbolGallery.mostSeen

    /// `view`'s pixels at @2x.
    private func pixels(_ view: some View) throws -> RGBAImage {
        try renderImage(view, scale: 2)
    }

    private func symbol(_ name: String, font: Font = .system(size: 34)) -> some View {
        Image(systemName: name).font(font).foregroundStyle(Color.black)
    }

    @Test("The 40 most seen names each draw a picture of their own, none the placeholder")
    func mostSeenNamesDrawDistinctSymbols() throws {
        #expect(Self.mostSeen.count == 40)
        let placeholder = try pixels(symbol("no.such.symbol.anywhere"))
        var seen: [[UInt8]: String] = [:]
        for name in Self.mostSeen {
            #expect(SymbolRecipe.resolve(name) != nil, "\(name) has no recipe")
            let image = try pixels(symbol(name))
            #expect(image != placeholder, "\(name) draws the placeholder")
            #expect(image.pixels.contains { $0 != 0 }, "\(name) draws nothing")
            if let other = seen[image.pixels] { Issue.record("\(name) draws the same picture as \(other)") }
            seen[image.pixels] = name
        }
    }

    @Test("A filled name draws something else than its outline", arguments: [
        ("house", "house.fill"), ("clock", "clock.fill"), ("mic", "mic.fill"), ("heart", "heart.fill"), ("person.circle", "person.circle.fill"),
        ("xmark.circle", "xmark.circle.fill"), ("exclamationmark.triangle", "exclamationmark.triangle.fill"), ("info.circle", "info.circle.fill"),
        ("star.square", "star.square.fill"), ("trash.circle", "trash.circle.fill"),
    ])
    func fillDiffersFromOutline(_ names: (String, String)) throws {
        let outline = try pixels(symbol(names.0)), filled = try pixels(symbol(names.1))
        #expect(outline != filled)
        // A fill covers more: count the pixels painted at least half.
        func covered(_ image: RGBAImage) -> Int { stride(from: 3, to: image.pixels.count, by: 4).filter { image.pixels[$0] >= 128 }.count }
        #expect(covered(filled) > covered(outline), "\(names.1) covers \(covered(filled)), \(names.0) \(covered(outline))")
    }

    @Test("Systematic names are composed: enclosures, slashes, badges, directions")
    func systematicNamesCompose() throws {
        for name in ["heart.circle", "heart.circle.fill", "pencil.circle", "bell.slash", "heart.slash", "person.crop.circle.badge.xmark",
                     "bell.badge", "chevron.forward", "arrow.backward", "folder.fill.badge.plus", "star.square.fill"] {
            let recipe = try #require(SymbolRecipe.resolve(name), "\(name)")
            #expect(try SymbolGlyph(recipe.recipe).layers.isEmpty == false, "\(name)")
        }
        #expect(SymbolRecipe.resolve("chevron.forward")?.recipe == SymbolRecipe.resolve("chevron.right")?.recipe)
        // bootstrap's own enclosed icons where it has them; composed where it does not.
        #expect(SymbolRecipe.resolve("xmark.square.fill")?.recipe == .icon("x-square-fill"))
        if case .enclosed = SymbolRecipe.resolve("heart.circle")?.recipe {} else { Issue.record("heart.circle is composed") }
    }

    @Test("Most of the 500 most used names draw a symbol")
    func coverageOfTheMostUsedNames() throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("Fixtures/symbols/most-used.tsv"), encoding: .utf8)
        let names = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { String($0.split(separator: "\t")[1]) }
        #expect(names.count == 500)
        func share(_ names: ArraySlice<String>) -> Double {
            Double(names.filter { SymbolRecipe.resolve($0) != nil }.count) / Double(names.count)
        }
        let top272 = share(names.prefix(272)), top500 = share(names[...])
        #expect(top272 >= 0.95, "the 272 most used: \(top272)")
        #expect(top500 >= 0.95, "the 500 most used: \(top500)")
    }

    @Test("A circled symbol's ink is the font's point size at the medium scale, 0.78 and 1.27 of it at small and large",
          arguments: [Font.caption, .body, .title])
    func sizesFollowTheFont(_ font: Font) throws {
        let size = font.resolve(in: EnvironmentValues()).size
        for (scale, factor) in [(Image.Scale.small, 0.78), (.medium, 1.0), (.large, 1.27)] {
            let view = Image(systemName: "checkmark.circle.fill").font(font).imageScale(scale)
            let frame = try ImageRenderer(content: view).layout().frame
            // The ink (16 of the box's 16 units) and margins of 0.02 (a circled glyph's) and
            // 0.09 of the box.
            let box = size * CGFloat(factor)
            #expect(abs(frame.width - box * 1.04) < 0.01 && abs(frame.height - box * 1.18) < 0.01, "\(font) \(scale): \(frame)")
        }
    }

    @Test("A symbol sits on the baseline of the text beside it, centred on its cap height", arguments: [Font.body, .title])
    func baselineAlignment(_ font: Font) throws {
        // A square whose bottom is its baseline guide marks the text's baseline.
        let row = HStack(alignment: .firstTextBaseline, spacing: 4) {
            Image(systemName: "checkmark.circle.fill")
            Text("4.8")
            Color.red.frame(width: 1, height: 1).alignmentGuide(.firstTextBaseline) { $0[.bottom] }
        }.font(font)
        let renderer = ImageRenderer(content: row)
        renderer.scale = 3
        let boxes = try renderer.layout().children
        let size = font.resolve(in: EnvironmentValues()).size
        // The circle's ink fills the box, whose middle is 0.3325 of the point size above the
        // baseline: the cap height's middle (SF Pro's cap height is 0.705 of it), a fiftieth low.
        let above = boxes[2].frame.maxY - boxes[0].frame.midY
        // Within the pixel (a third of a point) each frame snaps to.
        #expect(abs(above - 0.3325 * size) <= 0.34, "\(above) points above the baseline at \(size) points")
    }

    @Test("A symbol inside a text is the symbol drawn alone, in the text's colour, on the same baseline",
          arguments: ["star.fill", "heart.circle.fill", "bell.slash", "folder.badge.plus"])
    func symbolsInsideText(_ name: String) throws {
        /// Where the red pixels are, and how many.
        func ink(_ view: some View) throws -> (box: CGRect, count: Int) {
            let image = try pixels(view.foregroundStyle(Color(red: 1, green: 0, blue: 0)))
            var box = CGRect.null, count = 0
            for y in 0..<image.height {
                for x in 0..<image.width where image[x, y].a > 127 {
                    box = box.union(CGRect(x: x, y: y, width: 1, height: 1))
                    count += 1
                }
            }
            return (box, count)
        }
        // Each beside the same text, on the baseline: the symbol's ink in the same place.
        let inside = try ink(Text("\(Image(systemName: name))H").font(.title))
        let alone = try ink(HStack(alignment: .firstTextBaseline, spacing: 0) { Image(systemName: name); Text("H") }.font(.title))
        let letter = try ink(Text("H").font(.title))
        #expect(abs(inside.count - alone.count) <= alone.count / 50, "\(inside.count) pixels inside, \(alone.count) alone")
        #expect(abs(inside.box.height - alone.box.height) <= 2 && abs(inside.box.minY - alone.box.minY) <= 2, "\(inside.box), \(alone.box)")
        #expect(inside.count > letter.count + 100, "the symbol is drawn, not only the letter")
    }

    /// How many opaque-enough pixels of `image` are mostly red, green, blue, or grey.
    private func hues(_ image: RGBAImage) -> (red: Int, green: Int, blue: Int, grey: Int) {
        var counts = (red: 0, green: 0, blue: 0, grey: 0)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image[x, y]
                guard p.a > 100 else { continue }
                let (r, g, b) = (Int(p.r), Int(p.g), Int(p.b))
                if r > g + 100 && r > b + 100 { counts.red += 1 }
                else if g > r + 100 && g > b + 100 { counts.green += 1 }
                else if b > r + 100 && b > g + 100 { counts.blue += 1 }
                else if abs(r - g) < 20 && abs(g - b) < 20 { counts.grey += 1 }
            }
        }
        return counts
    }

    @Test("Palette paints the secondary layers in the second style; monochrome paints all in the first",
          arguments: ["person.crop.circle.badge.xmark", "bell.badge", "checkmark.circle.fill", "heart.circle"])
    func paletteColoursLayers(_ name: String) throws {
        let palette = try pixels(Image(systemName: name).font(.system(size: 34)).foregroundStyle(Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1))
            .symbolRenderingMode(.palette))
        let mono = try pixels(Image(systemName: name).font(.system(size: 34)).foregroundStyle(Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)))
        let inPalette = hues(palette), inMono = hues(mono)
        #expect(inPalette.red > 50 && inPalette.blue > 50, "\(name): \(inPalette)")
        #expect(inMono.blue == 0 && inMono.red > 50, "\(name): \(inMono)")
    }

    @Test("Hierarchical paints a filled enclosure in the secondary level, the glyph in it at full strength")
    func hierarchicalLevels() throws {
        func alphas(_ image: RGBAImage) -> (full: Int, partial: Int) {
            var full = 0, partial = 0
            for i in stride(from: 3, to: image.pixels.count, by: 4) {
                if image.pixels[i] == 255 { full += 1 } else if image.pixels[i] > 60 && image.pixels[i] < 200 { partial += 1 }
            }
            return (full, partial)
        }
        let symbol = Image(systemName: "checkmark.circle.fill").font(.system(size: 68)).foregroundStyle(Color.blue)
        let mono = alphas(try pixels(symbol)), levels = alphas(try pixels(symbol.symbolRenderingMode(.hierarchical)))
        // Monochrome: an opaque disk with the check cut out. Hierarchical: a translucent disk
        // and an opaque check, painted where monochrome cuts.
        #expect(mono.full > 10 * mono.partial, "\(mono)")
        #expect(levels.partial > 2 * levels.full && levels.full > 200, "\(levels)")
        // The image's own mode wins over the environment's.
        let own = try pixels(symbol.symbolRenderingMode(.monochrome).symbolRenderingMode(.hierarchical)), outer = try pixels(symbol)
        #expect(own == outer)
    }

    @Test("Multicolor paints a badge in its colour and the rest in the foreground")
    func multicolorBadge() throws {
        let bell = Image(systemName: "bell.badge").font(.system(size: 34)).foregroundStyle(Color.black)
        let multi = hues(try pixels(bell.symbolRenderingMode(.multicolor))), mono = hues(try pixels(bell))
        #expect(multi.red > 50 && multi.grey > 50, "\(multi)")
        #expect(mono.red == 0, "\(mono)")
    }

    @Test("symbolVariant draws the variant the symbol has, leaves it as it is where it has none, and .none removes it")
    func variants() throws {
        func same(_ a: some View, _ b: some View) throws -> Bool { try pixels(a.font(.title)) == pixels(b.font(.title)) }
        #expect(try same(Image(systemName: "heart").symbolVariant(.circle.fill), Image(systemName: "heart.circle.fill")))
        #expect(try same(Image(systemName: "bell").symbolVariant(.slash), Image(systemName: "bell.slash")))
        #expect(try same(Image(systemName: "star").symbolVariant(.fill), Image(systemName: "star.fill")))
        #expect(try !same(Image(systemName: "star").symbolVariant(.fill), Image(systemName: "star")))
        // Variants add up from the outside in; a name that has the variant already keeps it.
        #expect(try same(Image(systemName: "heart").symbolVariant(.circle).symbolVariant(.fill), Image(systemName: "heart.circle.fill")))
        #expect(try same(Image(systemName: "star.fill").symbolVariant(.fill), Image(systemName: "star.fill")))
        #expect(try same(Image(systemName: "heart").symbolVariant(.none).symbolVariant(.fill), Image(systemName: "heart")))
        // xmark has no fill: the plain xmark.
        #expect(try same(Image(systemName: "xmark").symbolVariant(.fill), Image(systemName: "xmark")))
    }

    @Test("A heavier font weight draws heavier lines; a solid symbol's knocked-out lines widen while its outline stays")
    func weights() throws {
        func covered(_ view: some View) throws -> Int {
            let image = try pixels(view)
            return stride(from: 3, to: image.pixels.count, by: 4).reduce(0) { $0 + Int(image.pixels[$1]) } / 255
        }
        let weights: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        for name in ["checkmark.circle", "gearshape", "trash"] {
            let ink = try weights.map { try covered(Image(systemName: name).font(.system(size: 34, weight: $0))) }
            #expect(zip(ink, ink.dropFirst()).allSatisfy { $0 < $1 }, "\(name): \(ink)")
            #expect(Double(ink.last!) > 2 * Double(ink.first!), "\(name): \(ink)")
        }
        // xmark.circle.fill: a disc with an X cut out. Bolder, the X is wider and the disc the same.
        let regular = Image(systemName: "xmark.circle.fill").font(.system(size: 34))
        let black = Image(systemName: "xmark.circle.fill").font(.system(size: 34, weight: .black))
        #expect(try covered(black) < covered(regular) - 50)
        let frame = try ImageRenderer(content: regular).layout().frame, blackFrame = try ImageRenderer(content: black).layout().frame
        #expect(frame == blackFrame)
        // The weight reaches symbols through fontWeight, bold and a text style's own weight, and inside text.
        #expect(try pixels(Image(systemName: "star").font(.body.weight(.bold))) == pixels(Image(systemName: "star").fontWeight(.bold)))
        #expect(try pixels(Image(systemName: "star").font(.headline)) == pixels(Image(systemName: "star").font(.body).fontWeight(.semibold)))
        #expect(try covered(Text("\(Image(systemName: "star"))").bold()) > covered(Text("\(Image(systemName: "star"))")) + 30)
    }

    @Test("A variable value lights a variable symbol's parts in turn and dims the others to 0.3", arguments: ["wifi", "speaker.wave.3", "cellularbars", "chart.bar.fill"])
    func variableValues(_ name: String) throws {
        func image(_ value: Double?) throws -> RGBAImage { try pixels(Image(systemName: name, variableValue: value).font(.system(size: 34))) }
        func ink(_ image: RGBAImage) -> Int { stride(from: 3, to: image.pixels.count, by: 4).reduce(0) { $0 + Int(image.pixels[$1]) } }
        let steps = try [0, 0.3, 0.6, 1].map { ink(try image($0)) }
        #expect(zip(steps, steps.dropFirst()).allSatisfy { $0 < $1 }, "\(steps)")
        // All lit without a value, and values beyond 0...1 as their ends.
        #expect(try image(nil) == image(1))
        #expect(try image(2) == image(1) && image(-1) == image(0))
        // Unlit parts are there, at 0.3 of the opacity: pixels of alpha 77 or so inside them.
        let dim = try image(0).pixels
        let dimmed = stride(from: 3, to: dim.count, by: 4).filter { (70...84).contains(dim[$0]) }.count
        #expect(dimmed > 100, "\(dimmed) pixels at 0.3 opacity")
    }

    @Test("A variable value on a symbol that is not variable draws it whole; not a finite number is an error naming the image")
    func variableValueEdges() throws {
        #expect(try pixels(Image(systemName: "star", variableValue: 0.2)) == pixels(Image(systemName: "star")))
        for bad in [Double.nan, .infinity, -.infinity] {
            let error = try #require(throws: VellumError.self) { try ImageRenderer(content: VStack { Image(systemName: "wifi", variableValue: bad) }).pngData() }
            #expect(error.description.contains("Image(systemName: \"wifi\") with variableValue") && error.description.contains("VStack"), "\(error)")
        }
    }

    @Test("A gradient or a translucent colour paints a symbol as it paints a shape")
    func gradientAndOpacity() throws {
        let gradient = try renderImage(Image(systemName: "square.fill").font(.system(size: 60))
            .foregroundStyle(LinearGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)], startPoint: .top, endPoint: .bottom)), scale: 1)
        let top = gradient[gradient.width / 2, gradient.height / 4], bottom = gradient[gradient.width / 2, gradient.height * 3 / 4]
        #expect(top.r > top.b + 60 && bottom.b > bottom.r + 60, "\(top) \(bottom)")
        let faint = try renderImage(Image(systemName: "square.fill").font(.system(size: 60)).foregroundStyle(Color.black.opacity(0.5)), scale: 1)
        #expect(abs(Int(faint[faint.width / 2, faint.height / 2].a) - 128) <= 2)
    }

    @Test("Unknown, empty and enormous names draw the placeholder, as large as a symbol, without an error")
    func unknownNamesDrawThePlaceholder() throws {
        for name in ["", "no.such.symbol", String(repeating: "x", count: 10_000), "../../etc/passwd", "heart.badge.unknownthing"] {
            let frame = try ImageRenderer(content: Image(systemName: name)).layout().frame
            #expect(frame.width > 15 && frame.width < 25 && frame.height == frame.width, "\(name.prefix(20)): \(frame)")
        }
    }

    @Test("SVG path data: absolute and relative commands, smooth curves, arcs with packed flags")
    func pathData() throws {
        let square = try Path(svgPathData: "M1 1h14v14H1z")
        #expect(square.tightBoundingRect == CGRect(x: 1, y: 1, width: 14, height: 14))
        // A full circle of radius 8 around (8, 8) as two arcs, the second relative.
        let circle = try Path(svgPathData: "M16 8A8 8 0 1 1 0 8a8 8 0 0 1 16 0z")
        let bounds = circle.tightBoundingRect
        #expect(abs(bounds.minX) < 0.01 && abs(bounds.maxX - 16) < 0.01 && abs(bounds.minY) < 0.01 && abs(bounds.maxY - 16) < 0.01, "\(bounds)")
        // Flags packed against the numbers after them, exponents, and implicit lineto's.
        let packed = try Path(svgPathData: "M0 0a1 1 0 011 1l1e1 0 5 5S8 8 9 9t2 2q1 1 2 2")
        #expect(packed.tightBoundingRect.maxX > 10)
        for bad in ["L1 1", "M0 0 L1", "M0 0 A1 1 0 2 1 3 3", "M 1e400 0", "M0 0 X1 1"] {
            #expect(throws: VellumError.self, "\(bad)") { try Path(svgPathData: bad) }
        }
    }
}
