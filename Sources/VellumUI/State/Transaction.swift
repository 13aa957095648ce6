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
    transaction.animation = animation
    return try Transaction.$current.withValue(transaction, operation: body)
}

/// Runs `body` with every state change in it made in `transaction`.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.$current.withValue(transaction, operation: body)
}
