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

    /// Blurs a plane of values ×256 in place: five box passes along the rows, then five down
    /// the columns (the C kernel runs every pass along rows, all columns at once, turning the
    /// plane on its side for the first five).
    private static func blurPlane(_ plane: UnsafeMutablePointer<Int32>, width: Int, height: Int, sigma: Double) {
        let radii = boxSizes(sigma: sigma, passes: 5).map { Int32(($0 - 1) / 2) }
        let scratch = UnsafeMutablePointer<Int32>.allocate(capacity: 2 * width * height + max(width, height))
        defer { scratch.deallocate() }
        // The blur is capped at four times the plane's size, so the windows stay far below
        // the kernel's limit of 32767 samples.
        let done = vellum_box_blur_plane(plane, Int32(width), Int32(height), radii, Int32(radii.count), scratch)
        precondition(done != 0, "a box blur window of \(radii) is longer than the blur kernel handles")
    }
}
