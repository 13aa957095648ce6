import CDeflate
import Foundation
import Testing
import Vellum
import VellumCairo
import VellumDiff
import VellumUI

/// A PNG written by hand with chosen row filters, so that every filter the decoder undoes is
/// exercised on known pixels.
private func handmadePNG(width: Int, height: Int, channels: Int, pixels: [UInt8], filterOf: (Int) -> UInt8,
                         extraChunks: [(String, [UInt8])] = [], colorType: UInt8? = nil, depth: UInt8 = 8) -> Data {
    let rowBytes = width * channels
    var filtered: [UInt8] = []
    for y in 0..<height {
        let filter = filterOf(y)
        filtered.append(filter)
        for i in 0..<rowBytes {
            let x = Int(pixels[y * rowBytes + i])
            let a = i >= channels ? Int(pixels[y * rowBytes + i - channels]) : 0
            let b = y > 0 ? Int(pixels[(y - 1) * rowBytes + i]) : 0
            let c = y > 0 && i >= channels ? Int(pixels[(y - 1) * rowBytes + i - channels]) : 0
            let predictor: Int
            switch filter {
            case 1: predictor = a
            case 2: predictor = b
            case 3: predictor = (a + b) / 2
            case 4:
                let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
            default: predictor = 0
            }
            filtered.append(UInt8((x - predictor) & 0xFF))
        }
    }
    let compressor = libdeflate_alloc_compressor(6)!
    defer { libdeflate_free_compressor(compressor) }
    var compressed = [UInt8](repeating: 0, count: libdeflate_zlib_compress_bound(compressor, filtered.count))
    let size = libdeflate_zlib_compress(compressor, filtered, filtered.count, &compressed, compressed.count)
    compressed.removeLast(compressed.count - size)

    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    func be(_ value: Int) -> [UInt8] { [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
    func chunk(_ type: String, _ body: [UInt8]) {
        let typed = Array(type.utf8) + body
        png += be(body.count) + typed + be(Int(libdeflate_crc32(0, typed, typed.count)))
    }
    chunk("IHDR", be(width) + be(height) + [depth, colorType ?? (channels == 4 ? 6 : 2), 0, 0, 0])
    for (type, body) in extraChunks { chunk(type, body) }
    // Split the data over two IDAT chunks, as encoders do for large images.
    let half = compressed.count / 2
    chunk("IDAT", Array(compressed[..<half]))
    chunk("IDAT", Array(compressed[half...]))
    chunk("IEND", [])
    return Data(png)
}

/// Pixels of a fixed pseudo-random pattern with smooth and sharp parts.
private func pattern(width: Int, height: Int, channels: Int) -> [UInt8] {
    var state: UInt32 = 0x1234_5678
    var pixels: [UInt8] = []
    for y in 0..<height {
        for x in 0..<width {
            for channel in 0..<channels {
                state = state &* 1_664_525 &+ 1_013_904_223
                let smooth = (x * 7 + y * 3 + channel * 50) & 0xFF
                pixels.append((x + y) % 11 == 0 ? UInt8(state >> 24) : UInt8(smooth))
            }
        }
    }
    return pixels
}

@Suite("The diff's fast PNG decoder")
struct FastPNGDecoderTests {
    @Test("It undoes every row filter exactly, as libpng does", arguments: [3, 4])
    func everyFilter(channels: Int) throws {
        let width = 37, height = 23
        let pixels = pattern(width: width, height: height, channels: channels)
        let png = handmadePNG(width: width, height: height, channels: channels, pixels: pixels, filterOf: { UInt8($0 % 5) })
        let fast = try #require(FastPNGDecoder.decode(png))
        let reference = try RGBAImage(png: png)
        #expect(fast == reference)
        // And both are the pixels written.
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * channels
                let expected = (pixels[i], pixels[i + 1], pixels[i + 2], channels == 4 ? pixels[i + 3] : 255)
                #expect(fast[x, y] == expected)
                if fast[x, y] != expected { return }
            }
        }
    }

    @Test("It decodes what the renderer writes, opaque and transparent, as libpng does")
    func renderedImages() throws {
        for (name, data) in try Self.renderedSamples() {
            let fast = try #require(FastPNGDecoder.decode(data), "\(name) takes the fast path: \(Array(data.prefix(64)))")
            #expect(fast == (try RGBAImage(png: data)), "\(name)")
        }
    }

    static func renderedSamples() throws -> [(String, Data)] {
        let image = RGBAImage(width: 64, height: 40, pixels: pattern(width: 64, height: 40, channels: 4))
        let card = try RenderPipeline.data(RenderRequest(content: WorkflowCard(), scale: 2), format: .png)
        let opaque = try RenderPipeline.data(RenderRequest(content: WorkflowCard().background(Color.white), scale: 3), format: .png)
        return [("libpng's own", try image.pngData()), ("the diff image encoder's", try PNGWriter.encode(image)),
                ("a transparent render", card), ("an opaque render", opaque)]
    }

    @Test("The diff image encoder writes what libpng reads back exactly")
    func encoderRoundTrip() throws {
        for (width, height) in [(1, 1), (3, 7), (64, 40)] {
            let image = RGBAImage(width: width, height: height, pixels: pattern(width: width, height: height, channels: 4))
            let png = try PNGWriter.encode(image)
            #expect(try RGBAImage(png: png) == image)
            #expect(FastPNGDecoder.decode(png) == image, "every chunk's checksum is right")
        }
    }

    @Test("Vellum's PNG writer stores exactly the pixels Cairo's writer stores", arguments: [false, true])
    func writerMatchesCairo(opaque: Bool) throws {
        let view = WorkflowCard(tint: .pink).frame(width: 200, height: 120).background(opaque ? Color.white : Color.clear).opacity(opaque ? 1 : 0.8)
        let list = try RenderPipeline.withFrame(RenderRequest(content: view, scale: 2)) { $0.displayList }
        let surface = try RenderPipeline.rasterize(list, scale: 2)
        let ours = try surface.pngData(), cairos = try surface.cairoPNGData()
        #expect(try RGBAImage(png: ours) == RGBAImage(png: cairos))
        #expect(ours[ours.startIndex + 25] == (opaque ? 2 : 6), "RGB when opaque, RGBA otherwise, as Cairo chooses")
        #expect(ours.count < cairos.count, "and smaller: \(ours.count) against \(cairos.count) bytes")
    }

    @Test("Vellum's PNG writer gives each row the filter of libpng's heuristic", arguments: [false, true])
    func writerChoosesFiltersAsLibpng(opaque: Bool) throws {
        // Smooth gradients, sharp noise and flat runs, wider than the writer's 16-byte steps
        // and not a multiple of them, so that every filter wins some rows.
        let view = WorkflowCard(tint: .orange).frame(width: 157, height: 90)
            .background(LinearGradient(colors: [.blue, .white], startPoint: .top, endPoint: .bottomTrailing))
            .opacity(opaque ? 1 : 0.7)
        let png = try RenderPipeline.data(RenderRequest(content: view, scale: 2), format: .png)
        var filters: [UInt8] = []
        var channels = 0
        try png.withUnsafeBytes { bytes in
            let layout = try #require(FastPNGDecoder.layout(of: bytes))
            channels = layout.channels
            var rows = [UInt8](repeating: 0, count: layout.filteredCount)
            #expect(FastPNGDecoder.inflate(bytes, layout, into: &rows))
            filters = stride(from: 0, to: rows.count, by: layout.rowBytes + 1).map { rows[$0] }
        }
        #expect(channels == (opaque ? 3 : 4))
        let image = try RGBAImage(png: png)
        let rowBytes = image.width * channels
        func row(_ y: Int) -> [Int] {
            guard y >= 0 else { return [Int](repeating: 0, count: rowBytes) }
            return (0..<image.width).flatMap { x -> [Int] in
                let (r, g, b, a) = image[x, y]
                return channels == 4 ? [Int(r), Int(g), Int(b), Int(a)] : [Int(r), Int(g), Int(b)]
            }
        }
        var wins = Set<UInt8>()
        for y in 0..<image.height {
            let line = row(y), up = row(y - 1)
            var costs = [Int](repeating: 0, count: 5)
            for i in 0..<rowBytes {
                let a = i >= channels ? line[i - channels] : 0, b = up[i], c = i >= channels ? up[i - channels] : 0
                let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                let predictors = [0, a, b, (a + b) / 2, pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)]
                for filter in 0..<5 {
                    let byte = Int(Int8(truncatingIfNeeded: line[i] - predictors[filter]))
                    costs[filter] += abs(byte)
                }
            }
            // The least sum; on a tie, the first of Up, Sub, Paeth, None, Average.
            let expected = [2, 1, 4, 0, 3].min { costs[$0] < costs[$1] }!
            #expect(filters[y] == UInt8(expected), "row \(y): costs \(costs)")
            wins.insert(filters[y])
        }
        #expect(wins.count >= 3, "the rows exercise several filters: \(wins.sorted())")
    }

    @Test("The diff reads RGB files at three bytes a pixel and counts exactly as at four")
    func rgbComparedAsRGBA() throws {
        // Opaque renders are RGB files: a shifted edge (antialiasing), a colour change, a text change.
        func render(_ view: some View) throws -> Data {
            try RenderPipeline.data(RenderRequest(content: view.frame(width: 160, height: 90).background(Color.white), scale: 2), format: .png)
        }
        let base = try render(WorkflowCard(tint: .blue))
        let others = [try render(WorkflowCard(tint: .blue).offset(x: 0.5)), try render(WorkflowCard(tint: .pink)),
                      try render(WorkflowCard(title: "Other", tint: .blue))]
        #expect(base[base.startIndex + 25] == 2, "an RGB file")
        for (index, other) in others.enumerated() {
            let fromFiles = try ImageDiff.compare(expected: base, actual: other)
            let fromImages = ImageDiff.compare(try RGBAImage(png: base), try RGBAImage(png: other))
            #expect(fromFiles.differingPixels == fromImages.differingPixels && fromFiles.antialiasedPixels == fromImages.antialiasedPixels
                    && fromFiles.maximumDistance == fromImages.maximumDistance, "pair \(index)")
            #expect(fromFiles.differingPixels + fromFiles.antialiasedPixels > 0, "pair \(index) differs")
            // An RGB file against an RGBA one of the same pixels is read alike.
            let rgba = try PNGWriter.encode(try RGBAImage(png: other))
            let mixed = try ImageDiff.compare(expected: base, actual: rgba)
            #expect(mixed.differingPixels == fromImages.differingPixels && mixed.antialiasedPixels == fromImages.antialiasedPixels, "pair \(index), mixed")
        }
    }

    @Test("Anything unusual goes to libpng")
    func fallsBack() throws {
        let pixels = pattern(width: 8, height: 8, channels: 3)
        let plain = handmadePNG(width: 8, height: 8, channels: 3, pixels: pixels, filterOf: { _ in 1 })
        #expect(FastPNGDecoder.decode(plain) != nil)
        // A gamma of 1.0 changes the pixels libpng returns.
        #expect(FastPNGDecoder.decode(handmadePNG(width: 8, height: 8, channels: 3, pixels: pixels, filterOf: { _ in 1 },
                                                  extraChunks: [("gAMA", [0, 1, 0x86, 0xA0])])) == nil)
        // A colour profile, an unknown chunk, a transparency key.
        for chunk in ["iCCP", "tRNS", "exIf", "abCd"] {
            #expect(FastPNGDecoder.decode(handmadePNG(width: 8, height: 8, channels: 3, pixels: pixels, filterOf: { _ in 1 },
                                                      extraChunks: [(chunk, [0, 0, 0, 0, 0, 0])])) == nil, "\(chunk)")
        }
        // Palette and 16-bit images.
        #expect(FastPNGDecoder.decode(handmadePNG(width: 8, height: 8, channels: 3, pixels: pixels, filterOf: { _ in 0 }, colorType: 3)) == nil)
        #expect(FastPNGDecoder.decode(handmadePNG(width: 8, height: 8, channels: 3, pixels: pixels, filterOf: { _ in 0 }, depth: 16)) == nil)
        // A bad checksum, a truncated file, an unknown filter.
        var damaged = [UInt8](plain)
        damaged[40] ^= 0xFF
        #expect(FastPNGDecoder.decode(Data(damaged)) == nil)
        #expect(FastPNGDecoder.decode(plain.prefix(plain.count - 20)) == nil)
        #expect(FastPNGDecoder.decode(handmadePNG(width: 8, height: 8, channels: 3, pixels: pixels, filterOf: { _ in 5 })) == nil)
        #expect(throws: VellumError.self) { try ImageDiff.decode(Data(damaged), name: "damaged.png") }
    }
}
