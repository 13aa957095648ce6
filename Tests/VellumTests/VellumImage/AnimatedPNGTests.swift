import Foundation
import Testing
import VellumCairo
import VellumCore
import VellumImage
import VellumUI

/// Animated PNGs (`AnimatedPNG`): frames compressed one by one, on any threads, into one file.
@Suite struct AnimatedPNGTests {
    /// A frame of `width` × `height` whose pixels depend on `index`.
    private static func frame(_ index: Int, width: Int = 40, height: Int = 30) -> RGBAImage {
        RGBAImage(width: width, height: height, pixels: (0..<(width * height)).flatMap { pixel in
            [UInt8(truncatingIfNeeded: pixel &* 7 &+ index), UInt8(truncatingIfNeeded: index &* 40), UInt8(truncatingIfNeeded: pixel), 255]
        })
    }

    @Test("Frames compressed on one thread or on three give the same bytes; smaller frames are padded")
    func threadsDoNotChangeTheBytes() throws {
        let frames = (0..<7).map { Self.frame($0, width: $0 == 3 ? 20 : 40, height: $0 == 5 ? 10 : 30) }
        let whole = try AnimatedPNG.encode(frames, delay: (1, 10))
        for jobs in [1, 3] {
            let compressed = RenderThreads.map(count: 7, jobs: jobs) { index in
                Result { try AnimatedPNG.frame(frames[index], index: index, width: 40, height: 30) }
            }
            let made = try AnimatedPNG.file(width: 40, height: 30, delay: (1, 10), frames: compressed.map { try $0.get() })
            #expect(made == whole, "\(jobs) threads")
        }
        // The first frame is what a still-image reader shows.
        #expect(try RGBAImage(png: whole) == frames[0])
        let padded = try RGBAImage(png: AnimatedPNG.encode([frames[3]], delay: (1, 10)))
        #expect(padded.width == 20 && padded.pixels == frames[3].pixels)
    }

    @Test("Frames drawn in Cairo's format give the bytes of those frames written as PNGs and read back")
    func cairoFramesMatchTheirPNGs() throws {
        let width = 24, height = 16, stride = width * 4
        // Premultiplied ARGB32 (native-endian words), translucent and opaque, as Cairo draws.
        func draw(_ index: Int, _ pixels: UnsafeMutablePointer<UInt8>, _ stride: Int) {
            for y in 0..<height {
                for x in 0..<width where (x + y + index) % 5 != 0 {
                    let alpha = UInt32((x * 11 + index * 40) % 256), red = alpha * UInt32(y) / UInt32(height), green = alpha / 2
                    (pixels + y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee = alpha << 24 | red << 16 | green << 8 | alpha / 3 }
                }
            }
        }
        let asPNGs = try (0..<5).map { index -> RGBAImage in
            var pixels = [UInt8](repeating: 0, count: stride * height)
            let png = try pixels.withUnsafeMutableBufferPointer { buffer in
                draw(index, buffer.baseAddress!, stride)
                return try PNGWriter.encodeCairoImage(buffer.baseAddress!, width: width, height: height, stride: stride)
            }
            return try RGBAImage(png: png)
        }
        let expected = try AnimatedPNG.encode(asPNGs, delay: (1, 12))
        let drawn = try (0..<5).map { index in try AnimatedPNG.frame(width: width, height: height) { draw(index, $0, $1) } }
        #expect(try AnimatedPNG.file(width: width, height: height, delay: (1, 12), frames: drawn) == expected)
    }

    @Test("A frame larger than the animation's canvas is an error naming it")
    func largerFrameIsAnError() throws {
        let error = #expect(throws: VellumError.self) {
            try AnimatedPNG.frame(Self.frame(2, width: 41), index: 2, width: 40, height: 30)
        }
        #expect(error?.message.contains("frame 2 is 41×30 pixels, larger than the animation's 40×30") == true, "\(String(describing: error))")
        #expect(throws: VellumError.self) { try AnimatedPNG.file(width: 40, height: 30, delay: (1, 10), frames: []) }
    }
}
