import CCairo
import Foundation
import Testing
import Vellum
import VellumCairo
import VellumLayout

/// Text modifiers that compile everywhere and are drawn where Vellum can draw them, an error
/// naming what it cannot draw otherwise.
@Suite struct TextVocabularyTests {
    private func message(_ view: some View) -> String? {
        do {
            _ = try renderImage(view)
            return nil
        } catch {
            return "\(error)"
        }
    }

    private func same(_ view: some View, _ reference: some View) throws -> Bool {
        try renderImage(view, scale: 2) == renderImage(reference, scale: 2)
    }

    @Test func widthsOtherThanStandardAreAnError() throws {
        #expect(message(Text("Narrow").fontWidth(.condensed))?.contains("a font of width condensed is not drawn by Vellum yet") == true)
        #expect(message(VStack { Text("Wide") }.fontWidth(.expanded))?.contains("width expanded") == true)
        #expect(message(Text("Wide").font(.system(size: 14).width(.compressed)))?.contains("width compressed") == true)
        #expect(try same(Text("Standard").fontWidth(.standard), Text("Standard")))
        #expect(try same(VStack { Text("Standard") }.fontWidth(nil), VStack { Text("Standard") }))
    }

    @Test func smallCapitalsAndTheSecondaryScaleAreAnError() throws {
        #expect(message(Text("Caps").font(.caption.smallCaps()))?.contains("small capitals are not drawn by Vellum yet") == true)
        #expect(message(Text("Caps").font(.body.lowercaseSmallCaps()))?.contains("small capitals") == true)
        #expect(message(Text("Aside").textScale(.secondary))?.contains("textScale(.secondary) is not drawn by Vellum yet") == true)
        #expect(message(VStack { Text("Aside") }.textScale(.secondary))?.contains("textScale(.secondary)") == true)
        #expect(try same(Text("Plain").textScale(.default), Text("Plain")))
        #expect(try same(Text("Plain").textScale(.secondary, isEnabled: false), Text("Plain")))
    }

    @Test func onlySolidLinesAreDrawn() throws {
        #expect(try same(Text("Line").underline(pattern: .solid), Text("Line").underline()))
        #expect(try same(Text("Line").strikethrough(true, pattern: .solid, color: .red), Text("Line").strikethrough(color: .red)))
        #expect(try same(VStack { Text("Line") }.underline(pattern: .solid), VStack { Text("Line").underline() }))
        #expect(message(Text("Dots").underline(pattern: .dot))?.contains("a dot underline is not drawn by Vellum yet") == true)
        #expect(message(VStack { Text("Dashes") }.strikethrough(pattern: .dash))?.contains("a dash strikethrough") == true)
        // Off, a pattern changes nothing.
        #expect(try same(Text("Off").underline(false, pattern: .dash), Text("Off")))
        var attributed = AttributedString("Styled")
        attributed.underlineStyle = Text.LineStyle(pattern: .dashDot, color: .blue)
        #expect(message(Text(attributed))?.contains("dashDot underline") == true)
    }

    @Test func tighteningChangesNothing() throws {
        #expect(try same(Text("A long title cut short").lineLimit(1).frame(width: 80).allowsTightening(true),
                         Text("A long title cut short").lineLimit(1).frame(width: 80)))
        #expect(try same(Text("Tight").allowsTightening(true), Text("Tight")))
    }

    @Test("A typesetting language reaches Pango as the language of the text's runs")
    func typesettingLanguage() throws {
        func languages(_ view: Text) throws -> [String] {
            let spec = try view.resolveSpec(in: EnvironmentValues(), context: ResolveContext(environment: EnvironmentValues()))
            return spec.runs.compactMap(\.language)
        }
        #expect(try languages(Text("日本語").typesettingLanguage(Locale.Language(identifier: "ja"))) == ["ja"])
        // Its shortest tag (traditional Chinese as Taiwan's, as fontconfig knows it).
        #expect(try languages(Text("中文").typesettingLanguage(.explicit(Locale.Language(identifier: "zh-Hans")))) == ["zh"])
        #expect(try languages(Text("中文").typesettingLanguage(.explicit(Locale.Language(identifier: "zh-Hant")))) == ["zh-TW"])
        #expect(try languages(Text("Auto").typesettingLanguage(.automatic)).isEmpty)
        #expect(try languages(Text("Off").typesettingLanguage(Locale.Language(identifier: "ja"), isEnabled: false)).isEmpty)
        // In the layout Pango makes, the runs carry the language.
        let spec = try Text("日本語のテキスト").typesettingLanguage(Locale.Language(identifier: "ja"))
            .resolveSpec(in: EnvironmentValues(), context: ResolveContext(environment: EnvironmentValues()))
        let text = try RenderThreads.run { PangoText.make(spec, proposal: .unspecified, context: ThreadFonts.current.measuringContext) }
        let iterator = pango_attr_list_get_iterator(pango_layout_get_attributes(text.layout))
        defer { pango_attr_iterator_destroy(iterator) }
        let attribute = pango_attr_iterator_get(iterator, PANGO_ATTR_LANGUAGE)
        let language = attribute.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: PangoAttrLanguage.self).pointee.value }
        #expect(language.map { String(cString: pango_language_to_string($0)) } == "ja")
        #expect(message(Text("日本語").typesettingLanguage(Locale.Language(identifier: "ja"))) == nil)
    }
}
