import Foundation
import VellumCore
import VellumUI

/// Loads and decodes the image files of `Image` views.
package protocol ImageLoading: AnyObject {
    /// The pixels of `source`, or an error that names the file.
    func load(_ source: Image.Source) throws -> ImageSource
}

/// An `Image` of a file. Not resizable, it takes its natural size (pixels ÷ scale) whatever it
/// is offered; resizable, it takes the size offered (its natural size on an unspecified axis).
package final class ImageNode: Node {
    private let image: Image
    private var decoded: ImageSource?
    /// The paint of a template image; `nil` draws the image's own colours.
    private let templatePaint: ResolvedPaint?

    package init(image: Image, templatePaint: ResolvedPaint?, context: ResolveContext) {
        self.image = image
        self.templatePaint = templatePaint
        super.init(name: "Image", context: context)
    }

    private func pixels(_ context: LayoutContext) throws -> ImageSource {
        if let decoded { return decoded }
        guard let loader = context.imageLoader else {
            throw error(.image, "images cannot be loaded here: no image loader")
        }
        do {
            let loaded = try loader.load(image.source)
            decoded = loaded
            return loaded
        } catch let failure as VellumError {
            throw failure.at(trailNames)
        }
    }

    private func naturalSize(_ context: LayoutContext) throws -> CGSize {
        let source = try pixels(context)
        let scale = image.scale > 0 && image.scale.isFinite ? image.scale : 1
        return CGSize(width: CGFloat(source.width) / scale, height: CGFloat(source.height) / scale)
    }

    package override func sizeThatFits(_ proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGSize {
        let natural = try naturalSize(context)
        return image.isResizable ? proposal.replacingUnspecifiedDimensions(by: natural) : natural
    }

    package override func draw(_ builder: DisplayListBuilder, _ context: LayoutContext) throws {
        let interpolation: ImageInterpolation
        switch image.interpolationQuality {
        case .none: interpolation = .none
        case .low: interpolation = .low
        case .medium: interpolation = .medium
        case .high: interpolation = .high
        }
        let drawing = DisplayItem.image(ImageDrawing(key: path.key, image: try pixels(context), frame: frame, interpolation: interpolation))
        if let templatePaint {
            // A template: the image's alpha, filled with the foreground style.
            let fill = DisplayItem.shape(ShapeDrawing(key: path.key, path: Path(frame), paint: templatePaint, paintBounds: frame))
            builder.append(.group(GroupDrawing(key: path.key, effect: .mask([drawing]), items: [fill])))
        } else {
            builder.append(drawing)
        }
    }
}

/// What Vellum draws for a symbol, having no symbol font: a neutral placeholder — a rounded
/// square with a dot, in the foreground style — of the size the symbol would take, a square
/// 1.2 times the font's point size (0.8× at image scale small, 1.25× at large), rounded up to a
/// whole point. Alone (`Image(systemName:)`) and inside a text (`"\(Image(systemName:)) 4.8"`).
package enum SymbolPlaceholder {
    /// The side of the square for a font of `fontSize` points and the `imageScale` factor.
    package static func side(fontSize: CGFloat, scale: CGFloat) -> CGFloat {
        (fontSize * 1.2 * scale).rounded(.up)
    }

    /// The outline drawn in `square` (stroked `lineWidth` wide) and the dot inside (filled).
    package static func shapes(in square: CGRect) -> (outline: Path, lineWidth: CGFloat, dot: Path) {
        let box = square.width
        let line = max(box * 0.09, 0.5)
        let outline = Path(roundedRect: square.insetBy(dx: box * 0.08 + line / 2, dy: box * 0.08 + line / 2), cornerRadius: box * 0.22)
        return (outline, line, Path(ellipseIn: square.insetBy(dx: box * 0.36, dy: box * 0.36)))
    }
}

/// The size and place of a symbol drawn with the icon set, and its drawing.
///
/// SF Symbols' metrics, measured on iOS: at the medium image scale a symbol's 16-unit box is
/// the font's point size (0.78 of it small, 1.27 large); its frame is its ink and 0.125 of the
/// box either side, 0.09 above and below; it is centred on the cap height of its font, a
/// fiftieth of the point size low, which puts its baseline there.
package struct SymbolMetrics: Sendable {
    package let glyph: SymbolGlyph
    private let fontSize: CGFloat
    private let box: CGFloat
    /// The ink in box units, and the frame's margins around it in points.
    private let ink: CGRect
    private let horizontal: CGFloat
    private let vertical: CGFloat

    /// `nil` for a glyph that paints nothing.
    package init?(_ glyph: SymbolGlyph, fontSize: CGFloat, scale: Image.Scale) {
        let ink = glyph.inkBounds
        guard !ink.isNull, ink.width.isFinite, ink.height.isFinite else { return nil }
        self.glyph = glyph
        self.fontSize = fontSize
        box = fontSize * Self.factor(scale)
        self.ink = ink
        horizontal = 0.125 * box
        vertical = 0.09 * box
    }

    /// The box's size for an image scale, as a share of the font's point size.
    package static func factor(_ scale: Image.Scale) -> CGFloat {
        switch scale {
        case .small: 0.78
        case .medium: 1
        case .large: 1.27
        }
    }

    /// The frame's size.
    package var size: CGSize {
        let unit = box / 16
        return CGSize(width: ink.width * unit + 2 * horizontal, height: ink.height * unit + 2 * vertical)
    }

    /// The baseline, from the frame's top: the box's top in the frame, then half the box and
    /// the cap height's middle (SF Pro's cap height is 0.705 of the point size) less a fiftieth.
    package var baseline: CGFloat {
        vertical - ink.minY * box / 16 + box / 2 + (0.3525 - 0.02) * fontSize
    }

    /// Box units to `frame` (a frame of another size stretches the symbol with it).
    package func placing(in frame: CGRect) -> CGAffineTransform {
        let natural = size, unit = box / 16
        return CGAffineTransform(translationX: -ink.minX, y: -ink.minY)
            .concatenating(CGAffineTransform(scaleX: unit, y: unit))
            .concatenating(CGAffineTransform(translationX: horizontal, y: vertical))
            .concatenating(CGAffineTransform(scaleX: frame.width / natural.width, y: frame.height / natural.height))
            .concatenating(CGAffineTransform(translationX: frame.minX, y: frame.minY))
    }

    /// How much the placing in `frame` scales lines (a stroke's width).
    package func lineScale(in frame: CGRect) -> CGFloat {
        let natural = size
        return box / 16 * min(frame.width / natural.width, frame.height / natural.height)
    }
}

/// The paints of a symbol's layers, by its rendering mode.
package struct SymbolPaints: Sendable {
    package var primary: ResolvedPaint
    package var secondary: ResolvedPaint
    /// Whether the layers are coloured apart: a glyph in a filled enclosure is then painted,
    /// not cut out.
    package var layered: Bool
    /// Multicolor: the layers' own colours, resolved.
    package var multicolor: [Color: ResolvedPaint] = [:]

    /// Every layer in `paint`.
    package init(monochrome paint: ResolvedPaint) {
        primary = paint
        secondary = paint
        layered = false
    }

    package init(primary: ResolvedPaint, secondary: ResolvedPaint, layered: Bool, multicolor: [Color: ResolvedPaint] = [:]) {
        self.primary = primary
        self.secondary = secondary
        self.layered = layered
        self.multicolor = multicolor
    }

    /// The paint of `layer`, or `nil` when it cuts out.
    func paint(of layer: SymbolGlyph.Layer) -> ResolvedPaint? {
        if layer.isEnclosedGlyph && layered { return primary }
        if layer.cutsOut { return nil }
        if let own = layer.multicolor, let paint = multicolor[own] { return paint }
        return layer.isPrimary ? primary : secondary
    }
}

/// `Image(systemName:)`: the symbol drawn with the icon set (see `SymbolRecipe` and
/// `SymbolMetrics`), or, for a name nothing knows, its `SymbolPlaceholder`.
package final class SymbolNode: Node {
    private let metrics: SymbolMetrics?
    private let placeholderSide: CGFloat
    private let paints: SymbolPaints
    private var paint: ResolvedPaint { paints.primary }
    private let isResizable: Bool

    package init(name: String, glyph: SymbolGlyph?, fontSize: CGFloat, imageScale: Image.Scale, paints: SymbolPaints, isResizable: Bool,
                 context: ResolveContext) {
        metrics = glyph.flatMap { SymbolMetrics($0, fontSize: fontSize, scale: imageScale) }
        placeholderSide = SymbolPlaceholder.side(fontSize: fontSize, scale: Image.symbolFactor(imageScale))
        self.paints = paints
        self.isResizable = isResizable
        super.init(name: "Image(systemName: \(Text.quoted(name)))", context: context)
        declareGuides()
    }

    /// The frame the symbol takes unless made resizable.
    private var naturalSize: CGSize {
        metrics?.size ?? CGSize(width: placeholderSide, height: placeholderSide)
    }

    package override func sizeThatFits(_ proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGSize {
        isResizable ? proposal.replacingUnspecifiedDimensions(by: naturalSize) : naturalSize
    }

    package override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGFloat? {
        guard key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key else { return nil }
        guard let metrics, metrics.size.height > 0 else { return size.height }
        return metrics.baseline * size.height / metrics.size.height
    }

    package override func draw(_ builder: DisplayListBuilder, _ context: LayoutContext) throws {
        guard frame.width > 0, frame.height > 0 else { return }
        guard let metrics else {
            let side = min(frame.width, frame.height)
            let square = CGRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
            let (outline, line, dot) = SymbolPlaceholder.shapes(in: square)
            builder.append(.shape(ShapeDrawing(key: path.key, path: outline, paint: paint, paintBounds: frame, stroke: StrokeStyle(lineWidth: line))))
            builder.append(.shape(ShapeDrawing(key: path.key, path: dot, paint: paint, paintBounds: frame)))
            return
        }
        let placing = metrics.placing(in: frame), lineScale = metrics.lineScale(in: frame)
        var items: [DisplayItem] = []
        var cuts = false
        for layer in metrics.glyph.layers {
            let transform = layer.transform.concatenating(placing)
            let layerPaint = paints.paint(of: layer)
            let shapes = layer.shapes.map { shape -> DisplayItem in
                let stroke = layer.lineWidth.map { StrokeStyle(lineWidth: $0 * lineScale, lineCap: .round) }
                return .shape(ShapeDrawing(key: path.key, path: shape.path.applying(transform), paint: layerPaint ?? .color(.black),
                                           paintBounds: frame, fillStyle: FillStyle(eoFill: shape.evenOdd), stroke: stroke))
            }
            if layerPaint == nil {
                cuts = true
                items.append(.group(GroupDrawing(key: path.key, effect: .blend(.destinationOut), items: shapes)))
            } else {
                items += shapes
            }
        }
        // A cut-out clears the symbol's own layers only.
        if cuts {
            builder.append(.group(GroupDrawing(key: path.key, effect: .composite, items: items)))
        } else {
            for item in items { builder.append(item) }
        }
    }
}

extension Image: ResolvablePrimitive {
    package func makeNodes(_ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        let environment = context.environment
        /// The image's own context, for errors only.
        func here() -> ResolveContext { context.child(.slot(0), name: "Image") }
        try refuseRedaction(environment, here())
        do {
            switch source {
            case let .system(name):
                let font = (environment.font ?? .body).resolve(in: environment)
                let mode = symbolRenderingModeValue ?? environment.symbolRenderingMode ?? .monochrome
                let primary = try environment.foregroundStyle.resolvePaint(in: environment)
                let paints: SymbolPaints
                switch mode {
                case .hierarchical, .palette:
                    paints = SymbolPaints(primary: primary, secondary: try environment.foregroundLevel(1).resolvePaint(in: environment), layered: true)
                case .multicolor:
                    let colours = try [Color.green, .red, .orange].map { ($0, ResolvedPaint.color(try $0.resolve(in: environment))) }
                    paints = SymbolPaints(primary: primary, secondary: primary, layered: false, multicolor: Dictionary(uniqueKeysWithValues: colours))
                default:
                    paints = SymbolPaints(monochrome: primary)
                }
                // A variant the symbol does not have leaves it as it is, as in SwiftUI.
                let layered = paints.layered
                let found = SymbolRecipe.resolve(environment.symbolVariants.applied(to: name), layered: layered)
                    ?? SymbolRecipe.resolve(name, layered: layered)
                let glyph = try found.map { try SymbolGlyph($0.recipe) }
                return [SymbolNode(name: name, glyph: glyph, fontSize: font.size, imageScale: environment.imageScale, paints: paints,
                                   isResizable: isResizable, context: context)]
            case .named, .file:
                let paint = renderingModeValue == .template ? try environment.foregroundStyle.resolvePaint(in: environment) : nil
                return [ImageNode(image: self, templatePaint: paint, context: context)]
            }
        } catch let error as VellumError {
            throw error.at(here().trail.names)
        }
    }
}
