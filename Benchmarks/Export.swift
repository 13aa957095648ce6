import CCairo
import Foundation
import Synchronization
import Vellum
import VellumCairo
import VellumCatalog
import VellumCLI
import VellumLayout

enum JobsBenchmark {
    /// The rounds of the exports' timings at least: their two-thread runs are the ones a busy
    /// host lengthens most.
    static let exportRounds = 9

    static func run(_ report: Report, rounds: Int, vellum: String) throws {
        let exportRounds = max(rounds, Self.exportRounds)
        report.begin("jobs", "6. Parallel export: vellum sheet, one thread against two (median of \(exportRounds) whole runs)")
        try withScratchFolder("jobs") { folder in
            let runs = [("the default export (PNG and SVG per group, one PDF)", [String]()),
                        ("split into one PNG per entry", ["--format", "png", "--split"])]
            for (label, arguments) in runs {
                func start(jobs: Int, out: String) throws -> pid_t {
                    try ChildProcess.start(vellum, ["sheet", "--quiet", "--jobs", String(jobs), "--out", folder.appendingPathComponent(out).path] + arguments)
                }
                /// Waits for every one of `pids`, then throws if one failed: no run is left
                /// behind, writing on, when another could not start or failed.
                func finish(_ pids: pid_t...) throws {
                    let statuses = pids.map(ChildProcess.wait)
                    if let failed = statuses.first(where: { $0 != 0 }) { throw BenchError("vellum sheet exited \(failed)") }
                }
                // One thread and two in turn, round after round (see `interleavedMedians`), and
                // what the two processors give this work when nothing in it is shared: two whole
                // `--jobs 1` runs at once, each with its own process (its start and end, its
                // memory and fonts made afresh), which one process with two threads can only
                // approach.
                let times = try interleavedMedians(runs: exportRounds, [
                    { try finish(try start(jobs: 1, out: "jobs1")) },
                    { try finish(try start(jobs: 2, out: "jobs2")) },
                    {
                        let first = try start(jobs: 1, out: "pair1")
                        let second: pid_t
                        do { second = try start(jobs: 1, out: "pair2") } catch {
                            try? finish(first)
                            throw error
                        }
                        try finish(first, second)
                    },
                ])
                report.add("\(label), --jobs 1", times[0], "s")
                report.add("\(label), --jobs 2", times[1], "s")
                report.add("\(label): --jobs 1 / --jobs 2", times[0] / times[1], "×", digits: 2, atLeast: arguments.isEmpty ? 1.7 : nil)
                report.add("\(label), two --jobs 1 runs at once", times[2], "s")
                report.add("\(label): two runs at once, 2 × one / two", 2 * times[0] / times[2], "×", digits: 2)
            }
            try warm(report, rounds: rounds, folder: folder)
            try phases(report, rounds: rounds, vellum: vellum, folder: folder)
        }
        // What two threads can give on this machine at all: a loop of integer arithmetic that
        // touches no memory, on one thread and then on two at once. A virtual machine whose
        // two processors slow down when both are busy gives less than 2 here.
        let loop = median(runs: rounds) { MachineCeiling.keep(MachineCeiling.spin()) }
        let pair = median(runs: rounds) { RenderThreads.map(count: 2, jobs: 2) { _ in MachineCeiling.spin() }.forEach(MachineCeiling.keep) }
        report.add("machine: a compute loop on one thread", loop, "s", digits: 3)
        report.add("machine: the same loop on each of two threads at once", pair, "s", digits: 3)
        report.add("machine: what two threads can give (2 × one / two)", 2 * loop / pair, "×", digits: 2)
        // What two threads give to compression, most of a PNG sheet's time: the catalog's
        // profile screen at @3x (12 MB of rows) compressed as a render is, on one
        // thread and then on each of two at once, each with its own compressor and buffers.
        // Compression reads and writes memory all the time, and two processors that share
        // their caches and memory with each other (and with other machines) give it less
        // than they give the loop above.
        let pixels = try CompressionCeiling()
        let times = try interleavedMedians(runs: rounds, [
            { try pixels.compress() },
            { try RenderThreads.map(count: 2, jobs: 2) { _ in Result { try pixels.compress() } }.forEach { try $0.get() } },
        ])
        report.add("machine: PNG compression of 12 MB of rows on one thread", 1000 * times[0], "ms", digits: 1)
        report.add("machine: the same on each of two threads at once", 1000 * times[1], "ms", digits: 1)
        report.add("machine: what two threads give to compression (2 × one / two)", 2 * times[0] / times[1], "×", digits: 2)
    }
}

