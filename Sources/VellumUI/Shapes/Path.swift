import Foundation

/// The outline of a 2D shape, made of lines and Bézier curves: SwiftUI's `Path`.
///
/// Arcs, ellipses and rounded corners are stored as cubic Béziers (a quarter circle per
/// curve), so every backend draws the same outline.
public struct Path: Hashable, Sendable {
    /// One step of a path.
    public enum Element: Hashable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    /// A rectangle's outline is kept as its four edges, not as five elements: rectangles are
    /// most of what large views draw, and each outline kept as elements is an allocation the
    /// display list keeps. The outline is the same, element for element, whichever way it is kept.
    private enum Storage: Sendable {
        case elements([Element])
        /// The outline `addRect` makes of a rectangle: from (x0, y0) to (x1, y0), (x1, y1),
        /// (x0, y1), closed.
        case rect(x0: CGFloat, y0: CGFloat, x1: CGFloat, y1: CGFloat)
    }

    private var storage = Storage.elements([])

    /// The path's elements, in order.
    package var elements: [Element] {
        get {
            switch storage {
            case let .elements(elements): elements
            case let .rect(x0, y0, x1, y1): Self.rectangle(x0, y0, x1, y1)
            }
        }
        set { storage = .elements(newValue) }
        _modify {
            var elements: [Element]
            switch storage {
            case let .elements(kept): elements = kept
            case let .rect(x0, y0, x1, y1): elements = Self.rectangle(x0, y0, x1, y1)
            }
            // The storage lets go of the array while it is changed, which is then not copied.
            storage = .elements([])
            defer { storage = .elements(elements) }
            yield &elements
        }
    }

    private static func rectangle(_ x0: CGFloat, _ y0: CGFloat, _ x1: CGFloat, _ y1: CGFloat) -> [Element] {
        [.move(to: CGPoint(x: x0, y: y0)), .line(to: CGPoint(x: x1, y: y0)), .line(to: CGPoint(x: x1, y: y1)),
         .line(to: CGPoint(x: x0, y: y1)), .closeSubpath]
    }

    public init() {}

    public init(_ callback: (inout Path) -> Void) {
        callback(&self)
    }

