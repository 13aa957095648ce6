import CCairo
import Foundation
import VellumCore
import VellumLayout
import VellumUI

/// Colours and gradients: Cairo's linear and radial patterns, blended as premultiplied
/// colours, and conic gradients, which Cairo lacks, as meshes (rendered into images on raster
/// surfaces and for SVG).
extension CairoCanvas {
    /// Sets `paint` as the source, gradient geometry in `bounds`, for painting no more than
    /// `area` (user space).
    func setSource(_ paint: ResolvedPaint, bounds: CGRect, area: @autoclosure () -> CGRect) {
        switch paint {
        case let .color(color):
            cairo_set_source_rgba(cairo, color.red.clamped01, color.green.clamped01, color.blue.clamped01, color.alpha.clamped01)
        case let .linearGradient(stops, start, end):
            let a = start.point(in: bounds), b = end.point(in: bounds)
            let pattern = cairo_pattern_create_linear(Double(a.x), Double(a.y), Double(b.x), Double(b.y))!
            addStops(stops, to: pattern)
            cairo_set_source(cairo, pattern)
            cairo_pattern_destroy(pattern)
        case let .radialGradient(stops, center, r0, r1):
            let c = center.point(in: bounds)
            let pattern = cairo_pattern_create_radial(Double(c.x), Double(c.y), Double(max(r0, 0)), Double(c.x), Double(c.y), Double(max(r1, 0)))!
            addStops(stops, to: pattern)
            cairo_set_source(cairo, pattern)
            cairo_pattern_destroy(pattern)
        case let .ellipticalGradient(stops, center, f0, f1):
            // A radial gradient in the unit circle, stretched to the bounds.
            let c = center.point(in: bounds)
            let pattern = cairo_pattern_create_radial(0, 0, Double(max(f0, 0)) * 0.5, 0, 0, Double(max(f1, 0)) * 0.5)!
            addStops(stops, to: pattern)
            var matrix = cairo_matrix_t()
            cairo_matrix_init_identity(&matrix)
            cairo_matrix_scale(&matrix, 1 / Double(max(bounds.width, 1e-6)), 1 / Double(max(bounds.height, 1e-6)))
            cairo_matrix_translate(&matrix, -Double(c.x), -Double(c.y))
            cairo_pattern_set_matrix(pattern, &matrix)
            cairo_set_source(cairo, pattern)
            cairo_pattern_destroy(pattern)
        case let .angularGradient(stops, center, startAngle, endAngle):
            // On raster surfaces, rendered into an image of its own (see `conicImage`), on whole
            // pixels: the shape is then filled with a copy of its pixels. (Should the image not
            // be made, the mesh itself.)
            if target == .raster, let (image, origin) = conicImage(paint, paintBounds: bounds, area: area()) {
                var (matrix, _) = currentMatrix()
                cairo_identity_matrix(cairo)
                cairo_set_source_surface(cairo, image.surface, Double(origin.x), Double(origin.y))
                cairo_set_matrix(cairo, &matrix)
                return
            }
            let pattern = conicPattern(stops, center: center.point(in: bounds), bounds: bounds, start: startAngle.radians, end: endAngle.radians)
            cairo_set_source(cairo, pattern)
            cairo_pattern_destroy(pattern)
        }
    }

    /// A conic gradient rendered into an image over `area` (user space; no more than is
    /// visible), at the raster scale on the pixel grid: the image and where it goes, in base
    /// space.
    func conicImage(_ paint: ResolvedPaint, paintBounds: CGRect, area: CGRect) -> (image: ImageSurface, origin: CGPoint)? {
        guard case let .angularGradient(stops, center, start, end) = paint else { return nil }
        let space = baseSpace()
        guard !area.isNull, area.width.isFinite, area.height.isFinite,
              let (origin, width, height) = pixelGrid(area.applying(space.transform).intersection(space.visible)),
              let image = try? ImageSurface(width: width, height: height) else { return nil }
        let k = rasterScale
        cairo_surface_set_device_scale(image.surface, Double(k), Double(k))
        let painter = cairo_create(image.surface)!
        var matrix = space.matrix
        cairo_translate(painter, -Double(origin.x), -Double(origin.y))
        cairo_transform(painter, &matrix)
        let pattern = conicPattern(stops, center: center.point(in: paintBounds), bounds: paintBounds, start: start.radians, end: end.radians)
        cairo_set_source(painter, pattern)
        cairo_pattern_destroy(pattern)
        cairo_paint(painter)
        cairo_destroy(painter)
        cairo_surface_flush(image.surface)
        return (image, origin)
    }

