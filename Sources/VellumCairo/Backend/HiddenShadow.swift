import CCairo
import Foundation
import VellumLayout
import VellumUI

/// What an opaque shape of a shadowed group hides: its shadow's pixels there are never seen,
/// and what the group draws there adds nothing to the shadow's alpha. Both are skipped (the
/// same pixels either way): a passing snapshot test of a typical card costs a quarter less.
extension CairoCanvas {
    /// Whether `item` paints only inside `opaqueInterior`: a text by its glyphs' ink (checked
    /// for size as drawing it would), anything else by its paint area.
    func liesUnderOpaque(_ item: DisplayItem) throws -> Bool {
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

    /// Where `item`, drawn under `ctm`, can paint (base space): its bounds (a text's by
    /// `glyphArea`), two pixels more all round, and the pictures its shadows and blurs are
    /// worked out over; `nil` when that has no bound.
    static func paintArea(of item: DisplayItem, ctm: CGAffineTransform, rasterScale k: CGFloat) -> CGRect? {
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
        /// `inner` grown as a blur of `radius` grows it (see `blurGeometry` and `coarseReach`),
        /// moved by `offset` first.
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

    /// How far past its area a picture worked out on a grid `reduction` times coarser can
    /// paint: the coarser grid rounds it out by up to a coarse pixel, and bilinear scaling
    /// reaches a pixel past its edge, so two pixels more than that all round.
    static func coarseReach(reduction: Int, rasterScale: CGFloat) -> CGFloat {
        CGFloat(reduction + 2) / rasterScale
    }

    /// Passes over `group`, which lies under the opaque interior, as drawing it would: its
    /// items counted as drawn, and their text checked for size under the transforms it is
    /// drawn with (see `textScale`), so that a picture fails alike however it is drawn.
    func passOver(_ group: GroupDrawing) throws {
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

    func passOver(_ items: [DisplayItem]) throws {
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

    /// A rectangle of whole pixels (base space) that `items`, drawn through `transform`, cover
    /// with opaque paint at every pixel, or `nil` when none is found: an opaque fill of a convex
    /// shape, looked for through groups that keep it opaque (clips, which the rectangle must
    /// also lie inside, full opacity, compositing groups, scales and moves).
    func coveredRect(_ items: [DisplayItem], transform: CGAffineTransform) -> CGRect? {
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
    static func isScaleAndMove(_ transform: CGAffineTransform) -> Bool {
        transform.b == 0 && transform.c == 0 && transform.a != 0 && transform.d != 0
            && [transform.a, transform.d, transform.tx, transform.ty].allSatisfy { $0.isFinite }
    }

    /// A rectangle of whole pixels (base space) every pixel of which lies inside `path` drawn
    /// through `transform` (scales and moves only), when the path is one convex polygon once
    /// flattened: the largest centred one found by halving, since a convex shape holds a
    /// rectangle whose corners it holds. One pixel is given up on each side for Cairo's
    /// flattening of curves.
    func insideRect(_ path: Path, transform: CGAffineTransform) -> CGRect? {
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
    func convexPolygon(_ cairo: OpaquePointer) -> ConvexPolygon? {
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
}

/// A convex polygon: its corners in order, every turn the same way (`turn`, the sign of each
/// turn's cross product).
struct ConvexPolygon {
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
