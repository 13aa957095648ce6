import CDeflate
import CVellumKernels
import Foundation
import Synchronization
import VellumCore

extension PNGWriter {
    /// Rows of pixels filtered (by the C kernel, fast in every build) and compressed by
    /// libdeflate into one zlib stream: a PNG's image data.
    static func compressedRows(_ pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, layout: vellum_pixel_layout,
                               channels: Int, effort: Effort) throws -> [UInt8] {
        let rowBytes = width * channels, filteredCount = height * (rowBytes + 1)
        return try ScratchMemory.withBuffer(bytes: filteredCount + 2 * width * 4) { raw in
            let filtered = raw.assumingMemoryBound(to: UInt8.self)
            vellum_png_filter_rows(pixels, Int32(width), Int32(height), Int32(stride), layout, Int32(channels),
                                   effort == .fast ? 0 : 1, filtered + filteredCount, filtered)
            return try Compressors.with(level: effort.level) { compressor in
                let bound = libdeflate_zlib_compress_bound(compressor, filteredCount)
                return try [UInt8](unsafeUninitializedCapacity: bound) { out, count in
                    count = libdeflate_zlib_compress(compressor, filtered, filteredCount, out.baseAddress, bound)
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
