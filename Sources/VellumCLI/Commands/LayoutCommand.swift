import Foundation
import Vellum

/// `vellum layout ENTRY`: the boxes of a catalog entry, one line each, or as JSON.
enum LayoutCommand {
    static let spec = CommandSpec(
        name: "layout",
        summary: "Print the laid-out boxes of a component, in points.",
        arguments: [("ENTRY", "The entry's name (vellum list shows them).")],
        options: [
            OptionSpec("variant", value: "NAME", help: "The variant (default: the first)."),
            OptionSpec("scheme", value: "light|dark", help: "The colour scheme (default: light)."),
            OptionSpec("dynamic-type", value: "SIZE", help: "The Dynamic Type size (default: large)."),
            OptionSpec("scale", value: "N", help: "The scale positions snap to (default: 2)."),
            OptionSpec("json", help: "Print the boxes as JSON."),
        ])

    static func run(_ arguments: ParsedArguments, _ catalog: Catalog, _ console: Console) throws -> Int32 {
        let (entry, variant) = try arguments.entryAndVariant(in: catalog, command: "layout")
        let scheme = try arguments.list("scheme", default: [ColorScheme.light], ColorScheme.init(name:), expected: "light or dark")[0]
        let size = try arguments.list("dynamic-type", default: [DynamicTypeSize.large], DynamicTypeSize.init(name:), expected: "a Dynamic Type size")[0]
        let scale = CGFloat(try arguments.number("scale", in: 0.5...8, default: 2))
        let request = RenderRequest(content: entry.view(for: variant, colorScheme: scheme, dynamicTypeSize: size), scale: scale,
                                    proposal: ProposedViewSize(width: entry.proposedWidth(for: variant), height: nil))
        let root = try RenderPipeline.layout(request)
        if arguments.flag("json") {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            console.print(String(decoding: try encoder.encode(root), as: UTF8.self))
        } else {
            console.print(root.dump())
        }
        return 0
    }
}
