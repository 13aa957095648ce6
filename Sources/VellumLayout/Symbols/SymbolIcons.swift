import Foundation
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
        let shapes = try SymbolSVG(data, name: url.path).plain.map(\.shape)
        loaded.withLock { $0[name] = shapes }
        return shapes
    }

    /// Icon names are a file's name in the folder: letters, digits and hyphens.
    private static func isIconName(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 100 && name.utf8.allSatisfy { ($0 >= 97 && $0 <= 122) || ($0 >= 48 && $0 <= 57) || $0 == 45 }
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
