import Foundation
import VellumCore
import VellumUI

/// A symbol's drawing in its 16 × 16 box (the icon set's units, y down): layers of filled
/// outlines, each primary (the glyph) or secondary (an enclosure, a badge's disc), and some
/// cutting the layers below out rather than painting (a glyph knocked out of a filled disc).
package struct SymbolGlyph: Sendable {
    package struct Layer: Sendable {
        package var shapes: [SymbolShape]
        package var transform: CGAffineTransform = .identity
        package var isPrimary: Bool
        /// Cuts out what the layers before it painted instead of painting.
        package var cutsOut = false
        /// Drawn as a line of this width (units of the box) rather than filled.
        package var lineWidth: CGFloat?
        /// A glyph knocked out of a filled enclosure: cut out in monochrome, painted in the
        /// primary colour where the layers are coloured apart.
        package var isEnclosedGlyph = false
        /// Its colour in multicolor rendering (a badge's), if it has one of its own.
        package var multicolor: Color?
        /// A third-level layer (a template's `hierarchical-N:tertiary`).
        package var isTertiary = false
        /// How much a composition scaled it down (a glyph inside an enclosure): its lines are
        /// widened back to the symbol's.
        package var scaledBy: CGFloat = 1
        /// A variable symbol's part: lit when the value is above this, dimmed otherwise.
        package var variableThreshold: Double?
        /// A solid shape (a `-fill` icon, a filled enclosure) whose lines are the holes in it:
        /// a heavier weight widens the holes rather than the shape.
        package var isSolid = false
    }

    /// How the glyph is sized and placed.
    package enum Design: Sendable {
        /// An icon drawn in a square box of this many units (bootstrap's are 16), one font
        /// point size at the medium scale.
        case box(CGFloat)
        /// A custom symbol's master: 100 units a point size, its guides in those units.
        case template(TemplateGuides)
    }

    /// Where a custom symbol's template puts a master's baseline and side margins, in its units
    /// (y down), and the image scale the master is drawn for.
    package struct TemplateGuides: Sendable, Equatable {
        package var baseline: CGFloat
        package var left: CGFloat
        package var right: CGFloat
        package var scale: Image.Scale

        package init(baseline: CGFloat, left: CGFloat, right: CGFloat, scale: Image.Scale) {
            self.baseline = baseline
            self.left = left
            self.right = right
            self.scale = scale
        }
    }

    package var layers: [Layer]
    package var design = Design.box(16)
    /// The width of the drawing's lines in its units: bootstrap's are 1 of its 16.
    package var lineWidth: CGFloat = 1
    /// A glyph in a circle or square: SF gives it almost no room either side.
    package var isEnclosed = false

    package init(layers: [Layer], design: Design, lineWidth: CGFloat) {
        self.layers = layers
        self.design = design
        self.lineWidth = lineWidth
    }

    /// The glyph a recipe draws; an error names the icon file that could not be read.
    package init(_ recipe: SymbolRecipe) throws {
        switch recipe {
        case let .icon(name):
            layers = [Layer(shapes: try SymbolIcons.shapes(name), isPrimary: true, isSolid: Self.isSolid(name))]
            isEnclosed = name.split(separator: "-").contains { $0 == "circle" || $0 == "square" }
        case let .enclosed(glyph, shape, filled):
            let inner = try SymbolGlyph(glyph)
            let frame = try SymbolIcons.shapes(shape == .circle ? (filled ? "circle-fill" : "circle") : (filled ? "square-fill" : "square"))
            // The glyph at about half the enclosure, as bootstrap's own enclosed icons hold theirs.
            let ink = inner.inkBounds
            let scale = ink.isNull || ink.isEmpty ? 0.5 : min(8 / max(ink.width, ink.height), 0.55)
            let centring = CGAffineTransform(translationX: -ink.midX, y: -ink.midY)
                .concatenating(CGAffineTransform(scaleX: scale, y: scale)).concatenating(CGAffineTransform(translationX: 8, y: 8))
            // The enclosure is the secondary layer, outlined or filled.
            layers = [Layer(shapes: frame, isPrimary: false, isSolid: filled)]
            isEnclosed = true
            for var layer in inner.layers {
                layer.transform = layer.transform.concatenating(centring)
                layer.lineWidth = layer.lineWidth.map { $0 * scale }
                layer.scaledBy *= scale
                if filled {
                    layer.cutsOut = !layer.cutsOut
                    layer.isEnclosedGlyph = true
                }
                layers.append(layer)
            }
        case let .slashed(glyph):
            let base = try SymbolGlyph(glyph)
            layers = base.layers
            isEnclosed = base.isEnclosed
            // A band cleared along the diagonal, then the stroke drawn in it.
            var line = Path()
            line.move(to: CGPoint(x: 1.5, y: 1.5))
            line.addLine(to: CGPoint(x: 14.5, y: 14.5))
            layers.append(Layer(shapes: [SymbolShape(path: line, evenOdd: false)], isPrimary: true, cutsOut: true, lineWidth: 3))
            layers.append(Layer(shapes: [SymbolShape(path: line, evenOdd: false)], isPrimary: true, lineWidth: 1))
        case let .badged(glyph, "dot"):
            // The notification dot, at the top-right corner: the primary layer, the glyph the
            // secondary (`foregroundStyle(.red, .primary)` in palette mode reddens the dot).
            let base = try SymbolGlyph(glyph)
            layers = base.layers.map { var layer = $0; layer.isPrimary = false; return layer }
            isEnclosed = base.isEnclosed
            layers.append(Layer(shapes: [SymbolShape(path: Path(ellipseIn: CGRect(x: 8.5, y: -1.25, width: 8.75, height: 8.75)), evenOdd: false)],
                                isPrimary: true, cutsOut: true))
            layers.append(Layer(shapes: [SymbolShape(path: Path(ellipseIn: CGRect(x: 10, y: 0.25, width: 5.75, height: 5.75)), evenOdd: false)],
                                isPrimary: true, multicolor: .red))
        case let .badged(glyph, badge):
            let base = try SymbolGlyph(glyph)
            layers = base.layers.map { var layer = $0; layer.isPrimary = false; return layer }
            isEnclosed = base.isEnclosed
            // The badge's place cleared at the bottom-right corner, the badge drawn in it.
            let clearing = Path(ellipseIn: CGRect(x: 7.75, y: 7.75, width: 9.5, height: 9.5))
            layers.append(Layer(shapes: [SymbolShape(path: clearing, evenOdd: false)], isPrimary: true, cutsOut: true))
            let placed = CGAffineTransform(scaleX: 7.5 / 16, y: 7.5 / 16).concatenating(CGAffineTransform(translationX: 8.75, y: 8.75))
            layers.append(Layer(shapes: try SymbolIcons.shapes(badge), transform: placed, isPrimary: true, multicolor: Self.badgeColors[badge],
                                isSolid: Self.isSolid(badge)))
        }
    }

    /// The glyph in parts that light up in `order` as a variable value grows, after the
    /// `fixed` first parts, which are always lit; a part is an outline with the holes in it.
    package func variable(_ order: SymbolNames.VariableOrder, fixed: Int) -> SymbolGlyph {
        struct Part { var path: Path; var bounds: CGRect; var evenOdd: Bool; var isSolid: Bool }
        var outlines: [Part] = []
        for layer in layers where !layer.cutsOut && layer.lineWidth == nil {
            for shape in layer.shapes {
                outlines += shape.path.applying(layer.transform).subpaths.map {
                    Part(path: $0, bounds: $0.tightBoundingRect, evenOdd: shape.evenOdd, isSolid: layer.isSolid)
                }
            }
        }
        // Each hole goes with the outline around it.
        var parts: [Part] = []
        for outline in outlines.sorted(by: { $0.bounds.width * $0.bounds.height > $1.bounds.width * $1.bounds.height }) {
            if let index = parts.firstIndex(where: { $0.path.surrounds(outline.path) }) {
                parts[index].path.addPath(outline.path)
            } else {
                parts.append(outline)
            }
        }
        // Parts in order; parts of one size (a wave on either side) are one step.
        func key(_ part: Part) -> CGFloat {
            switch order {
            case .outward: (max(part.bounds.width, part.bounds.height) * 2).rounded() / 2
            case .rightward: (part.bounds.minX * 2).rounded() / 2
            }
        }
        var steps: [[Part]] = []
        for part in parts.sorted(by: { key($0) < key($1) || (key($0) == key($1) && $0.bounds.minX < $1.bounds.minX) }) {
            if let last = steps.last?.first, key(last) == key(part) { steps[steps.count - 1].append(part) } else { steps.append([part]) }
        }
        let lit = min(fixed, steps.count), count = steps.count - lit
        var glyph = self
        glyph.layers = steps.enumerated().map { index, step in
            var layer = Layer(shapes: step.map { SymbolShape(path: $0.path, evenOdd: $0.evenOdd) }, isPrimary: true, isSolid: step[0].isSolid)
            if index >= lit { layer.variableThreshold = Double(index - lit) / Double(count) }
            return layer
        }
        return glyph
    }

    /// The symbol an SVG file draws: a template's master glyph nearest the regular, medium one,
    /// placed by its guides, or for any other SVG its drawing in its box. `name` names the file
    /// in errors.
    package init(svg: SymbolSVG, name: String) throws {
        func layer(_ outline: SymbolSVG.Outline) -> Layer {
            var layer = Layer(shapes: [outline.shape], isPrimary: true, cutsOut: outline.clearsBehind)
            for item in outline.classes {
                if item.hasPrefix("hierarchical-") {
                    layer.isPrimary = item.hasSuffix(":primary")
                    layer.isTertiary = item.hasSuffix(":tertiary")
                }
                if item.hasPrefix("multicolor-"), let colour = item.split(separator: ":").last { layer.multicolor = Self.systemColors[String(colour)] }
            }
            return layer
        }
        /// A template's outlines without the ones drawn for its preview only.
        func drawn(_ outlines: [SymbolSVG.Outline]) -> [SymbolSVG.Outline] {
            let layered = outlines.contains { $0.classes.contains { $0.hasPrefix("monochrome-") || $0.hasPrefix("hierarchical-") } }
            return layered ? outlines.filter { $0.clearsBehind || $0.classes.contains { !$0.hasPrefix("SFSymbolsPreview") } } : outlines
        }
        let preference = ["Regular-M", "Regular-S", "Regular-L", "Medium-M", "Light-M", "Semibold-M"]
        if let master = svg.masters.filter({ !$0.outlines.isEmpty }).min(by: {
            (preference.firstIndex(of: $0.name) ?? preference.count) < (preference.firstIndex(of: $1.name) ?? preference.count)
        }) {
            let parts = master.name.split(separator: "-").map(String.init)
            let weight = parts[0], size = parts[1]
            layers = drawn(master.outlines).map(layer)
            let ink = inkBounds
            guard !ink.isNull else { throw VellumError(.image, "\(name): the master \(master.name) draws nothing") }
            func guide(_ ids: [String]) -> CGFloat? { ids.lazy.compactMap { svg.guides[$0] }.first }
            let guides = TemplateGuides(
                baseline: guide(["Baseline-\(size)"]) ?? ink.maxY,
                left: guide(["left-margin-\(master.name)", "left-margin-Regular-\(size)", "left-margin"]) ?? ink.minX,
                right: guide(["right-margin-\(master.name)", "right-margin-Regular-\(size)", "right-margin"]) ?? ink.maxX,
                scale: size == "S" ? .small : size == "L" ? .large : .medium)
            design = .template(guides)
            // Templates are set at 100 points, each master's lines as wide as its weight's.
            let weightValue = 100 * ((SymbolSVG.masterWeights.firstIndex(of: weight) ?? 3) + 1)
            lineWidth = SymbolMetrics.lineWidth(weight: weightValue) * 100
        } else {
            layers = drawn(svg.plain).map(layer)
            let ink = inkBounds
            guard !ink.isNull, ink.width.isFinite, ink.height.isFinite else { throw VellumError(.image, "\(name) draws nothing") }
            let box = svg.viewBox ?? ink
            let side = max(box.width, box.height)
            // The box's top left at the origin, as bootstrap's are.
            let shift = CGAffineTransform(translationX: -box.minX - (side - box.width) / 2, y: -box.minY - (side - box.height) / 2)
            layers = layers.map { var layer = $0; layer.transform = layer.transform.concatenating(shift); return layer }
            design = .box(side)
            // Drawn, it is assumed, for the regular weight.
            lineWidth = SymbolMetrics.lineWidth(weight: 400) * side
        }
    }

    /// The colours multicolor templates name.
    private static let systemColors: [String: Color] = [
        "systemRedColor": .red, "systemOrangeColor": .orange, "systemYellowColor": .yellow, "systemGreenColor": .green,
        "systemMintColor": .mint, "systemTealColor": .teal, "systemCyanColor": .cyan, "systemBlueColor": .blue,
        "systemIndigoColor": .indigo, "systemPurpleColor": .purple, "systemPinkColor": .pink, "systemBrownColor": .brown,
        "systemGrayColor": .gray, "white": .white, "black": .black,
    ]

    /// Whether bootstrap's icon `name` is a solid shape (its filled twin).
    private static func isSolid(_ name: String) -> Bool {
        name.hasSuffix("-fill") || name.contains("-fill-")
    }

    /// SF's colours for its badges in multicolor rendering.
    private static let badgeColors: [String: Color] = [
        "plus-circle-fill": .green, "check-circle-fill": .green, "dash-circle-fill": .red, "x-circle-fill": .red,
        "exclamation-circle-fill": .orange, "clock-fill": .orange,
    ]

    /// Where the glyph paints, in its box's units: the union of the painting layers.
    package var inkBounds: CGRect {
        layers.filter { !$0.cutsOut }.reduce(CGRect.null) { bounds, layer in
            layer.shapes.reduce(bounds) { bounds, shape in
                var area = shape.path.applying(layer.transform).tightBoundingRect
                if let width = layer.lineWidth { area = area.insetBy(dx: -width / 2, dy: -width / 2) }
                return bounds.union(area)
            }
        }
    }
}
