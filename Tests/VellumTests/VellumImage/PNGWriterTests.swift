import Foundation
import Testing
import VellumCore
import VellumDiff
import VellumImage

/// The PNG writer: what decoders read back must be the image, at every effort.
@Suite("PNG writer")
struct PNGWriterTests {
    /// Deterministic bytes: SplitMix64.
    private struct Noise {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func bytes(_ count: Int) -> [UInt8] { (0..<count).map { _ in UInt8(truncatingIfNeeded: next()) } }
    }

    /// Images that compress differently: noise (stored blocks), flat colour (long matches),
    /// a gradient with a few noisy rows (Huffman blocks of every kind).
    private static func images(width: Int, height: Int) -> [(String, RGBAImage)] {
        var noise = Noise(state: 42)
        let random = RGBAImage(width: width, height: height, pixels: noise.bytes(width * height * 4))
        let flat = RGBAImage(width: width, height: height, pixels: [UInt8]((0..<width * height).flatMap { _ in [30, 144, 255, 255] as [UInt8] }))
        var mixed = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            let row = y % 9 == 4 ? noise.bytes(width * 4) : nil
            for x in 0..<width {
                let i = (y * width + x) * 4
                mixed[i] = row?[x * 4] ?? UInt8(x * 255 / max(1, width - 1))
                mixed[i + 1] = UInt8(y * 255 / max(1, height - 1))
                mixed[i + 2] = 128
                mixed[i + 3] = UInt8(200 + x % 56)
            }
        }
        return [("noise", random), ("flat", flat), ("gradient", RGBAImage(width: width, height: height, pixels: mixed))]
    }

    @Test("An image reads back exactly, through libpng and libdeflate, at every effort")
    func imagesReadBack() throws {
        for (name, image) in Self.images(width: 37, height: 53) {
            for effort in [PNGWriter.Effort.fast, .balanced, .small] {
                let png = try PNGWriter.encode(image, effort: effort)
                #expect(try RGBAImage(png: png) == image, "\(name), \(effort), libpng")
                #expect(FastPNGDecoder.decode(png) == image, "\(name), \(effort), libdeflate")
            }
        }
    }

    @Test("A Cairo picture is written RGB when every pixel is opaque, RGBA otherwise")
    func opaquePicturesAreRGB() throws {
        let width = 5, height = 4
        var words = [UInt8](repeating: 0xFF, count: width * height * 4)
        let opaque = try words.withUnsafeBufferPointer { try PNGWriter.encodeCairoImage($0.baseAddress!, width: width, height: height, stride: width * 4) }
        #expect(opaque[opaque.startIndex + 25] == 2, "colour type RGB")
        // Premultiplied white at half opacity.
        for byte in 0..<4 { words[(3 * width + 4) * 4 + byte] = 0x80 }
        let translucent = try words.withUnsafeBufferPointer { try PNGWriter.encodeCairoImage($0.baseAddress!, width: width, height: height, stride: width * 4) }
        #expect(translucent[translucent.startIndex + 25] == 6, "colour type RGBA")
        #expect(try RGBAImage(png: translucent)[4, 3] == (255, 255, 255, 128))
    }

    @Test("A zeroed scratch buffer is all zeros, new or reused")
    func scratchBuffersAreZeroed() {
        for bytes in [1000, 3 << 20, 20 << 20] {
            for round in 0..<3 {
                let clean = ScratchMemory.withBuffer(bytes: bytes, zeroed: true) { raw -> Bool in
                    let words = raw.bindMemory(to: UInt64.self, capacity: bytes / 8)
                    let zero = (0..<bytes / 8).allSatisfy { words[$0] == 0 }
                    memset(raw, 0xA5, bytes) // left dirty for the next round
                    return zero
                }
                #expect(clean, "\(bytes) bytes, round \(round)")
            }
        }
    }
}