extension JobsBenchmark {
    /// The default export made again and again inside this process, after a first run of each
    /// thread count has made what the others find made (the texts measured and laid out, the
    /// glyphs, each thread's fonts, the runtime's metadata, the scratch memory): what two
    /// threads give the work itself, without a process's start and end and without the work
    /// done only the first time, which is where a whole `vellum sheet` run loses.
    static func warm(_ report: Report, rounds: Int, folder: URL) throws {
        let errors = Mutex("")
        let console = Console(out: { _ in }, error: { text in errors.withLock { $0 += text } }, errorIsTerminal: false, useColor: false)
        func sheet(jobs: Int) throws {
            let out = folder.appendingPathComponent("warm\(jobs)").path
            let status = VellumCommand.run(catalog: BuiltInCatalog.catalog, arguments: ["sheet", "--quiet", "--jobs", String(jobs), "--out", out],
                                           console: console)
            guard status == 0 else { throw BenchError("vellum sheet --jobs \(jobs) in the benchmark's process exited \(status): \(errors.withLock { $0 })") }
        }
        let times = try interleavedMedians(runs: rounds, [{ try sheet(jobs: 1) }, { try sheet(jobs: 2) }])
        let label = "the default export, made again in one process"
        report.add("\(label), --jobs 1", times[0], "s")
        report.add("\(label), --jobs 2", times[1], "s")
        report.add("\(label): --jobs 1 / --jobs 2", times[0] / times[1], "×", digits: 2)
    }

    /// Where the time of `vellum sheet --format png` goes on one thread and on two, from what
    /// `--timings` prints (medians of `rounds` whole runs, one thread and two in turn): what
    /// the process does before and after its command is the whole run's time less the
    /// command's.
    static func phases(_ report: Report, rounds: Int, vellum: String, folder: URL) throws {
        let labels = [("cells and rows ", "cells and rows rendered"), ("files ", "the files made (laid out, drawn, compressed, written)"),
                      ("sheet layouts ", "of which laying the sheets out"), ("writing ", "of which writing the files"),
                      ("manifest ", "the manifest written")]
        var figures = Array(repeating: [String: [Double]](), count: 2)
        let errors = folder.appendingPathComponent("timings.txt").path
        for _ in 0..<rounds {
            for (index, jobs) in [1, 2].enumerated() {
                let out = folder.appendingPathComponent("phases\(jobs)").path
                let begin = DispatchTime.now().uptimeNanoseconds
                let status = try ChildProcess.run(vellum, ["sheet", "--quiet", "--timings", "--format", "png", "--jobs", String(jobs), "--out", out],
                                                  errors: .file(errors))
                let whole = Double(DispatchTime.now().uptimeNanoseconds - begin) / 1e6
                guard status == 0 else { throw BenchError("vellum sheet --timings exited \(status)") }
                let line = try String(contentsOfFile: errors, encoding: .utf8)
                func value(after label: String) throws -> Double {
                    guard let range = line.range(of: label),
                          let number = Double(line[range.upperBound...].prefix { $0.isNumber || $0 == "." }) else {
                        throw BenchError("vellum sheet --timings printed no \"\(label)\": \(line)")
                    }
                    return number
                }
                for (label, _) in labels { figures[index][label, default: []].append(try value(after: label)) }
                figures[index]["process", default: []].append(whole - (try value(after: "total ")))
            }
        }
        for (key, name) in [("process", "the processes started and ended")] + labels {
            let one = median(of: figures[0][key]!), two = median(of: figures[1][key]!)
            report.add("PNG sheets, \(name): --jobs 1", one, "ms", digits: 1)
            report.add("PNG sheets, \(name): --jobs 2", two, "ms", digits: 1)
            if key == "cells and rows " || key == "files " { report.add("PNG sheets, \(name): --jobs 1 / --jobs 2", one / two, "×", digits: 2) }
        }
    }
}

