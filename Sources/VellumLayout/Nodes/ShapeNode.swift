import Foundation
import VellumCore
import VellumUI

/// A shape filled or stroked with a paint: shapes, `Color` and gradients used as views.
/// It takes the size the shape chooses for the proposal (by default the proposal, 10 points
/// on an unspecified axis).
package final class ShapeNode: Node {
    package let shape: any Shape
    package let paint: ResolvedPaint
    package let fillStyle: FillStyle
    package let stroke: StrokeStyle?

    package init(name: String, shape: any Shape, paint: ResolvedPaint, fillStyle: FillStyle = FillStyle(), stroke: StrokeStyle? = nil, context: ResolveContext) {
        self.shape = shape
        self.paint = paint
        self.fillStyle = fillStyle
        self.stroke = stroke
        super.init(name: name, context: context)
    }

    package override func sizeThatFits(_ proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGSize {
        shape.sizeThatFits(proposal)
    }

    package override func draw(_ builder: DisplayListBuilder, _ context: LayoutContext) throws {
        var outline = shape.path(in: CGRect(origin: .zero, size: frame.size))
        outline.transform(by: CGAffineTransform(translationX: frame.minX, y: frame.minY))
        guard !outline.isEmpty else { return }
        guard outline.isFinite else {
            throw error(.invalidValue, "the outline of \(name) has points that are not finite numbers (a size, radius or coordinate is NaN or infinite)")
        }
        builder.append(.shape(ShapeDrawing(key: path.key, path: outline, paint: paint, paintBounds: frame, fillStyle: fillStyle, stroke: stroke)))
    }
}

/// The name of a shape type in layout dumps: `RoundedRectangle`, `Circle`, or the custom
/// shape's own type name.
private func shapeName(_ shape: any Shape) -> String {
    Trail.shortName(of: type(of: shape))
}

/// Checks a stroke's numbers.
private func validate(_ stroke: StrokeStyle, _ context: @autoclosure () -> ResolveContext) throws {
    try validateLength(stroke.lineWidth, "stroke line width", context())
    try validateLength(stroke.miterLimit, "stroke miter limit", context())
    try validateLength(stroke.dashPhase, "stroke dash phase", allowNegative: true, context())
    for length in stroke.dash { try validateLength(length, "stroke dash length", context()) }
}

extension _ShapeView: ResolvablePrimitive {
    package func makeNodes(_ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        let name = shapeName(shape)
        /// The shape's own context, for errors only.
        func here() -> ResolveContext { context.child(.slot(0), name: name) }
        // A stroke's outline filled (`Circle().stroke(lineWidth: 4).fill(.red)`) is the stroke
        // painted with the fill's style, as in SwiftUI, where the outline is the stroke's area.
        var drawn: any Shape = shape, stroke = strokeStyle
        if stroke == nil, let stroked = shape as? any StrokedShapeProtocol {
            drawn = stroked.strokedShape
            stroke = stroked.strokeStyleValue
        }
        if let stroke { try validate(stroke, here()) }
        // A style casting a shadow (`.fill(.white.shadow(.drop(radius: 4)))`): the shape in the
        // style under it, with the shadow as `shadow(color:radius:x:y:)` casts it.
        let shadowed = style as? _ShadowShapeStyle
        let paint: ResolvedPaint
        do {
            paint = try shadowed.map { try $0.base.resolvePaint(in: context.environment) } ?? style.resolvePaint(in: context.environment)
        } catch let error as VellumError { throw error.at(here().trail.names) }
        let node = ShapeNode(name: name, shape: drawn, paint: paint, fillStyle: fillStyle, stroke: stroke, context: context)
        guard let shadow = shadowed?.shadow else { return [node] }
        guard !shadow.isInner else {
            throw here().error(.invalidValue, "inner shadows (ShadowStyle.inner) are not drawn by Vellum yet; cast a drop shadow, or draw the inner one with shapes")
        }
        try validateLength(shadow.radius, "shadow radius", allowNegative: true, here())
        try validateLength(shadow.offset.width, "shadow x offset", allowNegative: true, here())
        try validateLength(shadow.offset.height, "shadow y offset", allowNegative: true, here())
        let color: RGBA
        do { color = try shadow.color.resolve(in: context.environment) } catch let error as VellumError { throw error.at(here().trail.names) }
        return [EffectNode(.shadow(color: color, radius: max(shadow.radius, 0), offset: shadow.offset), name: "shadow", context: context, child: node)]
    }
}

/// A view that fills its frame with itself as paint: a colour or a gradient.
package protocol SelfFillingView: ResolvablePrimitive, ShapeStyle {}

extension SelfFillingView {
    package func makeNodes(_ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        let name = Trail.shortName(of: Self.self)
        let paint: ResolvedPaint
        do { paint = try resolvePaint(in: context.environment) } catch let error as VellumError {
            throw error.at(context.child(.slot(0), name: name).trail.names)
        }
        return [ShapeNode(name: name, shape: Rectangle(), paint: paint, context: context)]
    }
}

extension Color: SelfFillingView {}
extension LinearGradient: SelfFillingView {}
extension RadialGradient: SelfFillingView {}
extension EllipticalGradient: SelfFillingView {}
extension AngularGradient: SelfFillingView {}
