import Foundation

/// Animates the changes inside a view with `animation` whenever `value` changes:
/// `animation(_:value:)`.
public struct _AnimationModifier<Value: Equatable>: _PrimitiveModifier {
    package let animation: Animation?
    package let value: Value

    package init(animation: Animation?, value: Value) {
        self.animation = animation
        self.value = value
    }
}

/// Changes the transactions of the changes for what the view draws: `transaction(_:)`.
public struct _TransactionModifier: _PrimitiveModifier {
    package let transform: (inout Transaction) -> Void
    /// The value whose change the transform waits for (`transaction(value:_:)`), if any.
    package let value: AnimationTrigger?
}


/// How a view enters and leaves when it is inserted or removed: SwiftUI's `AnyTransition`.
public struct AnyTransition: Sendable {
    package indirect enum Kind: Sendable {
        case identity
        case opacity
        case scale(CGFloat, UnitPoint)
        case move(Edge)
        case offset(CGSize)
        case slide
        case combined(Kind, Kind)
        case asymmetric(insertion: Kind, removal: Kind)
    }

    package let kind: Kind

    public static let identity = AnyTransition(kind: .identity)
    public static let opacity = AnyTransition(kind: .opacity)
    public static let scale = AnyTransition(kind: .scale(0, .center))
    public static let slide = AnyTransition(kind: .slide)
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(kind: .scale(scale, anchor)) }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(kind: .move(edge)) }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(kind: .combined(.move(edge), .opacity)) }
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(kind: .offset(offset)) }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { offset(CGSize(width: x, height: y)) }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(kind: .asymmetric(insertion: insertion.kind, removal: removal.kind))
    }

    /// This transition and `other` together.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(kind: .combined(kind, other.kind))
    }

    /// This transition made with `animation`.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// How a view's content changes when it is replaced in place: SwiftUI's `ContentTransition`.
public struct ContentTransition: Sendable {
    package let name: String

    public static let identity = ContentTransition(name: "identity")
    public static let opacity = ContentTransition(name: "opacity")
    public static let interpolate = ContentTransition(name: "interpolate")
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    public static func symbolEffect<T: SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition {
        ContentTransition(name: "symbolEffect")
    }
}

/// An animated effect of a symbol image: SwiftUI's `SymbolEffect`.
public protocol SymbolEffect: Sendable {}

/// Replaces one symbol with another.
public struct ReplaceSymbolEffect: SymbolEffect {
    public static let replace = ReplaceSymbolEffect()
    public var downUp: ReplaceSymbolEffect { self }
    public var upUp: ReplaceSymbolEffect { self }
    public var offUp: ReplaceSymbolEffect { self }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

/// A symbol effect that plays once each time a value changes (`bounce`): SwiftUI's
/// `DiscreteSymbolEffect`. At rest, which is what a render shows, the symbol is as it was.
public protocol DiscreteSymbolEffect: SymbolEffect {}

/// Bounces a symbol once: `.symbolEffect(.bounce, value: count)`.
public struct BounceSymbolEffect: DiscreteSymbolEffect {
    public var up: BounceSymbolEffect { self }
    public var down: BounceSymbolEffect { self }
    public var byLayer: BounceSymbolEffect { self }
    public var wholeSymbol: BounceSymbolEffect { self }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

/// Options of a symbol effect.
public struct SymbolEffectOptions: Sendable {
    public static let `default` = SymbolEffectOptions()
    public static let nonRepeating = SymbolEffectOptions()
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
}

/// Sets how a view enters and leaves: `transition`.
public struct _TransitionModifier: _PrimitiveModifier {
    package let transition: AnyTransition
}

extension View {
    /// Animates the changes inside this view with `animation` when `value` changes.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(_AnimationModifier(animation: animation, value: value))
    }

    /// Changes the transaction of every change for what this view draws: `$0.animation = nil`
    /// or `$0.disablesAnimations = true` shows the changes at once, another animation moves
    /// them along it, a change made without an animation too.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(_TransactionModifier(transform: transform, value: nil))
    }

    /// `transaction(_:)` for the changes made when `value` changes; the others keep their
    /// own transactions.
    public func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(_TransactionModifier(transform: transform, value: AnimationTrigger(value)))
    }

    /// Animates what the modifiers in `body` draw with `animation` (none: at once), whatever
    /// animation the changes were made with; the view itself keeps its changes' own.
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView(self, keepsAnimations: true)).transaction { $0.animation = animation }
    }

    /// Animates every change inside this view (deprecated since iOS 15): compiles, and
    /// animates nothing; give `animation(_:value:)` the value that changes.
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View { self }

    /// Sets how this view enters and leaves when it is inserted or removed.
    public func transition(_ t: AnyTransition) -> some View {
        modifier(_TransitionModifier(transition: t))
    }

    /// Sets how this view's content changes when replaced in place.
    public func contentTransition(_ transition: ContentTransition) -> some View { self }

    /// Adds a symbol effect (not drawn in a still picture).
    public func symbolEffect<T: SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View { self }

    /// Plays a discrete symbol effect each time `value` changes; a render shows the symbol at
    /// rest.
    public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default, value: U) -> some View { self }
}
