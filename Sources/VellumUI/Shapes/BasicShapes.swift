import Foundation

/// A rectangle filling its frame.
public struct Rectangle: InsettableShape {
    public init() {}

    public func path(in rect: CGRect) -> Path { Path(rect) }

    public func inset(by amount: CGFloat) -> _Inset<Rectangle> { _Inset(base: self, amount: amount) }
}

/// A rectangle with rounded corners: circular quarter arcs by default, as SwiftUI draws them,
/// or Apple's continuous corners with `style: .continuous`. The radius is clamped to half the
/// shorter side.
public struct RoundedRectangle: InsettableShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .circular) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerSize: cornerSize, style: style)
    }

    /// The rounded rectangle inset by `amount`, with its corner radius reduced by as much, so
    /// the inset outline stays parallel to the original one.
    public func inset(by amount: CGFloat) -> RoundedRectangle._Inset { RoundedRectangle._Inset(base: self, amount: amount) }

    /// A rounded rectangle inset by `amount`, its corners shrunk with it.
    public struct _Inset: InsettableShape {
        public var base: RoundedRectangle
        public var amount: CGFloat

        public func path(in rect: CGRect) -> Path {
            let inset = rect.insetBy(dx: amount, dy: amount)
            guard inset.width >= 0, inset.height >= 0 else { return Path() }
            let corner = CGSize(width: max(base.cornerSize.width - amount, 0), height: max(base.cornerSize.height - amount, 0))
            return Path(roundedRect: inset, cornerSize: corner, style: base.style)
        }

        public func inset(by amount: CGFloat) -> RoundedRectangle._Inset { RoundedRectangle._Inset(base: base, amount: self.amount + amount) }
    }
}

/// A rectangle whose shorter sides are semicircles.
public struct Capsule: InsettableShape {
    public var style: RoundedCornerStyle

    public init(style: RoundedCornerStyle = .circular) {
        self.style = style
    }

    public func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerRadius: radius, style: style == .continuous ? .circular : style)
    }

    public func inset(by amount: CGFloat) -> _Inset<Capsule> { _Inset(base: self, amount: amount) }
}

/// A circle in the centred square of its frame (side: the shorter side).
public struct Circle: InsettableShape {
    public init() {}

    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    public func inset(by amount: CGFloat) -> _Inset<Circle> { _Inset(base: self, amount: amount) }
}

/// An ellipse filling its frame.
public struct Ellipse: InsettableShape {
    public init() {}

    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }

    public func inset(by amount: CGFloat) -> _Inset<Ellipse> { _Inset(base: self, amount: amount) }
}

/// A shape drawn in its frame inset by `amount` on every side.
public struct _Inset<Base: InsettableShape>: InsettableShape {
    public var base: Base
    public var amount: CGFloat

    public func path(in rect: CGRect) -> Path {
        let inset = rect.insetBy(dx: amount, dy: amount)
        guard inset.width >= 0, inset.height >= 0 else { return Path() }
        return base.path(in: inset)
    }

    public func inset(by amount: CGFloat) -> _Inset<Base> { _Inset(base: base, amount: self.amount + amount) }
}

extension Path: Shape {
    /// A path draws itself as it is, wherever its frame is.
    public func path(in rect: CGRect) -> Path { self }
}

// The shapes by their short names, where a shape is expected: `.clipShape(.rect(cornerRadius: 12))`,
// `.background(.capsule.fill(.blue))`.

extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with rounded corners of `cornerRadius`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rectangle with rounded corners of `cornerSize`.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .circular) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle whose corners are rounded by radii of their own.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .circular) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }

    /// A rectangle whose corners are rounded by radii of their own.
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                            topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .circular) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius, bottomTrailingRadius: bottomTrailingRadius,
                               topTrailingRadius: topTrailingRadius, style: style)
    }
}

extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }

    /// A capsule with corners of `style`.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}
