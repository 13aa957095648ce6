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

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
