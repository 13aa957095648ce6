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

/// `Image(systemName:)`: the symbol drawn with the icon set (see `SymbolRecipe`), or, for a
/// name nothing knows, its `SymbolPlaceholder`.
///
/// SF Symbols' metrics, measured on iOS: at the medium image scale a symbol's 16-unit box is
/// the font's point size (0.78 of it small, 1.27 large); its frame is its ink and 0.125 of the
/// box either side, 0.09 above and below; it is centred on the cap height of its font, a
/// fiftieth of the point size low, which puts its baseline guide there for text alignment.
package final class SymbolNode: Node {
    private let glyph: SymbolGlyph?
    private let fontSize: CGFloat
    private let factor: CGFloat
    private let paint: ResolvedPaint
    private let isResizable: Bool

    package init(name: String, glyph: SymbolGlyph?, fontSize: CGFloat, imageScale: Image.Scale, paint: ResolvedPaint, isResizable: Bool,
                 context: ResolveContext) {
        self.glyph = glyph
        self.fontSize = fontSize
        factor = glyph == nil ? Image.symbolFactor(imageScale) : SymbolNode.factor(imageScale)
        self.paint = paint
        self.isResizable = isResizable
        super.init(name: "Image(systemName: \(Text.quoted(name)))", context: context)
        declareGuides()
    }

    /// The box's size for an image scale, as a share of the font's point size.
    package static func factor(_ scale: Image.Scale) -> CGFloat {
        switch scale {
        case .small: 0.78
        case .medium: 1
        case .large: 1.27
        }
    }

    /// The box's side in points.
    private var box: CGFloat { fontSize * factor }

    /// The ink in box units, and the frame's margins around it in points.
    private var geometry: (ink: CGRect, horizontal: CGFloat, vertical: CGFloat)? {
        guard let glyph else { return nil }
        let ink = glyph.inkBounds
        guard !ink.isNull, ink.width.isFinite, ink.height.isFinite else { return nil }
        return (ink, 0.125 * box, 0.09 * box)
    }

    /// The frame the symbol takes unless made resizable.
    private var naturalSize: CGSize {
        guard let geometry else {
            let side = SymbolPlaceholder.side(fontSize: fontSize, scale: factor)
            return CGSize(width: side, height: side)
        }
        let unit = box / 16
        return CGSize(width: geometry.ink.width * unit + 2 * geometry.horizontal, height: geometry.ink.height * unit + 2 * geometry.vertical)
    }

    package override func sizeThatFits(_ proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGSize {
        isResizable ? proposal.replacingUnspecifiedDimensions(by: naturalSize) : naturalSize
    }

    package override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGFloat? {
        guard key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key else { return nil }
        let natural = naturalSize
        guard let geometry, natural.height > 0 else { return size.height }
        // The box's top in the frame, then half the box and the cap height's middle (SF Pro's
        // cap height is 0.705 of the point size) less a fiftieth, down to the baseline.
        let boxTop = geometry.vertical - geometry.ink.minY * box / 16
        let baseline = boxTop + box / 2 + (0.3525 - 0.02) * fontSize
        return baseline * size.height / natural.height
    }

    package override func draw(_ builder: DisplayListBuilder, _ context: LayoutContext) throws {
        guard frame.width > 0, frame.height > 0 else { return }
        guard let glyph, let geometry else {
            let side = min(frame.width, frame.height)
            let square = CGRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
            let (outline, line, dot) = SymbolPlaceholder.shapes(in: square)
            builder.append(.shape(ShapeDrawing(key: path.key, path: outline, paint: paint, paintBounds: frame, stroke: StrokeStyle(lineWidth: line))))
            builder.append(.shape(ShapeDrawing(key: path.key, path: dot, paint: paint, paintBounds: frame)))
            return
        }
        // Box units to the frame: the ink's corner at the margins, stretched with the frame.
        let natural = naturalSize, unit = box / 16
        let stretch = CGSize(width: frame.width / natural.width, height: frame.height / natural.height)
        let placing = CGAffineTransform(translationX: -geometry.ink.minX, y: -geometry.ink.minY)
            .concatenating(CGAffineTransform(scaleX: unit, y: unit))
            .concatenating(CGAffineTransform(translationX: geometry.horizontal, y: geometry.vertical))
            .concatenating(CGAffineTransform(scaleX: stretch.width, y: stretch.height))
            .concatenating(CGAffineTransform(translationX: frame.minX, y: frame.minY))
        var items: [DisplayItem] = []
        for layer in glyph.layers {
            let transform = layer.transform.concatenating(placing)
            let shapes = layer.shapes.map { shape -> DisplayItem in
                let outline = shape.path.applying(transform)
                let stroke = layer.lineWidth.map { StrokeStyle(lineWidth: $0 * unit * min(stretch.width, stretch.height), lineCap: .round) }
                return .shape(ShapeDrawing(key: path.key, path: outline, paint: layer.cutsOut ? .color(.black) : paint, paintBounds: frame,
                                           fillStyle: FillStyle(eoFill: shape.evenOdd), stroke: stroke))
            }
            items += layer.cutsOut ? [.group(GroupDrawing(key: path.key, effect: .blend(.destinationOut), items: shapes))] : shapes
        }
        // A cut-out clears the symbol's own layers only.
        if glyph.layers.contains(where: \.cutsOut) {
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
                let paint = try environment.foregroundStyle.resolvePaint(in: environment)
                let glyph = try SymbolRecipe.resolve(name).map { try SymbolGlyph($0.recipe) }
                return [SymbolNode(name: name, glyph: glyph, fontSize: font.size, imageScale: environment.imageScale, paint: paint,
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
