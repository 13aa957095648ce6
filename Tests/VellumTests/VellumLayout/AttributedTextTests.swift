import Foundation
import Testing
import Vellum

/// `Text(AttributedString)`: each run drawn with its SwiftUI attributes, which win over the
/// modifiers around the text.
@Suite struct AttributedTextTests {
    private func pixels(_ view: some View) throws -> [UInt8] { try renderImage(view.padding(4), scale: 2).pixels }

    @Test func runsDrawWithTheirAttributes() throws {
        var price = AttributedString("$12")
        price.font = .headline
        price.foregroundColor = .green
        #expect(try pixels(Text(price)) == (try pixels(Text("$12").font(.headline).foregroundColor(.green))))

        var sale = AttributedString("Now ")
        var amount = AttributedString("$9")
        amount.font = .system(size: 22, weight: .bold)
        amount.underlineStyle = .single
        amount.strikethroughStyle = Text.LineStyle(color: .red)
        sale.append(amount)
        let expected = Text("Now ") + Text("$9").font(.system(size: 22, weight: .bold)).underline().strikethrough(color: .red)
        #expect(try pixels(Text(sale)) == (try pixels(expected)))
        #expect(try ImageRenderer(content: Text(sale)).layout().name == "Text(\"Now $9\")")
    }

    @Test func spacingAndBaselineAttributes() throws {
        var spaced = AttributedString("Spaced")
        spaced.tracking = 3
        #expect(try pixels(Text(spaced)) == (try pixels(Text("Spaced").tracking(3))))
        spaced.tracking = nil
        spaced.kern = 2
        #expect(try pixels(Text(spaced)) == (try pixels(Text("Spaced").kerning(2))))
        var raised = AttributedString("Up")
        raised.baselineOffset = 5
        #expect(try pixels(HStack { Text("x"); Text(raised) }) == (try pixels(HStack { Text("x"); Text("Up").baselineOffset(5) })))
    }

    @Test func attributesWinOverTheModifiersAround() throws {
        var red = AttributedString("Red")
        red.foregroundColor = .red
        #expect(try pixels(Text(red).foregroundColor(.blue)) == (try pixels(Text("Red").foregroundColor(.red))))
        #expect(try pixels(VStack { Text(red) }.foregroundStyle(.blue)) == (try pixels(Text("Red").foregroundColor(.red))))
        // A run without the attribute takes the modifier.
        let plain = AttributedString("Blue")
        #expect(try pixels(Text(plain).foregroundColor(.blue)) == (try pixels(Text("Blue").foregroundColor(.blue))))
    }

    @Test func containersAndScopesSetTheSameAttributes() throws {
        let container = AttributeContainer().foregroundColor(.orange).font(.title3)
        let built = AttributedString("Warm", attributes: container)
        #expect(try pixels(Text(built)) == (try pixels(Text("Warm").font(.title3).foregroundColor(.orange))))
        var scoped = AttributeContainer()
        scoped[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self] = .orange
        scoped.font = .title3
        #expect(try pixels(Text(AttributedString("Warm", attributes: scoped))) == (try pixels(Text(built))))
    }
}
