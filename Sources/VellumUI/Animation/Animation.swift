import Foundation
import Synchronization

/// How a change moves over time: SwiftUI's `Animation`.
///
/// Vellum evaluates animations when it renders a view at `ImageRenderer.time`: each animated
/// value is drawn at `old + (new − old) · progress(time)`.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    package enum Curve: Hashable, Sendable {
        case bezier(Double, Double, Double, Double)
        /// A damped spring (unit mass) with the given response (period of the undamped
        /// oscillation) and damping fraction.
        case spring(response: Double, dampingFraction: Double)
    }

    package var curve: Curve
    package var baseDuration: Double
    package var delayTime: Double = 0
    package var speedFactor: Double = 1
    package var repeatCountValue: Int?
    package var repeatsForever = false
    package var autoreverses = true

    package init(curve: Curve, duration: Double) {
        self.curve = curve
        baseDuration = duration
    }

    // MARK: Timing curves

    /// Ease in and out over 0.35 s.
    public static let `default` = Animation.easeInOut

    public static let linear = Animation.linear(duration: 0.35)
    public static func linear(duration: Double) -> Animation { Animation(curve: .bezier(0, 0, 1, 1), duration: duration) }

    public static let easeIn = Animation.easeIn(duration: 0.35)
    public static func easeIn(duration: Double) -> Animation { Animation(curve: .bezier(0.42, 0, 1, 1), duration: duration) }

    public static let easeOut = Animation.easeOut(duration: 0.35)
    public static func easeOut(duration: Double) -> Animation { Animation(curve: .bezier(0, 0, 0.58, 1), duration: duration) }

    public static let easeInOut = Animation.easeInOut(duration: 0.35)
    public static func easeInOut(duration: Double) -> Animation { Animation(curve: .bezier(0.42, 0, 0.58, 1), duration: duration) }

    /// A cubic Bézier timing curve from (0, 0) to (1, 1) with the two control points given.
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35) -> Animation {
        Animation(curve: .bezier(c0x, c0y, c1x, c1y), duration: duration)
    }

    // MARK: Springs

    /// A spring with SwiftUI's defaults: response 0.5 s, damping fraction 0.825.
    public static var spring: Animation { .spring(response: 0.5, dampingFraction: 0.825) }

    /// A spring. `response` is the period of the undamped spring, `dampingFraction` 1 is
    /// critically damped, below 1 it bounces.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        let response = max(response, 0.001)
        let damping = max(dampingFraction, 0)
        return Animation(curve: .spring(response: response, dampingFraction: damping),
                         duration: Animation.settlingDuration(response: response, dampingFraction: damping))
    }

    /// A spring of perceptual `duration` and `bounce` (0 no bounce, toward 1 more).
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        spring(response: duration, dampingFraction: 1 - min(max(bounce, -1), 0.99))
    }

    /// A mass on a damped spring, in physical terms: the same motion as
    /// `spring(response:dampingFraction:)` with response 2π·√(mass / stiffness) and damping
    /// fraction damping / (2·√(stiffness · mass)). (It differs from `spring` only in how it
    /// takes over a running animation, which a render never shows.)
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double) -> Animation {
        let mass = max(mass, 1e-9), stiffness = max(stiffness, 1e-9)
        return spring(response: 2 * .pi * (mass / stiffness).squareRoot(), dampingFraction: damping / (2 * (stiffness * mass).squareRoot()))
    }

    /// A spring of perceptual `duration` and `bounce`, as `spring(duration:bounce:)`.
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: bounce)
    }

    public static var interactiveSpring: Animation { .interactiveSpring(response: 0.15) }
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    public static let smooth = Animation.spring(duration: 0.5, bounce: 0)
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { spring(duration: duration, bounce: extraBounce) }
    public static let snappy = Animation.spring(duration: 0.5, bounce: 0.15)
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { spring(duration: duration, bounce: 0.15 + extraBounce) }
    public static let bouncy = Animation.spring(duration: 0.5, bounce: 0.3)
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { spring(duration: duration, bounce: 0.3 + extraBounce) }

    // MARK: Modifiers

    /// Starts `delay` seconds later.
    public func delay(_ delay: Double) -> Animation {
        var copy = self
        copy.delayTime += delay
        return copy
    }

    /// Plays `speed` times as fast.
    public func speed(_ speed: Double) -> Animation {
        var copy = self
        copy.speedFactor *= speed
        return copy
    }

    /// Plays `repeatCount` times, backwards every other time when `autoreverses`.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeatCountValue = max(repeatCount, 1)
        copy.repeatsForever = false
        copy.autoreverses = autoreverses
        return copy
    }

    /// Plays forever, backwards every other time when `autoreverses` (the default, as in SwiftUI).
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeatsForever = true
        copy.repeatCountValue = nil
        copy.autoreverses = autoreverses
        return copy
    }

    public var description: String {
        var text: String
        switch curve {
        case let .bezier(a, b, c, d):
            switch (a, b, c, d) {
            case (0, 0, 1, 1): text = "linear"
            case (0.42, 0, 1, 1): text = "easeIn"
            case (0, 0, 0.58, 1): text = "easeOut"
            case (0.42, 0, 0.58, 1): text = "easeInOut"
            default: text = "timingCurve(\(a), \(b), \(c), \(d))"
            }
            text += "(duration: \(baseDuration))"
        case let .spring(response, damping):
            text = "spring(response: \(response), dampingFraction: \(damping))"
        }
        if delayTime != 0 { text += ".delay(\(delayTime))" }
        if speedFactor != 1 { text += ".speed(\(speedFactor))" }
        if repeatsForever { text += ".repeatForever(autoreverses: \(autoreverses))" }
        if let count = repeatCountValue { text += ".repeatCount(\(count), autoreverses: \(autoreverses))" }
        return text
    }
}

