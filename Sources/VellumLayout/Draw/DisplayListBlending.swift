import Foundation
import VellumCore
import VellumUI

// Animation mixes frames: a value drawn at time t is `base + (to − from) · progress`, where
// `from` and `to` are the frames before and after an animated change and `base` the frame the
// earlier animations have produced (equal to `from` when only one animation runs). Numbers
// move; what cannot move (a text that changed, a view that appeared) crossfades.

/// `base + (to − from) · p` for one number.
package func blend(_ base: CGFloat, _ from: CGFloat, _ to: CGFloat, _ p: Double) -> CGFloat {
    from == to ? base : base + (to - from) * CGFloat(p)
}

package func blend(_ base: CGPoint, _ from: CGPoint, _ to: CGPoint, _ p: Double) -> CGPoint {
    CGPoint(x: blend(base.x, from.x, to.x, p), y: blend(base.y, from.y, to.y, p))
}

package func blend(_ base: CGSize, _ from: CGSize, _ to: CGSize, _ p: Double) -> CGSize {
    CGSize(width: blend(base.width, from.width, to.width, p), height: blend(base.height, from.height, to.height, p))
}

package func blend(_ base: CGRect, _ from: CGRect, _ to: CGRect, _ p: Double) -> CGRect {
    CGRect(origin: blend(base.origin, from.origin, to.origin, p), size: blend(base.size, from.size, to.size, p))
}

/// The animation of a change being blended and the time of the frame: views with a
/// `transaction(_:)` move along the animation it makes of the change's.
package struct BlendTiming {
    /// The change's animation; `nil` for changes made at once.
    package let animation: Animation?
    package let time: Double

    package init(animation: Animation?, time: Double) {
        self.animation = animation
        self.time = time
    }
}

extension DisplayList {
    /// This list moved by the change from `from` to `to`, `progress` of the way.
    package func blended(from: DisplayList, to: DisplayList, progress: Double, timing: BlendTiming? = nil) -> DisplayList {
        DisplayList(items: blendItems(items, from.items, to.items, progress, timing), size: blend(size, from.size, to.size, progress))
    }
}

extension LayoutNode {
    /// This tree's frames moved by the change from `from` to `to`; where the trees differ in
    /// shape, the later one's boxes are shown once past half way.
    package func blended(from: LayoutNode, to: LayoutNode, progress: Double) -> LayoutNode {
        guard name == from.name, from.name == to.name, children.count == from.children.count, from.children.count == to.children.count else {
            return progress < 0.5 ? self : to
        }
        let kids = children.indices.map { children[$0].blended(from: from.children[$0], to: to.children[$0], progress: progress) }
        return LayoutNode(name: name, frame: blend(frame, from.frame, to.frame, progress), children: kids)
    }
}

/// The identity of an item among its siblings: its view's key and which of that view's items
/// it is.
private func identities(_ items: [DisplayItem]) -> [Int: [Int]] {
    var positions: [Int: [Int]] = [:]
    for (index, item) in items.enumerated() { positions[item.key, default: []].append(index) }
    return positions
}

private func sameShape(_ a: [DisplayItem], _ b: [DisplayItem]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.kindIndex == $1.kindIndex }
}

/// `items` with the runs that `other` wraps in an opacity or transform group wrapped alike,
/// in a group that changes nothing (opacity 1, the identity): a view whose effect was at its
/// neutral value, and so drawn bare, can then move to the effect's new value. Groups inside
/// such a group are matched first, so effects nested in one another (a scale inside an
/// opacity) move from rest together.
private func wrappedLike(_ items: [DisplayItem], _ other: [DisplayItem]) -> [DisplayItem] {
    let keys = Set(items.map(\.key))
    var result = items
    for case let .group(group) in other where !keys.contains(group.key) && !group.items.isEmpty {
        let neutral: Effect
        switch group.effect {
        case .opacity: neutral = .opacity(1)
        case .transform: neutral = .transform(.identity)
        default: continue
        }
        // A scale or rotation at rest: no scale, no turn, about the same pivot.
        let motion = group.motion.map { TransformMotion(pivot: $0.pivot) }
        result = wrappedLike(result, group.items)
        let inner = group.items.map(\.key)
        guard let start = result.indices.first(where: { result[$0].key == inner[0] }), start + inner.count <= result.count,
              zip(result[start..<(start + inner.count)], inner).allSatisfy({ $0.key == $1 }) else { continue }
        let run = Array(result[start..<(start + inner.count)])
        result.replaceSubrange(start..<(start + inner.count), with: [.group(GroupDrawing(key: group.key, effect: neutral, items: run, motion: motion))])
    }
    return result
}

