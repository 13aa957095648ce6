import Foundation
import VellumCatalog
import VellumCairo
import VellumCLI
import Vellum

/// Vellum's benchmarks; `Scripts/bench` builds and runs them in release mode.
///
///     vellum-bench [--vellum PATH] [--rounds N] [--json PATH] [BENCHMARK …]
///
/// Benchmarks: throughput floor stages layout diff jobs memory png depth (default: all).
enum VellumBenchmarks {
    static let all = ["throughput", "floor", "stages", "layout", "diff", "jobs", "memory", "png", "depth", "screens"]

    static func main() throws {
        var arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "render-card", let count = arguments.dropFirst().first.flatMap({ Int($0) }) {
            // A loop to profile: the typical card rendered to PNG `count` times (the last one
            // written to the path given after the count, if any).
            let card = try Workloads.typicalCard()
            var bytes = Data()
            for _ in 0..<count { bytes = try RenderPipeline.data(card, format: .png) }
            if let path = arguments.dropFirst(2).first { try bytes.write(to: URL(fileURLWithPath: path)) }
            return
        }
        if arguments.first == "depth-one" {
            try DepthBenchmark.one(Array(arguments.dropFirst()))
            return
        }
        if arguments.first == "diff-stages" {
            try DiffBenchmark.stages(Array(arguments.dropFirst()))
            return
        }
        if arguments.first == "diff-pairs" {
            try DiffBenchmark.writePairs(Array(arguments.dropFirst()))
            return
        }
        if arguments.first == "layout-tree", let count = arguments.dropFirst().first.flatMap({ Int($0) }) {
            // A loop to profile: a tree of `count` nodes laid out 15 times just after it is made
            // and 15 times from emptied caches, in turn; prints the median and fastest of each.
            let request = RenderRequest(content: Workloads.tree(nodes: count), scale: 2)
            let evictor = CacheEvictor()
            var warm: [Double] = [], cold: [Double] = []
            for _ in 0..<15 {
                warm.append(try renderTimed(request, draw: false).layout)
                cold.append(try LayoutScalingBenchmark.layoutFromMemory(request, evictor))
            }
            warm.sort()
            cold.sort()
            print(String(format: "layout of %d nodes: %.3f ms (fastest %.3f); from memory %.3f ms (fastest %.3f)",
                         count, 1000 * warm[7], 1000 * warm[0], 1000 * cold[7], 1000 * cold[0]))
            return
        }
        if arguments.first == "layout-instructions", let count = arguments.dropFirst().first.flatMap({ Int($0) }) {
            // One layout of a tree of `count` nodes, for callgrind to count (see
            // `LayoutScalingBenchmark.countInstructions`).
            try LayoutScalingBenchmark.layOutCounted(nodes: count)
            return
        }
        if arguments.first == "stage-split", let count = arguments.dropFirst().first.flatMap({ Int($0) }) {
            // A loop to profile: a tree of `count` nodes made, laid out and drawn into a display
            // list five times; prints each stage's time.
            for _ in 0..<5 {
                let t = try renderTimed(RenderRequest(content: Workloads.tree(nodes: count), scale: 2), draw: false)
                print(String(format: "resolve %.2f layout %.2f displayList %.2f ms", 1000 * t.resolve, 1000 * t.layout, 1000 * t.displayList))
            }
            return
        }
        if arguments.first == "sheet-cells", let jobs = arguments.dropFirst().first.flatMap({ Int($0) }) {
            // A loop to profile: the built-in catalog's sheet cells rendered on `jobs` threads,
            // then again with each further count of threads given; prints each time (the first
            // run pays every first use of fonts and code).
            var options = SheetOptions()
            for count in [jobs] + arguments.dropFirst(2).compactMap({ Int($0) }) {
                options.jobs = count
                let start = DispatchTime.now().uptimeNanoseconds
                let cells = SheetRenderer.renderCells(BuiltInCatalog.catalog.entries, options: options)
                print(String(format: "%d cells on %d threads: %.1f ms", cells.count, count, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6))
            }
            return
        }
        if let mode = arguments.first, mode == "fuzz-views" || mode == "fuzz-images" {
            exit(try ReliabilityModes.fuzz(mode, Array(arguments.dropFirst())))
        }
        switch arguments.first {
        case "soak-trees": exit(try Soak.trees(Array(arguments.dropFirst())))
        case "soak-disk": exit(try Soak.disk(Array(arguments.dropFirst())))
        case "check-goldens":
            try Soak.checkGoldens(Array(arguments.dropFirst()))
            return
        case "leak-loop":
            try Soak.leakLoop(Array(arguments.dropFirst()))
            return
        default: break
        }
        if arguments.first == "draw-lists" {
            // The workload cairo-trace records for the floor benchmark (more rounds to profile).
            try FloorBenchmark.drawLists(rounds: arguments.dropFirst().first.flatMap { Int($0) } ?? FloorBenchmark.drawRounds)
            return
        }
        func option(_ name: String) -> String? {
            guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
            defer { arguments.removeSubrange(index...index + 1) }
            return arguments[index + 1]
        }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let vellum = option("--vellum") ?? executable.deletingLastPathComponent().appendingPathComponent("vellum").path
        let rounds = max(3, Int(option("--rounds") ?? "") ?? 5)
        let json = URL(fileURLWithPath: option("--json") ?? ".build/bench/results.json")
        let selected = arguments.isEmpty ? all : arguments
        for name in selected where !all.contains(name) {
            throw BenchError("unknown benchmark \(name); the benchmarks: \(all.joined(separator: " "))")
        }
        let machine = Report.machine
        print("Vellum benchmarks on \(machine["processor"] ?? "an unknown processor")\(machine["clock"].map { " at \($0)" } ?? ""), \(machine["cores"] ?? "?") cores, "
              + "\(machine["caches"].map { "\($0) caches, " } ?? "")\(machine["memory"] ?? "?")")
        let report = Report()
        for name in selected {
            switch name {
            case "throughput": try ThroughputBenchmark.run(report, rounds: rounds)
            case "floor": try FloorBenchmark.run(report, rounds: rounds, executable: executable.path)
            case "stages": try StagesBenchmark.run(report, rounds: rounds)
            case "layout": try LayoutScalingBenchmark.run(report, rounds: rounds, executable: executable.path)
            case "diff": try DiffBenchmark.run(report, vellum: vellum, runs: max(rounds, 7))
            case "jobs": try JobsBenchmark.run(report, rounds: rounds, vellum: vellum)
            case "memory": try MemoryBenchmark.run(report, renders: 10_000)
            case "png": try PNGBenchmark.run(report, rounds: rounds)
            case "depth": try DepthBenchmark.run(report, rounds: rounds, executable: executable.path)
            case "screens": try ScreenBenchmark.run(report, rounds: rounds)
            default: break
            }
        }
        try report.write(to: json)
        let missed = report.figures.filter { $0.met == false }
        print("\n\(report.figures.count) figures written to \(json.path); \(missed.isEmpty ? "every target met" : "targets missed: \(missed.map(\.name).joined(separator: "; "))")")
    }
}

do {
    try VellumBenchmarks.main()
} catch {
    FileHandle.standardError.write(Data("vellum-bench: \(error)\n".utf8))
    exit(2)
}