/// The catalog's profile screen drawn at @3x, to compress again and again.
private final class CompressionCeiling: @unchecked Sendable {
    private let surface: ImageSurface

    init() throws {
        let entry = try BuiltInCatalog.catalog.entry(named: "Profile screen")
        let request = RenderRequest(content: entry.view(for: entry.variants[0]), scale: 3, proposal: ProposedViewSize(width: 393, height: 852))
        surface = try RenderPipeline.rasterize(Workloads.displayList(request), scale: request.scale)
    }

    func compress() throws {
        let data = cairo_image_surface_get_data(surface.surface)!
        _ = try PNGWriter.encodeCairoImage(data, width: surface.width, height: surface.height,
                                           stride: Int(cairo_image_surface_get_stride(surface.surface)), effort: .balanced)
    }
}

enum MachineCeiling {
    /// About 100 ms of integer arithmetic (on the benchmark machine).
    @inline(never)
    static func spin() -> UInt64 {
        let rounds = 500_000_000 + UInt64(sink.load(ordering: .relaxed) & 1)
        var x: UInt64 = 0x9E37_79B9_7F4A_7C15
        for i in 0..<rounds { x = (x &* 6364136223846793005) &+ i }
        return x
    }

    private static let sink = Atomic<UInt64>(0)

    /// Stores a result where the optimiser cannot see it unused, so the loop is kept.
    static func keep(_ value: UInt64) {
        sink.store(value, ordering: .relaxed)
    }
}

enum PNGBenchmark {
    static func run(_ report: Report, rounds: Int) throws {
        report.begin("png", "8. PNG encoding of the catalog's profile screen at @3x and of the diff page at @2x (median of \(rounds))")
        let entry = try BuiltInCatalog.catalog.entry(named: "Profile screen")
        let pictures: [(String, RenderRequest)] = [
            ("profile screen", RenderRequest(content: entry.view(for: entry.variants[0]), scale: 3, proposal: ProposedViewSize(width: 393, height: 852))),
            ("diff page", RenderRequest(content: DiffPage(), scale: 2)),
        ]
        for (name, request) in pictures {
            let list = try Workloads.displayList(request)
            let surface = try RenderPipeline.rasterize(list, scale: request.scale)
            let image = try RGBAImage(png: surface.cairoPNGData())
            report.note("\(name): \(image.width)×\(image.height) pixels")
            let data = cairo_image_surface_get_data(surface.surface)!, stride = Int(cairo_image_surface_get_stride(surface.surface))
            let encoders: [(String, () throws -> Data)] = [
                ("Cairo's writer (libpng defaults)", { try surface.cairoPNGData() }),
                ("Vellum's writer (libdeflate 6, filter per row)", {
                    try PNGWriter.encodeCairoImage(data, width: image.width, height: image.height, stride: stride, effort: .balanced)
                }),
                ("libpng simplified API", { try image.pngData() }),
                ("libdeflate level 1, Up filter", { try PNGWriter.encode(image, effort: .fast) }),
                ("libdeflate level 6, filter per row", { try PNGWriter.encode(image, effort: .balanced) }),
                ("libdeflate level 9, filter per row", { try PNGWriter.encode(image, effort: .small) }),
            ]
            var cairoTime = 0.0
            for (label, encode) in encoders {
                var size = 0
                let time = try median(runs: rounds) { size = try encode().count }
                if cairoTime == 0 { cairoTime = time }
                report.add("\(name): \(label)", 1000 * time, "ms", digits: 1)
                report.add("\(name): \(label), size", Double(size) / 1024, "KB", digits: 1)
            }
        }
    }
}
