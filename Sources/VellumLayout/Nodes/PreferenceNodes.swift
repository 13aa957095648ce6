import Foundation
import VellumUI

/// `preference(key:value:)`: the view sets a value for `key`, replacing the values the views
/// inside it set.
package final class PreferenceWriterNode: PassthroughNode {
    package let key: ObjectIdentifier
    package let value: Any

    package init(key: ObjectIdentifier, value: Any, context: ResolveContext, child: Node) {
        self.key = key
        self.value = value
        super.init(name: "preference", context: context, child: child)
    }
}

/// `transformPreference`: changes the value of `key` reduced from the views inside.
package final class PreferenceTransformNode: PassthroughNode {
    package let key: ObjectIdentifier
    package let transform: (inout Any) -> Void

    package init(key: ObjectIdentifier, transform: @escaping (inout Any) -> Void, context: ResolveContext, child: Node) {
        self.key = key
        self.transform = transform
        super.init(name: "transformPreference", context: context, child: child)
    }
}

/// `onPreferenceChange`: after layout, reduces the values of its key set inside it and runs the
/// action when the result differs from the last time (and the first time).
package class PreferenceObserverNode: PassthroughNode {
    package let observer: any PreferenceObserving

    package init(observer: any PreferenceObserving, name: String = "onPreferenceChange", context: ResolveContext, child: Node) {
        self.observer = observer
        super.init(name: name, context: context, child: child)
    }
}

/// `onGeometryChange`: an observer whose value is made from the node's own geometry, kept
/// when it is placed (where the named coordinate spaces around it are known).
package final class GeometryObserverNode: PreferenceObserverNode {
    package private(set) var proxy: GeometryProxy?

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, _ context: LayoutContext) throws {
        proxy = GeometryProxy(bounds: bounds, namedSpaces: context.namedSpaces)
        try super.placeChildren(in: bounds, proposal: proposal, context)
    }
}

struct GeometryObserver<Value: Equatable>: PreferenceObserving {
    let transform: (GeometryProxy) -> Value
    let action: (Value) -> Void

    func value(in node: Node) -> Any {
        (node as? GeometryObserverNode)?.proxy.map(transform) as Any
    }

    func isEqual(_ a: Any, _ b: Any) -> Bool { (a as? Value) == (b as? Value) }

    func fire(_ value: Any) {
        if let value = value as? Value { action(value) }
    }
}

extension _GeometryActionModifier: ResolvableModifier {
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        try resolver.wrapEach(content, name: "onGeometryChange", context) { child, context in
            resolver.countPreferenceObserver()
            return GeometryObserverNode(observer: GeometryObserver(transform: transform, action: action), name: "onGeometryChange", context: context, child: child)
        }
    }
}

extension GeometryProxy {
    /// The geometry of a view placed in `bounds` (root coordinates), among the named
    /// coordinate spaces `namedSpaces` (their frames in root coordinates).
    package init(bounds: CGRect, namedSpaces: [AnyHashable: CGRect]) {
        self.init(size: bounds.size) { space in
            switch space {
            case .global: return bounds
            case .local: return CGRect(origin: .zero, size: bounds.size)
            case let .named(name):
                guard let origin = namedSpaces[name]?.origin else { return bounds }
                return bounds.offsetBy(dx: -origin.x, dy: -origin.y)
            }
        }
    }
}

/// The type-erased observer of one preference key.
package protocol PreferenceObserving {
    /// The value reduced over the subtree of `node`.
    func value(in node: Node) -> Any
    func isEqual(_ a: Any, _ b: Any) -> Bool
    func fire(_ value: Any)
}

struct PreferenceObserver<Key: PreferenceKey>: PreferenceObserving where Key.Value: Equatable {
    let action: (Key.Value) -> Void

    func value(in node: Node) -> Any {
        PreferenceReduction<Key>.collect(node.children) ?? Key.defaultValue
    }

    func isEqual(_ a: Any, _ b: Any) -> Bool { (a as? Key.Value) == (b as? Key.Value) }

    func fire(_ value: Any) {
        if let value = value as? Key.Value { action(value) }
    }
}

/// Reduces the values of one key over a subtree, in declaration order: the first value, then
/// `reduce` with each next one.
enum PreferenceReduction<Key: PreferenceKey> {
    static func collect(_ nodes: [Node]) -> Key.Value? {
        var result: Key.Value?
        for node in nodes {
            guard let value = collect(node) else { continue }
            if result == nil {
                result = value
            } else {
                Key.reduce(value: &result!, nextValue: { value })
            }
        }
        return result
    }

    static func collect(_ node: Node) -> Key.Value? {
        let id = ObjectIdentifier(Key.self)
        if let writer = node as? PreferenceWriterNode, writer.key == id {
            return writer.value as? Key.Value
        }
        var value = collect(node.children)
        if let transformer = node as? PreferenceTransformNode, transformer.key == id {
            var any: Any = value ?? Key.defaultValue
            transformer.transform(&any)
            value = any as? Key.Value
        }
        return value
    }
}

extension _PreferenceWritingModifier: ResolvableModifier {
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        try resolver.wrapEach(content, name: "preference", context) { child, context in
            PreferenceWriterNode(key: ObjectIdentifier(Key.self), value: value, context: context, child: child)
        }
    }
}

extension _PreferenceTransformModifier: ResolvableModifier {
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        let transform = self.transform
        return try resolver.wrapEach(content, name: "transformPreference", context) { child, context in
            PreferenceTransformNode(key: ObjectIdentifier(Key.self), transform: { any in
                guard var value = any as? Key.Value else { return }
                transform(&value)
                any = value
            }, context: context, child: child)
        }
    }
}

extension _PreferenceActionModifier: ResolvableModifier {
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        try resolver.wrapEach(content, name: "onPreferenceChange", context) { child, context in
            resolver.countPreferenceObserver()
            return PreferenceObserverNode(observer: PreferenceObserver<Key>(action: action), context: context, child: child)
        }
    }
}
