import Foundation
import Testing
import Vellum
import VellumCairo
import VellumImage

/// Image files are decoded once per process and found again by path, size and modification
/// time (`ImageFileLoader`): a file written again is decoded again.
@Suite struct ImageFileTests {
    private static func swatch(width: Int, _ rgba: [UInt8]) throws -> Data {
        try PNGWriter.encode(RGBAImage(width: width, height: 2, pixels: Array([[UInt8]](repeating: rgba, count: width * 2).joined())))
    }

    private static func render(_ path: String) throws -> RGBAImage {
        try RGBAImage(png: RenderPipeline.data(RenderRequest(content: Image(contentsOfFile: path), scale: 1), format: .png))
    }

    @Test("A file written again is drawn as it is now, not as it was")
    func changedFileIsLoadedAgain() throws {
        let path = try temporaryFolder().appendingPathComponent("swatch.png").path
        try Self.swatch(width: 2, [255, 0, 0, 255]).write(to: URL(fileURLWithPath: path))
        let red = try Self.render(path)
        #expect(red.width == 2)
        #expect(red[1, 1] == (255, 0, 0, 255))
        #expect(try Self.render(path) == red)

        try Self.swatch(width: 3, [0, 0, 255, 255]).write(to: URL(fileURLWithPath: path))
        let blue = try Self.render(path)
        #expect(blue.width == 3)
        #expect(blue[2, 1] == (0, 0, 255, 255))
    }
}
