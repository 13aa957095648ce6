import CDeflate
import Foundation
import VellumUI

/// Writes 8-bit RGBA PNGs and animated PNGs with libdeflate: the diff images (fast, every row
/// Up-filtered) and the frames of `vellum frames` (smaller, each row's filter chosen as libpng
/// does). Renders and goldens are written by Cairo's own PNG writer, not by this.
package enum PNGWriter {
    /// How hard to compress.
    package enum Effort: Sendable {
        /// libdeflate level 1, Up filter: for files read once.
        case fast
        /// libdeflate level 9, per-row filter choice: for files kept.
        case small
    }

    /// A still PNG.
    package static func encode(_ image: RGBAImage, effort: Effort = .fast) throws -> Data {
        var png = Chunks()
        png.append("IHDR", header(width: image.width, height: image.height))
        png.append("IDAT", try compress(image, effort: effort))
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
            data.append(contentsOf: bigEndian(body.count))
            let typed = Array(type.utf8) + body
            data.append(contentsOf: typed)
            data.append(contentsOf: bigEndian(Int(libdeflate_crc32(0, typed, typed.count))))
        }
    }

    /// The image's rows, filtered, as one zlib stream.
    private static func compress(_ image: RGBAImage, effort: Effort) throws -> [UInt8] {
        let rowBytes = image.width * 4
        let filtered = [UInt8](unsafeUninitializedCapacity: image.height * (rowBytes + 1)) { out, count in
            count = image.height * (rowBytes + 1)
            image.pixels.withUnsafeBufferPointer { pixels in
                let candidate = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
                defer { candidate.deallocate() }
                for y in 0..<image.height {
                    let row = out.baseAddress! + y * (rowBytes + 1)
                    let current = pixels.baseAddress! + y * rowBytes
                    let above: UnsafePointer<UInt8>? = y > 0 ? current - rowBytes : nil
                    switch effort {
                    case .fast:
                        row[0] = 2
                        filter(2, current, above, into: row + 1, count: rowBytes)
                    case .small:
                        // The filter whose bytes, read as signed, sum to the least.
                        var best = (filter: UInt8(0), cost: Int.max)
                        for type in UInt8(0)...4 {
                            filter(type, current, above, into: candidate, count: rowBytes)
                            var cost = 0
                            for i in 0..<rowBytes { cost += abs(Int(Int8(bitPattern: candidate[i]))) }
                            if cost < best.cost { best = (type, cost) }
                        }
                        row[0] = best.filter
                        filter(best.filter, current, above, into: row + 1, count: rowBytes)
                    }
                }
            }
        }
        let level: Int32 = effort == .fast ? 1 : 9
        guard let compressor = libdeflate_alloc_compressor(level) else { throw VellumError(.backend, "libdeflate could not start a compressor") }
        defer { libdeflate_free_compressor(compressor) }
        var compressed = [UInt8](repeating: 0, count: libdeflate_zlib_compress_bound(compressor, filtered.count))
        let size = libdeflate_zlib_compress(compressor, filtered, filtered.count, &compressed, compressed.count)
        guard size > 0 else { throw VellumError(.backend, "libdeflate could not compress a \(image.width)×\(image.height) image") }
        compressed.removeLast(compressed.count - size)
        return compressed
    }

    /// One row through PNG filter `type` (0 none, 1 sub, 2 up, 3 average, 4 Paeth).
    @inline(__always)
    private static func filter(_ type: UInt8, _ row: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>?, into out: UnsafeMutablePointer<UInt8>, count: Int) {
        switch type {
        case 1:
            for i in 0..<count { out[i] = row[i] &- (i >= 4 ? row[i - 4] : 0) }
        case 2:
            if let above { for i in 0..<count { out[i] = row[i] &- above[i] } } else { out.update(from: row, count: count) }
        case 3:
            for i in 0..<count {
                let left = i >= 4 ? Int(row[i - 4]) : 0, up = above.map { Int($0[i]) } ?? 0
                out[i] = row[i] &- UInt8((left + up) / 2)
            }
        case 4:
            for i in 0..<count {
                let a = i >= 4 ? Int(row[i - 4]) : 0, b = above.map { Int($0[i]) } ?? 0
                let c = i >= 4 ? (above.map { Int($0[i - 4]) } ?? 0) : 0
                let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                out[i] = row[i] &- UInt8(pa <= pb && pa <= pc ? a : (pb <= pc ? b : c))
            }
        default:
            out.update(from: row, count: count)
        }
    }
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
