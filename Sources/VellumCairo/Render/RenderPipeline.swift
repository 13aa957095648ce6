import CCairo
import Foundation
import VellumCore
import VellumImage
import VellumLayout
import VellumUI

/// The three output formats.
package enum OutputFormat: String, CaseIterable, Sendable {
    case png, svg, pdf

    /// The format of a file name's extension, or an error naming the file.
    package init(url: URL) throws {
        guard let format = OutputFormat(rawValue: url.pathExtension.lowercased()) else {
            throw VellumError(.io, "cannot tell the format of \(url.path): the extension must be .png, .svg or .pdf")
        }
        self = format
    }
}

/// One render: a view, how it is proposed, at what scale and time.
package struct RenderRequest {
    package var content: any View
    package var scale: CGFloat
    package var proposal: ProposedViewSize
    package var time: Double
    package var environment: EnvironmentValues
    /// The screen's safe-area insets (with a size proposed on both axes).
    package var safeAreaInsets: EdgeInsets

    package init(content: any View, scale: CGFloat = 1, proposal: ProposedViewSize = .unspecified, time: Double = 0, environment: EnvironmentValues = EnvironmentValues(),
                 safeAreaInsets: EdgeInsets = EdgeInsets()) {
        self.content = content
        self.scale = scale
        self.proposal = proposal
        self.time = time
        self.environment = environment
        self.safeAreaInsets = safeAreaInsets
    }
}

