import Foundation

/// A value a view owns and may change: SwiftUI's `@State`.
///
/// The value lives as long as the view's identity (its place in the tree), not as long as the
/// view value, which is created again each time the parent's `body` is evaluated. A change made
/// in `onAppear` shows in the snapshot; one made inside `withAnimation` moves over time (see
/// `ImageRenderer.time`).
@propertyWrapper
public struct State<Value>: DynamicProperty {
    package let link: StateLink<Value>

    public init(wrappedValue value: Value) {
        link = StateLink(initial: value)
    }

    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// The current value.
    public var wrappedValue: Value {
        get { link.value }
        nonmutating set { link.update(newValue) }
    }

    /// A binding to the value, to hand to a child view: `$isOn`.
    public var projectedValue: Binding<Value> { link.binding }
}

extension State where Value: ExpressibleByNilLiteral {
    /// A state that starts as `nil`.
    public init() {
        self.init(wrappedValue: nil)
    }
}

/// Connects one `State` value to the storage of its view's identity.
package final class StateLink<Value> {
    package let initial: Value
    package var cell: StateCell<Value>?

    package init(initial: Value) {
        self.initial = initial
    }

    package var value: Value { cell?.value ?? initial }

    /// As in SwiftUI, a state that is not installed in a view ignores writes.
    package func update(_ newValue: Value, transaction: Transaction = Transaction.current) {
        cell?.update(to: newValue, transaction: transaction)
    }

    /// A binding to the value.
    package var binding: Binding<Value> {
        Binding(get: { self.value }, set: { value, transaction in self.update(value, transaction: transaction) })
    }
}

extension State: InstallableProperty {
    package func install(in host: any PropertyHost, index: Int) {
        link.cell = host.stateCell(index: index, initial: link.initial)
    }
}
