import Foundation
import VellumCore
import VellumUI

/// How an SF Symbols name is drawn with the icon set: an icon as it is, or one composed the way
/// SF composes its systematic names — the glyph inside a ring or knocked out of a filled disc
/// (`.circle`, `.circle.fill`, `.square`, `.square.fill`), struck through (`.slash`), or with a
/// badge at its corner (`.badge.plus`, …).
package indirect enum SymbolRecipe: Hashable, Sendable, CustomStringConvertible {
    case icon(String)
    case enclosed(SymbolRecipe, SymbolEnclosure, filled: Bool)
    case slashed(SymbolRecipe)
    case badged(SymbolRecipe, badge: String)

    package var description: String {
        switch self {
        case let .icon(name): "bootstrap-icons \(name)"
        case let .enclosed(glyph, shape, filled): "\(glyph) \(filled ? "knocked out of a filled" : "inside a") \(shape.rawValue)"
        case let .slashed(glyph): "\(glyph), struck through"
        case let .badged(glyph, badge): badge == "dot" ? "\(glyph) with a dot" : "\(glyph) with the badge bootstrap-icons \(badge)"
        }
    }

    /// The recipe of SF Symbols name `name`, and whether it rests on a stand-in glyph; `nil`
    /// when no table entry or composition knows the name. `layered` composes enclosures even
    /// where the icon set has the enclosed icon, so that the glyph and its enclosure are layers
    /// of their own, coloured apart (hierarchical and palette rendering).
    package static func resolve(_ name: String, layered: Bool = false) -> (recipe: SymbolRecipe, standIn: Bool)? {
        guard !name.isEmpty, name.count <= 200 else { return nil }
        if layered, let found = layeredEnclosure(name) { return found }
        if let icon = SymbolNames.icons[name] { return (.icon(icon), SymbolNames.standIns.contains(name)) }
        // Directions written for the layout direction: forward is right, backward left.
        for (written, direction) in [(".forward", ".right"), (".backward", ".left")] where name.contains(written) {
            if let found = resolve(name.replacingOccurrences(of: written, with: direction)) { return found }
        }
        var parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count > 1, !parts.contains("") else { return bare(name) }
        // A badge: the base name, then `badge` and what the badge shows.
        if parts.count >= 3, parts[parts.count - 2] == "badge", let badge = Self.badges[parts[parts.count - 1]] {
            guard let base = resolve(parts.dropLast(2).joined(separator: ".")) else { return nil }
            return (.badged(base.recipe, badge: badge), base.standIn)
        }
        let last = parts.removeLast()
        switch last {
        case "badge":
            // The notification dot (`bell.badge`), where bootstrap has no such icon of its own.
            guard let base = resolve(parts.joined(separator: ".")) else { return nil }
            return (.badged(base.recipe, badge: "dot"), base.standIn)
        case "fill":
            if let shape = parts.last.flatMap(SymbolEnclosure.init(rawValue:)) {
                parts.removeLast()
                return enclosed(parts.joined(separator: "."), shape, filled: true)
            }
            guard let base = resolve(parts.joined(separator: ".")) else { return nil }
            return (filled(base.recipe), base.standIn)
        case "circle", "square":
            return enclosed(parts.joined(separator: "."), SymbolEnclosure(rawValue: last)!, filled: false)
        case "slash":
            guard let base = resolve(parts.joined(separator: ".")) else { return nil }
            if case let .icon(icon) = base.recipe, let own = existing(stem(icon) + "-slash") { return (.icon(own), base.standIn) }
            return (.slashed(base.recipe), base.standIn)
        default:
            return bare(name)
        }
    }

    /// What each `.badge.X` shows: bootstrap's filled circled marks.
    private static let badges: [String: String] = [
        "plus": "plus-circle-fill", "minus": "dash-circle-fill", "checkmark": "check-circle-fill", "xmark": "x-circle-fill",
        "exclamationmark": "exclamation-circle-fill", "questionmark": "question-circle-fill", "clock": "clock-fill",
        "gearshape": "gear-fill", "person.crop": "person-circle", "ellipsis": "three-dots",
    ]

    /// A name no table knows, as bootstrap spells the same icon (`pin` → `pin`), if it has one.
    private static func bare(_ name: String) -> (recipe: SymbolRecipe, standIn: Bool)? {
        existing(name.replacingOccurrences(of: ".", with: "-")).map { (.icon($0), false) }
    }

    private static func existing(_ icon: String) -> String? {
        SymbolIcons.exists(icon) ? icon : nil
    }

    /// An icon's name without bootstrap's `-lg` (its larger marks) and `-fill`: the stem its
    /// variants are named from (`x-lg` → `x`, so `x-circle-fill`).
    private static func stem(_ icon: String) -> String {
        var stem = icon
        for suffix in ["-fill", "-lg"] where stem.hasSuffix(suffix) { stem.removeLast(suffix.count) }
        return stem
    }

    /// The filled form of a recipe: the icon's `-fill` twin, or the enclosure filled; an icon
    /// with no filled twin stays as it is.
    private static func filled(_ recipe: SymbolRecipe) -> SymbolRecipe {
        switch recipe {
        case let .icon(icon): existing(stem(icon) + "-fill").map(SymbolRecipe.icon) ?? recipe
        case let .enclosed(glyph, shape, _): .enclosed(glyph, shape, filled: true)
        case let .slashed(glyph): .slashed(filled(glyph))
        case let .badged(glyph, badge): .badged(filled(glyph), badge: badge)
        }
    }

    /// `name` as an enclosure composed around its glyph, when it names an enclosure whose
    /// glyph is known.
    private static func layeredEnclosure(_ name: String) -> (recipe: SymbolRecipe, standIn: Bool)? {
        for shape in [SymbolEnclosure.circle, .square] {
            for filled in [true, false] {
                let suffix = "." + shape.rawValue + (filled ? ".fill" : "")
                guard name.hasSuffix(suffix), name.count > suffix.count else { continue }
                guard let inner = resolve(String(name.dropLast(suffix.count)), layered: true) else { return nil }
                return (.enclosed(inner.recipe, shape, filled: filled), inner.standIn)
            }
        }
        return nil
    }

    /// `base` inside `shape`: bootstrap's own enclosed icon when it has one, else composed.
    private static func enclosed(_ base: String, _ shape: SymbolEnclosure, filled: Bool) -> (recipe: SymbolRecipe, standIn: Bool)? {
        guard let inner = resolve(base) else { return nil }
        if case let .icon(icon) = inner.recipe, let own = existing(stem(icon) + "-" + shape.rawValue + (filled ? "-fill" : "")) {
            return (.icon(own), inner.standIn)
        }
        return (.enclosed(inner.recipe, shape, filled: filled), inner.standIn)
    }
}

/// The shapes SF encloses glyphs in.
package enum SymbolEnclosure: String, Hashable, Sendable {
    case circle, square
}
