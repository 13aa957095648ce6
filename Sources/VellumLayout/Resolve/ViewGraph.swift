import Foundation
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
        package var transaction: Transaction
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

    /// Gives the changes of `history` from `start` on that were made without an animation
    /// `animation`: an `animation(_:value:)` whose value they changed animates them.
    package func animate(changesFrom start: Int, with animation: Animation) {
        for index in start..<history.count where history[index].transaction.animation == nil {
            history[index].transaction.animation = animation
        }
    }

    private var gates: [ViewPath: RetimingGate] = [:]

    /// The gate of the `transaction(value:_:)` at `path`, made on first use.
    package func retimingGate(_ path: ViewPath) -> RetimingGate {
        if let gate = gates[path] { return gate }
        let gate = RetimingGate()
        gates[path] = gate
        return gate
    }

    /// The changes recorded so far, emptied.
    package func takeChanges() -> [Change] {
        defer { changes.removeAll() }
        return changes
    }
}
