import CCairo
import CVellumKernels
import Foundation
import VellumCore
import VellumLayout
import VellumUI

/// Draws a display list on a Cairo context whose user space is in points.
///
/// Shapes, gradients and text stay vectors on every surface; shadows and blurs are drawn
/// through pixels at `rasterScale` pixels per point. On SVG (whose 1.1 standard has neither
/// blend modes nor conic gradients, and where Cairo would otherwise turn the whole page into
/// one image), a blend-mode group becomes an image of its region — with what lies behind it —
/// and a conic gradient an image clipped by its vector outline; everything else stays a vector.
///
/// What it draws is in files by concern: shapes and images here, paints (`CairoCanvas+Paint`),
/// text (`+Text`), groups with their clips, masks and blend modes (`+Groups`), blurs and
/// shadows (`+Blur`), and what a shadow's opaque content hides (`HiddenShadow`).
package final class CairoCanvas {
    /// What the surface can express.
    package enum Target {
        case raster, pdf, svg
    }

    /// What a canvas (and the canvases it makes for shadows and blurs) skipped, for tests.
    package final class Statistics {
        /// Shadows that skipped the pixels an opaque shape of their group covers.
        package var hiddenShadowsSkipped = 0
        /// Items a shadow's alpha picture passed over, as lying under an opaque shape.
        package var itemsUnderOpaqueSkipped = 0

        package init() {}
    }

    let cairo: OpaquePointer
    let fonts: ThreadFonts
    /// Pixels per point of the surface (or of the shadow masks, on vector surfaces).
    let rasterScale: CGFloat
    let target: Target
    /// Whether shadows skip what an opaque shape of their group hides (see `HiddenShadow`):
    /// the same pixels either way, which tests check by drawing both.
    let skipsHiddenShadows: Bool
    let statistics: Statistics?
    /// The list being drawn, and how many items have been drawn so far (in drawing order): an
    /// SVG fallback redraws the list up to an item.
    var list: DisplayList?
    var drawnItems = 0
    /// How many groups enclose the item being drawn, and how deep in them a group is still
    /// clipped to its own bounds (see `withinBounds`) or looked at for what it hides.
    var groupDepth = 0
    static let culledDepth = 16
    /// With a value, items after this one (and its own) are skipped; enclosing groups still
    /// close, so what was drawn reaches the surface as it would have.
    var stopAfter: Int?
    var stopped = false
    /// When drawing a shadow's alpha (see `drawShadowed`): a rectangle of whole pixels (base
    /// space) that an opaque shape of the shadowed group covers. Its alpha is whole whatever
    /// else is drawn there, so what paints nowhere else is passed over.
    var opaqueInterior: CGRect?
    /// The clips with softened (antialiased) edges in force, with the transform each was set
    /// through: a shadow skips pixels only where all of them cover whole pixels.
    var softClips: [(path: Path, transform: CGAffineTransform)] = []

    /// A canvas drawing on `cairo` at `rasterScale` pixels per point; `statistics`, when given,
    /// counts what was skipped.
    package init(cairo: OpaquePointer, rasterScale: CGFloat, target: Target = .raster, skipsHiddenShadows: Bool = true,
                 statistics: Statistics? = nil) {
        self.cairo = cairo
        self.rasterScale = rasterScale
        self.target = target
        self.skipsHiddenShadows = skipsHiddenShadows
        self.statistics = statistics
        fonts = ThreadFonts.current
    }

    func save() {
        cairo_save(cairo)
    }

    func restore() {
        cairo_restore(cairo)
    }

    func pushGroup() {
        cairo_push_group(cairo)
    }

    func popGroupToSource() {
        cairo_pop_group_to_source(cairo)
    }

    func popGroup() -> OpaquePointer {
        cairo_pop_group(cairo)!
    }

    /// Applies `t` to the current transformation matrix, before it.
    func transform(by t: CGAffineTransform) {
        var matrix = cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
        cairo_transform(cairo, &matrix)
    }

    /// Intersects the clip with the path `build` makes on the canvas's context.
    func clip(_ build: (OpaquePointer) -> Void) {
        build(cairo)
        cairo_clip(cairo)
    }

    package func draw(_ list: DisplayList) throws {
        self.list = list
        drawnItems = 0
        stopped = false
        for item in list.items { try draw(item) }
        try checkStatus()
    }

    func checkStatus() throws {
        let status = cairo_status(cairo)
        if status != CAIRO_STATUS_SUCCESS {
            throw VellumError(.backend, "Cairo failed while drawing: \(String(cString: cairo_status_to_string(status)))")
        }
    }

    func draw(_ item: DisplayItem) throws {
        guard !stopped else { return }
        let index = drawnItems
        drawnItems += 1
        defer { if let stopAfter, index == stopAfter { stopped = true } }
        if opaqueInterior != nil, try liesUnderOpaque(item) {
            if case let .group(group) = item, group.effect.isVisible { try passOver(group) }
            statistics?.itemsUnderOpaqueSkipped += 1
            return
        }
        switch item {
        case let .shape(shape): drawShape(shape)
        case let .text(text): try drawText(text)
        case let .image(image): drawImage(image)
        case let .group(group): try drawGroup(group)
        }
    }

    // MARK: Shapes and images

    // MARK: Shapes

    func addPath(_ path: Path) {
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

    func drawShape(_ shape: ShapeDrawing) {
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

    // MARK: Images

    func drawImage(_ image: ImageDrawing) {
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
