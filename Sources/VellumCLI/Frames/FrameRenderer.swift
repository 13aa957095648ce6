import Foundation
import Vellum
import VellumLayout
import VellumUI

/// The frames of one catalog entry's animation: what to render and how.
package struct FramePlan: Sendable {
    package var entry: CatalogEntry
    package var variant: CatalogVariant
    package var colorScheme: ColorScheme = .light
    package var dynamicTypeSize: DynamicTypeSize = .large
    package var scale: CGFloat = 2
    /// Seconds covered; frames are at 0, 1/fps, 2/fps, … before `duration`, so that a
    /// looping animation whose period is `duration` repeats without a doubled frame.
    package var duration: Double
    package var fps: Int
    package var jobs = 1

    /// The number of frames: `duration × fps`, rounded, at least 1.
    package var frameCount: Int { max(1, Int((duration * Double(fps)).rounded())) }

    /// The moment frame `index` shows.
    package func time(ofFrame index: Int) -> Double { Double(index) / Double(fps) }

    package init(entry: CatalogEntry, variant: CatalogVariant, duration: Double, fps: Int) {
        self.entry = entry
        self.variant = variant
        self.duration = duration
        self.fps = fps
    }
}

/// Renders animation frames, animated PNGs and contact strips.
package enum FrameRenderer {
    /// Every frame's display list, in order, rendered on `plan.jobs` threads.
    package static func render(_ plan: FramePlan, progress: (@Sendable (Int, Int) -> Void)? = nil) throws -> [DisplayList] {
        let results = RenderThreads.map(count: plan.frameCount, jobs: plan.jobs, progress: progress) { index in
            SheetRenderer.renderCell(plan.entry, variant: plan.variant, colorScheme: plan.colorScheme, dynamicTypeSize: plan.dynamicTypeSize,
                                     scale: plan.scale, time: plan.time(ofFrame: index))
        }
        return try results.map { try $0.get() }
    }

    /// The frames as one animated PNG that loops forever, each frame shown for 1/fps s: drawn
    /// and compressed on `plan.jobs` render threads, one frame at a time on each (the bytes do
    /// not depend on how many).
    package static func animatedPNG(_ frames: [DisplayList], plan: FramePlan) throws -> Data {
        let scale = plan.scale
        let sizes = try frames.map { try RenderPipeline.pixelSize(of: $0.size, scale: scale) }
        let canvas = (width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
        let compressed = RenderThreads.map(count: frames.count, jobs: plan.jobs) { index in
            Result {
                try AnimatedPNG.frame(width: canvas.width, height: canvas.height) { pixels, stride in
                    try RenderPipeline.draw(frames[index], scale: scale, into: pixels, stride: stride, canvas: canvas)
                }
            }
        }
        return try AnimatedPNG.file(width: canvas.width, height: canvas.height, delay: (1, UInt16(plan.fps)), frames: compressed.map { try $0.get() })
    }

    /// A contact strip: the frames in rows of eight, each captioned with its time.
    package static func strip(_ frames: [DisplayList], plan: FramePlan) -> some View {
        let perRow = 8
        let rows = stride(from: 0, to: frames.count, by: perRow).map { Array($0..<min($0 + perRow, frames.count)) }
        let dark = plan.colorScheme == .dark
        return VStack(alignment: .leading, spacing: 16) {
            Text(plan.entry.name).font(.system(size: 22, weight: .bold))
            Text(caption(plan)).font(.system(size: 13)).foregroundStyle(Color(white: 0.4))
            ForEach(rows.indices, id: \.self) { row in
                HStack(alignment: .top, spacing: 12) {
                    ForEach(rows[row], id: \.self) { index in
                        VStack(alignment: .leading, spacing: 4) {
                            _DisplayListView(list: frames[index], name: "frame \(index)")
                                .padding(12)
                                .background(dark ? Color(red: 0.07, green: 0.07, blue: 0.08) : Color(red: 0.93, green: 0.93, blue: 0.95))
                                .cornerRadius(8)
                            Text(timeLabel(plan.time(ofFrame: index))).monospacedDigit().font(.system(size: 11)).foregroundStyle(Color(white: 0.45))
                        }
                    }
                }
            }
        }
        .padding(24)
        .background(Color.white)
        .environment(\.colorScheme, .light)
    }

    private static func caption(_ plan: FramePlan) -> String {
        var parts: [String] = []
        if plan.variant != .default { parts.append(plan.variant.name) }
        parts.append(plan.colorScheme == .dark ? "dark" : "light")
        parts.append("\(plan.frameCount) frames at \(plan.fps) fps over \(timeLabel(plan.duration))")
        return parts.joined(separator: " · ")
    }

    private static func timeLabel(_ seconds: Double) -> String {
        PlainNumber.fixed(seconds, fractionDigits: 3) + " s"
    }
}
