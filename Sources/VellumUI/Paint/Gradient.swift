import Foundation
import VellumCore

/// Colours at locations from 0 to 1: SwiftUI's `Gradient`.
public struct Gradient: Hashable, Sendable {
    /// A colour at a location.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat

        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// Colours spread evenly from 0 to 1.
    public init(colors: [Color]) {
        let count = colors.count
        stops = colors.enumerated().map { index, color in
            Stop(color: color, location: count > 1 ? CGFloat(index) / CGFloat(count - 1) : 0)
        }
    }

    /// The stops resolved in `environment`: sorted by location (stable), locations clamped to
    /// 0...1. A gradient with no stops is clear; one stop is a solid colour.
    package func resolve(in environment: EnvironmentValues) throws -> [ResolvedStop] {
        var resolved: [ResolvedStop] = []
        for stop in stops {
            guard stop.location.isFinite else {
                throw VellumError(.invalidValue, "gradient stop location must be a finite number, got \(stop.location)")
            }
            resolved.append(ResolvedStop(color: try stop.color.resolve(in: environment), location: min(max(Double(stop.location), 0), 1)))
        }
        let ordered = resolved.enumerated().sorted { a, b in
            a.element.location != b.element.location ? a.element.location < b.element.location : a.offset < b.offset
        }.map(\.element)
        if ordered.isEmpty { return [ResolvedStop(color: .clear, location: 0), ResolvedStop(color: .clear, location: 1)] }
        return ordered
    }
}

extension Color {
    /// A gentle gradient from this colour, as SwiftUI's `Color.gradient` draws it: slightly
    /// lighter at the top to the colour itself at the bottom.
    public var gradient: AnyGradient {
        AnyGradient(Gradient(stops: [
            .init(color: self.mix(with: .white, by: 0.12), location: 0),
            .init(color: self, location: 1),
        ]))
    }

    /// This colour mixed with `other`: `fraction` 0 is this colour, 1 is `other`.
    public func mix(with other: Color, by fraction: Double) -> Color {
        Color(provider: .mix(provider, other.provider, fraction))
    }
}

/// A gradient used as a shape style, filling from top to bottom: `Color.blue.gradient`.
public struct AnyGradient: Hashable, Sendable, ShapeStyle, PaintProvider {
    package let gradient: Gradient

    public init(_ gradient: Gradient) {
        self.gradient = gradient
    }

    package func resolvePaint(in environment: EnvironmentValues) throws -> ResolvedPaint {
        .linearGradient(try gradient.resolve(in: environment), start: .top, end: .bottom)
    }
}
