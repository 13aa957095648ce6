import CVellumKernels
import Foundation
import Testing
import VellumCore

/// Whether a picture is opaque decides between an RGB and an RGBA PNG; the C kernel ANDs each
/// row's pixels together in vectors, so every pixel, in every lane and in the tail past the
/// last whole vector, must count.
@Suite("Opacity kernel")
struct OpacityKernelTests {
    /// Rows of opaque pixels whose colour bits vary (black, white, mixed), `stride` bytes apart,
    /// with a gap after each row that is not the picture's and is transparent.
    private static func opaque(width: Int, height: Int, stride: Int) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: stride * height)
        for y in 0..<height {
            for x in 0..<width {
                let value: UInt32 = 0xFF00_0000 | UInt32((x &* 2_654_435_761 &+ y &* 40503) & 0xFF_FFFF)
                withUnsafeBytes(of: value.littleEndian) { bytes in
                    for byte in 0..<4 { pixels[y * stride + x * 4 + byte] = bytes[byte] }
                }
            }
        }
        return pixels
    }

    private static func isOpaque(_ pixels: [UInt8], width: Int, height: Int, stride: Int) -> Bool {
        vellum_argb32_is_opaque(pixels, Int32(width), Int32(height), Int32(stride)) != 0
    }

    @Test("Opaque rows are opaque whatever their colours and whatever lies between rows")
    func opaqueRows() {
        for width in [1, 7, 8, 9, 31, 33, 100, 257] {
            let stride = width * 4 + 12
            #expect(Self.isOpaque(Self.opaque(width: width, height: 3, stride: stride), width: width, height: 3, stride: stride), "width \(width)")
        }
    }

    @Test("One pixel short of opaque, anywhere in the picture, makes it translucent")
    func onePixelAnywhere() {
        for width in [1, 7, 8, 9, 31, 33, 100, 257] {
            let height = 3, stride = width * 4 + 12
            let base = Self.opaque(width: width, height: height, stride: stride)
            for y in 0..<height {
                for x in 0..<width {
                    for alpha: UInt8 in [0xFE, 0x00, 0x7F] {
                        var pixels = base
                        pixels[y * stride + x * 4 + 3] = alpha
                        if Self.isOpaque(pixels, width: width, height: height, stride: stride) {
                            Issue.record("width \(width): alpha \(alpha) at (\(x), \(y)) was taken for opaque")
                        }
                    }
                }
            }
        }
    }
}
