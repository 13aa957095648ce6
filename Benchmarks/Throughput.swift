import Foundation
import Vellum
import VellumCairo
import VellumCLI
import VellumDiff
import VellumLayout

enum ThroughputBenchmark {
    static func run(_ report: Report, rounds: Int) throws {
        let requests = Workloads.catalogRequests()
        report.begin("throughput", "1. Snapshot throughput: \(requests.count) snapshots of the built-in catalog at @2x, one thread (median of \(rounds) rounds)")
        for request in requests { _ = try RenderPipeline.data(request, format: .png) }
        let endToEnd = try median(runs: rounds) {
            for request in requests { _ = try RenderPipeline.data(request, format: .png) }
        }
        report.add("end to end, PNG encoded", Double(requests.count) / endToEnd, "snaps/s", digits: 0)
        // As a test suite run in parallel renders: the same snapshots shared out to two threads.
        let twice = SharedRequests(all: requests + requests)
        let parallel = try median(runs: rounds) {
            let made = RenderThreads.map(count: twice.all.count, jobs: 2) { try? RenderPipeline.data(twice.all[$0], format: .png) }
            guard made.allSatisfy({ $0 != nil }) else { throw BenchError("a snapshot failed on two threads") }
        }
        report.add("end to end on two threads", Double(twice.all.count) / parallel, "snaps/s", digits: 0)
        report.add("two threads / one", (Double(twice.all.count) / parallel) / (Double(requests.count) / endToEnd), "×", digits: 2)
        let lists = try requests.map(Workloads.displayList)
        let drawOnly = try median(runs: rounds) {
            for (request, list) in zip(requests, lists) { _ = try RenderPipeline.rasterize(list, scale: request.scale) }
        }
        report.add("draw only (display list to pixels)", Double(requests.count) / drawOnly, "snaps/s", digits: 0)

        let card = try Workloads.typicalCard()
        let batch = 200
        let cardTime = try median(runs: rounds) {
            for _ in 0..<batch { _ = try RenderPipeline.data(card, format: .png) }
        }
        report.add("typical card (user card) end to end", Double(batch) / cardTime, "snaps/s", digits: 0, atLeast: 300)
        // What a snapshot test of the card that passes does: draw it and compare the picture
        // with its golden file's pixels, encoding nothing.
        let golden = try RenderPipeline.data(card, format: .png)
        let checkTime = try median(runs: rounds) {
            for _ in 0..<batch {
                guard try RenderPipeline.png(card, unlessMatching: ImageDiff.matching(golden: golden)) == nil else {
                    throw BenchError("the card does not match its own PNG")
                }
            }
        }
        report.add("typical card checked against its golden PNG (a passing test)", Double(batch) / checkTime, "snaps/s", digits: 0)
        report.add("peak resident memory", peakResidentMegabytes(), "MB", digits: 0)
    }
}

/// Requests read, never changed, by the threads that render them.
struct SharedRequests: @unchecked Sendable {
    let all: [RenderRequest]
}

enum MemoryBenchmark {
    static func run(_ report: Report, renders: Int) throws {
        report.begin("memory", "7. Memory over time: \(renders) renders of the typical card in one process")
        let card = try Workloads.typicalCard()
        var early = 0.0
        for index in 1...renders {
            _ = try RenderPipeline.data(card, format: .png)
            if index == 100 { early = residentMegabytes() }
        }
        let late = residentMegabytes()
        report.add("resident after 100 renders", early, "MB", digits: 1)
        report.add("resident after \(renders) renders", late, "MB", digits: 1)
        report.add("growth (after \(renders) / after 100)", late / early, "×", digits: 3, atMost: 1.1)
    }
}

