import CCairo
import Foundation
import VellumCore
import VellumImage
import VellumUI

/// A Cairo image surface of premultiplied ARGB pixels, owned and freed by this object.
package final class ImageSurface {
    package let surface: OpaquePointer
    package let width: Int
    package let height: Int

    package init(width: Int, height: Int) throws {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw VellumError(.tooLarge, "Cairo could not allocate a \(width)×\(height) image")
        }
        self.surface = surface
        self.width = width
        self.height = height
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// The surface as PNG bytes (RGB when every pixel is opaque, RGBA otherwise): the pixels
    /// Cairo's writer would store, compressed with libdeflate (level 6, each row's filter
    /// chosen) — a smaller file than libpng's defaults, in less time.
    package func pngData() throws -> Data {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { throw VellumError(.backend, "the image has no pixels") }
        return try PNGWriter.encodeCairoImage(data, width: width, height: height, stride: Int(cairo_image_surface_get_stride(surface)))
    }

    /// The surface as PNG bytes (RGB when every pixel is opaque, RGBA otherwise), written by
    /// Cairo's own writer (libpng with its default settings).
    package func cairoPNGData() throws -> Data {
        let stream = CairoStream()
        let status = cairo_surface_write_to_png_stream(surface, CairoStream.write, stream.closure)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw VellumError(.backend, "Cairo could not encode the PNG: \(String(cString: cairo_status_to_string(status)))")
        }
        return stream.data
    }
}
