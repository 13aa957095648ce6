import Foundation
import VellumCore

extension Path {
    /// The path an SVG `d` attribute describes (SVG 1.1 path data: M, L, H, V, C, S, Q, T, A
    /// and Z, absolute and relative), in the SVG's own units. Throws, naming the place in the
    /// data, when it is not path data.
    package init(svgPathData data: String) throws {
        var parser = SVGPathParser(Array(data.utf8))
        self = try parser.parse()
    }
}

/// Reads SVG path data command by command, keeping the current point, the subpath's start and
/// the last control point (for the smooth curves S and T).
private struct SVGPathParser {
    private let bytes: [UInt8]
    private var index = 0
    private var path = Path()
    private var current = CGPoint.zero
    private var start = CGPoint.zero
    private var lastControl: CGPoint?
    private var lastCommand: UInt8 = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func parse() throws -> Path {
        // The longest path data anything draws is far shorter: a bound keeps a hostile file from
        // taking the memory of its numbers' points.
        guard bytes.count <= 1 << 20 else { throw failure("is longer than a megabyte") }
        skipSeparators()
        guard let first = peekCommand(), first == UInt8(ascii: "M") || first == UInt8(ascii: "m") || index == bytes.count else {
            throw failure("does not begin with a moveto (M)")
        }
        var command: UInt8?
        while index < bytes.count {
            if let letter = peekCommand() {
                command = letter
                index += 1
            } else if command == nil {
                throw failure("does not begin with a command (M)")
            }
            let letter = command!
            try apply(letter)
            // After a moveto, further coordinate pairs are lineto's.
            if letter == UInt8(ascii: "M") { command = UInt8(ascii: "L") }
            if letter == UInt8(ascii: "m") { command = UInt8(ascii: "l") }
            if letter == UInt8(ascii: "Z") || letter == UInt8(ascii: "z") { command = nil }
            skipSeparators()
        }
        return path
    }

    private mutating func apply(_ letter: UInt8) throws {
        let relative = letter >= UInt8(ascii: "a")
        let origin = relative ? current : .zero
        func point() throws -> CGPoint {
            let x = try number(), y = try number()
            return CGPoint(x: origin.x + x, y: origin.y + y)
        }
        let upper = relative ? letter - 32 : letter
        switch upper {
        case UInt8(ascii: "M"):
            let p = try point()
            path.move(to: p)
            current = p
            start = p
            lastControl = nil
        case UInt8(ascii: "L"):
            let p = try point()
            path.addLine(to: p)
            current = p
            lastControl = nil
        case UInt8(ascii: "H"):
            let x = try number()
            current = CGPoint(x: relative ? current.x + x : x, y: current.y)
            path.addLine(to: current)
            lastControl = nil
        case UInt8(ascii: "V"):
            let y = try number()
            current = CGPoint(x: current.x, y: relative ? current.y + y : y)
            path.addLine(to: current)
            lastControl = nil
        case UInt8(ascii: "C"):
            let c1 = try point(), c2 = try point(), p = try point()
            path.addCurve(to: p, control1: c1, control2: c2)
            current = p
            lastControl = c2
        case UInt8(ascii: "S"):
            let c1 = reflected(after: [UInt8(ascii: "C"), UInt8(ascii: "S")])
            let c2 = try point(), p = try point()
            path.addCurve(to: p, control1: c1, control2: c2)
            current = p
            lastControl = c2
        case UInt8(ascii: "Q"):
            let c = try point(), p = try point()
            path.addQuadCurve(to: p, control: c)
            current = p
            lastControl = c
        case UInt8(ascii: "T"):
            let c = reflected(after: [UInt8(ascii: "Q"), UInt8(ascii: "T")])
            let p = try point()
            path.addQuadCurve(to: p, control: c)
            current = p
            lastControl = c
        case UInt8(ascii: "A"):
            let rx = abs(try number()), ry = abs(try number()), rotation = try number()
            let large = try flag(), sweep = try flag()
            let p = try point()
            arc(to: p, rx: rx, ry: ry, rotation: rotation * .pi / 180, large: large, sweep: sweep)
            current = p
            lastControl = nil
        case UInt8(ascii: "Z"):
            path.closeSubpath()
            current = start
            lastControl = nil
        default:
            throw failure("has an unknown command \(Character(UnicodeScalar(letter)))")
        }
        lastCommand = upper
    }

