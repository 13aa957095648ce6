import Foundation
import Vellum

/// A small, fast pseudo-random generator (SplitMix64): the same seed gives the same numbers on
/// every machine, which `SystemRandomNumberGenerator` does not.
package struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    package init(seed: UInt64) {
        state = seed
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A random view tree (stacks, frames, padding, shapes, gradients, shadows, text) and what its
/// layout must satisfy, for the determinism, invariant and fuzz checks.
package indirect enum RandomView: CustomStringConvertible, Sendable {
    case color(Double, Double, Double, Double)
    case shape(kind: Int, fill: Int, stroke: Double?)
    case text(String, size: Double, weight: Int)
    case stack(axis: Axis, spacing: Double, alignment: Int, children: [RandomView])
    case zstack(children: [RandomView])
    case frame(width: Double, height: Double, alignment: Int, child: RandomView)
    case flexibleFrame(maxWidth: Double?, minHeight: Double?, child: RandomView)
    case padding(Double, child: RandomView)
    case shadow(radius: Double, x: Double, y: Double, child: RandomView)
    case opacity(Double, child: RandomView)
    case rounded(radius: Double, child: RandomView)

    /// A tree of at most `depth` levels.
    package static func make(depth: Int, using random: inout SeededGenerator) -> RandomView {
        if depth <= 0 || Int.random(in: 0..<10, using: &random) < 2 { return leaf(using: &random) }
        switch Int.random(in: 0..<8, using: &random) {
        case 0, 1:
            let count = Int.random(in: 1...4, using: &random)
            return .stack(axis: Bool.random(using: &random) ? .horizontal : .vertical, spacing: Double(Int.random(in: 0...12, using: &random)),
                          alignment: Int.random(in: 0..<3, using: &random),
                          children: (0..<count).map { _ in make(depth: depth - 1, using: &random) })
        case 2:
            return .zstack(children: (0..<Int.random(in: 1...3, using: &random)).map { _ in make(depth: depth - 1, using: &random) })
        case 3:
            return .frame(width: Double(Int.random(in: 4...120, using: &random)), height: Double(Int.random(in: 4...80, using: &random)),
                          alignment: Int.random(in: 0..<9, using: &random), child: make(depth: depth - 1, using: &random))
        case 4:
            return .flexibleFrame(maxWidth: Bool.random(using: &random) ? .infinity : Double(Int.random(in: 20...200, using: &random)),
                                  minHeight: Bool.random(using: &random) ? Double(Int.random(in: 4...40, using: &random)) : nil,
                                  child: make(depth: depth - 1, using: &random))
        case 5:
            return .padding(Double(Int.random(in: 0...16, using: &random)), child: make(depth: depth - 1, using: &random))
        case 6:
            let inner = make(depth: depth - 1, using: &random)
            return Bool.random(using: &random)
                ? .shadow(radius: Double(Int.random(in: 0...8, using: &random)), x: Double(Int.random(in: -3...3, using: &random)),
                          y: Double(Int.random(in: 0...4, using: &random)), child: inner)
                : .opacity(Double(Int.random(in: 2...10, using: &random)) / 10, child: inner)
        default:
            return .rounded(radius: Double(Int.random(in: 0...16, using: &random)), child: make(depth: depth - 1, using: &random))
        }
    }

    /// A tree like `make`'s whose numbers are sometimes hostile: NaN, infinities, negatives,
    /// zero, huge. Rendering it must give a picture or a `VellumError`, never a crash or a hang.
    package static func makeHostile(depth: Int, using random: inout SeededGenerator) -> RandomView {
        let tree = make(depth: depth, using: &random)
        return tree.poisoned(using: &random)
    }

    private static let hostile: [Double] = [.nan, .infinity, -.infinity, -1, 0, 1e-9, 1e9, 16_385, .greatestFiniteMagnitude]

    private static func poison(_ value: Double, using random: inout SeededGenerator) -> Double {
        Int.random(in: 0..<4, using: &random) == 0 ? hostile[Int.random(in: 0..<hostile.count, using: &random)] : value
    }

    private func poisoned(using random: inout SeededGenerator) -> RandomView {
        func p(_ value: Double) -> Double { Self.poison(value, using: &random) }
        switch self {
        case let .color(r, g, b, a): return .color(p(r), g, b, p(a))
        case let .shape(kind, fill, stroke): return .shape(kind: kind, fill: fill, stroke: stroke.map { p($0) })
        case let .text(string, size, weight): return .text(string, size: p(size), weight: weight)
        case let .stack(axis, spacing, alignment, children):
            return .stack(axis: axis, spacing: p(spacing), alignment: alignment, children: children.map { $0.poisoned(using: &random) })
        case let .zstack(children): return .zstack(children: children.map { $0.poisoned(using: &random) })
        case let .frame(width, height, alignment, child): return .frame(width: p(width), height: p(height), alignment: alignment, child: child.poisoned(using: &random))
        case let .flexibleFrame(maxWidth, minHeight, child):
            return .flexibleFrame(maxWidth: maxWidth.map { p($0) }, minHeight: minHeight.map { p($0) }, child: child.poisoned(using: &random))
        case let .padding(amount, child): return .padding(p(amount), child: child.poisoned(using: &random))
        case let .shadow(radius, x, y, child): return .shadow(radius: p(radius), x: p(x), y: p(y), child: child.poisoned(using: &random))
        case let .opacity(value, child): return .opacity(p(value), child: child.poisoned(using: &random))
        case let .rounded(radius, child): return .rounded(radius: p(radius), child: child.poisoned(using: &random))
        }
    }

    private static let words = ["Hello", "Weekly report", "Ünïcödé", "مرحبا", "東京", "👍🏽", "a\u{301}b\u{302}", "Lorem ipsum dolor sit amet"]

    private static func leaf(using random: inout SeededGenerator) -> RandomView {
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
            return .color(Double.random(in: 0...1, using: &random), Double.random(in: 0...1, using: &random),
                          Double.random(in: 0...1, using: &random), Double(Int.random(in: 3...10, using: &random)) / 10)
        case 1:
            return .shape(kind: Int.random(in: 0..<4, using: &random), fill: Int.random(in: 0..<3, using: &random),
                          stroke: Bool.random(using: &random) ? Double(Int.random(in: 1...4, using: &random)) : nil)
        default:
            return .text(words[Int.random(in: 0..<words.count, using: &random)], size: Double(Int.random(in: 9...28, using: &random)),
                         weight: Int.random(in: 0..<3, using: &random))
        }
    }

    /// The tree as a view.
    package var view: AnyView {
        switch self {
        case let .color(r, g, b, a):
            return AnyView(Color(red: r, green: g, blue: b).opacity(a))
        case let .shape(kind, fill, stroke):
            let paint: AnyShapeStyle = switch fill {
            case 0: AnyShapeStyle(Color.blue)
            case 1: AnyShapeStyle(LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom))
            default: AnyShapeStyle(RadialGradient(colors: [.yellow, .purple], center: .center, startRadius: 0, endRadius: 30))
            }
            let shape: AnyShape = switch kind {
            case 0: AnyShape(Rectangle())
            case 1: AnyShape(RoundedRectangle(cornerRadius: 8))
            case 2: AnyShape(Capsule())
            default: AnyShape(Circle())
            }
            if let stroke { return AnyView(shape.stroke(paint, lineWidth: stroke)) }
            return AnyView(shape.fill(paint))
        case let .text(string, size, weight):
            let weights: [Font.Weight] = [.regular, .semibold, .bold]
            return AnyView(Text(string).font(.system(size: size, weight: weights[weight])))
        case let .stack(axis, spacing, alignment, children):
            if axis == .horizontal {
                let alignments: [VerticalAlignment] = [.top, .center, .bottom]
                return AnyView(HStack(alignment: alignments[alignment], spacing: spacing) {
                    ForEach(children.indices, id: \.self) { children[$0].view }
                })
            }
            let alignments: [HorizontalAlignment] = [.leading, .center, .trailing]
            return AnyView(VStack(alignment: alignments[alignment], spacing: spacing) {
                ForEach(children.indices, id: \.self) { children[$0].view }
            })
        case let .zstack(children):
            return AnyView(ZStack { ForEach(children.indices, id: \.self) { children[$0].view } })
        case let .frame(width, height, alignment, child):
            return AnyView(child.view.frame(width: width, height: height, alignment: Self.alignments[alignment]))
        case let .flexibleFrame(maxWidth, minHeight, child):
            return AnyView(child.view.frame(maxWidth: maxWidth.map { CGFloat($0) }, minHeight: minHeight.map { CGFloat($0) }))
        case let .padding(amount, child):
            return AnyView(child.view.padding(amount))
        case let .shadow(radius, x, y, child):
            return AnyView(child.view.shadow(color: .black.opacity(0.3), radius: radius, x: x, y: y))
        case let .opacity(value, child):
            return AnyView(child.view.opacity(value))
        case let .rounded(radius, child):
            return AnyView(child.view.background(Color.gray.opacity(0.2)).clipShape(RoundedRectangle(cornerRadius: radius)))
        }
    }

    package static let alignments: [Alignment] = [.topLeading, .top, .topTrailing, .leading, .center, .trailing, .bottomLeading, .bottom, .bottomTrailing]

    package var description: String {
        switch self {
        case let .color(r, g, b, a): "color(\(r), \(g), \(b), \(a))"
        case let .shape(kind, fill, stroke): "shape(\(kind), fill \(fill), stroke \(stroke.map { "\($0)" } ?? "none"))"
        case let .text(string, size, weight): "text(\(string.debugDescription), \(size), weight \(weight))"
        case let .stack(axis, spacing, alignment, children):
            "\(axis == .horizontal ? "H" : "V")Stack(spacing \(spacing), alignment \(alignment)) { \(children.map(\.description).joined(separator: "; ")) }"
        case let .zstack(children): "ZStack { \(children.map(\.description).joined(separator: "; ")) }"
        case let .frame(width, height, alignment, child): "\(child).frame(\(width)×\(height), alignment \(alignment))"
        case let .flexibleFrame(maxWidth, minHeight, child): "\(child).frame(minHeight \(minHeight.map { "\($0)" } ?? "nil"), maxWidth \(maxWidth.map { "\($0)" } ?? "nil"))"
        case let .padding(amount, child): "\(child).padding(\(amount))"
        case let .shadow(radius, x, y, child): "\(child).shadow(\(radius), \(x), \(y))"
        case let .opacity(value, child): "\(child).opacity(\(value))"
        case let .rounded(radius, child): "\(child).rounded(\(radius))"
        }
    }
}
