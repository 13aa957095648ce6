import CDeflate
import Foundation
import VellumCairo
import VellumUI

/// Writes 8-bit RGBA PNGs for files read once — diff images — with libdeflate at its fastest
/// level: every row Up-filtered (the diff image is mostly flat grey), one IDAT chunk.
/// Goldens and renders are written by Cairo and libpng, not by this.
package enum FastPNGEncoder {
    package static func encode(_ image: RGBAImage) throws -> Data {
        let rowBytes = image.width * 4
        let filtered = [UInt8](unsafeUninitializedCapacity: image.height * (rowBytes + 1)) { out, count in
            count = image.height * (rowBytes + 1)
            image.pixels.withUnsafeBufferPointer { pixels in
                let source = pixels.baseAddress!, target = out.baseAddress!
                for y in 0..<image.height {
                    let row = target + y * (rowBytes + 1)
                    row[0] = 2
                    let current = source + y * rowBytes
                    if y == 0 {
                        (row + 1).initialize(from: current, count: rowBytes)
                    } else {
                        let above = current - rowBytes
                        for i in 0..<rowBytes { row[1 + i] = current[i] &- above[i] }
                    }
                }
            }
        }
        guard let compressor = libdeflate_alloc_compressor(1) else { throw VellumError(.backend, "libdeflate could not start a compressor") }
        defer { libdeflate_free_compressor(compressor) }
        var compressed = [UInt8](repeating: 0, count: libdeflate_zlib_compress_bound(compressor, filtered.count))
        let size = libdeflate_zlib_compress(compressor, filtered, filtered.count, &compressed, compressed.count)
        guard size > 0 else { throw VellumError(.backend, "libdeflate could not compress a \(image.width)×\(image.height) image") }

        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        func bigEndian(_ value: Int) -> [UInt8] {
            [UInt8(truncatingIfNeeded: value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
        }
        func chunk(_ type: String, _ body: UnsafeBufferPointer<UInt8>) {
            png.append(contentsOf: bigEndian(body.count))
            let typeBytes = Array(type.utf8)
            png.append(contentsOf: typeBytes)
            png.append(body)
            // (libdeflate_crc32 of a null buffer is the initial value, not a continuation.)
            let typeCRC = libdeflate_crc32(0, typeBytes, 4)
            let crc = body.isEmpty ? typeCRC : libdeflate_crc32(typeCRC, body.baseAddress, body.count)
            png.append(contentsOf: bigEndian(Int(crc)))
        }
        let header = bigEndian(image.width) + bigEndian(image.height) + [8, 6, 0, 0, 0]
        header.withUnsafeBufferPointer { chunk("IHDR", $0) }
        compressed.withUnsafeBufferPointer { chunk("IDAT", UnsafeBufferPointer(rebasing: $0[..<size])) }
        chunk("IEND", UnsafeBufferPointer(start: nil, count: 0))
        return png
    }
}
