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

/// Decoded pixels widened to RGBA.
private func rgbaBytes(_ decoded: ImageDiff.DecodedPixels) -> [UInt8] {
    guard decoded.channels == 3 else { return decoded.pixels }
    return decoded.pixels.enumerated().reduce(into: [UInt8]()) { wide, item in
        wide.append(item.element)
        if item.offset % 3 == 2 { wide.append(255) }
    }
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

    @Test("Images of megabytes, in memory of their own, decode and compare as libpng reads them", arguments: [3, 4])
    func largeImages(channels: Int) throws {
        // 1100×700: 2.3 or 3.1 MB of pixels; the pattern's noise keeps the file large too.
        let width = 1100, height = 700
        var pixels = pattern(width: width, height: height, channels: 4)
        if channels == 3 { for i in stride(from: 3, to: pixels.count, by: 4) { pixels[i] = 255 } }
        var changed = pixels
        for y in 300..<340 { for x in 500..<530 { changed[(y * width + x) * 4] &+= 100 } }
        // Opaque pictures are written as RGB files from Cairo's layout (BGRA in memory).
        func file(_ rgba: [UInt8]) throws -> Data {
            if channels == 4 { return try PNGWriter.encode(RGBAImage(width: width, height: height, pixels: rgba)) }
            var bgra = rgba
            for i in stride(from: 0, to: bgra.count, by: 4) { bgra.swapAt(i, i + 2) }
            return try bgra.withUnsafeBufferPointer { try PNGWriter.encodeCairoImage($0.baseAddress!, width: width, height: height, stride: width * 4) }
        }
        let expected = try file(pixels), actual = try file(changed)
        #expect(expected[expected.startIndex + 25] == (channels == 3 ? 2 : 6), "an RGB or RGBA file as asked")
        let decoded = try #require(FastPNGDecoder.decodePixels(expected))
        #expect(decoded.channels == channels)
        #expect(rgbaBytes(decoded) == (try RGBAImage(png: expected)).pixels)
        let slow = ImageDiff.compare(try RGBAImage(png: expected), try RGBAImage(png: actual))
        #expect(slow.differingPixels > 900, "the changed block (1,200 pixels) is found")
        for makeDiffImage in [false, true] {
            let fast = try ImageDiff.compare(expected: expected, actual: actual, makeDiffImage: makeDiffImage)
            #expect(fast.differingPixels == slow.differingPixels && fast.antialiasedPixels == slow.antialiasedPixels
                    && fast.maximumDistance == slow.maximumDistance && (!makeDiffImage || fast.diffImage == slow.diffImage))
        }
    }

    @Test("Large pixel memory starts on a 2 MB boundary and holds every byte asked for")
    func pixelMemory() {
        for count in [1, 4096, (2 << 20) - 1, 2 << 20, (5 << 20) + 3] {
            let memory = PixelMemory(count: count)
            if count >= 2 << 20 { #expect(Int(bitPattern: memory.base) % (2 << 20) == 0, "\(count) bytes") }
            memory.base.initialize(repeating: 7, count: count)
            memory.base[count - 1] = 9
            #expect((count == 1 || memory.base[0] == 7) && memory.base[count - 1] == 9)
        }
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

    @Test("Every premultiplied colour is unpremultiplied as Cairo does")
    func everyPremultipliedColour() throws {
        // Row α, column c: Cairo's ARGB32 word of a grey of premultiplied level min(c, α).
        var words = [UInt32](repeating: 0, count: 256 * 256)
        for alpha in 0..<256 {
            for level in 0..<256 {
                let c = UInt32(min(level, alpha))
                words[alpha * 256 + level] = UInt32(alpha) << 24 | c << 16 | c << 8 | c
            }
        }
        let png = try words.withUnsafeBytes { raw in
            try PNGWriter.encodeCairoImage(raw.baseAddress!.assumingMemoryBound(to: UInt8.self), width: 256, height: 256, stride: 256 * 4)
        }
        let image = try RGBAImage(png: png)
        for alpha in 0..<256 {
            for level in 0..<256 {
                let c = min(level, alpha)
                let straight = alpha == 0 ? 0 : (c * 255 + alpha / 2) / alpha
                let expected = (UInt8(straight), UInt8(straight), UInt8(straight), UInt8(alpha))
                if image[level, alpha] != expected {
                    Issue.record("α \(alpha), level \(c): \(image[level, alpha]) instead of \(expected)")
                    return
                }
            }
        }
    }

    @Test("Vellum's PNG writer gives each row the filter of libpng's heuristic", arguments: [false, true])
    func writerChoosesFiltersAsLibpng(opaque: Bool) throws {
        // Smooth gradients, sharp noise and flat runs, so that every filter wins some rows; rows
        // (960 and 1280 bytes) that the writer costs 32 bytes at a time where the processor
        // has AVX2, then 16 at a time, then byte by byte.
        let view = WorkflowCard(tint: .orange).frame(width: 160, height: 90)
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

    @Test("Runs of Paeth rows, reconstructed two at a time, come out as libpng reads them", arguments: [3, 4])
    func paethRuns(channels: Int) throws {
        let width = 41, height = 29
        let pixels = pattern(width: width, height: height, channels: channels)
        // Runs of Paeth of odd and even length between the other filters, and at both ends.
        let filters: [UInt8] = [4, 4, 4, 1, 4, 4, 2, 4, 3, 4, 4, 4, 4, 0]
        let png = handmadePNG(width: width, height: height, channels: channels, pixels: pixels, filterOf: { filters[$0 % filters.count] })
        let reference = try RGBAImage(png: png)
        #expect(try #require(FastPNGDecoder.decode(png)) == reference)
        let kept = try #require(FastPNGDecoder.decodePixels(png))
        #expect(kept.channels == channels && kept.pixels == pixels, "the pixels written, as the file holds them")
    }

    @Test("Decoding a pair reconstructs every row the comparison reads", arguments: [3, 4])
    func pairDecoding(channels: Int) throws {
        let width = 37, height = 61
        let pixels = pattern(width: width, height: height, channels: channels)
        var changed = pixels
        // A few changed pixels near the top, a block in the middle, one at the end: rows that
        // differ at both edges of the image and between runs of equal rows.
        for (x, y) in [(3, 0), (30, 1), (10, 30), (11, 30), (12, 31), (36, 60)] {
            for channel in 0..<3 { changed[(y * width + x) * channels + channel] &+= 90 }
        }
        let mostlyPaeth: (Int) -> UInt8 = { $0 % 9 == 0 ? 1 : 4 }
        let expected = handmadePNG(width: width, height: height, channels: channels, pixels: pixels, filterOf: mostlyPaeth)
        let sameFilters = handmadePNG(width: width, height: height, channels: channels, pixels: changed, filterOf: mostlyPaeth)
        // Other filters for the same pixels: filtered bytes differ everywhere, pixels do not.
        let otherFilters = handmadePNG(width: width, height: height, channels: channels, pixels: changed, filterOf: { UInt8($0 % 5) })
        let reference = try #require(FastPNGDecoder.decodePixels(expected))
        for (name, actual) in [("the same filters", sameFilters), ("other filters", otherFilters)] {
            let whole = ImageDiff.compare(reference, try #require(FastPNGDecoder.decodePixels(actual)))
            #expect(whole.differingPixels + whole.antialiasedPixels == 6, "\(name): every changed pixel found")
            for makeDiffImage in [false, true] {
                let pair = try ImageDiff.compare(expected: expected, actual: actual, makeDiffImage: makeDiffImage)
                #expect(pair.differingPixels == whole.differingPixels && pair.antialiasedPixels == whole.antialiasedPixels
                        && pair.maximumDistance == whole.maximumDistance, "\(name), diff image: \(makeDiffImage)")
                if makeDiffImage { #expect(pair.diffImage == whole.diffImage, "\(name): the same diff image") }
            }
        }
        // A row may differ when its bytes do or a row its filter reads may: here up to the next
        // row of Sub (every ninth).
        let decoded = try #require(FastPNGDecoder.decodePair(expected, sameFilters, reconstructingAllOfExpected: false))
        #expect(decoded.sameRows.enumerated().filter { $0.element == 0 }.map(\.offset) == Array(0...8) + Array(30...35) + [60])
    }

    @Test("Pairs decoded together compare exactly as when decoded whole, whatever their rows and filters")
    func pairDecodingAtRandom() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func random(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        for trial in 0..<60 {
            let channels = trial % 2 == 0 ? 3 : 4, width = 8 + random(30), height = 6 + random(30)
            // Flat areas with edges between them, so that the antialiasing checks have
            // siblings to find; then a few pixels changed, some by a little.
            var pixels: [UInt8] = []
            for y in 0..<height {
                for x in 0..<width {
                    let level: UInt8 = (x * 3 + y * 2) % 17 < 8 ? 40 : 220
                    pixels += channels == 4 ? [level, level, 255 - level, (x + y) % 7 == 0 ? 128 : 255] : [level, level, 255 - level]
                }
            }
            var changed = pixels
            for _ in 0..<(1 + random(6)) {
                let i = (random(height) * width + random(width)) * channels
                for channel in 0..<3 { changed[i + channel] &+= UInt8(random(2) == 0 ? 120 : 30) }
            }
            let filters = (0..<2).map { _ in (0..<height).map { _ in UInt8([0, 1, 2, 3, 4, 4, 4][random(7)]) } }
            let expected = handmadePNG(width: width, height: height, channels: channels, pixels: pixels, filterOf: { filters[0][$0] })
            let actual = handmadePNG(width: width, height: height, channels: channels, pixels: changed,
                                     filterOf: { trial % 3 == 0 ? filters[1][$0] : filters[0][$0] })
            let whole = ImageDiff.compare(try #require(FastPNGDecoder.decodePixels(expected)), try #require(FastPNGDecoder.decodePixels(actual)))
            for makeDiffImage in [false, true] {
                let pair = try ImageDiff.compare(expected: expected, actual: actual, makeDiffImage: makeDiffImage)
                #expect(pair.differingPixels == whole.differingPixels && pair.antialiasedPixels == whole.antialiasedPixels
                        && pair.maximumDistance == whole.maximumDistance && (!makeDiffImage || pair.diffImage == whole.diffImage),
                        "trial \(trial), diff image: \(makeDiffImage)")
            }
        }
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
