import CVellumKernels
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
        // Wider than the image, a blur is the image's mean: no box need be longer than that
        // (and none longer than the 32767 samples the kernel divides exactly: 5 boxes for
        // σ = 20000 are 31000 long).
        let sigma = min(sigma, Double(4 * max(width, height)), 20_000)
        let radii = boxSizes(sigma: sigma, passes: 5).map { Int32(($0 - 1) / 2) }
        // Every channel through the C kernel: values × 256, five box passes along the rows,
        // then five down the columns (all run along rows, all columns at once).
        let done = vellum_box_blur_image(pixels, Int32(width), Int32(height), Int32(stride), Int32(channels), radii, Int32(radii.count))
        precondition(done != 0, "the blur of a \(width)×\(height) image found no memory or a window longer than \(radii)")
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
}
