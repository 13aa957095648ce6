import Foundation
import Testing
import Vellum
import VellumImage

/// A field decorated by a style: the plain field, padded and outlined.
private struct OutlinedField: TextFieldStyle {
    func _body(configuration: TextField<Self._Label>) -> some View {
        configuration
            .padding(12)
            .background(RoundedRectangle(cornerRadius: 10).stroke(Color.gray.opacity(0.4)))
    }
}

/// Text fields show their text, or their prompt in the placeholder colour, in the style around
/// them.
@Suite struct TextFieldTests {
    private func frame(_ view: some View) throws -> CGRect {
        try ImageRenderer(content: view).layout().frame
    }

    @Test("A field shows its text on one line in the body font, or its prompt in the placeholder colour")
    func showsTextOrPrompt() throws {
        let filled = try renderImage(TextField("Email", text: .constant("ada@example.com")).frame(width: 240).padding(4), scale: 2)
        #expect(filled == (try renderImage(Text("ada@example.com").font(.body).frame(width: 240, alignment: .leading).padding(4), scale: 2)))
        let empty = try renderImage(TextField("Email", text: .constant("")).frame(width: 240).padding(4), scale: 2)
        #expect(empty == (try renderImage(Text("Email").font(.body).foregroundStyle(.tertiary).frame(width: 240, alignment: .leading).padding(4), scale: 2)))
        let prompted = try renderImage(TextField("Email", text: .constant(""), prompt: Text("you@example.com")).frame(width: 240).padding(4), scale: 2)
        #expect(prompted == (try renderImage(Text("you@example.com").font(.body).foregroundStyle(.tertiary).frame(width: 240, alignment: .leading).padding(4), scale: 2)))
        // Long text stays on one line.
        let height = try frame(Text("x").font(.body)).height
        #expect(try frame(TextField("", text: .constant(String(repeating: "long text ", count: 20))).frame(width: 100)).height == height)
    }

    @Test("A field takes the width offered, and offered none, the width of what it shows")
    func width() throws {
        #expect(try frame(HStack { TextField("Name", text: .constant("Ada")) }.frame(width: 300)).width == 300)
        #expect(try frame(TextField("Name", text: .constant("Ada"))).width == (try frame(Text("Ada").font(.body)).width))
    }

    @Test("A secure field shows a dot for each character")
    func secureField() throws {
        #expect(try renderImage(SecureField("Password", text: .constant("hunter2")).frame(width: 200), scale: 2)
            == (try renderImage(TextField("Password", text: .constant("•••••••")).frame(width: 200), scale: 2)))
        #expect(try renderImage(SecureField("Password", text: .constant("")).frame(width: 200), scale: 2)
            == (try renderImage(TextField("Password", text: .constant("")).frame(width: 200), scale: 2)))
    }

    @Test("A style decorates the plain field; the rounded border is an error naming it, not a guess")
    func styles() throws {
        let plain = try frame(TextField("Name", text: .constant("Ada")).frame(width: 200))
        let outlined = try ImageRenderer(content: TextField("Name", text: .constant("Ada")).textFieldStyle(OutlinedField()).frame(width: 200)).layout()
        #expect(outlined.frame.height == plain.height + 24)
        #expect(try renderImage(TextField("Name", text: .constant("Ada")).textFieldStyle(.plain).frame(width: 200))
            == (try renderImage(TextField("Name", text: .constant("Ada")).frame(width: 200))))
        #expect {
            _ = try renderImage(TextField("Name", text: .constant("Ada")).textFieldStyle(.roundedBorder))
        } throws: { error in
            "\(error)".contains("_RoundedBorderTextField")
        }
    }
}