    /// The first control point of a smooth curve: the last one reflected through the current
    /// point when the command before was one of `kinds`, else the current point.
    private func reflected(after kinds: [UInt8]) -> CGPoint {
        guard kinds.contains(lastCommand), let lastControl else { return current }
        return CGPoint(x: 2 * current.x - lastControl.x, y: 2 * current.y - lastControl.y)
    }

    /// An elliptical arc from the current point to `end` (SVG's endpoint form, converted to
    /// its centre form as the SVG specification's appendix F.6 does), as cubic curves.
    private mutating func arc(to end: CGPoint, rx rxIn: CGFloat, ry ryIn: CGFloat, rotation: CGFloat, large: Bool, sweep: Bool) {
        let begin = current
        guard begin != end else { return }
        guard rxIn > 0, ryIn > 0 else {
            path.addLine(to: end)
            return
        }
        let cosφ = cos(rotation), sinφ = sin(rotation)
        let dx = (begin.x - end.x) / 2, dy = (begin.y - end.y) / 2
        let x1 = cosφ * dx + sinφ * dy, y1 = -sinφ * dx + cosφ * dy
        var rx = rxIn, ry = ryIn
        let scale = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if scale > 1 {
            rx *= scale.squareRoot()
            ry *= scale.squareRoot()
        }
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var factor = denominator > 0 ? (max(numerator, 0) / denominator).squareRoot() : 0
        if large == sweep { factor = -factor }
        let cx1 = factor * rx * y1 / ry, cy1 = -factor * ry * x1 / rx
        let center = CGPoint(x: cosφ * cx1 - sinφ * cy1 + (begin.x + end.x) / 2, y: sinφ * cx1 + cosφ * cy1 + (begin.y + end.y) / 2)
        func angle(_ ux: CGFloat, _ uy: CGFloat, _ vx: CGFloat, _ vy: CGFloat) -> CGFloat {
            atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        }
        let θ1 = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry)
        var Δθ = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry)
        if !sweep, Δθ > 0 { Δθ -= 2 * .pi }
        if sweep, Δθ < 0 { Δθ += 2 * .pi }
        // At most a quarter turn a curve.
        let segments = max(1, Int((abs(Δθ) / (.pi / 2)).rounded(.up)))
        let step = Δθ / CGFloat(segments)
        let k = 4 / 3 * tan(step / 4)
        func on(_ θ: CGFloat) -> CGPoint {
            CGPoint(x: center.x + rx * cos(θ) * cosφ - ry * sin(θ) * sinφ, y: center.y + rx * cos(θ) * sinφ + ry * sin(θ) * cosφ)
        }
        func derivative(_ θ: CGFloat) -> CGPoint {
            CGPoint(x: -rx * sin(θ) * cosφ - ry * cos(θ) * sinφ, y: -rx * sin(θ) * sinφ + ry * cos(θ) * cosφ)
        }
        var θ = θ1
        for segment in 0..<segments {
            let next = θ + step
            let p0 = on(θ), d0 = derivative(θ), d1 = derivative(next)
            let p1 = segment == segments - 1 ? end : on(next)
            path.addCurve(to: p1, control1: CGPoint(x: p0.x + k * d0.x, y: p0.y + k * d0.y),
                          control2: CGPoint(x: p1.x - k * d1.x, y: p1.y - k * d1.y))
            θ = next
        }
    }

    // MARK: Tokens

    private func isSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: ",") || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }

    private mutating func skipSeparators() {
        while index < bytes.count, isSeparator(bytes[index]) { index += 1 }
    }

    private func peekCommand() -> UInt8? {
        guard index < bytes.count else { return nil }
        let byte = bytes[index]
        // Every command letter but e/E, which only appears inside a number.
        let isLetter = (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
        return isLetter && byte != UInt8(ascii: "e") && byte != UInt8(ascii: "E") ? byte : nil
    }

    /// An arc's flag: one character, 0 or 1, which the number after may follow with no space.
    private mutating func flag() throws -> Bool {
        skipSeparators()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "0") || bytes[index] == UInt8(ascii: "1") else {
            throw failure("has an arc flag that is not 0 or 1")
        }
        defer { index += 1 }
        return bytes[index] == UInt8(ascii: "1")
    }

    /// A number: sign, digits, one point, exponent; a second point or sign starts the next.
    private mutating func number() throws -> CGFloat {
        skipSeparators()
        let begin = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        var digits = 0, sawPoint = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                digits += 1
            } else if byte == UInt8(ascii: "."), !sawPoint {
                sawPoint = true
            } else {
                break
            }
            index += 1
        }
        guard digits > 0 else { throw failure("has no number where one is needed") }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            var look = index + 1
            if look < bytes.count, bytes[look] == UInt8(ascii: "-") || bytes[look] == UInt8(ascii: "+") { look += 1 }
            if look < bytes.count, bytes[look] >= UInt8(ascii: "0") && bytes[look] <= UInt8(ascii: "9") {
                index = look
                while index < bytes.count, bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9") { index += 1 }
            }
        }
        guard let value = Double(String(decoding: bytes[begin..<index], as: UTF8.self)), value.isFinite, abs(value) < 1e9 else {
            throw failure("has a number out of range")
        }
        return CGFloat(value)
    }

    private func failure(_ what: String) -> VellumError {
        VellumError(.invalidValue, "SVG path data \(what) (at character \(index + 1))")
    }
}