private func blendItems(_ base: [DisplayItem], _ from: [DisplayItem], _ to: [DisplayItem], _ p: Double, _ timing: BlendTiming?) -> [DisplayItem] {
    if !(sameShape(base, from) && sameShape(from, to)) {
        let from2 = wrappedLike(from, to), to2 = wrappedLike(to, from)
        let base2 = wrappedLike(wrappedLike(base, to), from)
        if sameShape(base2, from2), sameShape(from2, to2) {
            return base2.indices.map { blendItem(base2[$0], from2[$0], to2[$0], p, timing) }
        }
    }
    if sameShape(base, from), sameShape(from, to) {
        return base.indices.map { blendItem(base[$0], from[$0], to[$0], p, timing) }
    }
    // Views appeared or disappeared: match the rest by identity, fade the others.
    let fromPositions = identities(from), basePositions = identities(base)
    var used: [Int: Int] = [:]
    var result: [DisplayItem] = []
    var matchedFrom = Set<Int>()
    for item in to {
        let occurrence = used[item.key, default: 0]
        used[item.key] = occurrence + 1
        if let fromIndex = fromPositions[item.key]?[safe: occurrence], let baseIndex = basePositions[item.key]?[safe: occurrence],
           from[fromIndex].kindIndex == item.kindIndex, base[baseIndex].kindIndex == item.kindIndex {
            matchedFrom.insert(fromIndex)
            result.append(blendItem(base[baseIndex], from[fromIndex], item, p, timing))
        } else if p > 0 {
            result.append(faded(item, p))
        }
    }
    for (index, item) in from.enumerated() where !matchedFrom.contains(index) && p < 1 {
        result.append(faded(item, 1 - p))
    }
    return result
}

