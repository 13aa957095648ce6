import CVellumKernels
import Foundation
import VellumCore

/// Animated PNGs (APNG): every frame's rows compressed as a still PNG's are, in `fcTL`/`fdAT`
/// chunks after the `acTL` that says how many frames there are and how often they loop.
package enum AnimatedPNG {
    /// The compressed rows of frame `index`, straight RGBA, placed at the top-left of a canvas
    /// of `width` × `height` pixels, transparent elsewhere.
    package static func frame(_ image: RGBAImage, index: Int, width: Int, height: Int, effort: PNGWriter.Effort = .small) throws -> [UInt8] {
        guard image.width <= width, image.height <= height else {
            throw VellumError(.invalidValue, "frame \(index) is \(image.width)×\(image.height) pixels, larger than the animation's \(width)×\(height)")
        }
        let canvas = image.width == width && image.height == height ? image : image.padded(width: width, height: height)
        return try canvas.pixels.withUnsafeBufferPointer { pixels in
            try PNGWriter.compressedRows(pixels.baseAddress!, width: width, height: height, stride: width * 4, layout: VELLUM_PIXELS_RGBA,
                                         channels: 4, effort: effort)
        }
    }

    /// The compressed rows of one frame that `draw` draws, Cairo ARGB32, on a canvas of
    /// `width` × `height` pixels: what `frame(_:index:…)` makes of the pixels Cairo's own writer
    /// would store (unpremultiplied as it does), with no PNG made and read in between.
    package static func frame(width: Int, height: Int, effort: PNGWriter.Effort = .small, draw: PNGWriter.Drawer) throws -> [UInt8] {
        let stride = width * 4
        return try ScratchMemory.withBuffer(bytes: stride * height, zeroed: true) { raw in
            let pixels = raw.assumingMemoryBound(to: UInt8.self)
            try draw(pixels, stride)
            return try PNGWriter.compressedRows(pixels, width: width, height: height, stride: stride, layout: VELLUM_PIXELS_CAIRO_ARGB32,
                                                channels: 4, effort: effort)
        }
    }

    /// An animated PNG of `frames` (each made by `frame`) on a `width` × `height` canvas that
    /// loops forever (`loops` 0) or `loops` times, every frame shown for `delay` seconds as
    /// the fraction `numerator / denominator`.
    package static func file(width: Int, height: Int, delay: (numerator: UInt16, denominator: UInt16), loops: UInt32 = 0,
                             frames: [[UInt8]]) throws -> Data {
        guard !frames.isEmpty else { throw VellumError(.invalidValue, "an animated PNG needs at least one frame") }
        var png = PNGChunks()
        png.append("IHDR", PNGChunks.header(width: width, height: height))
        png.append("acTL", PNGChunks.bigEndian(frames.count) + PNGChunks.bigEndian(Int(loops)))
        var sequence = 0
        for (index, data) in frames.enumerated() {
            // fcTL: sequence, size, offset, delay, dispose none, blend source.
            png.append("fcTL", PNGChunks.bigEndian(sequence) + PNGChunks.bigEndian(width) + PNGChunks.bigEndian(height)
                       + PNGChunks.bigEndian(0) + PNGChunks.bigEndian(0)
                       + PNGChunks.bigEndian16(Int(delay.numerator)) + PNGChunks.bigEndian16(Int(delay.denominator)) + [0, 0])
            sequence += 1
            if index == 0 {
                png.append("IDAT", data)
            } else {
                png.append("fdAT", PNGChunks.bigEndian(sequence) + data)
                sequence += 1
            }
        }
        png.append("IEND", [])
        return png.data
    }

    /// An animated PNG of `frames`, on a canvas as large as the largest, smaller frames padded.
    package static func encode(_ frames: [RGBAImage], delay: (numerator: UInt16, denominator: UInt16), loops: UInt32 = 0,
                               effort: PNGWriter.Effort = .small) throws -> Data {
        guard !frames.isEmpty else { throw VellumError(.invalidValue, "an animated PNG needs at least one frame") }
        let width = frames.map(\.width).max()!, height = frames.map(\.height).max()!
        return try file(width: width, height: height, delay: delay, loops: loops,
                        frames: frames.enumerated().map { try frame($1, index: $0, width: width, height: height, effort: effort) })
    }
}

extension RGBAImage {
    /// This image at the top-left of a transparent canvas of `width` × `height`.
    package func padded(width newWidth: Int, height newHeight: Int) -> RGBAImage {
        var pixels = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
        for y in 0..<min(height, newHeight) {
            let count = min(width, newWidth) * 4
            pixels.replaceSubrange(y * newWidth * 4..<(y * newWidth * 4 + count), with: self.pixels[(y * width * 4)..<(y * width * 4 + count)])
        }
        return RGBAImage(width: newWidth, height: newHeight, pixels: pixels)
    }
}
