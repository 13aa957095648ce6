import CCairo
import CVectorImages
import Foundation
import VellumCore
import VellumLayout

/// The vector images of asset catalogs' image sets, drawn into pixels at a render's scale: SVG
/// with librsvg, PDF (the first page) with Poppler. A point is a CSS pixel of the SVG, a point
/// of the PDF, as Xcode takes them.
enum VectorImages {
    static func svg(_ path: String, scale: CGFloat) throws -> ImageSource {
        var error: UnsafeMutablePointer<GError>?
        guard let handle = rsvg_handle_new_from_file(path, &error) else {
            throw VellumError(.image, "the image file \(path) is not a readable SVG file: \(message(error))")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        rsvg_handle_set_dpi(handle, 72)
        var width = 0.0, height = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) == 0 {
            // Only a view box (or percentages): its size.
            var hasWidth: gboolean = 0, hasHeight: gboolean = 0, hasViewBox: gboolean = 0
            var box = RsvgRectangle()
            rsvg_handle_get_intrinsic_dimensions(handle, &hasWidth, nil, &hasHeight, nil, &hasViewBox, &box)
            guard hasViewBox != 0 else { throw VellumError(.image, "the image file \(path) gives neither a size nor a viewBox") }
            (width, height) = (box.width, box.height)
        }
        return try draw(path, width: width, height: height, scale: scale) { cairo, pixelWidth, pixelHeight in
            var viewport = RsvgRectangle(x: 0, y: 0, width: Double(pixelWidth), height: Double(pixelHeight))
            var error: UnsafeMutablePointer<GError>?
            if rsvg_handle_render_document(handle, cairo, &viewport, &error) == 0 {
                throw VellumError(.image, "the image file \(path) could not be drawn: \(message(error))")
            }
        }
    }

    static func pdf(_ path: String, scale: CGFloat) throws -> ImageSource {
        var error: UnsafeMutablePointer<GError>?
        let uri = URL(fileURLWithPath: path).absoluteString
        guard let document = poppler_document_new_from_file(uri, nil, &error) else {
            throw VellumError(.image, "the image file \(path) is not a readable PDF file: \(message(error))")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(document)) }
        guard poppler_document_get_n_pages(document) > 0, let page = poppler_document_get_page(document, 0) else {
            throw VellumError(.image, "the image file \(path) has no page")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }
        var width = 0.0, height = 0.0
        poppler_page_get_size(page, &width, &height)
        return try draw(path, width: width, height: height, scale: scale) { cairo, _, _ in
            cairo_scale(cairo, Double(scale), Double(scale))
            poppler_page_render(page, cairo)
        }
    }

    /// Draws a `width` × `height` point picture at `scale` into pixels: premultiplied, in the
    /// byte order blue, green, red, alpha, as Cairo keeps them.
    private static func draw(_ path: String, width: Double, height: Double, scale: CGFloat,
                             _ body: (OpaquePointer, Int, Int) throws -> Void) throws -> ImageSource {
        let pixelWidth = (width * Double(scale)).rounded(.up), pixelHeight = (height * Double(scale)).rounded(.up)
        guard pixelWidth.isFinite, pixelHeight.isFinite, pixelWidth >= 1, pixelHeight >= 1 else {
            throw VellumError(.image, "the image file \(path) is \(formatPoints(CGFloat(width))) × \(formatPoints(CGFloat(height))) points, no picture")
        }
        guard pixelWidth <= Double(CanvasLimits.maximumSide), pixelHeight <= Double(CanvasLimits.maximumSide),
              pixelWidth * pixelHeight <= Double(CanvasLimits.maximumPixels) else {
            throw VellumError(.image, "the image file \(path) is \(Int(pixelWidth)) × \(Int(pixelHeight)) pixels at @\(formatPoints(scale))x, larger than Vellum draws (\(CanvasLimits.maximumSide) a side, \(CanvasLimits.maximumPixels >> 20) megapixels)")
        }
        let w = Int(pixelWidth), h = Int(pixelHeight)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else {
            throw VellumError(.image, "no memory to draw the image file \(path)")
        }
        defer { cairo_surface_destroy(surface) }
        guard let cairo = cairo_create(surface) else { throw VellumError(.image, "no memory to draw the image file \(path)") }
        defer { cairo_destroy(cairo) }
        try body(cairo, w, h)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { throw VellumError(.image, "no memory to draw the image file \(path)") }
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        pixels.withUnsafeMutableBytes { target in
            for row in 0..<h {
                (target.baseAddress! + row * w * 4).copyMemory(from: data + row * stride, byteCount: w * 4)
            }
        }
        return ImageSource(width: w, height: h, pixels: pixels, name: (path as NSString).lastPathComponent, scale: scale)
    }

    private static func message(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "unknown error" }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) } ?? "unknown error"
    }
}
