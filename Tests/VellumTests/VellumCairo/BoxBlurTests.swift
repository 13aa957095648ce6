import CVellumKernels
import Foundation
import Testing

/// The blur behind shadows and `blur(radius:)`: box passes over 16-bit samples, computed by a
/// C kernel that runs along rows over strips of columns, with running sums and division by
/// multiplication. Written out plainly here, sample by sample, it must give the same bytes.
@Suite("Box blur kernel")
struct BoxBlurTests {
    /// Each channel as 256 × its samples; every pass, along the rows then down the columns, the
    /// rounded mean of the window around each sample (zeros past the edges); back to 8 bits,
    /// rounded.
    private static func plainBlur(_ pixels: [UInt8], width: Int, height: Int, stride: Int, channels: Int, radii: [Int]) -> [UInt8] {
        var result = pixels
        for channel in 0..<channels {
            var plane = [UInt32](repeating: 0, count: width * height)
            for y in 0..<height {
                for x in 0..<width { plane[y * width + x] = UInt32(pixels[y * stride + x * channels + channel]) << 8 }
            }
            for alongRows in [true, false] {
                for radius in radii where radius > 0 {
                    let window = UInt32(2 * radius + 1)
                    var next = plane
                    for y in 0..<height {
                        for x in 0..<width {
                            var sum = window / 2
                            for k in -radius...radius {
                                let (sx, sy) = alongRows ? (x + k, y) : (x, y + k)
                                if sx >= 0, sx < width, sy >= 0, sy < height { sum += plane[sy * width + sx] }
                            }
                            next[y * width + x] = sum / window
                        }
                    }
                    plane = next
                }
            }
            for y in 0..<height {
                for x in 0..<width { result[y * stride + x * channels + channel] = UInt8(min(255, (plane[y * width + x] + 128) >> 8)) }
            }
        }
        return result
    }

    @Test("The kernel's blur equals the plain one, for every size, radius and channel count")
    func kernelMatchesPlainBlur() {
        var state: UInt64 = 0x5EED
        func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 33
        }
        // Sizes around the kernel's strips of 64 rows and columns, and smaller than a window.
        let sizes = [(1, 1), (3, 70), (70, 3), (64, 64), (65, 130), (129, 7), (9, 200)]
        let radiusSets = [[1], [0, 2], [2, 2, 3], [5, 5, 5, 6, 6], [40], [1, 90]]
        for (width, height) in sizes {
            for channels in [1, 4] {
                for radii in radiusSets {
                    let stride = width * channels + 3
                    // Noise, a bright block (long runs of one value) and a dark edge.
                    var pixels = (0..<stride * height).map { _ in UInt8(truncatingIfNeeded: next()) }
                    for y in 0..<height / 2 { for x in 0..<(width * channels / 2) { pixels[y * stride + x] = 255 } }
                    let expected = Self.plainBlur(pixels, width: width, height: height, stride: stride, channels: channels, radii: radii)
                    let done = radii.map(Int32.init).withUnsafeBufferPointer { radii in
                        pixels.withUnsafeMutableBufferPointer {
                            vellum_box_blur_image($0.baseAddress, Int32(width), Int32(height), Int32(stride), Int32(channels), radii.baseAddress, Int32(radii.count))
                        }
                    }
                    #expect(done == 1)
                    // Compared pixel by pixel, the padding at each row's end left alone.
                    let differing = (0..<height).flatMap { y in (0..<width * channels).map { y * stride + $0 } }.filter { pixels[$0] != expected[$0] }
                    #expect(differing.isEmpty, "\(width)×\(height), \(channels) channels, radii \(radii): \(differing.count) samples differ")
                    #expect((0..<height).allSatisfy { y in pixels[(y * stride + width * channels)..<(y * stride + stride)].elementsEqual(expected[(y * stride + width * channels)..<(y * stride + stride)]) })
                }
            }
        }
    }

    @Test("Windows the kernel cannot divide exactly are refused, not blurred wrong")
    func tooLongWindowsAreRefused() {
        var pixels = [UInt8](repeating: 200, count: 16)
        let done = [Int32(16384)].withUnsafeBufferPointer { radii in
            pixels.withUnsafeMutableBufferPointer { vellum_box_blur_image($0.baseAddress, 4, 4, 4, 1, radii.baseAddress, 1) }
        }
        #expect(done == 0)
        #expect(pixels.allSatisfy { $0 == 200 })
    }
}
