import Foundation
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
