import Foundation
import Testing
import Vellum
import VellumCairo
import VellumCatalog
import VellumDiff
import VellumImage
@testable import VellumTesting

/// An opaque picture: every pixel covered.
private func opaqueLabel() -> some View {
    Text("Opaque").font(.body).padding(8).background(Color.white)
}

/// A translucent picture: soft edges, a shadow and empty corners.
private func translucentDots() -> some View {
    HStack(spacing: 6) {
        Circle().fill(Color.red.opacity(0.5)).frame(width: 20, height: 20)
        Capsule().fill(Color.blue).frame(width: 40, height: 14).shadow(color: .black.opacity(0.3), radius: 3, y: 2)
    }
    .padding(6)
}

/// The same pixels in a PNG of other bytes: straight RGBA at libdeflate level 1, where the
/// renderer writes RGB for an opaque picture and compresses harder.
private func reencoded(_ png: Data) throws -> Data {
    let other = try PNGWriter.encode(RGBAImage(png: png), effort: .fast)
    #expect(other != png, "the golden's bytes differ from the render's")
    return other
}

/// A snapshot test whose picture has its golden's pixels passes without encoding the picture
/// (`RenderPipeline.png(_:unlessMatching:)`); these tests hold that shortcut to the answer the
/// full comparison gives.
@Suite("Passing snapshots skip encoding")
struct PassingSnapshotTests {
    private static func requests() throws -> [(String, RenderRequest)] {
        let card = try BuiltInCatalog.catalog.entry(named: "Product card")
        let badge = try BuiltInCatalog.catalog.entry(named: "Badge")
        return [
            ("opaque label", RenderRequest(content: opaqueLabel(), scale: 2)),
            ("translucent dots", RenderRequest(content: translucentDots(), scale: 3)),
            ("workflow card", RenderRequest(content: WorkflowCard(), scale: 2)),
            ("product card", RenderRequest(content: card.view(for: card.variants[0]).frame(width: card.proposedWidth(for: card.variants[0])), scale: 2)),
            ("badge", RenderRequest(content: badge.view(for: badge.variants[0]), scale: 1)),
        ]
    }

    @Test("A picture matches its own PNG and one re-encoded; another picture is encoded as usual")
    func matchesOwnPixels() throws {
        let requests = try Self.requests()
        let pngs = try requests.map { try RenderPipeline.data($0.1, format: .png) }
        for (index, (name, request)) in requests.enumerated() {
            #expect(try RenderPipeline.png(request, unlessMatching: ImageDiff.matching(golden: pngs[index])) == nil, "\(name)")
            #expect(try RenderPipeline.png(request, unlessMatching: ImageDiff.matching(golden: reencoded(pngs[index]))) == nil, "\(name), re-encoded")
            // Any other golden: the bytes the ordinary path makes.
            let other = pngs[(index + 1) % pngs.count]
            #expect(try RenderPipeline.png(request, unlessMatching: ImageDiff.matching(golden: other)) == pngs[index], "\(name)")
        }
    }

    @Test("One pixel changed, a golden that is not a PNG, or of another size, is no match")
    func nearMissesAreEncoded() throws {
        let request = RenderRequest(content: WorkflowCard(), scale: 2)
        let png = try RenderPipeline.data(request, format: .png)
        var image = try RGBAImage(png: png)
        let middle = (image.height / 2 * image.width + image.width / 2) * 4
        image.pixels[middle + 1] ^= 1
        for golden in [try PNGWriter.encode(image), Data("not a png".utf8), png.prefix(png.count / 2),
                       try RenderPipeline.data(RenderRequest(content: WorkflowCard(), scale: 1), format: .png)] {
            #expect(try RenderPipeline.png(request, unlessMatching: ImageDiff.matching(golden: golden)) == png)
        }
    }

    @Test("A translucent picture does not match an opaque golden of its straight colours")
    func opaqueGoldenOfTranslucentPicture() throws {
        let request = RenderRequest(content: translucentDots(), scale: 2)
        let image = try RGBAImage(png: RenderPipeline.data(request, format: .png))
        try #require(stride(from: 3, to: image.pixels.count, by: 4).contains { image.pixels[$0] < 255 }, "the picture is translucent")
        // Cairo words (B, G, R, A in memory) with every alpha 255 and the straight colours: an RGB PNG.
        var words = [UInt8](repeating: 0, count: image.pixels.count)
        for pixel in 0..<(image.width * image.height) {
            words[pixel * 4] = image.pixels[pixel * 4 + 2]
            words[pixel * 4 + 1] = image.pixels[pixel * 4 + 1]
            words[pixel * 4 + 2] = image.pixels[pixel * 4]
            words[pixel * 4 + 3] = 255
        }
        let opaque = try PNGWriter.encodeCairoImage(words, width: image.width, height: image.height, stride: image.width * 4)
        try #require(opaque[25] == 2, "colour type RGB")
        #expect(try RenderPipeline.png(request, unlessMatching: ImageDiff.matching(golden: opaque)) != nil)
    }

