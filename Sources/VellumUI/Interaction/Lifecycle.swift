import Foundation

/// Runs actions when a view appears or disappears: `onAppear`, `onDisappear`.
///
/// A view appears after the first layout that contains it; a change of state made in the
/// action shows in the snapshot, and one made inside `withAnimation` starts its animation at
/// time 0.
public struct _AppearanceActionModifier: _PrimitiveModifier {
    package let appear: (() -> Void)?
    package let disappear: (() -> Void)?

    package init(appear: (() -> Void)?, disappear: (() -> Void)?) {
        self.appear = appear
        self.disappear = disappear
    }
}

/// Runs an action when a value changes between one layout and the next: `onChange`.
public struct _ValueActionModifier<Value: Equatable>: _PrimitiveModifier {
    package let value: Value
    package let initial: Bool
    package let action: (Value, Value) -> Void

    package init(value: Value, initial: Bool, action: @escaping (Value, Value) -> Void) {
        self.value = value
        self.initial = initial
        self.action = action
    }
}

/// The type-erased form of `_ValueActionModifier`, for the resolver.
package protocol ValueActionProtocol {
    var anyValue: AnyHashable? { get }
    var equatableValue: Any { get }
    var isInitial: Bool { get }
    func fire(old: Any, new: Any)
    func isEqual(_ old: Any) -> Bool
}

extension _ValueActionModifier: ValueActionProtocol {
    package var anyValue: AnyHashable? { nil }
    package var equatableValue: Any { value }
    package var isInitial: Bool { initial }
    package func fire(old: Any, new: Any) {
        if let old = old as? Value, let new = new as? Value { action(old, new) }
    }
    package func isEqual(_ old: Any) -> Bool { (old as? Value) == value }
}

extension View {
    /// Runs `action` when the view appears.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: action, disappear: nil))
    }

    /// Runs `action` when the view disappears (never, in a render).
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: nil, disappear: action))
    }

    /// Starts asynchronous work when the view appears. A snapshot is taken before any such
    /// work could finish, so the work is not run.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View { self }

    /// Starts asynchronous work for `id` (not run in a render, as `task(priority:_:)`).
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View { self }

    /// Runs `action` with the new value when `value` changes.
    @available(*, deprecated, message: "Use onChange with a two- or zero-parameter action closure instead.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View {
        modifier(_ValueActionModifier(value: value, initial: false) { _, new in action(new) })
    }

    /// Runs `action` with the old and new values when `value` changes (and once at first when
    /// `initial`).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View {
        modifier(_ValueActionModifier(value: value, initial: initial, action: action))
    }

    /// Runs `action` when `value` changes (and once at first when `initial`).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(_ValueActionModifier(value: value, initial: initial) { _, _ in action() })
    }
}
