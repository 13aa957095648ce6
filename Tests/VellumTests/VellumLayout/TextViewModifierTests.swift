import Foundation
import Testing
import Vellum
import VellumImage

/// Text modifiers applied as view modifiers reach every text inside, and a text's own win.
@Suite struct TextViewModifierTests {
    private func width(_ view: some View) throws -> CGFloat {
        try ImageRenderer(content: view).layout().frame.width
    }

    @Test("tracking and kerning reach the texts inside; a text's own win")
    func spacing() throws {
        let plain = try width(Text("Tracking"))
        let tracked = try width(Text("Tracking").tracking(3))
        #expect(tracked > plain)
        #expect(try width(VStack { Text("Tracking") }.tracking(3)) == tracked)
        #expect(try width(VStack { Text("Tracking").tracking(0) }.tracking(3)) == plain)
        // The nearest view modifier wins over one further out.
        #expect(try width(VStack { Text("Tracking") }.tracking(3).tracking(8)) == tracked)
        #expect(try width(HStack { Text("Kerning") }.kerning(2)) == (try width(Text("Kerning").kerning(2))))
    }

    @Test("Underline, strikethrough, digits, design and baseline offset draw as the text's own would")
    func drawing() throws {
        func pixels(_ view: some View) throws -> [UInt8] { try renderImage(view.padding(4), scale: 2).pixels }
        #expect(try pixels(VStack { Text("Under") }.underline(color: .red)) == (try pixels(VStack { Text("Under").underline(color: .red) })))
        #expect(try pixels(VStack { Text("Under") }.underline(color: .red)) != (try pixels(VStack { Text("Under") })))
        #expect(try pixels(VStack { Text("Struck") }.strikethrough()) == (try pixels(VStack { Text("Struck").strikethrough() })))
        #expect(try pixels(VStack { Text("1111") }.monospacedDigit()) == (try pixels(VStack { Text("1111").monospacedDigit() })))
        #expect(try pixels(VStack { Text("Code") }.monospaced()) == (try pixels(VStack { Text("Code").monospaced() })))
        #expect(try pixels(VStack { Text("Code") }.monospaced(false)) == (try pixels(VStack { Text("Code") })))
        #expect(try pixels(HStack { Text("Up") }.baselineOffset(4)) == (try pixels(HStack { Text("Up").baselineOffset(4) })))
    }
}
