import CDeflate
import Foundation
import Synchronization
import Testing
import VellumDiff
import VellumImage
import VellumCairo

/// Large images are compressed in pieces, on several threads, and the pieces joined into one
/// zlib stream: what decoders read must be the image, and the bytes must not depend on the
/// threads. The pieces are made small here so that small images have many.
@Suite("PNG writer: large images in pieces")
struct PNGPiecesTests {
    /// Deterministic bytes: SplitMix64.
    private struct Noise {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func bytes(_ count: Int) -> [UInt8] { (0..<count).map { _ in UInt8(truncatingIfNeeded: next()) } }
    }

    /// Images that compress differently: noise (stored blocks), flat colour (long matches),
    /// a gradient with a few noisy rows (Huffman blocks of every kind).
    private static func images(width: Int, height: Int) -> [(String, RGBAImage)] {
        var noise = Noise(state: 42)
        let random = RGBAImage(width: width, height: height, pixels: noise.bytes(width * height * 4))
        let flat = RGBAImage(width: width, height: height, pixels: [UInt8]((0..<width * height).flatMap { _ in [30, 144, 255, 255] as [UInt8] }))
        var mixed = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            let row = y % 9 == 4 ? noise.bytes(width * 4) : nil
            for x in 0..<width {
                let i = (y * width + x) * 4
                mixed[i] = row?[x * 4] ?? UInt8(x * 255 / max(1, width - 1))
                mixed[i + 1] = UInt8(y * 255 / max(1, height - 1))
                mixed[i + 2] = 128
                mixed[i + 3] = UInt8(200 + x % 56)
            }
        }
        return [("noise", random), ("flat", flat), ("gradient", RGBAImage(width: width, height: height, pixels: mixed))]
    }

    @Test("An image in pieces reads back exactly, through libpng and libdeflate, whatever the piece size")
    func piecesReadBack() throws {
        for (name, image) in Self.images(width: 37, height: 53) {
            let whole = try PNGWriter.encode(image, effort: .balanced)
            for pieceBytes in [1, 149, 150, 1000, 4096] {
                for effort in [PNGWriter.Effort.fast, .balanced, .small] {
                    let pieces = try PNGWriter.encode(image, effort: effort, pieceBytes: pieceBytes)
                    #expect(try RGBAImage(png: pieces) == image, "\(name), pieces of \(pieceBytes) bytes, libpng")
                    #expect(FastPNGDecoder.decode(pieces) == image, "\(name), pieces of \(pieceBytes) bytes, libdeflate")
                    if effort == .balanced { #expect(pieces != whole, "\(name): \(pieceBytes) bytes make several pieces") }
                }
            }
            // One piece is the whole image: the same bytes as before pieces existed.
            #expect(try PNGWriter.encode(image, effort: .balanced, pieceBytes: 53 * (37 * 4 + 1)) == whole, "\(name)")
        }
    }

    @Test("The bytes do not depend on the number of threads")
    func sameBytesOnAnyThreads() throws {
        for (name, image) in Self.images(width: 64, height: 200) {
            // As Cairo's premultiplied words: straight RGBA with alpha 255 is the same colour.
            var words = [UInt32](repeating: 0, count: image.width * image.height)
            for i in words.indices {
                let p = image.pixels[(i * 4)..<(i * 4 + 4)].map(UInt32.init)
                let alpha = p[3]
                words[i] = alpha << 24 | (p[0] * alpha / 255) << 16 | (p[1] * alpha / 255) << 8 | (p[2] * alpha / 255)
            }
            // In pieces and in one piece filtered in bands; the workers all at once, or one
            // after the other in reverse, as threads with nothing else to do take them up late.
            let inTurn: PNGWriter.Workers = { count, body in for worker in (0..<count).reversed() { body(worker) } }
            var outputs: [Data] = []
            for pieceBytes in [2000, 1 << 20] {
                let made = try [1, 2, 3, 8].flatMap { jobs in
                    try [PNGWriter.concurrently, inTurn].map { workers in
                        try words.withUnsafeBytes { raw in
                            try PNGWriter.encodeCairoImage(raw.baseAddress!.assumingMemoryBound(to: UInt8.self), width: image.width, height: image.height,
                                                           stride: image.width * 4, jobs: jobs, pieceBytes: pieceBytes, workers: workers)
                        }
                    }
                }
                #expect(Set(made).count == 1, "\(name), pieces of \(pieceBytes) bytes")
                outputs += made
            }
            let decoded = try RGBAImage(png: outputs[0])
            #expect(decoded.width == 64 && decoded.height == 200)
        }
    }

    @Test("Each worker takes up a run of neighbouring pieces: the bottom piece first, the small ones last and largest first, every piece once")
    func piecesAreTakenInRuns() {
        // The built-in sheet's pieces: whole ones, the last whole one cut into a half, a quarter
        // and two eighths, and the 83 rows left at the bottom.
        let rows = [Int](repeating: 240, count: 44) + [120, 60, 30, 30, 83]
        for workers in 1...3 {
            // The other workers start at once, or after worker 0 took 10 pieces.
            for lateStart in [0, 10] {
                var schedule = PieceSchedule(Array(rows.indices), rows: { rows[$0] }, workers: workers, bottomFirst: true)
                var takenBy: [Int: Int] = [:], order: [Int] = []
                var working = Set(0..<workers)
                // The workers in turn, one piece each, as threads of the same speed would.
                while !working.isEmpty {
                    for worker in 0..<workers where working.contains(worker) && (worker == 0 || order.count >= lateStart) {
                        guard let piece = schedule.next(for: worker) else {
                            working.remove(worker)
                            continue
                        }
                        takenBy[piece] = worker
                        order.append(piece)
                    }
                }
                let name = "\(workers) workers, starting after \(lateStart)"
                #expect(order.sorted() == Array(rows.indices), "\(name): every piece once")
                #expect(order.first == rows.count - 1, "\(name): the bottom piece first")
                #expect(order.suffix(4).map { rows[$0] } == [120, 60, 30, 30], "\(name): the small pieces last, largest first")
                // Neighbouring whole pieces taken by different workers: where a text near the
                // line between them is laid out on both threads. Taken in turn, nearly all are.
                let lines = (0..<43).filter { takenBy[$0] != takenBy[$0 + 1] }.count
                #expect(lines <= 2 * (workers - 1), "\(name): \(lines) lines between workers")
            }
        }
    }

    @Test("A picture drawn piece by piece, or whole and filtered over itself, gives the bytes of the whole picture, wherever its transparency is, on any threads",
          arguments: [17, 230])
    func drawnPieceByPieceIsTheWholePicture(rowsAPiece: Int) throws {
        // Cairo words of a picture 61 wide and 230 tall: colour from the row and column, opaque
        // but for the rows `clear`.
        func word(_ x: Int, _ y: Int, clear: Range<Int>) -> UInt32 {
            let alpha: UInt32 = clear.contains(y) ? UInt32(x * 4 % 256) : 255
            let r = UInt32((x * 7 + y) % 256) * alpha / 255, g = UInt32((y * 3) % 256) * alpha / 255, b = UInt32((x ^ y) % 256) * alpha / 255
            return alpha << 24 | r << 16 | g << 8 | b
        }
        let width = 61, height = 230, pieceBytes = rowsAPiece * (width * 4 + 1)
        for clear in [0..<0, 0..<1, 100..<103, 229..<230, 40..<41] {
            var whole = [UInt32](repeating: 0, count: width * height)
            for y in 0..<height { for x in 0..<width { whole[y * width + x] = word(x, y, clear: clear) } }
            let expected = try whole.withUnsafeBytes { raw in
                try PNGWriter.encodeCairoImage(raw.baseAddress!.assumingMemoryBound(to: UInt8.self), width: width, height: height,
                                               stride: width * 4, pieceBytes: pieceBytes)
            }
            let inTurn: PNGWriter.Workers = { count, body in for worker in (0..<count).reversed() { body(worker) } }
            for (jobs, workers) in [(1, PNGWriter.concurrently), (2, PNGWriter.concurrently), (3, PNGWriter.concurrently), (3, inTurn)] {
                let drawnRows = Mutex<Int>(0)
                let drawn = try PNGWriter.encodeCairoDrawing(width: width, height: height, jobs: jobs, pieceBytes: pieceBytes,
                                                             workers: workers) { rows, pixels, stride in
                    drawnRows.withLock { $0 += rows.count }
                    pixels.withMemoryRebound(to: UInt32.self, capacity: rows.count * stride / 4) { words in
                        for (row, y) in rows.enumerated() { for x in 0..<width { words[row * stride / 4 + x] = word(x, y, clear: clear) } }
                    }
                }
                #expect(drawn == expected, "rows \(clear) clear, \(jobs) threads")
                // Every row is drawn once; a piece first compressed as RGB is drawn again when
                // transparency turns up later.
                #expect(drawnRows.withLock { $0 } >= height, "rows \(clear) clear, \(jobs) threads")
                if clear.isEmpty || clear.lowerBound == 229 { #expect(drawnRows.withLock { $0 } <= height + 34, "the last piece is drawn first") }
            }
            // A piece's first row reads nothing of the row above (None or Sub): the piece is
            // whole in itself, whatever the piece before drew.
            let png = [UInt8](expected)
            var idat: [UInt8] = [], offset = 8
            while offset + 8 <= png.count {
                let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
                if png[offset + 4..<offset + 8].elementsEqual("IDAT".utf8) { idat += png[offset + 8..<offset + 8 + length] }
                offset += 12 + length
            }
            let channels = png[25] == 6 ? 4 : 3, rowBytes = width * channels + 1
            var rows = [UInt8](repeating: 0, count: height * rowBytes)
            let decompressor = libdeflate_alloc_decompressor()!
            defer { libdeflate_free_decompressor(decompressor) }
            #expect(libdeflate_zlib_decompress(decompressor, idat, idat.count, &rows, rows.count, nil) == LIBDEFLATE_SUCCESS)
            for start in PNGWriter.pieces(width: width, height: height, pieceBytes: pieceBytes).dropFirst().map(\.lowerBound) {
                #expect(rows[start * rowBytes] <= 1, "rows \(clear) clear: row \(start) begins a piece with filter \(rows[start * rowBytes])")
            }
        }
    }

    @Test("An iPhone screen at @3x is one piece; a larger picture is cut into pieces of 4 MB of rows, the last smaller, and reads back")
    func defaultPieces() throws {
        // 1320×2868 (the largest iPhone at @3x) and 1290×2796: 15.1 and 14.4 MB of rows.
        #expect(PNGWriter.rowsPerPiece(width: 1320, height: 2868) == 2868)
        #expect(PNGWriter.rowsPerPiece(width: 1290, height: 2796) == 2796)
        // The built-in sheet at @2x, 4368×10883: 190 MB in pieces of 240 rows (4.2 MB).
        #expect(PNGWriter.rowsPerPiece(width: 4368, height: 10883) == (4 << 20) / (4368 * 4 + 1))
        // One row more than 16 MB holds: pieces of 4 MB.
        let width = 1024, rowBytes = width * 4 + 1, fits = (16 << 20) / rowBytes
        #expect(PNGWriter.rowsPerPiece(width: width, height: fits) == fits)
        #expect(PNGWriter.rowsPerPiece(width: width, height: fits + 1) == (4 << 20) / rowBytes)
        // Smaller pieces asked for are kept (the other tests' pieces of a few rows).
        #expect(PNGWriter.rowsPerPiece(width: width, height: fits + 1, pieceBytes: 10 * rowBytes) == 10)

        // The pieces: whole ones from the top, the last whole one cut into a half, a quarter
        // and two eighths, then the rows left. Together they are every row once, in order.
        let sheet = PNGWriter.pieces(width: 4368, height: 10883)
        #expect(sheet.count == 49)
        #expect(sheet.dropLast(5).allSatisfy { $0.count == 240 })
        #expect(sheet.suffix(5).map(\.count) == [120, 60, 30, 30, 83])
        #expect(zip(sheet, sheet.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound } && sheet.first?.lowerBound == 0 && sheet.last?.upperBound == 10883)
        // Rows that divide evenly leave no piece of what is left; a single whole piece is not cut.
        #expect(PNGWriter.pieces(width: width, height: 30, pieceBytes: 10 * rowBytes).map(\.count) == [10, 10, 5, 2, 1, 2])
        #expect(PNGWriter.pieces(width: width, height: 15, pieceBytes: 10 * rowBytes).map(\.count) == [10, 5])
        #expect(PNGWriter.pieces(width: 1320, height: 2868) == [0..<2868])

        // Such a picture, a row pattern that changes every 7 rows, written with the default
        // pieces on two threads, reads back exactly.
        let height = fits + 1
        let rows = (0..<7).map { k -> [UInt8] in
            var row = [UInt8](repeating: 255, count: width * 4)
            for x in 0..<width {
                row[x * 4] = UInt8(x % 251)
                row[x * 4 + 1] = UInt8(k * 36)
                row[x * 4 + 2] = UInt8((x / 4 + k) % 256)
            }
            return row
        }
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for y in 0..<height { pixels += rows[(y / 7) % 7] }
        let image = RGBAImage(width: width, height: height, pixels: pixels)
        let png = try PNGWriter.encode(image, effort: .fast, jobs: 2)
        #expect(FastPNGDecoder.decode(png) == image)
        #expect(try RGBAImage(png: png) == image)
    }

    @Test("Adler-32 checksums of two pieces combine into the checksum of both")
    func adlerCombines() {
        var noise = Noise(state: 7)
        let data = noise.bytes(300_000) + [UInt8](repeating: 255, count: 200_000)
        for split in [0, 1, 5552, 65521, 65522, 131_042, 250_000, 499_999, 500_000] {
            let first = data.withUnsafeBytes { libdeflate_adler32(1, $0.baseAddress, split) }
            let second = data.withUnsafeBytes { libdeflate_adler32(1, $0.baseAddress! + split, data.count - split) }
            let whole = data.withUnsafeBytes { libdeflate_adler32(1, $0.baseAddress, data.count) }
            #expect(PNGWriter.combineAdler32(first, second, secondLength: data.count - split) == whole, "split at \(split)")
        }
    }

    @Test("The DEFLATE walker finds the last block and the end of every kind of stream, and rejects the rest")
    func deflateWalker() {
        var noise = Noise(state: 99)
        let inputs: [[UInt8]] = [
            [], Array("hello".utf8), noise.bytes(70_000), [UInt8](repeating: 7, count: 1_000_000),
            (0..<400_000).map { UInt8(truncatingIfNeeded: $0 / 300 &* 31) }, noise.bytes(64) + [UInt8](repeating: 1, count: 5000) + noise.bytes(64),
        ]
        for (index, input) in inputs.enumerated() {
            for level in [0, 1, 6, 9, 12] as [Int32] {
                let compressor = libdeflate_alloc_compressor(level)!
                defer { libdeflate_free_compressor(compressor) }
                var stream = [UInt8](repeating: 0, count: libdeflate_deflate_compress_bound(compressor, input.count))
                let count = libdeflate_deflate_compress(compressor, input, input.count, &stream, stream.count)
                stream.removeLast(stream.count - count)
                guard let bounds = PNGWriter.deflateBounds(stream) else {
                    Issue.record("input \(index), level \(level): not read as a stream")
                    continue
                }
                #expect((bounds.endBit + 7) / 8 == stream.count, "input \(index), level \(level): ends in the last byte")
                #expect(bounds.lastBlockBit < bounds.endBit && stream[bounds.lastBlockBit / 8] >> (bounds.lastBlockBit % 8) & 1 == 1,
                        "input \(index), level \(level): the last block's first bit says it is the last")
                // Cut short anywhere, it is no longer a whole stream.
                for cut in Set([0, 1, count / 2, count - 1]) where cut < count {
                    #expect(PNGWriter.deflateBounds(Array(stream[..<cut])) == nil, "input \(index), level \(level), cut at \(cut)")
                }
            }
        }
        // Noise is not a stream (and the walk ends): reserved block types, bad lengths, codes
        // that are no code.
        for _ in 0..<2000 {
            _ = PNGWriter.deflateBounds(noise.bytes(Int(noise.next() % 300)))
        }
        #expect(PNGWriter.deflateBounds([0x07]) == nil, "block type 3 is reserved")
        #expect(PNGWriter.deflateBounds([0x01, 0x05, 0x00, 0x05, 0x00]) == nil, "a stored length whose complement is wrong")
    }

    @Test("A zeroed scratch buffer is all zeros, new or reused, mapped from the system or not")
    func scratchBuffersAreZeroed() {
        for bytes in [1000, 3 << 20, 20 << 20] {
            for round in 0..<3 {
                let clean = ScratchMemory.withBuffer(bytes: bytes, zeroed: true) { raw -> Bool in
                    let words = raw.bindMemory(to: UInt64.self, capacity: bytes / 8)
                    let zero = (0..<bytes / 8).allSatisfy { words[$0] == 0 }
                    memset(raw, 0xA5, bytes) // left dirty for the next round
                    return zero
                }
                #expect(clean, "\(bytes) bytes, round \(round)")
            }
        }
    }
}
