import Foundation
import Testing
import VellumCore
import VellumDiff
import VellumImage

/// The diff's rules (see `ImageDiff`) written out plainly, pixel by pixel, with nothing
/// remembered or skipped: what the C kernel, with its caches and shortcuts, must agree with.
private struct PlainDiff {
    let width: Int, height: Int, channels: Int
    let a: [UInt8], b: [UInt8]

    /// A pixel's channels blended onto white.
    func onWhite(_ image: [UInt8], _ x: Int, _ y: Int) -> (Double, Double, Double) {
        let i = (y * width + x) * channels
        let alpha = channels == 4 ? Double(image[i + 3]) / 255 : 1
        func blend(_ value: UInt8) -> Double { channels == 4 ? 255 + (Double(value) - 255) * alpha : Double(value) }
        return (blend(image[i]), blend(image[i + 1]), blend(image[i + 2]))
    }

    func luma(_ image: [UInt8], _ x: Int, _ y: Int) -> Double {
        let (r, g, b) = onWhite(image, x, y)
        return r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    func delta(_ x: Int, _ y: Int) -> Double {
        let (r1, g1, b1) = onWhite(a, x, y), (r2, g2, b2) = onWhite(b, x, y)
        let yy = (r1 - r2) * 0.29889531 + (g1 - g2) * 0.58662247 + (b1 - b2) * 0.11448223
        let i = (r1 - r2) * 0.59597799 - (g1 - g2) * 0.27417610 - (b1 - b2) * 0.32180189
        let q = (r1 - r2) * 0.21147017 - (g1 - g2) * 0.52261711 + (b1 - b2) * 0.31114694
        return 0.5053 * yy * yy + 0.299 * i * i + 0.1957 * q * q
    }

    func sameColour(_ image: [UInt8], _ x: Int, _ y: Int, _ u: Int, _ v: Int) -> Bool {
        let i = (y * width + x) * channels, j = (v * width + u) * channels
        return image[i..<(i + channels)].elementsEqual(image[j..<(j + channels)])
    }

    /// The neighbours inside the image, in reading order, as (index 0…8, x, y).
    func neighbours(_ x: Int, _ y: Int) -> [(k: Int, x: Int, y: Int)] {
        var result: [(Int, Int, Int)] = []
        for dy in -1...1 {
            for dx in -1...1 where !(dx == 0 && dy == 0) {
                let u = x + dx, v = y + dy
                if u >= 0, u < width, v >= 0, v < height { result.append((3 * (dy + 1) + dx + 1, u, v)) }
            }
        }
        return result
    }

    func hasManySiblings(_ image: [UInt8], _ x: Int, _ y: Int) -> Bool {
        var same = x == 0 || y == 0 || x == width - 1 || y == height - 1 ? 1 : 0
        for n in neighbours(x, y) where sameColour(image, x, y, n.x, n.y) { same += 1 }
        return same > 2
    }

    func isAntialiased(_ x: Int, _ y: Int, in first: [UInt8], other: [UInt8]) -> Bool {
        let own = luma(first, x, y)
        var equal = 0, darkest = 0.0, brightest = 0.0
        var dark: (x: Int, y: Int)?, bright: (x: Int, y: Int)?
        for n in neighbours(x, y) {
            let d = luma(first, n.x, n.y) - own
            if d == 0 { equal += 1 }
            if d < darkest { darkest = d; dark = (n.x, n.y) }
            if d > brightest { brightest = d; bright = (n.x, n.y) }
        }
        guard equal <= 2, let dark, let bright else { return false }
        return (hasManySiblings(first, dark.x, dark.y) && hasManySiblings(other, dark.x, dark.y))
            || (hasManySiblings(first, bright.x, bright.y) && hasManySiblings(other, bright.x, bright.y))
    }

    func isEdge(_ image: [UInt8], _ x: Int, _ y: Int) -> Bool {
        neighbours(x, y).filter { luma(image, $0.x, $0.y) == luma(image, x, y) }.count <= 2
    }

    func liesWithin(_ image: [UInt8], of other: [UInt8], _ x: Int, _ y: Int) -> Bool {
        let around = [(x, y)] + neighbours(x, y).map { ($0.x, $0.y) }
        let colours = around.map { onWhite(other, $0.0, $0.1) }
        let (r, g, b) = onWhite(image, x, y)
        func within(_ value: Double, _ channel: KeyPath<(Double, Double, Double), Double>) -> Bool {
            let values = colours.map { $0[keyPath: channel] }
            return value >= values.min()! - 0.5 && value <= values.max()! + 0.5
        }
        return within(r, \.0) && within(g, \.1) && within(b, \.2)
    }

    func isShiftedEdge(_ x: Int, _ y: Int) -> Bool {
        let around = [(x, y)] + neighbours(x, y).map { ($0.x, $0.y) }
        let lumas = around.flatMap { [luma(a, $0.0, $0.1), luma(b, $0.0, $0.1)] }
        let partial = abs(luma(a, x, y) - luma(b, x, y)) <= 0.55 * (lumas.max()! - lumas.min()!)
        return partial && (isEdge(a, x, y) || isEdge(b, x, y)) && liesWithin(a, of: b, x, y) && liesWithin(b, of: a, x, y)
    }

    /// Differing and antialiased counts, the largest distance, and the diff image.
    func run(threshold: Double) -> (differing: Int, antialiased: Int, largest: Double, image: [UInt8]) {
        let maxDelta = 35215 * threshold * threshold
        var differing = 0, antialiased = 0, largest = 0.0
        var image = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * channels, at = (y * width + x) * 4
                let d = a[i..<(i + channels)].elementsEqual(b[i..<(i + channels)]) ? 0 : delta(x, y)
                largest = max(largest, d)
                if d <= maxDelta {
                    // The expected pixel's brightness, faded towards white, in single precision.
                    let alpha = Float(channels == 4 ? a[i + 3] : 255) * (1 / 255 as Float)
                    let l = Float(a[i]) * 0.29889531 + Float(a[i + 1]) * 0.58662247 + Float(a[i + 2]) * 0.11448223
                    let gray = UInt8(255 + (l - 255) * alpha * 0.1)
                    image[at] = gray
                    image[at + 1] = gray
                    image[at + 2] = gray
                } else if isAntialiased(x, y, in: a, other: b) || isAntialiased(x, y, in: b, other: a) || isShiftedEdge(x, y) {
                    antialiased += 1
                    image[at + 2] = 0
                } else {
                    differing += 1
                    image[at + 1] = 0
                    image[at + 2] = 0
                }
            }
        }
        return (differing, antialiased, (largest / 35215).squareRoot(), image)
    }
}

