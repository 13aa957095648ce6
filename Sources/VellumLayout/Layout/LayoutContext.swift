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
    /// The safe area of the views being placed, in root coordinates, and how far a view may
    /// reach past it (`ignoresSafeArea`, backgrounds, a list's background, bars): the screen,
    /// or a container's frame around a bar it keeps clear. `nil` outside a safe area: the
    /// picture's own bounds then.
    package var safeArea: (safe: CGRect, reach: CGRect)?

    package init(measurer: any TextMeasuring, imageLoader: (any ImageLoading)? = nil, scale: CGFloat, resolver: Resolver) {
        self.measurer = measurer
        self.imageLoader = imageLoader
        self.scale = scale
        self.resolver = resolver
    }

    /// `rect` reaching past the safe area on each of `edges` it touches, as far as the safe
    /// area's reach: where a view that ignores the safe area draws.
    package func reaching(_ rect: CGRect, edges: Edge.Set) -> CGRect {
        guard let area = safeArea else { return rect }
        let slack = 0.5 / scale
        var minX = rect.minX, minY = rect.minY, maxX = rect.maxX, maxY = rect.maxY
        if edges.contains(.top), abs(rect.minY - area.safe.minY) <= slack { minY = min(minY, area.reach.minY) }
        if edges.contains(.bottom), abs(rect.maxY - area.safe.maxY) <= slack { maxY = max(maxY, area.reach.maxY) }
        if edges.contains(.leading), abs(rect.minX - area.safe.minX) <= slack { minX = min(minX, area.reach.minX) }
        if edges.contains(.trailing), abs(rect.maxX - area.safe.maxX) <= slack { maxX = max(maxX, area.reach.maxX) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Runs `body` with `safe` (reaching as far as `reach`) as the safe area of the views it
    /// places.
    package func withSafeArea<T>(_ safe: CGRect, reach: CGRect, _ body: () throws -> T) rethrows -> T {
        let outer = safeArea
        safeArea = (safe, reach)
        defer { safeArea = outer }
        return try body()
    }

    /// `value` rounded to the nearest device pixel.
    package func snap(_ value: CGFloat) -> CGFloat {
        (value * scale).rounded() / scale
    }
}
