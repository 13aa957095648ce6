import Foundation
import Testing
import Vellum
import VellumCairo
import VellumCatalog
import VellumCLI

/// A black square that slides 100 points with an easeInOut animation started on appear.
private struct EasedSlide: View {
    @State private var x: CGFloat = 0

    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.white
            Color.black.frame(width: 20, height: 20).offset(x: x)
        }
        .frame(width: 140, height: 20)
        .onAppear {
            withAnimation(.easeInOut(duration: 1)) { x = 100 }
        }
    }
}

/// The cubic Bézier timing curve through (0, 0), (x1, y1), (x2, y2), (1, 1) at time t, solved
/// by bisection: an independent check of the renderer's curve.
private func bezier(_ t: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
    func point(_ s: Double, _ a: Double, _ b: Double) -> Double { 3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s }
    var low = 0.0, high = 1.0
    for _ in 0..<60 {
        let middle = (low + high) / 2
        if point(middle, x1, x2) < t { low = middle } else { high = middle }
    }
    return point((low + high) / 2, y1, y2)
}

@Suite("Animation frames")
struct AnimationFramesTests {
    private func images(_ plan: FramePlan) throws -> [RGBAImage] {
        try FrameRenderer.render(plan).map { try RGBAImage(png: RenderPipeline.png($0, scale: plan.scale)) }
    }

    private var skeleton: CatalogEntry {
        get throws { try BuiltInCatalog.catalog.entry(named: "Skeleton card") }
    }

    @Test("The shimmer band moves steadily from leading to trailing")
    func shimmerMovesSteadily() throws {
        let entry = try skeleton
        let plan = FramePlan(entry: entry, variant: entry.variants[0], duration: 1.5, fps: 8)
        let frames = try images(plan)
        #expect(frames.count == 12)
        // The band is a white glow over the grey placeholder; its peak sits at 2 × width × phase.
        // Along a row through the large placeholder, find the brightest plateau's middle.
        func peak(_ image: RGBAImage) -> Double {
            let y = image.height / 4
            let brightness = (0..<image.width).map { x -> Int in let p = image[x, y]; return Int(p.r) + Int(p.g) + Int(p.b) }
            let margin = image.width / 20
            let inner = Array(brightness[margin..<(image.width - margin)])
            let top = inner.max()!
            let first = inner.firstIndex(of: top)!
            var last = first
            while last + 1 < inner.count, inner[last + 1] == top { last += 1 }
            return Double(margin) + Double(first + last) / 2
        }
        // Frames 1…5 have their peak on the card (phase below one half).
        let peaks = frames[1...5].map(peak)
        let steps = zip(peaks.dropFirst(), peaks).map { $0 - $1 }
        let expected = Double(frames[0].width) / 6
        for step in steps {
            #expect(abs(step - expected) <= 0.1 * expected, "each eighth of a second moves the band by a sixth of the width: \(peaks)")
        }
    }

    @Test("The frame at the period is the frame at zero")
    func periodRepeats() throws {
        let entry = try skeleton
        func png(_ time: Double) throws -> Data {
            let list = try SheetRenderer.renderCell(entry, variant: entry.variants[0], colorScheme: .light, dynamicTypeSize: .large, scale: 2, time: time).get()
            return try RenderPipeline.png(list, scale: 2)
        }
        #expect(try png(0) == png(1.5))
        #expect(try png(0) == png(3))
        #expect(try png(0) != png(0.75))
        #expect(try png(0.3) == png(1.8))
    }

    @Test("easeInOut frames follow the curve")
    func easeInOutFollowsTheCurve() throws {
        let entry = CatalogEntry("Eased slide") { EasedSlide() }
        let plan = FramePlan(entry: entry, variant: .default, duration: 1.2, fps: 10)
        let frames = try images(plan)
        for (index, image) in frames.enumerated() {
            // The square's leading edge: the first dark pixel along the middle row.
            let edge = try #require((0..<image.width).first { image[$0, image.height / 2].r < 128 })
            let time = plan.time(ofFrame: index)
            let expected = 100 * bezier(min(time, 1), 0.42, 0, 0.58, 1) * Double(plan.scale)
            #expect(abs(Double(edge) - expected) <= 1, "at \(time) s the edge is at \(edge) px, the curve says \(expected)")
        }
    }

    @Test("The same frames on one thread and on four")
    func framesDoNotDependOnThreads() throws {
        let entry = try skeleton
        var plan = FramePlan(entry: entry, variant: entry.variants[0], duration: 1.5, fps: 6)
        let serial = try FrameRenderer.render(plan).map { try RenderPipeline.png($0, scale: 2) }
        plan.jobs = 4
        let parallel = try FrameRenderer.render(plan).map { try RenderPipeline.png($0, scale: 2) }
        #expect(serial == parallel)
    }
}