@Suite("The diff's rules, as written")
struct DiffRulesTests {
    /// Pictures with flat areas, hard and soft edges, gradients, rows where only the blue
    /// varies, and a border of two colours at random; the second a copy with edges moved by part
    /// of a pixel, blocks recoloured and pixels nudged, on the border half the time.
    static func pair(seed: UInt64, width: Int, height: Int, channels: Int) -> ([UInt8], [UInt8]) {
        var state = seed
        func random(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        let palette: [[UInt8]] = (0..<4).map { _ in [UInt8(random(256)), UInt8(random(256)), UInt8(random(256)), [255, 255, 255, 90][random(4)]] }
        let salt = UInt64(random(1 << 30))
        /// The same at a place in both pictures.
        func noise(_ x: Int, _ y: Int, _ bound: Int) -> Int {
            var h = (UInt64(x) &* 0x9E37_79B9_7F4A_7C15) ^ (UInt64(y) &* 0xC2B2_AE3D_27D4_EB4F) ^ salt
            h = (h ^ (h >> 31)) &* 0xBF58_476D_1CE4_E5B9
            return Int((h ^ (h >> 29)) % UInt64(bound))
        }
        func picture(shift: Double) -> [UInt8] {
            var pixels: [UInt8] = []
            for y in 0..<height {
                for x in 0..<width {
                    // A disc edge antialiased over a pixel, a vertical gradient band, flat rest.
                    let cx = Double(width) / 2 + shift, cy = Double(height) / 2
                    let distance = ((Double(x) + 0.5 - cx) * (Double(x) + 0.5 - cx) + (Double(y) + 0.5 - cy) * (Double(y) + 0.5 - cy)).squareRoot()
                    let cover = min(max(Double(min(width, height)) / 3 - distance + 0.5, 0), 1)
                    let base = palette[(x / 5 + y / 7) % 2 == 0 ? 0 : 1], disc = palette[2]
                    var colour = (0..<4).map { UInt8((Double(base[$0]) * (1 - cover) + Double(disc[$0]) * cover).rounded()) }
                    if x % 13 == 4 { colour = [UInt8(y * 255 / max(height - 1, 1)), 80, 200, 255] }
                    if y % 9 == 3 { colour[2] = UInt8(noise(x, y, 4) * 60) }
                    if x == 0 || y == 0 || x == width - 1 || y == height - 1 { colour = palette[noise(x, y, 2)] }
                    pixels += channels == 4 ? colour : Array(colour.prefix(3))
                }
            }
            return pixels
        }
        let a = picture(shift: 0)
        var b = picture(shift: [0, 0.3, 0.5, 1][random(4)])
        for _ in 0..<random(3) {
            let x0 = random(width), y0 = random(height), colour = palette[3]
            for y in y0..<min(y0 + 1 + random(5), height) {
                for x in x0..<min(x0 + 1 + random(5), width) {
                    for c in 0..<channels { b[(y * width + x) * channels + c] = colour[c] }
                }
            }
        }
        for _ in 0..<random(8) {
            let onBorder = random(2) == 0, vertical = random(2) == 0
            let x = onBorder && vertical ? [0, width - 1][random(2)] : random(width)
            let y = onBorder && !vertical ? [0, height - 1][random(2)] : random(height)
            b[(y * width + x) * channels + random(channels)] &+= UInt8(random(12))
        }
        return (a, b)
    }

    @Test("The kernel counts and draws exactly what the rules say, RGB and RGBA, edges and borders included")
    func kernelFollowsTheRules() {
        var seed: UInt64 = 1
        for trial in 0..<48 {
            let channels = trial % 2 == 0 ? 3 : 4
            // Narrow and short ones too, where every pixel is on the border; and wider than
            // the kernel's chunks of columns.
            let sizes = [(1, 9), (9, 1), (2, 2), (3, 40), (40, 3), (37, 29), (70, 18), (19, 33)]
            let (width, height) = sizes[trial % sizes.count]
            seed = seed &* 2_862_933_555_777_941_757 &+ 3_037_000_493
            let (a, b) = Self.pair(seed: seed, width: width, height: height, channels: channels)
            let plain = PlainDiff(width: width, height: height, channels: channels, a: a, b: b)
            for threshold in [0.02, 0.1] {
                let expected = plain.run(threshold: threshold)
                let result = ImageDiff.compare(ImageDiff.DecodedPixels(width: width, height: height, channels: channels, pixels: a),
                                               ImageDiff.DecodedPixels(width: width, height: height, channels: channels, pixels: b),
                                               options: ImageDiff.Options(perceptualPrecision: 1 - threshold))
                let label = "trial \(trial): \(width)×\(height), \(channels) channels, threshold \(threshold)"
                #expect(result.differingPixels == expected.differing && result.antialiasedPixels == expected.antialiased, "\(label)")
                #expect(result.maximumDistance == expected.largest, "\(label)")
                #expect(result.diffImage?.pixels == expected.image, "\(label): the diff image")
            }
        }
    }

    @Test("The rules' cases all occur in those pictures")
    func picturesExerciseTheRules() {
        // Without both kinds of finding the test above would check little.
        var differing = 0, antialiased = 0
        var seed: UInt64 = 1
        for trial in 0..<48 {
            seed = seed &* 2_862_933_555_777_941_757 &+ 3_037_000_493
            let (a, b) = Self.pair(seed: seed, width: 37, height: 29, channels: trial % 2 == 0 ? 3 : 4)
            let found = PlainDiff(width: 37, height: 29, channels: trial % 2 == 0 ? 3 : 4, a: a, b: b).run(threshold: 0.02)
            differing += found.differing
            antialiased += found.antialiased
        }
        #expect(differing > 100 && antialiased > 100, "differing \(differing), antialiased \(antialiased)")
    }
}
