import Foundation
import Testing
import Vellum

@Test func firstPixarCardStyleOutlinesTheSelectedCard() throws {
    let plain = try ImageRenderer(content: Text("Up").pixarCardStyle()).pngData()
    let selected = try ImageRenderer(content: Text("Up").pixarCardStyle(isSelected: true)).pngData()
    #expect(plain != selected)
    let layout = try ImageRenderer(content: Text("Up").pixarCardStyle(isSelected: true)).layout()
    #expect(layout.name == "overlay")
    #expect(layout.first(named: "shadow") != nil)
}
