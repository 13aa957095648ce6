import CPNG
import Foundation
import VellumCore

/// A decoded image: 8-bit RGBA pixels, not premultiplied, rows top to bottom.
package struct RGBAImage: Equatable, Sendable {
    package let width: Int
    package let height: Int
    /// `width × height × 4` bytes: red, green, blue, alpha.
    package var pixels: [UInt8]

    package init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The largest image decoded: as many pixels as the largest canvas Vellum renders.
    package static let maximumPixels = CanvasLimits.maximumPixels

    /// Decodes PNG bytes with libpng, whatever their colour type and depth. `name` says which
    /// file in errors.
    package init(png data: Data, name: String = "the image") throws {
        guard data.count >= 8, data.prefix(8).elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw VellumError(.image, data.isEmpty ? "\(name) is empty" : "\(name) is not a PNG file (its first bytes are not the PNG signature)")
        }
        let decoded: Result<(Int, Int, [UInt8]), VellumError> = data.withUnsafeBytes { bytes in
            // libpng reads from `bytes` until the image is finished or freed.
            var image = png_image()
            image.version = UInt32(PNG_IMAGE_VERSION)
            defer { png_image_free(&image) }
            guard png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count) != 0 else {
                return .failure(VellumError(.image, "\(name) is not a readable PNG: \(RGBAImage.message(of: &image))"))
            }
            let width = Int(image.width), height = Int(image.height)
            guard width > 0, height > 0, width * height <= RGBAImage.maximumPixels else {
                return .failure(VellumError(.tooLarge, "\(name) declares \(width)×\(height) pixels; the limit is \(RGBAImage.maximumPixels / (1 << 20)) megapixels"))
            }
            image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            let finished = pixels.withUnsafeMutableBytes { buffer in
                png_image_finish_read(&image, nil, buffer.baseAddress, 0, nil)
            }
            guard finished != 0 else {
                return .failure(VellumError(.image, "\(name) is damaged or truncated: \(RGBAImage.message(of: &image))"))
            }
            return .success((width, height, pixels))
        }
        let (width, height, pixels) = try decoded.get()
        self.init(width: width, height: height, pixels: pixels)
    }

    private static func message(of image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    /// The image as PNG bytes (8-bit RGBA), written by libpng.
    package func pngData() throws -> Data {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        var size = 0
        let measured = pixels.withUnsafeBytes { png_image_write_to_memory(&image, nil, &size, 0, $0.baseAddress, 0, nil) }
        guard measured != 0, size > 0 else { throw VellumError(.backend, "libpng could not size the PNG of a \(width)×\(height) image") }
        var data = Data(count: size)
        let written = data.withUnsafeMutableBytes { out in
            pixels.withUnsafeBytes { png_image_write_to_memory(&image, out.baseAddress, &size, 0, $0.baseAddress, 0, nil) }
        }
        png_image_free(&image)
        guard written != 0 else { throw VellumError(.backend, "libpng could not encode a \(width)×\(height) image") }
        return data.prefix(size)
    }

    /// How many pixels differ from `other`'s (of the same size), and by how much at most, in
    /// levels of premultiplied colour (as Cairo draws them: a translucent pixel a level apart
    /// there is several levels apart once its colour is divided by its alpha, as PNG stores it).
    package func premultipliedDifference(to other: RGBAImage) -> (pixels: Int, largest: Int) {
        precondition(width == other.width && height == other.height, "images of one size")
        @inline(__always) func premultiplied(_ value: UInt8, _ alpha: UInt8) -> Int { (Int(value) * Int(alpha) + 127) / 255 }
        var count = 0, largest = 0
        for i in stride(from: 0, to: pixels.count, by: 4) where pixels[i..<(i + 4)] != other.pixels[i..<(i + 4)] {
            let a = pixels[i + 3], b = other.pixels[i + 3]
            var delta = abs(Int(a) - Int(b))
            for k in 0..<3 { delta = max(delta, abs(premultiplied(pixels[i + k], a) - premultiplied(other.pixels[i + k], b))) }
            if delta > 0 { count += 1 }
            largest = max(largest, delta)
        }
        return (count, largest)
    }

    /// The pixel at (x, y): red, green, blue, alpha.
    package subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }
}
