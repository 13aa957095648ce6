import CVellumKernels
import Foundation
import VellumCore
import VellumImage

/// Compares two images the way a reviewer would: identical bytes pass at once; otherwise each
/// pixel is compared by a perceptual distance, and differences that are only antialiasing
/// (an edge that moved by a fraction of a pixel) are told apart from real ones.
///
/// The distance is pixelmatch's (Kotsarenko & Ramos, "Measuring perceived color difference
/// using YIQ NTSC transmission color space"): both colours are blended onto white by their
/// alpha, converted to YIQ, and the weighted squared difference is normalised so that 0 is
/// the same colour and 1 black against white. A pixel matches when its distance is at most
/// `1 − perceptualPrecision`.
///
/// A differing pixel counts as antialiasing when, in either image, it has at most two
/// neighbours of its own brightness, has both a darker and a brighter neighbour, and that
/// darkest or brightest neighbour sits in a flat area (three or more equal neighbours) in both
/// images: the signature of an edge's blended pixels. Where an edge's corner moved, that test
/// can miss (the corner pixel's neighbours are not flat), so a second one applies: the pixel
/// is an edge in one image (at most two neighbours of its brightness), in both directions its
/// colour lies within the range of colours around it in the other image, as a blend of
/// neighbours does, and its brightness changed by at most 55% of the local contrast, as it
/// does when an edge moves by half a pixel. Anything that moved by a whole pixel changes by
/// the full contrast and passes neither test.
package struct ImageDiff: Sendable {
    /// How strict the comparison is.
    package struct Options: Sendable, Hashable {
        /// The share of pixels that must match (1: all of them).
        package var precision: Double
        /// How alike a pixel must be to match (1: identical; 0.98 the default).
        package var perceptualPrecision: Double
        /// Whether antialiasing differences count as differences.
        package var countsAntialiasing: Bool

        package init(precision: Double = 1, perceptualPrecision: Double = 0.98, countsAntialiasing: Bool = false) {
            self.precision = precision
            self.perceptualPrecision = perceptualPrecision
            self.countsAntialiasing = countsAntialiasing
        }
    }

    /// What the comparison found.
    package struct Result: Sendable {
        package var expectedSize: (width: Int, height: Int)
        package var actualSize: (width: Int, height: Int)
        /// Pixels that differ beyond the perceptual threshold (not antialiasing).
        package var differingPixels: Int
        /// Pixels that differ only by antialiasing.
        package var antialiasedPixels: Int
        /// The largest perceptual distance found (0…1).
        package var maximumDistance: Double
        /// Red where pixels differ, yellow where only antialiasing does, the expected image
        /// faded elsewhere; `nil` when not asked for, or when the sizes differ.
        package var diffImage: RGBAImage?

        package var sizesMatch: Bool { expectedSize == actualSize }
        package var totalPixels: Int { expectedSize.width * expectedSize.height }

        /// The share of pixels that differ (0…1); 1 when the sizes differ.
        package var differingShare: Double {
            guard sizesMatch, totalPixels > 0 else { return sizesMatch ? 0 : 1 }
            return Double(differingPixels) / Double(totalPixels)
        }

        /// Whether the images match at `precision`.
        package func matches(precision: Double) -> Bool {
            sizesMatch && differingShare <= 1 - precision + 1e-12
        }
    }

    package static let maximumDelta = 35215.0

    /// Compares two PNG files' bytes: equal bytes match without decoding; otherwise both are
    /// decoded at once, on two threads.
    package static func compare(expected: Data, actual: Data, options: Options = Options(), makeDiffImage: Bool = true,
                                expectedName: String = "the expected image", actualName: String = "the actual image") throws -> Result {
        if expected == actual {
            let size = pngSize(expected) ?? (0, 0)
            return Result(expectedSize: size, actualSize: size, differingPixels: 0, antialiasedPixels: 0, maximumDistance: 0, diffImage: nil)
        }
        return try ParallelBands.withTeam { team in
            // The usual case, two of the PNGs snapshot tests write: only the rows that may
            // differ and those around them are reconstructed.
            if let pair = FastPNGDecoder.decodePair(expected, actual, reconstructingAllOfExpected: makeDiffImage, team: team) {
                return compare(pair.expected, pair.actual, options: options, makeDiffImage: makeDiffImage, sameRows: pair.sameRows, team: team)
            }
            let inputs = [(expected, expectedName), (actual, actualName)]
            let decoded = Shared(UnsafeMutableBufferPointer<Swift.Result<DecodedPixels, any Error>?>.allocate(capacity: 2))
            decoded.value.initialize(repeating: nil)
            defer { decoded.value.deallocate() }
            // Each thread writes its own slot. RGB files stay three bytes a pixel.
            team.forEach(count: 2) { index in
                decoded.value[index] = Swift.Result {
                    if let pixels = FastPNGDecoder.decodePixels(inputs[index].0) { return pixels }
                    return DecodedPixels(try RGBAImage(png: inputs[index].0, name: inputs[index].1))
                }
            }
            return compare(try decoded.value[0]!.get(), try decoded.value[1]!.get(), options: options, makeDiffImage: makeDiffImage, team: team)
        }
    }

    /// Decodes PNG bytes: the fast decoder for the usual 8-bit images, libpng for the rest
    /// and for the error messages.
    package static func decode(_ data: Data, name: String) throws -> RGBAImage {
        if let image = FastPNGDecoder.decode(data) { return image }
        return try RGBAImage(png: data, name: name)
    }

    /// A test of whether a picture as Cairo draws it has exactly the pixels of the PNG `golden`
    /// (for `RenderPipeline.png(_:unlessMatching:)`): then every comparison matches, whatever
    /// its tolerances. The golden file is decoded when the picture is there to compare, by
    /// the fast decoder only: a PNG it does not read, or of another size, is not a match, and
    /// the caller compares the encoded picture as usual.
    package static func matching(golden: Data) -> PNGWriter.PictureMatch {
        { pixels, width, height, stride in
            guard let decoded = FastPNGDecoder.decodePixels(golden), decoded.width == width, decoded.height == height else { return false }
            return decoded.withUnsafeBytes { rows in
                vellum_argb32_matches_rows(pixels, Int32(width), Int32(height), Int32(stride), Int32(decoded.channels), rows.baseAddress!) == 1
            }
        }
    }

    /// The width and height a PNG's header declares.
    private static func pngSize(_ data: Data) -> (Int, Int)? {
        guard data.count >= 24 else { return nil }
        func int(_ offset: Int) -> Int { data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (int(data.startIndex + 16), int(data.startIndex + 20))
    }

    /// Compares two decoded images, in bands of rows on all cores; the counts do not depend on
    /// how the rows are split.
    package static func compare(_ expected: RGBAImage, _ actual: RGBAImage, options: Options = Options(), makeDiffImage: Bool = true) -> Result {
        compare(DecodedPixels(expected), DecodedPixels(actual), options: options, makeDiffImage: makeDiffImage)
    }

    /// Pixels as decoded: RGBA, or RGB when the file has no alpha, so that an opaque image is
    /// not widened to four bytes a pixel only to be compared.
    package struct DecodedPixels: @unchecked Sendable {
        package let width: Int
        package let height: Int
        package let channels: Int
        /// An array, or memory of the diff's own (see `PixelMemory`), never written again.
        private let storage: Storage

        private enum Storage {
            case array([UInt8])
            case memory(PixelMemory)
        }

        package init(width: Int, height: Int, channels: Int, pixels: [UInt8]) {
            precondition(pixels.count == width * height * channels, "one pixel per place")
            self.width = width
            self.height = height
            self.channels = channels
            storage = .array(pixels)
        }

        /// The first `width × height × channels` bytes of `memory`.
        init(width: Int, height: Int, channels: Int, memory: PixelMemory) {
            precondition(memory.count >= width * height * channels, "one pixel per place")
            self.width = width
            self.height = height
            self.channels = channels
            storage = .memory(memory)
        }

        init(_ image: RGBAImage) {
            self.init(width: image.width, height: image.height, channels: 4, pixels: image.pixels)
        }

        /// Calls `body` with the pixels' bytes, row after row.
        package func withUnsafeBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
            switch storage {
            case .array(let pixels):
                return try pixels.withUnsafeBufferPointer(body)
            case .memory(let memory):
                return try withExtendedLifetime(memory) { try body(UnsafeBufferPointer(start: memory.base, count: width * height * channels)) }
            }
        }

        /// The pixels' bytes, row after row, as an array.
        package var pixels: [UInt8] {
            switch storage {
            case .array(let pixels): pixels
            case .memory: withUnsafeBytes { Array($0) }
            }
        }

        /// The pixels as RGBA.
        var rgba: DecodedPixels {
            guard channels == 3 else { return self }
            let wide = withUnsafeBytes { rgb in
                [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
                    for i in 0..<(width * height) {
                        buffer[i * 4] = rgb[i * 3]
                        buffer[i * 4 + 1] = rgb[i * 3 + 1]
                        buffer[i * 4 + 2] = rgb[i * 3 + 2]
                        buffer[i * 4 + 3] = 255
                    }
                    count = width * height * 4
                }
            }
            return DecodedPixels(width: width, height: height, channels: 4, pixels: wide)
        }
    }

    /// Compares two decoded images, RGB or RGBA, in bands of rows on all cores. Rows marked 1
    /// in `sameRows` are known to be equal and are not read (except the expected image's, for
    /// the diff image).
    package static func compare(_ expected: DecodedPixels, _ actual: DecodedPixels, options: Options = Options(), makeDiffImage: Bool = true,
                                sameRows: [UInt8]? = nil, team: ParallelBands? = nil) -> Result {
        guard let team else {
            return ParallelBands.withTeam { compare(expected, actual, options: options, makeDiffImage: makeDiffImage, sameRows: sameRows, team: $0) }
        }
        // One layout for both: an RGB image compared with an RGBA one is widened.
        let (expected, actual) = expected.channels == actual.channels ? (expected, actual) : (expected.rgba, actual.rgba)
        let channels = expected.channels
        var result = Result(expectedSize: (expected.width, expected.height), actualSize: (actual.width, actual.height),
                            differingPixels: 0, antialiasedPixels: 0, maximumDistance: 0, diffImage: nil)
        guard result.sizesMatch, expected.width > 0, expected.height > 0 else { return result }
        let width = expected.width, height = expected.height
        let threshold = max(1 - options.perceptualPrecision, 0)
        let maxDelta = maximumDelta * threshold * threshold
        let bandHeight = 64
        let bands = (height + bandHeight - 1) / bandHeight
        let counts = Shared(UnsafeMutableBufferPointer<vellum_diff_count>.allocate(capacity: bands))
        counts.value.initialize(repeating: vellum_diff_count())
        defer { counts.value.deallocate() }
        // Every pixel of the diff image is written by the comparison, band by band.
        var diff = makeDiffImage ? [UInt8](unsafeUninitializedCapacity: width * height * 4) { $1 = width * height * 4 } : []
        precondition(sameRows == nil || sameRows!.count == height, "one mark per row")
        // The bands with the most rows that may differ first, so that no thread is left with a
        // heavy one at the end (the counts do not depend on the order).
        let order: [Int] = sameRows.map { sameRows in
            let weights = (0..<bands).map { band in sameRows[band * bandHeight..<min((band + 1) * bandHeight, height)].reduce(0) { $0 + (1 - Int($1)) } }
            return (0..<bands).sorted { weights[$0] != weights[$1] ? weights[$0] > weights[$1] : $0 < $1 }
        } ?? Array(0..<bands)
        let same = Shared(sameRows ?? [])
        expected.withUnsafeBytes { a in
            actual.withUnsafeBytes { b in
                diff.withUnsafeMutableBufferPointer { out in
                    // Each band reads both images and writes only its own rows and count.
                    let buffers = Shared((a.baseAddress!, b.baseAddress!, makeDiffImage ? out.baseAddress : nil))
                    team.forEach(count: bands) { position in
                        let band = order[position]
                        let (a, b, out) = buffers.value
                        let rows = band * bandHeight..<min((band + 1) * bandHeight, height)
                        let scratch = UnsafeMutableRawPointer.allocate(byteCount: vellum_diff_scratch_size(Int32(width)), alignment: 8)
                        defer { scratch.deallocate() }
                        same.value.withUnsafeBufferPointer { same in
                            vellum_diff_rows(a, b, Int32(channels), Int32(width), Int32(height), Int32(rows.lowerBound), Int32(rows.upperBound),
                                             same.isEmpty ? nil : same.baseAddress, maxDelta, options.countsAntialiasing ? 1 : 0, scratch, out, &counts.value[band])
                        }
                    }
                }
            }
        }
        for count in counts.value {
            result.differingPixels += count.differing
            result.antialiasedPixels += count.antialiased
            result.maximumDistance = max(result.maximumDistance, count.largest)
        }
        result.maximumDistance = (result.maximumDistance / maximumDelta).squareRoot()
        if makeDiffImage { result.diffImage = RGBAImage(width: width, height: height, pixels: diff) }
        return result
    }
}

/// A value handed to worker threads that each touch a disjoint part of it.
struct Shared<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
