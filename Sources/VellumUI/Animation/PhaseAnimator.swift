import Foundation

/// A view that goes through `phases` one after another, each change animated: SwiftUI's
/// `PhaseAnimator` (and the `phaseAnimator` modifiers).
///
/// Without a trigger it starts in the first phase when it appears and moves to the next each
/// time the animation to the one before has finished, from the last back to the first, for
/// ever; with a trigger it stays in the first phase, and each time the trigger changes goes
/// through the others once, back to the first. The animation to a phase is `animation(phase)`
/// (`.default` unless given; none: the change is immediate), and a phase lasts until that
/// animation ends (a spring until it settles). A render at time t shows the changes begun
/// before t, each as far along as its animation is then, as `withAnimation` changes are.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    private let phases: [Phase]
    private let trigger: AnimationTrigger?
    private let content: (Phase) -> Content
    private let animation: (Phase) -> Animation?
    /// How many phase changes were made: the phase shown is `phases[step % phases.count]`.
    @State private var step = 0
    @Environment(\.renderTime) private var time

    /// Goes through `phases` for ever, starting in the first.
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        trigger = nil
        self.content = content
        self.animation = animation
    }

    /// Goes through `phases` once each time `trigger` changes, back to the first.
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = AnimationTrigger(trigger)
        self.content = content
        self.animation = animation
    }

    /// The most phase changes a render makes: a cycle whose animations take no time would
    /// otherwise never end.
    package static var maximumChanges: Int { 1000 }

    public var body: some View {
        if phases.isEmpty {
            _InvalidView(message: "a phase animator needs at least one phase")
        } else {
            content(phases[step % phases.count])
                .onAppear { if trigger == nil { advance(changes: .max) } }
                .onChange(of: trigger) { advance(changes: phases.count) }
        }
    }

    /// Makes up to `changes` phase changes, each starting when the one before has finished,
    /// those that start before the render's time.
    private func advance(changes: Int) {
        var start = 0.0, made = 0, current = step
        while made < min(changes, Self.maximumChanges), start < time {
            current += 1
            let animation = self.animation(phases[current % phases.count])
            withAnimation((animation ?? .linear(duration: 0)).delay(start)) { step = current }
            // An animation that repeats for ever never finishes: the phase it goes to stays.
            start += animation?.duration ?? 0
            made += 1
        }
    }
}

/// The trigger of a phase or keyframe animator: any equatable value, compared with values of
/// its type.
package struct AnimationTrigger: Equatable {
    let value: Any
    let equals: (Any) -> Bool

    package init<Value: Equatable>(_ value: Value) {
        self.value = value
        equals = { ($0 as? Value) == value }
    }

    package static func == (a: AnimationTrigger, b: AnimationTrigger) -> Bool {
        a.equals(b.value)
    }
}

/// The view a `phaseAnimator`, `keyframeAnimator` or `animation(_:body:)` closure is given:
/// the view it modifies.
public struct PlaceholderContentView<Value: View>: View {
    private let content: Value
    /// Whether the view's changes keep their own animations inside an `animation(_:body:)`.
    private let keepsAnimations: Bool

    package init(_ content: Value, keepsAnimations: Bool = false) {
        self.content = content
        self.keepsAnimations = keepsAnimations
    }

    public var body: some View {
        if keepsAnimations {
            content.transaction { _ in }
        } else {
            content
        }
    }
}

extension View {
    /// Goes through `phases` for ever, the view changed by `content` in each (see `PhaseAnimator`).
    public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>,
                                                @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        PhaseAnimator(phases, content: { phase in content(PlaceholderContentView(self), phase) }, animation: animation)
    }

    /// Goes through `phases` once each time `trigger` changes (see `PhaseAnimator`).
    public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>, trigger: some Equatable,
                                                @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        PhaseAnimator(phases, trigger: trigger, content: { phase in content(PlaceholderContentView(self), phase) }, animation: animation)
    }
}

/// A view that is an error naming `message` when rendered: what a view made with values it
/// cannot show (a phase animator without phases) draws instead.
package struct _InvalidView: _PrimitiveView {
    package let message: String

    package init(message: String) {
        self.message = message
    }
}
