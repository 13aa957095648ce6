import Foundation
import Testing
import Vellum
import VellumCairo
import VellumCLI

/// A font's metrics are computed once in the process (`ThreadFonts`): each thread's fonts,
/// and fonts made afresh, take them from there, and draw what they drew before.
@Suite struct FontMetricsTests {
    /// A size no other test uses: no other test computes the metrics of these fonts (Pango
    /// keeps sizes in 1/1024 points: 23.369140625).
    private static let size = 23.37

    private static func request() -> RenderRequest {
        RenderRequest(content: Text("Metrics, computed once\nfor every thread").font(.system(size: size)).lineLimit(nil), scale: 2)
    }

    private static func computations() -> Int {
        ThreadFonts.metricsComputations { $0.hasSuffix(" 23.369140625px") }
    }

    @Test("Fonts made afresh and the fonts of other threads compute no metrics again, and draw the same")
    func computedOnce() throws {
        let first = try RenderPipeline.data(Self.request(), format: .png)
        let computed = Self.computations()
        #expect(computed >= 1)
        try RenderThreads.run { ThreadFonts.releaseCurrent() }
        #expect(try RenderPipeline.data(Self.request(), format: .png) == first)
        let others = RenderThreads.map(count: 6, jobs: 3) { index -> Data? in
            if index % 2 == 0 { try? RenderThreads.run { ThreadFonts.releaseCurrent() } }
            return try? RenderPipeline.data(Self.request(), format: .png)
        }
        #expect(others.allSatisfy { $0 == first })
        #expect(Self.computations() == computed)
    }
}
