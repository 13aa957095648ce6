import Foundation
import Testing
import Vellum
import VellumCairo

private struct Item: Identifiable {
    let id: Int
    let name: String
}

private enum Kind { case a, b, c }

private struct Builders: View {
    let flag: Bool
    let optional: String?
    let kind: Kind

    var body: some View {
        VStack {
            if flag { Text("flag") } else { Text("no flag") }
            if let optional { Text(optional) }
            switch kind {
            case .a: Text("a")
            case .b: Text("b")
            case .c: Text("c")
            }
            if #available(iOS 17, macOS 14, *) { Text("available") }
            ForEach(0..<2) { Text("range \($0)") }
            ForEach([Item(id: 1, name: "one")]) { Text($0.name) }
            ForEach(["x", "y"], id: \.self) { Text($0) }
            Text("1"); Text("2"); Text("3"); Text("4"); Text("5"); Text("6"); Text("7"); Text("8"); Text("9"); Text("10"); Text("11"); Text("12")
        }
    }
}

@Suite struct VocabularyTests {
    private func texts<V: View>(_ view: V) throws -> [String] {
        try ImageRenderer(content: view).layout().allNodes.map(\.name).filter { $0.hasPrefix("Text(") }
    }

    @Test func viewBuilderTakesConditionsOptionalsSwitchesAvailabilityLoopsAndManyChildren() throws {
        let names = try texts(Builders(flag: true, optional: "opt", kind: .b))
        #expect(names.prefix(9) == ["Text(\"flag\")", "Text(\"opt\")", "Text(\"b\")", "Text(\"available\")",
                                    "Text(\"range 0\")", "Text(\"range 1\")", "Text(\"one\")", "Text(\"x\")", "Text(\"y\")"])
        #expect(names.count == 21)
        #expect(try texts(Builders(flag: false, optional: nil, kind: .c)).prefix(2) == ["Text(\"no flag\")", "Text(\"c\")"])
    }

    @Test func textJoinsRunsFormatsValuesAndRendersMarkdown() throws {
        let joined = Text("Bold").bold() + Text(" and ") + Text("big").font(.title)
        let layout = try ImageRenderer(content: joined).layout()
        #expect(layout.name == "Text(\"Bold and big\")")
        #expect(abs(layout.frame.height - 28 * 2444 / 2048) < 0.001, "the tallest run sets the line")
        #expect(try texts(Text(Decimal(string: "1234.5")!, format: .currency(code: "USD"))) == ["Text(\"$1,234.50\")"])
        #expect(try texts(Text(0.256, format: .percent)) == ["Text(\"25.6%\")"])
        #expect(try texts(Text("**Bold** and `code`")) == ["Text(\"Bold and code\")"])
    }

    @Test func markdownLinksShowTheirTextInTheTint() throws {
        func pixels(_ view: some View) throws -> [UInt8] { try renderImage(view.padding(4), scale: 2).pixels }
        #expect(try texts(Text("Read [the terms](https://example.com/terms) now")) == ["Text(\"Read the terms now\")"])
        #expect(try pixels(Text("Read [the terms](https://example.com) now"))
                == (try pixels(Text("Read ") + Text("the terms").foregroundStyle(.tint) + Text(" now"))))
        #expect(try pixels(Text("Read [the terms](https://example.com)").tint(.red)) == (try pixels(Text("Read ") + Text("the terms").foregroundColor(.red))))
        #expect(try pixels(Text("See [more](https://example.com)").foregroundColor(.green))
                == (try pixels(Text("See ").foregroundColor(.green) + Text("more").foregroundColor(.accentColor))), "the text's colour leaves the link alone")
        // Not links: these stay as typed.
        #expect(try texts(Text("[x] done")) == ["Text(\"[x] done\")"])
        #expect(try texts(Text("[y](no close")) == ["Text(\"[y](no close\")"])
        #expect(try texts(Text("[](https://e.com)")) == ["Text(\"[](https://e.com)\")"])
        #expect(try texts(Text("[a] (b)")) == ["Text(\"[a] (b)\")"])
    }

    @Test func interpolatedNumbersAreWrittenAsSwiftUIWritesThem() throws {
        #expect(try texts(Text("\(3.5)")) == ["Text(\"3.500000\")"], "a Double takes %lf, six decimals")
        #expect(try texts(Text("\(42) of \(Int64(7))")) == ["Text(\"42 of 7\")"])
        #expect(try texts(Text("\(Float(1.5)) \(CGFloat(2)) \(UInt8(9))")) == ["Text(\"1.500000 2.000000 9\")"])
        #expect(try texts(Text("\(3.14159, specifier: "%.2f") \(255, specifier: "%x")")) == ["Text(\"3.14 ff\")"])
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        let moment = Date(timeIntervalSince1970: 86_400 * 365)
        #expect(try texts(Text("On \(moment, formatter: formatter)")) == ["Text(\"On 1971-01-01\")"])
        #expect(try texts(Text("\(moment, style: .date)")) == (try texts(Text(moment, style: .date))))
        let percent = NumberFormatter()
        percent.numberStyle = .percent
        percent.locale = Locale(identifier: "en_US")
        #expect(try texts(Text("\(NSNumber(value: 0.25), formatter: percent)")) == ["Text(\"25%\")"])
    }

    @Test func pngImagesTakeTheirNaturalSizeOrAreResized() throws {
        let path = packageRoot.appendingPathComponent("Fixtures/images/swatch.png").path
        let natural = try ImageRenderer(content: Image(contentsOfFile: path)).layout()
        #expect(natural.frame.size == CGSize(width: 40, height: 20))
        let retina = try ImageRenderer(content: Image(contentsOfFile: path, scale: 2)).layout()
        #expect(retina.frame.size == CGSize(width: 20, height: 10))
        let fitted = ImageRenderer(content: Image(contentsOfFile: path).resizable().aspectRatio(contentMode: .fit).frame(width: 100, height: 100))
        let box = try #require(fitted.layout().first(named: "aspectRatio"))
        #expect(box.frame.size == CGSize(width: 100, height: 50))
        let filled = try ImageRenderer(content: Image(contentsOfFile: path).resizable().aspectRatio(contentMode: .fill).frame(width: 100, height: 100)).layout()
        #expect(try #require(filled.first(named: "aspectRatio")).frame.size == CGSize(width: 200, height: 100))
        // The pixels are drawn: red on the left, blue on the right.
        let image = try RGBAImage(png: ImageRenderer(content: Image(contentsOfFile: path)).pngData())
        #expect(image[5, 5].r > 250 && image[5, 5].b < 60)
        #expect(image[35, 5].b > 250 && image[35, 5].r < 20)
    }

    @Test func missingImageFileIsAnErrorNamingIt() throws {
        let error = try #require(throws: VellumError.self) {
            try ImageRenderer(content: VStack { Image(contentsOfFile: "/nonexistent/photo.png") }).pngData()
        }
        #expect(error.kind == .image)
        #expect(error.message.contains("/nonexistent/photo.png"))
        #expect(error.viewPath.first == "VStack")
    }

    @Test func symbolImagesAreSizedByTheirFont() throws {
        let body = try ImageRenderer(content: Image(systemName: "star.fill")).layout()
        let title = try ImageRenderer(content: Image(systemName: "star.fill").font(.largeTitle)).layout()
        // The star's ink is 16 units wide in its 16-unit box: the point size, and an eighth of
        // it either side.
        #expect(abs(body.frame.width - 17 * 1.25) < 0.01)
        #expect(abs(title.frame.width - 2 * body.frame.width) < 0.01 && abs(title.frame.height - 2 * body.frame.height) < 0.01)
        #expect(body.name == "Image(systemName: \"star.fill\")")
        // A name no table knows: the placeholder, 1.2 times the point size, rounded up.
        #expect(try ImageRenderer(content: Image(systemName: "no.such.symbol")).layout().frame.size == CGSize(width: 21, height: 21))
    }

    @Test func defaultControlsDrawAsOnIOS() throws {
        let toggle = try ImageRenderer(content: Toggle("Wi-Fi", isOn: .constant(true)).frame(width: 300).systemLook(.iOS18)).layout()
        #expect(toggle.allNodes.contains { $0.frame.size == CGSize(width: 51, height: 31) })
        let hidden = try ImageRenderer(content: Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden().systemLook(.iOS18)).layout()
        #expect(hidden.frame.size == CGSize(width: 51, height: 31))
        // iOS 26's switch is longer and flatter.
        let glass = try ImageRenderer(content: Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden()).layout()
        #expect(glass.frame.size == CGSize(width: 63, height: 28))
        let label = try ImageRenderer(content: Label("Favourites", systemImage: "star")).layout()
        let parts = label.allNodes.filter { $0.name.hasPrefix("Image") || $0.name.hasPrefix("Text") }
        #expect(parts.map { $0.name.hasPrefix("Image") } == [true, false], "icon, then title")
        let button = try RGBAImage(png: ImageRenderer(content: Button("Go") {}.font(.system(size: 40, weight: .black))).pngData())
        var blue = 0
        for x in 0..<button.width { let p = button[x, button.height / 2]; if p.b > 200 && p.r < 80 && p.a > 200 { blue += 1 } }
        #expect(blue > 3, "the default button draws its title in the accent colour")
    }

    @Test func scrollViewShowsItsContentsStartClipped() throws {
        let renderer = ImageRenderer(content: ScrollView { VStack(spacing: 0) { ForEach(0..<20) { _ in Color.red.frame(width: 50, height: 50) } } })
        renderer.proposedSize = ProposedViewSize(width: 100, height: 120)
        let layout = try renderer.layout()
        #expect(layout.frame.size == CGSize(width: 100, height: 120))
        let first = try #require(layout.first(named: "frame"))
        #expect(first.frame.origin == CGPoint(x: 25, y: 0))
    }

    @Test func hiddenViewsKeepTheirPlaceAndDrawNothing() throws {
        let row = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).hidden()
            Color.blue.frame(width: 10, height: 10)
        }
        #expect(try ImageRenderer(content: row).layout().frame.size == CGSize(width: 20, height: 10))
        let image = try renderImage(row)
        #expect(image[5, 5].a == 0, "nothing where the hidden view is")
        #expect(image[15, 5].b > 200 && image[15, 5].a == 255)
    }

    @Test func dynamicTypeRangesKeepTheSizeWithinThem() throws {
        func height(_ view: some View) throws -> CGFloat { try ImageRenderer(content: view).layout().frame.height }
        let body = Text("Hello").font(.body)
        let large = try height(body)
        let huge = try height(body.dynamicTypeSize(.accessibility3))
        #expect(huge > large)
        #expect(try height(body.dynamicTypeSize(...DynamicTypeSize.large).dynamicTypeSize(.accessibility3)) == large)
        #expect(try height(body.dynamicTypeSize(DynamicTypeSize.xSmall ... .large).dynamicTypeSize(.accessibility3)) == large)
        #expect(try height(body.dynamicTypeSize(.accessibility3...)) == huge)
        #expect(try height(body.dynamicTypeSize(.xSmall ... .accessibility5).dynamicTypeSize(.accessibility3)) == huge)
    }

    @Test func sizeCategoryIsTheDynamicTypeSizeUnderItsOlderName() throws {
        #expect(ContentSizeCategory.allCases.count == DynamicTypeSize.allCases.count)
        #expect(ContentSizeCategory.allCases.filter(\.isAccessibilityCategory) == [
            .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
        ])
        #expect(ContentSizeCategory.extraSmall < .medium && ContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        var environment = EnvironmentValues()
        #expect(environment.sizeCategory == .large)
        environment.dynamicTypeSize = .xxLarge
        #expect(environment.sizeCategory == .extraExtraLarge)
        environment.sizeCategory = .accessibilityLarge
        #expect(environment.dynamicTypeSize == .accessibility2)

        let body = Text("Hello").font(.body)
        #expect(try renderImage(body.environment(\.sizeCategory, .accessibilityExtraExtraExtraLarge)).pixels
            == (try renderImage(body.dynamicTypeSize(.accessibility5)).pixels))
        struct Reader: View {
            @Environment(\.sizeCategory) private var category
            var body: some View {
                if category.isAccessibilityCategory { VStack { Text("A"); Text("B") } } else { HStack { Text("A"); Text("B") } }
            }
        }
        let stacked = try ImageRenderer(content: Reader().dynamicTypeSize(.accessibility1)).layout().frame.size
        let inRow = try ImageRenderer(content: Reader().environment(\.sizeCategory, .extraLarge)).layout().frame.size
        #expect(stacked.height > stacked.width && inRow.width > inRow.height)
    }

    @Test func shapesByTheirShortNames() throws {
        func pixels(_ shape: some Shape) throws -> [UInt8] {
            try renderImage(Color.blue.frame(width: 60, height: 30).clipShape(shape), scale: 2).pixels
        }
        #expect(try pixels(.rect(cornerRadius: 8)) == (try pixels(RoundedRectangle(cornerRadius: 8))))
        #expect(try pixels(.rect(cornerRadius: 8, style: .continuous)) == (try pixels(RoundedRectangle(cornerRadius: 8, style: .continuous))))
        #expect(try pixels(.rect(cornerRadius: 8)) != (try pixels(.rect)))
        #expect(try pixels(.rect) == (try pixels(Rectangle())))
        #expect(try pixels(.rect(topLeadingRadius: 12, bottomTrailingRadius: 4)) == (try pixels(UnevenRoundedRectangle(topLeadingRadius: 12, bottomTrailingRadius: 4))))
        #expect(try pixels(.capsule) == (try pixels(Capsule())))
        #expect(try pixels(.circle) == (try pixels(Circle())))
        #expect(try pixels(.ellipse) == (try pixels(Ellipse())))
    }

    @Test func filledShapesTakeFurtherFillsAndStrokesOverThem() throws {
        func pixels(_ view: some View) throws -> [UInt8] { try renderImage(view.frame(width: 60, height: 40).padding(4), scale: 2).pixels }
        let layered = try pixels(Circle().fill(.yellow).stroke(.orange, lineWidth: 6))
        #expect(layered == (try pixels(Circle().fill(.yellow).overlay(Circle().stroke(.orange, lineWidth: 6)))))
        #expect(layered != (try pixels(Circle().stroke(.orange, lineWidth: 6).background(Circle().fill(.yellow)).overlay(Circle().fill(.yellow)))),
                "the stroke is drawn over the fill, not under it")
        #expect(try pixels(Capsule().fill(.blue).strokeBorder(.white, lineWidth: 3))
                == (try pixels(Capsule().fill(.blue).overlay(Capsule().strokeBorder(.white, lineWidth: 3)))))
        // A stroked shape filled again: the fill covers the stroke's inner half.
        #expect(try pixels(Circle().stroke(.red, lineWidth: 8).fill(.orange))
                == (try pixels(Circle().stroke(.red, lineWidth: 8).overlay(Circle().fill(.orange)))))
        // The older form, a stroke's outline filled as a shape, still fills the outline only.
        #expect(try pixels(Circle().stroke(lineWidth: 8).fill(.red)) == (try pixels(Circle().stroke(.red, lineWidth: 8))))
        #expect(try pixels(Color.clear.background(.red, in: Circle().stroke(lineWidth: 8))) == (try pixels(Circle().stroke(.red, lineWidth: 8))))
        // Clipping to a stroke's area is not done yet: an error, not the shape's inside.
        #expect(throws: VellumError.self) { try renderImage(Color.red.clipShape(Circle().stroke(lineWidth: 8))) }
    }

    @Test func shapeStylesCastingShadowsDrawAsTheShadowModifier() throws {
        func pixels(_ view: some View) throws -> [UInt8] { try renderImage(view.frame(width: 60, height: 40).padding(12), scale: 2).pixels }
        #expect(try pixels(RoundedRectangle(cornerRadius: 8).fill(.white.shadow(.drop(color: .black.opacity(0.3), radius: 4, y: 2))))
                == (try pixels(RoundedRectangle(cornerRadius: 8).fill(.white).shadow(color: .black.opacity(0.3), radius: 4, y: 2))))
        #expect(try pixels(Circle().fill(.orange.shadow(.drop(radius: 3)))) == (try pixels(Circle().fill(.orange).shadow(radius: 3))))
        #expect(throws: VellumError.self) { try renderImage(Circle().fill(.orange.shadow(.inner(radius: 3)))) }
        #expect(throws: VellumError.self) { try renderImage(Text("Shadowed").foregroundStyle(.red.shadow(.drop(radius: 2)))) }
        // The foreground style casting a shadow: `.shadow(_:)` alone.
        #expect(try pixels(Circle().fill(.shadow(.drop(radius: 3))).foregroundStyle(.orange)) == (try pixels(Circle().fill(.orange).shadow(radius: 3))))
        #expect(throws: VellumError.self) { try renderImage(Circle().fill(.shadow(.inner(radius: 3)))) }
    }

    @Test func contentShapesForKindsOfInteractionLeaveThePictureAlone() throws {
        let plain = try renderImage(Text("Tap").padding(), scale: 2)
        #expect(try renderImage(Text("Tap").padding().contentShape([.interaction, .hoverEffect], RoundedRectangle(cornerRadius: 8)), scale: 2) == plain)
        #expect(try renderImage(Text("Tap").padding().contentShape(.dragPreview, Circle(), eoFill: true), scale: 2) == plain)
    }

    @Test func tintTakesAColourByItsShortName() throws {
        let red = try renderImage(Button("Open") {}.buttonStyle(.borderedProminent).tint(.red), scale: 2)
        #expect(red.pixels == (try renderImage(Button("Open") {}.buttonStyle(.borderedProminent).tint(Color.red), scale: 2).pixels))
        let centre = red[red.width / 4, red.height / 2]
        #expect(centre.r > 200 && centre.g < 90 && centre.b < 90, "the prominent button is filled with the tint")
        #expect(try renderImage(Button("Open") {}.buttonStyle(.borderedProminent).tint(nil), scale: 2).pixels
                == (try renderImage(Button("Open") {}.buttonStyle(.borderedProminent), scale: 2).pixels), "nil keeps the inherited tint")
    }

    @Test func foregroundStyleLevelsSetWhatSecondaryAndTertiaryAre() throws {
        func pixels(_ view: some View) throws -> [UInt8] { try renderImage(view.padding(4), scale: 2).pixels }
        func texts(_ levels: [HierarchicalShapeStyle]) -> some View {
            VStack { ForEach(levels.indices, id: \.self) { Text("Level").foregroundStyle(levels[$0]) } }
        }
        #expect(try pixels(texts([.primary, .secondary]).foregroundStyle(.red, .green))
                == (try pixels(VStack { Text("Level").foregroundStyle(.red); Text("Level").foregroundStyle(.green) })))
        #expect(try pixels(texts([.tertiary, .quaternary]).foregroundStyle(.red, .green, .blue))
                == (try pixels(VStack { Text("Level").foregroundStyle(.blue); Text("Level").foregroundStyle(Color.red.opacity(0.18)) })),
                "levels past the ones given are the first at less opacity")
        #expect(try pixels(texts([.primary, .secondary]).foregroundStyle(.primary, .secondary)) == (try pixels(texts([.primary, .secondary]))),
                "levels given as levels are the ones around")
        #expect(try pixels(VStack { texts([.secondary]).foregroundStyle(.blue) }.foregroundStyle(.red, .green))
                == (try pixels(VStack { Text("Level").foregroundStyle(Color.blue.opacity(0.5)) })), "a single style set inside replaces the levels")
    }

    @Test func semanticStylesAreTheirUIKitColours() throws {
        func pixels(_ style: some ShapeStyle, _ scheme: ColorScheme) throws -> [UInt8] {
            try renderImage(Rectangle().fill(style).frame(width: 8, height: 8).environment(\.colorScheme, scheme)).pixels
        }
        func color(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> Color { Color(red: r / 255, green: g / 255, blue: b / 255).opacity(a) }
        for scheme in [ColorScheme.light, .dark] {
            let dark = scheme == .dark
            #expect(try pixels(.separator, scheme) == (try pixels(dark ? color(84, 84, 88, 0.6) : color(60, 60, 67, 0.29), scheme)))
            #expect(try pixels(.fill, scheme) == (try pixels(dark ? color(120, 120, 128, 0.36) : color(120, 120, 128, 0.2), scheme)))
            #expect(try pixels(.fill.secondary, scheme) == (try pixels(dark ? color(120, 120, 128, 0.32) : color(120, 120, 128, 0.16), scheme)))
            #expect(try pixels(.fill.tertiary, scheme) == (try pixels(dark ? color(118, 118, 128, 0.24) : color(118, 118, 128, 0.12), scheme)))
            #expect(try pixels(.fill.quaternary, scheme) == (try pixels(dark ? color(118, 118, 128, 0.18) : color(116, 116, 128, 0.08), scheme)))
            #expect(try pixels(.link, scheme) == (try pixels(dark ? color(9, 132, 255, 1) : color(0, 122, 255, 1), scheme)))
            #expect(try pixels(.placeholder, scheme) == (try pixels(dark ? color(235, 235, 245, 0.3) : color(60, 60, 67, 0.3), scheme)))
        }
        #expect(try pixels(.fill, .light) != (try pixels(.fill, .dark)))
    }

    @Test func backgroundStyleSetsWhatTheBackgroundStyleIs() throws {
        func pixels(_ view: some View) throws -> [UInt8] { try renderImage(view, scale: 2).pixels }
        let text = Text("Card").padding(12)
        #expect(try pixels(text.background().backgroundStyle(.yellow)) == (try pixels(text.background(Color.yellow))))
        #expect(try pixels(text.background(in: .rect(cornerRadius: 8)).backgroundStyle(Color.mint))
                == (try pixels(text.background(Color.mint, in: .rect(cornerRadius: 8)))))
        #expect(try pixels(Rectangle().fill(.background).frame(width: 20, height: 10).backgroundStyle(.red))
                == (try pixels(Rectangle().fill(.red).frame(width: 20, height: 10))))
        // `.background` as the style keeps the one set above; with none set it is the system background.
        #expect(try pixels(text.background().backgroundStyle(.background).backgroundStyle(.green)) == (try pixels(text.background(Color.green))))
        #expect(try pixels(text.background().environment(\.colorScheme, .dark))
                == (try pixels(text.background(Color(red: 0, green: 0, blue: 0)).environment(\.colorScheme, .dark))))
    }

    @Test func materialsAreAnErrorNamingThem() throws {
        let card = Text("Now playing").padding().background(.ultraThinMaterial, in: .rect(cornerRadius: 12))
        do {
            _ = try ImageRenderer(content: VStack { card }).pngData()
            Issue.record("a material rendered")
        } catch let error as VellumError {
            #expect(error.description.contains(".ultraThinMaterial"))
            #expect(error.description.contains("VStack"), "the error names where the material is")
        }
        #expect(throws: VellumError.self) { try ImageRenderer(content: Rectangle().fill(.bar)).pngData() }
    }

    @Test func deviceBehaviourModifiersLeaveThePictureAlone() throws {
        let field = VStack { Text("Email").padding(8).background(Color.yellow); Button("Send") {} }
        let configured = field
            .keyboardType(.emailAddress).textContentType(.emailAddress).textInputAutocapitalization(.never).autocorrectionDisabled()
            .submitLabel(.send).onSubmit {}
            .accessibilityElement(children: .combine).accessibilityAddTraits([.isHeader, .isButton]).accessibilityRemoveTraits(.isImage)
            .accessibilityValue("v").accessibilityHint(Text("h")).accessibilityIdentifier("field")
            .scrollIndicators(.hidden).refreshable {}.contextMenu { Button("Copy") {} }
            .navigationTitle("Title").navigationBarTitleDisplayMode(.inline).toolbar { Button("Done") {} }.statusBarHidden()
            .badge(3).badge(Text("new")).badge("new")
            .scrollTargetBehavior(.paging).scrollTargetBehavior(.viewAligned).scrollTargetLayout()
            .searchable(text: .constant("")).searchable(text: .constant(""), prompt: "Find").swipeActions { Button("Delete") {} }
            .presentationDetents([.medium, .large, .fraction(0.3), .height(200)]).presentationDragIndicator(.visible).interactiveDismissDisabled()
            .hoverEffect().hoverEffect(.lift, isEnabled: false).geometryGroup()
            .listRowInsets(EdgeInsets()).listRowBackground(Color.red).listRowSeparator(.hidden).listRowSeparatorTint(.blue, edges: .bottom)
            .listSectionSeparator(.hidden, edges: .top).symbolVariant(.circle.fill)
            .symbolEffect(.bounce, value: 2).symbolEffect(.bounce.up.byLayer, options: .nonRepeating, value: "a")
        #expect(try renderImage(configured, scale: 2).pixels == (try renderImage(field, scale: 2).pixels))
    }

    @Test func interactionOnlyModifiersLeaveThePictureAlone() throws {
        let card = Text("Hello").padding(8).background(Color.yellow)
        let touched = card
            .help("A greeting").focusable().onHover { _ in }.textSelection(.enabled).textSelection(.disabled)
            .privacySensitive().ignoresSafeArea().ignoresSafeArea(.keyboard, edges: .bottom)
            .sensoryFeedback(.success, trigger: 1).sensoryFeedback(.impact(weight: .heavy, intensity: 0.5), trigger: true) { old, new in new && !old }
            .sensoryFeedback(trigger: "a") { _, _ in .impact(flexibility: .soft) }
            .onOpenURL { _ in }.onKeyPress(.return) { .handled }.keyboardShortcut(.defaultAction).keyboardShortcut("s", modifiers: [.command, .shift])
            .draggable("card").dropDestination(for: String.self) { _, _ in true }.scrollDisabled(true).scrollDismissesKeyboard(.immediately)
            .persistentSystemOverlays(.hidden).accessibilitySortPriority(2).accessibilityAction {}.accessibilityAction(named: Text("Open")) {}
            .accessibilityRepresentation { Text("Card") }.speechAlwaysIncludesPunctuation().equatable()
            .alert(isPresented: .constant(true)) { Alert(title: Text("Hi"), dismissButton: .cancel()) }
            .popover(isPresented: .constant(true)) { Text("Popover") }
        #expect(try renderImage(touched, scale: 2).pixels == (try renderImage(card, scale: 2).pixels))
    }
}
