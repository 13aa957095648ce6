import Foundation
import VellumCore

/// A gradient in circles around a centre, from `startRadius` to `endRadius` points:
/// SwiftUI's `RadialGradient`. As a view, it fills the space it is offered.
public struct RadialGradient: ShapeStyle, PaintProvider, _PrimitiveView {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startRadius: CGFloat
    public var endRadius: CGFloat

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    package func resolvePaint(in environment: EnvironmentValues) throws -> ResolvedPaint {
        guard startRadius.isFinite, endRadius.isFinite, startRadius >= 0, endRadius >= 0 else {
            throw VellumError(.invalidValue, "radial gradient radii must be finite numbers ≥ 0, got \(startRadius) and \(endRadius)")
        }
        return .radialGradient(try gradient.resolve(in: environment), center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

/// A radial gradient stretched to fill its bounds as an ellipse, its radii given as fractions
/// of the bounds: SwiftUI's `EllipticalGradient`.
public struct EllipticalGradient: ShapeStyle, PaintProvider, _PrimitiveView {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startRadiusFraction: CGFloat
    public var endRadiusFraction: CGFloat

    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    package func resolvePaint(in environment: EnvironmentValues) throws -> ResolvedPaint {
        guard startRadiusFraction.isFinite, endRadiusFraction.isFinite, startRadiusFraction >= 0, endRadiusFraction >= 0 else {
            throw VellumError(.invalidValue, "elliptical gradient radii must be finite numbers ≥ 0, got \(startRadiusFraction) and \(endRadiusFraction)")
        }
        return .ellipticalGradient(try gradient.resolve(in: environment), center: center, startFraction: startRadiusFraction, endFraction: endRadiusFraction)
    }
}

/// A gradient around a centre, by angle — a conic gradient: SwiftUI's `AngularGradient`.
/// Angles start at 3 o'clock and grow clockwise; stops run from `startAngle` to `endAngle`,
/// and outside that range the end colours continue.
public struct AngularGradient: ShapeStyle, PaintProvider, _PrimitiveView {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startAngle: Angle
    public var endAngle: Angle

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle == startAngle ? startAngle + .degrees(360) : endAngle
    }

    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A full turn, starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    /// A full turn, starting at `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    package func resolvePaint(in environment: EnvironmentValues) throws -> ResolvedPaint {
        guard startAngle.radians.isFinite, endAngle.radians.isFinite else {
            throw VellumError(.invalidValue, "angular gradient angles must be finite, got \(startAngle.degrees)° and \(endAngle.degrees)°")
        }
        return .angularGradient(try gradient.resolve(in: environment), center: center, startAngle: startAngle, endAngle: endAngle)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
}
