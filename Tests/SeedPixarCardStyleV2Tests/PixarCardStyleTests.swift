import Foundation
import Testing
import Vellum
import VellumCairo

@Test func secondPixarCardStyleDeepensItsShadowInDarkMode() throws {
    // A grey page shows how dark the shadow below the card is.
    func shadowBelow(_ scheme: ColorScheme) throws -> Int {
        let view = Color.clear.frame(width: 80, height: 30).modifier(PixarCardStyle())
            .padding(20).background(Color.gray).environment(\.colorScheme, scheme)
        let image = try RGBAImage(png: ImageRenderer(content: view).pngData())
        return Int(image[60, 20 + 62 + 3].g)
    }
    let light = try shadowBelow(.light), dark = try shadowBelow(.dark)
    #expect(dark < light - 10, "dark \(dark), light \(light)")
}
