import Foundation

/// How much space a view wants next to its neighbours, per edge: SwiftUI's `ViewSpacing`.
///
/// Most views want the standard 8 points. A spacer wants none (its minimum length is the
/// space). Two texts above each other are set apart by the lower text's font leading (the gap
/// its lines keep between them). Spacing is not rounded to pixels, so sizes in points are the
/// same at every scale; positions snap to the pixel grid when views are placed.
public struct ViewSpacing: Sendable {
    package enum Value: Sendable {
        case standard
        case zero
        case distance(CGFloat)
        case text(leading: CGFloat)
    }

    package var top: Value
    package var bottom: Value
    package var leading: Value
    package var trailing: Value

    package init(top: Value, bottom: Value, leading: Value, trailing: Value) {
        self.top = top
        self.bottom = bottom
        self.leading = leading
        self.trailing = trailing
    }

    /// The standard preferences: 8 points on every edge.
    public init() {
        self = .standard
    }

    package static let standard = ViewSpacing(top: .standard, bottom: .standard, leading: .standard, trailing: .standard)

    /// No space wanted on any edge.
    public static let zero = ViewSpacing(top: .zero, bottom: .zero, leading: .zero, trailing: .zero)

    /// The standard space between views: 8 points.
    package static let standardDistance: CGFloat = 8

    /// The space between a view with these preferences and the next one along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let (before, after) = axis == .horizontal ? (trailing, next.leading) : (bottom, next.top)
        switch (before, after) {
        case (.zero, _), (_, .zero):
            return 0
        case let (.text, .text(lower)) where axis == .vertical:
            return lower
        default:
            return max(ViewSpacing.length(before), ViewSpacing.length(after))
        }
    }

    private static func length(_ value: Value) -> CGFloat {
        switch value {
        case .standard, .text: standardDistance
        case .zero: 0
        case let .distance(d): d
        }
    }

    /// Merges `other` into these preferences on `edges`, keeping the larger wish.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        func larger(_ a: Value, _ b: Value) -> Value {
            ViewSpacing.length(a) >= ViewSpacing.length(b) ? a : b
        }
        if edges.contains(.top) { top = larger(top, other.top) }
        if edges.contains(.bottom) { bottom = larger(bottom, other.bottom) }
        if edges.contains(.leading) { leading = larger(leading, other.leading) }
        if edges.contains(.trailing) { trailing = larger(trailing, other.trailing) }
    }

    /// These preferences merged with `other` on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }
}
