import Foundation
import Testing
import Vellum
import VellumImage

/// Links and menus are drawn as buttons with their labels, by the button style around them, and
/// bordered buttons take the border shape around them.
@Suite struct ButtonKinTests {
    private func pixels(_ view: some View) throws -> [UInt8] { try renderImage(view.padding(4), scale: 2).pixels }

    @Test("A link and a menu look like a button with the same label, in any button style")
    func drawnAsButtons() throws {
        let url = URL(string: "https://example.com")!
        let button = try pixels(Button("Open") {})
        #expect(try pixels(Link("Open", destination: url)) == button)
        #expect(try pixels(Menu("Open") { Button("Copy") {}; Button("Share") {} }) == button)
        #expect(try pixels(Link(destination: url) { Label("Open", systemImage: "safari") }) == (try pixels(Button {} label: { Label("Open", systemImage: "safari") })))
        let prominent = try pixels(Button("Open") {}.buttonStyle(.borderedProminent))
        #expect(prominent != button)
        #expect(try pixels(Link("Open", destination: url).buttonStyle(.borderedProminent)) == prominent)
        #expect(Link("Open", destination: url).destination == url)
    }

    @Test("Bordered buttons take the border shape around them")
    func borderShapes() throws {
        func button(_ prominent: Bool) -> some View {
            Group {
                if prominent { Button("Save") {}.buttonStyle(.borderedProminent) } else { Button("Save") {}.buttonStyle(.bordered) }
            }
        }
        for prominent in [false, true] {
            let automatic = try pixels(button(prominent))
            #expect(try pixels(button(prominent).buttonBorderShape(.automatic)) == automatic)
            #expect(try pixels(button(prominent).buttonBorderShape(.roundedRectangle(radius: 8))) == automatic)
            let capsule = try pixels(button(prominent).buttonBorderShape(.capsule))
            #expect(capsule != automatic)
            // The capsule is the label's padded frame filled as a capsule.
            let label = Text("Save").padding(.horizontal, 12).padding(.vertical, 7)
            let expected = prominent
                ? try pixels(label.foregroundStyle(.white).background(.tint, in: Capsule()))
                : try pixels(label.foregroundStyle(.tint).background(Color.accentColor.opacity(0.15), in: Capsule()))
            #expect(capsule == expected)
        }
        // Layout dumps name the shape drawn, as before border shapes existed.
        func shapes(_ view: some View) throws -> [String] {
            func walk(_ node: LayoutNode) -> [String] { [node.name] + node.children.flatMap(walk) }
            return try walk(ImageRenderer(content: view).layout()).filter { ["RoundedRectangle", "Capsule", "Circle", "ButtonBorderShape"].contains($0) }
        }
        #expect(try shapes(button(false)) == ["RoundedRectangle"])
        #expect(try shapes(button(true).buttonBorderShape(.capsule)) == ["Capsule"])
        // Borderless buttons have no background to shape.
        #expect(try pixels(Button("Save") {}.buttonBorderShape(.capsule)) == (try pixels(Button("Save") {})))
    }
}

@Suite struct ControlSizeTests {
    @Test func borderedButtonsAtOtherSizesAreNotDrawnYetAndOthersAreUnaffected() throws {
        func pixels(_ view: some View) throws -> [UInt8] { try renderImage(view, scale: 2).pixels }
        let bordered = Button("Save") {}.buttonStyle(.borderedProminent)
        #expect(try pixels(bordered.controlSize(.regular)) == (try pixels(bordered)))
        #expect(try pixels(Button("Save") {}.controlSize(.large)) == (try pixels(Button("Save") {})), "a borderless button has no size to change")
        do {
            _ = try renderImage(VStack { bordered }.controlSize(.large))
            Issue.record("a large bordered button rendered")
        } catch let error as VellumError {
            #expect(error.description.contains("is not drawn by Vellum yet"))
        }
    }
}
