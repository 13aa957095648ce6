import Foundation
import VellumCore
import VellumUI

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

/// The paints of a symbol's layers, by its rendering mode.
package struct SymbolPaints: Sendable {
    package var primary: ResolvedPaint
    package var secondary: ResolvedPaint
    package var tertiary: ResolvedPaint
    /// Whether the layers are coloured apart: a glyph in a filled enclosure is then painted,
    /// not cut out.
    package var layered: Bool
    /// Multicolor: the layers' own colours, resolved.
    package var multicolor: [Color: ResolvedPaint] = [:]
    /// A variable symbol's value: its parts above it are dimmed.
    package var variableValue: Double?

    /// Every layer in `paint`.
    package init(monochrome paint: ResolvedPaint) {
        primary = paint
        secondary = paint
        tertiary = paint
        layered = false
    }

    package init(primary: ResolvedPaint, secondary: ResolvedPaint, tertiary: ResolvedPaint? = nil, layered: Bool,
                 multicolor: [Color: ResolvedPaint] = [:]) {
        self.primary = primary
        self.secondary = secondary
        self.tertiary = tertiary ?? secondary
        self.layered = layered
        self.multicolor = multicolor
    }

    /// The paint of `layer`, or `nil` when it cuts out.
    func paint(of layer: SymbolGlyph.Layer) -> ResolvedPaint? {
        if layer.isEnclosedGlyph && layered { return primary }
        if layer.cutsOut { return nil }
        if let own = layer.multicolor, let paint = multicolor[own] { return paint }
        let paint = layer.isPrimary ? primary : layer.isTertiary ? tertiary : secondary
        // SF dims a variable symbol's unlit parts to 0.3 of their opacity.
        if let threshold = layer.variableThreshold, let value = variableValue, !(value > threshold) {
            return paint.multiplyingAlpha(0.3)
        }
        return paint
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

    package init(description: String, glyph: SymbolGlyph?, font: ResolvedFont, imageScale: Image.Scale, paints: SymbolPaints, isResizable: Bool,
                 context: ResolveContext) {
        metrics = glyph.flatMap { SymbolMetrics($0, fontSize: font.size, scale: imageScale, weight: font.weight) }
        placeholderSide = SymbolPlaceholder.side(fontSize: font.size, scale: Image.symbolFactor(imageScale))
        self.paints = paints
        self.isResizable = isResizable
        super.init(name: description, context: context)
        declareGuides()
    }

    /// `image`, a system symbol or the custom one `custom` draws, in `environment`'s font,
    /// variants and rendering mode.
    package convenience init(image: Image, custom: NamedSymbols.Source?, environment: EnvironmentValues, context: ResolveContext) throws {
        var font = environment.effectiveFont().resolve(in: environment)
        // A tab item's icon has a size of its own, whatever the font of its title.
        if let size = environment.symbolPointSize { font.size = size }
        let mode = image.symbolRenderingModeValue ?? environment.symbolRenderingMode ?? .monochrome
        let layered = mode == .hierarchical || mode == .palette
        var glyph: SymbolGlyph?
        if let custom {
            glyph = try SymbolLibrary.glyph(custom)
        } else if case var .system(name) = image.source {
            // Forward and backward follow the layout direction.
            if environment.layoutDirection == .rightToLeft, name.contains(".forward") || name.contains(".backward") {
                name = name.replacingOccurrences(of: ".forward", with: ".left").replacingOccurrences(of: ".backward", with: ".right")
            }
            // A variant the symbol does not have leaves it as it is, as in SwiftUI.
            let variant = environment.symbolVariants.applied(to: name)
            var found = try SymbolLibrary.system(variant, layered: layered).map { (variant, $0) }
            if found == nil { found = try SymbolLibrary.system(name, layered: layered).map { (name, $0) } }
            glyph = found?.1
            // In its parts whether or not a value lights them, so that a full value draws it as none does.
            if let found, let variable = SymbolNames.variable[found.0], NamedSymbols.shared.registeredSource(found.0) == nil {
                glyph = found.1.variable(variable.order, fixed: variable.fixed)
            }
        }
        let primary = try environment.foregroundStyle.resolvePaint(in: environment)
        var paints: SymbolPaints
        switch mode {
        case .hierarchical, .palette:
            // Palette's third layers take the third style, or the second where only two are given.
            let secondary = try environment.foregroundLevel(1).resolvePaint(in: environment)
            let tertiary = mode == .palette && environment.foregroundLevelCount < 3 ? secondary : try environment.foregroundLevel(2).resolvePaint(in: environment)
            paints = SymbolPaints(primary: primary, secondary: secondary, tertiary: tertiary, layered: true)
        case .multicolor:
            var colours: [Color: ResolvedPaint] = [:]
            for colour in glyph?.layers.compactMap(\.multicolor) ?? [] where colours[colour] == nil {
                colours[colour] = .color(try colour.resolve(in: environment))
            }
            paints = SymbolPaints(primary: primary, secondary: primary, layered: false, multicolor: colours)
        default:
            paints = SymbolPaints(monochrome: primary)
        }
        if let value = image.variableValue {
            guard value.isFinite else {
                throw context.error(.invalidValue, "\(image.sourceDescription) with variableValue \(value): a variable value is a number, 0 to 1 (below 0 all dimmed, above 1 all lit)")
            }
            paints.variableValue = value
        }
        self.init(description: image.sourceDescription, glyph: glyph, font: font, imageScale: environment.imageScale, paints: paints,
                  isResizable: image.isResizable, context: context)
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
        let layers = metrics.glyph.layers
        var items: [DisplayItem] = []
        var cuts = false
        for mark in metrics.marks(in: frame, cutsOut: { paints.paint(of: $0) == nil }) {
            let stroke = mark.lineWidth.map { StrokeStyle(lineWidth: $0, lineCap: .round, lineJoin: .round) }
            let paint = mark.cutsOut ? .color(.black) : paints.paint(of: layers[mark.layer]) ?? .color(.black)
            let shape = DisplayItem.shape(ShapeDrawing(key: path.key, path: mark.path, paint: paint, paintBounds: frame,
                                                       fillStyle: FillStyle(eoFill: mark.evenOdd), stroke: stroke))
            if mark.cutsOut {
                cuts = true
                items.append(.group(GroupDrawing(key: path.key, effect: .blend(.destinationOut), items: [shape])))
            } else {
                items.append(shape)
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
