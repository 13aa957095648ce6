import Foundation
import VellumCairo
import VellumUI

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
        let inputs = [(expected, expectedName), (actual, actualName)]
        let decoded = Shared(UnsafeMutableBufferPointer<Swift.Result<DecodedPixels, any Error>?>.allocate(capacity: 2))
        decoded.value.initialize(repeating: nil)
        defer { decoded.value.deallocate() }
        // Each thread writes its own slot. RGB files stay three bytes a pixel.
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            decoded.value[index] = Swift.Result {
                if let pixels = FastPNGDecoder.decodePixels(inputs[index].0) { return pixels }
                return DecodedPixels(try RGBAImage(png: inputs[index].0, name: inputs[index].1))
            }
        }
        return compare(try decoded.value[0]!.get(), try decoded.value[1]!.get(), options: options, makeDiffImage: makeDiffImage)
    }

    /// Decodes PNG bytes: the fast decoder for the usual 8-bit images, libpng for the rest
    /// and for the error messages.
    package static func decode(_ data: Data, name: String) throws -> RGBAImage {
        if let image = FastPNGDecoder.decode(data) { return image }
        return try RGBAImage(png: data, name: name)
    }

    /// The width and height a PNG's header declares.
    private static func pngSize(_ data: Data) -> (Int, Int)? {
        guard data.count >= 24 else { return nil }
        func int(_ offset: Int) -> Int { data[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (int(data.startIndex + 16), int(data.startIndex + 20))
    }

    /// RGBA pixels, or RGB ones (every pixel opaque), read by their index in the whole image,
    /// of which these are the rows from `firstRow` on (all of them, or a window the streaming
    /// comparison keeps).
    package struct Pixels {
        let base: UnsafePointer<UInt8>
        let firstByte: Int
        /// Bytes a pixel: 4 (RGBA) or 3 (RGB).
        let channels: Int

        package init(_ base: UnsafePointer<UInt8>, width: Int, firstRow: Int = 0, channels: Int = 4) {
            self.base = base
            self.channels = channels
            firstByte = firstRow * width * channels
        }

        @inline(__always) subscript(i: Int) -> UInt8 { base[i - firstByte] }

        /// The first byte of pixel `index` (y × width + x).
        @inline(__always) func offset(_ index: Int) -> Int { index * channels }

        /// The alpha of the pixel whose first byte is `i`.
        @inline(__always) func alpha(_ i: Int) -> UInt8 { channels == 4 ? self[i + 3] : 255 }

        /// Pixel `index` (y × width + x) as one word: RGBA bytes, little-endian.
        @inline(__always) func word(_ index: Int) -> UInt32 {
            if channels == 4 { return UnsafeRawPointer(base + (index * 4 - firstByte)).loadUnaligned(as: UInt32.self) }
            let i = index * 3
            return UInt32(self[i]) | UInt32(self[i + 1]) << 8 | UInt32(self[i + 2]) << 16 | 0xFF00_0000
        }

        /// Row `y`'s first byte.
        @inline(__always) func row(_ y: Int, width: Int) -> UnsafePointer<UInt8> { base + (y * width * channels - firstByte) }
    }

    /// What one band of rows found.
    package struct BandCount {
        package var differing = 0
        package var antialiased = 0
        package var largest = 0.0

        package init() {}
    }

    /// Compares two decoded images, in bands of rows on all cores; the counts do not depend on
    /// how the rows are split.
    package static func compare(_ expected: RGBAImage, _ actual: RGBAImage, options: Options = Options(), makeDiffImage: Bool = true) -> Result {
        compare(DecodedPixels(expected), DecodedPixels(actual), options: options, makeDiffImage: makeDiffImage)
    }

    /// Pixels as decoded: RGBA, or RGB when the file has no alpha, so that an opaque image is
    /// not widened to four bytes a pixel only to be compared.
    package struct DecodedPixels {
        package let width: Int
        package let height: Int
        package let channels: Int
        package let pixels: [UInt8]

        package init(width: Int, height: Int, channels: Int, pixels: [UInt8]) {
            self.width = width
            self.height = height
            self.channels = channels
            self.pixels = pixels
        }

        init(_ image: RGBAImage) {
            self.init(width: image.width, height: image.height, channels: 4, pixels: image.pixels)
        }

        /// The pixels as RGBA.
        var rgba: DecodedPixels {
            guard channels == 3 else { return self }
            var wide = [UInt8](repeating: 255, count: width * height * 4)
            for i in 0..<(width * height) {
                wide[i * 4] = pixels[i * 3]
                wide[i * 4 + 1] = pixels[i * 3 + 1]
                wide[i * 4 + 2] = pixels[i * 3 + 2]
            }
            return DecodedPixels(width: width, height: height, channels: 4, pixels: wide)
        }
    }

    /// Compares two decoded images, RGB or RGBA, in bands of rows on all cores.
    package static func compare(_ expected: DecodedPixels, _ actual: DecodedPixels, options: Options = Options(), makeDiffImage: Bool = true) -> Result {
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
        let counts = Shared(UnsafeMutableBufferPointer<BandCount>.allocate(capacity: bands))
        counts.value.initialize(repeating: BandCount())
        defer { counts.value.deallocate() }
        var diff = makeDiffImage ? [UInt8](repeating: 0, count: width * height * 4) : []
        expected.pixels.withUnsafeBufferPointer { a in
            actual.pixels.withUnsafeBufferPointer { b in
                diff.withUnsafeMutableBufferPointer { out in
                    // Each band reads both images and writes only its own rows and count.
                    let buffers = Shared((a.baseAddress!, b.baseAddress!, out))
                    DispatchQueue.concurrentPerform(iterations: bands) { band in
                        let (a, b, out) = buffers.value
                        counts.value[band] = compareRows(Pixels(a, width: width, channels: channels), Pixels(b, width: width, channels: channels), out,
                                                         rows: band * bandHeight..<min((band + 1) * bandHeight, height),
                                                         width: width, height: height, maxDelta: maxDelta, options: options)
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

    package static func compareRows(_ a: Pixels, _ b: Pixels, _ out: UnsafeMutableBufferPointer<UInt8>,
                                    rows: Range<Int>, width: Int, height: Int, maxDelta: Double, options: Options) -> BandCount {
        var count = BandCount()
        for y in rows {
            let rowStart = y * width
            if memcmp(a.row(y, width: width), b.row(y, width: width), width * a.channels) == 0 {
                if !out.isEmpty {
                    for x in 0..<width { fade(a, out, rowStart + x) }
                }
                continue
            }
            for x in 0..<width {
                let index = rowStart + x
                var delta = 0.0
                if a.word(index) != b.word(index) {
                    delta = colorDelta(a, a.offset(index), b, b.offset(index))
                    count.largest = max(count.largest, delta)
                }
                if delta > maxDelta {
                    let isAntialiasing = !options.countsAntialiasing
                        && (isAntialiased(a, x, y, width, height, b) || isAntialiased(b, x, y, width, height, a)
                            || isShiftedEdge(a, b, x, y, width, height))
                    if isAntialiasing {
                        count.antialiased += 1
                        if !out.isEmpty { put(out, index, 255, 255, 0) }
                    } else {
                        count.differing += 1
                        if !out.isEmpty { put(out, index, 255, 0, 0) }
                    }
                } else if !out.isEmpty {
                    fade(a, out, index)
                }
            }
        }
        return count
    }

    /// The expected pixel's brightness, faded towards white, as the diff image's background.
    @inline(__always)
    private static func fade(_ a: Pixels, _ out: UnsafeMutableBufferPointer<UInt8>, _ index: Int) {
        // 255 + (luma − 255) · 0.1, luma on white; always within 229.5…255.
        let i = a.offset(index)
        let alpha = Float(a.alpha(i)) * (1 / 255)
        let luma = Float(a[i]) * 0.29889531 + Float(a[i + 1]) * 0.58662247 + Float(a[i + 2]) * 0.11448223
        let gray = UInt8(255 + (luma - 255) * alpha * 0.1)
        UnsafeMutableRawPointer(out.baseAddress! + index * 4).storeBytes(of: (UInt32(gray) * 0x0001_0101 | 0xFF00_0000).littleEndian, as: UInt32.self)
    }

    private static func put(_ out: UnsafeMutableBufferPointer<UInt8>, _ index: Int, _ r: UInt8, _ g: UInt8, _ b: UInt8) {
        out[index * 4] = r; out[index * 4 + 1] = g; out[index * 4 + 2] = b; out[index * 4 + 3] = 255
    }

    /// A channel blended onto white by the pixel's alpha.
    @inline(__always)
    private static func onWhite(_ value: UInt8, _ alpha: Double) -> Double {
        255 + (Double(value) - 255) * alpha
    }

    @inline(__always)
    private static func luma(_ p: Pixels, _ i: Int) -> Double {
        // Opaque (nearly every pixel): blending onto white leaves the channels as they are.
        let opacity = p.alpha(i)
        if opacity == 255 {
            return Double(p[i]) * 0.29889531 + Double(p[i + 1]) * 0.58662247 + Double(p[i + 2]) * 0.11448223
        }
        let alpha = Double(opacity) / 255
        let r = onWhite(p[i], alpha), g = onWhite(p[i + 1], alpha), b = onWhite(p[i + 2], alpha)
        return r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    /// The squared YIQ distance between two pixels, each blended onto white.
    @inline(__always)
    private static func colorDelta(_ p: Pixels, _ i: Int, _ q: Pixels, _ j: Int) -> Double {
        // Opaque pixels blend onto white unchanged: an alpha of exactly 1 spares the divisions.
        let o1 = p.alpha(i), o2 = q.alpha(j)
        let a1 = o1 == 255 ? 1 : Double(o1) / 255, a2 = o2 == 255 ? 1 : Double(o2) / 255
        let r1 = onWhite(p[i], a1), g1 = onWhite(p[i + 1], a1), b1 = onWhite(p[i + 2], a1)
        let r2 = onWhite(q[j], a2), g2 = onWhite(q[j + 1], a2), b2 = onWhite(q[j + 2], a2)
        let y = (r1 - r2) * 0.29889531 + (g1 - g2) * 0.58662247 + (b1 - b2) * 0.11448223
        let iq = (r1 - r2) * 0.59597799 - (g1 - g2) * 0.27417610 - (b1 - b2) * 0.32180189
        let qq = (r1 - r2) * 0.21147017 - (g1 - g2) * 0.52261711 + (b1 - b2) * 0.31114694
        return 0.5053 * y * y + 0.299 * iq * iq + 0.1957 * qq * qq
    }

    /// Whether the pixel at (x, y) of `image` looks like an edge's antialiasing (see the type's
    /// description); `other` is the image it is compared with.
    private static func isAntialiased(_ image: Pixels, _ x: Int, _ y: Int, _ width: Int, _ height: Int, _ other: Pixels) -> Bool {
        let own = luma(image, image.offset(y * width + x))
        var equal = 0
        var darkest = 0.0, brightest = 0.0
        var darkestAt: (Int, Int)?, brightestAt: (Int, Int)?
        for ny in max(y - 1, 0)...min(y + 1, height - 1) {
            for nx in max(x - 1, 0)...min(x + 1, width - 1) where nx != x || ny != y {
                let delta = luma(image, image.offset(ny * width + nx)) - own
                if delta == 0 {
                    equal += 1
                    if equal > 2 { return false }
                } else if delta < darkest {
                    darkest = delta
                    darkestAt = (nx, ny)
                } else if delta > brightest {
                    brightest = delta
                    brightestAt = (nx, ny)
                }
            }
        }
        guard let dark = darkestAt, let bright = brightestAt else { return false }
        return (hasManySiblings(image, dark.0, dark.1, width, height) && hasManySiblings(other, dark.0, dark.1, width, height))
            || (hasManySiblings(image, bright.0, bright.1, width, height) && hasManySiblings(other, bright.0, bright.1, width, height))
    }

    /// Whether the pixel at (x, y) is an edge pixel in either image whose colour, in each
    /// image, lies within the range of the other image's colours around it.
    private static func isShiftedEdge(_ a: Pixels, _ b: Pixels, _ x: Int, _ y: Int, _ width: Int, _ height: Int) -> Bool {
        (isEdge(a, x, y, width, height) || isEdge(b, x, y, width, height))
            && changeIsPartial(a, b, x, y, width, height)
            && liesWithinNeighbours(a, of: b, x, y, width, height) && liesWithinNeighbours(b, of: a, x, y, width, height)
    }

    /// Whether the pixel's brightness changed by at most 55% of the range of brightness in the
    /// 3×3 neighbourhood of both images.
    private static func changeIsPartial(_ a: Pixels, _ b: Pixels, _ x: Int, _ y: Int, _ width: Int, _ height: Int) -> Bool {
        var low = Double.infinity, high = -Double.infinity
        for ny in max(y - 1, 0)...min(y + 1, height - 1) {
            for nx in max(x - 1, 0)...min(x + 1, width - 1) {
                let la = luma(a, a.offset(ny * width + nx)), lb = luma(b, b.offset(ny * width + nx))
                low = min(low, la, lb)
                high = max(high, la, lb)
            }
        }
        let centre = y * width + x
        return abs(luma(a, a.offset(centre)) - luma(b, b.offset(centre))) <= 0.55 * (high - low)
    }

    /// Whether at most two neighbours of the pixel share its brightness.
    private static func isEdge(_ image: Pixels, _ x: Int, _ y: Int, _ width: Int, _ height: Int) -> Bool {
        let own = luma(image, image.offset(y * width + x))
        var equal = 0
        for ny in max(y - 1, 0)...min(y + 1, height - 1) {
            for nx in max(x - 1, 0)...min(x + 1, width - 1) where nx != x || ny != y {
                if luma(image, image.offset(ny * width + nx)) == own {
                    equal += 1
                    if equal > 2 { return false }
                }
            }
        }
        return true
    }

    /// Whether the pixel of `image` at (x, y), blended onto white, lies channel by channel
    /// within the range of `other`'s 3×3 neighbourhood there.
    private static func liesWithinNeighbours(_ image: Pixels, of other: Pixels,
                                             _ x: Int, _ y: Int, _ width: Int, _ height: Int) -> Bool {
        let centre = image.offset(y * width + x)
        let alpha = Double(image.alpha(centre)) / 255
        var low = (Double.infinity, Double.infinity, Double.infinity), high = (-Double.infinity, -Double.infinity, -Double.infinity)
        for ny in max(y - 1, 0)...min(y + 1, height - 1) {
            for nx in max(x - 1, 0)...min(x + 1, width - 1) {
                let i = other.offset(ny * width + nx)
                let a = Double(other.alpha(i)) / 255
                let r = onWhite(other[i], a), g = onWhite(other[i + 1], a), b = onWhite(other[i + 2], a)
                low = (min(low.0, r), min(low.1, g), min(low.2, b))
                high = (max(high.0, r), max(high.1, g), max(high.2, b))
            }
        }
        // Half a level of slack for rounding in the blend.
        let r = onWhite(image[centre], alpha), g = onWhite(image[centre + 1], alpha), b = onWhite(image[centre + 2], alpha)
        return r >= low.0 - 0.5 && r <= high.0 + 0.5 && g >= low.1 - 0.5 && g <= high.1 + 0.5 && b >= low.2 - 0.5 && b <= high.2 + 0.5
    }

    /// Whether the pixel at (x, y) has three or more neighbours of exactly its colour.
    private static func hasManySiblings(_ image: Pixels, _ x: Int, _ y: Int, _ width: Int, _ height: Int) -> Bool {
        let own = image.word(y * width + x)
        var same = x == 0 || x == width - 1 || y == 0 || y == height - 1 ? 1 : 0
        for ny in max(y - 1, 0)...min(y + 1, height - 1) {
            for nx in max(x - 1, 0)...min(x + 1, width - 1) where nx != x || ny != y {
                if image.word(ny * width + nx) == own {
                    same += 1
                    if same > 2 { return true }
                }
            }
        }
        return false
    }
}

/// A value handed to worker threads that each touch a disjoint part of it.
private struct Shared<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
