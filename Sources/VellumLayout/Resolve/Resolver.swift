import Foundation
@_spi(Reflection) import Swift
import Synchronization
import VellumCore
import VellumUI

/// Where a view is being resolved: its environment, identity and the names above it.
package struct ResolveContext {
    package var environment: EnvironmentValues
    package var path: ViewPath
    package var trail: Trail?
    package var depth: Int
    /// The axis of the nearest enclosing stack, which orients spacers and dividers.
    package var stackAxis: Axis?
    /// Whether the views are a list's content: its sections and rows, reached through views
    /// that only arrange others (`ForEach`, groups, custom views). A `ForEach` there makes its
    /// rows when the list reaches them; a `Section` is the list's.
    package var isListContent = false

    package init(environment: EnvironmentValues, path: ViewPath = .root(), trail: Trail? = nil, depth: Int = 0, stackAxis: Axis? = nil) {
        self.environment = environment
        self.path = path
        self.trail = trail
        self.depth = depth
        self.stackAxis = stackAxis
    }

    /// The context of a child at `component`, named `name` in error messages.
    package func child(_ component: ViewPath.Component, name: String? = nil) -> ResolveContext {
        var copy = self
        copy.path = path.appending(component)
        if let name { copy.trail = Trail.appending(name, to: trail) }
        copy.depth += 1
        return copy
    }

    /// An error about the view being resolved.
    package func error(_ kind: VellumError.Kind, _ message: String) -> VellumError {
        VellumError(kind, message, viewPath: trail.names)
    }
}

/// A primitive view Vellum resolves itself into layout nodes. Its body is `Never`: a view
/// with a body is resolved through it, and never asked whether it is a primitive.
package protocol ResolvablePrimitive: View where Body == Never {
    func makeNodes(_ resolver: Resolver, _ context: ResolveContext) throws -> [Node]
}

extension ResolvablePrimitive {
    /// `view`'s nodes, `view` being of this type: taken out of its box as itself rather than
    /// cast to `any ResolvablePrimitive`, which copies a view larger than three words into a
    /// box of its own (two allocations a modifier, with the next).
    fileprivate static func makeNodes(of view: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        try (view as! Self).makeNodes(resolver, context)
    }
}

/// A primitive modifier Vellum applies itself to the nodes of the content it modifies. Its
/// body is `Never`, as a primitive view's is.
package protocol ResolvableModifier: ViewModifier where Body == Never {
    func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node]
}

extension ResolvableModifier {
    /// As `ResolvablePrimitive.makeNodes(of:_:_:)`, for a modifier.
    fileprivate static func makeNodes(of modifier: any ViewModifier, content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        try (modifier as! Self).makeNodes(content: content, resolver, context)
    }
}

