import Foundation
import VellumUI

/// What layout needs beyond the nodes: the text measurer, the render scale (for snapping to
/// pixels), and the resolver (for views resolved during layout, such as a `GeometryReader`'s
/// content).
package final class LayoutContext {
    package let measurer: any TextMeasuring
    package let scale: CGFloat
    package let resolver: Resolver

    package init(measurer: any TextMeasuring, scale: CGFloat, resolver: Resolver) {
        self.measurer = measurer
        self.scale = scale
        self.resolver = resolver
    }

    /// `value` rounded to the nearest device pixel.
    package func snap(_ value: CGFloat) -> CGFloat {
        (value * scale).rounded() / scale
    }
}
