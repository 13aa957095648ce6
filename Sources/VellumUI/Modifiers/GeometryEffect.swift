import Foundation

/// A 3 × 3 projective transform: SwiftUI's `ProjectionTransform`. Vellum draws the affine ones
/// (no perspective: `m13` and `m23` 0, `m33` 1).
public struct ProjectionTransform: Hashable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    public init() {}

    public init(_ m: CGAffineTransform) {
        m11 = m.a; m12 = m.b
        m21 = m.c; m22 = m.d
        m31 = m.tx; m32 = m.ty
    }

    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether the transform has no perspective.
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// This transform followed by `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        var r = ProjectionTransform()
        r.m11 = m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31
        r.m12 = m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32
        r.m13 = m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33
        r.m21 = m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31
        r.m22 = m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32
        r.m23 = m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33
        r.m31 = m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31
        r.m32 = m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32
        r.m33 = m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33
        return r
    }

    /// The affine transform, when there is no perspective.
    package var affine: CGAffineTransform? {
        isAffine ? CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32) : nil
    }
}

/// A modifier that draws its view through a transform it makes of the view's size:
/// SwiftUI's `GeometryEffect`. The transform is in the view's own space (origin at its
/// top-leading corner); layout is unchanged. A transform with perspective is an error (not
/// drawn yet).
public protocol GeometryEffect: Animatable, ViewModifier {
    /// The transform to draw a view of `size` through.
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    public func body(content: Content) -> some View {
        content.visualEffect { effect, proxy in
            guard let affine = effectValue(size: proxy.size).affine else {
                return effect._refused("\(type(of: self)) gives a transform with perspective, which Vellum does not draw yet")
            }
            return effect._transform(affine)
        }
    }
}
