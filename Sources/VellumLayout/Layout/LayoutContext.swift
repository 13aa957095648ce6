import Foundation
import VellumUI

/// What layout needs beyond the nodes: the text measurer, the render scale (for snapping to
/// pixels), and the resolver (for views resolved during layout, such as a `GeometryReader`'s
/// content).
package final class LayoutContext {
    package let measurer: any TextMeasuring
    package let scale: CGFloat
    package let resolver: Resolver
    /// The frames of the named coordinate spaces around the view being placed.
    package var namedSpaces: [AnyHashable: CGRect] = [:]
    /// Loads image files; `nil` where no images can be drawn (an error if one is used).
    package let imageLoader: (any ImageLoading)?
    /// The size of the nearest container (`containerRelativeFrame`): the innermost scroll
    /// view being laid out, else the size proposed to the picture; `nil` on an axis it was
    /// offered no finite length on.
    package var container = ProposedViewSize.unspecified

    package init(measurer: any TextMeasuring, imageLoader: (any ImageLoading)? = nil, scale: CGFloat, resolver: Resolver) {
        self.measurer = measurer
        self.imageLoader = imageLoader
        self.scale = scale
        self.resolver = resolver
    }

    /// `value` rounded to the nearest device pixel.
    package func snap(_ value: CGFloat) -> CGFloat {
        (value * scale).rounded() / scale
    }
}
