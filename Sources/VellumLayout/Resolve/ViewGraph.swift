import Foundation
import Observation
import Synchronization
import VellumUI

/// The state of one render: the `@State` storage of every view identity, and the changes made
/// to it (with the transaction each was made in) since the last pass.
package final class ViewGraph: StateObserver {
    private struct Key: Hashable {
        let path: ViewPath
        let index: Int
    }

    /// One recorded state change.
    package struct Change {
        package let cell: any AnyStateCell
        package let oldValue: Any
        package let newValue: Any
        package let transaction: Transaction
    }

    private var cells: [Key: AnyObject] = [:]
    /// The changes since the last `takeChanges()`.
    package private(set) var changes: [Change] = []
    /// Every change made during the render, in order.
    package private(set) var history: [Change] = []

    package init() {}

    /// The identity under which the storage of `key`, for values of `type`, is shared by
    /// every view (`@AppStorage`): outside the tree of views, whose paths start at the root.
    package static func sharedPath(_ key: String, _ type: Any.Type) -> ViewPath {
        ViewPath.shared().appending(.id(AnyHashable(key))).appending(.body(ObjectIdentifier(type)))
    }

    /// The storage of state property `index` of the view at `path`, created with `initial`.
    package func cell<Value>(path: ViewPath, index: Int, initial: Value) -> StateCell<Value> {
        let key = Key(path: path, index: index)
        if let existing = cells[key] as? StateCell<Value> { return existing }
        let cell = StateCell(value: initial)
        cell.observer = self
        cells[key] = cell
        return cell
    }

    package func cell(_ cell: any AnyStateCell, willChangeTo value: Any, in transaction: Transaction) {
        let old = cell.anyValue
        cell.anyValue = value
        let change = Change(cell: cell, oldValue: old, newValue: value, transaction: transaction)
        changes.append(change)
        history.append(change)
    }

    /// The changes recorded so far, emptied.
    package func takeChanges() -> [Change] {
        defer { changes.removeAll() }
        return changes
    }

    /// Whether an `@Observable` object read by a `body` changed since the last call.
    private let observedChange = ObservedChange()

    /// `body()`, with the properties of `@Observable` objects it reads watched: a change to
    /// one (made by an action, say) makes the render lay the views out again, as a change of
    /// state does. Such a change is shown at once, never animated: Observation says that an
    /// object changed, not from what to what.
    package func observing<T>(_ body: () throws -> T) throws -> T {
        let flag = observedChange
        return try withObservationTracking { Result(catching: body) } onChange: { flag.objectWillChange() }.get()
    }

    /// Has a change announced by `publisher` (an `ObservableObject`'s) lay the views out again,
    /// as a watched `@Observable` object's does.
    package func follow(_ publisher: ObservableObjectPublisher) {
        publisher.follow(observedChange)
    }

    /// Whether a watched or followed object changed since the last call.
    package func takeObservedChange() -> Bool {
        observedChange.changed.exchange(false, ordering: .relaxed)
    }
}

private final class ObservedChange: ObjectChangeFollower {
    let changed = Atomic<Bool>(false)

    func objectWillChange() {
        changed.store(true, ordering: .relaxed)
    }
}
