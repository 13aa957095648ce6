import Foundation
import VellumImage
import VellumLayout
import VellumUI

/// Renders a view to PNG, SVG or PDF, or returns its layout: SwiftUI's `ImageRenderer`,
/// headless, on any thread.
///
/// ```swift
/// let renderer = ImageRenderer(content: MyCard())
/// renderer.scale = 2                                          // pixels per point
/// renderer.proposedSize = ProposedViewSize(width: 320, height: nil)
/// try renderer.write(to: URL(fileURLWithPath: "card.png"))
/// ```
///
/// Several renderers may run at once on different threads; each render is independent and
/// gives the same bytes as a render on any other thread.
public final class ImageRenderer<Content: View> {
    /// The view to render.
    public var content: Content
    /// Pixels per point: 1, 2 or 3 as on iPhones (any number above 0 up to 16). Default 1.
    public var scale: CGFloat = 1
    /// The size offered to the view; `.unspecified` (the default) renders it at its ideal size.
    public var proposedSize: ProposedViewSize = .unspecified
    /// Seconds after the view appeared: animations started then are drawn as they are at this
    /// time. Default 0.
    public var time: TimeInterval = 0
    /// The screen's safe area, with a size proposed on both axes: the view is laid out inside
    /// these insets, and what ignores the safe area (backgrounds, lists, bars) reaches the
    /// picture's edges, as on a device. Default: none.
    public var safeAreaInsets = EdgeInsets()

    /// A renderer for `content`.
    public init(content: Content) {
        self.content = content
    }

    private var request: RenderRequest {
        RenderRequest(content: content, scale: scale, proposal: proposedSize, time: time, safeAreaInsets: safeAreaInsets)
    }

    /// The view as a PNG image, `scale` pixels per point.
    public func pngData() throws -> Data {
        try RenderPipeline.data(request, format: .png)
    }

    /// The view as an SVG document, sized in points (one SVG px per point); shapes, gradients
    /// and text stay vectors.
    public func svgData() throws -> Data {
        try RenderPipeline.data(request, format: .svg)
    }

    /// The view as a one-page PDF, sized in points; shapes, gradients and text stay vectors.
    public func pdfData() throws -> Data {
        try RenderPipeline.data(request, format: .pdf)
    }

    /// Writes the view to `url` as PNG, SVG or PDF, chosen by the file's extension. The file is
    /// written atomically: it is either the old file or the complete new one.
    public func write(to url: URL) throws {
        let format = try OutputFormat(url: url)
        try FileOutput.checkWritable(url)
        try FileOutput.write(try RenderPipeline.data(request, format: format), to: url)
    }

    /// The laid-out boxes of the view, in points, in root coordinates.
    public func layout() throws -> LayoutNode {
        try RenderPipeline.layout(request)
    }
}
