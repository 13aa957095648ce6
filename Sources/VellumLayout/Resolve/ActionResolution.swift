import Foundation
import VellumUI

extension _AppearanceActionModifier: ResolvableModifier {
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        if let appear { resolver.addAppearAction(context.path, appear) }
        return try resolver.resolve(content, context.child(.slot(0)))
    }
}

extension _ValueActionModifier: ResolvableModifier {
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        resolver.addValueObserver(context.path, self)
        return try resolver.resolve(content, context.child(.slot(0)))
    }
}

extension _AnimationModifier: ResolvableModifier {
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        resolver.addImplicitAnimation(context.path, animation, value: AnimationTrigger(value))
        return try resolver.resolve(content, context.child(.slot(0)))
    }
}

extension _CoordinateSpaceModifier: ResolvableModifier {
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        try resolver.wrapEach(content, name: "coordinateSpace", context) { child, context in
            CoordinateSpaceNode(spaceName: name, context: context, child: child)
        }
    }
}

extension _StyleBody: ResolvablePrimitive {
    package func makeNodes(_ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        var inner = context.child(.body(ObjectIdentifier(type(of: style))))
        inner.trail = Trail.appending(type: type(of: style), to: context.trail)
        try resolver.installDynamicProperties(of: style, path: inner.path, environment: context.environment, trail: inner.trail)
        return try resolver.resolve(make(), inner)
    }
}

/// Names a coordinate space: `GeometryProxy.frame(in: .named(name))` inside measures from
/// this view's frame.
package final class CoordinateSpaceNode: PassthroughNode {
    package let spaceName: AnyHashable

    package init(spaceName: AnyHashable, context: ResolveContext, child: Node) {
        self.spaceName = spaceName
        super.init(name: "coordinateSpace", context: context, child: child)
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, _ context: LayoutContext) throws {
        let previous = context.namedSpaces[spaceName]
        context.namedSpaces[spaceName] = bounds
        defer { context.namedSpaces[spaceName] = previous }
        try child.place(at: bounds.origin, proposal: proposal, context)
    }
}
