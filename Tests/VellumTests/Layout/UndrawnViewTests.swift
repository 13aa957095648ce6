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
            ("List", List { Text("Row") }),
            ("List", List([Item(id: 1)]) { Text("\($0.id)") }),
            ("Form", Form { Text("Row") }),
            ("Section", Section("Header") { Text("Row") }),
            ("NavigationStack", NavigationStack { Text("Root").navigationTitle("Title") }),
            ("NavigationLink", NavigationLink("Next") { Text("Detail") }),
            ("TabView", TabView { Text("A").tabItem { Text("a") } }),
            ("Picker", Picker("Flavour", selection: .constant(1)) { Text("One").tag(1) }.pickerStyle(.segmented)),
            ("Slider", Slider(value: .constant(0.5))),
            ("Stepper", Stepper("Count", value: .constant(1), in: 0...5)),
            ("Gauge", Gauge(value: 0.4) { Text("Fuel") }),
            ("GroupBox", GroupBox("Box") { Text("Inside") }),
            ("DisclosureGroup", DisclosureGroup("More") { Text("Inside") }),
            ("LabeledContent", LabeledContent("Name", value: "Ada")),
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
            try ImageRenderer(content: view).layout().allNodes.first { $0.name.hasPrefix("Text(") }?.name
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

@Suite struct InlineImageTextTests {
    private func message(_ view: some View) -> String? {
        do {
            _ = try ImageRenderer(content: view).pngData()
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func imagesInsideTextAreAnErrorNamingThem() throws {
        let interpolated = message(HStack { Text("\(Image(systemName: "star.fill")) 4.8") })
        #expect(interpolated?.contains("holds an image inside the text (Image(systemName: \"star.fill\"))") == true, "\(interpolated ?? "rendered")")
        #expect(interpolated?.contains("HStack") == true)
        let joined = message(Text(Image(systemName: "bolt")) + Text(" Fast"))
        #expect(joined?.contains("Image(systemName: \"bolt\")") == true, "\(joined ?? "rendered")")
        // Other interpolations are drawn as before.
        #expect(message(Text("\(3) items, \(Text("bold").bold())")) == nil)
    }
}
