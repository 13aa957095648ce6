import Foundation

/// A spring's timing, for keyframes: SwiftUI's `Spring`, by its perceptual duration and bounce
/// (as `Animation.spring(duration:bounce:)`), or its response and damping ratio.
public struct Spring: Hashable, Sendable {
    package let response: Double
    package let dampingRatio: Double

    public init(duration: Double = 0.5, bounce: Double = 0) {
        response = max(duration, 0.001)
        dampingRatio = 1 - min(max(bounce, -1), 0.99)
    }

    public init(response: Double, dampingRatio: Double) {
        self.response = max(response, 0.001)
        self.dampingRatio = max(dampingRatio, 0)
    }

    public static let smooth = Spring(duration: 0.5, bounce: 0)
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: extraBounce) }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.15 + extraBounce) }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring { Spring(duration: duration, bounce: 0.3 + extraBounce) }

    /// Seconds until the spring has settled.
    public var settlingDuration: Double { Animation.settlingDuration(response: response, dampingFraction: dampingRatio) }

    /// How far from its start (0) to its target (1) the spring is `time` seconds in.
    package func value(at time: Double) -> Double {
        Animation.springValue(time: time, response: response, dampingFraction: dampingRatio)
    }
}

/// A timing curve from (0, 0) to (1, 1): SwiftUI's `UnitCurve`.
public struct UnitCurve: Hashable, Sendable {
    private let c1: UnitPoint
    private let c2: UnitPoint

    /// The cubic Bézier curve with the two control points given.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(c1: startControlPoint, c2: endControlPoint)
    }

    public static let linear = bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    public static let easeIn = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    public static let easeOut = bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    public static let easeInOut = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))

    /// The curve's value at `progress` (0…1) of the time.
    public func value(at progress: Double) -> Double {
        Animation.bezierValue(x: progress, x1: Double(c1.x), y1: Double(c1.y), x2: Double(c2.x), y2: Double(c2.y))
    }
}

/// One step of a keyframe track, moving the value from where the step before left it.
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable
    /// The segments of this content, in order.
    var _segments: [KeyframeSegment<Value>] { get }
}

/// One keyframe: where it goes, how, in how long.
public struct KeyframeSegment<Value: Animatable> {
    package enum Motion {
        case linear(UnitCurve)
        case cubic(startVelocity: Value?, endVelocity: Value?)
        case spring(Spring)
        case move
    }

    package let target: Value
    package let duration: Double
    package let motion: Motion
}

/// Moves the value to `to` along a timing curve: SwiftUI's `LinearKeyframe`.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _segments: [KeyframeSegment<Value>]

    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        _segments = [KeyframeSegment(target: to, duration: max(duration, 0), motion: .linear(timingCurve))]
    }
}

/// Moves the value to `to` along a smooth cubic curve: SwiftUI's `CubicKeyframe`. Without
/// velocities given, a run of cubic keyframes makes a Catmull-Rom spline through their values.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _segments: [KeyframeSegment<Value>]

    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        _segments = [KeyframeSegment(target: to, duration: max(duration, 0), motion: .cubic(startVelocity: startVelocity, endVelocity: endVelocity))]
    }
}

/// Moves the value toward `to` with a spring, for `duration` (by default until it settles):
/// SwiftUI's `SpringKeyframe`.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _segments: [KeyframeSegment<Value>]

    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        _segments = [KeyframeSegment(target: to, duration: max(duration ?? spring.settlingDuration, 0), motion: .spring(spring))]
    }
}

/// Sets the value to `to` at once: SwiftUI's `MoveKeyframe`.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _segments: [KeyframeSegment<Value>]

    public init(_ to: Value) {
        _segments = [KeyframeSegment(target: to, duration: 0, motion: .move)]
    }
}

/// Keyframes one after another, as a track's builder makes them.
public struct _KeyframeSequence<Value: Animatable>: KeyframeTrackContent {
    public let _segments: [KeyframeSegment<Value>]
}

@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> _KeyframeSequence<Value> where K.Value == Value {
        _KeyframeSequence(_segments: keyframe._segments)
    }

    public static func buildBlock(_ parts: _KeyframeSequence<Value>...) -> _KeyframeSequence<Value> {
        _KeyframeSequence(_segments: parts.flatMap(\._segments))
    }

    public static func buildArray(_ parts: [_KeyframeSequence<Value>]) -> _KeyframeSequence<Value> {
        _KeyframeSequence(_segments: parts.flatMap(\._segments))
    }

    public static func buildOptional(_ part: _KeyframeSequence<Value>?) -> _KeyframeSequence<Value> {
        part ?? _KeyframeSequence(_segments: [])
    }

    public static func buildEither(first: _KeyframeSequence<Value>) -> _KeyframeSequence<Value> { first }
    public static func buildEither(second: _KeyframeSequence<Value>) -> _KeyframeSequence<Value> { second }
}