    @Test("A drawing that matches is not encoded; one that does not is encoded as drawn")
    func matchSkipsEncoding() throws {
        let width = 64, height = 100
        let draw: PNGWriter.Drawer = { pixels, stride in
            for y in 0..<height {
                for x in 0..<width {
                    let word = UInt32(0xFF00_0000) | UInt32(x * 4) << 16 | UInt32(y * 2) << 8 | 0x40
                    withUnsafeBytes(of: word.littleEndian) { (pixels + y * stride + x * 4).update(from: $0.baseAddress!.assumingMemoryBound(to: UInt8.self), count: 4) }
                }
            }
        }
        let whole = try #require(try PNGWriter.encodeCairoDrawing(width: width, height: height, draw: draw))
        #expect(try PNGWriter.encodeCairoDrawing(width: width, height: height, unlessMatching: { _, _, _, _ in true }, draw: draw) == nil)
        var shown = 0
        let different = try PNGWriter.encodeCairoDrawing(width: width, height: height, unlessMatching: { _, _, _, _ in shown += 1; return false }, draw: draw)
        #expect(shown == 1 && different == whole)
        #expect(try RGBAImage(png: whole)[3, 5] == (12, 10, 0x40, 255))
    }

    @Test("A golden with the picture's pixels in other bytes passes, and is left as it was")
    func reencodedGoldenPasses() throws {
        let folder = try temporaryFolder()
        let golden = folder.appendingPathComponent("reencodedGoldenPasses.card.png")
        let reencodedGolden = try reencoded(RenderPipeline.data(RenderRequest(content: WorkflowCard(), scale: 2), format: .png))
        try reencodedGolden.write(to: golden)
        let message = withSnapshotTesting(record: .missing, artifactsDirectory: folder.appendingPathComponent("artifacts").path) {
            verifySnapshot(of: WorkflowCard(), as: .image, named: "card", snapshotDirectory: folder.path)
        }
        #expect(message == nil)
        #expect(try Data(contentsOf: golden) == reencodedGolden)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("artifacts").path))
    }

    @Test("A strategy whose comparison or snapshot is replaced compares as it says, not by pixels")
    func replacedPartsDropTheShortcut() throws {
        let folder = try temporaryFolder()
        try reencoded(RenderPipeline.data(RenderRequest(content: WorkflowCard(), scale: 2), format: .png))
            .write(to: folder.appendingPathComponent("replacedPartsDropTheShortcut.card.png"))

        var strict = Snapshotting<WorkflowCard, Data>.image
        #expect(strict.snapshotUnlessMatching != nil)
        strict.diffing.diff = { _, _ in ("every comparison fails here", []) }
        #expect(strict.snapshotUnlessMatching == nil)
        let message = withSnapshotTesting(record: .never, artifactsDirectory: folder.appendingPathComponent("artifacts").path) {
            verifySnapshot(of: WorkflowCard(), as: strict, named: "card", snapshotDirectory: folder.path)
        }
        #expect(message?.contains("every comparison fails here") == true, "\(message ?? "nil")")

        var replaced = Snapshotting<WorkflowCard, Data>.image
        replaced.snapshot = { _ in try RenderPipeline.data(RenderRequest(content: WorkflowCard(title: "Another"), scale: 2), format: .png) }
        #expect(replaced.snapshotUnlessMatching == nil)
    }

    @Test("A strategy pulled back keeps the shortcut, on the value transformed")
    func pullbackKeepsTheShortcut() throws {
        let titled = Snapshotting<WorkflowCard, Data>.image.pullback { (title: String) in WorkflowCard(title: title) }
        let shortcut = try #require(titled.snapshotUnlessMatching)
        let golden = try RenderPipeline.data(RenderRequest(content: WorkflowCard(title: "Weekly report"), scale: 2), format: .png)
        #expect(try shortcut("Weekly report", golden) == nil)
        #expect(try shortcut("Monthly report", golden) == titled.snapshot("Monthly report"))
    }
}
