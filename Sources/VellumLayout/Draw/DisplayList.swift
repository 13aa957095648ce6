import Foundation
import VellumCore
import VellumUI

/// What to draw, as plain values in root coordinates (points): the seam between layout and
/// the Cairo backend. It holds no Cairo types, can be dumped as text, and animation
/// interpolates its numbers.
package struct DisplayList: Sendable {
    package var items: [DisplayItem]
    /// The size of the canvas, in points.
    package var size: CGSize

    package init(items: [DisplayItem], size: CGSize) {
        self.items = items
        self.size = size
    }
}

/// One drawing operation.
package enum DisplayItem: Sendable {
    case shape(ShapeDrawing)
    /// Boxed: a text's drawing is half again as large as a shape's, and items are stored
    /// inline, so every item of a list would otherwise take a text's room.
    indirect case text(TextDrawing)
    case image(ImageDrawing)
    case group(GroupDrawing)

    /// The identity of the view that drew this item.
    package var key: Int {
        switch self {
        case let .shape(s): s.key
        case let .text(t): t.key
        case let .image(i): i.key
        case let .group(g): g.key
        }
    }
}

/// A filled or stroked path.
package struct ShapeDrawing: Sendable {
    package var key: Int
    package var path: Path
    package var paint: ResolvedPaint
    /// The rectangle gradient unit points refer to: the frame of the view that is filled.
    package var paintBounds: CGRect
    package var fillStyle: FillStyle
    /// The stroke, or `nil` for a fill.
    package var stroke: StrokeStyle? {
        get { strokeBox?.style }
        set { strokeBox = newValue.map(StrokeBox.init) }
    }
    /// Kept apart: most shapes are filled, and a stroke inline made every display-list item
    /// 32 bytes larger (176 rather than 144).
    private var strokeBox: StrokeBox?

    private final class StrokeBox: Sendable {
        let style: StrokeStyle
        init(_ style: StrokeStyle) { self.style = style }
    }

    package init(key: Int, path: Path, paint: ResolvedPaint, paintBounds: CGRect, fillStyle: FillStyle = FillStyle(), stroke: StrokeStyle? = nil) {
        self.key = key
        self.path = path
        self.paint = paint
        self.paintBounds = paintBounds
        self.fillStyle = fillStyle
        self.stroke = stroke
    }
}

/// A text laid out in a frame.
package struct TextDrawing: Sendable {
    package var key: Int
    package var text: TextSpec
    package var frame: CGRect
    /// The proposal the text was laid out for, so drawing wraps exactly as layout did.
    package var proposal: ProposedViewSize
    /// The paint of runs that have none of their own.
    package var paint: ResolvedPaint
    package var measurement: TextMeasurement
}

/// A bitmap drawn into a rectangle.
package struct ImageDrawing: Sendable {
    package var key: Int
    package var image: ImageSource
    package var frame: CGRect
    package var interpolation: ImageInterpolation
}

/// Decoded pixels: 8-bit premultiplied BGRA rows, as Cairo stores them.
package final class ImageSource: @unchecked Sendable {
    package let width: Int
    package let height: Int
    package let pixels: [UInt8]
    package let name: String
    /// Pixels per point: 2 for an `@2x` file; a vector image's, the scale it was drawn at.
    package let scale: CGFloat

    package init(width: Int, height: Int, pixels: [UInt8], name: String, scale: CGFloat = 1) {
        self.width = width
        self.height = height
        self.pixels = pixels
        self.name = name
        self.scale = scale
    }
}

/// How an image is sampled when drawn at another size.
package enum ImageInterpolation: Hashable, Sendable {
    case none, low, medium, high
}

/// Items drawn together through an effect.
extension Effect {
    /// Whether the group shows anything: not at opacity 0, nor through a transform that
    /// flattens it (scale 0).
    package var isVisible: Bool {
        switch self {
        case let .opacity(opacity): opacity > 0
        case let .transform(t): t.a * t.d - t.b * t.c != 0
        default: true
        }
    }
}

package struct GroupDrawing: Sendable {
    package var key: Int
    package var effect: Effect
    package var items: [DisplayItem]
    /// For the transforms of `scaleEffect` and `rotationEffect`: the values they were made of,
    /// which animations interpolate (a turn of 360° is the identity matrix, but not the same
    /// animation as 0°).
    package var motion: TransformMotion?

    package init(key: Int, effect: Effect, items: [DisplayItem], motion: TransformMotion? = nil) {
        self.key = key
        self.effect = effect
        self.items = items
        self.motion = motion
    }
}

/// A scale then a rotation about a fixed point, in root coordinates.
package struct TransformMotion: Sendable, Equatable {
    package var pivot: CGPoint
    package var scale: CGSize
    package var angle: Double

    package init(pivot: CGPoint, scale: CGSize = CGSize(width: 1, height: 1), angle: Double = 0) {
        self.pivot = pivot
        self.scale = scale
        self.angle = angle
    }

    /// The matrix: scale and rotate about the pivot.
    package var transform: CGAffineTransform {
        CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
            .concatenating(CGAffineTransform(scaleX: scale.width, y: scale.height))
            .concatenating(CGAffineTransform(rotationAngle: angle))
            .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
    }

    /// No scale and no turn: what a view without the effect shows.
    package var isNeutral: Bool { scale == CGSize(width: 1, height: 1) && angle == 0 }
}

