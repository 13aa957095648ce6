import CVellumKernels
import Foundation
import VellumCore

/// Writes 8-bit PNGs with libdeflate: renders and goldens (each row's filter chosen as libpng
/// does, from Cairo's pixels exactly as Cairo's own writer stores them), diff images (fast,
/// every row Up-filtered) and the frames of animated PNGs (smallest; see `AnimatedPNG`).
package enum PNGWriter {
    /// How hard to compress.
    package enum Effort: Sendable {
        /// libdeflate level 1, Up filter: for files read once.
        case fast
        /// libdeflate level 6, each row's filter chosen: renders, about as small as libpng's
        /// defaults and several times faster.
        case balanced
        /// libdeflate level 9, each row's filter chosen: smallest.
        case small

        var level: Int32 {
            switch self {
            case .fast: 1
            case .balanced: 6
            case .small: 9
            }
        }
    }

    /// A still PNG of straight RGBA pixels.
    package static func encode(_ image: RGBAImage, effort: Effort = .fast) throws -> Data {
        let rows = try image.pixels.withUnsafeBufferPointer { pixels in
            try compressedRows(pixels.baseAddress!, width: image.width, height: image.height, stride: image.width * 4,
                               layout: VELLUM_PIXELS_RGBA, channels: 4, effort: effort)
        }
        return PNGChunks.still(width: image.width, height: image.height, opaque: false, compressedRows: rows)
    }

    /// A Cairo ARGB32 image (premultiplied, native-endian words) as a PNG, pixel for pixel what
    /// Cairo's own writer produces: colours unpremultiplied as Cairo does, RGB when every pixel
    /// is opaque, RGBA otherwise.
    package static func encodeCairoImage(_ data: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, effort: Effort = .balanced) throws -> Data {
        let opaque = vellum_argb32_is_opaque(data, Int32(width), Int32(height), Int32(stride)) != 0
        let rows = try compressedRows(data, width: width, height: height, stride: stride, layout: VELLUM_PIXELS_CAIRO_ARGB32,
                                      channels: opaque ? 3 : 4, effort: effort)
        return PNGChunks.still(width: width, height: height, opaque: opaque, compressedRows: rows)
    }

    /// Draws a picture, Cairo ARGB32, into zeroed memory of `stride` bytes a row.
    package typealias Drawer = (_ pixels: UnsafeMutablePointer<UInt8>, _ stride: Int) throws -> Void

    /// Whether a picture drawn, Cairo ARGB32 of `stride` bytes a row, is the one looked for
    /// (see `encodeCairoDrawing`).
    package typealias PictureMatch = (_ pixels: UnsafePointer<UInt8>, _ width: Int, _ height: Int, _ stride: Int) -> Bool

    /// The picture `draw` draws, as `encodeCairoImage` encodes it, drawn into memory kept from
    /// the last picture (see `ScratchMemory`). When `matches` says the picture is the one looked
    /// for, nothing is compressed and the result is `nil`: a snapshot test that finds its
    /// golden picture skips the compression, half or more of a typical card's time.
    package static func encodeCairoDrawing(width: Int, height: Int, effort: Effort = .balanced, unlessMatching matches: PictureMatch? = nil,
                                           draw: Drawer) throws -> Data? {
        let stride = width * 4
        return try ScratchMemory.withBuffer(bytes: stride * height, zeroed: true) { raw in
            let pixels = raw.assumingMemoryBound(to: UInt8.self)
            try draw(pixels, stride)
            if let matches, matches(pixels, width, height, stride) { return nil }
            return try encodeCairoImage(pixels, width: width, height: height, stride: stride, effort: effort)
        }
    }
}
