import Foundation
import VellumCore
import VellumUI

extension DisplayList {
    /// The list as text, one item per line, groups indented: what tests compare.
    package func dump() -> String {
        var lines = ["canvas \(formatPoints(size.width))×\(formatPoints(size.height))"]
        for item in items { item.dump(into: &lines, indent: 1) }
        return lines.joined(separator: "\n")
    }
}

extension DisplayItem {
    fileprivate func dump(into lines: inout [String], indent: Int) {
        let pad = String(repeating: "  ", count: indent)
        switch self {
        case let .shape(s):
            let verb = s.stroke.map { "stroke \(formatPoints($0.lineWidth))" } ?? (s.fillStyle.isEOFilled ? "fill eo" : "fill")
            lines.append("\(pad)\(verb) \(describe(s.path)) \(describe(s.paint))")
        case let .text(t):
            let fonts = Set(t.text.runs.map(\.font.description)).sorted().joined(separator: ", ")
            lines.append("\(pad)text \"\(t.text.string.prefix(40))\" [\(fonts)] \(describe(t.frame)) \(describe(t.paint))")
        case let .image(i):
            lines.append("\(pad)image \(i.image.name) \(i.image.width)×\(i.image.height) \(describe(i.frame))")
        case let .group(g):
            let effect: String
            switch g.effect {
            case let .opacity(o): effect = "opacity \(formatPoints(o))"
            case let .clip(path, _): effect = "clip \(describe(path))"
            case let .shadow(color, radius, offset): effect = "shadow \(color) r\(formatPoints(radius)) (\(formatPoints(offset.width)), \(formatPoints(offset.height)))"
            case let .transform(t): effect = "transform [\(formatPoints(t.a)) \(formatPoints(t.b)) \(formatPoints(t.c)) \(formatPoints(t.d)) \(formatPoints(t.tx)) \(formatPoints(t.ty))]"
            case let .blend(mode): effect = "blend \(mode)"
            case let .blur(radius, opaque): effect = "blur r\(formatPoints(radius))\(opaque ? " opaque" : "")"
            case .composite: effect = "composite"
            case .retimed: effect = "transaction"
            case let .mask(mask):
                effect = "mask"
                lines.append("\(pad)group \(effect) {")
                lines.append("\(pad)  mask {")
                for item in mask { item.dump(into: &lines, indent: indent + 2) }
                lines.append("\(pad)  }")
                for item in g.items { item.dump(into: &lines, indent: indent + 1) }
                lines.append("\(pad)}")
                return
            }
            lines.append("\(pad)group \(effect) {")
            for item in g.items { item.dump(into: &lines, indent: indent + 1) }
            lines.append("\(pad)}")
        }
    }
}

private func describe(_ rect: CGRect) -> String {
    "(\(formatPoints(rect.minX)), \(formatPoints(rect.minY)), \(formatPoints(rect.width)), \(formatPoints(rect.height)))"
}

private func describe(_ path: Path) -> String {
    let curves = path.elements.filter { if case .curve = $0 { true } else { false } }.count
    let shape = curves == 0 && path.elements.count == 5 ? "rect" : "path[\(path.elements.count)]"
    return "\(shape) \(describe(path.boundingRect))"
}

private func describe(_ paint: ResolvedPaint) -> String {
    func stops(_ s: [ResolvedStop]) -> String {
        s.map { "\($0.color)@\(formatPoints($0.location))" }.joined(separator: " ")
    }
    switch paint {
    case let .color(c): return c.description
    case let .linearGradient(s, a, b): return "linear(\(stops(s))) (\(formatPoints(a.x)),\(formatPoints(a.y)))→(\(formatPoints(b.x)),\(formatPoints(b.y)))"
    case let .radialGradient(s, c, r0, r1): return "radial(\(stops(s))) c(\(formatPoints(c.x)),\(formatPoints(c.y))) r\(formatPoints(r0))→\(formatPoints(r1))"
    case let .ellipticalGradient(s, c, f0, f1): return "elliptical(\(stops(s))) c(\(formatPoints(c.x)),\(formatPoints(c.y))) \(formatPoints(f0))→\(formatPoints(f1))"
    case let .angularGradient(s, c, a0, a1): return "angular(\(stops(s))) c(\(formatPoints(c.x)),\(formatPoints(c.y))) \(formatPoints(a0.degrees))°→\(formatPoints(a1.degrees))°"
    }
}