/// An effect applied to a group of items.
package enum Effect: Sendable {
    /// Draw the group, then fade it as a whole (overlaps do not darken).
    case opacity(Double)
    /// Keep only what lies inside the path.
    case clip(Path, FillStyle)
    /// A drop shadow of the group's alpha: Gaussian blur of σ = 0.93·radius, tinted, offset.
    case shadow(color: RGBA, radius: CGFloat, offset: CGSize)
    /// Draw the group through an affine transform (points).
    case transform(CGAffineTransform)
    /// Keep the group where the mask's items have alpha.
    case mask([DisplayItem])
    /// Composite the group onto what is behind it with a blend mode.
    case blend(BlendMode)
    /// Blur the group with a Gaussian of σ = 0.93·radius; `opaque` keeps its edges opaque.
    case blur(radius: CGFloat, opaque: Bool)
    /// Render the group into one layer first (`compositingGroup`, `drawingGroup`).
    case composite
    /// Draw the group as it is; animations move it with the transactions `transaction(_:)`
    /// makes of theirs.
    case retimed(Retiming)
}

/// Whether the value of a `transaction(value:_:)` changed during the render.
package final class RetimingGate: @unchecked Sendable {
    package var isOpen = false

    package init() {}
}

/// A view's `transaction(_:)`: how the animations of changes are changed for what it draws.
package struct Retiming: @unchecked Sendable {
    package let transform: (inout Transaction) -> Void
    /// For `transaction(value:_:)`: open once the value has changed in the render.
    package let gate: RetimingGate?

    package init(_ transform: @escaping (inout Transaction) -> Void, gate: RetimingGate? = nil) {
        self.transform = transform
        self.gate = gate
    }

    /// How far a change made with `animation` (none: at once) has moved what the view draws,
    /// `time` seconds after it: along the animation the transform makes of it; at once when it
    /// makes none. Behind a closed gate, along the change's own.
    package func progress(of animation: Animation?, at time: Double) -> Double {
        var transaction = Transaction(animation: animation)
        if gate?.isOpen ?? true { transform(&transaction) }
        guard let changed = transaction.animation, !transaction.disablesAnimations else { return 1 }
        return changed.progress(at: time)
    }
}

/// How far a blur of `radius` reaches: 3σ and a pixel, σ = 0.93·radius, and never more than
/// the largest canvas (a larger radius spreads the picture into nothing).
private func blurReach(_ radius: CGFloat) -> CGFloat {
    let reach = max(radius, 0) * 0.93 * 3 + 1
    return reach.isFinite ? min(reach, 3 * 16_384 + 1) : 3 * 16_384 + 1
}

extension DisplayItem {
    /// The rectangle the item can paint into (before clipping by the canvas).
    package var bounds: CGRect {
        switch self {
        case let .shape(s):
            var rect = s.path.boundingRect
            if let stroke = s.stroke {
                let reach = stroke.lineWidth / 2 * (stroke.lineJoin == .miter ? max(stroke.miterLimit, 1) : 1) + stroke.lineWidth
                rect = rect.insetBy(dx: -reach, dy: -reach)
            }
            return rect
        case let .text(t):
            // Glyphs may reach past the line box (accents, italics, fallback fonts).
            let overhang = t.text.primaryFont.size * 0.5
            return t.frame.insetBy(dx: -overhang, dy: -overhang)
        case let .image(i):
            return i.frame
        case let .group(g):
            let inner = g.items.reduce(CGRect.null) { $0.union($1.bounds) }
            switch g.effect {
            case .opacity: return inner
            case let .clip(path, _): return inner.intersection(path.boundingRect)
            case let .shadow(_, radius, offset):
                guard !inner.isNull else { return inner }
                return inner.union(inner.offsetBy(dx: offset.width, dy: offset.height).insetBy(dx: -blurReach(radius), dy: -blurReach(radius)))
            case let .transform(t): return inner.isNull ? inner : inner.applying(t)
            case let .mask(mask): return inner.intersection(mask.reduce(CGRect.null) { $0.union($1.bounds) })
            case .blend, .composite, .retimed: return inner
            case let .blur(radius, _):
                let reach = blurReach(radius)
                return inner.insetBy(dx: -reach, dy: -reach)
            }
        }
    }
}

/// Collects display items as nodes draw themselves, with nested groups.
package final class DisplayListBuilder {
    private var stack: [[DisplayItem]] = [[]]

    /// A builder whose list has room for `capacity` items at its top level (at most 262,144):
    /// a list that grows an item at a time is copied into fresh memory each time it doubles,
    /// and for a large tree that memory is much of the list's time.
    package init(capacity: Int = 0) {
        stack[0].reserveCapacity(min(max(capacity, 0), 1 << 18))
    }

    package func append(_ item: DisplayItem) {
        stack[stack.count - 1].append(item)
    }

    /// Draws what `body` appends as one group with `effect`; an empty group is dropped.
    package func group(_ effect: Effect, key: Int, motion: TransformMotion? = nil, _ body: () throws -> Void) rethrows {
        stack.append([])
        defer {
            let items = stack.removeLast()
            if !items.isEmpty { append(.group(GroupDrawing(key: key, effect: effect, items: items, motion: motion))) }
        }
        try body()
    }

    /// Collects what `body` appends without adding it to the list.
    package func collect(_ body: () throws -> Void) rethrows -> [DisplayItem] {
        stack.append([])
        defer { _ = stack.removeLast() }
        try body()
        return stack[stack.count - 1]
    }

    package var items: [DisplayItem] { stack[0] }
}