extension Path {
    /// The path cut at each move: its subpaths, in order.
    package var subpaths: [Path] {
        var parts: [[Element]] = []
        forEach { element in
            if case .move = element { parts.append([]) }
            if parts.isEmpty { parts.append([]) }
            parts[parts.count - 1].append(element)
        }
        return parts.filter { !$0.isEmpty }.map { Path(elements: $0) }
    }
}

extension Path {
    /// Whether `point` is inside the path by the even-odd rule, its curves followed closely
    /// enough to tell a hole from the outline around it.
    package func encloses(_ point: CGPoint) -> Bool {
        var inside = false
        var start = CGPoint.zero, current = CGPoint.zero
        func edge(to next: CGPoint) {
            if (current.y > point.y) != (next.y > point.y) {
                let x = current.x + (point.y - current.y) * (next.x - current.x) / (next.y - current.y)
                if x > point.x { inside.toggle() }
            }
            current = next
        }
        func curve(_ c1: CGPoint, _ c2: CGPoint, _ end: CGPoint) {
            let p0 = current
            for step in 1...8 {
                let t = CGFloat(step) / 8, u = 1 - t
                let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                edge(to: CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * end.x, y: a * p0.y + b * c1.y + c * c2.y + d * end.y))
            }
        }
        forEach { element in
            switch element {
            case let .move(to: p):
                edge(to: start)
                start = p
                current = p
            case let .line(to: p): edge(to: p)
            case let .quadCurve(to: p, control: c):
                curve(CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y)),
                      CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y)), p)
            case let .curve(to: p, control1: c1, control2: c2): curve(c1, c2, p)
            case .closeSubpath: edge(to: start)
            }
        }
        edge(to: start)
        return inside
    }

    /// Where the path starts.
    package var firstPoint: CGPoint? {
        var first: CGPoint?
        forEach { element in
            if first == nil, case let .move(to: p) = element { first = p }
        }
        return first
    }
}
