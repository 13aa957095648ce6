import Foundation
import VellumUI

/// The drawing effects that leave layout alone: clip, shadow, opacity, offset. The child is
/// sized and placed as if the effect were not there (an offset moves it after placement).
package final class EffectNode: PassthroughNode {
    package enum Kind {
        case clip(any Shape, FillStyle)
        case shadow(color: RGBA, radius: CGFloat, offset: CGSize)
        case opacity(Double)
        case offset(CGSize)
    }

    package let kind: Kind

    package init(_ kind: Kind, name: String, context: ResolveContext, child: Node) {
        self.kind = kind
        super.init(name: name, context: context, child: child)
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, _ context: LayoutContext) throws {
        var origin = bounds.origin
        if case let .offset(offset) = kind {
            origin.x += offset.width
            origin.y += offset.height
        }
        try child.place(at: origin, proposal: proposal, context)
    }

    package override func draw(_ builder: DisplayListBuilder, _ context: LayoutContext) throws {
        switch kind {
        case let .clip(shape, style):
            let local = shape.path(in: CGRect(origin: .zero, size: frame.size))
            try builder.group(.clip(local.offsetBy(dx: frame.minX, dy: frame.minY), style), key: path.key) {
                try child.draw(builder, context)
            }
        case let .shadow(color, radius, offset):
            guard color.alpha > 0 else {
                try child.draw(builder, context)
                return
            }
            try builder.group(.shadow(color: color, radius: radius, offset: offset), key: path.key) {
                try child.draw(builder, context)
            }
        case let .opacity(opacity):
            if opacity >= 1 {
                try child.draw(builder, context)
            } else if opacity > 0 {
                try builder.group(.opacity(opacity), key: path.key) {
                    try child.draw(builder, context)
                }
            }
        case .offset:
            try child.draw(builder, context)
        }
    }
}

extension _ClipEffect: ResolvableModifier {
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        let name = shape is Rectangle ? "clipped" : "clipShape"
        return try resolver.wrapEach(content, name: name, context) { child, context in
            EffectNode(.clip(shape, style), name: name, context: context, child: child)
        }
    }
}

extension _ShadowEffect: ResolvableModifier {
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        let here = context.child(.slot(0), name: "shadow")
        try validateLength(radius, "shadow radius", allowNegative: true, here)
        try validateLength(offset.width, "shadow x offset", allowNegative: true, here)
        try validateLength(offset.height, "shadow y offset", allowNegative: true, here)
        let resolved: RGBA
        do { resolved = try color.resolve(in: context.environment) } catch let error as VellumError { throw error.at(here.trail.names) }
        return try resolver.wrapEach(content, name: "shadow", context) { child, context in
            EffectNode(.shadow(color: resolved, radius: max(radius, 0), offset: offset), name: "shadow", context: context, child: child)
        }
    }
}

extension _OpacityEffect: ResolvableModifier {
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        guard !opacity.isNaN else {
            throw context.child(.slot(0), name: "opacity").error(.invalidValue, "opacity must be a number from 0 to 1, got nan")
        }
        let clamped = min(max(opacity, 0), 1)
        return try resolver.wrapEach(content, name: "opacity", context) { child, context in
            EffectNode(.opacity(clamped), name: "opacity", context: context, child: child)
        }
    }
}

extension _OffsetEffect: ResolvableModifier {
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        let here = context.child(.slot(0), name: "offset")
        try validateLength(offset.width, "offset x", allowNegative: true, here)
        try validateLength(offset.height, "offset y", allowNegative: true, here)
        return try resolver.wrapEach(content, name: "offset", context) { child, context in
            EffectNode(.offset(offset), name: "offset", context: context, child: child)
        }
    }
}
