import Foundation
import FoundationXML
import VellumCore
import VellumUI

/// The drawing of a symbol's SVG file: bootstrap's icons, an SF Symbols template as the SF
/// Symbols app and Xcode export it (`<Name>.symbolset`), or any SVG whose drawing is the symbol.
///
/// Read are the filled outlines (`path`, `circle`, `ellipse`, `rect`, `polygon`) with their
/// transforms and `use` references; a template's master glyphs (`Regular-M`, `Regular-S`, …),
/// their layer classes (`hierarchical-N:primary`, `multicolor-N:systemRedColor`) and its guides
/// (`Baseline-M`, `left-margin-Regular-M`, …).
package struct SymbolSVG {
    /// An outline in the document's coordinates, with what its classes and style say.
    package struct Outline {
        package var shape: SymbolShape
        package var classes: [String]
        package var clearsBehind: Bool
    }

    /// The template's master glyphs by name (`Regular-M`), in document order.
    package private(set) var masters: [(name: String, outlines: [Outline])] = []
    /// Outlines outside any master and outside a template's notes and guides.
    package private(set) var plain: [Outline] = []
    /// Guide positions by id: a baseline's y, a margin's x.
    package private(set) var guides: [String: CGFloat] = [:]
    /// The document's box (its `viewBox`, or width and height), if it gives one.
    package private(set) var viewBox: CGRect?

    /// The weights of a template's masters, lightest first.
    package static let masterWeights = ["Ultralight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black"]

    /// The most outlines a document may draw, `use` references counted as drawn.
    package static let outlineLimit = 20_000
    package static let byteLimit = 4 << 20

    /// Reads `data`; errors name `name` (the file, or where the SVG came from).
    package init(_ data: Data, name: String) throws {
        guard data.count <= Self.byteLimit else {
            throw VellumError(.image, "\(name) is \(data.count >> 20) MB, larger than the 4 MB a symbol's SVG may be")
        }
        // Entities are refused rather than expanded: a few lines of them can expand to gigabytes.
        if data.range(of: Data("<!ENTITY".utf8)) != nil {
            throw VellumError(.image, "\(name) declares XML entities, which a symbol's SVG may not")
        }
        let builder = TreeBuilder()
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            let reason = builder.failure ?? parser.parserError.map { "\($0.localizedDescription)" } ?? "malformed XML"
            throw VellumError(.image, "\(name) is not a readable SVG file: \(reason) (line \(parser.lineNumber))")
        }
        if let open = builder.stack.last {
            throw VellumError(.image, "\(name) is not a readable SVG file: it ends inside <\(open.name)> (line \(parser.lineNumber))")
        }
        guard root.name == "svg" else { throw VellumError(.image, "\(name) is not an SVG file: its root element is <\(root.name)>") }
        viewBox = Self.box(of: root)
        var walker = Walker(name: name, ids: builder.ids)
        try walker.walk(root, transform: .identity, context: Walker.Context())
        masters = walker.masterOrder.map { ($0, walker.masters[$0] ?? []) }
        plain = walker.plain
        guides = walker.guides
    }

    private static func box(of root: Element) -> CGRect? {
        if let numbers = root.attributes["viewBox"].map(Self.numbers), numbers.count == 4, numbers[2] > 0, numbers[3] > 0 {
            return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        }
        if let width = root.attributes["width"].flatMap(Self.length), let height = root.attributes["height"].flatMap(Self.length), width > 0, height > 0 {
            return CGRect(x: 0, y: 0, width: width, height: height)
        }
        return nil
    }

    /// The numbers in a list such as a `viewBox` or a transform's arguments.
    static func numbers(_ text: String) -> [CGFloat] {
        text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\n" || $0 == "\t" }).compactMap { Double($0) }
            .filter(\.isFinite).map { CGFloat($0) }
    }

    /// A length in user units (`24`, `24px`, `3300px`); other units are not lengths here.
    static func length(_ text: String) -> CGFloat? {
        let trimmed = text.hasSuffix("px") ? String(text.dropLast(2)) : text
        return Double(trimmed).flatMap { $0.isFinite ? CGFloat($0) : nil }
    }

    // MARK: - The document as a tree

    final class Element {
        let name: String
        let attributes: [String: String]
        var children: [Element] = []

        init(name: String, attributes: [String: String]) {
            self.name = name
            self.attributes = attributes
        }
    }

    private final class TreeBuilder: NSObject, XMLParserDelegate {
        var root: Element?
        var stack: [Element] = []
        var ids: [String: Element] = [:]
        var count = 0
        var failure: String?

        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            count += 1
            guard count <= 100_000, stack.count < 256 else {
                failure = count > 100_000 ? "more than 100,000 elements" : "elements nested more than 256 deep"
                parser.abortParsing()
                return
            }
            // Namespaced names (`svg:path`) as plain ones.
            let local = element.split(separator: ":").last.map(String.init) ?? element
            let node = Element(name: local, attributes: attributes)
            if let id = attributes["id"], ids[id] == nil { ids[id] = node }
            if let parent = stack.last { parent.children.append(node) } else { root = node }
            stack.append(node)
        }

        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
        }
    }

    // MARK: - Walking the tree

    private struct Walker {
        struct Context {
            var master: String?
            /// Inside a template's notes or guides: drawings there are examples, not the symbol.
            var aside = false
            var evenOdd = false
            /// The `use` references being followed, outermost first.
            var following: [String] = []
        }

        let name: String
        let ids: [String: Element]
        var masters: [String: [Outline]] = [:]
        var masterOrder: [String] = []
        var plain: [Outline] = []
        var guides: [String: CGFloat] = [:]
        var drawn = 0

        init(name: String, ids: [String: Element]) {
            self.name = name
            self.ids = ids
        }

        static func isMaster(_ id: String) -> Bool {
            let parts = id.split(separator: "-")
            return parts.count == 2 && SymbolSVG.masterWeights.contains(String(parts[0])) && ["S", "M", "L"].contains(String(parts[1]))
        }

        mutating func walk(_ element: Element, transform: CGAffineTransform, context: Context) throws {
            var context = context
            var transform = transform
            if let text = element.attributes["transform"] {
                transform = try Self.transform(text, file: name).concatenating(transform)
            }
            if let rule = element.attributes["fill-rule"] { context.evenOdd = rule == "evenodd" }
            let id = element.attributes["id"] ?? ""
            if id == "Notes" || id == "Guides" { context.aside = true }
            if Self.isMaster(id) {
                context.master = id
                if masters[id] == nil { masters[id] = []; masterOrder.append(id) }
            }
            switch element.name {
            case "defs", "clipPath", "mask", "symbol", "style", "title", "desc", "metadata", "text", "pattern", "linearGradient", "radialGradient":
                return
            case "use":
                guard let reference = element.attributes["href"] ?? element.attributes["xlink:href"], reference.hasPrefix("#") else { return }
                let target = String(reference.dropFirst())
                guard !context.following.contains(target) else {
                    throw VellumError(.image, "\(name): <use> refers back to itself (\((context.following + [target]).map { "#\($0)" }.joined(separator: " → ")))")
                }
                guard let referenced = ids[target] else { throw VellumError(.image, "\(name): <use> refers to #\(target), which the file does not have") }
                let x = element.attributes["x"].flatMap(SymbolSVG.length) ?? 0, y = element.attributes["y"].flatMap(SymbolSVG.length) ?? 0
                context.following.append(target)
                try walk(referenced, transform: CGAffineTransform(translationX: x, y: y).concatenating(transform), context: context)
                return
            case "line":
                if Self.isGuide(id) { recordGuide(id, element, transform: transform) }
                return
            case "rect" where Self.isGuide(id):
                recordGuide(id, element, transform: transform)
                return
            case "path", "circle", "ellipse", "rect", "polygon":
                try draw(element, transform: transform, context: context)
                return
            default:
                break
            }
            for child in element.children {
                try walk(child, transform: transform, context: context)
            }
        }

        static func isGuide(_ id: String) -> Bool {
            id.hasPrefix("Baseline-") || id.hasPrefix("Capline-") || id.hasPrefix("left-margin") || id.hasPrefix("right-margin")
        }

        /// A guide's place: a line's y (baselines) or x (margins); a margin drawn as a rectangle
        /// ends where the glyph begins (left) or begins where it ends (right).
        mutating func recordGuide(_ id: String, _ element: Element, transform: CGAffineTransform) {
            func number(_ key: String) -> CGFloat { element.attributes[key].flatMap(SymbolSVG.length) ?? 0 }
            let point: CGPoint
            if element.name == "line" {
                point = CGPoint(x: number("x1"), y: number("y1")).applying(transform)
            } else {
                let x = id.hasPrefix("left-margin") ? number("x") + number("width") : number("x")
                point = CGPoint(x: x, y: number("y")).applying(transform)
            }
            guides[id] = id.contains("margin") ? point.x : point.y
        }

        mutating func draw(_ element: Element, transform: CGAffineTransform, context: Context) throws {
            guard !context.aside || context.master != nil else { return }
            drawn += 1
            guard drawn <= SymbolSVG.outlineLimit else {
                throw VellumError(.image, "\(name) draws more than \(SymbolSVG.outlineLimit) outlines, too many for a symbol")
            }
            let style = element.attributes["style"] ?? ""
            if element.attributes["display"] == "none" || style.contains("display:none") { return }
            let a = element.attributes
            func number(_ key: String) -> CGFloat { a[key].flatMap(SymbolSVG.length) ?? 0 }
            var path: Path
            switch element.name {
            case "path":
                do {
                    path = try Path(svgPathData: a["d"] ?? "")
                } catch let error as VellumError {
                    throw VellumError(.image, "\(name): \(error.message)")
                }
            case "circle":
                let r = number("r")
                path = Path(ellipseIn: CGRect(x: number("cx") - r, y: number("cy") - r, width: 2 * r, height: 2 * r))
            case "ellipse":
                let rx = number("rx"), ry = number("ry")
                path = Path(ellipseIn: CGRect(x: number("cx") - rx, y: number("cy") - ry, width: 2 * rx, height: 2 * ry))
            case "rect":
                let rect = CGRect(x: number("x"), y: number("y"), width: number("width"), height: number("height"))
                let rx = a["rx"].flatMap(SymbolSVG.length) ?? a["ry"].flatMap(SymbolSVG.length) ?? 0
                path = Path(roundedRect: rect, cornerRadius: rx)
            default:
                let points = SymbolSVG.numbers(a["points"] ?? "")
                path = Path()
                for index in stride(from: 0, to: points.count - 1, by: 2) {
                    let point = CGPoint(x: points[index], y: points[index + 1])
                    if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
                }
                path.closeSubpath()
            }
            var evenOdd = context.evenOdd
            if let rule = a["fill-rule"] { evenOdd = rule == "evenodd" }
            if style.contains("fill-rule:evenodd") { evenOdd = true }
            let clears = style.contains("-sfsymbols-clear-behind:true")
            // Invisible outlines that clear nothing are no part of the drawing.
            if !clears, a["fill"] == "none" || style.contains("fill:none") || a["opacity"] == "0" || style.contains("opacity:0;") || style.hasSuffix("opacity:0") {
                return
            }
            let outline = Outline(shape: SymbolShape(path: path.applying(transform), evenOdd: evenOdd),
                                  classes: (a["class"] ?? "").split(separator: " ").map(String.init), clearsBehind: clears)
            if let master = context.master { masters[master, default: []].append(outline) } else { plain.append(outline) }
        }

        /// An SVG `transform` list: `matrix`, `translate`, `scale`, `rotate`, `skewX`, `skewY`.
        static func transform(_ text: String, file: String) throws -> CGAffineTransform {
            var result = CGAffineTransform.identity
            var rest = Substring(text)
            while let open = rest.firstIndex(of: "(") {
                guard let close = rest[open...].firstIndex(of: ")") else { break }
                let kind = rest[..<open].trimmingCharacters(in: CharacterSet(charactersIn: " ,\n\t"))
                let n = SymbolSVG.numbers(String(rest[rest.index(after: open)..<close]))
                let step: CGAffineTransform
                switch (kind, n.count) {
                case ("matrix", 6): step = CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
                case ("translate", 1): step = CGAffineTransform(translationX: n[0], y: 0)
                case ("translate", 2): step = CGAffineTransform(translationX: n[0], y: n[1])
                case ("scale", 1): step = CGAffineTransform(scaleX: n[0], y: n[0])
                case ("scale", 2): step = CGAffineTransform(scaleX: n[0], y: n[1])
                case ("rotate", 1): step = CGAffineTransform(rotationAngle: n[0] * .pi / 180)
                case ("rotate", 3):
                    step = CGAffineTransform(translationX: -n[1], y: -n[2]).concatenating(CGAffineTransform(rotationAngle: n[0] * .pi / 180))
                        .concatenating(CGAffineTransform(translationX: n[1], y: n[2]))
                case ("skewX", 1): step = CGAffineTransform(a: 1, b: 0, c: tan(n[0] * .pi / 180), d: 1, tx: 0, ty: 0)
                case ("skewY", 1): step = CGAffineTransform(a: 1, b: tan(n[0] * .pi / 180), c: 0, d: 1, tx: 0, ty: 0)
                default: throw VellumError(.image, "\(file): cannot read the transform \"\(text.prefix(80))\"")
                }
                // A list applies its last transform first.
                result = step.concatenating(result)
                rest = rest[rest.index(after: close)...]
            }
            return result
        }
    }
}
