import CCairo
import Foundation
import VellumLayout
import VellumUI

/// Draws a display list on a Cairo context whose user space is in points.
///
/// Shapes, gradients and text stay vectors on every surface; a shadow is the one effect drawn
/// through pixels: the group's alpha is rendered into an 8-bit mask at `rasterScale` pixels
/// per point, blurred, tinted and painted.
package final class CairoCanvas {
    private let cairo: OpaquePointer
    private let fonts: ThreadFonts
    private let textContext: OpaquePointer
    /// Pixels per point of the surface (or of the shadow masks, on vector surfaces).
    private let rasterScale: CGFloat

    package init(cairo: OpaquePointer, rasterScale: CGFloat) {
        self.cairo = cairo
        self.rasterScale = rasterScale
        fonts = ThreadFonts.current
        textContext = fonts.drawingContext(for: cairo)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(textContext))
    }

    package func draw(_ list: DisplayList) throws {
        for item in list.items { try draw(item) }
        try checkStatus()
    }

    private func checkStatus() throws {
        let status = cairo_status(cairo)
        if status != CAIRO_STATUS_SUCCESS {
            throw VellumError(.backend, "Cairo failed while drawing: \(String(cString: cairo_status_to_string(status)))")
        }
    }

    private func draw(_ item: DisplayItem) throws {
        switch item {
        case let .shape(shape): drawShape(shape)
        case let .text(text): drawText(text)
        case let .image(image): drawImage(image)
        case let .group(group): try drawGroup(group)
        }
    }

    // MARK: Shapes

    private func addPath(_ path: Path) {
        cairo_new_path(cairo)
        var current = CGPoint.zero
        for element in path.elements {
            switch element {
            case let .move(p):
                cairo_move_to(cairo, Double(p.x), Double(p.y)); current = p
            case let .line(p):
                cairo_line_to(cairo, Double(p.x), Double(p.y)); current = p
            case let .quadCurve(p, c):
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cairo, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y)); current = p
            case let .curve(p, c1, c2):
                cairo_curve_to(cairo, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y)); current = p
            case .closeSubpath:
                cairo_close_path(cairo)
                var x = 0.0, y = 0.0
                cairo_get_current_point(cairo, &x, &y)
                current = CGPoint(x: x, y: y)
            }
        }
    }

    private func drawShape(_ shape: ShapeDrawing) {
        cairo_save(cairo)
        addPath(shape.path)
        setSource(shape.paint, bounds: shape.paintBounds)
        cairo_set_antialias(cairo, shape.fillStyle.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
        if let stroke = shape.stroke {
            cairo_set_line_width(cairo, Double(stroke.lineWidth))
            cairo_set_line_cap(cairo, cairo_line_cap_t(UInt32(stroke.lineCap.rawValue)))
            cairo_set_line_join(cairo, cairo_line_join_t(UInt32(stroke.lineJoin.rawValue)))
            cairo_set_miter_limit(cairo, Double(max(stroke.miterLimit, 1)))
            let dashes = stroke.dash.map(Double.init)
            if dashes.contains(where: { $0 > 0 }) {
                cairo_set_dash(cairo, dashes, Int32(dashes.count), Double(stroke.dashPhase))
            }
            if stroke.lineWidth > 0 { cairo_stroke(cairo) }
        } else {
            cairo_set_fill_rule(cairo, shape.fillStyle.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_fill(cairo)
        }
        cairo_new_path(cairo)
        cairo_restore(cairo)
    }

    /// Sets `paint` as the source, gradient geometry in `bounds`.
    private func setSource(_ paint: ResolvedPaint, bounds: CGRect) {
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
        case let .angularGradient(stops, _, _, _):
            // Drawn as a conic gradient by issue #5's mesh; until then, its first colour.
            let color = stops.first?.color ?? .clear
            cairo_set_source_rgba(cairo, color.red.clamped01, color.green.clamped01, color.blue.clamped01, color.alpha.clamped01)
        }
    }

    /// Adds `stops` to a Cairo gradient so that colours blend as premultiplied values: a fade
    /// from `.clear` to white stays white, with no grey fringe. (Cairo interpolates
    /// unpremultiplied colours, so where the alpha changes along a segment, the segment is
    /// given 16 intermediate stops computed in premultiplied space.)
    private func addStops(_ stops: [ResolvedStop], to pattern: OpaquePointer) {
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

    // MARK: Text

    private func drawText(_ text: TextDrawing) {
        pango_cairo_update_context(cairo, textContext)
        let laidOut = PangoText.make(text.text, proposal: text.proposal, context: textContext)
        switch text.paint {
        case let .color(color):
            cairo_set_source_rgba(cairo, color.red.clamped01, color.green.clamped01, color.blue.clamped01, color.alpha.clamped01)
            laidOut.draw(on: cairo, at: text.frame.origin)
        default:
            // A gradient fills the glyphs: draw them as a mask for the paint.
            cairo_push_group(cairo)
            cairo_set_source_rgba(cairo, 0, 0, 0, 1)
            laidOut.draw(on: cairo, at: text.frame.origin)
            let mask = cairo_pop_group(cairo)!
            setSource(text.paint, bounds: text.frame)
            cairo_mask(cairo, mask)
            cairo_pattern_destroy(mask)
        }
    }

    // MARK: Images

    private func drawImage(_ image: ImageDrawing) {
        let source = image.image
        guard source.width > 0, source.height > 0, image.frame.width > 0, image.frame.height > 0 else { return }
        source.pixels.withUnsafeBufferPointer { buffer in
            let stride = source.width * 4
            let surface = cairo_image_surface_create_for_data(UnsafeMutablePointer(mutating: buffer.baseAddress!), CAIRO_FORMAT_ARGB32,
                                                              Int32(source.width), Int32(source.height), Int32(stride))
            defer { cairo_surface_destroy(surface) }
            cairo_save(cairo)
            cairo_translate(cairo, Double(image.frame.minX), Double(image.frame.minY))
            cairo_scale(cairo, Double(image.frame.width) / Double(source.width), Double(image.frame.height) / Double(source.height))
            cairo_set_source_surface(cairo, surface, 0, 0)
            let filter: cairo_filter_t
            switch image.interpolation {
            case .none: filter = CAIRO_FILTER_NEAREST
            case .low: filter = CAIRO_FILTER_FAST
            case .medium: filter = CAIRO_FILTER_GOOD
            case .high: filter = CAIRO_FILTER_BEST
            }
            cairo_pattern_set_filter(cairo_get_source(cairo), filter)
            cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
            cairo_rectangle(cairo, 0, 0, Double(source.width), Double(source.height))
            cairo_fill(cairo)
            cairo_restore(cairo)
        }
    }

    // MARK: Groups

    private func drawGroup(_ group: GroupDrawing) throws {
        switch group.effect {
        case let .opacity(opacity):
            cairo_push_group(cairo)
            for item in group.items { try draw(item) }
            cairo_pop_group_to_source(cairo)
            cairo_paint_with_alpha(cairo, opacity)
        case let .clip(path, style):
            cairo_save(cairo)
            addPath(path)
            cairo_set_fill_rule(cairo, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_set_antialias(cairo, style.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
            cairo_clip(cairo)
            cairo_set_antialias(cairo, CAIRO_ANTIALIAS_DEFAULT)
            for item in group.items { try draw(item) }
            cairo_restore(cairo)
        case let .transform(t):
            cairo_save(cairo)
            var matrix = cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
            cairo_transform(cairo, &matrix)
            for item in group.items { try draw(item) }
            cairo_restore(cairo)
        case let .mask(mask):
            cairo_push_group(cairo)
            for item in group.items { try draw(item) }
            let content = cairo_pop_group(cairo)!
            cairo_push_group(cairo)
            for item in mask { try draw(item) }
            let maskPattern = cairo_pop_group(cairo)!
            cairo_set_source(cairo, content)
            cairo_mask(cairo, maskPattern)
            cairo_pattern_destroy(content)
            cairo_pattern_destroy(maskPattern)
        case let .shadow(color, radius, offset):
            try drawShadowed(group, color: color, radius: radius, offset: offset)
        }
    }

    /// Draws the group's shadow, then the group. The shadow is the group's alpha, blurred with
    /// a Gaussian of σ = 0.93·radius, tinted with `color` and moved by `offset`; only the
    /// group's bounds plus 3σ (and no more than the surface shows) are rendered.
    private func drawShadowed(_ group: GroupDrawing, color: RGBA, radius: CGFloat, offset: CGSize) throws {
        cairo_push_group(cairo)
        for item in group.items { try draw(item) }
        let content = cairo_pop_group(cairo)!
        defer { cairo_pattern_destroy(content) }

        // Work in the base space (points, before any transform of enclosing groups).
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        let ctm = CGAffineTransform(a: matrix.xx, b: matrix.yx, c: matrix.xy, d: matrix.yy, tx: matrix.x0, ty: matrix.y0)
        let stretch = sqrt(abs(ctm.a * ctm.d - ctm.b * ctm.c))
        let sigma = 0.93 * radius * stretch
        let shift = CGSize(width: offset.width, height: offset.height).applying(ctm)
        let margin = (3 * sigma).rounded(.up) + 1
        let contentBounds = group.items.reduce(CGRect.null) { $0.union($1.bounds) }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        let visible = CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1).applying(ctm)
        var region = contentBounds.isNull ? contentBounds : contentBounds.applying(ctm).insetBy(dx: -margin, dy: -margin)
        region = region.intersection(visible.offsetBy(dx: -shift.width, dy: -shift.height).insetBy(dx: -margin, dy: -margin))
        if !region.isNull, region.width > 0, region.height > 0, color.alpha > 0 {
            let k = rasterScale
            let origin = CGPoint(x: (region.minX * k).rounded(.down) / k, y: (region.minY * k).rounded(.down) / k)
            let pixelWidth = Int(((region.maxX - origin.x) * k).rounded(.up))
            let pixelHeight = Int(((region.maxY - origin.y) * k).rounded(.up))
            if pixelWidth > 0, pixelHeight > 0, pixelWidth <= 32767, pixelHeight <= 32767 {
                let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(pixelWidth), Int32(pixelHeight))!
                defer { cairo_surface_destroy(mask) }
                cairo_surface_set_device_scale(mask, Double(k), Double(k))
                let maskCairo = cairo_create(mask)!
                cairo_translate(maskCairo, -Double(origin.x), -Double(origin.y))
                cairo_transform(maskCairo, &matrix)
                cairo_set_source(maskCairo, content)
                cairo_paint(maskCairo)
                cairo_destroy(maskCairo)
                cairo_surface_flush(mask)
                if let data = cairo_image_surface_get_data(mask) {
                    GaussianBlur.blur(data, width: pixelWidth, height: pixelHeight, stride: Int(cairo_image_surface_get_stride(mask)), sigma: Double(sigma * k))
                }
                cairo_surface_mark_dirty(mask)
                cairo_save(cairo)
                cairo_identity_matrix(cairo)
                cairo_set_source_rgba(cairo, color.red.clamped01, color.green.clamped01, color.blue.clamped01, color.alpha.clamped01)
                cairo_mask_surface(cairo, mask, Double(origin.x + shift.width), Double(origin.y + shift.height))
                cairo_restore(cairo)
            }
        }
        cairo_set_source(cairo, content)
        cairo_paint(cairo)
    }
}

extension Double {
    var clamped01: Double { self.isNaN ? 0 : Swift.min(Swift.max(self, 0), 1) }
}
