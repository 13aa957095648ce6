import CCairo
import Foundation
import VellumCore
import VellumLayout
import VellumUI

/// Groups: opacity, clips, transforms, masks, blend modes (on SVG, as a picture of what lies
/// behind), compositing groups, and the coordinate spaces they are drawn in.
extension CairoCanvas {
    // MARK: Groups

    func drawGroup(_ group: GroupDrawing) throws {
        guard group.effect.isVisible else { return }
        groupDepth += 1
        defer { groupDepth -= 1 }
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
    /// would be walked again at each, in time growing with the square of the depth.
    func withinBounds(of items: [DisplayItem], _ body: () throws -> Void) throws {
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

    /// Draws `items` as a group painted over what is behind: straight onto the canvas when that
    /// looks the same, which it does unless an item composites with a blend mode (in a group,
    /// it blends with nothing; on the canvas, with what is behind).
    func drawContent(_ items: [DisplayItem]) throws {
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
    static func erasesAlpha(_ items: [DisplayItem]) -> Bool {
        items.contains { item in
            guard case let .group(group) = item else { return false }
            if case .blend(.destinationOut) = group.effect { return true }
            if case let .mask(mask) = group.effect, erasesAlpha(mask) { return true }
            return erasesAlpha(group.items)
        }
    }

    static func blendsWithBackdrop(_ items: [DisplayItem]) -> Bool {
        items.contains { item in
            guard case let .group(group) = item else { return false }
            if case let .blend(mode) = group.effect, mode != .normal { return true }
            return blendsWithBackdrop(group.items)
        }
    }

    /// Counts `items` (and theirs) as drawn without drawing them.
    func skipItems(in items: [DisplayItem]) {
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
    func drawRasterized(upTo last: Int, bounds: CGRect) throws {
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

    /// The pixel grid of an image covering `region` (base space) at the raster scale: its
    /// origin in points and its size in pixels, or `nil` when empty or too large.
    func pixelGrid(_ region: CGRect) -> (origin: CGPoint, width: Int, height: Int)? {
        guard !region.isNull, region.width > 0, region.height > 0 else { return nil }
        let k = rasterScale
        let origin = CGPoint(x: (region.minX * k).rounded(.down) / k, y: (region.minY * k).rounded(.down) / k)
        let width = Int(((region.maxX - origin.x) * k).rounded(.up)), height = Int(((region.maxY - origin.y) * k).rounded(.up))
        guard width > 0, height > 0, width <= 32767, height <= 32767, width * height <= CanvasLimits.maximumPixels else { return nil }
        return (origin, width, height)
    }

    /// Paints `image` (device-scaled by the raster scale) at `origin` in base space.
    func paintImage(_ image: OpaquePointer, at origin: CGPoint) {
        save()
        cairo_identity_matrix(cairo)
        cairo_set_source_surface(cairo, image, Double(origin.x), Double(origin.y))
        cairo_paint(cairo)
        restore()
    }

    /// The current matrix (user space to base space), as Cairo's and as a transform.
    func currentMatrix() -> (matrix: cairo_matrix_t, transform: CGAffineTransform) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        return (matrix, CGAffineTransform(a: matrix.xx, b: matrix.yx, c: matrix.xy, d: matrix.yy, tx: matrix.x0, ty: matrix.y0))
    }

    /// The base space (points, before enclosing transforms) of the current drawing: the matrix,
    /// how much it stretches lengths, and the visible rectangle in base space.
    func baseSpace() -> (matrix: cairo_matrix_t, transform: CGAffineTransform, stretch: CGFloat, visible: CGRect) {
        let (matrix, ctm) = currentMatrix()
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        let visible = CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1).applying(ctm)
        return (matrix, ctm, Self.stretch(of: ctm), visible)
    }

    /// How much `ctm` stretches lengths: the square root of its area scale.
    static func stretch(of ctm: CGAffineTransform) -> CGFloat {
        sqrt(abs(ctm.a * ctm.d - ctm.b * ctm.c))
    }
}
