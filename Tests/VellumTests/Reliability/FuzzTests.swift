import Foundation
import Testing
import Vellum
import VellumCairo
import VellumCLI

/// A short run of the fuzz drivers (`Scripts/soak` runs long ones): mutated PNGs through the
/// diff's decoders, and random trees with hostile numbers through the whole pipeline.
@Suite("Fuzzing, briefly")
struct FuzzTests {
    static func seedImages() throws -> [Data] {
        let opaque = try RenderPipeline.data(RenderRequest(content: WorkflowCard().background(Color.white), scale: 1), format: .png)
        let clear = try RenderPipeline.data(RenderRequest(content: WorkflowCard(), scale: 1), format: .png)
        let libpng = try RGBAImage(png: clear).pngData()
        return [opaque, clear, libpng]
    }

    @Test("Mutated PNGs decode or fail cleanly, and the two decoders agree")
    func images() throws {
        let findings = Fuzzing.images(seeds: try Self.seedImages(), count: 600, seed: 1)
        #expect(findings.problems.isEmpty, "\(findings.problems.prefix(5))")
        #expect(findings.tried == 600 && findings.pictures > 0 && findings.errors > 0, "\(findings)")
    }

    @Test("Random trees with hostile numbers render or fail cleanly")
    func views() {
        let findings = Fuzzing.views(count: 60, seed: 2)
        #expect(findings.problems.isEmpty, "\(findings.problems.prefix(5))")
        #expect(findings.pictures > 0 && findings.errors > 0, "\(findings)")
    }
}
