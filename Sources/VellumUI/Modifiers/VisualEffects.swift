import Foundation

/// Drawing effects made from a view's geometry once it is laid out: SwiftUI's `VisualEffect`,
/// built on the `EmptyVisualEffect` that `visualEffect(_:)` hands its closure. Like the view
/// modifiers of the same names they change the drawing, never the layout; each applies to what
/// the ones before it made.
public protocol VisualEffect {
    /// The steps of the effect, first applied first.
    var _steps: [_VisualEffectStep] { get }
}

/// One step of a visual effect.
public struct _VisualEffectStep {
    package enum Kind {
        case offset(CGSize)
        case scale(CGSize, UnitPoint)
        case rotation(Angle, UnitPoint)
        case opacity(Double)
        case blur(radius: CGFloat, opaque: Bool)
        case color(name: String, ColorMatrix)
        /// An affine transform in the view's own space (origin at its top-leading corner).
        case transform(CGAffineTransform)
        /// An effect Vellum does not draw: an error with this message.
        case refused(String)
    }

    package let kind: Kind
}

/// The effect that changes nothing, which a `visualEffect(_:)` closure starts from.
public struct EmptyVisualEffect: VisualEffect {
    public let _steps: [_VisualEffectStep] = []
    public init() {}
}

/// An effect made of steps: what the effect methods return.
public struct _VisualEffectChain: VisualEffect {
    public let _steps: [_VisualEffectStep]
}

extension VisualEffect {
    private func adding(_ kind: _VisualEffectStep.Kind) -> _VisualEffectChain {
        _VisualEffectChain(_steps: _steps + [_VisualEffectStep(kind: kind)])
    }

    /// Moves the drawing by `offset`.
    public func offset(_ offset: CGSize) -> _VisualEffectChain { adding(.offset(offset)) }

    /// `transform` in the view's own space, its origin the view's top-leading corner.
    package func _transform(_ transform: CGAffineTransform) -> _VisualEffectChain { adding(.transform(transform)) }

    /// An effect that is an error saying `message` when drawn.
    package func _refused(_ message: String) -> _VisualEffectChain { adding(.refused(message)) }

    /// Moves the drawing by `x` and `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _VisualEffectChain { adding(.offset(CGSize(width: x, height: y))) }

    /// Scales the drawing about `anchor` of the view's frame.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> _VisualEffectChain { adding(.scale(scale, anchor)) }

    /// Scales the drawing by `s` on both axes about `anchor` of the view's frame.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> _VisualEffectChain { adding(.scale(CGSize(width: s, height: s), anchor)) }

    /// Scales the drawing by `x` and `y` about `anchor` of the view's frame.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> _VisualEffectChain {
        adding(.scale(CGSize(width: x, height: y), anchor))
    }

    /// Rotates the drawing by `angle` about `anchor` of the view's frame.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> _VisualEffectChain { adding(.rotation(angle, anchor)) }

    /// Multiplies the drawing's opacity by `opacity` (0…1).
    public func opacity(_ opacity: Double) -> _VisualEffectChain { adding(.opacity(opacity)) }

    /// Blurs the drawing with a Gaussian of `radius` points.
    public func blur(radius: CGFloat, opaque: Bool = false) -> _VisualEffectChain { adding(.blur(radius: radius, opaque: opaque)) }

    /// Adds `amount` (−1…1) to the drawing's colour channels.
    public func brightness(_ amount: Double) -> _VisualEffectChain { adding(.color(name: "brightness", .brightness(amount))) }

    /// Scales the drawing's colour contrast by `amount` (1 unchanged).
    public func contrast(_ amount: Double) -> _VisualEffectChain { adding(.color(name: "contrast", .contrast(amount))) }

    /// Scales the drawing's colour saturation by `amount` (0 grey, 1 unchanged).
    public func saturation(_ amount: Double) -> _VisualEffectChain { adding(.color(name: "saturation", .saturation(amount))) }

    /// Removes `amount` (0…1) of the drawing's colour.
    public func grayscale(_ amount: Double) -> _VisualEffectChain {
        adding(.color(name: "grayscale", .saturation(1 - min(max(amount, 0), 1))))
    }

    /// Rotates the drawing's hues by `angle`.
    public func hueRotation(_ angle: Angle) -> _VisualEffectChain { adding(.color(name: "hueRotation", .hueRotation(angle))) }
}

/// Draws the view with the effect its closure makes of the view's geometry: `visualEffect`.
public struct _VisualEffectModifier: _PrimitiveModifier {
    package let effect: (EmptyVisualEffect, GeometryProxy) -> any VisualEffect
}

extension View {
    /// Draws the view with the effect `effect` makes of its geometry once it is laid out; the
    /// layout is not changed.
    ///
    /// ```swift
    /// card.visualEffect { content, proxy in
    ///     content.opacity(proxy.frame(in: .global).minY < 100 ? 0.5 : 1)
    /// }
    /// ```
    public func visualEffect(_ effect: @escaping (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        modifier(_VisualEffectModifier(effect: { effect($0, $1) }))
    }
}
