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

    /// The most filtered bytes compressed as one piece (counted at four bytes a pixel, RGB or
    /// not). A larger image is compressed in pieces of whole rows, `largePieceBytes` each at
    /// most, each on its own (on any of the threads given) and joined into one zlib stream;
    /// the pieces depend on the image's size only, so the bytes do not depend on the number
    /// of threads. A picture drawn for a PNG of more than one piece is drawn piece by piece,
    /// never whole (`encodeCairoDrawing`). 16 MB keeps every iPhone screen at @3x (14.4 MB of
    /// rows for the largest) one piece, written exactly as before pieces existed, so goldens
    /// recorded again do not change.
    package static let pieceBytes = 16 << 20

    /// The size of the pieces an image of more than `pieceBytes` is cut into (see `pieces`): a
    /// sheet of 190 MB is 49 pieces. Smaller than `pieceBytes` because a piece is also the unit of work
    /// threads share and of memory each of them draws into: with pieces of 16 MB, a thread that
    /// joined late first spent 25 ms making 32 MB of buffers present, and the last piece kept
    /// one thread busy up to 30 ms while the others waited (`vellum sheet --jobs 2`: 356 →
    /// 343 ms, `--jobs 1` no slower; 0.3% more bytes). Pieces of 2 MB made `--jobs 1` 3% slower.
    package static let largePieceBytes = 4 << 20

    /// A still PNG of straight RGBA pixels, made on `jobs` threads (the bytes do not depend on
    /// how many). `pieceBytes` is `pieceBytes`, but `largePieceBytes` for the `.fast` effort:
    /// a diff image, read once, is not kept whole for its bytes' sake, and in pieces its
    /// compression shares out (`vellum diff --out` of two 2000×2000 pictures on two cores:
    /// 73 → 63 ms).
    package static func encode(_ image: RGBAImage, effort: Effort = .fast, jobs: Int = 1, pieceBytes: Int? = nil) throws -> Data {
        let pieceBytes = pieceBytes ?? (effort == .fast ? largePieceBytes : Self.pieceBytes)
        var png = Chunks()
        png.append("IHDR", header(width: image.width, height: image.height))
        png.append("IDAT", try compress(image, effort: effort, jobs: jobs, pieceBytes: pieceBytes))
        png.append("IEND", [])
        return png.data
    }

    /// A Cairo ARGB32 image (premultiplied, native-endian words) as a PNG, pixel for pixel what
    /// Cairo's own writer produces: colours unpremultiplied as Cairo does, RGB when every pixel
    /// is opaque, RGBA otherwise. `jobs` of the `workers` do the work; the bytes do not depend
    /// on how many.
    package static func encodeCairoImage(_ data: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, effort: Effort = .balanced,
                                         jobs: Int = 1, pieceBytes: Int = pieceBytes, workers: Workers = concurrently) throws -> Data {
        let opaque = isOpaque(data, width: width, height: height, stride: stride, jobs: jobs, workers: workers)
        return still(width: width, height: height, opaque: opaque, rows: try compress(data, width: width, height: height, stride: stride,
                                                                                     layout: VELLUM_PIXELS_CAIRO_ARGB32, channels: opaque ? 3 : 4,
                                                                                     effort: effort, jobs: jobs, pieceBytes: pieceBytes, workers: workers))
    }

    /// A still PNG, RGB when `opaque` and RGBA otherwise, of the compressed `rows`.
    private static func still(width: Int, height: Int, opaque: Bool, rows: [UInt8]) -> Data {
        var png = Chunks()
        png.append("IHDR", header(width: width, height: height, opaque: opaque))
        png.append("IDAT", rows)
        png.append("IEND", [])
        return png.data
    }

    /// Draws rows `rows` of a picture, Cairo ARGB32, into zeroed memory of `stride` bytes a row
    /// whose first row is the range's first.
    package typealias RowDrawer = (_ rows: Range<Int>, _ pixels: UnsafeMutablePointer<UInt8>, _ stride: Int) throws -> Void

    /// Runs `body(worker)` for each of `count` workers and returns when all are done. The
    /// bodies share their work through counters or bands of their own and never wait for one
    /// another, so workers may also run one after the other.
    package typealias Workers = (_ count: Int, _ body: @escaping @Sendable (Int) -> Void) -> Void

    /// Workers on Dispatch's threads, all at once.
    package static func concurrently(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        DispatchQueue.concurrentPerform(iterations: count, execute: body)
    }

    /// A picture that `draw` draws, as a PNG: the bytes `encodeCairoImage` makes of the whole
    /// picture drawn at once, its rows filtered over its pixels (`FilteringInPlace`). A picture
    /// of more than one piece (see `pieceBytes`) is never whole in memory: each piece's rows are
    /// drawn into a buffer of one piece (a piece's first row is filtered without the row above,
    /// see `compressPiece`), checked for transparency and compressed, on `jobs` of the
    /// `workers`, the buffers kept for their next piece. Whether the file is RGB or RGBA is known
    /// only once every piece is drawn: the pieces at the picture's edges are drawn first, and
    /// a piece compressed as RGB before a transparent one was found is drawn and compressed again.
    package static func encodeCairoDrawing(width: Int, height: Int, effort: Effort = .balanced, jobs: Int = 1, pieceBytes: Int = pieceBytes,
                                           workers: Workers = concurrently,
                                           draw: @escaping RowDrawer) throws -> Data {
        // Without a match to look for, there is always a PNG.
        try encodeCairoDrawing(width: width, height: height, effort: effort, jobs: jobs, pieceBytes: pieceBytes, workers: workers,
                               unlessMatching: nil, draw: draw)!
    }

    /// Whether a picture drawn whole, Cairo ARGB32 of `stride` bytes a row, is the one looked
    /// for (see `encodeCairoDrawing(…unlessMatching:…)`).
    package typealias PictureMatch = (_ pixels: UnsafePointer<UInt8>, _ width: Int, _ height: Int, _ stride: Int) -> Bool

    /// As `encodeCairoDrawing`, but a picture of one piece is first shown to `matches` as
    /// drawn: when it is the picture looked for, nothing is compressed and the result is `nil`.
    /// Otherwise, and for a picture of several pieces (never whole in memory), the result is
    /// the PNG, the same bytes `encodeCairoDrawing` makes: a snapshot test that finds its golden
    /// picture skips the compression, half or more of a typical card's time.
    package static func encodeCairoDrawing(width: Int, height: Int, effort: Effort = .balanced, jobs: Int = 1, pieceBytes: Int = pieceBytes,
                                           workers: Workers = concurrently, unlessMatching matches: PictureMatch?,
                                           draw: @escaping RowDrawer) throws -> Data? {
        let stride = width * 4
        let pieces = pieces(width: width, height: height, pieceBytes: pieceBytes)
        guard pieces.count > 1 else {
            let canvas = FilteringInPlace(rows: height, stride: stride)
            return try ScratchMemory.withBuffer(bytes: canvas.bytes, zeroed: true) { memory in
                let pixels = canvas.pixels(memory)
                try draw(0..<height, pixels, stride)
                if let matches, matches(pixels, width, height, stride) { return nil }
                // The bytes `encodeCairoImage` makes, the rows filtered over the pixels.
                let opaque = isOpaque(pixels, width: width, height: height, stride: stride, jobs: jobs, workers: workers)
                return still(width: width, height: height, opaque: opaque,
                             rows: try compressInPlace(canvas, memory, width: width, height: height, channels: opaque ? 3 : 4, effort: effort,
                                                       pieceBytes: pieceBytes))
            }
        }
        let count = pieces.count, pieceRows = pieces.map(\.count).max()!
        let results = PieceResults<Piece>(count: count)
        let translucent = Atomic<Bool>(false)
        /// Draws and compresses the pieces of `indices` (top to bottom) on the workers, in the
        /// order `PieceSchedule` gives, `bottomFirst` the bottom one first; `rgba` forces four
        /// channels.
        func run(_ indices: [Int], bottomFirst: Bool, rgba: Bool) {
            let workerCount = max(1, min(jobs, indices.count))
            let schedule = Mutex(PieceSchedule(indices, rows: { pieces[$0].count }, workers: workerCount, bottomFirst: bottomFirst))
            let drawer = SharedDrawer(draw: draw)
            let canvas = FilteringInPlace(rows: pieceRows, stride: stride)
            workers(workerCount) { worker in
                ScratchMemory.withBuffer(bytes: canvas.bytes, fills: true) { memory in
                    let buffer = canvas.pixels(memory)
                    while true {
                        guard let index = schedule.withLock({ $0.next(for: worker) }) else { return }
                        let first = pieces[index].lowerBound, last = pieces[index].upperBound
                        results.store(index, Result {
                            buffer.update(repeating: 0, count: stride * (last - first))
                            try drawer.draw(first..<last, buffer, stride)
                            if vellum_argb32_is_opaque(buffer, Int32(width), Int32(last - first), Int32(stride)) == 0 {
                                translucent.store(true, ordering: .relaxed)
                            }
                            let channels = rgba || translucent.load(ordering: .relaxed) ? 4 : 3
                            // The piece's rows are filtered over its pixels, which are drawn
                            // afresh if the piece is compressed again.
                            return try compressPiece(buffer, width: width, rows: last - first, stride: stride, layout: VELLUM_PIXELS_CAIRO_ARGB32,
                                                     channels: channels, effort: effort, isFirst: first == 0,
                                                     filtered: memory.assumingMemoryBound(to: UInt8.self), scratch: canvas.scratch(memory))
                        })
                    }
                }
            }
        }
        // The last piece and the first before the rest: a picture's transparency is most often
        // at its edges (where its size in points ends within a pixel), found before most
        // pieces are compressed.
        run(Array(0..<count), bottomFirst: true, rgba: false)
        var compressed = try results.values()
        let opaque = !translucent.load(ordering: .relaxed)
        if !opaque {
            let threeChannels = compressed.indices.filter { compressed[$0].channels == 3 }
            if !threeChannels.isEmpty {
                run(threeChannels, bottomFirst: false, rgba: true)
                compressed = try results.values()
            }
        }
        // Written once into the bytes returned: a sheet's 1 MB made whole twice, as a zlib
        // stream and then as a file, took 1.3 ms after the last piece, most of it the first
        // touch of fresh memory.
        let header = try zlibHeader(level: effort.level)
        let joinedBytes = joinedCount(compressed)
        return Chunks.file(header: Self.header(width: width, height: height, opaque: opaque), dataCount: joinedBytes) { out in
            let written = join(compressed, header: header, into: out)
            precondition(written == joinedBytes, "the joined pieces are \(written) bytes, not the \(joinedBytes) counted")
        }
    }

    /// Whether every pixel is opaque, looked at in bands of rows by `jobs` of the `workers`.
    private static func isOpaque(_ data: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, jobs: Int, workers: Workers) -> Bool {
        let bands = max(1, min(jobs, height / 256))
        guard bands > 1 else { return vellum_argb32_is_opaque(data, Int32(width), Int32(height), Int32(stride)) != 0 }
        let translucent = Atomic<Bool>(false)
        let shared = SharedPointers(pixels: data, out: nil)
        workers(bands) { band in
            let first = height * band / bands, last = height * (band + 1) / bands
            if vellum_argb32_is_opaque(shared.pixels + first * stride, Int32(width), Int32(last - first), Int32(stride)) == 0 {
                translucent.store(true, ordering: .relaxed)
            }
        }
        return !translucent.load(ordering: .relaxed)
    }

    /// An animated PNG that loops forever (`loops` 0) or `loops` times, every frame shown for
    /// `delay` seconds as the fraction `numerator / denominator`. Frames of other sizes are
    /// placed at the top-left of a canvas as large as the largest, transparent elsewhere.
    package static func encodeAnimation(_ frames: [RGBAImage], delay: (numerator: UInt16, denominator: UInt16), loops: UInt32 = 0,
                                        effort: Effort = .small) throws -> Data {
        guard !frames.isEmpty else { throw VellumError(.invalidValue, "an animated PNG needs at least one frame") }
        return try encodeAnimation(frameCount: frames.count, width: frames.map(\.width).max()!, height: frames.map(\.height).max()!,
                                   delay: delay, loops: loops, effort: effort) { frames[$0] }
    }

    /// An animated PNG of `frameCount` frames on a canvas of `width` × `height` pixels, as
    /// `encodeAnimation(_:…)` makes it, frame `index` being what `frame(index)` gives (at most
    /// the canvas's size). The frames are made and compressed on `jobs` of the `workers`, each
    /// whole on one, and only their compressed bytes are kept; the bytes do not depend on how
    /// many threads.
    package static func encodeAnimation(frameCount: Int, width: Int, height: Int, delay: (numerator: UInt16, denominator: UInt16),
                                        loops: UInt32 = 0, effort: Effort = .small, jobs: Int = 1, workers: Workers = concurrently,
                                        frame: @escaping @Sendable (Int) throws -> RGBAImage) throws -> Data {
        try animation(frameCount: frameCount, width: width, height: height, delay: delay, loops: loops, jobs: jobs, workers: workers) { index in
            let image = try frame(index)
            guard image.width <= width, image.height <= height else {
                throw VellumError(.invalidValue, "frame \(index) is \(image.width)×\(image.height) pixels, larger than the animation's \(width)×\(height)")
            }
            let canvas = image.width == width && image.height == height ? image : image.padded(width: width, height: height)
            return try compress(canvas, effort: effort, pieceBytes: pieceBytes)
        }
    }

    /// Draws frame `index` of an animation, Cairo ARGB32, into zeroed memory as large as the
    /// animation's canvas with `stride` bytes a row, at its top-left.
    package typealias FrameDrawer = @Sendable (_ index: Int, _ pixels: UnsafeMutablePointer<UInt8>, _ stride: Int) throws -> Void

    /// An animated PNG of `frameCount` frames that `draw` draws on a canvas of `width` ×
    /// `height` pixels: the bytes `encodeAnimation(_:…)` makes of the frames Cairo's own writer
    /// would store (unpremultiplied as it does), read back, with no PNG of each frame made and
    /// read in between. Frames are drawn and compressed on `jobs` of the `workers`, each whole
    /// on one, into memory kept for the next (see `ScratchMemory`).
    package static func encodeCairoAnimation(frameCount: Int, width: Int, height: Int, delay: (numerator: UInt16, denominator: UInt16),
                                             loops: UInt32 = 0, effort: Effort = .small, jobs: Int = 1, workers: Workers = concurrently,
                                             draw: @escaping FrameDrawer) throws -> Data {
        let stride = width * 4
        return try animation(frameCount: frameCount, width: width, height: height, delay: delay, loops: loops, jobs: jobs, workers: workers) { index in
            let canvas = FilteringInPlace(rows: height, stride: stride)
            return try ScratchMemory.withBuffer(bytes: canvas.bytes, zeroed: true) { memory in
                try draw(index, canvas.pixels(memory), stride)
                return try compressInPlace(canvas, memory, width: width, height: height, channels: 4, effort: effort, pieceBytes: pieceBytes)
            }
        }
    }

    /// The animated PNG of `frameCount` frames on a `width` × `height` canvas whose compressed
    /// rows `compressed(index)` gives, made on `jobs` of the `workers`.
    private static func animation(frameCount: Int, width: Int, height: Int, delay: (numerator: UInt16, denominator: UInt16), loops: UInt32,
                                  jobs: Int, workers: Workers, compressed frame: @escaping @Sendable (Int) throws -> [UInt8]) throws -> Data {
        guard frameCount > 0 else { throw VellumError(.invalidValue, "an animated PNG needs at least one frame") }
        let compressed = PieceResults<[UInt8]>(count: frameCount)
        let next = Atomic<Int>(0)
        workers(max(1, min(jobs, frameCount))) { _ in
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < frameCount else { return }
                compressed.store(index, Result { try frame(index) })
            }
        }
        let data = try compressed.values()
        var png = Chunks()
        png.append("IHDR", header(width: width, height: height))
        png.append("acTL", bigEndian(frameCount) + bigEndian(Int(loops)))
        var sequence = 0
        for index in 0..<frameCount {
            // fcTL: sequence, size, offset, delay, dispose none, blend source.
            png.append("fcTL", bigEndian(sequence) + bigEndian(width) + bigEndian(height) + bigEndian(0) + bigEndian(0)
                       + bigEndian16(Int(delay.numerator)) + bigEndian16(Int(delay.denominator)) + [0, 0])
            sequence += 1
            if index == 0 {
                png.append("IDAT", data[index])
            } else {
                png.append("fdAT", bigEndian(sequence) + data[index])
                sequence += 1
            }
        }
        png.append("IEND", [])
        return png.data
    }

    /// IHDR's data: 8 bits a channel, RGB when `opaque`, RGBA otherwise.
    private static func header(width: Int, height: Int, opaque: Bool = false) -> [UInt8] {
        bigEndian(width) + bigEndian(height) + [8, opaque ? 2 : 6, 0, 0, 0]
    }

    private static func bigEndian(_ value: Int) -> [UInt8] {
        [UInt8(truncatingIfNeeded: value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
    }

    private static func bigEndian16(_ value: Int) -> [UInt8] {
        [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
    }

    /// PNG chunks with their lengths and checksums.
    private struct Chunks {
        static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var data = Data(signature)

        /// A whole PNG of three chunks, IHDR, IDAT and IEND, allocated once: `writeData`
        /// writes the IDAT chunk's `dataCount` bytes.
        static func file(header: [UInt8], dataCount: Int, writeData: (UnsafeMutablePointer<UInt8>) -> Void) -> Data {
            let count = signature.count + (12 + header.count) + (12 + dataCount) + 12
            let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
            var offset = 0
            func put(_ values: [UInt8]) {
                values.withUnsafeBufferPointer { (bytes + offset).update(from: $0.baseAddress!, count: values.count) }
                offset += values.count
            }
            /// A chunk whose data is written (by `write`) after its length and type.
            func chunk(_ type: String, count: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Void) {
                put(bigEndian(count))
                let start = offset
                put(Array(type.utf8))
                write(bytes + offset)
                offset += count
                put(bigEndian(Int(libdeflate_crc32(0, bytes + start, offset - start))))
            }
            put(signature)
            chunk("IHDR", count: header.count) { out in header.withUnsafeBufferPointer { out.update(from: $0.baseAddress!, count: header.count) } }
            chunk("IDAT", count: dataCount, writeData)
            chunk("IEND", count: 0) { _ in }
            return Data(bytesNoCopy: bytes, count: count, deallocator: .custom { pointer, _ in pointer.deallocate() })
        }

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
    private static func compress(_ image: RGBAImage, effort: Effort, jobs: Int = 1, pieceBytes: Int) throws -> [UInt8] {
        try image.pixels.withUnsafeBufferPointer { pixels in
            try compress(pixels.baseAddress!, width: image.width, height: image.height, stride: image.width * 4, layout: VELLUM_PIXELS_RGBA,
                         channels: 4, effort: effort, jobs: jobs, pieceBytes: pieceBytes)
        }
    }

    /// Rows of pixels, filtered (by the C kernel, fast in every build) and compressed into one
    /// zlib stream: as one piece, its rows filtered in bands on `jobs` threads, or in pieces
    /// (see `pieceBytes`), each filtered and compressed on one of `jobs` threads. Neither the
    /// bands nor the threads change a byte. The filtered rows and the compressors are kept for
    /// the next image (see `ScratchMemory`).
    private static func compress(_ pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, layout: vellum_pixel_layout,
                                 channels: Int, effort: Effort, jobs: Int = 1, pieceBytes: Int, workers: Workers = concurrently) throws -> [UInt8] {
        let rowBytes = width * channels
        let pieces = pieces(width: width, height: height, pieceBytes: pieceBytes)
        guard pieces.count <= 1 else {
            return try compressInPieces(pixels, width: width, stride: stride, layout: layout, channels: channels,
                                        effort: effort, jobs: jobs, pieces: pieces, workers: workers)
        }
        let bands = max(1, min(jobs, height / 64))
        let filteredCount = height * (rowBytes + 1)
        return try ScratchMemory.withBuffer(bytes: filteredCount, fills: true) { raw in
            let shared = SharedPointers(pixels: pixels, out: raw.assumingMemoryBound(to: UInt8.self))
            workers(bands) { band in
                let first = height * band / bands, last = height * (band + 1) / bands
                let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * rowBytes)
                defer { scratch.deallocate() }
                vellum_png_filter_rows(shared.pixels + first * stride, Int32(width), Int32(last - first), Int32(stride), layout, Int32(channels),
                                       effort == .fast ? 0 : 1, first > 0 ? 1 : 0, scratch, shared.out! + first * (rowBytes + 1))
            }
            return try zlibCompressed(raw, count: filteredCount, width: width, height: height, effort: effort)
        }
    }

    /// Filtered rows compressed into one zlib stream.
    private static func zlibCompressed(_ filtered: UnsafeRawPointer, count filteredCount: Int, width: Int, height: Int, effort: Effort) throws -> [UInt8] {
        try Compressors.with(level: effort.level) { compressor in
            let bound = libdeflate_zlib_compress_bound(compressor, filteredCount)
            return try [UInt8](unsafeUninitializedCapacity: bound) { out, count in
                count = libdeflate_zlib_compress(compressor, filtered, filteredCount, out.baseAddress, bound)
                guard count > 0 else { throw VellumError(.backend, "libdeflate could not compress a \(width)×\(height) image") }
            }
        }
    }

    /// The rows of a picture drawn in `memory` as `canvas` lays it out, filtered over themselves
    /// on this thread and compressed into one zlib stream: the bytes `compress` makes of them.
    /// A picture of several pieces (see `pieceBytes`) is compressed by `compress`, its pixels left as they are.
    private static func compressInPlace(_ canvas: FilteringInPlace, _ memory: UnsafeMutableRawPointer, width: Int, height: Int, channels: Int,
                                        effort: Effort, pieceBytes: Int) throws -> [UInt8] {
        let stride = canvas.stride, pixels = canvas.pixels(memory)
        guard pieces(width: width, height: height, pieceBytes: pieceBytes).count <= 1 else {
            return try compress(pixels, width: width, height: height, stride: stride, layout: VELLUM_PIXELS_CAIRO_ARGB32, channels: channels,
                                effort: effort, pieceBytes: pieceBytes)
        }
        precondition(canvas.rows >= height && stride >= width * 4,
                     "a \(width)×\(height) picture in memory laid out for \(canvas.rows) rows of \(stride) bytes")
        vellum_png_filter_rows(pixels, Int32(width), Int32(height), Int32(stride), VELLUM_PIXELS_CAIRO_ARGB32, Int32(channels),
                               effort == .fast ? 0 : 1, 0, canvas.scratch(memory), memory.assumingMemoryBound(to: UInt8.self))
        return try zlibCompressed(memory, count: height * (width * channels + 1), width: width, height: height, effort: effort)
    }

    /// How many rows make a whole piece: all of them when they fit in `pieceBytes` filtered at four
    /// bytes a pixel, else as many as fit in `largePieceBytes` (or `pieceBytes`, if smaller),
    /// whether the image turns out to need four channels or three, so that a picture drawn
    /// piece by piece (`encodeCairoDrawing`) is cut where its rows are.
    package static func rowsPerPiece(width: Int, height: Int, pieceBytes: Int = pieceBytes) -> Int {
        let rowBytes = width * 4 + 1
        guard height > pieceBytes / rowBytes else { return max(1, height) }
        return max(1, min(pieceBytes, largePieceBytes) / rowBytes)
    }

    /// The rows of each piece, top to bottom: pieces of `rowsPerPiece` rows, but for the last
    /// whole one, which is cut into a half, a quarter and two eighths, and what is left at the
    /// bottom. The small ones are drawn last (see `PieceSchedule`): a thread that runs out of
    /// pieces then waits for another to finish a small one, not a whole one (the built-in
    /// sheet on two threads: 1.5–8 ms of waiting at the end, 4–5 on average; under 1 ms now).
    package static func pieces(width: Int, height: Int, pieceBytes: Int = pieceBytes) -> [Range<Int>] {
        let rows = rowsPerPiece(width: width, height: height, pieceBytes: pieceBytes)
        var sizes = [Int](repeating: rows, count: height / rows)
        if sizes.count >= 2, rows >= 8 {
            sizes.removeLast()
            sizes += [rows / 2, rows / 4, rows / 8, rows - rows / 2 - rows / 4 - rows / 8]
        }
        if height % rows > 0 { sizes.append(height % rows) }
        var first = 0
        return sizes.map { size in
            defer { first += size }
            return first..<(first + size)
        }
    }

    /// One piece of a large image: its rows filtered and compressed as a raw DEFLATE stream.
    /// The first row of every piece but the image's first is filtered with None or Sub, which
    /// read nothing of the row above: a piece is then whole in itself, and a picture drawn
    /// piece by piece needs no row of the piece before, which drawn again could differ by a
    /// level where Cairo's arithmetic depends on the area drawn — and a level's difference in
    /// the row an Up or Paeth filter read comes back, wrapped, as 255 in the rows below.
    fileprivate struct Piece {
        var deflate: [UInt8]
        /// Where in `deflate` the last block's header is, and where the stream ends, in bits.
        var lastBlockBit: Int
        var endBit: Int
        /// The Adler-32 checksum of the filtered rows, and how many bytes they are.
        var adler: UInt32
        var length: Int
        /// Three (RGB) or four (RGBA).
        var channels: Int
    }

    /// The image compressed piece by piece and the pieces joined into one zlib stream, as
    /// pigz joins its pieces: each piece but the last has its last block marked as not the
    /// last and is followed by an empty stored block, which ends on a byte boundary, so the
    /// next piece follows byte for byte; the checksums of the pieces are combined.
    private static func compressInPieces(_ pixels: UnsafePointer<UInt8>, width: Int, stride: Int, layout: vellum_pixel_layout,
                                         channels: Int, effort: Effort, jobs: Int, pieces: [Range<Int>], workers: Workers) throws -> [UInt8] {
        let count = pieces.count
        let results = PieceResults<Piece>(count: count)
        let next = Atomic<Int>(0)
        let shared = SharedPointers(pixels: pixels, out: nil)
        workers(max(1, min(jobs, count))) { _ in
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < count else { return }
                let first = pieces[index].lowerBound
                let rows = pieces[index].count, filteredCount = rows * (width * channels + 1)
                results.store(index, Result {
                    try ScratchMemory.withBuffer(bytes: filteredCount + 2 * width * 4, fills: true) { memory in
                        let filtered = memory.assumingMemoryBound(to: UInt8.self)
                        return try compressPiece(shared.pixels + first * stride, width: width, rows: rows, stride: stride, layout: layout,
                                                 channels: channels, effort: effort, isFirst: first == 0, filtered: filtered,
                                                 scratch: filtered + filteredCount)
                    }
                })
            }
        }
        return try joined(try results.values(), effort: effort)
    }

    /// Pieces (in order) joined into one zlib stream.
    private static func joined(_ pieces: [Piece], effort: Effort) throws -> [UInt8] {
        let header = try zlibHeader(level: effort.level)
        let expected = joinedCount(pieces)
        return [UInt8](unsafeUninitializedCapacity: expected) { out, count in
            count = join(pieces, header: header, into: out.baseAddress!)
            precondition(count == expected, "the joined pieces are \(count) bytes, not the \(expected) counted")
        }
    }

    /// How many bytes `join` writes.
    private static func joinedCount(_ pieces: [Piece]) -> Int {
        pieces.indices.reduce(2 + 4) { total, index in
            let piece = pieces[index]
            guard index < pieces.count - 1 else { return total + piece.deflate.count }
            return total + (piece.endBit + 7) / 8 + (emptyBlockNeedsByte(after: piece) ? 1 : 0) + 4
        }
    }

    /// Whether the three header bits of the empty stored block after `piece` need a byte of
    /// their own: the piece ends on a byte boundary, or fewer than three bits of its last
    /// byte are free.
    private static func emptyBlockNeedsByte(after piece: Piece) -> Bool {
        let usedBits = piece.endBit % 8
        return usedBits == 0 || 8 - usedBits < 3
    }

    /// Writes the pieces (in order) at `out` as one zlib stream after `header`, as pigz joins
    /// its pieces: each piece but the last has its last block marked as not the last and is
    /// followed by an empty stored block, which ends on a byte boundary, so the next piece
    /// follows byte for byte; the checksums of the pieces are combined. Returns how many bytes
    /// it wrote (`joinedCount`).
    private static func join(_ pieces: [Piece], header: [UInt8], into out: UnsafeMutablePointer<UInt8>) -> Int {
        var offset = 0
        func put(_ bytes: UnsafeBufferPointer<UInt8>) {
            (out + offset).update(from: bytes.baseAddress!, count: bytes.count)
            offset += bytes.count
        }
        header.withUnsafeBufferPointer(put)
        var adler: UInt32 = 1
        for (index, piece) in pieces.enumerated() {
            adler = combineAdler32(adler, piece.adler, secondLength: piece.length)
            guard index < pieces.count - 1 else {
                piece.deflate.withUnsafeBufferPointer(put)
                break
            }
            let start = offset
            piece.deflate.withUnsafeBufferPointer { put(UnsafeBufferPointer(rebasing: $0[..<((piece.endBit + 7) / 8)])) }
            out[start + piece.lastBlockBit / 8] &= ~(UInt8(1) << (piece.lastBlockBit % 8))
            let usedBits = piece.endBit % 8
            if usedBits != 0 { out[start + piece.endBit / 8] &= UInt8((1 << usedBits) - 1) }
            // An empty stored block: three zero header bits right after the stream's end (in
            // the last byte if they fit, else in a new one), then to the byte boundary, a
            // length of 0 and its complement.
            let stored: [UInt8] = emptyBlockNeedsByte(after: piece) ? [0x00, 0x00, 0x00, 0xFF, 0xFF] : [0x00, 0x00, 0xFF, 0xFF]
            stored.withUnsafeBufferPointer(put)
        }
        bigEndian(Int(adler)).withUnsafeBufferPointer(put)
        return offset
    }

    /// `filtered`, where the filtered rows are written, may be where `pixels` lie (see
    /// `FilteringInPlace`); `scratch` holds two rows of `width` pixels at four bytes, apart from both.
    private static func compressPiece(_ pixels: UnsafePointer<UInt8>, width: Int, rows: Int, stride: Int, layout: vellum_pixel_layout,
                                      channels: Int, effort: Effort, isFirst: Bool, filtered: UnsafeMutablePointer<UInt8>,
                                      scratch: UnsafeMutablePointer<UInt8>) throws -> Piece {
        let rowBytes = width * channels, filteredCount = rows * (rowBytes + 1)
        vellum_png_filter_rows(pixels, Int32(width), Int32(rows), Int32(stride), layout, Int32(channels), effort == .fast ? 0 : 1,
                               isFirst ? 0 : 2, scratch, filtered)
        let adler = libdeflate_adler32(1, filtered, filteredCount)
        return try Compressors.with(level: effort.level) { compressor in
            // Compressed into a kept buffer as large as the worst case, then copied out at
            // its size: the pieces wait for each other, and most are far smaller.
            let bound = libdeflate_deflate_compress_bound(compressor, filteredCount)
            let deflate = try ScratchMemory.withBuffer(bytes: bound) { out in
                let count = libdeflate_deflate_compress(compressor, filtered, filteredCount, out, bound)
                guard count > 0 else { throw VellumError(.backend, "libdeflate could not compress \(rows) rows of \(width) pixels") }
                return [UInt8](UnsafeRawBufferPointer(start: out, count: count))
            }
            guard let bounds = deflateBounds(deflate) else {
                throw VellumError(.backend, "libdeflate's output for \(rows) rows of \(width) pixels is not a whole DEFLATE stream")
            }
            return Piece(deflate: deflate, lastBlockBit: bounds.lastBlockBit, endBit: bounds.endBit, adler: adler, length: filteredCount,
                         channels: channels)
        }
    }

    /// Where the last block of a raw DEFLATE stream begins and where the stream ends, in bits
    /// from the start; `nil` when the bytes are not one whole stream.
    package static func deflateBounds(_ stream: [UInt8]) -> (lastBlockBit: Int, endBit: Int)? {
        var lastBlockBit = 0, endBit = 0
        guard vellum_deflate_scan(stream, stream.count, &lastBlockBit, &endBit) != 0 else { return nil }
        return (lastBlockBit, endBit)
    }

    /// The two bytes that begin libdeflate's zlib streams at `level`.
    private static func zlibHeader(level: Int32) throws -> [UInt8] {
        try Compressors.with(level: level) { compressor in
            var stream = [UInt8](repeating: 0, count: 64)
            let count = stream.withUnsafeMutableBytes { libdeflate_zlib_compress(compressor, nil, 0, $0.baseAddress, $0.count) }
            guard count >= 2 else { throw VellumError(.backend, "libdeflate could not begin a zlib stream") }
            return Array(stream[..<2])
        }
    }

    /// The Adler-32 checksum of two pieces of data one after the other, from theirs and the
    /// second's length (RFC 1950: A is 1 plus the sum of the bytes, B the sum of A after each byte).
    package static func combineAdler32(_ first: UInt32, _ second: UInt32, secondLength: Int) -> UInt32 {
        let base: UInt64 = 65521
        let a1 = UInt64(first & 0xFFFF), b1 = UInt64(first >> 16), a2 = UInt64(second & 0xFFFF), b2 = UInt64(second >> 16)
        let n = UInt64(secondLength) % base
        // The second piece's A starts at a1 rather than 1: each of its n values of A is a1 − 1 more.
        let a = (a1 + a2 + base - 1) % base
        let b = (b1 + b2 + n * ((a1 + base - 1) % base)) % base
        return UInt32(b << 16 | a)
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

/// The caller's drawing, handed to the workers (each draws its own rows).
private struct SharedDrawer: @unchecked Sendable {
    let draw: PNGWriter.RowDrawer
}

/// Memory in which a picture's rows are drawn and then filtered over themselves for
/// compression: one buffer where there were two, the drawn rows and the filtered ones (a
/// sheet's piece: 8 MB → 4; a 2000 × 2000 snapshot: 28 MB → 16, most of it memory first
/// touched, 2 µs a page here). The rows begin `gap` bytes in. The filter reads a row whole
/// before it writes the row's filtered bytes, which begin `y` × (bytes a row + 1) from the
/// start, at most a byte a row more than the row's four bytes a pixel: with a gap of a byte a
/// row they end before the next row begins. Two rows of scratch for the filter follow.
struct FilteringInPlace {
    /// Rows of at most `stride` bytes, four a pixel.
    let rows: Int
    let stride: Int

    var gap: Int { (rows + 63) / 64 * 64 }
    /// The memory to ask for.
    var bytes: Int { gap + stride * rows + 2 * stride }

    /// Where the rows are drawn, in memory of `bytes` bytes.
    func pixels(_ memory: UnsafeMutableRawPointer) -> UnsafeMutablePointer<UInt8> {
        (memory + gap).assumingMemoryBound(to: UInt8.self)
    }

    /// The filter's two rows of scratch.
    func scratch(_ memory: UnsafeMutableRawPointer) -> UnsafeMutablePointer<UInt8> {
        (memory + gap + stride * rows).assumingMemoryBound(to: UInt8.self)
    }
}

/// The buffers the filtering threads share: each writes only its own rows.
private struct SharedPointers: @unchecked Sendable {
    let pixels: UnsafePointer<UInt8>
    let out: UnsafeMutablePointer<UInt8>?
}

/// The order in which the workers of `encodeCairoDrawing` take up an image's pieces: the
/// bottom piece first when asked (transparency is found there most often), then each worker
/// its own run of whole pieces, top to bottom (the runs split the whole pieces evenly, in
/// order), then the rest of the longest run left, from its end, then the small pieces, largest
/// first. A piece in a run is drawn by the same thread as its neighbours: a text near the line
/// between two pieces is drawn in both, and a thread's fonts lay it out once for all of its
/// pieces, where two threads lay it out twice (the built-in sheet on two threads, pieces taken
/// in turn: 247 texts laid out for drawing, where one thread lays out 150; in runs, 160).
package struct PieceSchedule {
    private var first: Int?
    private let whole: [Int]
    /// The positions in `whole` each worker has left.
    private var runs: [Range<Int>]
    private var small: [Int]

    /// The schedule of `indices` (top to bottom) for `workers` workers, piece `i` being
    /// `rows(i)` rows.
    package init(_ indices: [Int], rows: (Int) -> Int, workers: Int, bottomFirst: Bool) {
        first = bottomFirst ? indices.last : nil
        let rest = bottomFirst ? Array(indices.dropLast()) : indices
        let most = rest.map(rows).max()
        whole = rest.filter { rows($0) == most }
        small = rest.filter { rows($0) != most }.enumerated().sorted { (rows($0.element), -$0.offset) > (rows($1.element), -$1.offset) }.map(\.element)
        let count = whole.count, workers = max(1, workers)
        runs = (0..<workers).map { count * $0 / workers..<count * ($0 + 1) / workers }
    }

    /// The piece `worker` takes up next, or `nil` when none is left.
    package mutating func next(for worker: Int) -> Int? {
        if let piece = first {
            first = nil
            return piece
        }
        if runs.indices.contains(worker), let position = runs[worker].first {
            runs[worker] = runs[worker].dropFirst()
            return whole[position]
        }
        if let longest = runs.indices.max(by: { runs[$0].count < runs[$1].count }), let position = runs[longest].last {
            runs[longest] = runs[longest].dropLast()
            return whole[position]
        }
        return small.isEmpty ? nil : small.removeFirst()
    }
}

/// The pieces of an image (or the frames of an animation) as the threads compress them, each
/// stored once by one thread.
private final class PieceResults<Value>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Result<Value, any Error>?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    func store(_ index: Int, _ result: Result<Value, any Error>) {
        slots[index] = result
    }

    /// Every piece in order, or the first error.
    func values() throws -> [Value] {
        try slots.map { try $0!.get() }
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