/// Runs the whole pipeline for a request: resolve → layout → display list → Cairo → bytes.
package enum RenderPipeline {
    /// Throws when the request's numbers cannot make a picture.
    package static func validate(_ request: RenderRequest) throws {
        guard request.scale.isFinite, request.scale > 0, request.scale <= 16 else {
            throw VellumError(.invalidValue, "scale must be a number greater than 0 and at most 16, got \(request.scale)")
        }
        for (value, axis) in [(request.proposal.width, "width"), (request.proposal.height, "height")] {
            if let value, value.isNaN || value < 0 {
                throw VellumError(.invalidValue, "proposed \(axis) must be nil, a number ≥ 0 or infinity, got \(value)")
            }
        }
        let insets = request.safeAreaInsets
        for (value, edge) in [(insets.top, "top"), (insets.leading, "leading"), (insets.bottom, "bottom"), (insets.trailing, "trailing")] {
            guard value.isFinite, value >= 0 else {
                throw VellumError(.invalidValue, "the safe area's \(edge) inset must be a finite number ≥ 0, got \(value)")
            }
        }
        guard request.time.isFinite, request.time >= 0 else {
            throw VellumError(.invalidValue, "time must be a finite number of seconds ≥ 0, got \(request.time)")
        }
        try FontLibrary.shared.check()
    }

    /// The laid-out frame of the request, handed to `body` on a render thread.
    package static func withFrame<T>(_ request: RenderRequest, _ body: (Scene.Frame) throws -> T) throws -> T {
        try withScene(request) { _, frame in try body(frame) }
    }

    /// The scene of the request and its frame, handed to `body` on a render thread (the
    /// benchmarks read the scene's stage times).
    package static func withScene<T>(_ request: RenderRequest, _ body: (Scene, Scene.Frame) throws -> T) throws -> T {
        try validate(request)
        let canvas = request.proposal.replacingUnspecifiedDimensions(by: CGSize(width: 393, height: 852))
        return try RenderThreads.run {
            try UIScreen.$canvas.withValue(canvas) {
                try UIScreen.$renderScale.withValue(request.scale) {
                    let scene = Scene(content: request.content, environment: request.environment, measurer: PangoTextMeasurer(),
                                      imageLoader: ImageFileLoader.shared, scale: request.scale, safeAreaInsets: request.safeAreaInsets)
                    let frame = try scene.render(proposal: request.proposal, time: request.time)
                    return try body(scene, frame)
                }
            }
        }
    }

    package static func layout(_ request: RenderRequest) throws -> LayoutNode {
        try withFrame(request) { $0.layout }
    }

    /// The request encoded.
    package static func data(_ request: RenderRequest, format: OutputFormat) throws -> Data {
        try withFrame(request) { frame in
            switch format {
            case .png: try png(frame.displayList, scale: request.scale)
            case .svg: try svg(frame.displayList, scale: request.scale)
            case .pdf: try pdf([frame.displayList], scale: request.scale)
            }
        }
    }

    /// The pixel size of a canvas, or an error when it is empty or too large.
    package static func pixelSize(of size: CGSize, scale: CGFloat) throws -> (width: Int, height: Int) {
        guard size.width.isFinite, size.height.isFinite else {
            throw VellumError(.tooLarge, "the view is infinitely large (\(formatPoints(size.width))×\(formatPoints(size.height)) points)")
        }
        let width = (size.width * scale - 1e-6).rounded(.up), height = (size.height * scale - 1e-6).rounded(.up)
        guard width >= 1, height >= 1 else {
            throw VellumError(.invalidView, "the view has no area (\(formatPoints(size.width))×\(formatPoints(size.height)) points): there is nothing to render")
        }
        guard width <= Double(CanvasLimits.maximumSide), height <= Double(CanvasLimits.maximumSide),
              width * height <= Double(CanvasLimits.maximumPixels) else {
            throw VellumError(.tooLarge, "the picture would be \(formatPoints(width))×\(formatPoints(height)) pixels (\(formatPoints(size.width))×\(formatPoints(size.height)) points at scale \(formatPoints(scale))); the limit is \(CanvasLimits.maximumSide) pixels a side and \(CanvasLimits.maximumPixels / (1 << 20)) megapixels")
        }
        return (Int(width), Int(height))
    }

    /// Draws `list` on a new image surface of the list's size at `scale` pixels per point;
    /// `statistics`, when given, counts what the canvas skipped.
    package static func rasterize(_ list: DisplayList, scale: CGFloat, statistics: CairoCanvas.Statistics? = nil) throws -> ImageSurface {
        let (width, height) = try pixelSize(of: list.size, scale: scale)
        let surface = try ImageSurface(width: width, height: height)
        try draw(list, on: surface.surface, scale: scale, statistics: statistics)
        return surface
    }

    /// Draws `list` at `scale` pixels per point into zeroed Cairo ARGB32 memory of `stride`
    /// bytes a row, at its top-left, within the list's own pixel size (`pixelSize`): the pixels
    /// `png` would draw. Throws when that size is larger than `canvas`.
    package static func draw(_ list: DisplayList, scale: CGFloat, into pixels: UnsafeMutablePointer<UInt8>, stride: Int,
                             canvas: (width: Int, height: Int), skipsHiddenShadows: Bool = true) throws {
        let (width, height) = try pixelSize(of: list.size, scale: scale)
        guard width <= canvas.width, height <= canvas.height else {
            throw VellumError(.invalidValue, "a \(width)×\(height) picture does not fit on a \(canvas.width)×\(canvas.height) canvas")
        }
        let surface = cairo_image_surface_create_for_data(pixels, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride))!
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw VellumError(.tooLarge, "Cairo could not make a \(width)×\(height) image")
        }
        try draw(list, on: surface, scale: scale, skipsHiddenShadows: skipsHiddenShadows)
    }

    /// Draws `list` on an image surface at `scale` pixels per point.
    private static func draw(_ list: DisplayList, on surface: OpaquePointer, scale: CGFloat, skipsHiddenShadows: Bool = true,
                             statistics: CairoCanvas.Statistics? = nil) throws {
        cairo_surface_set_device_scale(surface, Double(scale), Double(scale))
        let cairo = cairo_create(surface)!
        defer { cairo_destroy(cairo) }
        try CairoCanvas(cairo: cairo, rasterScale: scale, skipsHiddenShadows: skipsHiddenShadows, statistics: statistics).draw(list)
        cairo_surface_flush(surface)
    }

    /// The list drawn and encoded as a PNG, drawn into memory kept from the last render (see
    /// `ScratchMemory`). `skipsHiddenShadows` is for tests, which compare both ways.
    package static func png(_ list: DisplayList, scale: CGFloat, skipsHiddenShadows: Bool = true) throws -> Data {
        try png(list, scale: scale, skipsHiddenShadows: skipsHiddenShadows, unlessMatching: nil)!
    }

    /// The request drawn and, unless `matches` says it is the picture looked for, encoded as
    /// a PNG (see `PNGWriter.encodeCairoDrawing`): `nil` when it matched, otherwise the bytes
    /// `data(_:format: .png)` makes. A snapshot test passes its golden picture's pixels here,
    /// so that a test that passes compresses nothing.
    package static func png(_ request: RenderRequest, unlessMatching matches: @escaping PNGWriter.PictureMatch) throws -> Data? {
        try withFrame(request) { frame in
            try png(frame.displayList, scale: request.scale, skipsHiddenShadows: true, unlessMatching: matches)
        }
    }

    private static func png(_ list: DisplayList, scale: CGFloat, skipsHiddenShadows: Bool, unlessMatching matches: PNGWriter.PictureMatch?) throws -> Data? {
        let (width, height) = try pixelSize(of: list.size, scale: scale)
        return try PNGWriter.encodeCairoDrawing(width: width, height: height, unlessMatching: matches) { pixels, stride in
            try draw(list, scale: scale, into: pixels, stride: stride, canvas: (width, height), skipsHiddenShadows: skipsHiddenShadows)
        }
    }

    package static func svg(_ list: DisplayList, scale: CGFloat) throws -> Data {
        _ = try pixelSize(of: list.size, scale: 1)
        let stream = CairoStream()
        let surface = cairo_svg_surface_create_for_stream(CairoStream.write, stream.closure, Double(list.size.width), Double(list.size.height))!
        cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
        let cairo = cairo_create(surface)!
        var failure: (any Error)?
        do { try CairoCanvas(cairo: cairo, rasterScale: max(scale, 2), target: .svg).draw(list) } catch { failure = error }
        try finish(cairo, surface, failure: failure, format: "SVG")
        return SVGIdentifiers.normalize(stream.data)
    }

    /// A PDF with one page per display list, each page the size of its list.
    package static func pdf(_ pages: [DisplayList], scale: CGFloat) throws -> Data {
        guard let first = pages.first else { throw VellumError(.invalidView, "a PDF needs at least one page") }
        for page in pages { _ = try pixelSize(of: page.size, scale: 1) }
        let stream = CairoStream()
        let surface = cairo_pdf_surface_create_for_stream(CairoStream.write, stream.closure, Double(first.size.width), Double(first.size.height))!
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Vellum")
        let cairo = cairo_create(surface)!
        var failure: (any Error)?
        let canvas = CairoCanvas(cairo: cairo, rasterScale: max(scale, 2), target: .pdf)
        for (index, page) in pages.enumerated() where failure == nil {
            if index > 0 { cairo_pdf_surface_set_size(surface, Double(page.size.width), Double(page.size.height)) }
            do { try canvas.draw(page) } catch { failure = error }
            cairo_show_page(cairo)
        }
        try finish(cairo, surface, failure: failure, format: "PDF")
        return stream.data
    }

    /// Ends drawing on a vector surface and frees it; throws the drawing's failure, or
    /// Cairo's when it could not write the document.
    private static func finish(_ cairo: OpaquePointer, _ surface: OpaquePointer, failure: (any Error)?, format: String) throws {
        cairo_destroy(cairo)
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        cairo_surface_destroy(surface)
        if let failure { throw failure }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw VellumError(.backend, "Cairo could not write the \(format): \(String(cString: cairo_status_to_string(status)))")
        }
    }
}
