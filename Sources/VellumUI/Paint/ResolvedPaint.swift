import Foundation
import VellumCore


/// One colour stop of a resolved gradient.
package struct ResolvedStop: Hashable, Sendable {
    package var color: RGBA
    package var location: Double

    package init(color: RGBA, location: Double) {
        self.color = color
        self.location = location
    }
}

/// A paint with its colours resolved for an environment; gradient geometry is still relative
/// to the bounds of what it fills.
package enum ResolvedPaint: Hashable, Sendable {
    case color(RGBA)
    case linearGradient([ResolvedStop], start: UnitPoint, end: UnitPoint)
    case radialGradient([ResolvedStop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    case ellipticalGradient([ResolvedStop], center: UnitPoint, startFraction: CGFloat, endFraction: CGFloat)
    case angularGradient([ResolvedStop], center: UnitPoint, startAngle: Angle, endAngle: Angle)

    /// The paint with its opacity multiplied by `factor`.
    package func multiplyingAlpha(_ factor: Double) -> ResolvedPaint {
        func fade(_ stops: [ResolvedStop]) -> [ResolvedStop] {
            stops.map { ResolvedStop(color: $0.color.multiplyingAlpha(factor), location: $0.location) }
        }
        switch self {
        case let .color(c): return .color(c.multiplyingAlpha(factor))
        case let .linearGradient(s, a, b): return .linearGradient(fade(s), start: a, end: b)
        case let .radialGradient(s, c, r0, r1): return .radialGradient(fade(s), center: c, startRadius: r0, endRadius: r1)
        case let .ellipticalGradient(s, c, f0, f1): return .ellipticalGradient(fade(s), center: c, startFraction: f0, endFraction: f1)
        case let .angularGradient(s, c, a0, a1): return .angularGradient(fade(s), center: c, startAngle: a0, endAngle: a1)
        }
    }
}
