import Foundation
import VellumCairo
import VellumImage

/// Files for the fault tests: each holds its length, a payload and the payload's checksum, so
/// a reader can tell a whole file from a partial one.
package enum FaultGoldens {
    /// The bytes of golden `index` in `generation`: 8 bytes of length, up to 256 KB of payload,
    /// 32 hexadecimal digits of its SHA-256.
    package static func bytes(generation: UInt64, index: Int) -> Data {
        let size = Int((generation &* 2_654_435_761 &+ UInt64(index) &* 40_503) % 262_144) + 1
        let payload = Data((0..<size).map { UInt8(truncatingIfNeeded: UInt64($0) &* 31 &+ generation &+ UInt64(index)) })
        var data = Data(withUnsafeBytes(of: UInt64(size).littleEndian) { Array($0) })
        data.append(payload)
        data.append(Data(Checksum.sha256(payload).prefix(32).utf8))
        return data
    }

    /// Whether `data` is a whole golden: its length matches and its checksum holds.
    package static func isWhole(_ data: Data) -> Bool {
        guard data.count >= 8 + 32 else { return false }
        let size = data.prefix(8).withUnsafeBytes { Int(UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self))) }
        guard size > 0, data.count == 8 + size + 32 else { return false }
        let payload = Data(data.dropFirst(8).prefix(size))
        return String(decoding: data.suffix(32), as: UTF8.self) == String(Checksum.sha256(payload).prefix(32))
    }

    /// Rewrites `folder`/golden-N.bin for N in 0..<8, generation after generation, through the
    /// atomic writer goldens use, until killed.
    package static func writeForever(in folder: URL) throws -> Never {
        var generation: UInt64 = 0
        while true {
            generation += 1
            for n in 0..<8 {
                try FileOutput.write(bytes(generation: generation, index: n), to: folder.appendingPathComponent("golden-\(n).bin"))
            }
        }
    }
}
