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

    /// `write-goldens DIR`: rewrites DIR/golden-N.bin for N in 0..<8 forever, each file a
    /// length, a payload and its checksum, through the atomic writer goldens use; run to be
    /// killed at random moments.
    static func writeGoldens(_ arguments: [String]) throws {
        guard let path = arguments.first else { throw BenchError("write-goldens DIR") }
        let folder = URL(fileURLWithPath: path)
        var generation: UInt64 = 0
        while true {
            generation += 1
            for n in 0..<8 {
                try FileOutput.write(goldenBytes(generation: generation, index: n), to: folder.appendingPathComponent("golden-\(n).bin"))
            }
        }
    }

    /// A golden's bytes: 8 bytes of length, the payload (up to 256 KB, depending on the
    /// generation), 32 hexadecimal digits of checksum.
    static func goldenBytes(generation: UInt64, index: Int) -> Data {
        let size = Int((generation &* 2_654_435_761 &+ UInt64(index) &* 40_503) % 262_144) + 1
        let payload = Data((0..<size).map { UInt8(truncatingIfNeeded: UInt64($0) &* 31 &+ generation &+ UInt64(index)) })
        var data = Data(withUnsafeBytes(of: UInt64(size).littleEndian) { Array($0) })
        data.append(payload)
        data.append(Data(Checksum.sha256(payload).prefix(32).utf8))
        return data
    }

    /// Whether bytes are a whole golden: its length matches and its checksum holds.
    static func isWholeGolden(_ data: Data) -> Bool {
        guard data.count >= 8 + 32 else { return false }
        let size = data.prefix(8).withUnsafeBytes { Int(UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self))) }
        guard size > 0, data.count == 8 + size + 32 else { return false }
        let payload = data.dropFirst(8).prefix(size)
        return String(decoding: data.suffix(32), as: UTF8.self) == String(Checksum.sha256(Data(payload)).prefix(32))
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
