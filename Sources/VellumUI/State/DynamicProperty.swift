import Foundation

/// A stored property of a view that Vellum connects to the view's state or environment before
/// it evaluates `body`: `@State`, `@Environment`, `@Binding`, and structs made of them.
public protocol DynamicProperty {
    /// Called before the owning view's `body` is evaluated.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// A dynamic property Vellum installs: it finds its storage through the host.
package protocol InstallableProperty: DynamicProperty {
    func install(in host: any PropertyHost, index: Int)
}

/// What a view's dynamic properties are installed from: the environment the view is evaluated
/// in, and the state storage of the view's identity.
package protocol PropertyHost: AnyObject {
    var environment: EnvironmentValues { get }
    func stateCell<Value>(index: Int, initial: Value) -> StateCell<Value>
    /// The storage of `key` shared by every view of the render (`@AppStorage`), created with
    /// `initial`; a key met before with a value of another type gets storage of its own.
    func sharedCell<Value>(key: String, initial: Value) -> StateCell<Value>
    /// Says that a property cannot be installed (what it needs is not in the environment):
    /// resolving the view is then an error with `problem`.
    func report(_ problem: String)
}

/// The storage of one `@State` property of one view identity; it outlives the view values that
/// are created each time a parent's `body` is evaluated.
package final class StateCell<Value>: AnyStateCell {
    package var value: Value
    package weak var observer: (any StateObserver)?

    package init(value: Value) {
        self.value = value
    }

    package var anyValue: Any {
        get { value }
        set { if let typed = newValue as? Value { value = typed } }
    }

    /// Changes the value, letting the observer record the change and its transaction.
    package func update(to newValue: Value, transaction: Transaction) {
        if let observer {
            observer.cell(self, willChangeTo: newValue, in: Transaction.recorded(transaction))
        } else {
            value = newValue
        }
    }
}

/// A state cell without its value type.
package protocol AnyStateCell: AnyObject {
    var anyValue: Any { get set }
}

/// Records state changes (and the animation they were made with) for the render in progress.
package protocol StateObserver: AnyObject {
    func cell(_ cell: any AnyStateCell, willChangeTo value: Any, in transaction: Transaction)
}
