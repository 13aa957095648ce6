import CCairo
import Foundation
import Vellum
import VellumCairo
import VellumCLI
import VellumTestSupport

/// The reliability checks the soak runs (`Scripts/soak`).
enum ReliabilityModes {}

extension ReliabilityModes {
    /// `fuzz-views COUNT SEED` and `fuzz-images COUNT SEED`: a fuzz run, its figures printed;
    /// exit 1 when it found anything.
    static func fuzz(_ mode: String, _ arguments: [String]) throws -> Int32 {
        guard arguments.count >= 2, let count = Int(arguments[0]), let seed = UInt64(arguments[1]) else {
            throw BenchError("\(mode) COUNT SEED")
        }
        let findings: Fuzzing.Findings
        if mode == "fuzz-views" {
            findings = Fuzzing.views(count: count, seed: seed)
        } else {
            let card = RandomView.stack(axis: .vertical, spacing: 4, alignment: 0, children: [
                .text("Weekly report", size: 17, weight: 1), .shape(kind: 2, fill: 1, stroke: nil), .color(0.2, 0.4, 0.8, 0.6),
            ])
            let opaque = try RenderPipeline.data(RenderRequest(content: card.view.background(Color.white), scale: 1), format: .png)
            let clear = try RenderPipeline.data(RenderRequest(content: card.view, scale: 1), format: .png)
            findings = Fuzzing.images(seeds: [opaque, clear, try RGBAImage(png: clear).pngData()], count: count, seed: seed)
        }
        print("\(mode): \(findings.tried) tried, \(findings.pictures) pictures, \(findings.errors) clean errors, slowest \(fixed(findings.slowest, 3)) s, \(findings.problems.count) findings")
        for problem in findings.problems.prefix(20) { print("  finding: \(problem)") }
        return findings.problems.isEmpty ? 0 : 1
    }
}


/// The long versions of the reliability checks, for `Scripts/soak`.
enum Soak {
    /// `soak-trees COUNT SEED`: every tree rendered twice and on two threads at once (bytes
    /// compared), and its layout checked against the invariants. Exit 1 on any finding.
    static func trees(_ arguments: [String]) throws -> Int32 {
        guard arguments.count >= 2, let count = Int(arguments[0]), let seed = UInt64(arguments[1]) else { throw BenchError("soak-trees COUNT SEED") }
        var random = SeededGenerator(seed: seed)
        let trees = (0..<count).map { _ in RandomView.make(depth: 5, using: &random) }
        @Sendable func request(_ tree: RandomView) -> RenderRequest {
            RenderRequest(content: tree.view, scale: 2, proposal: ProposedViewSize(width: 390, height: nil))
        }
        var findings: [String] = []
        var bytes = 0
        let first = RenderThreads.map(count: count, jobs: 1) { index in Result { try RenderPipeline.data(request(trees[index]), format: .png) } }
        let second = RenderThreads.map(count: count, jobs: 2) { index in Result { try RenderPipeline.data(request(trees[index]), format: .png) } }
        for index in 0..<count {
            switch (first[index], second[index]) {
            case let (.success(a), .success(b)):
                bytes += a.count
                if a != b { findings.append("tree \(index): different bytes on two threads: \(trees[index])") }
            case (.failure, .failure): break
            default: findings.append("tree \(index): rendered once and failed once: \(trees[index])")
            }
            if let layout = try? RenderPipeline.layout(request(trees[index])) {
                let violations = LayoutInvariants.violations(of: trees[index], in: layout, pixel: 0.5)
                if !violations.isEmpty { findings.append("tree \(index): \(violations.first!) in \(trees[index])") }
            }
        }
        print("soak-trees: \(count) trees, \(bytes) bytes compared, \(findings.count) findings")
        for finding in findings.prefix(20) { print("  finding: \(finding)") }
        return findings.isEmpty ? 0 : 1
    }

    /// `soak-disk DIR`: DIR is a small file system; a golden is written, then replaced by ever
    /// larger ones until the disk is full. The failure must name the path and leave the last
    /// golden whole.
    static func disk(_ arguments: [String]) throws -> Int32 {
        guard let path = arguments.first else { throw BenchError("soak-disk DIR") }
        let golden = URL(fileURLWithPath: path).appendingPathComponent("card.png")
        var size = 1024, last = Data()
        while size < 1 << 30 {
            let data = Data(repeating: UInt8(size % 251), count: size)
            do {
                try FileOutput.write(data, to: golden)
                last = data
            } catch {
                let message = "\(error)"
                let whole = (try? Data(contentsOf: golden)) == last
                let leftovers = (try? FileManager.default.contentsOfDirectory(atPath: path).filter { $0 != "card.png" }) ?? []
                print("soak-disk: full at \(size) bytes: \(message); the golden \(whole ? "is whole" : "IS DAMAGED"); \(leftovers.count) files left over")
                return message.contains(golden.path) && whole && leftovers.isEmpty ? 0 : 1
            }
            size *= 2
        }
        print("soak-disk: the disk never filled")
        return 1
    }

    /// `check-goldens DIR`: prints how many of DIR's goldens are whole and how many partial.
    static func checkGoldens(_ arguments: [String]) throws {
        guard let path = arguments.first else { throw BenchError("check-goldens DIR") }
        var whole = 0, partial = 0
        for n in 0..<8 {
            if let data = try? Data(contentsOf: URL(fileURLWithPath: path).appendingPathComponent("golden-\(n).bin")), FaultGoldens.isWhole(data) {
                whole += 1
            } else {
                partial += 1
            }
        }
        print("\(whole) \(partial)")
    }

    /// `leak-loop ROUNDS`: each round renders ten random trees and the built-in catalog, for
    /// valgrind: what a round leaks shows as the difference between runs of different lengths.
    ///
    /// Before the count, the caches go: the render thread's Pango font map, and with it every
    /// fontset, pattern and font Pango cached for the rounds' text, then Cairo's recently used
    /// scaled fonts. fontconfig keeps a pattern's elements behind an offset rather than a
    /// pointer, so valgrind reports every cached pattern as "definitely lost", and the random
    /// trees' new font sizes would make that figure grow with the rounds.
    static func leakLoop(_ arguments: [String]) throws {
        let rounds = arguments.first.flatMap { Int($0) } ?? 1
        var random = SeededGenerator(seed: 5)
        for _ in 0..<rounds {
            for _ in 0..<10 {
                let tree = RandomView.make(depth: 4, using: &random)
                _ = try? RenderPipeline.data(RenderRequest(content: tree.view, scale: 2, proposal: ProposedViewSize(width: 390, height: nil)), format: .png)
            }
            for request in Workloads.catalogRequests() { _ = try RenderPipeline.data(request, format: .png) }
        }
        try RenderThreads.run { ThreadFonts.releaseCurrent() }
        cairo_debug_reset_static_data()
    }
}