private func faded(_ item: DisplayItem, _ opacity: Double) -> DisplayItem {
    opacity >= 1 ? item : .group(GroupDrawing(key: item.key, effect: .opacity(opacity), items: [item]))
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

extension DisplayItem {
    /// Which case the item is, so that only like items are blended.
    fileprivate var kindIndex: Int {
        switch self {
        case .shape: 0
        case .text: 1
        case .image: 2
        case let .group(g):
            switch g.effect {
            case .opacity: 3
            case .clip: 4
            case .shadow: 5
            case .transform: 6
            case .mask: 7
            case .blend: 8
            case .blur: 9
            case .composite: 10
            case .retimed: 11
            }
        }
    }
}

private func blendItem(_ base: DisplayItem, _ from: DisplayItem, _ to: DisplayItem, _ p: Double, _ timing: BlendTiming?) -> DisplayItem {
    switch (base, from, to) {
    case let (.shape(b), .shape(f), .shape(t)):
        var result = b
        result.path = blendPath(b.path, f.path, t.path, p)
        result.paint = blendPaint(b.paint, f.paint, t.paint, p)
        result.paintBounds = blend(b.paintBounds, f.paintBounds, t.paintBounds, p)
        if let bs = b.stroke, let fs = f.stroke, let ts = t.stroke {
            var stroke = bs
            stroke.lineWidth = max(blend(bs.lineWidth, fs.lineWidth, ts.lineWidth, p), 0)
            stroke.dashPhase = blend(bs.dashPhase, fs.dashPhase, ts.dashPhase, p)
            result.stroke = stroke
        }
        return .shape(result)
    case let (.text(b), .text(f), .text(t)):
        guard f.text == t.text, b.text == f.text else {
            // Different characters cannot move into each other: crossfade.
            var appearing = t
            appearing.frame = blend(b.frame, f.frame, t.frame, p)
            var leaving = b
            leaving.frame = appearing.frame
            return .group(GroupDrawing(key: b.key, effect: .opacity(1), items: [faded(.text(leaving), 1 - p), faded(.text(appearing), p)]))
        }
        var result = b
        result.frame = blend(b.frame, f.frame, t.frame, p)
        result.paint = blendPaint(b.paint, f.paint, t.paint, p)
        return .text(result)
    case let (.image(b), .image(f), .image(t)):
        var result = b
        result.frame = blend(b.frame, f.frame, t.frame, p)
        return .image(result)
    case let (.group(b), .group(f), .group(t)):
        var result = b
        if case let .retimed(retiming) = b.effect, let timing {
            // What the view draws moves along the animation its transaction makes of the change's.
            result.items = blendItems(b.items, f.items, t.items, retiming.progress(of: timing.animation, at: timing.time), timing)
            return .group(result)
        }
        result.items = blendItems(b.items, f.items, t.items, p, timing)
        switch (b.effect, f.effect, t.effect) {
        case let (.opacity(x), .opacity(y), .opacity(z)):
            result.effect = .opacity(min(max(Double(blend(x, y, z, p)), 0), 1))
        case let (.clip(x, style), .clip(y, _), .clip(z, _)):
            result.effect = .clip(blendPath(x, y, z, p), style)
        case let (.shadow(c1, r1, o1), .shadow(c2, r2, o2), .shadow(c3, r3, o3)):
            result.effect = .shadow(color: blendColor(c1, c2, c3, p), radius: max(blend(r1, r2, r3, p), 0), offset: blend(o1, o2, o3, p))
        case let (.transform(x), .transform(y), .transform(z)):
            if let mb = b.motion, let mf = f.motion, let mt = t.motion {
                // Scale and angle move; the pivot stays put (or moves with the view).
                let motion = TransformMotion(pivot: blend(mb.pivot, mf.pivot, mt.pivot, p), scale: blend(mb.scale, mf.scale, mt.scale, p),
                                             angle: Double(blend(CGFloat(mb.angle), CGFloat(mf.angle), CGFloat(mt.angle), p)))
                result.motion = motion
                result.effect = .transform(motion.transform)
            } else {
                result.motion = nil
                result.effect = .transform(CGAffineTransform(a: blend(x.a, y.a, z.a, p), b: blend(x.b, y.b, z.b, p), c: blend(x.c, y.c, z.c, p),
                                                             d: blend(x.d, y.d, z.d, p), tx: blend(x.tx, y.tx, z.tx, p), ty: blend(x.ty, y.ty, z.ty, p)))
            }
        case let (.mask(x), .mask(y), .mask(z)):
            result.effect = .mask(blendItems(x, y, z, p, timing))
        case let (.blur(x, opaque), .blur(y, _), .blur(z, _)):
            result.effect = .blur(radius: max(blend(x, y, z, p), 0), opaque: opaque)
        case (.blend, .blend, .blend), (.composite, .composite, .composite):
            break
        default:
            result = p < 0.5 ? b : t
        }
        return .group(result)
    default:
        return p < 0.5 ? base : to
    }
}

private func blendPath(_ base: Path, _ from: Path, _ to: Path, _ p: Double) -> Path {
    let (baseElements, fromElements, toElements) = (base.elements, from.elements, to.elements)
    guard baseElements.count == fromElements.count, fromElements.count == toElements.count else { return p < 0.5 ? base : to }
    var elements: [Path.Element] = []
    for index in baseElements.indices {
        switch (baseElements[index], fromElements[index], toElements[index]) {
        case let (.move(a), .move(b), .move(c)): elements.append(.move(to: blend(a, b, c, p)))
        case let (.line(a), .line(b), .line(c)): elements.append(.line(to: blend(a, b, c, p)))
        case let (.quadCurve(a, ac), .quadCurve(b, bc), .quadCurve(c, cc)):
            elements.append(.quadCurve(to: blend(a, b, c, p), control: blend(ac, bc, cc, p)))
        case let (.curve(a, a1, a2), .curve(b, b1, b2), .curve(c, c1, c2)):
            elements.append(.curve(to: blend(a, b, c, p), control1: blend(a1, b1, c1, p), control2: blend(a2, b2, c2, p)))
        case (.closeSubpath, .closeSubpath, .closeSubpath): elements.append(.closeSubpath)
        default: return p < 0.5 ? base : to
        }
    }
    return Path(elements: elements)
}

private func blendColor(_ base: RGBA, _ from: RGBA, _ to: RGBA, _ p: Double) -> RGBA {
    func mix(_ a: Double, _ b: Double, _ c: Double) -> Double { b == c ? a : a + (c - b) * p }
    return RGBA(mix(base.red, from.red, to.red), mix(base.green, from.green, to.green), mix(base.blue, from.blue, to.blue), mix(base.alpha, from.alpha, to.alpha))
}

private func blendStops(_ base: [ResolvedStop], _ from: [ResolvedStop], _ to: [ResolvedStop], _ p: Double) -> [ResolvedStop]? {
    guard base.count == from.count, from.count == to.count else { return nil }
    return base.indices.map {
        ResolvedStop(color: blendColor(base[$0].color, from[$0].color, to[$0].color, p),
                     location: Double(blend(CGFloat(base[$0].location), CGFloat(from[$0].location), CGFloat(to[$0].location), p)))
    }
}

private func blendUnit(_ base: UnitPoint, _ from: UnitPoint, _ to: UnitPoint, _ p: Double) -> UnitPoint {
    UnitPoint(x: blend(base.x, from.x, to.x, p), y: blend(base.y, from.y, to.y, p))
}

private func blendPaint(_ base: ResolvedPaint, _ from: ResolvedPaint, _ to: ResolvedPaint, _ p: Double) -> ResolvedPaint {
    switch (base, from, to) {
    case let (.color(a), .color(b), .color(c)):
        return .color(blendColor(a, b, c, p))
    case let (.linearGradient(a, a0, a1), .linearGradient(b, b0, b1), .linearGradient(c, c0, c1)):
        guard let stops = blendStops(a, b, c, p) else { break }
        return .linearGradient(stops, start: blendUnit(a0, b0, c0, p), end: blendUnit(a1, b1, c1, p))
    case let (.radialGradient(a, ac, ar0, ar1), .radialGradient(b, bc, br0, br1), .radialGradient(c, cc, cr0, cr1)):
        guard let stops = blendStops(a, b, c, p) else { break }
        return .radialGradient(stops, center: blendUnit(ac, bc, cc, p), startRadius: blend(ar0, br0, cr0, p), endRadius: blend(ar1, br1, cr1, p))
    default:
        break
    }
    return p < 0.5 ? base : to
}
