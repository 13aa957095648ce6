import Foundation
import VellumUI

/// How much space a view wants next to its neighbours in a stack with default spacing.
///
/// Most views want the standard 8 points. A spacer wants none (its minimum length is the
/// space). Two texts above each other are set apart by the lower text's font leading (the
/// gap between lines of that font). Spacing is not rounded to pixels, so sizes in points are
/// the same at every scale; positions snap to the pixel grid when views are placed.
package struct ViewSpacing {
    package enum Value {
        case standard
        case zero
        case text(ResolvedFont)
    }

    package var top: Value
    package var bottom: Value
    package var leading: Value
    package var trailing: Value

    package static let standard = ViewSpacing(top: .standard, bottom: .standard, leading: .standard, trailing: .standard)
    package static let zero = ViewSpacing(top: .zero, bottom: .zero, leading: .zero, trailing: .zero)

    /// The standard space between views: 8 points.
    package static let standardDistance: CGFloat = 8

    /// The space between a view with these preferences and the next one along `axis`.
    package func distance(to next: ViewSpacing, along axis: Axis, _ context: LayoutContext) -> CGFloat {
        let (before, after) = axis == .horizontal ? (trailing, next.leading) : (bottom, next.top)
        switch (before, after) {
        case (.zero, _), (_, .zero):
            return 0
        case let (.text, .text(lower)) where axis == .vertical:
            return lower.leading
        default:
            return ViewSpacing.standardDistance
        }
    }
}
