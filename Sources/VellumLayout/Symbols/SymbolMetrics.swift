import Foundation
import VellumCore
import VellumUI

/// The size and place of a symbol, and its drawing at a font weight.
///
/// SF Symbols' metrics, measured on iOS (`Fixtures/iOS/symbols.tsv`): at the medium image scale
/// a symbol's box is the font's point size (0.78 of it small, 1.27 large). An icon of the set
/// is centred on the cap height of its font, a fiftieth of the point size low, which puts its
/// baseline there, and its frame is its ink and 0.125 of the box either side (0.02 for a glyph
/// in a circle or square). A custom symbol
/// has its own baseline and side margins, from its template's guides. Either has 0.09 of the
/// box above and below its ink. Its lines are as wide as SF's for the font's weight.
package struct SymbolMetrics: Sendable {
    package let glyph: SymbolGlyph
    private let fontSize: CGFloat
    /// Points per glyph unit.
    private let unit: CGFloat
    /// The ink in glyph units, and the frame's margins around it in points.
    private let ink: CGRect
    private let left: CGFloat
    private let right: CGFloat
    private let vertical: CGFloat
    /// How much wider each line is drawn than the glyph's own, in glyph units: SF's line
    /// for the font's weight less the drawing's.
    package let extraLine: CGFloat

    /// `nil` for a glyph that paints nothing.
    package init?(_ glyph: SymbolGlyph, fontSize: CGFloat, scale: Image.Scale, weight: Int = 400) {
        let ink = glyph.inkBounds
        guard !ink.isNull, ink.width.isFinite, ink.height.isFinite else { return nil }
        self.glyph = glyph
        self.fontSize = fontSize
        self.ink = ink
        let box = fontSize * Self.factor(scale)
        vertical = 0.09 * box
        switch glyph.design {
        case let .box(side):
            unit = box / side
            left = (glyph.isEnclosed ? 0.02 : 0.125) * box
            right = left
        case let .template(guides):
            unit = box / Self.factor(guides.scale) / 100
            left = (ink.minX - guides.left) * unit
            right = (guides.right - ink.maxX) * unit
        }
        // SF draws the same line at every image scale, to match the text beside it.
        extraLine = unit > 0 ? Self.lineWidth(weight: weight) * fontSize / unit - glyph.lineWidth : 0
    }

    /// The box's size for an image scale, as a share of the font's point size.
    package static func factor(_ scale: Image.Scale) -> CGFloat {
        switch scale {
        case .small: 0.78
        case .medium: 1
        case .large: 1.27
        }
    }

    /// The width of SF's lines at a font weight, as a share of the point size, whatever the
    /// image scale: 0.075 at regular and 0.109 at semibold, measured on iOS; the others follow
    /// SF Pro's stems.
    package static func lineWidth(weight: Int) -> CGFloat {
        let table: [(Int, CGFloat)] = [(100, 0.025), (200, 0.038), (300, 0.056), (400, 0.075), (500, 0.09),
                                       (600, 0.109), (700, 0.122), (800, 0.14), (900, 0.158)]
        let clamped = min(max(weight, 100), 900)
        guard let upper = table.firstIndex(where: { $0.0 >= clamped }), upper > 0 else { return table[0].1 }
        let (w0, l0) = table[upper - 1], (w1, l1) = table[upper]
        return l0 + (l1 - l0) * CGFloat(clamped - w0) / CGFloat(w1 - w0)
    }

    /// The frame's size.
    package var size: CGSize {
        CGSize(width: left + ink.width * unit + right, height: ink.height * unit + 2 * vertical)
    }

    /// The baseline, from the frame's top.
    package var baseline: CGFloat {
        switch glyph.design {
        case let .box(side):
            // The box's top in the frame, then half the box and the cap height's middle (SF
            // Pro's cap height is 0.705 of the point size) less a fiftieth.
            vertical - ink.minY * unit + side / 2 * unit + (0.3525 - 0.02) * fontSize
        case let .template(guides):
            vertical + (guides.baseline - ink.minY) * unit
        }
    }

    /// Glyph units to `frame` (a frame of another size stretches the symbol with it).
    package func placing(in frame: CGRect) -> CGAffineTransform {
        let natural = size
        return CGAffineTransform(translationX: -ink.minX, y: -ink.minY)
            .concatenating(CGAffineTransform(scaleX: unit, y: unit))
            .concatenating(CGAffineTransform(translationX: left, y: vertical))
            .concatenating(CGAffineTransform(scaleX: frame.width / natural.width, y: frame.height / natural.height))
            .concatenating(CGAffineTransform(translationX: frame.minX, y: frame.minY))
    }

    /// How much the placing in `frame` scales lines (a stroke's width).
    package func lineScale(in frame: CGRect) -> CGFloat {
        let natural = size
        return unit * min(frame.width / natural.width, frame.height / natural.height)
    }

    /// One outline to paint or cut out, placed in the frame.
    package struct Mark {
        package var path: Path
        /// Filled with this rule, or stroked with round ends and joins this wide.
        package var evenOdd = false
        package var lineWidth: CGFloat?
        /// The layer it belongs to.
        package var layer: Int
        /// Clears what was drawn before it rather than painting.
        package var cutsOut: Bool
    }

    /// The marks that draw the glyph in `frame`, in order; `cutsOut` says which layers clear
    /// rather than paint. At a weight heavier than the drawing's a filled outline is stroked as
    /// well, thickening its lines; at a lighter one its edge is cleared, thinning them.
    package func marks(in frame: CGRect, cutsOut: (SymbolGlyph.Layer) -> Bool) -> [Mark] {
        let placing = placing(in: frame), lineScale = lineScale(in: frame)
        var marks: [Mark] = []
        for (index, layer) in glyph.layers.enumerated() {
            let cuts = cutsOut(layer), transform = layer.transform.concatenating(placing)
            // A layer scaled down has thinner lines of its own to widen.
            let extra = (extraLine + glyph.lineWidth * (1 - layer.scaledBy)) * lineScale
            for shape in layer.shapes {
                let path = shape.path.applying(transform)
                if let width = layer.lineWidth {
                    let stroke = width * lineScale + extra
                    marks.append(Mark(path: path, lineWidth: max(stroke, width * lineScale / 4), layer: index, cutsOut: cuts))
                    continue
                }
                marks.append(Mark(path: path, evenOdd: shape.evenOdd, layer: index, cutsOut: cuts))
                guard extra != 0 else { continue }
                if layer.isSolid && !cuts {
                    // A solid shape's lines are its holes: cleared along their edges to widen
                    // them, painted along them to narrow them; its outside stays.
                    let holes = shape.holes
                    if !holes.isEmpty {
                        marks.append(Mark(path: holes.applying(transform), lineWidth: abs(extra), layer: index, cutsOut: extra > 0))
                    }
                } else if extra > 0 {
                    // Stroking the outline widens its lines (or what it cuts out).
                    marks.append(Mark(path: path, lineWidth: extra, layer: index, cutsOut: cuts))
                } else if !cuts {
                    // Clearing along it narrows them.
                    marks.append(Mark(path: path, lineWidth: -extra, layer: index, cutsOut: true))
                }
            }
        }
        return marks
    }
}