    /// A conic-gradient fill on SVG: the gradient rendered into an image over the shape's
    /// bounds, painted through the shape's outline (which stays a vector clip).
    func drawConicFallback(_ shape: ShapeDrawing) {
        guard let (image, origin) = conicImage(shape.paint, paintBounds: shape.paintBounds, area: shape.path.boundingRect) else { return }
        save()
        cairo_set_fill_rule(cairo, shape.fillStyle.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        clip { Self.trace(shape.path, on: $0) }
        cairo_identity_matrix(cairo)
        cairo_set_source_surface(cairo, image.surface, Double(origin.x), Double(origin.y))
        cairo_paint(cairo)
        restore()
    }

    /// A conic gradient (Cairo has none) as a mesh of thin wedges around `center`, one every
    /// 2° at most, each shading from the colour at its first angle to the colour at its
    /// second. Angles outside start…end take the end colours.
    func conicPattern(_ stops: [ResolvedStop], center: CGPoint, bounds: CGRect, start: Double, end: Double) -> OpaquePointer {
        let pattern = cairo_pattern_create_mesh()!
        let corners = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY), CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)]
        let reach = (corners.map { hypot($0.x - center.x, $0.y - center.y) }.max() ?? 1) * 1.02 + 1
        let sweep = end - start
        guard sweep != 0, reach.isFinite else { return pattern }
        func color(at fraction: Double) -> RGBA { interpolate(stops, at: min(max(fraction, 0), 1)) }
        let turn = 2 * Double.pi
        let segments = 180
        for index in 0..<segments {
            let a0 = start + turn * Double(index) / Double(segments)
            let a1 = start + turn * Double(index + 1) / Double(segments)
            let c0 = color(at: (a0 - start) / sweep), c1 = color(at: (a1 - start) / sweep)
            cairo_mesh_pattern_begin_patch(pattern)
            cairo_mesh_pattern_move_to(pattern, Double(center.x), Double(center.y))
            cairo_mesh_pattern_line_to(pattern, Double(center.x) + Double(reach) * cos(a0), Double(center.y) + Double(reach) * sin(a0))
            cairo_mesh_pattern_line_to(pattern, Double(center.x) + Double(reach) * cos(a1), Double(center.y) + Double(reach) * sin(a1))
            cairo_mesh_pattern_line_to(pattern, Double(center.x), Double(center.y))
            for (corner, c) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(corner), c.red.clamped01, c.green.clamped01, c.blue.clamped01, c.alpha.clamped01)
            }
            cairo_mesh_pattern_end_patch(pattern)
        }
        return pattern
    }

    /// The colour of `stops` at `location`, blended as premultiplied values.
    func interpolate(_ stops: [ResolvedStop], at location: Double) -> RGBA {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if location <= first.location { return first.color }
        if location >= last.location { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where location <= b.location {
            let t = b.location > a.location ? (location - a.location) / (b.location - a.location) : 1
            let alpha = a.color.alpha + (b.color.alpha - a.color.alpha) * t
            func channel(_ x: Double, _ y: Double) -> Double {
                alpha > 0 ? (x * a.color.alpha + (y * b.color.alpha - x * a.color.alpha) * t) / alpha : x + (y - x) * t
            }
            return RGBA(channel(a.color.red, b.color.red), channel(a.color.green, b.color.green), channel(a.color.blue, b.color.blue), alpha)
        }
        return last.color
    }

    /// Adds `stops` to a Cairo gradient so that colours blend as premultiplied values: a fade
    /// from `.clear` to white stays white, with no grey fringe. (Cairo interpolates
    /// unpremultiplied colours, so where the alpha changes along a segment, the segment is
    /// given 16 intermediate stops computed in premultiplied space.)
    func addStops(_ stops: [ResolvedStop], to pattern: OpaquePointer) {
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        func add(_ location: Double, _ c: RGBA) {
            cairo_pattern_add_color_stop_rgba(pattern, location, c.red.clamped01, c.green.clamped01, c.blue.clamped01, c.alpha.clamped01)
        }
        for (index, stop) in stops.enumerated() {
            add(stop.location, stop.color)
            guard index + 1 < stops.count else { continue }
            let next = stops[index + 1]
            let a = stop.color, b = next.color
            guard a.alpha != b.alpha, next.location > stop.location, a.red != b.red || a.green != b.green || a.blue != b.blue else { continue }
            let pieces = 16
            for piece in 1..<pieces {
                let t = Double(piece) / Double(pieces)
                let alpha = a.alpha + (b.alpha - a.alpha) * t
                func channel(_ x: Double, _ y: Double) -> Double {
                    alpha > 0 ? (x * a.alpha + (y * b.alpha - x * a.alpha) * t) / alpha : 0
                }
                add(stop.location + (next.location - stop.location) * t, RGBA(channel(a.red, b.red), channel(a.green, b.green), channel(a.blue, b.blue), alpha))
            }
        }
    }
}
