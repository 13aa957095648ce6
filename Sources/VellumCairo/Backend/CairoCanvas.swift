import CCairo
import CVellumKernels
import Foundation
import Synchronization
import VellumLayout
import VellumUI

/// Draws a display list on a Cairo context whose user space is in points.
///
/// Shapes, gradients and text stay vectors on every surface; shadows and blurs are drawn
/// through pixels at `rasterScale` pixels per point. On SVG (whose 1.1 standard has neither
/// blend modes nor conic gradients, and where Cairo would otherwise turn the whole page into
/// one image), a blend-mode group becomes an image of its region — with what lies behind it —
/// and a conic gradient an image clipped by its vector outline; everything else stays a vector.
package final class CairoCanvas {
    /// What the surface can express.
    package enum Target {
        case raster, pdf, svg
    }

    private let cairo: OpaquePointer
    private let fonts: ThreadFonts
    /// Pixels per point of the surface (or of the shadow masks, on vector surfaces).
    private let rasterScale: CGFloat
    private let target: Target
    /// The list being drawn, and how many items have been drawn so far (in drawing order): an
    /// SVG fallback redraws the list up to an item.
    private var list: DisplayList?
    private var drawnItems = 0
    /// How many groups enclose the item being drawn, and how deep in them a group may still
    /// be passed over whole when it misses the band (see `drawGroup`), or clipped to its own
    /// bounds (see `withinBounds`).
    private var groupDepth = 0
    private static let culledDepth = 16
    /// With a value, items after this one (and its own) are skipped; enclosing groups still
    /// close, so what was drawn reaches the surface as it would have.
    private var stopAfter: Int?
    private var stopped = false
    /// When drawing one band of rows of a larger picture (see `init`): a context on a surface
    /// the size of the whole picture, given every clip the drawing sets, with nothing drawn on
    /// it (its clip is the one the whole picture would have), and the band in base space.
    private let probe: OpaquePointer?
    private let band: CGRect?
    /// When drawing a shadow's alpha (see `drawShadowed`): a rectangle of whole pixels (base
    /// space) that an opaque shape of the shadowed group covers. Its alpha is whole whatever
    /// else is drawn there, so what paints nowhere else is passed over.
    private var opaqueInterior: CGRect?
    /// For a picture drawn band by band: where each item at the top of the list paints,
    /// worked out once for every band (see `TopAreas`).
    private let topAreas: TopAreas?
    /// Whether the list being drawn had its text checked by `topAreas`: what the band does not
    /// reach is then passed over without a look (see `passOver`).
    private var textChecked = false

    /// A canvas drawing on `cairo`. With `band`, the surface holds only rows `band.rows` of a
    /// picture of `band.width` × `band.height` pixels (its device offset puts them in place),
    /// and the canvas draws them exactly as it would draw the whole picture: shadows and blurs
    /// are worked out from the whole picture's clip, not from Cairo's, which ends at the band;
    /// what lies wholly outside the band is passed over.
    package init(cairo: OpaquePointer, rasterScale: CGFloat, target: Target = .raster, band: (rows: Range<Int>, width: Int, height: Int)? = nil,
                 topAreas: TopAreas? = nil) {
        self.cairo = cairo
        self.rasterScale = rasterScale
        self.target = target
        self.topAreas = topAreas.flatMap { $0.rasterScale == rasterScale ? $0 : nil }
        fonts = ThreadFonts.current
        if let band {
            var extents = cairo_rectangle_t(x: 0, y: 0, width: Double(band.width), height: Double(band.height))
            let surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents)!
            cairo_surface_set_device_scale(surface, Double(rasterScale), Double(rasterScale))
            probe = cairo_create(surface)
            cairo_surface_destroy(surface)
            let k = rasterScale
            self.band = CGRect(x: 0, y: CGFloat(band.rows.lowerBound) / k, width: CGFloat(band.width) / k, height: CGFloat(band.rows.count) / k)
        } else {
            probe = nil
            self.band = nil
        }
    }

    deinit {
        if let probe { cairo_destroy(probe) }
    }

    // MARK: State, kept in step on the probe

    private func save() {
        cairo_save(cairo)
        if let probe { cairo_save(probe) }
    }

    private func restore() {
        cairo_restore(cairo)
        if let probe { cairo_restore(probe) }
    }

    /// A group keeps the clip as it was; the probe needs no group of its own.
    private func pushGroup() {
        cairo_push_group(cairo)
        if let probe { cairo_save(probe) }
    }

    private func popGroupToSource() {
        cairo_pop_group_to_source(cairo)
        if let probe { cairo_restore(probe) }
    }

    private func popGroup() -> OpaquePointer {
        let pattern = cairo_pop_group(cairo)!
        if let probe { cairo_restore(probe) }
        return pattern
    }

    /// Applies `t` to the current transformation matrix, before it.
    private func transform(by t: CGAffineTransform) {
        var matrix = cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
        cairo_transform(cairo, &matrix)
    }

    /// Intersects the clip with the path `build` makes on a context, on the canvas's context
    /// and, with the same matrix, fill rule and antialiasing, on the probe.
    private func clip(_ build: (OpaquePointer) -> Void) {
        build(cairo)
        cairo_clip(cairo)
        guard let probe else { return }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        cairo_set_matrix(probe, &matrix)
        cairo_set_fill_rule(probe, cairo_get_fill_rule(cairo))
        cairo_set_antialias(probe, cairo_get_antialias(cairo))
        build(probe)
        cairo_clip(probe)
    }

    package func draw(_ list: DisplayList) throws {
        self.list = list
        drawnItems = 0
        stopped = false
        let areas = topAreas.flatMap { $0.areas.count == list.items.count && currentMatrix().transform == .identity ? $0.areas : nil }
        textChecked = areas != nil && band != nil
        defer { textChecked = false }
        for (index, item) in list.items.enumerated() { try draw(item, area: areas.map { $0[index] }) }
        try checkStatus()
    }

    /// Where each item at the top of a list paints (base space, as `paintArea` finds it): the
    /// same for every band of a picture drawn band by band, and worked out once for all of
    /// them. Without it every band asked it of every item again, and the asking walks each
    /// group whole: the built-in sheet's 49 bands spent 2.6% of `vellum sheet` on it, and a
    /// sheet k times as large would spend k² times as long.
    ///
    /// The list's text is checked for size once here too (see `textScale`), as drawing it
    /// whole would check it: a band then passes over a group it does not reach without
    /// walking it, where each band walked every such group whole to check its text (the
    /// built-in sheet's 49 bands: 2.5 ms of sheet.png's 250 on one thread, and twice that on
    /// two, whose threads then count references to the same items).
    package struct TopAreas: Sendable {
        fileprivate let areas: [CGRect?]
        fileprivate let rasterScale: CGFloat

        /// The areas of `list`'s items drawn at `rasterScale` pixels a point; throws what
        /// drawing the whole list would throw for a text too tall to draw.
        package init(_ list: DisplayList, rasterScale: CGFloat) throws {
            areas = list.items.map { CairoCanvas.paintArea(of: $0, ctm: .identity, rasterScale: rasterScale) }
            self.rasterScale = rasterScale
            // Passed over on a pixel of its own, as a band passes over what it does not reach.
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)!
            defer { cairo_surface_destroy(surface) }
            cairo_surface_set_device_scale(surface, Double(rasterScale), Double(rasterScale))
            let cairo = cairo_create(surface)!
            defer { cairo_destroy(cairo) }
            try CairoCanvas(cairo: cairo, rasterScale: rasterScale).passOver(list.items)
        }
    }

    /// `known`, when given, else `item`'s `paintArea` under the current transform.
    private func paintArea(of item: DisplayItem, known: CGRect??) -> CGRect? {
        known ?? Self.paintArea(of: item, ctm: currentMatrix().transform, rasterScale: rasterScale)
    }

    fileprivate func checkStatus() throws {
        let status = cairo_status(cairo)
        if status != CAIRO_STATUS_SUCCESS {
            throw VellumError(.backend, "Cairo failed while drawing: \(String(cString: cairo_status_to_string(status)))")
        }
    }

    /// Draws `item`; `area`, when known, is its `paintArea` under the current transform.
    private func draw(_ item: DisplayItem, area: CGRect?? = nil) throws {
        guard !stopped else { return }
        let index = drawnItems
        drawnItems += 1
        defer { if let stopAfter, index == stopAfter { stopped = true } }
        if opaqueInterior != nil, try liesUnderOpaque(item) {
            if case let .group(group) = item, group.effect.isVisible { try passOver(group) }
            Self.itemsUnderOpaqueSkipped.add(1, ordering: .relaxed)
            return
        }
        switch item {
        case let .shape(shape): if reachesBand(item, area: area) { drawShape(shape) }
        case let .text(text): if reachesBand(item, area: area) { try drawText(text) } else { _ = try textScale(text) }
        case let .image(image): if reachesBand(item, area: area) { drawImage(image) }
        case let .group(group): try drawGroup(group, area: area)
        }
    }

    // MARK: Shapes

    private func addPath(_ path: Path) {
        Self.trace(path, on: cairo)
    }

    /// Makes `path` the current path of `cairo`.
    package static func trace(_ path: Path, on cairo: OpaquePointer) {
        cairo_new_path(cairo)
        var current = CGPoint.zero
        // Element by element, with no array made for a rectangle's outline.
        path.forEach { element in
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
        if target == .svg, case .angularGradient = shape.paint, shape.stroke == nil {
            drawConicFallback(shape)
            return
        }
        save()
        addPath(shape.path)
        setSource(shape.paint, bounds: shape.paintBounds, area: DisplayItem.shape(shape).bounds)
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
        restore()
    }

    /// Sets `paint` as the source, gradient geometry in `bounds`, for painting no more than
    /// `area` (user space).
    private func setSource(_ paint: ResolvedPaint, bounds: CGRect, area: @autoclosure () -> CGRect) {
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
    /// space. The image has no device offset, and its size and place do not depend on the band
    /// being drawn: Cairo draws a mesh for the area a drawing covers, and on a surface whose
    /// device offset holds one band of a picture, it draws a wrong block of it.
    private func conicImage(_ paint: ResolvedPaint, paintBounds: CGRect, area: CGRect) -> (image: ImageSurface, origin: CGPoint)? {
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
    private func drawConicFallback(_ shape: ShapeDrawing) {
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
    private func conicPattern(_ stops: [ResolvedStop], center: CGPoint, bounds: CGRect, start: Double, end: Double) -> OpaquePointer {
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
    private func interpolate(_ stops: [ResolvedStop], at location: Double) -> RGBA {
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

    /// The tallest text, in pixels, that Vellum asks Pango to draw. Pango keeps font sizes in
    /// 32-bit units of 1/1024 pixel and wraps past about 2 million pixels; text that tall
    /// (a `scaleEffect` of millions, say) is far outside any canvas Vellum makes.
    package static let tallestTextPixels: CGFloat = 1_000_000

    /// The largest font size of `text`'s runs (0 for none), as `max()` of them gives it, read
    /// in place: each text drawn, and each a band passes over, asks it, and a run copied out
    /// counts references to its string and font.
    private static func largestFontSize(_ text: TextSpec) -> CGFloat {
        let runs = text.runs
        guard var largest = runs.first?.font.size else { return 0 }
        for index in runs.indices.dropFirst() where runs[index].font.size > largest { largest = runs[index].font.size }
        return largest
    }

    /// How much the current transform scales text, and the largest font size of `text`;
    /// throws when that text would be drawn taller than Vellum draws text (checked for text a
    /// band passes over too, so that a picture fails alike however it is drawn).
    private func textScale(_ text: TextDrawing) throws -> (scale: Double, largest: CGFloat) {
        var ux = 1.0, uy = 0.0, vx = 0.0, vy = 1.0
        cairo_user_to_device_distance(cairo, &ux, &uy)
        cairo_user_to_device_distance(cairo, &vx, &vy)
        let scale = max((ux * ux + uy * uy).squareRoot(), (vx * vx + vy * vy).squareRoot())
        let largest = Self.largestFontSize(text.text)
        guard largest * scale <= Self.tallestTextPixels else {
            let string = text.text.runs.map(\.string).joined()
            let shown = string.count > 24 ? String(string.prefix(24)) + "…" : string
            throw VellumError(.tooLarge, "Text(\"\(shown)\") would be drawn \(formatPoints(largest * scale)) pixels tall (a \(formatPoints(largest)) pt font scaled by \(formatPoints(scale))); Vellum draws text up to \(formatPoints(Self.tallestTextPixels)) pixels tall")
        }
        return (scale, largest)
    }

    /// `text` laid out as it is drawn here, or `nil` when it is too small to leave anything to
    /// see: text less than 1/64 pixel tall (at `scaleEffect(0)`, say), which Cairo cannot size
    /// fonts for; in larger text, no run is drawn smaller than that.
    private func drawnText(_ text: TextDrawing) throws -> PangoText? {
        let (scale, largest) = try textScale(text)
        let smallest = PangoText.smallestFontSize
        guard largest * scale >= smallest else { return nil }
        return fonts.drawnText(text.text, proposal: text.proposal, smallestFontSize: max(smallest, smallest / scale), on: cairo)
    }

    private func drawText(_ text: TextDrawing) throws {
        guard let laidOut = try drawnText(text) else { return }
        switch text.paint {
        case let .color(color):
            cairo_set_source_rgba(cairo, color.red.clamped01, color.green.clamped01, color.blue.clamped01, color.alpha.clamped01)
            laidOut.draw(on: cairo, at: text.frame.origin)
        default:
            // A gradient fills the glyphs: draw them as a mask for the paint.
            pushGroup()
            cairo_set_source_rgba(cairo, 0, 0, 0, 1)
            laidOut.draw(on: cairo, at: text.frame.origin)
            let mask = popGroup()
            setSource(text.paint, bounds: text.frame, area: Self.glyphArea(text))
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
            save()
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
            restore()
        }
    }

    // MARK: Groups

    /// Draws `group`; `known`, when given, is its `paintArea` under the current transform.
    private func drawGroup(_ group: GroupDrawing, area known: CGRect?? = nil) throws {
        guard group.effect.isVisible else { return }
        groupDepth += 1
        defer { groupDepth -= 1 }
        // A group nothing of which reaches the band is passed over whole: its clips, layers
        // and transforms would be set up for nothing (the built-in sheet's 49 bands at @2x:
        // 669 → 628 million instructions, 91 → 86 ms, the same pixels). Only the outer groups
        // are asked: each asking walks the group's items, and asking at every depth of a
        // deep nest would walk it again at each.
        if let band, groupDepth <= Self.culledDepth,
           let area = paintArea(of: .group(group), known: known), !area.intersects(band) {
            return try passOver(group)
        }
        switch group.effect {
        case let .opacity(opacity):
            try withinBounds(of: group.items) {
                pushGroup()
                for item in group.items { try draw(item) }
                popGroupToSource()
                cairo_paint_with_alpha(cairo, opacity)
            }
        case let .clip(path, style):
            if style.isAntialiased { softClips.append((path, currentMatrix().transform)) }
            defer { if style.isAntialiased { softClips.removeLast() } }
            save()
            cairo_set_fill_rule(cairo, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_set_antialias(cairo, style.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
            clip { Self.trace(path, on: $0) }
            cairo_set_antialias(cairo, CAIRO_ANTIALIAS_DEFAULT)
            for item in group.items { try draw(item) }
            restore()
        case let .transform(t):
            save()
            transform(by: t)
            for item in group.items { try draw(item) }
            restore()
        case let .mask(mask):
            try withinBounds(of: group.items) {
                pushGroup()
                for item in group.items { try draw(item) }
                let content = popGroup()
                pushGroup()
                for item in mask { try draw(item) }
                let maskPattern = popGroup()
                cairo_set_source(cairo, content)
                cairo_mask(cairo, maskPattern)
                cairo_pattern_destroy(content)
                cairo_pattern_destroy(maskPattern)
            }
        case let .shadow(color, radius, offset):
            try drawShadowed(group, color: color, radius: radius, offset: offset)
        case let .blend(mode) where target == .svg:
            try drawRasterized(upTo: drawnItems - 1, bounds: group.items.reduce(CGRect.null) { $0.union($1.bounds) })
            skipItems(in: group.items)
            _ = mode
        case let .blend(mode):
            pushGroup()
            for item in group.items { try draw(item) }
            popGroupToSource()
            save()
            cairo_set_operator(cairo, mode.cairoOperator)
            cairo_paint(cairo)
            restore()
        case .retimed:
            for item in group.items { try draw(item) }
        case .composite:
            try withinBounds(of: group.items) {
                pushGroup()
                for item in group.items { try draw(item) }
                popGroupToSource()
                cairo_paint(cairo)
            }
        case let .blur(radius, opaque):
            try drawBlurred(group, radius: radius, opaque: opaque)
        }
    }

    /// Runs `body` clipped to the device pixels `items` can paint (a pixel more all round):
    /// the groups `body` pushes are then only as large as their content, not the canvas.
    /// Only for groups painted with the over operator, which leave everything else alone.
    /// Deeper than `culledDepth` groups, the clip of the groups around is kept: the items'
    /// bounds walk all that is in them, and worked out at every depth of a deep nest they
    /// were walked again at each (8,000 nested opacities: 2.6 s).
    private func withinBounds(of items: [DisplayItem], _ body: () throws -> Void) throws {
        guard groupDepth <= Self.culledDepth else { return try body() }
        let bounds = items.reduce(CGRect.null) { $0.union($1.bounds) }
        guard !bounds.isNull, bounds.width.isFinite, bounds.height.isFinite else {
            try body()
            return
        }
        var (matrix, ctm) = currentMatrix()
        let k = rasterScale
        let device = bounds.applying(ctm)
        save()
        cairo_identity_matrix(cairo)
        // Whole device pixels (points on the grid of the raster scale), so the clip is sharp.
        let left = ((device.minX * k).rounded(.down) - 1) / k, top = ((device.minY * k).rounded(.down) - 1) / k
        let right = ((device.maxX * k).rounded(.up) + 1) / k, bottom = ((device.maxY * k).rounded(.up) + 1) / k
        clip { cairo_rectangle($0, Double(left), Double(top), Double(right - left), Double(bottom - top)) }
        cairo_set_matrix(cairo, &matrix)
        defer { restore() }
        try body()
    }

    /// The pixel grid of an image covering `region` (base space) at the raster scale: its
    /// origin in points and its size in pixels, or `nil` when empty or too large.
    private func pixelGrid(_ region: CGRect) -> (origin: CGPoint, width: Int, height: Int)? {
        guard !region.isNull, region.width > 0, region.height > 0 else { return nil }
        let k = rasterScale
        let origin = CGPoint(x: (region.minX * k).rounded(.down) / k, y: (region.minY * k).rounded(.down) / k)
        let width = Int(((region.maxX - origin.x) * k).rounded(.up)), height = Int(((region.maxY - origin.y) * k).rounded(.up))
        guard width > 0, height > 0, width <= 32767, height <= 32767, width * height <= CanvasLimits.maximumPixels else { return nil }
        return (origin, width, height)
    }

    /// Whether `item` paints only inside `opaqueInterior`: a text by its glyphs' ink (checked
    /// for size as drawing it would), anything else by its paint area.
    private func liesUnderOpaque(_ item: DisplayItem) throws -> Bool {
        guard let opaqueInterior, groupDepth < Self.culledDepth else { return false }
        let ctm = currentMatrix().transform
        if case let .text(text) = item {
            guard let laidOut = try drawnText(text) else { return true }
            let ink = laidOut.inkBounds
            guard !ink.isNull else { return true }
            let k = rasterScale
            return opaqueInterior.contains(ink.offsetBy(dx: text.frame.minX, dy: text.frame.minY).applying(ctm).insetBy(dx: -2 / k, dy: -2 / k))
        }
        return Self.paintArea(of: item, ctm: ctm, rasterScale: rasterScale).map(opaqueInterior.contains) ?? false
    }

    /// Paints `image` (device-scaled by the raster scale) at `origin` in base space.
    private func paintImage(_ image: OpaquePointer, at origin: CGPoint) {
        save()
        cairo_identity_matrix(cairo)
        cairo_set_source_surface(cairo, image, Double(origin.x), Double(origin.y))
        cairo_paint(cairo)
        restore()
    }

    /// Where `item`, drawn under `ctm`, can paint (base space): the union of what each item in
    /// it is tested for before it is drawn (`reachesBand`), and of the pictures its shadows
    /// and blurs are worked out over; `nil` when that has no bound.
    private static func paintArea(of item: DisplayItem, ctm: CGAffineTransform, rasterScale k: CGFloat) -> CGRect? {
        func union(_ items: [DisplayItem], _ ctm: CGAffineTransform) -> CGRect? {
            var area = CGRect.null
            for item in items {
                guard let painted = paintArea(of: item, ctm: ctm, rasterScale: k) else { return nil }
                area = area.union(painted)
            }
            return area
        }
        /// `area` (user space) in base space, two pixels more all round for antialiasing and
        /// filtering.
        func placed(_ area: CGRect) -> CGRect? {
            guard !area.isNull else { return .null }
            guard area.width.isFinite, area.height.isFinite else { return nil }
            return area.applying(ctm).insetBy(dx: -2 / k, dy: -2 / k)
        }
        /// `inner` grown as a blur of `radius` grows it (see `blurGeometry` and
        /// `reachesBand(_:reduction:)`), moved by `offset` first.
        func blurred(_ inner: CGRect, radius: CGFloat, offset: CGSize) -> CGRect {
            guard !inner.isNull else { return inner }
            let sigma = blurSigma(radius: radius, stretch: stretch(of: ctm))
            let reach = blurMargin(sigma) + coarseReach(reduction: GaussianBlur.reduction(for: Double(sigma * k)), rasterScale: k)
            let shift = offset.applying(ctm)
            return inner.offsetBy(dx: shift.width, dy: shift.height).insetBy(dx: -reach, dy: -reach)
        }
        switch item {
        case let .text(text):
            return placed(glyphArea(text))
        case .shape, .image:
            return placed(item.bounds)
        case let .group(group):
            switch group.effect {
            case let .transform(t):
                return union(group.items, t.concatenating(ctm))
            case let .clip(path, _):
                guard let inner = union(group.items, ctm) else { return nil }
                guard let clip = placed(path.boundingRect) else { return inner }
                return inner.intersection(clip)
            case let .shadow(_, radius, offset):
                guard let inner = union(group.items, ctm) else { return nil }
                return inner.union(blurred(inner, radius: radius, offset: offset))
            case let .blur(radius, _):
                return union(group.items, ctm).map { blurred($0, radius: radius, offset: .zero) }
            case .opacity, .mask, .blend, .composite, .retimed:
                return union(group.items, ctm)
            }
        }
    }

    /// Passes over `group`, which paints nothing in the band being drawn, as drawing it
    /// would: its items counted as drawn, and their text checked for size under the
    /// transforms it is drawn with (see `textScale`), so that a picture fails alike however
    /// it is drawn. A band whose list's text `TopAreas` checked, and which stops at no item
    /// (so counts none), has nothing to do here.
    private func passOver(_ group: GroupDrawing) throws {
        if textChecked && stopAfter == nil { return }
        switch group.effect {
        case let .transform(t):
            save()
            defer { restore() }
            transform(by: t)
            try passOver(group.items)
        case let .mask(mask):
            try passOver(group.items)
            try passOver(mask)
        default:
            try passOver(group.items)
        }
    }

    private func passOver(_ items: [DisplayItem]) throws {
        for item in items {
            guard !stopped else { return }
            let index = drawnItems
            drawnItems += 1
            defer { if let stopAfter, index == stopAfter { stopped = true } }
            switch item {
            case let .text(text): _ = try textScale(text)
            case let .group(group) where group.effect.isVisible: try passOver(group)
            default: break
            }
        }
    }

    /// Counts `items` (and theirs) as drawn without drawing them.
    private func skipItems(in items: [DisplayItem]) {
        for item in items {
            guard !stopped else { return }
            let index = drawnItems
            drawnItems += 1
            if let stopAfter, index == stopAfter { stopped = true }
            if case let .group(group) = item { skipItems(in: group.items) }
        }
    }

    /// Paints, over `bounds` (user space), an image of the whole list drawn up to and including
    /// item `last`: how an SVG shows a blend mode, with what lies behind it.
    private func drawRasterized(upTo last: Int, bounds: CGRect) throws {
        let space = baseSpace()
        guard let list, let (origin, width, height) = pixelGrid(bounds.applying(space.transform).intersection(space.visible)) else { return }
        let k = rasterScale
        let image = try ImageSurface(width: width, height: height)
        cairo_surface_set_device_scale(image.surface, Double(k), Double(k))
        let painter = cairo_create(image.surface)!
        defer { cairo_destroy(painter) }
        cairo_translate(painter, -Double(origin.x), -Double(origin.y))
        let replay = CairoCanvas(cairo: painter, rasterScale: k, target: .raster)
        replay.stopAfter = last
        try replay.draw(list)
        cairo_surface_flush(image.surface)
        paintImage(image.surface, at: origin)
    }

    /// The current matrix (user space to base space), as Cairo's and as a transform.
    private func currentMatrix() -> (matrix: cairo_matrix_t, transform: CGAffineTransform) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        return (matrix, CGAffineTransform(a: matrix.xx, b: matrix.yx, c: matrix.xy, d: matrix.yy, tx: matrix.x0, ty: matrix.y0))
    }

    /// The base space (points, before enclosing transforms) of the current drawing: the matrix,
    /// how much it stretches lengths, and the visible rectangle in base space.
    private func baseSpace() -> (matrix: cairo_matrix_t, transform: CGAffineTransform, stretch: CGFloat, visible: CGRect) {
        var (matrix, ctm) = currentMatrix()
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        if let probe {
            cairo_set_matrix(probe, &matrix)
            cairo_clip_extents(probe, &x1, &y1, &x2, &y2)
        } else {
            cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        }
        let visible = CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1).applying(ctm)
        return (matrix, ctm, Self.stretch(of: ctm), visible)
    }

    /// How much `ctm` stretches lengths: the square root of its area scale.
    private static func stretch(of ctm: CGAffineTransform) -> CGFloat {
        sqrt(abs(ctm.a * ctm.d - ctm.b * ctm.c))
    }

    /// Whether a picture worked out over `area` (base space) on a grid `reduction` times
    /// coarser could change a pixel of the band being drawn (always, when not drawing a band).
    private func reachesBand(_ area: CGRect, reduction: Int) -> Bool {
        guard let band, !area.isNull else { return true }
        let reach = Self.coarseReach(reduction: reduction, rasterScale: rasterScale)
        return area.insetBy(dx: -reach, dy: -reach).intersects(band)
    }

    /// How far past its area a picture worked out on a grid `reduction` times coarser can
    /// paint: the coarser grid rounds it out by up to a coarse pixel, and bilinear scaling
    /// reaches a pixel past its edge, so two pixels more than that all round.
    private static func coarseReach(reduction: Int, rasterScale: CGFloat) -> CGFloat {
        CGFloat(reduction + 2) / rasterScale
    }

    /// Where a text's glyphs can paint (user space): two ems past its line box all round, for
    /// marks stacked high and fallback fonts.
    private static func glyphArea(_ text: TextDrawing) -> CGRect {
        let em = largestFontSize(text.text)
        return text.frame.insetBy(dx: -2 * em, dy: -2 * em)
    }

    /// Whether a shape, text or image could change a pixel of the band being drawn (always,
    /// when not drawing a band): what it paints, by its bounds in base space (text by
    /// `glyphArea`; see `paintArea`).
    private func reachesBand(_ item: DisplayItem, area known: CGRect?? = nil) -> Bool {
        guard let band else { return true }
        return paintArea(of: item, known: known)?.intersects(band) ?? true
    }

    /// Draws `items` into a new image of `format` covering `region` (base space) at the raster
    /// scale, or `reduction` times coarser. Drawn at the coarser scale itself, each pixel is
    /// the items' coverage of its area (a box filter), with no full-size picture in between.
    ///
    /// `opaqueInterior` (base space), for an alpha picture only: where an opaque shape of the
    /// items makes the alpha whole, whatever else is drawn there (see `opaqueInterior`).
    private func rasterize(_ items: [DisplayItem], region: CGRect, matrix: cairo_matrix_t, format: cairo_format_t,
                           reduction: Int = 1, opaqueInterior: CGRect? = nil) throws -> (surface: OpaquePointer, origin: CGPoint, width: Int, height: Int)? {
        guard let (origin, fullWidth, fullHeight) = pixelGrid(region) else { return nil }
        let width = (fullWidth + reduction - 1) / reduction, height = (fullHeight + reduction - 1) / reduction
        let k = rasterScale / CGFloat(reduction)
        let surface = cairo_image_surface_create(format, Int32(width), Int32(height))!
        cairo_surface_set_device_scale(surface, Double(k), Double(k))
        let painter = cairo_create(surface)!
        defer { cairo_destroy(painter) }
        var matrix = matrix
        cairo_translate(painter, -Double(origin.x), -Double(origin.y))
        cairo_transform(painter, &matrix)
        let canvas = CairoCanvas(cairo: painter, rasterScale: k, target: .raster)
        if let interior = opaqueInterior?.offsetBy(dx: -origin.x, dy: -origin.y) {
            // The whole pixels of this image's grid inside it: each lies wholly inside the shape.
            let left = (interior.minX * k).rounded(.up) / k, top = (interior.minY * k).rounded(.up) / k
            let right = (interior.maxX * k).rounded(.down) / k, bottom = (interior.maxY * k).rounded(.down) / k
            if right > left, bottom > top { canvas.opaqueInterior = CGRect(x: left, y: top, width: right - left, height: bottom - top) }
        }
        // A replay that stops at an item stops there in the image too.
        canvas.stopAfter = stopAfter.map { $0 - drawnItems }
        do {
            for item in items { try canvas.draw(item) }
            try canvas.checkStatus()
        } catch {
            cairo_surface_destroy(surface)
            throw error
        }
        cairo_surface_flush(surface)
        return (surface, origin, width, height)
    }

    /// An ARGB picture of `color` whose alpha is the A8 `mask`'s, premultiplied, at the mask's
    /// size and device scale.
    private func tinted(_ mask: OpaquePointer, width: Int, height: Int, color: RGBA) -> OpaquePointer {
        let picture = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        var sx = 1.0, sy = 1.0
        cairo_surface_get_device_scale(mask, &sx, &sy)
        cairo_surface_set_device_scale(picture, sx, sy)
        cairo_surface_flush(picture)
        if let source = cairo_image_surface_get_data(mask), let target = cairo_image_surface_get_data(picture) {
            vellum_tint_a8(source, Int32(cairo_image_surface_get_stride(mask)), target, Int32(cairo_image_surface_get_stride(picture)),
                           Int32(width), Int32(height), color.red.clamped01, color.green.clamped01, color.blue.clamped01, color.alpha.clamped01)
        }
        cairo_surface_mark_dirty(picture)
        return picture
    }

    /// How far past what is blurred a blur of `sigma` (base space) is worked out: 3σ and a point.
    private static func blurMargin(_ sigma: CGFloat) -> CGFloat {
        (3 * sigma).rounded(.up) + 1
    }

    /// σ = 0.93·radius in base space, and no more than a canvas is wide: a radius of 10¹⁰⁰
    /// points spreads the picture into nothing, as a radius of 16384 does, without overflowing.
    private static func blurSigma(radius: CGFloat, stretch: CGFloat) -> CGFloat {
        let sigma = 0.93 * radius * stretch
        return sigma.isFinite ? min(max(sigma, 0), CGFloat(CanvasLimits.maximumSide)) : CGFloat(CanvasLimits.maximumSide)
    }

    /// Draws `items` as a group painted over what is behind: straight onto the canvas when that
    /// looks the same, which it does unless an item composites with a blend mode (in a group,
    /// it blends with nothing; on the canvas, with what is behind).
    private func drawContent(_ items: [DisplayItem]) throws {
        guard !Self.blendsWithBackdrop(items) else {
            pushGroup()
            for item in items { try draw(item) }
            popGroupToSource()
            cairo_paint(cairo)
            return
        }
        for item in items { try draw(item) }
    }

    /// Whether any of `items` (or theirs) is composited with destination-out, the one blend
    /// mode that takes alpha away.
    private static func erasesAlpha(_ items: [DisplayItem]) -> Bool {
        items.contains { item in
            guard case let .group(group) = item else { return false }
            if case .blend(.destinationOut) = group.effect { return true }
            if case let .mask(mask) = group.effect, erasesAlpha(mask) { return true }
            return erasesAlpha(group.items)
        }
    }

    private static func blendsWithBackdrop(_ items: [DisplayItem]) -> Bool {
        items.contains { item in
            guard case let .group(group) = item else { return false }
            if case let .blend(mode) = group.effect, mode != .normal { return true }
            return blendsWithBackdrop(group.items)
        }
    }

    /// Where a blur or a shadow of `items` is worked out: the base space, σ = 0.93·radius there,
    /// the 3σ + 1 margin, and the items' bounds.
    private func blurGeometry(_ items: [DisplayItem], radius: CGFloat)
        -> (space: (matrix: cairo_matrix_t, transform: CGAffineTransform, stretch: CGFloat, visible: CGRect), sigma: CGFloat, margin: CGFloat, bounds: CGRect) {
        let space = baseSpace()
        let sigma = Self.blurSigma(radius: radius, stretch: space.stretch)
        return (space, sigma, Self.blurMargin(sigma), items.reduce(CGRect.null) { $0.union($1.bounds) })
    }

    /// Draws the group blurred: rendered into an image over its bounds plus 3σ, every channel
    /// blurred with a Gaussian of σ = 0.93·radius. With `opaque`, the blurred picture is clipped
    /// to the group's bounds and its alpha kept where the group had it.
    private func drawBlurred(_ group: GroupDrawing, radius: CGFloat, opaque: Bool) throws {
        let (space, sigma, margin, contentBounds) = blurGeometry(group.items, radius: radius)
        guard !contentBounds.isNull, sigma > 0 else {
            try drawContent(group.items)
            return
        }
        let bounds = contentBounds.applying(space.transform)
        let region = bounds.insetBy(dx: -margin, dy: -margin).intersection(space.visible.insetBy(dx: -margin, dy: -margin))
        let pixels = Double(sigma * rasterScale), reduction = GaussianBlur.reduction(for: pixels)
        guard !region.isNull, reachesBand(region, reduction: reduction),
              let image = try rasterize(group.items, region: region, matrix: space.matrix, format: CAIRO_FORMAT_ARGB32, reduction: reduction) else {
            skipItems(in: group.items)
            return
        }
        skipItems(in: group.items)
        defer { cairo_surface_destroy(image.surface) }
        if let data = cairo_image_surface_get_data(image.surface) {
            GaussianBlur.blur(data, width: image.width, height: image.height, stride: Int(cairo_image_surface_get_stride(image.surface)), channels: 4,
                              sigma: GaussianBlur.reducedSigma(pixels, factor: reduction))
        }
        cairo_surface_mark_dirty(image.surface)
        save()
        if opaque {
            cairo_identity_matrix(cairo)
            clip { cairo_rectangle($0, Double(bounds.minX), Double(bounds.minY), Double(bounds.width), Double(bounds.height)) }
        }
        cairo_identity_matrix(cairo)
        // A coarser image is scaled up by its device scale, bilinearly.
        cairo_set_source_surface(cairo, image.surface, Double(image.origin.x), Double(image.origin.y))
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_BILINEAR)
        cairo_paint(cairo)
        restore()
    }

    /// Whether shadows skip the pixels an opaque shape of their group covers, and the items
    /// drawn there in their alpha pictures (the tests compare pictures drawn both ways), and
    /// how many shadows did.
    package static let skipsHiddenShadow = Atomic<Bool>(true)
    package static let hiddenShadowsSkipped = Atomic<Int>(0)
    /// How many items shadows' alpha pictures passed over, as lying under an opaque shape.
    package static let itemsUnderOpaqueSkipped = Atomic<Int>(0)

    /// The clips with softened (antialiased) edges in force, with the transform each was set
    /// through: a shadow skips pixels only where all of them cover whole pixels.
    private var softClips: [(path: Path, transform: CGAffineTransform)] = []

    /// A rectangle of whole pixels (base space) that `items`, drawn through `transform`, cover
    /// with opaque paint at every pixel, or `nil` when none is found: an opaque fill of a convex
    /// shape, looked for through groups that keep it opaque (clips, which the rectangle must
    /// also lie inside, full opacity, compositing groups, scales and moves).
    private func coveredRect(_ items: [DisplayItem], transform: CGAffineTransform) -> CGRect? {
        guard Self.isScaleAndMove(transform) else { return nil }
        for item in items {
            switch item {
            case let .shape(shape):
                guard shape.stroke == nil, case let .color(color) = shape.paint, color.alpha >= 1,
                      let inside = insideRect(shape.path, transform: transform) else { continue }
                return inside
            case let .group(group):
                let covered: CGRect?
                switch group.effect {
                case let .clip(path, _):
                    if let inner = coveredRect(group.items, transform: transform), let clip = insideRect(path, transform: transform) {
                        let both = inner.intersection(clip)
                        covered = both.isNull || both.width < 8 / rasterScale || both.height < 8 / rasterScale ? nil : both
                    } else {
                        covered = nil
                    }
                case .composite, .retimed, .opacity(1...):
                    covered = coveredRect(group.items, transform: transform)
                case let .transform(t):
                    covered = coveredRect(group.items, transform: t.concatenating(transform))
                default:
                    covered = nil
                }
                if let covered { return covered }
            default:
                continue
            }
        }
        return nil
    }

    /// Whether `transform` only scales and moves, invertibly and finitely (Cairo refuses any
    /// other matrix for good).
    private static func isScaleAndMove(_ transform: CGAffineTransform) -> Bool {
        transform.b == 0 && transform.c == 0 && transform.a != 0 && transform.d != 0
            && [transform.a, transform.d, transform.tx, transform.ty].allSatisfy { $0.isFinite }
    }

    /// A rectangle of whole pixels (base space) every pixel of which lies inside `path` drawn
    /// through `transform` (scales and moves only), when the path is one convex polygon once
    /// flattened: the largest centred one found by halving, since a convex shape holds a
    /// rectangle whose corners it holds. One pixel is given up on each side for Cairo's
    /// flattening of curves.
    private func insideRect(_ path: Path, transform: CGAffineTransform) -> CGRect? {
        let bounds = path.boundingRect
        guard !bounds.isNull, bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite else { return nil }
        save()
        defer {
            cairo_new_path(cairo)
            restore()
        }
        var matrix = cairo_matrix_t(xx: Double(transform.a), yx: Double(transform.b), xy: Double(transform.c), yy: Double(transform.d),
                                    x0: Double(transform.tx), y0: Double(transform.ty))
        cairo_set_matrix(cairo, &matrix)
        addPath(path)
        guard let polygon = convexPolygon(cairo) else { return nil }
        func holds(_ inset: CGFloat) -> Bool {
            let r = bounds.insetBy(dx: inset, dy: inset)
            return polygon.contains(CGPoint(x: r.minX, y: r.minY)) && polygon.contains(CGPoint(x: r.maxX, y: r.minY))
                && polygon.contains(CGPoint(x: r.minX, y: r.maxY)) && polygon.contains(CGPoint(x: r.maxX, y: r.maxY))
        }
        let largest = min(bounds.width, bounds.height) / 2
        var low: CGFloat = 0, high = largest
        if holds(0) { high = 0 }
        for _ in 0..<20 where high - low > 1e-3 {
            let middle = (low + high) / 2
            if holds(middle) { high = middle } else { low = middle }
        }
        guard high < largest, holds(high) else { return nil }
        let inner = bounds.insetBy(dx: high, dy: high).applying(transform)
        let k = rasterScale
        let minX = (inner.minX * k).rounded(.up) + 1, minY = (inner.minY * k).rounded(.up) + 1
        let maxX = (inner.maxX * k).rounded(.down) - 1, maxY = (inner.maxY * k).rounded(.down) - 1
        guard maxX - minX >= 8, maxY - minY >= 8 else { return nil }
        return CGRect(x: minX / k, y: minY / k, width: (maxX - minX) / k, height: (maxY - minY) / k)
    }

    /// The current path, flattened (user space), when it is one closed convex polygon (every
    /// turn the same way, once around).
    private func convexPolygon(_ cairo: OpaquePointer) -> ConvexPolygon? {
        guard let path = cairo_copy_path_flat(cairo) else { return nil }
        defer { cairo_path_destroy(path) }
        guard path.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        var points: [CGPoint] = []
        var moves = 0, index = 0, closed = false
        let data = path.pointee.data!
        while index < Int(path.pointee.num_data) {
            let header = data[index].header
            switch header.type {
            case CAIRO_PATH_MOVE_TO:
                // Cairo follows a close with a move to the subpath's start: not a new subpath
                // unless something is drawn from it (which the line below refuses).
                if !closed {
                    moves += 1
                    points.append(CGPoint(x: data[index + 1].point.x, y: data[index + 1].point.y))
                }
            case CAIRO_PATH_LINE_TO:
                guard !closed else { return nil }
                points.append(CGPoint(x: data[index + 1].point.x, y: data[index + 1].point.y))
            case CAIRO_PATH_CLOSE_PATH:
                closed = true
            default:
                return nil
            }
            index += Int(header.length)
        }
        // Points repeated one after the other (a path that returns to its start before closing)
        // are one corner.
        var corners: [CGPoint] = []
        for point in points where corners.last != point { corners.append(point) }
        while corners.count > 1, corners.first == corners.last { corners.removeLast() }
        points = corners
        guard moves == 1, points.count >= 3 else { return nil }
        var sign = 0.0, turning = 0.0
        for i in 0..<points.count {
            let a = points[i], b = points[(i + 1) % points.count], c = points[(i + 2) % points.count]
            let ab = CGPoint(x: b.x - a.x, y: b.y - a.y), bc = CGPoint(x: c.x - b.x, y: c.y - b.y)
            let cross = ab.x * bc.y - ab.y * bc.x
            // Nearly straight on (a curve meeting its tangent line): no turn either way.
            if abs(cross) > 1e-6 * hypot(ab.x, ab.y) * hypot(bc.x, bc.y) {
                if sign == 0 { sign = cross > 0 ? 1 : -1 } else if (cross > 0 ? 1 : -1) != sign { return nil }
            }
            turning += atan2(cross, ab.x * bc.x + ab.y * bc.y)
        }
        guard sign != 0, abs(abs(turning) - 2 * .pi) < 1e-3 else { return nil }
        return ConvexPolygon(corners: points, turn: sign)
    }

    /// Draws the group's shadow, then the group. The shadow is the group's alpha, blurred with
    /// a Gaussian of σ = 0.93·radius, tinted with `color` and moved by `offset`; only the
    /// group's bounds plus 3σ (and no more than the surface shows) are rendered.
    private func drawShadowed(_ group: GroupDrawing, color: RGBA, radius: CGFloat, offset: CGSize) throws {
        let (space, sigma, margin, contentBounds) = blurGeometry(group.items, radius: radius)
        let shift = offset.applying(space.transform)
        var region = contentBounds.isNull ? contentBounds : contentBounds.applying(space.transform).insetBy(dx: -margin, dy: -margin)
        region = region.intersection(space.visible.offsetBy(dx: -shift.width, dy: -shift.height).insetBy(dx: -margin, dy: -margin))
        let pixels = Double(sigma * rasterScale), reduction = GaussianBlur.reduction(for: pixels)
        if !region.isNull, region.width > 0, region.height > 0, color.alpha > 0,
           reachesBand(region.offsetBy(dx: shift.width, dy: shift.height), reduction: reduction) {
            // Where an opaque shape of the group covers whole pixels, the shadow's alpha is whole
            // whatever else the group draws there (over it, under it, or blended: every operator
            // but destination-out keeps a whole alpha whole), and the pixels of the shadow under
            // it are never seen.
            let opaque = Self.skipsHiddenShadow.load(ordering: .relaxed) && !Self.erasesAlpha(group.items)
                ? coveredRect(group.items, transform: space.transform) : nil
            guard let mask = try rasterize(group.items, region: region, matrix: space.matrix, format: CAIRO_FORMAT_A8, reduction: reduction,
                                           opaqueInterior: opaque) else { return try drawContent(group.items) }
            var covered = target == .raster ? opaque : nil
            // Only where the clips in force cover whole pixels: along a clip's softened edge the
            // shape is drawn faintly too, and the shadow under it shows.
            for clip in softClips {
                guard let found = covered else { break }
                let inside = Self.isScaleAndMove(clip.transform) ? insideRect(clip.path, transform: clip.transform).map(found.intersection) : nil
                covered = inside.flatMap { $0.isNull || $0.width * rasterScale < 8 || $0.height * rasterScale < 8 ? nil : $0 }
            }
            if covered != nil { Self.hiddenShadowsSkipped.add(1, ordering: .relaxed) }
            defer { cairo_surface_destroy(mask.surface) }
            if let data = cairo_image_surface_get_data(mask.surface) {
                GaussianBlur.blur(data, width: mask.width, height: mask.height, stride: Int(cairo_image_surface_get_stride(mask.surface)),
                                  sigma: GaussianBlur.reducedSigma(pixels, factor: reduction))
            }
            cairo_surface_mark_dirty(mask.surface)
            save()
            cairo_identity_matrix(cairo)
            // The shadow as a picture of its colour, premultiplied by the blurred alpha: a
            // coarser picture is scaled up by its device scale, bilinearly, on Pixman's fast
            // path for scaled pictures (a mask scaled up has none).
            let shade = tinted(mask.surface, width: mask.width, height: mask.height, color: color)
            defer { cairo_surface_destroy(shade) }
            let pattern = cairo_pattern_create_for_surface(shade)!
            defer { cairo_pattern_destroy(pattern) }
            if let covered {
                // Under an opaque shape of the group, which will cover every pixel there, the
                // shadow is never seen: Pixman's scaling skips those pixels. (The outer edge lies
                // on whole pixels beyond all that is visible, so it softens nothing.)
                let k = rasterScale
                let outer = space.visible.insetBy(dx: -16, dy: -16)
                let left = (outer.minX * k).rounded(.down) / k, top = (outer.minY * k).rounded(.down) / k
                let right = (outer.maxX * k).rounded(.up) / k, bottom = (outer.maxY * k).rounded(.up) / k
                cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
                clip { context in
                    cairo_rectangle(context, Double(left), Double(top), Double(right - left), Double(bottom - top))
                    cairo_rectangle(context, Double(covered.minX), Double(covered.minY), Double(covered.width), Double(covered.height))
                }
            }
            var placement = cairo_matrix_t()
            cairo_matrix_init_translate(&placement, -Double(mask.origin.x + shift.width), -Double(mask.origin.y + shift.height))
            cairo_pattern_set_matrix(pattern, &placement)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
            cairo_set_source(cairo, pattern)
            cairo_paint(cairo)
            restore()
        }
        try drawContent(group.items)
    }
}

extension BlendMode {
    /// Cairo's operator for the blend mode.
    var cairoOperator: cairo_operator_t {
        switch self {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .plusDarker: CAIRO_OPERATOR_MULTIPLY
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }
}

extension Double {
    var clamped01: Double { self.isNaN ? 0 : Swift.min(Swift.max(self, 0), 1) }
}


/// A convex polygon: its corners in order, every turn the same way (`turn`, the sign of each
/// turn's cross product).
private struct ConvexPolygon {
    /// Each edge: where it starts, its direction turned toward the inside, and the least
    /// cross product a point on the inner side has (minus a billionth of the edge's length).
    private let edges: [(start: CGPoint, dx: CGFloat, dy: CGFloat, least: CGFloat)]

    init(corners: [CGPoint], turn: Double) {
        edges = corners.indices.map { index in
            let a = corners[index], b = corners[(index + 1) % corners.count]
            let dx = (b.x - a.x) * turn, dy = (b.y - a.y) * turn
            return (a, dx, dy, -1e-9 * hypot(dx, dy))
        }
    }

    /// Whether `point` lies inside the polygon or on its edge, as `cairo_in_fill` counts it.
    func contains(_ point: CGPoint) -> Bool {
        edges.allSatisfy { $0.dx * (point.y - $0.start.y) - $0.dy * (point.x - $0.start.x) >= $0.least }
    }
}