    public init(_ rect: CGRect) {
        addRect(rect)
    }

    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .circular) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    package init(elements: [Element]) {
        self.elements = elements
    }

    public var isEmpty: Bool {
        if case let .elements(elements) = storage { return elements.isEmpty }
        return false
    }

    /// Two paths are equal when their elements are.
    public static func == (a: Path, b: Path) -> Bool {
        if case let .rect(a0, a1, a2, a3) = a.storage, case let .rect(b0, b1, b2, b3) = b.storage {
            return a0 == b0 && a1 == b1 && a2 == b2 && a3 == b3
        }
        return a.elements == b.elements
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(elements)
    }

    /// Whether every point of the path is a finite number.
    package var isFinite: Bool {
        if case let .rect(x0, y0, x1, y1) = storage {
            return x0.isFinite && y0.isFinite && x1.isFinite && y1.isFinite
        }
        return elements.allSatisfy { element in
            switch element {
            case let .move(p), let .line(p): p.x.isFinite && p.y.isFinite
            case let .quadCurve(p, c): p.x.isFinite && p.y.isFinite && c.x.isFinite && c.y.isFinite
            case let .curve(p, c1, c2): [p, c1, c2].allSatisfy { $0.x.isFinite && $0.y.isFinite }
            case .closeSubpath: true
            }
        }
    }

    /// The last point of the path.
    public var currentPoint: CGPoint? {
        var start: CGPoint?
        var point: CGPoint?
        for element in elements {
            switch element {
            case let .move(p): start = p; point = p
            case let .line(p), let .quadCurve(p, _), let .curve(p, _, _): point = p
            case .closeSubpath: point = start
            }
        }
        return point
    }

    /// The smallest rectangle holding every point and control point of the path.
    public var boundingRect: CGRect {
        if case let .rect(x0, y0, x1, y1) = storage, x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite {
            let (lowX, highX, lowY, highY) = (min(x0, x1), max(x0, x1), min(y0, y1), max(y0, y1))
            return CGRect(x: lowX, y: lowY, width: highX - lowX, height: highY - lowY)
        }
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func include(_ p: CGPoint) {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        for element in elements {
            switch element {
            case let .move(p), let .line(p): include(p)
            case let .quadCurve(p, c): include(p); include(c)
            case let .curve(p, c1, c2): include(p); include(c1); include(c2)
            case .closeSubpath: break
            }
        }
        return minX.isFinite ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null
    }

    /// The smallest rectangle holding the outline itself: curves by their extremes, not their
    /// control points (CoreGraphics' `boundingBoxOfPath`).
    package var tightBoundingRect: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func include(_ p: CGPoint) {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        /// The parameters in (0, 1) where a cubic's coordinate a, b, c, d has a turning point.
        func turns(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> [CGFloat] {
            // The derivative's coefficients: 3(−a + 3b − 3c + d)t² + 6(a − 2b + c)t + 3(b − a).
            let qa = -a + 3 * b - 3 * c + d, qb = 2 * (a - 2 * b + c), qc = b - a
            if abs(qa) < 1e-12 { return abs(qb) < 1e-12 ? [] : [-qc / qb] }
            let discriminant = qb * qb - 4 * qa * qc
            guard discriminant >= 0 else { return [] }
            let root = discriminant.squareRoot()
            return [(-qb + root) / (2 * qa), (-qb - root) / (2 * qa)]
        }
        var current = CGPoint.zero, start = CGPoint.zero
        forEach { element in
            switch element {
            case let .move(p):
                include(p); current = p; start = p
            case let .line(p):
                include(p); current = p
            case let .quadCurve(p, c):
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                for t in turns(current.x, c1.x, c2.x, p.x) + turns(current.y, c1.y, c2.y, p.y) where t > 0 && t < 1 {
                    include(Self.cubicPoint(current, c1, c2, p, t))
                }
                include(p); current = p
            case let .curve(p, c1, c2):
                for t in turns(current.x, c1.x, c2.x, p.x) + turns(current.y, c1.y, c2.y, p.y) where t > 0 && t < 1 {
                    include(Self.cubicPoint(current, c1, c2, p, t))
                }
                include(p); current = p
            case .closeSubpath:
                current = start
            }
        }
        return minX.isFinite ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null
    }

    private static func cubicPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    public mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }

    public mutating func addLine(to point: CGPoint) {
        if elements.isEmpty { move(to: point) } else { elements.append(.line(to: point)) }
    }

    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        if elements.isEmpty { move(to: control) }
        elements.append(.quadCurve(to: point, control: control))
    }

    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        if elements.isEmpty { move(to: control1) }
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    public mutating func closeSubpath() {
        if !elements.isEmpty { elements.append(.closeSubpath) }
    }

    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let identity = transform == .identity
        if identity, case let .elements(kept) = storage, kept.isEmpty {
            storage = .rect(x0: r.minX, y0: r.minY, x1: r.maxX, y1: r.maxY)
            return
        }
        // The five elements at once (a path grown an element at a time reallocates thrice).
        func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { identity ? CGPoint(x: x, y: y) : CGPoint(x: x, y: y).applying(transform) }
        let outline: [Element] = [.move(to: point(r.minX, r.minY)), .line(to: point(r.maxX, r.minY)), .line(to: point(r.maxX, r.maxY)),
                                  .line(to: point(r.minX, r.maxY)), .closeSubpath]
        if elements.isEmpty { elements = outline } else { elements += outline }
    }

    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        var sub = Path()
        sub.appendArcSegments(center: CGPoint(x: r.midX, y: r.midY), radiusX: r.width / 2, radiusY: r.height / 2,
                              start: 0, end: 2 * .pi, clockwise: false, moveFirst: true)
        sub.closeSubpath()
        addPath(sub, transform: transform)
    }

    /// Adds a rounded rectangle. A corner of equal width and height (a corner radius) is
    /// clamped to half the shorter side and stays circular, as SwiftUI's is: a radius of 9999
    /// on a 60×40 rectangle draws its capsule. An elliptical corner size is clamped to half of
    /// each side.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .circular, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        var rx = min(max(cornerSize.width, 0), r.width / 2)
        var ry = min(max(cornerSize.height, 0), r.height / 2)
        if cornerSize.width == cornerSize.height { rx = min(rx, ry); ry = rx }
        guard rx > 0, ry > 0 else {
            addRect(r, transform: transform)
            return
        }
        var sub = Path()
        switch style {
        case .circular:
            sub.move(to: CGPoint(x: r.minX + rx, y: r.minY))
            sub.addLine(to: CGPoint(x: r.maxX - rx, y: r.minY))
            sub.appendArcSegments(center: CGPoint(x: r.maxX - rx, y: r.minY + ry), radiusX: rx, radiusY: ry, start: -.pi / 2, end: 0, clockwise: false, moveFirst: false)
            sub.addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry))
            sub.appendArcSegments(center: CGPoint(x: r.maxX - rx, y: r.maxY - ry), radiusX: rx, radiusY: ry, start: 0, end: .pi / 2, clockwise: false, moveFirst: false)
            sub.addLine(to: CGPoint(x: r.minX + rx, y: r.maxY))
            sub.appendArcSegments(center: CGPoint(x: r.minX + rx, y: r.maxY - ry), radiusX: rx, radiusY: ry, start: .pi / 2, end: .pi, clockwise: false, moveFirst: false)
            sub.addLine(to: CGPoint(x: r.minX, y: r.minY + ry))
            sub.appendArcSegments(center: CGPoint(x: r.minX + rx, y: r.minY + ry), radiusX: rx, radiusY: ry, start: .pi, end: 1.5 * .pi, clockwise: false, moveFirst: false)
            sub.closeSubpath()
        case .continuous:
            sub.appendContinuousRoundedRect(r, radius: min(rx, ry))
        }
        addPath(sub, transform: transform)
    }

    /// Adds an arc of the circle around `center`, from `startAngle` to `endAngle`. Angles
    /// grow clockwise on screen (y points down); `clockwise: true` goes the other way, as in
    /// SwiftUI.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool, transform: CGAffineTransform = .identity) {
        var sub = Path()
        let start = CGPoint(x: center.x + radius * cos(startAngle.radians), y: center.y + radius * sin(startAngle.radians))
        if elements.isEmpty || transform != .identity { sub.move(to: start) } else { sub.elements.append(.line(to: start)) }
        sub.appendArcSegments(center: center, radiusX: radius, radiusY: radius, start: startAngle.radians, end: endAngle.radians, clockwise: clockwise, moveFirst: false)
        if transform == .identity {
            elements += sub.elements
        } else {
            addPath(sub, transform: transform)
        }
    }

    /// Adds an arc that turns from the current point by `delta`.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta, clockwise: delta.radians < 0, transform: transform)
    }

    /// Adds a line toward `tangent1End` that turns into an arc of `radius` tangent to the line
    /// from `tangent1End` to `tangent2End`.
    public mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        guard let p0 = currentPoint else {
            move(to: p1)
            return
        }
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        guard l1 > 0, l2 > 0, radius > 0 else {
            addLine(to: p1)
            return
        }
        let cosine = (v1.x * v2.x + v1.y * v2.y) / (l1 * l2)
        let angle = acos(min(max(cosine, -1), 1))
        guard angle > 1e-9, angle < .pi - 1e-9 else {
            addLine(to: p1)
            return
        }
        let distance = radius / tan(angle / 2)
        let t1 = CGPoint(x: p1.x + v1.x / l1 * distance, y: p1.y + v1.y / l1 * distance)
        let t2 = CGPoint(x: p1.x + v2.x / l2 * distance, y: p1.y + v2.y / l2 * distance)
        let bisector = CGPoint(x: v1.x / l1 + v2.x / l2, y: v1.y / l1 + v2.y / l2)
        let bl = hypot(bisector.x, bisector.y)
        let centerDistance = radius / sin(angle / 2)
        let center = CGPoint(x: p1.x + bisector.x / bl * centerDistance, y: p1.y + bisector.y / bl * centerDistance)
        addLine(to: t1)
        let a0 = atan2(t1.y - center.y, t1.x - center.x), a1 = atan2(t2.y - center.y, t2.x - center.x)
        let cross = v1.x * v2.y - v1.y * v2.x
        appendArcSegments(center: center, radiusX: radius, radiusY: radius, start: a0, end: a1, clockwise: cross < 0, moveFirst: false)
    }

    /// Adds `path`, transformed.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        elements += transform == .identity ? path.elements : path.applying(transform).elements
    }

    /// The path with every point transformed.
    public func applying(_ transform: CGAffineTransform) -> Path {
        var path = self
        path.transform(by: transform)
        return path
    }

    /// Transforms every point of the path in place (a path no one else holds is not copied).
    package mutating func transform(by transform: CGAffineTransform) {
        guard transform != .identity else { return }
        // A rectangle whose corners, each transformed, still share their edges bit for bit (a
        // move, say) stays one.
        if case let .rect(x0, y0, x1, y1) = storage {
            let p0 = CGPoint(x: x0, y: y0).applying(transform), p1 = CGPoint(x: x1, y: y0).applying(transform)
            let p2 = CGPoint(x: x1, y: y1).applying(transform), p3 = CGPoint(x: x0, y: y1).applying(transform)
            if p0.x.bitPattern == p3.x.bitPattern, p1.x.bitPattern == p2.x.bitPattern, p0.y.bitPattern == p1.y.bitPattern,
               p2.y.bitPattern == p3.y.bitPattern {
                storage = .rect(x0: p0.x, y0: p0.y, x1: p2.x, y1: p2.y)
                return
            }
        }
        for index in elements.indices {
            switch elements[index] {
            case let .move(p): elements[index] = .move(to: p.applying(transform))
            case let .line(p): elements[index] = .line(to: p.applying(transform))
            case let .quadCurve(p, c): elements[index] = .quadCurve(to: p.applying(transform), control: c.applying(transform))
            case let .curve(p, c1, c2):
                elements[index] = .curve(to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .closeSubpath: break
            }
        }
    }

    /// The path moved by (dx, dy).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// Calls `body` with each element of the path.
    public func forEach(_ body: (Element) -> Void) {
        switch storage {
        case let .elements(elements): elements.forEach(body)
        case let .rect(x0, y0, x1, y1):
            body(.move(to: CGPoint(x: x0, y: y0)))
            body(.line(to: CGPoint(x: x1, y: y0)))
            body(.line(to: CGPoint(x: x1, y: y1)))
            body(.line(to: CGPoint(x: x0, y: y1)))
            body(.closeSubpath)
        }
    }

    /// Appends Bézier segments (at most a quarter turn each) along an elliptical arc.
    package mutating func appendArcSegments(center: CGPoint, radiusX: CGFloat, radiusY: CGFloat, start: Double, end: Double, clockwise: Bool, moveFirst: Bool) {
        var sweep = end - start
        if clockwise {
            // SwiftUI's `clockwise` is in a flipped coordinate system: it sweeps with decreasing angles.
            while sweep > 0 { sweep -= 2 * .pi }
        } else {
            while sweep < 0 { sweep += 2 * .pi }
        }
        if abs(end - start) >= 2 * .pi { sweep = clockwise ? -2 * .pi : 2 * .pi }
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: center.x + radiusX * cos(angle), y: center.y + radiusY * sin(angle))
        }
        if moveFirst { elements.append(.move(to: point(start))) }
        guard sweep != 0, radiusX.isFinite, radiusY.isFinite else { return }
        let segments = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = start
        for _ in 0..<segments {
            let next = angle + step
            let p0 = point(angle), p3 = point(next)
            let c1 = CGPoint(x: p0.x - k * radiusX * sin(angle), y: p0.y + k * radiusY * cos(angle))
            let c2 = CGPoint(x: p3.x + k * radiusX * sin(next), y: p3.y - k * radiusY * cos(next))
            elements.append(.curve(to: p3, control1: c1, control2: c2))
            angle = next
        }
    }

    /// Appends a rounded rectangle with Apple's continuous ("squircle") corners: each corner
    /// uses 1.528665·r of each edge and is drawn with three cubic Béziers. When the sides are
    /// too short for that, the radius shrinks so the corners still meet.
    private mutating func appendContinuousRoundedRect(_ r: CGRect, radius: CGFloat) {
        let extent: CGFloat = 1.52866483
        let radius = min(radius, min(r.width, r.height) / 2 / extent)
        // Offsets along the edges (a) and across them (b), as multiples of the radius.
        let a1: CGFloat = 1.08849296, a2: CGFloat = 0.86840694
        let p1: (CGFloat, CGFloat) = (0.63149379, 0.07491139)
        let q1: (CGFloat, CGFloat) = (0.37282383, 0.16905956)
        // Work in corner-local coordinates: (u along the incoming edge toward the corner,
        // v along the outgoing edge away from it), then map to each corner.
        func corner(_ origin: CGPoint, _ ux: CGFloat, _ uy: CGFloat, _ vx: CGFloat, _ vy: CGFloat) {
            // A point `along` back from the corner on the incoming edge and `across` into the
            // outgoing edge's direction.
            func at(_ back: CGFloat, _ down: CGFloat) -> CGPoint {
                CGPoint(x: origin.x - ux * back * radius + vx * down * radius, y: origin.y - uy * back * radius + vy * down * radius)
            }
            addLine(to: at(extent, 0))
            addCurve(to: at(p1.0, p1.1), control1: at(a1, 0), control2: at(a2, 0))
            addCurve(to: at(p1.1, p1.0), control1: at(q1.0, q1.1), control2: at(q1.1, q1.0))
            addCurve(to: at(0, extent), control1: at(0, a2), control2: at(0, a1))
        }
        move(to: CGPoint(x: r.minX + extent * radius, y: r.minY))
        corner(CGPoint(x: r.maxX, y: r.minY), 1, 0, 0, 1)
        corner(CGPoint(x: r.maxX, y: r.maxY), 0, 1, -1, 0)
        corner(CGPoint(x: r.minX, y: r.maxY), -1, 0, 0, -1)
        corner(CGPoint(x: r.minX, y: r.minY), 0, -1, 1, 0)
        closeSubpath()
    }
}

/// The shape of the corners of a rounded rectangle.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// Apple's continuous curvature corners.
    case continuous
}
