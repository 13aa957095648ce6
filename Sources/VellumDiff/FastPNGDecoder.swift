import CDeflate
import CVellumKernels
import Foundation
import VellumCore
import VellumImage

/// Decodes the PNGs snapshot tests deal in (8-bit RGB or RGBA, not interlaced, as Cairo and
/// libpng write them) with libdeflate, several times faster than libpng, for the diff.
///
/// Anything else — another colour type or depth, interlacing, a gamma other than sRGB's, a
/// colour profile, a chunk it does not know, a bad checksum, damaged data — gives `nil`, and
/// the caller decodes with libpng, which also words the errors. So this decoder only ever
/// returns what libpng would (a test checks that on every filter type).
package enum FastPNGDecoder {
    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Ancillary chunks that do not change the pixels libpng's simplified reader returns.
    private static let harmless: Set<String> = ["bKGD", "pHYs", "tEXt", "zTXt", "iTXt", "tIME", "cHRM", "sRGB", "PLTE", "sBIT", "hIST", "sPLT"]

    /// Where a PNG's pixels are: its size, bytes per pixel and image data chunks.
    package struct Layout {
        package let width: Int
        package let height: Int
        /// 3 (RGB) or 4 (RGBA).
        package let channels: Int
        let idat: [(start: Int, count: Int)]

        package var rowBytes: Int { width * channels }
        /// The filtered rows' size: each row's bytes and its filter type.
        package var filteredCount: Int { height * (rowBytes + 1) }
    }

    /// The layout of a PNG this decoder reads, or `nil` (see the type's description).
    package static func layout(of bytes: UnsafeRawBufferPointer) -> Layout? {
        guard bytes.count >= 8 + 25, bytes.prefix(8).elementsEqual(signature) else { return nil }
        func integer(_ offset: Int) -> Int {
            Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
        }
        var offset = 8
        var width = 0, height = 0, channels = 0
        var idat: [(start: Int, count: Int)] = []
        var sawEnd = false
        while offset + 12 <= bytes.count {
            let length = integer(offset)
            guard length <= Int(Int32.max), offset + 12 + length <= bytes.count else { return nil }
            let typeBytes = bytes[(offset + 4)..<(offset + 8)]
            let type = String(decoding: typeBytes, as: UTF8.self)
            let crc = libdeflate_crc32(0, bytes.baseAddress! + offset + 4, length + 4)
            guard UInt32(truncatingIfNeeded: integer(offset + 8 + length)) == crc else { return nil }
            let body = offset + 8
            switch type {
            case "IHDR":
                guard offset == 8, length == 13 else { return nil }
                width = integer(body)
                height = integer(body + 4)
                let depth = bytes[body + 8], colorType = bytes[body + 9]
                guard depth == 8, bytes[body + 10] == 0, bytes[body + 11] == 0, bytes[body + 12] == 0 else { return nil }
                switch colorType {
                case 2: channels = 3
                case 6: channels = 4
                default: return nil
                }
            case "IDAT":
                // Image data must come in one run of chunks.
                if let last = idat.last, last.start + last.count + 12 != body { return nil }
                idat.append((body, length))
            case "IEND":
                sawEnd = true
            case "gAMA":
                // libpng treats 0.45455 ± a little as sRGB: no conversion.
                guard length == 4, (45_000...46_000).contains(integer(body)) else { return nil }
            default:
                guard harmless.contains(type) else { return nil }
            }
            if offset == 8, type != "IHDR" { return nil }
            offset += 12 + length
            if sawEnd { break }
        }
        guard sawEnd, channels > 0, width > 0, height > 0, width * height <= RGBAImage.maximumPixels, !idat.isEmpty else { return nil }
        return Layout(width: width, height: height, channels: channels, idat: idat)
    }

    /// Inflates the image data into `target` (`layout.filteredCount` bytes): the filtered
    /// rows. `false` when the data is damaged or of another length.
    package static func inflate(_ bytes: UnsafeRawBufferPointer, _ layout: Layout, into target: UnsafeMutablePointer<UInt8>) -> Bool {
        guard let decompressor = libdeflate_alloc_decompressor() else { return false }
        defer { libdeflate_free_decompressor(decompressor) }
        var joined: [UInt8] = []
        if layout.idat.count > 1 {
            joined.reserveCapacity(layout.idat.reduce(0) { $0 + $1.count })
            for chunk in layout.idat { joined.append(contentsOf: bytes[chunk.start..<(chunk.start + chunk.count)]) }
        }
        return joined.withUnsafeBytes { joinedBytes in
            let compressed = layout.idat.count > 1 ? joinedBytes.baseAddress! : bytes.baseAddress! + layout.idat[0].start
            let compressedCount = layout.idat.count > 1 ? joined.count : layout.idat[0].count
            var produced = 0
            let status = libdeflate_zlib_decompress(decompressor, compressed, compressedCount, target, layout.filteredCount, &produced)
            return status == LIBDEFLATE_SUCCESS && produced == layout.filteredCount
        }
    }

    package static func decode(_ data: Data) -> RGBAImage? {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> RGBAImage? in
            guard let layout = layout(of: bytes) else { return nil }
            let count = layout.width * layout.height * 4, capacity = max(count, layout.filteredCount)
            var failed = false
            var pixels = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
                initialized = capacity
                failed = !inflateAndUnfilter(bytes, layout, keepingRGB: false, into: buffer.baseAddress!)
            }
            guard !failed else { return nil }
            pixels.removeLast(capacity - count)
            return RGBAImage(width: layout.width, height: layout.height, pixels: pixels)
        }
    }

    /// The pixels as the file holds them: RGB stays three bytes a pixel (the diff reads it so,
    /// with less memory to fill and read), RGBA four.
    package static func decodePixels(_ data: Data) -> ImageDiff.DecodedPixels? {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> ImageDiff.DecodedPixels? in
            guard let layout = layout(of: bytes) else { return nil }
            let memory = PixelMemory(count: max(layout.width * layout.height * layout.channels, layout.filteredCount))
            guard inflateAndUnfilter(bytes, layout, keepingRGB: true, into: memory.base) else { return nil }
            return ImageDiff.DecodedPixels(width: layout.width, height: layout.height, channels: layout.channels, memory: memory)
        }
    }

    /// Inflates the image data into the tail of `base` (the larger of the pixels' and the
    /// filtered rows' size), then reconstructs the rows in order, each written to its place at
    /// the head: one buffer, touched once. (Row y's bytes, RGBA or RGB as kept, end before row
    /// y + 1's filtered bytes begin, because a filtered row is never longer than the row written
    /// plus its filter byte.) Kept as the file holds them, the rows are reconstructed in place by
    /// the C kernel; widened to RGBA, each is reconstructed aside and serves as the next row's
    /// "up". `false` when the data is damaged.
    private static func inflateAndUnfilter(_ bytes: UnsafeRawBufferPointer, _ layout: Layout, keepingRGB: Bool, into base: UnsafeMutablePointer<UInt8>) -> Bool {
        let (width, height, channels, rowBytes) = (layout.width, layout.height, layout.channels, layout.rowBytes)
        let outChannels = keepingRGB ? channels : 4
        let capacity = max(width * height * outChannels, layout.filteredCount)
        let filtered = base + (capacity - layout.filteredCount)
        guard inflate(bytes, layout, into: filtered) else { return false }
        if channels == outChannels {
            // The filtered rows begin the buffer (it is never larger than they are).
            return reconstruct(base, width: width, height: height, channels: channels, rows: nil)
        }
        let current = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes + 8)
        let previous = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes + 8)
        defer {
            current.deallocate()
            previous.deallocate()
        }
        var line = current, up = previous
        up.initialize(repeating: 0, count: rowBytes)
        for y in 0..<height {
            let row = filtered + y * (rowBytes + 1)
            guard vellum_png_unfilter_row(Int32(row[0]), row + 1, up, line, Int32(rowBytes), Int32(channels)) != 0 else { return false }
            vellum_rgb_to_rgba(line, base + y * width * outChannels, Int32(width))
            swap(&line, &up)
        }
        return true
    }

    /// Two PNGs decoded to be compared with each other, as far as the comparison needs them.
    package struct Pair {
        package var expected: ImageDiff.DecodedPixels
        package var actual: ImageDiff.DecodedPixels
        /// 1 for each row whose pixels are known to be the same in both, from their filtered
        /// bytes: such a row's bytes and those of the rows its filter reads are equal, so its
        /// pixels are. Neither image's pixels are reconstructed there, nor in rows further than
        /// two from a row that may differ (except all of `expected`'s when asked for): the
        /// comparison reads nothing else.
        package var sameRows: [UInt8]
    }

    /// Decodes two PNGs of the same size and layout for comparison, each on its own thread,
    /// reconstructing only the rows the comparison reads (see `Pair.sameRows`); all of the
    /// first image's with `reconstructingAllOfExpected`, for a diff image. `nil` when either
    /// is not a PNG this decoder reads, or they differ in size or layout.
    package static func decodePair(_ expected: Data, _ actual: Data, reconstructingAllOfExpected: Bool, team: ParallelBands? = nil) -> Pair? {
        guard let team else {
            return ParallelBands.withTeam { decodePair(expected, actual, reconstructingAllOfExpected: reconstructingAllOfExpected, team: $0) }
        }
        return expected.withUnsafeBytes { (first: UnsafeRawBufferPointer) -> Pair? in
            actual.withUnsafeBytes { (second: UnsafeRawBufferPointer) -> Pair? in
                guard let layout = Self.layout(of: first), let other = Self.layout(of: second), layout.width == other.width,
                      layout.height == other.height, layout.channels == other.channels else { return nil }
                return decodePair(first, second, layout, other, reconstructingAllOfExpected: reconstructingAllOfExpected, team: team)
            }
        }
    }

    private static func decodePair(_ expectedBytes: UnsafeRawBufferPointer, _ actualBytes: UnsafeRawBufferPointer, _ layout: Layout,
                                   _ otherLayout: Layout, reconstructingAllOfExpected: Bool, team: ParallelBands) -> Pair? {
        let (width, height, channels) = (layout.width, layout.height, layout.channels)
        let memory = [PixelMemory(count: layout.filteredCount), PixelMemory(count: layout.filteredCount)]
        guard let same = decodePair(into: memory.map(\.base), expectedBytes, actualBytes, layout, otherLayout,
                                    reconstructingAllOfExpected: reconstructingAllOfExpected, team: team) else { return nil }
        return Pair(expected: ImageDiff.DecodedPixels(width: width, height: height, channels: channels, memory: memory[0]),
                    actual: ImageDiff.DecodedPixels(width: width, height: height, channels: channels, memory: memory[1]), sameRows: same)
    }

    /// The work of `decodePair` in two buffers of `filteredCount` bytes: each image's filtered
    /// rows are inflated to the start of its buffer, and reconstructed row y is written at
    /// y × rowBytes, never past filtered row y's start. Returns the same rows, or `nil`.
    private static func decodePair(into buffers: [UnsafeMutablePointer<UInt8>], _ first: UnsafeRawBufferPointer, _ second: UnsafeRawBufferPointer,
                                   _ layout: Layout, _ otherLayout: Layout, reconstructingAllOfExpected: Bool, team: ParallelBands) -> [UInt8]? {
        let (width, height, channels) = (layout.width, layout.height, layout.channels)
        let rowStride = layout.rowBytes + 1
        let failed = UnsafeMutableBufferPointer<Bool>.allocate(capacity: 2)
        let equalBytes = UnsafeMutableBufferPointer<Bool>.allocate(capacity: height)
        failed.initialize(repeating: false)
        defer {
            failed.deallocate()
            equalBytes.deallocate()
        }
        let shared = Shared((buffers, [first, second], [layout, otherLayout], failed, equalBytes))
        team.forEach(count: 2) { index in
            let (buffers, sources, layouts, failed, _) = shared.value
            failed[index] = !inflate(sources[index], layouts[index], into: buffers[index])
        }
        var same = [UInt8](repeating: 0, count: height)
        if !failed.contains(true) {
            // Which rows' filtered bytes are equal, half the rows on each thread; and every
            // filter type known.
            team.forEach(count: 2) { half in
                let (buffers, _, _, failed, equalBytes) = shared.value
                for y in (half == 0 ? 0..<height / 2 : height / 2..<height) {
                    let rowA = buffers[0] + y * rowStride, rowB = buffers[1] + y * rowStride
                    equalBytes[y] = memcmp(rowA, rowB, rowStride) == 0
                    if rowA[0] > 4 || rowB[0] > 4 { failed[half] = true }
                }
            }
        }
        if !failed.contains(true) {
            // A row is the same when its bytes are and so is every row its filter reads (None
            // and Sub read none above; the first row's "above" is zeros in both).
            for y in 0..<height where equalBytes[y] && (y == 0 || buffers[0][y * rowStride] <= 1 || same[y - 1] == 1) { same[y] = 1 }
            // The rows the comparison reads: two around each that may differ; and then those
            // their filters read, up to a row of None or Sub.
            var wanted = [Bool](repeating: false, count: height)
            for y in 0..<height where same[y] == 0 {
                for near in max(y - 2, 0)...min(y + 2, height - 1) { wanted[near] = true }
            }
            let required = (0..<2).map { index -> [UInt8]? in
                if index == 0 && reconstructingAllOfExpected { return nil }
                var rows = wanted.map { $0 ? UInt8(1) : 0 }
                for y in stride(from: height - 1, to: 0, by: -1) where rows[y] == 1 && buffers[index][y * rowStride] >= 2 { rows[y - 1] = 1 }
                return rows
            }
            let rows = Shared(required)
            team.forEach(count: 2) { index in
                let (buffers, _, _, failed, _) = shared.value
                failed[index] = !reconstruct(buffers[index], width: width, height: height, channels: channels, rows: rows.value[index])
            }
        }
        return failed.contains(true) ? nil : same
    }

    /// Reconstructs, in place, the rows marked in `rows` (all when `nil`) from the filtered rows
    /// at the start of `base`; a marked row's filter reads only marked rows. `false` for an
    /// unknown filter type.
    private static func reconstruct(_ base: UnsafeMutablePointer<UInt8>, width: Int, height: Int, channels: Int, rows: [UInt8]?) -> Bool {
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * (width * channels + 8))
        defer { scratch.deallocate() }
        guard let rows else { return vellum_png_reconstruct(base, Int32(width), Int32(height), Int32(channels), nil, scratch) != 0 }
        return rows.withUnsafeBufferPointer { vellum_png_reconstruct(base, Int32(width), Int32(height), Int32(channels), $0.baseAddress, scratch) != 0 }
    }
}
