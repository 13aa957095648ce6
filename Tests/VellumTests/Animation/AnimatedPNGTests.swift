import Foundation
import Testing
import VellumImage
import VellumUI

/// Animated PNGs made frame by frame on several threads (`PNGWriter.encodeAnimation`).
@Suite struct AnimatedPNGTests {
    /// A frame of `width` × `height` whose pixels depend on `index`.
    private static func frame(_ index: Int, width: Int = 40, height: Int = 30) -> RGBAImage {
        RGBAImage(width: width, height: height, pixels: (0..<(width * height)).flatMap { pixel in
            [UInt8(truncatingIfNeeded: pixel &* 7 &+ index), UInt8(truncatingIfNeeded: index &* 40), UInt8(truncatingIfNeeded: pixel), 255]
        })
    }

    @Test("Frames made on one thread, on three, or given whole, give the same bytes; smaller frames are padded")
    func threadsDoNotChangeTheBytes() throws {
        let frames = (0..<7).map { Self.frame($0, width: $0 == 3 ? 20 : 40, height: $0 == 5 ? 10 : 30) }
        let whole = try PNGWriter.encodeAnimation(frames, delay: (1, 10))
        for jobs in [1, 3] {
            let made = try PNGWriter.encodeAnimation(frameCount: 7, width: 40, height: 30, delay: (1, 10), jobs: jobs) { frames[$0] }
            #expect(made == whole, "\(jobs) threads")
        }
        // The first frame is what a still-image reader shows.
        #expect(try RGBAImage(png: whole) == frames[0])
    }

    @Test("Frames drawn in Cairo's format give the bytes of those frames written as PNGs and read back, on any number of threads")
    func cairoFramesMatchTheirPNGs() throws {
        let width = 24, height = 16, stride = width * 4
        // Premultiplied ARGB32 (native-endian words), translucent and opaque, as Cairo draws.
        @Sendable func draw(_ index: Int, _ pixels: UnsafeMutablePointer<UInt8>, _ stride: Int) {
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
        let expected = try PNGWriter.encodeAnimation(asPNGs, delay: (1, 12))
        for jobs in [1, 3] {
            #expect(try PNGWriter.encodeCairoAnimation(frameCount: 5, width: width, height: height, delay: (1, 12), jobs: jobs, draw: draw) == expected,
                    "\(jobs) threads")
        }
    }

    @Test("A frame larger than the animation's canvas is an error naming it")
    func largerFrameIsAnError() throws {
        let error = #expect(throws: VellumError.self) {
            try PNGWriter.encodeAnimation(frameCount: 3, width: 40, height: 30, delay: (1, 10), jobs: 2) { index in
                Self.frame(index, width: index == 2 ? 41 : 40)
            }
        }
        #expect(error?.message.contains("frame 2 is 41×30 pixels, larger than the animation's 40×30") == true, "\(String(describing: error))")
    }
}
