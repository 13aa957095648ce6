import Foundation

/// A 2D shape drawn as a view: SwiftUI's `Shape`.
///
/// A shape fills the space it is offered (10 points on an axis offered `nil`) with the
/// foreground style, unless it is filled or stroked with another style.
///
/// ```swift
/// struct Triangle: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path { p in
///             p.move(to: CGPoint(x: rect.midX, y: rect.minY))
///             p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///             p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///             p.closeSubpath()
///         }
///     }
/// }
/// ```
public protocol Shape: View {
    /// The outline of the shape in `rect`.
    func path(in rect: CGRect) -> Path
    /// The size the shape takes for `proposal`.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle())
    }
}

/// A shape that can be inset, so it can be stroked inside its bounds (`strokeBorder`).
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount` on every side.
    func inset(by amount: CGFloat) -> InsetShape
}

/// How a shape's interior is decided and whether its edges are antialiased.
public struct FillStyle: Hashable, Sendable {
    /// Even-odd rule (`true`) or non-zero winding (`false`, the default).
    public var isEOFilled: Bool
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// The shape of the ends of stroked lines.
public enum CGLineCap: Int32, Hashable, Sendable {
    case butt, round, square
}

/// The shape of the joins of stroked lines.
public enum CGLineJoin: Int32, Hashable, Sendable {
    case miter, round, bevel
}

/// How a shape's outline is stroked: SwiftUI's `StrokeStyle`.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// A shape filled or stroked with a style: the primitive view every shape becomes.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: _PrimitiveView {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle
    package var strokeStyle: StrokeStyle?

    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }

    package init(shape: Content, style: Style, stroke: StrokeStyle) {
        self.shape = shape
        self.style = style
        self.fillStyle = FillStyle()
        strokeStyle = stroke
    }
}

/// A shape's outline, to be drawn with a stroke: what `stroke(…)` returns.
public struct _StrokedShape<S: Shape>: Shape {
    public var shape: S
    public var style: StrokeStyle

    public init(shape: S, style: StrokeStyle) {
        self.shape = shape
        self.style = style
    }

    /// The outline of the stroked shape (the centre line of the stroke).
    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }

    public var body: _ShapeView<S, ForegroundStyle> {
        _ShapeView(shape: shape, style: ForegroundStyle(), stroke: style)
    }
}

extension Shape {
    /// The shape filled with `content`.
    public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// The shape filled with the foreground style.
    public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), fillStyle: style)
    }

    /// The shape's outline stroked with `content`, centred on the outline.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, stroke: style)
    }

    /// The shape's outline stroked with `content`, `lineWidth` wide, centred on the outline.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape's outline, to be stroked with the foreground style.
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: style)
    }

    /// The shape's outline, `lineWidth` wide, to be stroked with the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
        stroke(style: StrokeStyle(lineWidth: lineWidth))
    }
}

extension InsettableShape {
    /// The outline stroked inside the shape's bounds.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<InsetShape, S> {
        inset(by: style.lineWidth / 2).stroke(content, style: style)
    }

    /// The outline stroked inside the shape's bounds, `lineWidth` wide.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<InsetShape, S> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// The outline stroked inside the shape's bounds with the foreground style.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<InsetShape, ForegroundStyle> {
        strokeBorder(ForegroundStyle(), style: style, antialiased: antialiased)
    }

    /// The outline stroked inside the shape's bounds with the foreground style, `lineWidth` wide.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<InsetShape, ForegroundStyle> {
        strokeBorder(ForegroundStyle(), lineWidth: lineWidth, antialiased: antialiased)
    }
}

// A filled or stroked shape filled or stroked again, as SwiftUI's `ShapeView` (iOS 17) allows:
// `Circle().fill(.yellow).stroke(.orange, lineWidth: 4)`. Each new layer is drawn over the
// ones before, in the same frame, so a stroke centred on the outline covers the fill's edge.
extension _ShapeView {
    /// This shape view, with `content` filling the shape over it.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View {
        overlay(shape.fill(content, style: style))
    }

    /// This shape view, with the shape's outline stroked over it with `content`, centred on
    /// the outline.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        overlay(shape.stroke(content, style: style))
    }

    /// This shape view, with the shape's outline stroked over it with `content`, `lineWidth`
    /// wide, centred on the outline.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension _ShapeView where Content: InsettableShape {
    /// This shape view, with the shape's outline stroked over it with `content`, inside the
    /// shape's bounds.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> some View {
        overlay(shape.strokeBorder(content, style: style, antialiased: antialiased))
    }

    /// This shape view, with the shape's outline stroked over it with `content`, `lineWidth`
    /// wide, inside the shape's bounds.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

/// The type-erased form of `_StrokedShape`: a shape whose filling is its stroke.
package protocol StrokedShapeProtocol {
    var strokedShape: any Shape { get }
    var strokeStyleValue: StrokeStyle { get }
}

extension _StrokedShape: StrokedShapeProtocol {
    package var strokedShape: any Shape { shape }
    package var strokeStyleValue: StrokeStyle { style }
}

/// The type-erased form of `_ShapeView`, so the resolver and layout can handle any of them.
package protocol ShapeViewProtocol {
    var anyShape: any Shape { get }
    var anyStyle: any ShapeStyle { get }
    var fillStyleValue: FillStyle { get }
    var strokeValue: StrokeStyle? { get }
}

extension _ShapeView: ShapeViewProtocol {
    package var anyShape: any Shape { shape }
    package var anyStyle: any ShapeStyle { style }
    package var fillStyleValue: FillStyle { fillStyle }
    package var strokeValue: StrokeStyle? { strokeStyle }
}
