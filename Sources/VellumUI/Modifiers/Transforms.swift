import Foundation

/// Draws a view scaled about an anchor, without changing layout: `scaleEffect`.
public struct _ScaleEffect: _PrimitiveModifier {
    public var scale: CGSize
    public var anchor: UnitPoint

    public init(scale: CGSize, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }
}

/// Draws a view rotated about an anchor, without changing layout: `rotationEffect`.
public struct _RotationEffect: _PrimitiveModifier {
    public var angle: Angle
    public var anchor: UnitPoint

    public init(angle: Angle, anchor: UnitPoint = .center) {
        self.angle = angle
        self.anchor = anchor
    }
}

/// Draws a view rotated in 3D about an axis through an anchor, projected with perspective:
/// `rotation3DEffect`. A rotation of 180° about the x or y axis mirrors the view.
public struct _Rotation3DEffect: _PrimitiveModifier {
    public var angle: Angle
    public var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    public var anchor: UnitPoint
    public var anchorZ: CGFloat
    public var perspective: CGFloat

    public init(angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1) {
        self.angle = angle
        self.axis = axis
        self.anchor = anchor
        self.anchorZ = anchorZ
        self.perspective = perspective
    }
}

/// Draws a view through an affine transform, without changing layout: `transformEffect`.
public struct _TransformEffect: _PrimitiveModifier {
    public var transform: CGAffineTransform

    public init(transform: CGAffineTransform) {
        self.transform = transform
    }
}

extension View {
    /// Draws the view scaled by `scale` about `anchor`; layout is unchanged.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        modifier(_ScaleEffect(scale: CGSize(width: scale, height: scale), anchor: anchor))
    }

    /// Draws the view scaled by `scale` about `anchor`; layout is unchanged.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(_ScaleEffect(scale: scale, anchor: anchor))
    }

    /// Draws the view scaled by `x` and `y` about `anchor`; layout is unchanged.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        modifier(_ScaleEffect(scale: CGSize(width: x, height: y), anchor: anchor))
    }

    /// Draws the view rotated by `angle` (clockwise on screen) about `anchor`; layout is unchanged.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(_RotationEffect(angle: angle, anchor: anchor))
    }

    /// Draws the view rotated in 3D by `angle` about `axis`; layout is unchanged.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        modifier(_Rotation3DEffect(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }

    /// Draws the view through `transform`; layout is unchanged.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(_TransformEffect(transform: transform))
    }
}

/// Mirrors the view's drawing in a right-to-left layout: `flipsForRightToLeftLayoutDirection`.
public struct _FlipsForRightToLeftModifier: ViewModifier {
    let enabled: Bool
    @Environment(\.layoutDirection) private var layoutDirection

    public func body(content: Content) -> some View {
        if enabled && layoutDirection == .rightToLeft {
            content.scaleEffect(x: -1, y: 1)
        } else {
            content
        }
    }
}

extension View {
    /// Mirrors the view's drawing horizontally when the layout runs right to left (a "back"
    /// arrow, say); left to right it is drawn as it is.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        modifier(_FlipsForRightToLeftModifier(enabled: enabled))
    }
}
