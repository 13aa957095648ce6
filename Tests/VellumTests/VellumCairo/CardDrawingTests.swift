import Foundation
import Testing
import Vellum
import VellumCairo

@Suite struct CardDrawingTests {
    /// A card (padding, white background, corner radius 12, shadow radius 4 offset y 2) on a
    /// light grey page.
    private var page: some View {
        Text("Card")
            .padding()
            .background(Color.white)
            .cornerRadius(12)
            .shadow(radius: 4, x: 0, y: 2)
            .padding(24)
            .background(Color(white: 0.9))
    }

    @Test func cardShowsASoftShadowBeyondItsEdgeAndAntialiasedCorners() throws {
        let scale = 2.0
        let image = try renderImage(page, scale: scale)
        let root = try ImageRenderer(content: page).layout()
        let card = try #require(root.first(named: "shadow")).frame
        let grey = Int(image[2, 2].g)
        #expect(abs(grey - 230) <= 1, "page grey is \(grey)")

        // Below the card's bottom edge, in the middle: darker than the page, lighter further down.
        let x = Int(card.midX * scale)
        let bottom = Int(card.maxY * scale)
        let near = Int(image[x, bottom + 2].g), middle = Int(image[x, bottom + 8].g), far = Int(image[x, bottom + 30].g)
        #expect(near < grey - 10, "just below the card: \(near)")
        #expect(near < middle && middle < far, "falloff \(near) < \(middle) < \(far)")
        #expect(abs(far - grey) <= 2, "far below: \(far)")
        // The shadow is offset down: there is more of it below the card than above.
        let above = Int(image[x, Int(card.minY * scale) - 3].g)
        let below = Int(image[x, bottom + 3].g)
        #expect(below < above)

        // Along the top-left corner's diagonal, the outline passes through partial coverage.
        let corner = (x: Int(card.minX * scale), y: Int(card.minY * scale))
        var blended = 0
        for step in 0..<Int(12 * scale) {
            let value = Int(image[corner.x + step, corner.y + step].g)
            if value > near + 5 && value < 250 { blended += 1 }
        }
        #expect(blended >= 1, "no antialiased pixel on the corner diagonal")
        // The corner itself is rounded away: the extreme corner pixel is not the card's white.
        #expect(image[corner.x, corner.y].g < 250)
        // Inside the card it is white.
        #expect(image[Int(card.midX * scale), Int(card.minY * scale) + 4].g == 255)
    }
}
