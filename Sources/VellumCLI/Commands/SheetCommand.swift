import Foundation
import Vellum

/// `vellum sheet`: every entry × variant × colour scheme on one labelled sheet.
enum SheetCommand {
    static let spec = CommandSpec(
        name: "sheet",
        summary: "Render every component in every variant on one labelled sheet.",
        options: [
            OptionSpec("out", value: "DIR", help: "Folder to write to (default: ./vellum-out)."),
            OptionSpec("format", value: "LIST", help: "Formats, comma-separated: png, svg, pdf (default: all three)."),
            OptionSpec("scale", value: "N", help: "Pixels per point of the PNG (default: 2)."),
            OptionSpec("schemes", value: "LIST", help: "Colour schemes: light, dark (default: both)."),
            OptionSpec("dynamic-type", value: "LIST", help: "Dynamic Type sizes, e.g. large,accessibility3 (default: large)."),
            OptionSpec("filter", value: "PATTERN", help: "Only entries whose name or group contains PATTERN (case-insensitive)."),
            OptionSpec("jobs", value: "N", help: "Render on N threads (default: 1); the bytes do not depend on N."),
            OptionSpec("quiet", help: "Print nothing but errors."),
        ],
        details: "Writes sheet.png, sheet.svg and sheet.pdf and prints their paths.")

    static func run(_ arguments: ParsedArguments, _ catalog: Catalog, _ console: Console) throws -> Int32 {
        guard arguments.positionals.isEmpty else {
            throw UsageError("vellum sheet takes no arguments, got \(arguments.positionals.joined(separator: " "))")
        }
        var options = SheetOptions()
        options.scale = CGFloat(try arguments.number("scale", in: 0.5...8, default: 2))
        options.schemes = try arguments.list("schemes", default: [.light, .dark], ColorScheme.init(name:), expected: "light or dark")
        options.dynamicTypeSizes = try arguments.list("dynamic-type", default: [.large], DynamicTypeSize.init(name:),
                                                      expected: "a Dynamic Type size (xSmall … xxxLarge, accessibility1 … accessibility5)")
        options.jobs = try arguments.integer("jobs", in: 1...256, default: 1)
        let formats = try arguments.list("format", default: [OutputFormat.png, .svg, .pdf], { OutputFormat(rawValue: $0.lowercased()) }, expected: "png, svg or pdf")
        let quiet = arguments.flag("quiet")
        let folder = URL(fileURLWithPath: arguments.values["out"] ?? "vellum-out")
        var entries = catalog.entries
        if let pattern = arguments.values["filter"]?.lowercased() {
            entries = entries.filter { $0.name.lowercased().contains(pattern) || $0.group.lowercased().contains(pattern) }
            guard !entries.isEmpty else {
                throw UsageError("--filter \"\(pattern)\" matches no entry (vellum list shows them all)")
            }
        }
        try OutputFolder.prepare(folder)

        let cells = SheetRenderer.renderCells(entries, options: options) { done, total in
            if !quiet { console.progress(done, of: total, label: "rendering") }
        }
        let failures = SheetRenderer.failures(cells)
        for failure in failures { console.error(failure) }

        for format in formats {
            let url = folder.appendingPathComponent("sheet.\(format.rawValue)")
            let data: Data
            if format == .pdf {
                let pages = SheetRenderer.grouped(cells).map { group in
                    SheetRenderer.sheet(title: "\(catalog.name) — \(group.name)", cells: group.entries.flatMap(\.cells))
                }
                data = try SheetOutput.pdf(pages, scale: options.scale)
            } else {
                data = try SheetOutput.data(SheetRenderer.sheet(title: catalog.name, cells: cells), format: format, scale: options.scale)
            }
            try FileOutput.write(data, to: url)
            if !quiet { console.print(url.path) }
        }
        return failures.isEmpty ? 0 : 2
    }
}

/// Renders sheet views to bytes.
enum SheetOutput {
    static func data(_ sheet: some View, format: OutputFormat, scale: CGFloat) throws -> Data {
        try RenderPipeline.data(RenderRequest(content: sheet, scale: scale), format: format)
    }

    static func pdf(_ pages: [some View], scale: CGFloat) throws -> Data {
        var lists: [DisplayList] = []
        for page in pages {
            lists.append(try RenderPipeline.withFrame(RenderRequest(content: page, scale: scale)) { $0.displayList })
        }
        return try RenderPipeline.pdf(lists, scale: scale)
    }
}

/// Output folders: created if missing, and checked before any rendering starts.
enum OutputFolder {
    static func prepare(_ folder: URL) throws {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw UsageError("cannot create the output folder \(folder.path): \((error as NSError).localizedDescription)")
        }
        guard FileManager.default.isWritableFile(atPath: folder.path) else {
            throw UsageError("cannot write to the output folder \(folder.path)")
        }
    }
}
