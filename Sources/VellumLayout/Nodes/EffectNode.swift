import Foundation
import VellumCore
import VellumUI

/// The drawing effects that leave layout alone: clip, shadow, opacity, offset, transforms. The
/// child is sized and placed as if the effect were not there (an offset moves it after
/// placement, so its frame shows where it is drawn).
package final class EffectNode: PassthroughNode {
    package enum Kind {
        case clip(any Shape, FillStyle)
        case shadow(color: RGBA, radius: CGFloat, offset: CGSize)
        case opacity(Double)
        case offset(CGSize)
        /// A transform of the view's drawing, computed from its frame (root coordinates).
        case transform((CGRect) -> CGAffineTransform)
        /// A scale and a rotation about an anchor of the view's frame: animations move the
        /// scale and the angle, not the matrix.
        case motion(scale: CGSize, angle: Double, anchor: UnitPoint)
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
            guard local.isFinite else {
                throw error(.invalidValue, "the clip shape's outline has points that are not finite numbers")
            }
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
            } else {
                // Kept even when invisible, so that an animation can fade it in; the backend
                // draws nothing for it.
                try builder.group(.opacity(max(opacity, 0)), key: path.key) {
                    try child.draw(builder, context)
                }
            }
        case .offset:
            try child.draw(builder, context)
        case let .motion(scale, angle, anchor):
            let motion = TransformMotion(pivot: anchor.point(in: frame), scale: scale, angle: angle)
            if motion.isNeutral {
                try child.draw(builder, context)
            } else {
                try builder.group(.transform(motion.transform), key: path.key, motion: motion) {
                    try child.draw(builder, context)
                }
            }
        case let .transform(make):
            let transform = make(frame)
            guard transform.a.isFinite, transform.b.isFinite, transform.c.isFinite, transform.d.isFinite, transform.tx.isFinite, transform.ty.isFinite else {
                throw error(.invalidValue, "the transform is not finite: \(transform)")
            }
            if transform == .identity {
                try child.draw(builder, context)
            } else {
                // A flat transform (scale 0) draws nothing, but stays in the list so that an
                // animation can grow it.
                try builder.group(.transform(transform), key: path.key) {
                    try child.draw(builder, context)
                }
            }
        }
    }
}

/// A transform about an anchor of `frame`: `linear` is applied with the anchor fixed.
package func transform(about anchor: UnitPoint, in frame: CGRect, _ linear: CGAffineTransform) -> CGAffineTransform {
    let pivot = anchor.point(in: frame)
    return CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
        .concatenating(linear)
        .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
}

extension _ClipEffect: ResolvableModifier {
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        let name = shape is Rectangle ? "clipped" : "clipShape"
        if shape is any StrokedShapeProtocol {
            // Cairo clips to filled outlines; a stroke's area would need its outline computed.
            throw context.child(.slot(0), name: name).error(.invalidValue, "clipping to a stroke (`.stroke(…)` as the clip shape) is not supported yet; clip to the shape and mask with the stroke instead")
        }
        return try resolver.wrapEach(content, name: name, context) { child, context in
            EffectNode(.clip(shape, style), name: name, context: context, child: child)
        }
    }
}

extension _ShadowEffect: ResolvableModifier {
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        /// The modifier's own context, for errors only.
        func here() -> ResolveContext { context.child(.slot(0), name: "shadow") }
        try validateLength(radius, "shadow radius", allowNegative: true, here())
        try validateLength(offset.width, "shadow x offset", allowNegative: true, here())
        try validateLength(offset.height, "shadow y offset", allowNegative: true, here())
        let resolved: RGBA
        do { resolved = try color.resolve(in: context.environment) } catch let error as VellumError { throw error.at(here().trail.names) }
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
        /// The modifier's own context, for errors only.
        func here() -> ResolveContext { context.child(.slot(0), name: "offset") }
        try validateLength(offset.width, "offset x", allowNegative: true, here())
        try validateLength(offset.height, "offset y", allowNegative: true, here())
        return try resolver.wrapEach(content, name: "offset", context) { child, context in
            EffectNode(.offset(offset), name: "offset", context: context, child: child)
        }
    }
}

extension _ScaleEffect: ResolvableModifier {
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        /// The modifier's own context, for errors only.
        func here() -> ResolveContext { context.child(.slot(0), name: "scaleEffect") }
        try validateLength(scale.width, "scaleEffect x", allowNegative: true, here())
        try validateLength(scale.height, "scaleEffect y", allowNegative: true, here())
        let (scale, anchor) = (self.scale, self.anchor)
        return try resolver.wrapEach(content, name: "scaleEffect", context) { child, context in
            EffectNode(.motion(scale: scale, angle: 0, anchor: anchor), name: "scaleEffect", context: context, child: child)
        }
    }
}

extension _RotationEffect: ResolvableModifier {
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        try validateLength(angle.radians, "rotation angle", allowNegative: true, context.child(.slot(0), name: "rotationEffect"))
        let (angle, anchor) = (self.angle, self.anchor)
        return try resolver.wrapEach(content, name: "rotationEffect", context) { child, context in
            EffectNode(.motion(scale: CGSize(width: 1, height: 1), angle: angle.radians, anchor: anchor), name: "rotationEffect", context: context, child: child)
        }
    }
}

extension _Rotation3DEffect: ResolvableModifier {
    /// The rotation projected orthographically onto the screen: exact for mirroring (180°
    /// about the x or y axis) and for rotations about z; other angles are foreshortened without
    /// perspective.
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        /// The modifier's own context, for errors only.
        func here() -> ResolveContext { context.child(.slot(0), name: "rotation3DEffect") }
        try validateLength(angle.radians, "rotation angle", allowNegative: true, here())
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length.isFinite, length > 0 else {
            throw here().error(.invalidValue, "rotation3DEffect needs a non-zero, finite axis")
        }
        let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
        let c = cos(angle.radians), s = sin(angle.radians), t = 1 - c
        // The upper-left 2×2 of the rotation matrix about (x, y, z), in screen coordinates.
        let linear = CGAffineTransform(a: t * x * x + c, b: t * x * y + s * z, c: t * x * y - s * z, d: t * y * y + c, tx: 0, ty: 0)
        let anchor = self.anchor
        return try resolver.wrapEach(content, name: "rotation3DEffect", context) { child, context in
            EffectNode(.transform { transform(about: anchor, in: $0, linear) }, name: "rotation3DEffect", context: context, child: child)
        }
    }
}

extension _TransformEffect: ResolvableModifier {
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        let matrix = transform
        return try resolver.wrapEach(content, name: "transformEffect", context) { child, context in
            EffectNode(.transform { CGAffineTransform(translationX: -$0.minX, y: -$0.minY).concatenating(matrix).concatenating(CGAffineTransform(translationX: $0.minX, y: $0.minY)) },
                       name: "transformEffect", context: context, child: child)
        }
    }
}
