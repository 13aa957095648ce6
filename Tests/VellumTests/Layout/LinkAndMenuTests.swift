import Foundation
import Testing
import Vellum
import VellumImage

/// Links and menus are drawn as buttons with their labels, by the button style around them.
@Suite struct LinkAndMenuTests {
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
}
