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
