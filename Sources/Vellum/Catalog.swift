import Foundation

/// A design system's components, each shown in its variants: what `vellum sheet`, `vellum
/// frames`, `vellum list` and `vellum layout` work on.
///
/// ```swift
/// let catalog = Catalog(name: "Acme") {
///     CatalogEntry("Primary button", group: "Buttons",
///                  variants: [CatalogVariant("enabled"), CatalogVariant("disabled")]) { variant in
///         Button("Continue") {}.buttonStyle(.acmePrimary).disabled(variant.name == "disabled")
///     }
///     CatalogEntry("Card", group: "Containers", width: 320) { ProfileCard() }
/// }
/// ```
public struct Catalog: Sendable {
    /// The catalog's name: the sheet's title.
    public var name: String
    /// The components, in the order they are shown.
    public var entries: [CatalogEntry]

    public init(name: String, entries: [CatalogEntry]) {
        self.name = name
        self.entries = entries
    }

    public init(name: String, @CatalogBuilder _ entries: () -> [CatalogEntry]) {
        self.init(name: name, entries: entries())
    }

    /// The groups, in order of first appearance, with their entries.
    public var groups: [(name: String, entries: [CatalogEntry])] {
        var order: [String] = []
        var members: [String: [CatalogEntry]] = [:]
        for entry in entries {
            if members[entry.group] == nil { order.append(entry.group) }
            members[entry.group, default: []].append(entry)
        }
        return order.map { ($0, members[$0]!) }
    }

    /// `name` as a file name: lower case, every run of other characters than letters and
    /// digits one hyphen, none at the ends (`"Cards & Lists"` → `cards-lists`).
    public static func slug(_ name: String) -> String {
        name.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }.reduce(into: "") { result, c in
            if c == "-" && (result.isEmpty || result.hasSuffix("-")) { return }
            result.append(c)
        }.trimmingCharacters(in: CharacterSet(charactersIn: "-"))
    }

    /// The entry named `name` (case-insensitive), or an error that suggests the closest names.
    public func entry(named name: String) throws -> CatalogEntry {
        if let match = entries.first(where: { $0.name.lowercased() == name.lowercased() || $0.slug == name.lowercased() }) {
            return match
        }
        let suggestions = closestNames(to: name, among: entries.map(\.name))
        let hint = suggestions.isEmpty ? "" : "; did you mean \(suggestions.map { "\"\($0)\"" }.joined(separator: " or "))?"
        throw VellumError(.invalidValue, "no catalog entry named \"\(name)\"\(hint) (vellum list shows them all)")
    }
}

/// Builds a list of catalog entries from statements, with `if` and `for` allowed.
@resultBuilder
public enum CatalogBuilder {
    public static func buildExpression(_ entry: CatalogEntry) -> [CatalogEntry] { [entry] }
    public static func buildExpression(_ entries: [CatalogEntry]) -> [CatalogEntry] { entries }
    public static func buildBlock(_ parts: [CatalogEntry]...) -> [CatalogEntry] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [CatalogEntry]?) -> [CatalogEntry] { part ?? [] }
    public static func buildEither(first: [CatalogEntry]) -> [CatalogEntry] { first }
    public static func buildEither(second: [CatalogEntry]) -> [CatalogEntry] { second }
    public static func buildArray(_ parts: [[CatalogEntry]]) -> [CatalogEntry] { parts.flatMap { $0 } }
}

/// One component of a catalog: a name, a group, the variants to show, and the view of each.
public struct CatalogEntry: Sendable {
    /// The name shown on the sheet and used on the command line.
    public var name: String
    /// The section of the sheet the entry is in.
    public var group: String
    /// The variants shown side by side; each is rendered once per colour scheme of the sheet
    /// unless it fixes its own.
    public var variants: [CatalogVariant]
    /// The width offered to the view (`nil`: its ideal width), unless a variant sets one.
    public var width: CGFloat?
    /// How long one cycle of the entry's animation lasts, for `vellum frames` (`nil`: 1 s).
    public var animationDuration: Double?
    private let make: @Sendable (CatalogVariant) -> any View

    /// An entry whose view depends on the variant being rendered.
    public init<V: View>(_ name: String, group: String = "Components", variants: [CatalogVariant] = [.default],
                         width: CGFloat? = nil, animationDuration: Double? = nil,
                         @ViewBuilder content: @escaping @Sendable (CatalogVariant) -> V) {
        self.name = name
        self.group = group
        self.variants = variants.isEmpty ? [.default] : variants
        self.width = width
        self.animationDuration = animationDuration
        make = content
    }

    /// An entry with one view for every variant.
    public init<V: View>(_ name: String, group: String = "Components", variants: [CatalogVariant] = [.default],
                         width: CGFloat? = nil, animationDuration: Double? = nil,
                         @ViewBuilder content: @escaping @Sendable () -> V) {
        let erased: @Sendable () -> any View = content
        self.init(name, group: group, variants: variants, width: width, animationDuration: animationDuration) { _ in AnyView(erased()) }
    }

    /// The view of `variant`, with the variant's colour scheme and Dynamic Type size applied.
    public func view(for variant: CatalogVariant, colorScheme: ColorScheme = .light, dynamicTypeSize: DynamicTypeSize = .large) -> some View {
        AnyView(make(variant))
            .environment(\.colorScheme, variant.colorScheme ?? colorScheme)
            .environment(\.dynamicTypeSize, variant.dynamicTypeSize ?? dynamicTypeSize)
    }

    /// The width to offer the view of `variant`.
    public func proposedWidth(for variant: CatalogVariant) -> CGFloat? {
        variant.width ?? width
    }

    /// The name in lower case with dashes, as file names use it: `Primary button` → `primary-button`.
    public var slug: String { Catalog.slug(name) }
}

/// One way to show a component: a caption, and what it fixes (colour scheme, Dynamic Type size,
/// width). Entries read `name` to choose a state ("disabled", "count 5", …).
public struct CatalogVariant: Sendable, Hashable {
    /// The caption, also the state the entry's view builder reads.
    public var name: String
    /// A colour scheme this variant always uses (`nil`: each scheme of the sheet).
    public var colorScheme: ColorScheme?
    /// A Dynamic Type size this variant always uses (`nil`: the sheet's).
    public var dynamicTypeSize: DynamicTypeSize?
    /// The width offered (`nil`: the entry's).
    public var width: CGFloat?

    public init(_ name: String, colorScheme: ColorScheme? = nil, dynamicTypeSize: DynamicTypeSize? = nil, width: CGFloat? = nil) {
        self.name = name
        self.colorScheme = colorScheme
        self.dynamicTypeSize = dynamicTypeSize
        self.width = width
    }

    /// The one variant of an entry that declares none.
    public static let `default` = CatalogVariant("default")
}
