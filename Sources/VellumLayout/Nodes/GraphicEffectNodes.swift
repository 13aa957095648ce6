import Foundation
import VellumCore
import VellumUI

/// A drawing effect applied to a group: blend mode, blur, compositing group. Layout is the
/// child's.
package final class GroupEffectNode: PassthroughNode {
    private let effect: Effect

    package init(_ effect: Effect, name: String, context: ResolveContext, child: Node) {
        self.effect = effect
        super.init(name: name, context: context, child: child)
    }

    package override func draw(_ builder: DisplayListBuilder, _ context: LayoutContext) throws {
        try builder.group(effect, key: path.key) { try child.draw(builder, context) }
    }
}

/// A colour transform of everything the child draws.
package final class ColorFilterNode: PassthroughNode {
    private let matrix: ColorMatrix

    package init(matrix: ColorMatrix, name: String, context: ResolveContext, child: Node) {
        self.matrix = matrix
        super.init(name: name, context: context, child: child)
    }

    package override func draw(_ builder: DisplayListBuilder, _ context: LayoutContext) throws {
        let items = try builder.collect { try child.draw(builder, context) }
        for item in matrix.apply(to: items) { builder.append(item) }
    }
}

extension _BlendModeEffect: ResolvableModifier {
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        try resolver.wrapEach(content, name: "blendMode", context) { child, context in
            blendMode == .normal ? child : GroupEffectNode(.blend(blendMode), name: "blendMode", context: context, child: child)
        }
    }
}

extension _BlurEffect: ResolvableModifier {
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        try validateLength(radius, "blur radius", allowNegative: true, context.child(.slot(0), name: "blur"))
        return try resolver.wrapEach(content, name: "blur", context) { child, context in
            GroupEffectNode(.blur(radius: max(radius, 0), opaque: isOpaque), name: "blur", context: context, child: child)
        }
    }
}

extension _TransactionModifier: ResolvableModifier {
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        let retiming = Retiming(transform, gate: value.map { resolver.retimingGate(context.path, value: $0) })
        resolver.countRetiming()
        return try resolver.wrapEach(content, name: "transaction", context) { child, context in
            GroupEffectNode(.retimed(retiming), name: "transaction", context: context, child: child)
        }
    }
}

extension _CompositingGroupEffect: ResolvableModifier {
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        try resolver.wrapEach(content, name: name, context) { child, context in
            GroupEffectNode(.composite, name: name, context: context, child: child)
        }
    }
}

extension _ColorMatrixEffect: ResolvableModifier {
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        guard matrix.m.allSatisfy(\.isFinite) else {
            throw context.child(.slot(0), name: name).error(.invalidValue, "\(name) needs finite amounts")
        }
        return try resolver.wrapEach(content, name: name, context) { child, context in
            ColorFilterNode(matrix: matrix, name: name, context: context, child: child)
        }
    }
}

extension _ColorMultiplyEffect: ResolvableModifier {
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        let resolved: RGBA
        do { resolved = try color.resolve(in: context.environment) } catch let error as VellumError {
            throw error.at(context.child(.slot(0), name: "colorMultiply").trail.names)
        }
        return try resolver.wrapEach(content, name: "colorMultiply", context) { child, context in
            ColorFilterNode(matrix: .multiply(resolved), name: "colorMultiply", context: context, child: child)
        }
    }
}

/// `visualEffect`: the view drawn with the effect its closure makes of the geometry the view
/// was placed with (its frame and the named coordinate spaces around it).
package final class VisualEffectNode: PassthroughNode {
    private let effect: (EmptyVisualEffect, GeometryProxy) -> any VisualEffect
    private var proxy: GeometryProxy?

    package init(effect: @escaping (EmptyVisualEffect, GeometryProxy) -> any VisualEffect, context: ResolveContext, child: Node) {
        self.effect = effect
        super.init(name: "visualEffect", context: context, child: child)
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, _ context: LayoutContext) throws {
        proxy = GeometryProxy(bounds: bounds, namedSpaces: context.namedSpaces)
        try super.placeChildren(in: bounds, proposal: proposal, context)
    }

    package override func draw(_ builder: DisplayListBuilder, _ context: LayoutContext) throws {
        let steps = effect(EmptyVisualEffect(), proxy ?? GeometryProxy(bounds: frame, namedSpaces: [:]))._steps
        try draw(steps[...], builder, context)
    }

    /// The child drawn inside `steps`, the last one outermost.
    private func draw(_ steps: ArraySlice<_VisualEffectStep>, _ builder: DisplayListBuilder, _ context: LayoutContext) throws {
        guard let outer = steps.last else { return try child.draw(builder, context) }
        let inner = steps.dropLast()
        let key = self.path.appending(.slot(steps.count)).key
        func transformed(_ transform: CGAffineTransform) throws {
            guard [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].allSatisfy(\.isFinite) else {
                throw error(.invalidValue, "the visual effect's transform is not finite: \(transform)")
            }
            try builder.group(.transform(transform), key: key) { try draw(inner, builder, context) }
        }
        switch outer.kind {
        case let .offset(offset):
            try transformed(CGAffineTransform(translationX: offset.width, y: offset.height))
        case let .scale(scale, anchor):
            try transformed(transform(about: anchor, in: frame, CGAffineTransform(scaleX: scale.width, y: scale.height)))
        case let .rotation(angle, anchor):
            try transformed(transform(about: anchor, in: frame, CGAffineTransform(rotationAngle: angle.radians)))
        case let .transform(local):
            try transformed(transform(about: .topLeading, in: frame, local))
        case let .refused(message):
            throw error(.invalidValue, message)
        case let .opacity(opacity):
            guard !opacity.isNaN else { throw error(.invalidValue, "the visual effect's opacity is not a number") }
            try builder.group(.opacity(min(max(opacity, 0), 1)), key: key) { try draw(inner, builder, context) }
        case let .blur(radius, opaque):
            guard radius.isFinite else { throw error(.invalidValue, "the visual effect's blur radius must be a finite number, got \(radius)") }
            try builder.group(.blur(radius: max(radius, 0), opaque: opaque), key: key) { try draw(inner, builder, context) }
        case let .color(name, matrix):
            guard matrix.m.allSatisfy(\.isFinite) else { throw error(.invalidValue, "the visual effect's \(name) needs finite amounts") }
            let items = try builder.collect { try draw(inner, builder, context) }
            for item in matrix.apply(to: items) { builder.append(item) }
        }
    }
}

extension _VisualEffectModifier: ResolvableModifier {
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        try resolver.wrapEach(content, name: "visualEffect", context) { child, context in
            VisualEffectNode(effect: effect, context: context, child: child)
        }
    }
}
