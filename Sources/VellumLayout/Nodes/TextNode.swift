import Foundation
import VellumCore
import VellumUI

/// `Text`: measured by the text measurer. Its ideal width is the unwrapped text; offered less
/// it wraps; its height is its lines. Its first and last baselines are alignment guides, and
/// above or below another text it asks for the font's leading as spacing.
package final class TextNode: Node {
    package let text: TextSpec
    package let paint: ResolvedPaint
    private var measurements: [(ProposedViewSize, TextMeasurement)] = []
    /// The proposal the text was placed with: the one it is drawn for.
    private var placedProposal = ProposedViewSize.unspecified

    package init(name: String, text: TextSpec, paint: ResolvedPaint, context: ResolveContext) {
        self.text = text
        self.paint = paint
        super.init(name: name, context: context)
        declareGuides()
    }

    private func measurement(_ proposal: ProposedViewSize, _ context: LayoutContext) throws -> TextMeasurement {
        if let hit = measurements.first(where: { $0.0 == proposal }) { return hit.1 }
        let result: TextMeasurement
        do { result = try context.measurer.measure(text, proposal: proposal) } catch let error as VellumError { throw error.at(trailNames) }
        if measurements.count >= 8 { measurements.removeFirst() }
        measurements.append((proposal, result))
        return result
    }

    package override func sizeThatFits(_ proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGSize {
        try measurement(proposal, context).size
    }

    package override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGFloat? {
        if key == VerticalAlignment.firstTextBaseline.key { return try measurement(proposal, context).firstBaseline }
        if key == VerticalAlignment.lastTextBaseline.key { return try measurement(proposal, context).lastBaseline }
        return nil
    }

    package override func spacing(_ context: LayoutContext) -> ViewSpacing {
        var spacing = ViewSpacing.standard
        spacing.top = .text(leading: text.primaryFont.leading)
        spacing.bottom = .text(leading: text.primaryFont.leading)
        return spacing
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, _ context: LayoutContext) throws {
        placedProposal = proposal
    }

    package override func draw(_ builder: DisplayListBuilder, _ context: LayoutContext) throws {
        let measured = try measurement(placedProposal, context)
        builder.append(.text(TextDrawing(key: path.key, text: text, frame: frame, proposal: placedProposal, paint: paint, measurement: measured)))
    }
}

extension Text: ResolvablePrimitive {
    /// The largest font size drawn: a glyph as tall as the largest canvas.
    package static let maximumFontSize: CGFloat = 16_384

    package func makeNodes(_ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        let environment = context.environment
        let plain = plainText(in: environment)
        let name = "Text(\(Text.quoted(plain)))"
        /// The text's own context, for errors only.
        func here() -> ResolveContext { context.child(.slot(0), name: name) }
        try refuseRedaction(environment, here())
        for image in inlineImages {
            var isSymbol = false
            switch image.symbol {
            case .system?: isSymbol = true
            case let .named(name, bundlePath)?: isSymbol = NamedSymbols.shared.source(named: name, bundlePath: bundlePath) != nil
            case nil: break
            }
            guard isSymbol else {
                throw here().error(.invalidView, "holds an image inside the text (\(image.description)), which Vellum does not draw inside text yet (symbols it does); put the image beside the text in an HStack")
            }
        }
        do {
            var spec = try resolveSpec(in: environment, context: here())
            var paint = try environment.foregroundStyle.resolvePaint(in: environment)
            // A gradient fills the whole text (Pango colours runs only with solid colours): the
            // runs' gradient becomes the text's paint.
            if let gradient = spec.runs.lazy.compactMap(\.paint).first(where: { if case .color = $0 { false } else { true } }) {
                paint = gradient
                for index in spec.runs.indices where spec.runs[index].paint == gradient { spec.runs[index].paint = nil }
            }
            return [TextNode(name: name, text: spec, paint: paint, context: context)]
        } catch let error as VellumError {
            throw error.at(here().trail.names)
        }
    }

    /// The text's runs with fonts and paints resolved, and the paragraph settings of
    /// `environment`.
    /// The text's runs, fonts and limits in `environment`; `context` names the text in errors
    /// and is made only for one.
    package func resolveSpec(in environment: EnvironmentValues, context: @autoclosure () -> ResolveContext) throws -> TextSpec {
        try validateLength(environment.lineSpacing, "lineSpacing", allowNegative: true, context())
        var runs: [TextSpec.Run] = []
        for segment in segments(in: environment) {
            let attributes = segment.attributes
            var font = environment.effectiveFont(attributes.font)
            if let weight = attributes.weight { font.weight = weight }
            if let design = attributes.design { font.design = design }
            if attributes.isItalic == true { font.isItalic = true }
            if attributes.isMonospacedDigit == true { font.isMonospacedDigit = true }
            var string = segment.string
            switch environment.textCase {
            case .uppercase?: string = string.uppercased(with: environment.locale)
            case .lowercase?: string = string.lowercased(with: environment.locale)
            case nil: break
            }
            for (value, label) in [(attributes.kerning, "kerning"), (attributes.tracking, "tracking"), (attributes.baselineOffset, "baselineOffset")] {
                if let value { try validateLength(value, label, allowNegative: true, context()) }
            }
            func decoration(_ value: (Bool, Color?)?) throws -> RGBA?? {
                guard let (active, color) = value, active else { return nil }
                return .some(try color?.resolve(in: environment))
            }
            if let refusal = attributes.refusal ?? font.refusal { throw context().error(.invalidValue, refusal) }
            // A symbol's icon that cannot be read is an error here, as it is for the image alone.
            for symbol in attributes.symbols ?? [] {
                do { _ = try symbol.flatMap { try SymbolLibrary.glyph($0) } } catch let error as VellumError { throw error.at(context().trail.names) }
            }
            let resolvedFont = font.resolve(in: environment)
            // SwiftUI draws nothing sensible at these sizes either; Pango would refuse them.
            guard resolvedFont.size.isFinite, resolvedFont.size > 0, resolvedFont.size <= Self.maximumFontSize else {
                throw context().error(.invalidValue, "font size must be a finite number above 0 and at most \(formatPoints(Self.maximumFontSize)) points, got \(resolvedFont.size)")
            }
            runs.append(TextSpec.Run(
                string: string,
                font: resolvedFont,
                paint: try attributes.style?.resolvePaint(in: environment),
                underline: try decoration(attributes.underline),
                strikethrough: try decoration(attributes.strikethrough),
                kerning: attributes.kerning ?? 0,
                tracking: attributes.tracking ?? 0,
                baselineOffset: attributes.baselineOffset ?? 0,
                symbolScale: attributes.symbols == nil ? nil : environment.imageScale,
                symbols: attributes.symbols ?? [],
                language: attributes.language ?? nil))
        }
        if let limit = environment.lineLimit, limit < 1 {
            throw context().error(.invalidValue, "lineLimit must be at least 1, got \(limit)")
        }
        guard environment.reservedLines >= 0 else {
            throw context().error(.invalidValue, "a lineLimit range must start at 0 or more, got \(environment.reservedLines)")
        }
        return TextSpec(runs: runs, lineLimit: environment.lineLimit, reservedLines: environment.reservedLines, alignment: environment.multilineTextAlignment,
                        truncationMode: environment.truncationMode, lineSpacing: environment.lineSpacing,
                        minimumScaleFactor: min(max(environment.minimumScaleFactor, 0.01), 1), layoutDirection: environment.layoutDirection)
    }

    /// A text for layout dumps: quoted, escaped, at most 30 characters. Every text node is
    /// named this way, so it is done scalar by scalar rather than by four Foundation
    /// replacements.
    package static func quoted(_ text: String) -> String {
        let shown = text.count > 30 ? String(text.prefix(29)) + "…" : text
        var result = "\""
        result.reserveCapacity(shown.utf8.count + 2)
        for scalar in shown.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\0": result += "\\0"
            default: result.unicodeScalars.append(scalar)
            }
        }
        result += "\""
        return result
    }
}

/// Throws if the view is to be redacted as a placeholder, which Vellum does not draw (what
/// iOS draws in place of text and images was not measured); `unredacted()` lifts it.
package func refuseRedaction(_ environment: EnvironmentValues, _ context: @autoclosure () -> ResolveContext) throws {
    guard environment.redactionReasons.contains(.placeholder) else { return }
    throw context().error(.invalidView, "is redacted as a placeholder (redacted(reason: .placeholder)), which Vellum does not draw yet: what iOS draws in place of text and images was not measured; draw the skeleton with shapes, or mark the view unredacted()")
}
