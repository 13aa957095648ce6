import Foundation

/// The context of a state change: the animation it is made with, if any.
public struct Transaction: Sendable {
    /// The animation the change is made with; `nil` for an immediate change.
    public var animation: Animation?
    /// Whether animations of views inside are turned off for this change.
    public var disablesAnimations = false

    public init() {}

    public init(animation: Animation?) {
        self.animation = animation
    }

    /// The transaction of the code running now: set by `withAnimation` and `withTransaction`.
    @TaskLocal package static var current = Transaction()

    /// When the code running now acts, in seconds after the view appeared: 0 for the actions
    /// of a render, the end of an animation for its completion. What it changes starts then.
    @TaskLocal package static var actionTime: Double = 0
    /// The time of the render whose actions are running: the completions of animations that
    /// end by then run.
    @TaskLocal package static var renderTime: Double = 0
    /// How many completions run inside one another now.
    @TaskLocal private static var completionDepth = 0
    /// The most completions that run inside one another: a chain of animations that take no
    /// time would otherwise never end.
    package static let maximumCompletionDepth = 1000

    /// `transaction` as a change made now records it: made at a later `actionTime`, a change
    /// without an animation happens then (an animation that takes no time, delayed).
    package static func recorded(_ transaction: Transaction) -> Transaction {
        guard transaction.animation == nil, actionTime > 0 else { return transaction }
        var delayed = transaction
        delayed.animation = Animation.linear(duration: 0).delay(actionTime)
        return delayed
    }

    /// Runs `completion` at `end` seconds after the view appeared, if the render's time has
    /// come to it: what it changes starts then.
    fileprivate static func complete(at end: Double, _ completion: () -> Void) {
        guard end.isFinite, end <= renderTime, completionDepth < maximumCompletionDepth else { return }
        $completionDepth.withValue(completionDepth + 1) {
            $actionTime.withValue(end) { $current.withValue(Transaction(), operation: completion) }
        }
    }

    package func merging(_ other: Transaction) -> Transaction {
        var merged = self
        if merged.animation == nil { merged.animation = other.animation }
        merged.disablesAnimations = merged.disablesAnimations || other.disablesAnimations
        return merged
    }
}

/// Runs `body`, making every state change in it with `animation`: the values that depend on
/// that state move from their old to their new rendered values along the animation's curve.
///
/// ```swift
/// .onAppear {
///     withAnimation(.linear(duration: 1.5).repeatForever(autoreverses: false)) { phase = 1 }
/// }
/// ```
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    var transaction = Transaction.current
    transaction.animation = animation.map { Transaction.actionTime > 0 ? $0.delay(Transaction.actionTime) : $0 }
    return try Transaction.$current.withValue(transaction, operation: body)
}

/// Runs `body` as `withAnimation(_:_:)` does, then `completion` when the animation has ended
/// (a spring when it settles; never, for one that repeats for ever): in a render whose time
/// has come to the end, what `completion` changes starts at the end (a chain of animations
/// plays one after another); in a render before it, `completion` does not run.
public func withAnimation<Result>(_ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    let result = try withAnimation(animation, body)
    Transaction.complete(at: Transaction.actionTime + (animation?.duration ?? 0), completion)
    return result
}

/// When an animation counts as finished, for its completion: SwiftUI's
/// `AnimationCompletionCriteria`. Vellum waits for the end of the animation either way.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    private let name: String
    /// When the animated values have reached their end (a spring: when it settles, in Vellum).
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    /// When the animation has ended.
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Runs `body` with every state change in it made in `transaction`.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.$current.withValue(transaction, operation: body)
}
