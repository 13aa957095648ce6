import Foundation

/// A view drawn by a closure, in immediate mode: SwiftUI's `Canvas`. It takes the space it is
/// offered (10 points on an axis offered none), and `renderer` draws into it through a
/// `GraphicsContext`: paths filled and stroked with colours, styles and gradients, text,
/// transforms, opacity, blend modes, clips and layers.
///
/// ```swift
/// Canvas { context, size in
///     let bars = [0.3, 0.8, 0.5]
///     for (index, value) in bars.enumerated() {
///         let bar = CGRect(x: CGFloat(index) * 24, y: size.height * (1 - value), width: 16, height: size.height * value)
///         context.fill(Path(roundedRect: bar, cornerRadius: 4), with: .color(.blue))
///     }
/// }
/// .frame(width: 72, height: 40)
/// ```
public struct Canvas<Symbols: View>: _PrimitiveView {
    package let renderer: (inout GraphicsContext, CGSize) -> Void

    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) where Symbols == EmptyView {
        self.renderer = renderer
    }
}

/// What a `Canvas` draws with: SwiftUI's `GraphicsContext`. A copy has its own transform,
/// opacity, blend mode and clip, and draws into the same canvas.
public struct GraphicsContext {
    /// The state a drawing is made in.
    package struct State {
        package var transform = CGAffineTransform.identity
        package var opacity: Double = 1
        package var blendMode = BlendMode.normal
        /// Clip paths in the canvas's coordinates.
        package var clips: [(Path, FillStyle)] = []
    }

    /// What the canvas draws, in order.
    package indirect enum Command {
        case fill(Path, Shading, FillStyle, State)
        case stroke(Path, Shading, StrokeStyle, State)
        case text(Text, at: CGPoint, anchor: UnitPoint, State)
        case textInRect(Text, CGRect, State)
        case layer([Command], State)
    }

    /// The commands of a canvas or layer, shared by the copies of its context.
    package final class Recorder {
        package var commands: [Command] = []
        package init() {}
    }

    private let recorder: Recorder
    package var state = State()
    /// The environment the canvas is drawn in.
    public let environment: EnvironmentValues

    package init(recorder: Recorder, environment: EnvironmentValues) {
        self.recorder = recorder
        self.environment = environment
    }

    /// The opacity of what is drawn from now on, multiplied into the context's (0 to 1).
    public var opacity: Double {
        get { state.opacity }
        set { state.opacity = newValue }
    }

    /// How what is drawn from now on blends with what is below.
    public var blendMode: BlendMode {
        get { state.blendMode }
        set { state.blendMode = newValue }
    }

    /// The transform from the context's coordinates to the canvas's.
    public var transform: CGAffineTransform {
        get { state.transform }
        set { state.transform = newValue }
    }

    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        state.transform = CGAffineTransform(translationX: x, y: y).concatenating(state.transform)
    }

    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        state.transform = CGAffineTransform(scaleX: x, y: y).concatenating(state.transform)
    }

    public mutating func rotate(by angle: Angle) {
        state.transform = CGAffineTransform(rotationAngle: CGFloat(angle.radians)).concatenating(state.transform)
    }

    public mutating func concatenate(_ matrix: CGAffineTransform) {
        state.transform = matrix.concatenating(state.transform)
    }

    /// Draws only inside `path` from now on (as well as inside the clips before).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle()) {
        state.clips.append((path.applying(state.transform), style))
    }

    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        recorder.commands.append(.fill(path, shading, style, state))
    }

    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        recorder.commands.append(.stroke(path, shading, style, state))
    }

    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws `text` at its ideal size with its `anchor` point at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        recorder.commands.append(.text(text, at: point, anchor: anchor, state))
    }

    /// Draws `text` wrapped to the width of `rect`, from its top-leading corner.
    public func draw(_ text: Text, in rect: CGRect) {
        recorder.commands.append(.textInRect(text, rect, state))
    }

    /// Draws what `content` draws as one layer, to which this context's opacity, blend mode
    /// and clip apply as a whole.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        let layer = Recorder()
        var inner = GraphicsContext(recorder: layer, environment: environment)
        inner.state.transform = state.transform
        try content(&inner)
        recorder.commands.append(.layer(layer.commands, state))
    }

    /// How a path is filled or stroked.
    public struct Shading {
        package enum Kind {
            case style(AnyShapeStyle)
            case linear(Gradient, CGPoint, CGPoint)
            case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
            case foreground
        }

        package let kind: Kind

        /// A colour.
        public static func color(_ color: Color) -> Shading { Shading(kind: .style(AnyShapeStyle(color))) }

        /// A shape style (a colour, a gradient, `.tint`, `.secondary`, …).
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(AnyShapeStyle(style))) }

        /// The foreground style of the canvas's environment.
        public static var foreground: Shading { Shading(kind: .foreground) }

        /// A linear gradient between two points of the context's coordinates.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint) -> Shading {
            Shading(kind: .linear(gradient, startPoint, endPoint))
        }

        /// A radial gradient around a point of the context's coordinates.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat) -> Shading {
            Shading(kind: .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius))
        }
    }
}