/// Keyframes for a value of type `Value`: one or more tracks, each for a part of it.
public protocol Keyframes<Value> {
    associatedtype Value
    /// The value at `time` seconds, starting from `initial`.
    func _value(at time: Double, from initial: Value) -> Value
    /// Seconds until the last keyframe ends.
    var _duration: Double { get }
}

/// The keyframes of one part of a value (`keyPath`), one after another: SwiftUI's
/// `KeyframeTrack`.
public struct KeyframeTrack<Root, Value: Animatable, Content: KeyframeTrackContent>: Keyframes where Content.Value == Value {
    private let keyPath: WritableKeyPath<Root, Value>
    private let segments: [KeyframeSegment<Value>]

    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.keyPath = keyPath
        segments = content()._segments
    }

    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        keyPath = \.self
        segments = content()._segments
    }

    /// Keyframes of the whole value, written straight in the keyframes builder.
    package init(whole content: Content) where Root == Value {
        keyPath = \.self
        segments = content._segments
    }

    public var _duration: Double { segments.reduce(0) { $0 + $1.duration } }

    public func _value(at time: Double, from initial: Root) -> Root {
        var root = initial
        root[keyPath: keyPath] = KeyframeTrack.value(segments, at: time, from: initial[keyPath: keyPath])
        return root
    }

    /// The track's value at `time`: each segment from where the one before ended.
    private static func value(_ segments: [KeyframeSegment<Value>], at time: Double, from start: Value) -> Value {
        var from = start, begin = 0.0
        for (index, segment) in segments.enumerated() {
            let end = begin + segment.duration
            guard time < end else {
                from = segment.target
                begin = end
                continue
            }
            let progress = segment.duration > 0 ? max(time - begin, 0) / segment.duration : 1
            let a = from.animatableData, b = segment.target.animatableData
            var result = from
            switch segment.motion {
            case let .linear(curve):
                result.animatableData = a + (b - a).scaled(by: curve.value(at: progress))
            case .move:
                result = segment.target
            case let .spring(spring):
                result.animatableData = a + (b - a).scaled(by: spring.value(at: progress * segment.duration))
            case let .cubic(startVelocity, endVelocity):
                // Hermite between the two values; missing velocities from the neighbouring
                // keyframes (Catmull-Rom), zero where there is none.
                let before = index > 0 ? (index > 1 ? segments[index - 2].target : start).animatableData : nil
                let previousDuration = index > 0 ? segments[index - 1].duration : 0
                let next = index + 1 < segments.count ? segments[index + 1] : nil
                func tangent(_ earlier: Value.AnimatableData?, _ later: Value.AnimatableData?, over seconds: Double) -> Value.AnimatableData {
                    guard let earlier, let later, seconds > 0 else { return .zero }
                    return (later - earlier).scaled(by: segment.duration / seconds)
                }
                let m0 = startVelocity.map { $0.animatableData.scaled(by: segment.duration) }
                    ?? tangent(before, b, over: previousDuration + segment.duration)
                let m1 = endVelocity.map { $0.animatableData.scaled(by: segment.duration) }
                    ?? tangent(a, next?.target.animatableData, over: segment.duration + (next?.duration ?? 0))
                let t = progress, t2 = t * t, t3 = t2 * t
                result.animatableData = a.scaled(by: 2 * t3 - 3 * t2 + 1) + m0.scaled(by: t3 - 2 * t2 + t)
                    + b.scaled(by: -2 * t3 + 3 * t2) + m1.scaled(by: t3 - t2)
            }
            return result
        }
        return from
    }
}

/// Several tracks together, as the keyframes builder makes them; keyframes of the whole value
/// written outside any track follow one another in a track of their own.
public struct _KeyframeTracks<Value>: Keyframes {
    private var tracks: [any Keyframes<Value>]
    /// The keyframes written outside any track (`KeyframeSegment`s), in order.
    private var loose: [Any] = []
    /// Makes the track of `loose`.
    private var makeTrack: (([Any]) -> any Keyframes<Value>)?