/// Turns a view value into layout nodes: evaluates the bodies of custom views and modifiers
/// with their environment and state, until only primitives remain.
package final class Resolver {
    /// How deep views may nest (counting every view and modifier) before resolution stops
    /// with an error: deep enough for any real view, shallow enough to catch a `body` that
    /// recurses without end.
    package static let maximumDepth = 60_000

    package let graph: ViewGraph
    /// The `onAppear` actions met, with the identity of their view, in resolution order.
    package private(set) var appearActions: [(ViewPath, () -> Void)] = []
    /// The `onChange` observers met, with the identity of their view.
    package private(set) var valueObservers: [(ViewPath, any ValueActionProtocol)] = []
    /// How many `onPreferenceChange` nodes were made: none, and no walk of the tree looks for
    /// them after layout.
    package private(set) var preferenceObservers = 0

    package init(graph: ViewGraph) {
        self.graph = graph
    }

    package func addAppearAction(_ path: ViewPath, _ action: @escaping () -> Void) {
        appearActions.append((path, action))
    }

    package func addValueObserver(_ path: ViewPath, _ observer: any ValueActionProtocol) {
        valueObservers.append((path, observer))
    }

    /// The `animation(_:value:)` modifiers met, with the identity of their view.
    package private(set) var implicitAnimations: [(ViewPath, Animation?, AnimationTrigger)] = []

    package func addImplicitAnimation(_ path: ViewPath, _ animation: Animation?, value: AnimationTrigger) {
        implicitAnimations.append((path, animation, value))
    }

    package func countPreferenceObserver() {
        preferenceObservers += 1
    }

    /// How many `transaction(_:)` modifiers were met: with any, changes made without an
    /// animation are blended too, so that one may give them an animation.
    package private(set) var retimings = 0

    package func countRetiming() {
        retimings += 1
    }

    /// The `transaction(value:_:)` modifiers met: their view, value and gate.
    package private(set) var gatedRetimings: [(ViewPath, AnimationTrigger, RetimingGate)] = []

    /// The gate of the `transaction(value:_:)` at `path`, the same in every pass of a render.
    package func retimingGate(_ path: ViewPath, value: AnimationTrigger) -> RetimingGate {
        let gate = graph.retimingGate(path)
        gatedRetimings.append((path, value, gate))
        return gate
    }

    /// How many `containerRelativeFrame` nodes were made: a scroll view whose content has
    /// some lays its content out afresh for each size it is offered (`ScrollNode`).
    package private(set) var containerRelativeFrames = 0

    package func countContainerRelativeFrame() {
        containerRelativeFrames += 1
    }

    /// The nodes of `view`: none for an empty view, several for a group or `ForEach`.
    package func resolve(_ view: any View, _ context: ResolveContext) throws -> [Node] {
        guard context.depth < Resolver.maximumDepth else {
            throw context.error(.invalidView, "views nest more than \(Resolver.maximumDepth) levels deep; a body that contains its own view without end does this")
        }
        // A view with a body is no primitive (`ResolvablePrimitive` requires a body of
        // `Never`), and is not asked: the first time a type is asked whether it conforms, the
        // runtime searches every conformance in the process (the cold catalog spent a tenth of
        // its instructions there).
        if !Self.declaresBody(view), let primitive = type(of: view) as? any ResolvablePrimitive.Type {
            // Only views that arrange others pass a list's content on; a row's own views are no
            // list's.
            if context.isListContent, !(view is any ListStructure) {
                var row = context
                row.isListContent = false
                return try primitive.makeNodes(of: view, self, row)
            }
            return try primitive.makeNodes(of: view, self, context)
        }
        return try evaluateBody(view, context)
    }

    /// Whether `view`'s type has a body (one of its own, not `Never`).
    private static func declaresBody<V: View>(_ view: V) -> Bool {
        V.Body.self != Never.self
    }

    /// Whether `modifier`'s type has a body (one of its own, not `Never`).
    private static func declaresBody<M: ViewModifier>(_ modifier: M) -> Bool {
        M.Body.self != Never.self
    }

    private func evaluateBody<V: View>(_ view: V, _ context: ResolveContext) throws -> [Node] {
        if V.Body.self == Never.self {
            let reason = view is any UndrawnView
                ? "is not drawn by Vellum yet (what iOS draws for it was not measured); render the views inside it instead"
                : view is any _PrimitiveView ? "is a primitive view Vellum cannot draw yet" : "declares no body"
            throw VellumError(.invalidView, "\(Trail.shortName(of: V.self)) \(reason)", viewPath: context.trail.names + [Trail.shortName(of: V.self)])
        }
        var inner = context
        inner.path = context.path.appending(.body(ObjectIdentifier(V.self)))
        inner.trail = Trail.appending(type: V.self, to: context.trail)
        inner.depth += 1
        try installDynamicProperties(of: view, path: inner.path, environment: context.environment, trail: inner.trail)
        return try resolve(view.body, inner)
    }

    /// Applies `modifier` to `content`.
    package func resolveModified(content: any View, modifier: any ViewModifier, _ context: ResolveContext) throws -> [Node] {
        guard context.depth < Resolver.maximumDepth else {
            throw context.error(.invalidView, "views nest more than \(Resolver.maximumDepth) levels deep")
        }
        // One conformance check for every kind Vellum applies itself (primitives, environment
        // writers, modifiers applied one after the other), and none for a modifier with a
        // body: the first check of each type searches every conformance in the process.
        if !Self.declaresBody(modifier), let primitive = type(of: modifier) as? any ResolvableModifier.Type {
            if context.isListContent, !(modifier is any ListStructure) {
                var row = context
                row.isListContent = false
                return try primitive.makeNodes(of: modifier, content: content, self, row)
            }
            return try primitive.makeNodes(of: modifier, content: content, self, context)
        }
        return try evaluateModifierBody(modifier, content: content, context)
    }

    /// `content` with `writer`'s change to the environment.
    fileprivate func resolve(_ content: any View, writing writer: any EnvironmentModifier, _ context: ResolveContext) throws -> [Node] {
        var inner = context
        writer.apply(to: &inner.environment)
        inner.depth += 1
        let nodes = try resolve(content, inner)
        return applyingLayoutDirection(nodes, from: context.environment.layoutDirection, to: inner.environment.layoutDirection, context)
    }

    private func evaluateModifierBody<M: ViewModifier>(_ modifier: M, content: any View, _ context: ResolveContext) throws -> [Node] {
        if M.Body.self == Never.self {
            let reason = modifier is any _PrimitiveModifier ? "is a primitive modifier Vellum cannot apply yet" : "declares no body(content:)"
            throw VellumError(.invalidView, "\(Trail.shortName(of: M.self)) \(reason)", viewPath: context.trail.names + [Trail.shortName(of: M.self)])
        }
        var inner = context
        inner.path = context.path.appending(.body(ObjectIdentifier(M.self)))
        inner.trail = Trail.appending(type: M.self, to: context.trail)
        inner.depth += 1
        try installDynamicProperties(of: modifier, path: inner.path, environment: context.environment, trail: inner.trail)
        let placeholder = _ViewModifier_Content<M>(source: ContentSource(view: content, name: "content"))
        return try resolve(modifier.body(content: placeholder), inner)
    }

    // MARK: Dynamic properties

    /// Where a struct's dynamic properties are stored, read once from its type's metadata
    /// (`_forEachField`): each stored property that is a dynamic property, by byte offset and
    /// type, and whether it installs itself (`@State`, `@Environment`, …) or holds dynamic
    /// properties of its own. A view evaluated again finds its plan without looking at its
    /// properties; one met for the first time costs a conformance search for each new property
    /// type, where `Mirror` also searched the view's type for `CustomReflectable`.
    private struct PropertyPlan: @unchecked Sendable {
        let properties: [(offset: Int, type: Any.Type, installs: Bool)]
    }

    /// Plans by struct type; other types (classes, enums) are reflected with `Mirror`, and
    /// those found to have no dynamic property are remembered in `typesWithoutProperties`.
    private static let plans = Mutex<[ObjectIdentifier: PropertyPlan]>([:])
    private static let typesWithoutProperties = Mutex<Set<ObjectIdentifier>>([])

    private static func plan(for type: Any.Type) -> PropertyPlan? {
        // The metadata's first word is its kind (the runtime's stable ABI).
        guard unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: UInt.self) == _MetadataKind.struct.rawValue else { return nil }
        if let known = plans.withLock({ $0[ObjectIdentifier(type)] }) { return known }
        var properties: [(offset: Int, type: Any.Type, installs: Bool)] = []
        let complete = _forEachField(of: type) { _, offset, fieldType, _ in
            // Most stored properties are plain values: one conformance check rules them out.
            if fieldType is any DynamicProperty.Type {
                properties.append((offset, fieldType, fieldType is any InstallableProperty.Type))
            }
            return true
        }
        guard complete else { return nil }
        let plan = PropertyPlan(properties: properties)
        plans.withLock { $0[ObjectIdentifier(type)] = plan }
        return plan
    }

    /// Connects the `@State`, `@Environment` and other dynamic properties of `value` to the
    /// storage of `path` and to `environment`.
    /// A property that cannot be installed (an observable object not in the environment) is
    /// an error naming `trail`.
    package func installDynamicProperties(of value: Any, path: ViewPath, environment: EnvironmentValues, trail: Trail?) throws {
        let type = Swift.type(of: value)
        let plan = Resolver.plan(for: type)
        if let plan {
            if plan.properties.isEmpty { return }
        } else if Resolver.typesWithoutProperties.withLock({ $0.contains(ObjectIdentifier(type)) }) {
            return
        }
        let host = PropertyInstaller(graph: graph, path: path, environment: environment)
        var counter = 0
        if !install(value, plan: plan, host: host, counter: &counter) {
            _ = Resolver.typesWithoutProperties.withLock { $0.insert(ObjectIdentifier(type)) }
        }
        if let problem = host.problem { throw VellumError(.invalidView, problem, viewPath: trail.names) }
    }

    /// Installs the dynamic properties of `value` (found by `plan`, or by `Mirror` when its type
    /// has none) in declaration order, numbering those that install themselves from `counter`;
    /// whether it has any.
    private func install(_ value: Any, plan: PropertyPlan?, host: PropertyInstaller, counter: inout Int) -> Bool {
        guard let plan else {
            var found = false
            for child in Mirror(reflecting: value).children where child.value is any DynamicProperty {
                install(property: child.value, installs: child.value is any InstallableProperty, host: host, counter: &counter)
                found = true
            }
            return found
        }
        func properties<T>(of value: T) -> [(Any, installs: Bool)] {
            withUnsafeBytes(of: value) { bytes in
                plan.properties.map { property in
                    func load<P>(_: P.Type) -> Any { bytes.baseAddress!.load(fromByteOffset: property.offset, as: P.self) }
                    return (_openExistential(property.type, do: load), property.installs)
                }
            }
        }
        for (property, installs) in _openExistential(value, do: properties) {
            install(property: property, installs: installs, host: host, counter: &counter)
        }
        return !plan.properties.isEmpty
    }

    private func install(property: Any, installs: Bool, host: PropertyInstaller, counter: inout Int) {
        if installs, let property = property as? any InstallableProperty {
            property.install(in: host, index: counter)
            counter += 1
        } else {
            _ = install(property, plan: Resolver.plan(for: Swift.type(of: property)), host: host, counter: &counter)
        }
    }
}

