import Foundation
import Vellum
import VellumCairo

/// `vellum frames ENTRY`: an entry's animation as numbered PNG frames, an animated PNG and a
/// contact strip.
enum FramesCommand {
    static let spec = CommandSpec(
        name: "frames",
        summary: "Render a component's animation frame by frame.",
        arguments: [("ENTRY", "The entry's name (vellum list shows them).")],
        options: [
            OptionSpec("duration", value: "S", help: "Seconds to cover (default: the entry's animation period, else 1)."),
            OptionSpec("fps", value: "N", help: "Frames per second, 1 to 120 (default: 30)."),
            OptionSpec("out", value: "DIR", help: "Folder to write to (default: ./vellum-out/frames); frames go to DIR/ENTRY/."),
            OptionSpec("apng", help: "Also write the frames as an animated PNG that loops (animation.png)."),
            OptionSpec("strip", help: "Also write a contact strip of the frames with their times (strip.png)."),
            OptionSpec("variant", value: "NAME", help: "The variant (default: the first)."),
            OptionSpec("scheme", value: "light|dark", help: "The colour scheme (default: light)."),
            OptionSpec("dynamic-type", value: "SIZE", help: "The Dynamic Type size (default: large)."),
            OptionSpec("scale", value: "N", help: "Pixels per point (default: 2)."),
            OptionSpec("jobs", value: "N", help: "Render on N threads (default: 1); the bytes do not depend on N."),
            OptionSpec("quiet", help: "Print nothing but errors."),
        ],
        details: """
        Frame i shows the view i/fps seconds after it appeared: animations started in onAppear (or by any \
        state change inside withAnimation) are played along their curves, repeatForever and autoreverses \
        included. Frames cover [0, duration), so a loop whose period is the duration has no doubled frame.
        """)

    /// At most this many frames in one run.
    static let maximumFrames = 2000

    static func run(_ arguments: ParsedArguments, _ catalog: Catalog, _ console: Console) throws -> Int32 {
        let (entry, variant) = try arguments.entryAndVariant(in: catalog, command: "frames")
        let duration = try arguments.number("duration", in: 0.001...600, default: entry.animationDuration ?? 1)
        let fps = try arguments.integer("fps", in: 1...120, default: 30)
        var plan = FramePlan(entry: entry, variant: variant, duration: duration, fps: fps)
        guard plan.frameCount <= maximumFrames else {
            throw UsageError("\(plan.frameCount) frames (\(formatPoints(duration)) s at \(fps) fps) is more than \(maximumFrames); lower --duration or --fps")
        }
        plan.colorScheme = try arguments.list("scheme", default: [ColorScheme.light], ColorScheme.init(name:), expected: "light or dark")[0]
        plan.dynamicTypeSize = try arguments.list("dynamic-type", default: [DynamicTypeSize.large], DynamicTypeSize.init(name:), expected: "a Dynamic Type size")[0]
        plan.scale = CGFloat(try arguments.number("scale", in: 0.5...8, default: 2))
        plan.jobs = try arguments.integer("jobs", in: 1...256, default: 1)
        let quiet = arguments.flag("quiet")
        let folder = URL(fileURLWithPath: arguments.values["out"] ?? "vellum-out/frames").appendingPathComponent(entry.slug)
        try OutputFolder.prepare(folder)

        let reporter = ProgressReporter(console: console, label: "rendering frames", quiet: quiet)
        let frames = try FrameRenderer.render(plan) { done, total in reporter.update(done, of: total) }
        let digits = max(3, String(frames.count - 1).count)
        // Encoded on `jobs` threads, flushed to disk and named by the batch's thread meanwhile
        // (see `FileBatch`); the bytes do not depend on the number of threads.
        let batch = FileBatch()
        let scale = plan.scale
        let written = RenderThreads.map(count: frames.count, jobs: plan.jobs) { index in
            Result {
                let number = String(index).leftPadded(to: digits)
                try batch.write(try RenderPipeline.png(frames[index], scale: scale), to: folder.appendingPathComponent("frame-\(number).png"))
            }
        }
        try batch.finish()
        for result in written { try result.get() }
        if !quiet { console.print("\(folder.path): \(frames.count) frames, frame-\(String(0).leftPadded(to: digits)).png … frame-\(String(frames.count - 1).leftPadded(to: digits)).png") }
        if arguments.flag("apng") {
            let url = folder.appendingPathComponent("animation.png")
            try FileOutput.write(try FrameRenderer.animatedPNG(frames, plan: plan), to: url)
            if !quiet { console.print(url.path) }
        }
        if arguments.flag("strip") {
            let url = folder.appendingPathComponent("strip.png")
            try FileOutput.write(try RenderPipeline.data(RenderRequest(content: FrameRenderer.strip(frames, plan: plan), scale: plan.scale), format: .png), to: url)
            if !quiet { console.print(url.path) }
        }
        return 0
    }
}
