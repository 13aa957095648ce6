import CCairo
import CVellumKernels
import Foundation
import VellumCore
import VellumLayout
import VellumUI

/// Blurs and shadows, drawn through pixels: the content rendered over its bounds plus 3σ,
/// blurred (see `GaussianBlur`) and painted, or for a shadow tinted and painted under it.
extension CairoCanvas {
    /// Where a blur or a shadow of `items` is worked out: the base space, σ = 0.93·radius there,
    /// the 3σ + 1 margin, and the items' bounds.
    func blurGeometry(_ items: [DisplayItem], radius: CGFloat)
        -> (space: (matrix: cairo_matrix_t, transform: CGAffineTransform, stretch: CGFloat, visible: CGRect), sigma: CGFloat, margin: CGFloat, bounds: CGRect) {
        let space = baseSpace()
        let sigma = Self.blurSigma(radius: radius, stretch: space.stretch)
        return (space, sigma, Self.blurMargin(sigma), items.reduce(CGRect.null) { $0.union($1.bounds) })
    }

    /// How far past what is blurred a blur of `sigma` (base space) is worked out: 3σ and a point.
    static func blurMargin(_ sigma: CGFloat) -> CGFloat {
        (3 * sigma).rounded(.up) + 1
    }

    /// σ = 0.93·radius in base space, and no more than a canvas is wide: a radius of 10¹⁰⁰
    /// points spreads the picture into nothing, as a radius of 16384 does, without overflowing.
    static func blurSigma(radius: CGFloat, stretch: CGFloat) -> CGFloat {
        let sigma = 0.93 * radius * stretch
        return sigma.isFinite ? min(max(sigma, 0), CGFloat(CanvasLimits.maximumSide)) : CGFloat(CanvasLimits.maximumSide)
    }

    /// Draws `items` into a new image of `format` covering `region` (base space) at the raster
    /// scale, or `reduction` times coarser. Drawn at the coarser scale itself, each pixel is
    /// the items' coverage of its area (a box filter), with no full-size picture in between.
    ///
    /// `opaqueInterior` (base space), for an alpha picture only: where an opaque shape of the
    /// items makes the alpha whole, whatever else is drawn there (see `opaqueInterior`).
    func rasterize(_ items: [DisplayItem], region: CGRect, matrix: cairo_matrix_t, format: cairo_format_t,
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
        let canvas = CairoCanvas(cairo: painter, rasterScale: k, target: .raster, skipsHiddenShadows: skipsHiddenShadows, statistics: statistics)
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
    func tinted(_ mask: OpaquePointer, width: Int, height: Int, color: RGBA) -> OpaquePointer {
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

    /// Draws the group blurred: rendered into an image over its bounds plus 3σ, every channel
    /// blurred with a Gaussian of σ = 0.93·radius. With `opaque`, the blurred picture is clipped
    /// to the group's bounds and its alpha kept where the group had it.
    func drawBlurred(_ group: GroupDrawing, radius: CGFloat, opaque: Bool) throws {
        let (space, sigma, margin, contentBounds) = blurGeometry(group.items, radius: radius)
        guard !contentBounds.isNull, sigma > 0 else {
            try drawContent(group.items)
            return
        }
        let bounds = contentBounds.applying(space.transform)
        let region = bounds.insetBy(dx: -margin, dy: -margin).intersection(space.visible.insetBy(dx: -margin, dy: -margin))
        let pixels = Double(sigma * rasterScale), reduction = GaussianBlur.reduction(for: pixels)
        guard !region.isNull,
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

    /// Draws the group's shadow, then the group. The shadow is the group's alpha, blurred with
    /// a Gaussian of σ = 0.93·radius, tinted with `color` and moved by `offset`; only the
    /// group's bounds plus 3σ (and no more than the surface shows) are rendered.
    func drawShadowed(_ group: GroupDrawing, color: RGBA, radius: CGFloat, offset: CGSize) throws {
        let (space, sigma, margin, contentBounds) = blurGeometry(group.items, radius: radius)
        let shift = offset.applying(space.transform)
        var region = contentBounds.isNull ? contentBounds : contentBounds.applying(space.transform).insetBy(dx: -margin, dy: -margin)
        region = region.intersection(space.visible.offsetBy(dx: -shift.width, dy: -shift.height).insetBy(dx: -margin, dy: -margin))
        let pixels = Double(sigma * rasterScale), reduction = GaussianBlur.reduction(for: pixels)
        if !region.isNull, region.width > 0, region.height > 0, color.alpha > 0 {
            // Where an opaque shape of the group covers whole pixels, the shadow's alpha is whole
            // whatever else the group draws there (over it, under it, or blended: every operator
            // but destination-out keeps a whole alpha whole), and the pixels of the shadow under
            // it are never seen.
            let opaque = skipsHiddenShadows && !Self.erasesAlpha(group.items) ? coveredRect(group.items, transform: space.transform) : nil
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
            if covered != nil { statistics?.hiddenShadowsSkipped += 1 }
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