/// The host a view's dynamic properties are installed from.
private final class PropertyInstaller: PropertyHost {
    let graph: ViewGraph
    let path: ViewPath
    let environment: EnvironmentValues

    init(graph: ViewGraph, path: ViewPath, environment: EnvironmentValues) {
        self.graph = graph
        self.path = path
        self.environment = environment
    }

    /// The first property that could not be installed, if any.
    private(set) var problem: String?

    func stateCell<Value>(index: Int, initial: Value) -> StateCell<Value> {
        graph.cell(path: path, index: index, initial: initial)
    }

    func sharedCell<Value>(key: String, initial: Value) -> StateCell<Value> {
        graph.cell(path: ViewGraph.sharedPath(key, Value.self), index: 0, initial: initial)
    }

    func report(_ problem: String) {
        if self.problem == nil { self.problem = problem }
    }
}

/// Two modifiers applied one after the other (`ModifiedContent` used as a modifier): the
/// first applied to the content, then the second to that.
extension ModifiedContent: ResolvableModifier where Content: ViewModifier, Modifier: ViewModifier {
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        func apply<C: View>(_ view: C) -> any View { view.modifier(self.content) }
        return try resolver.resolveModified(content: apply(content), modifier: modifier, context.child(.slot(1)))
    }
}

extension _EnvironmentKeyWritingModifier: ResolvableModifier {
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        try resolver.resolve(content, writing: self, context)
    }
}

extension _EnvironmentKeyTransformModifier: ResolvableModifier {
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        try resolver.resolve(content, writing: self, context)
    }
}
