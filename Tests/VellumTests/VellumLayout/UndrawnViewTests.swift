import Foundation
import Testing
import Vellum

/// Views whose iOS look was not measured compile, and rendering one is an error naming it.
@Suite struct UndrawnViewTests {
    private struct Item: Identifiable { let id: Int }

    private func message(_ view: some View) -> String? {
        do {
            _ = try ImageRenderer(content: VStack { Text("Above"); view }).pngData()
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func renderingOneIsAnErrorNamingIt() throws {
        let views: [(String, any View)] = [
            ("Picker", Picker("Flavour", selection: .constant(1)) { Text("One").tag(1) }.pickerStyle(.segmented)),
            ("Slider", Slider(value: .constant(0.5))),
            ("Stepper", Stepper("Count", value: .constant(1), in: 0...5)),
            ("Gauge", Gauge(value: 0.4) { Text("Fuel") }),
            ("GroupBox", GroupBox("Box") { Text("Inside") }),
            ("DisclosureGroup", DisclosureGroup("More") { Text("Inside") }),
            ("ContentUnavailableView", ContentUnavailableView("Nothing", systemImage: "tray")),
        ]
        for (name, view) in views {
            let text = message(AnyView(view))
            #expect(text?.contains("\(name) is not drawn by Vellum yet") == true, "\(name): \(text ?? "rendered")")
            #expect(text?.contains("VStack") == true, "the error names where the view is")
        }
    }

    @Test func toolbarsAndContainerStylesLeaveThePictureAlone() throws {
        let card = VStack { Text("Card").padding(8).background(Color.yellow) }
        let styled = card
            .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Done") {} } }
            .toolbar { ToolbarItemGroup(placement: .bottomBar) { Button("A") {}; Button("B") {} } }
            .toolbar(.hidden, for: .navigationBar).toolbarBackground(.red, for: .navigationBar).toolbarBackground(.visible, for: .tabBar)
            .toolbarColorScheme(.dark, for: .navigationBar).navigationBarBackButtonHidden()
            .listStyle(.insetGrouped).tabViewStyle(.page(indexDisplayMode: .never)).pickerStyle(.segmented)
        #expect(try renderImage(styled, scale: 2).pixels == (try renderImage(card, scale: 2).pixels))
    }

    @Test func accessibilitySettingsAreOffAndMayBeSet() throws {
        struct Reader: View {
            @Environment(\.accessibilityReduceMotion) private var reduceMotion
            @Environment(\.accessibilityDifferentiateWithoutColor) private var withoutColor
            @Environment(\.openURL) private var openURL
            var body: some View { Text("\(reduceMotion) \(withoutColor)").onAppear { openURL(URL(string: "https://example.com")!) } }
        }
        func text(_ view: some View) throws -> String? {
            let root = try ImageRenderer(content: view).layout()
            return root.allNodes.first { $0.name.hasPrefix("Text(") }?.name
        }
        #expect(try text(Reader()) == "Text(\"false false\")")
        #expect(try text(Reader().environment(\.accessibilityReduceMotion, true)) == "Text(\"true false\")")
    }
}

private struct SkeletonName: View {
    @Environment(\.redactionReasons) private var reasons
    var body: some View {
        if reasons.contains(.placeholder) {
            RoundedRectangle(cornerRadius: 4).fill(Color.gray).frame(width: 80, height: 12)
        } else {
            Text("Ada Lovelace")
        }
    }
}

@Suite struct RedactionTests {
    private func names(_ view: some View) throws -> [String] {
        try ImageRenderer(content: view).layout().allNodes.map(\.name)
    }

    @Test func viewsReadingTheReasonsDrawTheirOwnPlaceholders() throws {
        #expect(try names(SkeletonName().redacted(reason: .placeholder)).contains("RoundedRectangle"))
        #expect(try names(SkeletonName()).contains("Text(\"Ada Lovelace\")"))
        #expect(try names(SkeletonName().redacted(reason: [])).contains("Text(\"Ada Lovelace\")"))
    }

    @Test func textLeftToTheSystemToRedactIsAnError() throws {
        do {
            _ = try ImageRenderer(content: VStack { Text("Secret") }.redacted(reason: .placeholder)).pngData()
            Issue.record("a redacted text rendered")
        } catch let error as VellumError {
            #expect(error.description.contains("redacted as a placeholder"))
            #expect(error.description.contains("Text(\"Secret\")"))
        }
        #expect(throws: VellumError.self) { try ImageRenderer(content: Image(systemName: "star").redacted(reason: .placeholder)).pngData() }
        // Unredacted inside, or redacted for privacy only, it is drawn.
        #expect(try names(VStack { Text("Secret").unredacted() }.redacted(reason: .placeholder)).contains("Text(\"Secret\")"))
        #expect(try names(Text("Secret").redacted(reason: .privacy)).contains("Text(\"Secret\")"))
    }
}

/// Images inside text: symbols are drawn as `Image(systemName:)` draws them, a placeholder
/// sized by the font, in the room Pango leaves for them; images from files or assets are an
/// error naming them.
@Suite struct InlineImageTextTests {
    private func message(_ view: some View) -> String? {
        do {
            _ = try ImageRenderer(content: view).pngData()
            return nil
        } catch {
            return "\(error)"
        }
    }

    private func width(_ view: some View) throws -> CGFloat {
        try ImageRenderer(content: view).layout().frame.width
    }

    @Test func imagesFromAssetsInsideTextAreAnErrorNamingThem() throws {
        let interpolated = message(HStack { Text("\(Image("logo")) Brand") })
        #expect(interpolated?.contains("holds an image inside the text (Image(\"logo\"))") == true, "\(interpolated ?? "rendered")")
        #expect(interpolated?.contains("HStack") == true)
        let joined = message(Text(Image("logo")) + Text(" Brand"))
        #expect(joined?.contains("Image(\"logo\")") == true, "\(joined ?? "rendered")")
        // Symbols, and other interpolations, are drawn.
        #expect(message(Text("\(3) items, \(Text("bold").bold()), \(Image(systemName: "star.fill"))")) == nil)
        #expect(message(Text(Image(systemName: "bolt")) + Text(" Fast")) == nil)
    }

    @Test("A symbol inside text takes the room of the symbol alone; a name nothing knows, its placeholder's")
    func symbolsTakeTheirRoom() throws {
        let plain = try width(Text(" 4.8"))
        func alone(_ view: some View) throws -> CGFloat { try ImageRenderer(content: view).layout().frame.width }
        // The star's frame: the point size and an eighth of it either side, at each image scale.
        for (font, scale) in [(Font.body, Image.Scale.medium), (.body, .large), (.body, .small), (.title, .medium)] {
            let symbol = try alone(Image(systemName: "star.fill").font(font).imageScale(scale))
            let text = try width(Text("\(Image(systemName: "star.fill")) 4.8").font(font).imageScale(scale))
            let spaced = try width(Text(" 4.8").font(font))
            #expect(abs(text - (spaced + symbol)) < 0.01, "\(font) \(scale): \(text) against \(spaced) + \(symbol)")
        }
        #expect(try width(Text(Image(systemName: "star.fill")) + Text(" 4.8")) == (try width(Text("\(Image(systemName: "star.fill")) 4.8"))))
        // A name nothing knows: 1.2 times the font's size, rounded up.
        #expect(try width(Text("\(Image(systemName: "no.such.symbol")) 4.8")) == plain + 21)  // body: 17 × 1.2 = 20.4
        // A U+FFFC typed into a text is a character, not a symbol.
        #expect(try width(Text(verbatim: "\u{FFFC} 4.8")) != plain + 21)
    }

    /// Red, green, blue and alpha of the pixel at `x`, `y`.
    private func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
        let offset = (y * image.width + x) * 4
        return Array(image.pixels[offset..<offset + 4])
    }

    @Test("A symbol nothing knows, inside text, is drawn as the same placeholder alone, in the text's colour, centred on the cap height")
    func symbolsAreDrawnLikeTheirPlaceholderAlone() throws {
        // Body text at @2x: the placeholder is 21 pt square, its centre 17 × 1443 / 2048 / 2 pt
        // above the baseline, which is 17 × 1950 / 2048 pt below the top.
        let red = Color(red: 1, green: 0, blue: 0)
        let renderer = ImageRenderer(content: Text("\(Image(systemName: "no.such.symbol"))").foregroundStyle(red))
        renderer.scale = 2
        let image = try RGBAImage(png: try renderer.pngData())
        let centre = Int((17.0 * 1950 / 2048 - 17.0 * 1443 / 2048 / 2) * 2)
        let dot = pixel(image, 21, centre), between = pixel(image, 10, centre), outline = pixel(image, 5, centre)
        #expect(dot == [255, 0, 0, 255], "\(dot)")
        #expect(between[3] == 0, "\(between)")
        #expect(outline[0] == 255 && outline[3] > 200, "\(outline)")
        // Alone, the same placeholder, as large, centred in its frame.
        let alone = ImageRenderer(content: Image(systemName: "no.such.symbol").foregroundStyle(red))
        alone.scale = 2
        let single = try RGBAImage(png: try alone.pngData())
        #expect(single.width == 42)
        #expect(pixel(single, 21, 21) == [255, 0, 0, 255] && pixel(single, 10, 21)[3] == 0 && pixel(single, 5, 21)[3] > 200)
    }
}
