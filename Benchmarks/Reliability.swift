import Foundation
import Vellum
import VellumCairo
import VellumCLI

/// The workloads the reliability checks run in a separate process.
enum ReliabilityModes {
    /// `random-trees SEED COUNT DIR`: renders random trees to DIR/tree-NNN.png; with `dump`
    /// as a fifth argument, prints each tree and its boxes instead.
    static func randomTrees(_ arguments: [String]) throws {
        guard arguments.count >= 3, let seed = UInt64(arguments[0]), let count = Int(arguments[1]) else {
            throw BenchError("random-trees SEED COUNT DIR [dump]")
        }
        var random = SeededGenerator(seed: seed)
        let folder = URL(fileURLWithPath: arguments[2])
        for index in 0..<count {
            let tree = RandomView.make(depth: 5, using: &random)
            let request = RenderRequest(content: tree.view, scale: 2, proposal: ProposedViewSize(width: 390, height: nil))
            if arguments.count > 3 {
                print(tree)
                print(try RenderPipeline.layout(request).dump())
                continue
            }
            let name = "tree-" + String(index).leftPadded(3) + ".png"
            try FileOutput.write(try RenderPipeline.data(request, format: .png), to: folder.appendingPathComponent(name))
        }
    }

    /// `write-goldens DIR`: rewrites DIR's goldens forever (see `FaultGoldens`), to be killed
    /// at random moments.
    static func writeGoldens(_ arguments: [String]) throws {
        guard let path = arguments.first else { throw BenchError("write-goldens DIR") }
        try FaultGoldens.writeForever(in: URL(fileURLWithPath: path))
    }
}

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

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
