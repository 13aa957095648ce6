import CDeflate
import CVellumKernels
import Foundation
import Synchronization
import VellumUI

/// Writes 8-bit PNGs and animated PNGs with libdeflate: renders and goldens (each row's filter
/// chosen as libpng does, from Cairo's pixels exactly as Cairo's own writer stores them), the
/// diff images (fast, every row Up-filtered) and the frames of `vellum frames` (smallest).
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
        var png = Chunks()
        png.append("IHDR", header(width: image.width, height: image.height))
        png.append("IDAT", try compress(image, effort: effort))
        png.append("IEND", [])
        return png.data
    }

    /// A Cairo ARGB32 image (premultiplied, native-endian words) as a PNG, pixel for pixel what
    /// Cairo's own writer produces: colours unpremultiplied as Cairo does, RGB when every pixel
    /// is opaque, RGBA otherwise.
    package static func encodeCairoImage(_ data: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, effort: Effort = .balanced,
                                         jobs: Int = 1) throws -> Data {
        let opaque = vellum_argb32_is_opaque(data, Int32(width), Int32(height), Int32(stride)) != 0
        var png = Chunks()
        png.append("IHDR", bigEndian(width) + bigEndian(height) + [8, opaque ? 2 : 6, 0, 0, 0])
        png.append("IDAT", try compress(data, width: width, height: height, stride: stride, layout: VELLUM_PIXELS_CAIRO_ARGB32,
                                        channels: opaque ? 3 : 4, effort: effort, jobs: jobs))
        png.append("IEND", [])
        return png.data
    }

    /// An animated PNG that loops forever (`loops` 0) or `loops` times, every frame shown for
    /// `delay` seconds as the fraction `numerator / denominator`. Frames of other sizes are
    /// placed at the top-left of a canvas as large as the largest, transparent elsewhere.
    package static func encodeAnimation(_ frames: [RGBAImage], delay: (numerator: UInt16, denominator: UInt16), loops: UInt32 = 0,
                                        effort: Effort = .small) throws -> Data {
        guard !frames.isEmpty else { throw VellumError(.invalidValue, "an animated PNG needs at least one frame") }
        let width = frames.map(\.width).max()!, height = frames.map(\.height).max()!
        var png = Chunks()
        png.append("IHDR", header(width: width, height: height))
        png.append("acTL", bigEndian(frames.count) + bigEndian(Int(loops)))
        var sequence = 0
        for (index, frame) in frames.enumerated() {
            let canvas = frame.width == width && frame.height == height ? frame : frame.padded(width: width, height: height)
            // fcTL: sequence, size, offset, delay, dispose none, blend source.
            png.append("fcTL", bigEndian(sequence) + bigEndian(width) + bigEndian(height) + bigEndian(0) + bigEndian(0)
                       + bigEndian16(Int(delay.numerator)) + bigEndian16(Int(delay.denominator)) + [0, 0])
            sequence += 1
            let data = try compress(canvas, effort: effort)
            if index == 0 {
                png.append("IDAT", data)
            } else {
                png.append("fdAT", bigEndian(sequence) + data)
                sequence += 1
            }
        }
        png.append("IEND", [])
        return png.data
    }

    private static func header(width: Int, height: Int) -> [UInt8] {
        bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
    }

    private static func bigEndian(_ value: Int) -> [UInt8] {
        [UInt8(truncatingIfNeeded: value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
    }

    private static func bigEndian16(_ value: Int) -> [UInt8] {
        [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
    }

    /// PNG chunks with their lengths and checksums.
    private struct Chunks {
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

        mutating func append(_ type: String, _ body: [UInt8]) {
            let name = Array(type.utf8)
            data.append(contentsOf: bigEndian(body.count))
            data.append(contentsOf: name)
            data.append(contentsOf: body)
            let crc = body.withUnsafeBytes { libdeflate_crc32(libdeflate_crc32(0, name, name.count), $0.baseAddress, $0.count) }
            data.append(contentsOf: bigEndian(Int(crc)))
        }
    }

    /// The image's rows, filtered, as one zlib stream.
    private static func compress(_ image: RGBAImage, effort: Effort) throws -> [UInt8] {
        try image.pixels.withUnsafeBufferPointer { pixels in
            try compress(pixels.baseAddress!, width: image.width, height: image.height, stride: image.width * 4, layout: VELLUM_PIXELS_RGBA,
                         channels: 4, effort: effort)
        }
    }

    /// Rows of pixels, filtered (by the C kernel, fast in every build; in bands on `jobs`
    /// threads, which does not change a byte) and compressed into one zlib stream. The
    /// filtered rows and the compressor are kept for the next image (see `ScratchMemory`).
    private static func compress(_ pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, layout: vellum_pixel_layout,
                                 channels: Int, effort: Effort, jobs: Int = 1) throws -> [UInt8] {
        let rowBytes = width * channels
        let bands = max(1, min(jobs, height / 64))
        let filteredCount = height * (rowBytes + 1)
        return try ScratchMemory.withBuffer(bytes: filteredCount) { raw in
            let shared = SharedPointers(pixels: pixels, out: raw.assumingMemoryBound(to: UInt8.self))
            DispatchQueue.concurrentPerform(iterations: bands) { band in
                let first = height * band / bands, last = height * (band + 1) / bands
                let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * rowBytes)
                defer { scratch.deallocate() }
                vellum_png_filter_rows(shared.pixels + first * stride, Int32(width), Int32(last - first), Int32(stride), layout, Int32(channels),
                                       effort == .fast ? 0 : 1, first > 0 ? 1 : 0, scratch, shared.out + first * (rowBytes + 1))
            }
            return try Compressors.with(level: effort.level) { compressor in
                let bound = libdeflate_zlib_compress_bound(compressor, filteredCount)
                return try [UInt8](unsafeUninitializedCapacity: bound) { out, count in
                    count = libdeflate_zlib_compress(compressor, raw, filteredCount, out.baseAddress, bound)
                    guard count > 0 else { throw VellumError(.backend, "libdeflate could not compress a \(width)×\(height) image") }
                }
            }
        }
    }

    /// libdeflate compressors, kept for reuse: making one allocates its hash tables afresh.
    private enum Compressors {
        private struct Kept: @unchecked Sendable {
            let level: Int32
            let compressor: OpaquePointer
        }

        private static let kept = Mutex<[Kept]>([])

        static func with<T>(level: Int32, _ body: (OpaquePointer) throws -> T) throws -> T {
            let reused = kept.withLock { kept in kept.firstIndex { $0.level == level }.map { kept.remove(at: $0) } }
            guard let compressor = reused?.compressor ?? libdeflate_alloc_compressor(level) else {
                throw VellumError(.backend, "libdeflate could not start a compressor")
            }
            defer {
                let returned = Kept(level: level, compressor: compressor)
                let surplus = kept.withLock { kept -> Kept? in
                    guard kept.count < 4 else { return returned }
                    kept.append(returned)
                    return nil
                }
                if let surplus { libdeflate_free_compressor(surplus.compressor) }
            }
            return try body(compressor)
        }
    }
}

/// The buffers the filtering threads share: each writes only its own rows.
private struct SharedPointers: @unchecked Sendable {
    let pixels: UnsafePointer<UInt8>
    let out: UnsafeMutablePointer<UInt8>
}

extension RGBAImage {
    /// This image at the top-left of a transparent canvas of `width` × `height`.
    package func padded(width newWidth: Int, height newHeight: Int) -> RGBAImage {
        var pixels = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
        for y in 0..<min(height, newHeight) {
            let count = min(width, newWidth) * 4
            pixels.replaceSubrange(y * newWidth * 4..<(y * newWidth * 4 + count), with: self.pixels[(y * width * 4)..<(y * width * 4 + count)])
        }
        return RGBAImage(width: newWidth, height: newHeight, pixels: pixels)
    }
}
