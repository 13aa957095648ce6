import Foundation
import Synchronization
import VellumUI

/// The structural identity of a view: the chain of positions from the root to it (child
/// index, `if` branch, `ForEach` id, custom view type). State is stored per identity, so it
/// survives re-evaluation of parents' bodies and stays separate between sibling instances.
///
/// Paths share their prefixes (each component points at its parent), so building one per view
/// costs O(1) and comparing two costs at most their depth.
package final class ViewPath: Hashable, CustomStringConvertible {
    package enum Component: Hashable {
        case root
        case index(Int)
        case branch(Bool)
        indirect case id(AnyHashable)
        case body(ObjectIdentifier)
        case slot(Int)
    }

    package let parent: ViewPath?
    package let component: Component
    package let depth: Int
    private let hashValueCache: Int

    private init(parent: ViewPath?, component: Component) {
        self.parent = parent
        self.component = component
        depth = (parent?.depth ?? -1) + 1
        var hasher = Hasher()
        hasher.combine(parent?.hashValueCache ?? 0)
        hasher.combine(component)
        hashValueCache = hasher.finalize()
    }

    package static func root() -> ViewPath { ViewPath(parent: nil, component: .root) }

    /// The root of identities that belong to no view (storage shared by views): a slot
    /// component, which no view's path starts with.
    package static func shared() -> ViewPath { ViewPath(parent: nil, component: .slot(-1)) }

    package func appending(_ component: Component) -> ViewPath {
        ViewPath(parent: self, component: component)
    }

    package static func == (lhs: ViewPath, rhs: ViewPath) -> Bool {
        var a: ViewPath? = lhs, b: ViewPath? = rhs
        while let x = a, let y = b {
            if x === y { return true }
            if x.hashValueCache != y.hashValueCache || x.component != y.component { return false }
            a = x.parent
            b = y.parent
        }
        return a == nil && b == nil
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(hashValueCache)
    }

    /// A stable number for this identity, used to match drawings between frames.
    package var key: Int { hashValueCache }

    package var description: String {
        var parts: [String] = []
        var node: ViewPath? = self
        while let n = node {
            switch n.component {
            case .root: parts.append("root")
            case let .index(i): parts.append("\(i)")
            case let .branch(b): parts.append(b ? "true" : "false")
            case let .id(id): parts.append("id(\(id))")
            case .body: parts.append("body")
            case let .slot(s): parts.append("slot\(s)")
            }
            node = n.parent
        }
        return parts.reversed().joined(separator: "/")
    }
}

/// The names of the views from the root to the one being resolved, for error messages:
/// `VStack › CardModifier › padding`. Names are computed only when an error needs them.
package final class Trail {
    private enum Name {
        case fixed(String)
        case type(Any.Type)
    }

    private let parent: Trail?
    private let name: Name

    private init(parent: Trail?, name: Name) {
        self.parent = parent
        self.name = name
    }

    package static func appending(_ name: String, to parent: Trail?) -> Trail {
        Trail(parent: parent, name: .fixed(name))
    }

    package static func appending(type: Any.Type, to parent: Trail?) -> Trail {
        Trail(parent: parent, name: .type(type))
    }

    /// The names from the root, outermost first.
    package var names: [String] {
        var result: [String] = []
        var node: Trail? = self
        while let n = node {
            switch n.name {
            case let .fixed(text): result.append(text)
            case let .type(type): result.append(Trail.shortName(of: type))
            }
            node = n.parent
        }
        return result.reversed()
    }

    /// The short names worked out so far, by type.
    private static let shortNames = Mutex<[ObjectIdentifier: String]>([:])

    /// A type's name without module prefix or generic arguments: `CardView<Text>` → `CardView`.
    /// Every shape node is named this way, so names are worked out once per type, from the
    /// runtime's name of it (`String(describing:)` would first look the metatype up in every
    /// protocol conformance of the process, a costly search the first time for each type).
    package static func shortName(of type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let known = shortNames.withLock({ $0[key] }) { return known }
        let full = _typeName(type, qualified: false)
        let base = full.split(separator: "<", maxSplits: 1).first.map(String.init) ?? full
        let name = base.split(separator: ".").last.map(String.init) ?? base
        shortNames.withLock { $0[key] = name }
        return name
    }
}

extension Optional where Wrapped == Trail {
    package var names: [String] { self?.names ?? [] }
}
