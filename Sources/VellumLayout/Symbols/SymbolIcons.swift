import Foundation
import FoundationXML
import Synchronization
import VellumCore
import VellumUI

/// One filled outline of an icon, in its SVG's units, with its fill rule.
package struct SymbolShape: Sendable {
    package var path: Path
    package var evenOdd: Bool
    /// The outline's holes: its subpaths that lie within another of its subpaths.
    package let holes: Path

    package init(path: Path, evenOdd: Bool) {
        self.path = path
        self.evenOdd = evenOdd
        let parts = path.subpaths
        var holes = Path()
        for (index, part) in parts.enumerated() where parts.indices.contains(where: { $0 != index && parts[$0].surrounds(part) }) {
            holes.addPath(part)
        }
        self.holes = holes
    }
}

/// The icons symbols are drawn with: bootstrap-icons' SVG files, as Debian's `bootstrap-icons`
/// package installs them (MIT licence), each a 16 × 16 box of filled outlines. Each file is read
/// once in the process.
package enum SymbolIcons {
    /// Where the icon files are.
    package static let folder = "/usr/share/bootstrap-icons/svg"

    private static let loaded = Mutex<[String: [SymbolShape]]>([:])

    /// Whether the icon set has an icon named `name` (a file `name.svg`).
    package static func exists(_ name: String) -> Bool {
        guard isIconName(name) else { return false }
        if loaded.withLock({ $0[name] }) != nil { return true }
        return FileManager.default.fileExists(atPath: "\(folder)/\(name).svg")
    }

    /// The outlines of icon `name`; an error naming the file when it cannot be read, or the
    /// icon set when it is not installed.
    package static func shapes(_ name: String) throws -> [SymbolShape] {
        if let known = loaded.withLock({ $0[name] }) { return known }
        guard FileManager.default.fileExists(atPath: folder) else {
            throw VellumError(.image, "SF Symbols are drawn with bootstrap-icons, which is not installed (no \(folder)); Scripts/bootstrap installs it (apt-get install bootstrap-icons)")
        }
        let url = URL(fileURLWithPath: "\(folder)/\(name).svg")
        guard isIconName(name), let data = try? Data(contentsOf: url) else {
            throw VellumError(.image, "the icon file \(url.path) cannot be read")
        }
        let shapes = try SymbolSVG.shapes(data, name: url.path)
        loaded.withLock { $0[name] = shapes }
        return shapes
    }

    /// Icon names are a file's name in the folder: letters, digits and hyphens.
    private static func isIconName(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 100 && name.utf8.allSatisfy { ($0 >= 97 && $0 <= 122) || ($0 >= 48 && $0 <= 57) || $0 == 45 }
    }
}

/// The filled outlines of an SVG document: its `path`, `circle`, `ellipse` and `rect` elements,
/// with their fill rules (the icons' drawing: one colour, no strokes or transforms).
package enum SymbolSVG {
    package static func shapes(_ data: Data, name: String) throws -> [SymbolShape] {
        guard data.count <= 4 << 20 else { throw VellumError(.image, "\(name) is larger than 4 MB, too large for an icon") }
        let reader = Reader()
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.delegate = reader
        guard parser.parse() else {
            throw VellumError(.image, "\(name) is not a readable SVG file: \(parser.parserError.map { "\($0.localizedDescription)" } ?? "malformed XML") (line \(parser.lineNumber))")
        }
        if let failure = reader.failure { throw VellumError(.image, "\(name): \(failure)") }
        return reader.shapes
    }

    private final class Reader: NSObject, XMLParserDelegate {
        var shapes: [SymbolShape] = []
        var failure: String?

        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            guard failure == nil else { return }
            func number(_ key: String) -> CGFloat {
                attributes[key].flatMap { Double($0) }.map { CGFloat($0) } ?? 0
            }
            let evenOdd = attributes["fill-rule"] == "evenodd"
            switch element {
            case "path":
                do {
                    shapes.append(SymbolShape(path: try Path(svgPathData: attributes["d"] ?? ""), evenOdd: evenOdd))
                } catch {
                    failure = "\(error) (line \(parser.lineNumber))"
                }
            case "circle":
                let r = number("r")
                shapes.append(SymbolShape(path: Path(ellipseIn: CGRect(x: number("cx") - r, y: number("cy") - r, width: 2 * r, height: 2 * r)), evenOdd: evenOdd))
            case "ellipse":
                let rx = number("rx"), ry = number("ry")
                shapes.append(SymbolShape(path: Path(ellipseIn: CGRect(x: number("cx") - rx, y: number("cy") - ry, width: 2 * rx, height: 2 * ry)), evenOdd: evenOdd))
            case "rect":
                let rect = CGRect(x: number("x"), y: number("y"), width: number("width"), height: number("height"))
                shapes.append(SymbolShape(path: Path(roundedRect: rect, cornerRadius: number("rx")), evenOdd: evenOdd))
            default:
                break
            }
        }
    }
}

extension Path {
    /// Whether `other` lies inside this outline, as a hole or an island in it does.
    package func surrounds(_ other: Path) -> Bool {
        let bounds = tightBoundingRect, inner = other.tightBoundingRect
        guard bounds != inner, bounds.contains(inner), let point = other.firstPoint else { return false }
        return encloses(point)
    }
}
