import Foundation

/// A reference to a value owned elsewhere, read and written through it: SwiftUI's `@Binding`.
///
/// ```swift
/// struct ToggleCard: View {
///     @Binding var isOn: Bool
///     var body: some View { Toggle("", isOn: $isOn) }
/// }
/// ToggleCard(isOn: .constant(true))
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value, Transaction) -> Void
    /// The transaction writes through this binding are made in.
    public var transaction = Transaction()

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = { value, _ in set(value) }
    }

    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getter = get
        setter = set
    }

    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The referenced value.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set {
            let current = Transaction.current
            setter(newValue, current.animation == nil ? transaction.merging(current) : current)
        }
    }

    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the referenced value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            get: { self.getter()[keyPath: keyPath] },
            set: { newValue, transaction in
                var whole = self.getter()
                whole[keyPath: keyPath] = newValue
                self.setter(whole, transaction)
            })
    }

    /// A binding whose writes animate with `animation`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var copy = self
        copy.transaction.animation = animation
        return copy
    }

    /// A binding whose writes are made in `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var copy = self
        copy.transaction = transaction
        return copy
    }
}

extension Binding: DynamicProperty {}

extension Binding {
    /// A binding to an optional value, or `nil` when the value is `nil`.
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? value }, set: { base.wrappedValue = $0 })
    }
}