extension Animation {
    /// Seconds one pass of the animation lasts, before `speed` and repeats.
    package var passDuration: Double { baseDuration }

    /// Seconds from the change to the animation's end, its delay and repeats included;
    /// infinite for one that repeats for ever.
    package var duration: Double {
        repeatsForever ? .infinity : delayTime + passDuration * Double(repeatCountValue ?? 1) / speedFactor
    }

    /// Whether the animation has ended at `time` seconds after it started.
    package func isComplete(at time: Double) -> Bool {
        if repeatsForever { return false }
        let local = (time - delayTime) * speedFactor
        return local >= passDuration * Double(repeatCountValue ?? 1)
    }

    /// How far the animated values are from their old (0) to their new (1) values, `time`
    /// seconds after the change. Springs may overshoot past 1.
    package func progress(at time: Double) -> Double {
        guard time.isFinite else { return 1 }
        let local = (time - delayTime) * speedFactor
        let pass = passDuration
        // An animation that takes no time is a change at its start.
        guard pass > 0, pass.isFinite else { return local >= 0 ? 1 : 0 }
        guard local > 0 else { return 0 }
        let passes = repeatsForever ? Double.infinity : Double(repeatCountValue ?? 1)
        if local >= pass * passes {
            // Finished: SwiftUI shows the new value, even after an odd number of reversals.
            return 1
        }
        let cycle = (local / pass).rounded(.down)
        let phase = (local - cycle * pass) / pass
        let reversed = autoreverses && Int(cycle) % 2 == 1
        let value = curveValue(at: reversed ? 1 - phase : phase)
        return value
    }

    /// The curve's value at `fraction` of one pass (0...1).
    package func curveValue(at fraction: Double) -> Double {
        switch curve {
        case let .bezier(x1, y1, x2, y2):
            return Animation.bezierValue(x: fraction, x1: x1, y1: y1, x2: x2, y2: y2)
        case let .spring(response, damping):
            return Animation.springValue(time: fraction * passDuration, response: response, dampingFraction: damping)
        }
    }

    /// The y of the cubic Bézier (0,0) (x1,y1) (x2,y2) (1,1) at the given x.
    package static func bezierValue(x: Double, x1: Double, y1: Double, x2: Double, y2: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if x1 == y1 && x2 == y2 { return x }
        func sample(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        func slope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
        }
        var t = x
        for _ in 0..<8 {
            let error = sample(t, x1, x2) - x
            if abs(error) < 1e-9 { return sample(t, y1, y2) }
            let d = slope(t, x1, x2)
            if abs(d) < 1e-9 { break }
            t -= error / d
        }
        var low = 0.0, high = 1.0
        t = x
        for _ in 0..<60 {
            let value = sample(t, x1, x2)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return sample(t, y1, y2)
    }

    /// Position of a unit-mass spring released from 0 toward 1 at rest.
    package static func springValue(time t: Double, response: Double, dampingFraction zeta: Double) -> Double {
        let omega = 2 * Double.pi / response
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-zeta * omega * t)
            return 1 - envelope * (cos(omegaD * t) + (zeta * omega / omegaD) * sin(omegaD * t))
        } else if zeta == 1 {
            return 1 - exp(-omega * t) * (1 + omega * t)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
            let c2 = r1 / (r1 - r2), c1 = 1 - c2
            return 1 - (c1 * exp(r1 * t) + c2 * exp(r2 * t))
        }
    }

    /// Springs' settling durations worked out so far, by response and damping fraction: a
    /// spring is made again each time a body that animates with it is evaluated, and working
    /// its duration out samples the spring 4,000 times.
    private static let settlingDurations = Mutex<[SIMD2<Double>: Double]>([:])

    /// The time after which a spring stays within 0.1% of its target.
    package static func settlingDuration(response: Double, dampingFraction: Double) -> Double {
        let key = SIMD2(response, dampingFraction)
        if let known = settlingDurations.withLock({ $0[key] }) { return known }
        let duration = sampledSettlingDuration(response: response, dampingFraction: dampingFraction)
        settlingDurations.withLock { known in
            if known.count >= 1024 { known.removeAll() }
            known[key] = duration
        }
        return duration
    }

    private static func sampledSettlingDuration(response: Double, dampingFraction: Double) -> Double {
        let step = response / 100
        var lastOutside = 0.0
        var t = 0.0
        while t < response * 40 {
            if abs(1 - springValue(time: t, response: response, dampingFraction: dampingFraction)) > 0.001 { lastOutside = t }
            t += step
        }
        return min(lastOutside + step, response * 40)
    }
}
