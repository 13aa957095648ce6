import Foundation

extension Path {
    /// The part of the path between `from` and `to`, as fractions (0...1) of its length,
    /// measured along every subpath in order. Curves stay curves: they are split exactly where
    /// the trim falls.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let start = min(max(from.isNaN ? 0 : from, 0), 1), end = min(max(to.isNaN ? 0 : to, 0), 1)
        guard end > start, !elements.isEmpty else { return Path() }
        let segments = PathSegment.segments(of: self)
        let lengths = segments.map(\.length)
        let total = lengths.reduce(0, +)
        guard total > 0 else { return Path() }
        let low = start * total, high = end * total
        var result = Path()
        var cursor: CGFloat = 0
        var lastPoint: CGPoint?
        for (segment, length) in zip(segments, lengths) {
            let segmentStart = cursor, segmentEnd = cursor + length
            cursor = segmentEnd
            guard segmentEnd > low, segmentStart < high, length > 0 else { continue }
            let t0 = segmentStart >= low ? 0 : segment.parameter(atLength: low - segmentStart)
            let t1 = segmentEnd <= high ? 1 : segment.parameter(atLength: high - segmentStart)
            let piece = segment.subsegment(from: t0, to: t1)
            if lastPoint != piece.start { result.move(to: piece.start) }
            piece.append(to: &result)
            lastPoint = piece.end
        }
        return result
    }
}

/// One drawable piece of a path: a line or a cubic Bézier (quadratics are raised to cubics).
struct PathSegment {
    var start: CGPoint
    var control1: CGPoint
    var control2: CGPoint
    var end: CGPoint
    var isLine: Bool

    static func line(_ a: CGPoint, _ b: CGPoint) -> PathSegment {
        PathSegment(start: a, control1: a, control2: b, end: b, isLine: true)
    }

    /// The segments of `path`, closing subpaths with lines.
    static func segments(of path: Path) -> [PathSegment] {
        var result: [PathSegment] = []
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        for element in path.elements {
            switch element {
            case let .move(p):
                current = p; subpathStart = p
            case let .line(p):
                result.append(.line(current, p)); current = p
            case let .quadCurve(p, c):
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                result.append(PathSegment(start: current, control1: c1, control2: c2, end: p, isLine: false)); current = p
            case let .curve(p, c1, c2):
                result.append(PathSegment(start: current, control1: c1, control2: c2, end: p, isLine: false)); current = p
            case .closeSubpath:
                if current != subpathStart { result.append(.line(current, subpathStart)) }
                current = subpathStart
            }
        }
        return result
    }

    func point(at t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * start.x + b * control1.x + c * control2.x + d * end.x,
                       y: a * start.y + b * control1.y + c * control2.y + d * end.y)
    }

    /// The length from t = 0 to `t`, by summing 64 chords (curves) or exactly (lines).
    func length(upTo t: CGFloat) -> CGFloat {
        if isLine { return hypot(end.x - start.x, end.y - start.y) * t }
        let steps = 64
        var previous = start, total: CGFloat = 0
        for i in 1...steps {
            let p = point(at: t * CGFloat(i) / CGFloat(steps))
            total += hypot(p.x - previous.x, p.y - previous.y)
            previous = p
        }
        return total
    }

    var length: CGFloat { length(upTo: 1) }

    /// The parameter where the length from the start reaches `target`.
    func parameter(atLength target: CGFloat) -> CGFloat {
        let total = length
        guard total > 0 else { return 0 }
        if isLine { return min(max(target / total, 0), 1) }
        var low: CGFloat = 0, high: CGFloat = 1
        for _ in 0..<30 {
            let mid = (low + high) / 2
            if length(upTo: mid) < target { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }

    /// The piece between parameters t0 and t1 (de Casteljau).
    func subsegment(from t0: CGFloat, to t1: CGFloat) -> PathSegment {
        if isLine { return .line(point(at: t0), point(at: t1)) }
        let tail = split(at: t0).1
        let local = t0 >= 1 ? 0 : (t1 - t0) / (1 - t0)
        return tail.split(at: local).0
    }

    private func split(at t: CGFloat) -> (PathSegment, PathSegment) {
        func lerp(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
        let p01 = lerp(start, control1), p12 = lerp(control1, control2), p23 = lerp(control2, end)
        let p012 = lerp(p01, p12), p123 = lerp(p12, p23)
        let mid = lerp(p012, p123)
        return (PathSegment(start: start, control1: p01, control2: p012, end: mid, isLine: false),
                PathSegment(start: mid, control1: p123, control2: p23, end: end, isLine: false))
    }

    func append(to path: inout Path) {
        if isLine { path.addLine(to: end) } else { path.addCurve(to: end, control1: control1, control2: control2) }
    }
}
