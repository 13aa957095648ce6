import Foundation
import Testing
import Vellum
import VellumCLI
import VellumCairo
import VellumTestSupport

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

    @Test("Text too small, too scaled down or too scaled up: no library complains (fuzzing found these)")
    func librariesStayQuiet() throws {
        let views: [(String, AnyView, Bool)] = [
            ("a 1e-9 pt font", AnyView(Text("東京 👍🏽").font(.system(size: 1e-9))), true),
            ("a 1e-3 pt emoji", AnyView(Text("👍🏽").font(.system(size: 1e-3))), true),
            ("a tiny run beside a normal one", AnyView(Text("👍🏽").font(.system(size: 1e-6)) + Text("ab 👍🏽")), true),
            ("emoji scaled by 1e-4", AnyView(Text("👍🏽 ab").scaleEffect(1e-4)), true),
            ("a tiny font scaled by 1e-3", AnyView(Text("👍🏽 ab").font(.system(size: 1e-3)).scaleEffect(1e-3)), true),
            ("text scaled by 0", AnyView(Text("👍🏽 ab").scaleEffect(0)), true),
            ("text scaled by 1e9", AnyView(Text("Hi").scaleEffect(1e9)), false),
        ]
        for (name, view, draws) in views {
            for scale in [1.0, 3.0] {
                let (result, messages) = LibraryMessages.gathering {
                    Result { try RenderPipeline.data(RenderRequest(content: view.frame(width: 20, height: 20), scale: scale), format: .png) }
                }
                #expect(messages.isEmpty, "\(name) @\(scale)x: \(messages)")
                if draws {
                    #expect(throws: Never.self, "\(name) @\(scale)x") { try result.get() }
                } else {
                    #expect(throws: VellumError.self, "\(name) @\(scale)x") { try result.get() }
                }
            }
        }
    }
}
