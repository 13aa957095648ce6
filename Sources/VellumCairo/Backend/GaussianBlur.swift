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
        guard sigma > 0.2, width > 0, height > 0 else { return }
        let sizes = boxSizes(sigma: sigma, passes: 5)
        let count = max(width, height)
        let line = UnsafeMutablePointer<Int32>.allocate(capacity: count)
        let out = UnsafeMutablePointer<Int32>.allocate(capacity: count)
        defer { line.deallocate(); out.deallocate() }
        for channel in 0..<channels {
            // Rows.
            for y in 0..<height {
                let row = pixels + y * stride + channel
                for x in 0..<width { line[x] = Int32(row[x * channels]) * 256 }
                for size in sizes { boxPass(line, out, length: width, radius: (size - 1) / 2); line.update(from: out, count: width) }
                for x in 0..<width { row[x * channels] = UInt8(clamping: (line[x] + 128) >> 8) }
            }
            // Columns.
            for x in 0..<width {
                let column = pixels + x * channels + channel
                for y in 0..<height { line[y] = Int32(column[y * stride]) * 256 }
                for size in sizes { boxPass(line, out, length: height, radius: (size - 1) / 2); line.update(from: out, count: height) }
                for y in 0..<height { column[y * stride] = UInt8(clamping: (line[y] + 128) >> 8) }
            }
        }
    }

    /// One box blur of radius `radius` along a line, treating samples beyond the ends as 0.
    private static func boxPass(_ input: UnsafeMutablePointer<Int32>, _ output: UnsafeMutablePointer<Int32>, length: Int, radius: Int) {
        guard radius > 0 else {
            output.update(from: input, count: length)
            return
        }
        let window = Int64(2 * radius + 1)
        var sum: Int64 = 0
        for i in 0...min(radius, length - 1) { sum += Int64(input[i]) }
        for i in 0..<length {
            output[i] = Int32((sum + window / 2) / window)
            let entering = i + radius + 1
            let leaving = i - radius
            if entering < length { sum += Int64(input[entering]) }
            if leaving >= 0 { sum -= Int64(input[leaving]) }
        }
    }
}
