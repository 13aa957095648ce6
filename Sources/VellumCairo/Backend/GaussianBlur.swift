import Foundation

/// A Gaussian blur of an 8-bit alpha plane, approximated by five box blurs per axis (the
/// profile is then within 1% of a Gaussian), with running sums so the cost does
/// not depend on the radius.
package enum GaussianBlur {
    /// The widths of three box blurs whose combination approximates a Gaussian of `sigma`
    /// (W. Jarosz, "Fast image convolutions"; P. Kovesi, "Fast almost-Gaussian filtering").
    package static func boxSizes(sigma: Double, passes: Int = 3) -> [Int] {
        let ideal = (12 * sigma * sigma / Double(passes) + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let upper = lower + 2
        let m = ((12 * sigma * sigma - Double(passes * lower * lower) - 4 * Double(passes * lower) - 3 * Double(passes)) / (-4 * Double(lower) - 4)).rounded()
        return (0..<passes).map { $0 < Int(m) ? lower : upper }
    }

    /// Blurs `pixels` in place: rows of `width` pixels of `channels` bytes each, `stride`
    /// bytes apart. Every channel is blurred alike (premultiplied colour stays consistent).
    package static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int = 1, sigma: Double) {
        guard sigma.isFinite, sigma > 0.2, width > 0, height > 0 else { return }
        // Wider than the image, a blur is the image's mean: no box need be longer than that.
        let sigma = min(sigma, Double(4 * max(width, height)))
        let plane = UnsafeMutablePointer<Int32>.allocate(capacity: width * height)
        defer { plane.deallocate() }
        for channel in 0..<channels {
            for y in 0..<height {
                let row = pixels + y * stride + channel
                for x in 0..<width { plane[y * width + x] = Int32(row[x * channels]) * 256 }
            }
            blurPlane(plane, width: width, height: height, sigma: sigma)
            for y in 0..<height {
                let row = pixels + y * stride + channel
                for x in 0..<width { row[x * channels] = UInt8(clamping: (plane[y * width + x] + 128) >> 8) }
            }
        }
    }

    /// How much coarser than the picture a blur of `sigma` pixels may be computed: 1, 2, 4 or
    /// 8, the largest step that leaves σ at least 3 pixels. Browsers do the same: a wide
    /// Gaussian is smooth enough that a coarser grid, scaled back up bilinearly, stays within a
    /// level or two of the full-size result, for a fraction of the cost.
    package static func reduction(for sigma: Double) -> Int {
        var factor = 1
        while factor < 8, sigma / Double(factor * 2) >= 3 { factor *= 2 }
        return factor
    }

    /// The σ to blur with on a grid `factor` times coarser, in its pixels, so that with the
    /// spread the coarser rasterization (a box of f, variance (f² − 1)/12) and the bilinear
    /// scaling back (a tent, f²/6) add, the whole is a Gaussian of `sigma` full pixels.
    package static func reducedSigma(_ sigma: Double, factor: Int) -> Double {
        guard factor > 1 else { return sigma }
        let f = Double(factor)
        return max(sigma * sigma - (f * f - 1) / 12 - f * f / 6, 1).squareRoot() / f
    }

    /// Blurs a plane of values ×256 in place: five box passes along the rows, then along the
    /// columns, a block of columns at a time (walking down one column of a wide plane would
    /// touch a new cache line at every value).
    private static func blurPlane(_ plane: UnsafeMutablePointer<Int32>, width: Int, height: Int, sigma: Double) {
        let passes = boxSizes(sigma: sigma, passes: 5).map { Pass(radius: ($0 - 1) / 2) }
        let scratch = UnsafeMutablePointer<Int32>.allocate(capacity: max(width, height))
        let block = 16
        let columns = UnsafeMutablePointer<Int32>.allocate(capacity: block * height)
        defer { scratch.deallocate(); columns.deallocate() }
        for y in 0..<height { blurLine(plane + y * width, scratch, length: width, passes) }
        var first = 0
        while first < width {
            let n = min(block, width - first)
            for y in 0..<height {
                for c in 0..<n { columns[c * height + y] = plane[y * width + first + c] }
            }
            for c in 0..<n { blurLine(columns + c * height, scratch, length: height, passes) }
            for y in 0..<height {
                for c in 0..<n { plane[y * width + first + c] = columns[c * height + y] }
            }
            first += n
        }
    }

    /// One box blur: its radius, and its window's reciprocal for dividing by multiplication.
    private struct Pass {
        let radius: Int
        let window: UInt64
        /// ⌊2⁶⁴ / window⌋ + 1: the high word of `n × reciprocal` is exactly ⌊n / window⌋ for
        /// every n below 2³², as the error stays under 2⁻³² and a quotient's fraction is a
        /// multiple of 1 / window.
        let reciprocal: UInt64

        init(radius: Int) {
            self.radius = radius
            window = UInt64(2 * radius + 1)
            reciprocal = window == 1 ? 0 : UInt64.max / window + 1
        }

        @inline(__always)
        func divide(_ n: UInt64) -> Int32 {
            window == 1 ? Int32(truncatingIfNeeded: n) : Int32(truncatingIfNeeded: n.multipliedFullWidth(by: reciprocal).high)
        }
    }

    /// All passes along one line, in place (`scratch` as long as the line).
    @inline(__always)
    private static func blurLine(_ line: UnsafeMutablePointer<Int32>, _ scratch: UnsafeMutablePointer<Int32>, length: Int, _ passes: [Pass]) {
        for pass in passes {
            boxPass(line, scratch, length: length, pass)
            line.update(from: scratch, count: length)
        }
    }

    /// One box blur along a line, treating samples beyond the ends as 0: each output is the
    /// window's mean, rounded to nearest.
    @inline(__always)
    private static func boxPass(_ input: UnsafeMutablePointer<Int32>, _ output: UnsafeMutablePointer<Int32>, length: Int, _ pass: Pass) {
        let radius = pass.radius
        guard radius > 0 else {
            output.update(from: input, count: length)
            return
        }
        let half = pass.window / 2
        var sum: UInt64 = 0
        for i in 0...min(radius, length - 1) { sum += UInt64(input[i]) }
        for i in 0..<length {
            output[i] = pass.divide(sum + half)
            let entering = i + radius + 1
            let leaving = i - radius
            if entering < length { sum += UInt64(input[entering]) }
            if leaving >= 0 { sum -= UInt64(input[leaving]) }
        }
    }
}
