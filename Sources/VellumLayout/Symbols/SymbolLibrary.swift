import Foundation
import Synchronization
import VellumCore
import VellumUI

/// Where a symbol's glyph comes from: art registered in code or an asset catalog's symbol set
/// (`NamedSymbols`), else for a system name the icon set (`SymbolRecipe`).
package enum SymbolLibrary {
    /// Glyphs read from SVGs, by their source's key.
    private static let read = Mutex<[String: SymbolGlyph]>([:])

    /// The glyph `source`'s SVG draws; an error names where it came from.
    package static func glyph(_ source: NamedSymbols.Source) throws -> SymbolGlyph {
        if let known = read.withLock({ $0[source.key] }) { return known }
        let glyph = try SymbolGlyph(svg: SymbolSVG(try source.data(), name: source.origin), name: source.origin)
        read.withLock { cache in
            // Registered art changes key each time it is registered again: keep the cache small.
            if cache.count >= 512 { cache.removeAll() }
            cache[source.key] = glyph
        }
        return glyph
    }

    /// The glyph of system symbol `name`: registered art, else the icon set's, composed
    /// `layered` (see `SymbolRecipe.resolve`); `nil` for a name nothing knows.
    package static func system(_ name: String, layered: Bool = false) throws -> SymbolGlyph? {
        if let source = NamedSymbols.shared.registeredSource(name) { return try glyph(source) }
        return try SymbolRecipe.resolve(name, layered: layered).map { try SymbolGlyph($0.recipe) }
    }

    /// The glyph `reference` names; `nil` for a system name nothing knows or a named image
    /// that is not a symbol.
    package static func glyph(_ reference: SymbolReference, layered: Bool = false) throws -> SymbolGlyph? {
        switch reference {
        case let .system(name): try system(name, layered: layered)
        case let .named(name, bundlePath): try NamedSymbols.shared.source(named: name, bundlePath: bundlePath).map(glyph)
        }
    }
}