    package init(_ tracks: [any Keyframes<Value>]) {
        self.tracks = tracks
    }

    package init<Content: KeyframeTrackContent>(loose content: Content) where Content.Value == Value {
        tracks = []
        loose = content._segments
        makeTrack = { segments in KeyframeTrack(whole: _KeyframeSequence(_segments: segments.compactMap { $0 as? KeyframeSegment<Value> })) }
    }

    /// These tracks and `other`'s, the loose keyframes of both one after the other.
    package func joined(_ other: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> {
        var joined = self
        joined.tracks += other.tracks
        joined.loose += other.loose
        joined.makeTrack = makeTrack ?? other.makeTrack
        return joined
    }

    private var allTracks: [any Keyframes<Value>] {
        guard let makeTrack, !loose.isEmpty else { return tracks }
        return tracks + [makeTrack(loose)]
    }

    public var _duration: Double { allTracks.map(\._duration).max() ?? 0 }

    public func _value(at time: Double, from initial: Value) -> Value {
        allTracks.reduce(initial) { value, track in track._value(at: time, from: value) }
    }
}

@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> _KeyframeTracks<Value> where K.Value == Value {
        _KeyframeTracks([keyframes])
    }

    /// A keyframe of the whole value, outside any track.
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> _KeyframeTracks<Value> where K.Value == Value {
        _KeyframeTracks(loose: keyframe)
    }

    public static func buildBlock(_ parts: _KeyframeTracks<Value>...) -> _KeyframeTracks<Value> {
        parts.reduce(_KeyframeTracks([])) { $0.joined($1) }
    }

    public static func buildOptional(_ part: _KeyframeTracks<Value>?) -> _KeyframeTracks<Value> {
        part ?? _KeyframeTracks([])
    }

    public static func buildEither(first: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> { first }
    public static func buildEither(second: _KeyframeTracks<Value>) -> _KeyframeTracks<Value> { second }
}

/// A view made of a value that keyframes move over time: SwiftUI's `KeyframeAnimator` (and the
/// `keyframeAnimator` modifiers).
///
/// A render at time t shows `content(value)` with the value the keyframes give t seconds
/// after the view appeared (repeating: t within the keyframes' length), or, with a trigger,
/// the initial value until the trigger changes and the keyframes played once from then.
public struct KeyframeAnimator<Value, Keyframes: VellumUI.Keyframes, Content: View>: View where Keyframes.Value == Value {
    private let initialValue: Value
    private let repeating: Bool
    private let trigger: AnimationTrigger?
    private let content: (Value) -> Content
    private let keyframes: (Value) -> Keyframes
    /// Whether the trigger has changed since the view appeared (a render's changes happen at 0).
    @State private var triggered = false
    @Environment(\.renderTime) private var time

    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> Keyframes) {
        self.initialValue = initialValue
        self.repeating = repeating
        trigger = nil
        self.content = content
        self.keyframes = keyframes
    }

    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> Keyframes) {
        self.initialValue = initialValue
        repeating = false
        self.trigger = AnimationTrigger(trigger)
        self.content = content
        self.keyframes = keyframes
    }

    public var body: some View {
        content(value)
            .onChange(of: trigger) { triggered = true }
    }

    /// The value at the render's time.
    private var value: Value {
        guard trigger == nil || triggered else { return initialValue }
        let frames = keyframes(initialValue)
        let length = frames._duration
        var local = max(time, 0)
        if repeating, length > 0 { local = local.truncatingRemainder(dividingBy: length) }
        if trigger != nil, local >= length { return initialValue }
        return frames._value(at: local, from: initialValue)
    }
}

extension View {
    /// Draws the view changed by `content` with the value `keyframes` give at each moment,
    /// over and over when `repeating` (see `KeyframeAnimator`).
    public func keyframeAnimator<Value>(initialValue: Value, repeating: Bool = true,
                                        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        KeyframeAnimator(initialValue: initialValue, repeating: repeating, content: { value in content(PlaceholderContentView(self), value) },
                         keyframes: keyframes)
    }

    /// Draws the view changed by `content` with the value `keyframes` give, played once each
    /// time `trigger` changes (see `KeyframeAnimator`).
    public func keyframeAnimator<Value>(initialValue: Value, trigger: some Equatable,
                                        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        KeyframeAnimator(initialValue: initialValue, trigger: trigger, content: { value in content(PlaceholderContentView(self), value) },
                         keyframes: keyframes)
    }
}
