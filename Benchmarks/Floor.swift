import Foundation
import Vellum
import VellumCairo
import VellumLayout

/// Vellum's drawing against the same Cairo calls with no Vellum around them: the calls are
/// recorded with cairo-trace and replayed with cairo-perf-trace.
enum FloorBenchmark {
    /// How many times the traced process draws the catalog, so that drawing dominates the
    /// trace (it also holds the few calls made while measuring text).
    static let drawRounds = 3

    /// The traced workload: the catalog's display lists drawn `rounds` times.
    static func drawLists(rounds: Int = drawRounds) throws {
        let requests = Workloads.catalogRequests()
        let lists = try requests.map(Workloads.displayList)
        for _ in 0..<rounds {
            for (request, list) in zip(requests, lists) { _ = try RenderPipeline.rasterize(list, scale: request.scale) }
        }
    }

    static func run(_ report: Report, rounds: Int, executable: String) throws {
        report.begin("floor", "2. The floor: Vellum's drawing of the catalog against cairo-perf-trace replaying its Cairo calls (median of \(rounds))")
        guard let tracer = which("cairo-trace"), let replayer = which("cairo-perf-trace") else {
            report.note("cairo-trace and cairo-perf-trace are not installed (Scripts/bench installs cairo-perf-utils): skipped")
            return
        }
        let requests = Workloads.catalogRequests()
        let lists = try requests.map(Workloads.displayList)
        let draw = {
            for _ in 0..<drawRounds {
                for (request, list) in zip(requests, lists) { _ = try RenderPipeline.rasterize(list, scale: request.scale) }
            }
        }
        /// A trace of `draw-lists`, recorded with or without the pictures Vellum fills itself
        /// (blurred shadows): without them the replay composites blank pictures.
        func record(recordingPictures: Bool, in folder: URL) throws -> URL {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let recorded = try runCapturing(tracer, ["--no-callers", recordingPictures ? "--mark-dirty" : "--no-mark-dirty", executable, "draw-lists"],
                                            in: folder)
            guard recorded.status == 0,
                  let trace = try FileManager.default.contentsOfDirectory(atPath: folder.path).first(where: { $0.hasSuffix(".trace") }) else {
                throw BenchError("cairo-trace recorded nothing (exit \(recorded.status))")
            }
            return folder.appendingPathComponent(trace)
        }
        /// A round's replay time: the fastest of the iterations of one cairo-perf-trace after its
        /// first (which meets cold caches, as Vellum's untimed first drawing does).
        func replay(_ trace: URL) throws -> Double {
            let folder = trace.deletingLastPathComponent()
            let replayed = try runCapturing(replayer, ["-r", "-i", "\(timingsPerRun + 1)", trace.path], in: folder,
                                            environment: ["CAIRO_TEST_TARGET": "image"])
            // "[*] image.rgba NAME TICKS-PER-MS TIME TIME …"
            guard let line = replayed.out.split(separator: "\n").first(where: { $0.hasPrefix("[*]") }) else {
                throw BenchError("cairo-perf-trace printed no times: \(replayed.out.prefix(300))")
            }
            let fields = line.split(separator: " ").dropFirst(3).compactMap { Double($0) }
            guard fields.count == timingsPerRun + 2 else { throw BenchError("cannot read cairo-perf-trace's line: \(line)") }
            return fields.dropFirst(2).min()! / fields[0] / 1000
        }
        // Vellum's drawing and the two replays in turn, round after round, so that a moment
        // when the machine is slower meets all three alike; medians of each. Each runs once
        // untimed in its round, warming the caches the others used, then `timingsPerRun`
        // times, of which the fastest counts (see `timingsPerRun`).
        let (vellum, blank, filled) = try withScratchFolder("trace") { folder -> (Double, Double, Double) in
            let blankTrace = try record(recordingPictures: false, in: folder.appendingPathComponent("blank"))
            let filledTrace = try record(recordingPictures: true, in: folder.appendingPathComponent("filled"))
            var times: [[Double]] = [[], [], []]
            for _ in 0..<rounds {
                try draw()
                times[0].append(try fastestTime(draw))
                times[1].append(try replay(blankTrace))
                times[2].append(try replay(filledTrace))
            }
            let medians = times.map(median(of:))
            return (medians[0], medians[1], medians[2])
        }
        report.add("Vellum: display lists to pixels", 1000 * vellum, "ms")
        report.add("cairo-perf-trace: the same Cairo calls replayed", 1000 * blank, "ms")
        report.add("Vellum / floor", vellum / blank, "×", digits: 2, atMost: 1.3)
        // The replay above composites Vellum's shadow pictures blank, which Pixman does with
        // shortcuts; recorded with their pixels, the replay also decodes them from the trace.
        report.add("the replay with Vellum's pictures recorded (decoding them too)", 1000 * filled, "ms")
        report.add("Vellum / that replay", vellum / filled, "×", digits: 2)
    }
}
