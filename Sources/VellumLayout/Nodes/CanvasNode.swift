import Foundation
import VellumCore
import VellumUI

/// `Canvas`: takes the size offered, as a shape does, and draws what its renderer records,
/// each drawing in its context's transform, opacity, blend mode and clip.
package final class CanvasNode: Node {
    private let renderer: (inout GraphicsContext, CGSize) -> Void
    private let context: ResolveContext
    private var environment: EnvironmentValues { context.environment }

    package init(renderer: @escaping (inout GraphicsContext, CGSize) -> Void, context: ResolveContext) {
        self.renderer = renderer
        self.context = context
        super.init(name: "Canvas", context: context)
    }

    package override func draw(_ builder: DisplayListBuilder, _ layout: LayoutContext) throws {
        let recorder = GraphicsContext.Recorder()
        var graphics = GraphicsContext(recorder: recorder, environment: environment)
        renderer(&graphics, frame.size)
        let origin = CGAffineTransform(translationX: frame.minX, y: frame.minY)
        var index = 0
        try emit(recorder.commands, origin: origin, builder, layout, index: &index)
    }

    private func emit(_ commands: [GraphicsContext.Command], origin: CGAffineTransform, _ builder: DisplayListBuilder, _ layout: LayoutContext,
                      index: inout Int) throws {
        for command in commands {
            index += 1
            let key = path.key &+ index &* 0x9E37_79B9
            switch command {
            case let .fill(outline, shading, style, state):
                try within(state, origin: origin, key: key, builder) {
                    try appendShape(outline, shading, fillStyle: style, stroke: nil, key: key, builder)
                }
            case let .stroke(outline, shading, stroke, state):
                for length in [stroke.lineWidth, stroke.miterLimit] + stroke.dash {
                    try validateLength(length, "Canvas stroke length", context)
                }
                try within(state, origin: origin, key: key, builder) {
                    try appendShape(outline, shading, fillStyle: FillStyle(), stroke: stroke, key: key, builder)
                }
            case let .text(text, point, anchor, state):
                try within(state, origin: origin, key: key, builder) {
                    try appendText(text, proposal: .unspecified, key: key, builder, layout) { size in
                        CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
                    }
                }
            case let .textInRect(text, rect, state):
                try within(state, origin: origin, key: key, builder) {
                    try appendText(text, proposal: ProposedViewSize(width: rect.width, height: rect.height), key: key, builder, layout) { _ in rect.origin }
                }
            case let .layer(inner, state):
                var layerState = state
                layerState.transform = .identity
                try within(layerState, origin: origin, key: key, builder, transform: false) {
                    try emit(inner, origin: origin, builder, layout, index: &index)
                }
            }
        }
    }

    /// Runs `body` inside groups for `state`: its clips (in the canvas's coordinates), opacity,
    /// blend mode and, with `transform`, its transform from the context to the canvas.
    private func within(_ state: GraphicsContext.State, origin: CGAffineTransform, key: Int, _ builder: DisplayListBuilder, transform: Bool = true,
                        _ body: () throws -> Void) throws {
        let matrix = state.transform
        guard [matrix.a, matrix.b, matrix.c, matrix.d, matrix.tx, matrix.ty].allSatisfy(\.isFinite) else {
            throw error(.invalidValue, "the Canvas transform has numbers that are not finite")
        }
        func wrapped(_ clips: ArraySlice<(Path, FillStyle)>) throws {
            if let (clip, style) = clips.first {
                let outline = clip.applying(origin)
                guard outline.isFinite else { throw error(.invalidValue, "a Canvas clip path has points that are not finite numbers") }
                try builder.group(.clip(outline, style), key: key) { try wrapped(clips.dropFirst()) }
                return
            }
            let opacity = state.opacity.isNaN ? 0 : min(max(state.opacity, 0), 1)
            func blended() throws {
                if state.blendMode != .normal {
                    try builder.group(.blend(state.blendMode), key: key) { try transformed() }
                } else {
                    try transformed()
                }
            }
            func transformed() throws {
                if transform {
                    try builder.group(.transform(matrix.concatenating(origin)), key: key) { try body() }
                } else {
                    try body()
                }
            }
            if opacity < 1 {
                try builder.group(.opacity(opacity), key: key) { try blended() }
            } else {
                try blended()
            }
        }
        try wrapped(state.clips[...])
    }

    private func appendShape(_ outline: Path, _ shading: GraphicsContext.Shading, fillStyle: FillStyle, stroke: StrokeStyle?, key: Int,
                             _ builder: DisplayListBuilder) throws {
        guard !outline.isEmpty else { return }
        guard outline.isFinite else { throw error(.invalidValue, "a Canvas path has points that are not finite numbers") }
        let bounds = CGRect(origin: .zero, size: frame.size)
        builder.append(.shape(ShapeDrawing(key: key, path: outline, paint: try paint(shading, bounds: bounds), paintBounds: bounds,
                                           fillStyle: fillStyle, stroke: stroke)))
    }

    private func appendText(_ text: Text, proposal: ProposedViewSize, key: Int, _ builder: DisplayListBuilder, _ layout: LayoutContext,
                            origin: (CGSize) -> CGPoint) throws {
        let spec = try text.resolveSpec(in: environment, context: context)
        let measured: TextMeasurement
        do { measured = try layout.measurer.measure(spec, proposal: proposal) } catch let error as VellumError { throw error.at(trailNames) }
        let at = origin(measured.size)
        guard at.x.isFinite, at.y.isFinite else { throw error(.invalidValue, "a Canvas text position is not finite") }
        builder.append(.text(TextDrawing(key: key, text: spec, frame: CGRect(origin: at, size: measured.size), proposal: proposal,
                                         paint: try environment.foregroundStyle.resolvePaint(in: environment), measurement: measured)))
    }

    /// The paint of `shading`; gradient points are turned into unit points of `bounds`.
    private func paint(_ shading: GraphicsContext.Shading, bounds: CGRect) throws -> ResolvedPaint {
        func unit(_ point: CGPoint) -> UnitPoint {
            UnitPoint(x: bounds.width > 0 ? point.x / bounds.width : 0, y: bounds.height > 0 ? point.y / bounds.height : 0)
        }
        do {
            switch shading.kind {
            case let .style(style):
                return try style.resolvePaint(in: environment)
            case .foreground:
                return try environment.foregroundStyle.resolvePaint(in: environment)
            case let .linear(gradient, start, end):
                return try LinearGradient(gradient: gradient, startPoint: unit(start), endPoint: unit(end)).resolvePaint(in: environment)
            case let .radial(gradient, center, startRadius, endRadius):
                return try RadialGradient(gradient: gradient, center: unit(center), startRadius: startRadius, endRadius: endRadius).resolvePaint(in: environment)
            }
        } catch let error as VellumError {
            throw error.at(trailNames)
        }
    }
}

extension Canvas: ResolvablePrimitive {
    package func makeNodes(_ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        [CanvasNode(renderer: renderer, context: context.child(.slot(0), name: "Canvas"))]
    }
}