enum LayoutScalingBenchmark {
    static func run(_ report: Report, rounds: Int, executable: String) throws {
        report.begin("layout", "4. Layout scaling: trees of stacks, frames, paddings and colours (median of \(rounds) runs)")
        let sizes = [1_000, 10_000, 100_000]
        let requests = sizes.map { RenderRequest(content: Workloads.tree(nodes: $0), scale: 2) }
        let evictor = CacheEvictor()
        var layouts = [[Double]](repeating: [], count: sizes.count)
        var fromMemory = layouts, totals = layouts
        var made = [Int](repeating: 0, count: sizes.count)
        // The sizes in turn, round after round, as the other comparisons are timed: a stretch
        // when the host is slower then meets every size alike, not just the one timed in it;
        // and in each round the fastest of `timingsPerRun` timings of each figure. (Timed once,
        // one size after the other, the growth to 100,000 nodes ranged 14.1–18.2× in four runs
        // of one evening.) The first round warms up and is not kept.
        for round in 0...rounds {
            for (index, request) in requests.enumerated() {
                let warm = try (0..<timingsPerRun).map { _ in try renderTimed(request, draw: false) }
                let cold = try (0..<timingsPerRun).map { _ in try layoutFromMemory(request, evictor) }
                made[index] = warm[0].nodes
                guard round > 0 else { continue }
                layouts[index].append(warm.map(\.layout).min()!)
                totals[index].append(warm.map { $0.resolve + $0.layout + $0.displayList }.min()!)
                fromMemory[index].append(cold.min()!)
            }
        }
        var previous: (nodes: Int, layout: Double, fromMemory: Double, all: Double)?
        for (index, size) in sizes.enumerated() {
            let nodes = made[index]
            let layout = median(of: layouts[index]), cold = median(of: fromMemory[index]), all = median(of: totals[index])
            report.add("\(size) nodes: nodes made", Double(nodes), "nodes", digits: 0)
            report.add("\(size) nodes: layout (\(fixed(1e6 * layout / Double(nodes), 2)) µs a node)", 1000 * layout, "ms")
            report.add("\(size) nodes: layout from memory (\(fixed(1e6 * cold / Double(nodes), 2)) µs a node)", 1000 * cold, "ms")
            report.add("\(size) nodes: resolve + layout + display list", 1000 * all, "ms")
            if let previous {
                // Per tenfold nodes exactly: the trees come within a few nodes of their names,
                // and the growth is scaled by the nodes actually made.
                let scale = 10 * Double(previous.nodes) / Double(nodes)
                // The times follow where the tree is held (a tree of 100,000 nodes is far larger
                // than the level-2 cache); the target is on the work, the instructions below.
                report.add("growth of layout from \(size / 10) to \(size) nodes", scale * layout / previous.layout, "×", digits: 2)
                report.add("growth of layout from memory, \(size / 10) to \(size) nodes", scale * cold / previous.fromMemory, "×", digits: 2)
                report.add("growth of all three from \(size / 10) to \(size) nodes", scale * all / previous.all, "×", digits: 2)
            }
            previous = (nodes, layout, cold, all)
        }
        do {
            try countInstructions(report, sizes: sizes, made: made, executable: executable)
        } catch {
            // A count is a figure beside the times, not one of the timed figures: the run goes on.
            report.note("instructions not counted: \(error)")
        }
    }

    /// The instructions one layout of each tree executes, counted by callgrind: the work,
    /// whatever the caches hold and whoever else shares the machine. Each tree is laid out
    /// once in a process of its own (`vellum-bench layout-instructions N`), counting only
    /// inside `countedLayout`.
    static func countInstructions(_ report: Report, sizes: [Int], made: [Int], executable: String) throws {
        guard let counter = try InstructionCounter(executable: executable, report: report) else { return }
        var previous: (nodes: Int, count: Double)?
        for (index, size) in sizes.enumerated() {
            let count = try counter.count(["layout-instructions", String(size)], what: "\(size) nodes")
            let nodes = made[index]
            report.add("\(size) nodes: layout, instructions a node", count / Double(nodes), "instr.", digits: 0)
            if let previous {
                let growth = 10 * Double(previous.nodes) / Double(nodes) * count / previous.count
                report.add("growth of instructions, \(size / 10) to \(size) nodes", growth, "×", digits: 2, atMost: 12)
            }
            previous = (nodes, count)
        }
    }

