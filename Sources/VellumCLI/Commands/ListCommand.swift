import Foundation
import Vellum

/// `vellum list`: the catalog's entries, by group, with their variants.
enum ListCommand {
    static let spec = CommandSpec(
        name: "list",
        summary: "List the catalog's components, by group, with their variants.",
        options: [OptionSpec("json", help: "Print JSON instead of text.")])

    static func run(_ arguments: ParsedArguments, _ catalog: Catalog, _ console: Console) throws -> Int32 {
        if arguments.flag("json") {
            let groups = catalog.groups.map { group in
                ["group": group.name, "entries": group.entries.map { ["name": $0.name, "variants": $0.variants.map(\.name)] as [String: Any] }] as [String: Any]
            }
            let data = try JSONSerialization.data(withJSONObject: ["catalog": catalog.name, "groups": groups], options: [.prettyPrinted, .sortedKeys])
            console.print(String(decoding: data, as: UTF8.self))
            return 0
        }
        for group in catalog.groups {
            console.print(group.name)
            for entry in group.entries {
                let variants = entry.variants == [.default] ? "" : "  [\(entry.variants.map(\.name).joined(separator: ", "))]"
                console.print("  \(entry.name)\(variants)")
            }
        }
        return 0
    }
}