    /// The seconds one layout of `request`'s views takes from emptied caches: resolved, then
    /// the caches emptied, then laid out.
    static func layoutFromMemory(_ request: RenderRequest, _ evictor: CacheEvictor) throws -> Double {
        try RenderThreads.run { try scene(request).timeLayout(proposal: request.proposal) { evictor.evict() } }
    }

    /// A scene of `request`'s views, as the render pipeline makes one.
    private static func scene(_ request: RenderRequest) -> Scene {
        Scene(content: request.content, environment: request.environment, measurer: PangoTextMeasurer(), scale: request.scale)
    }

    /// Lays out one tree of `count` nodes, the layout inside `countedLayout` for callgrind to
    /// count (see `countInstructions`).
    static func layOutCounted(nodes count: Int) throws {
        let request = RenderRequest(content: Workloads.tree(nodes: count), scale: 2)
        _ = try RenderThreads.run { try scene(request).timeLayout(proposal: request.proposal, beforeLayout: {}, around: countedLayout) }
    }
}

/// Runs `body`: the one function whose instructions callgrind counts (`--toggle-collect`).
@inline(never)
func countedLayout(_ body: () throws -> Void) throws {
    try body()
}

/// Counts with callgrind the instructions this benchmark program executes, run with given
/// arguments: the work, whatever the caches hold and whoever else shares the machine.
final class InstructionCounter {
    private let valgrind: String
    private let program: String
    private let folder: URL

    /// `nil`, with a note in the report, where valgrind is not installed.
    init?(executable: String, report: Report) throws {
        guard let valgrind = which("valgrind"), let strip = which("strip") else {
            report.note("valgrind or strip is not installed (Scripts/bench installs valgrind): instructions not counted")
            return nil
        }
        self.valgrind = valgrind
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-bench-instructions-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // Valgrind cannot read the debugging information of a program with the Swift runtime
        // linked in; a copy without it keeps the symbols the count is toggled by.
        program = folder.appendingPathComponent("vellum-bench").path
        guard try ChildProcess.run(strip, ["--strip-debug", "-o", program, executable]) == 0 else {
            throw BenchError("strip could not copy \(executable)")
        }
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// The instructions `vellum-bench ARGUMENTS` executes inside `countedLayout` on the
    /// thread that calls it, or with `wholeProgram`, on every thread from start to end.
    func count(_ arguments: [String], what: String, wholeProgram: Bool = false) throws -> Double {
        let log = folder.appendingPathComponent("callgrind.log")
        let collect = wholeProgram ? [] : ["--collect-atstart=no", "--toggle-collect=*countedLayout*"]
        let status = try ChildProcess.run(valgrind, ["--tool=callgrind", "--callgrind-out-file=/dev/null"] + collect + [program] + arguments,
                                          errors: .file(log.path))
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        // "==1234== Collected : 79197811"
        guard status == 0, let line = text.split(separator: "\n").last(where: { $0.contains("Collected :") }),
              let count = line.split(separator: " ").last.flatMap({ Double($0) }), count > 0 else {
            throw BenchError("callgrind counted nothing for \(what) (exit \(status)): \(text.suffix(300))")
        }
        return count
    }
}

/// Empties the processor's caches by reading a buffer several times as large as the largest
/// of them (32 MB of L3 on the benchmark machine), one byte a cache line.
final class CacheEvictor {
    private let buffer: UnsafeMutableRawBufferPointer
    private(set) var checksum = 0

    init(megabytes: Int = 192) {
        buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: megabytes << 20, alignment: 64)
        buffer.initializeMemory(as: UInt8.self, repeating: 1)
    }

    deinit { buffer.deallocate() }

    func evict() {
        var sum = 0
        for offset in stride(from: 0, to: buffer.count, by: 64) { sum &+= Int(buffer[offset]) }
        checksum &+= sum
    }
}
