import Foundation
import Synchronization
import Vellum

/// `vellum sheet`: every entry × variant × colour scheme on one labelled sheet.
package enum SheetCommand {
    static let spec = CommandSpec(
        name: "sheet",
        summary: "Render every component in every variant on labelled sheets, one per group.",
        options: [
            OptionSpec("out", value: "DIR", help: "Folder to write to (default: ./vellum-out)."),
            OptionSpec("format", value: "LIST", help: "Formats, comma-separated: png, svg, pdf (default: all three)."),
            OptionSpec("scale", value: "N", help: "Pixels per point of the PNG (default: 2)."),
            OptionSpec("schemes", value: "LIST", help: "Colour schemes: light, dark (default: both)."),
            OptionSpec("dynamic-type", value: "LIST", help: "Dynamic Type sizes, e.g. large,accessibility3 (default: large)."),
            OptionSpec("filter", value: "PATTERN", help: "Only entries whose name or group contains PATTERN (case-insensitive)."),
            OptionSpec("split", help: "One file per entry (ENTRY.png, …) instead of one sheet per group."),
            OptionSpec("shard", value: "I/N", help: "Only the I-th of N shares of the entries, for CI matrices; the N shards together are everything once."),
            OptionSpec("jobs", value: "N", help: "Render on N threads (default: 1); the bytes do not depend on N."),
            OptionSpec("quiet", help: "Print nothing but errors."),
            OptionSpec("timings", help: "Print to standard error how long each phase took, in milliseconds."),
        ],
        details: """
        Writes sheet-GROUP.png and sheet-GROUP.svg for each group of the catalog (a large group in parts, \
        sheet-GROUP-1.png, sheet-GROUP-2.png, …), sheet.pdf (one page per group), \
        or one file per entry with --split, and manifest.json: every file written with its size in bytes and pixels, \
        its SHA-256 and its entries. With --shard I/N the files are named sheet-GROUP-I-of-N.*, sheet-I-of-N.pdf and \
        manifest-I-of-N.json; entry k (in catalog order, after --filter) belongs to shard (k mod N) + 1.
        """)

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
        let shard = try arguments.values["shard"].map(Shard.init(parsing:))
        let split = arguments.flag("split")
        let quiet = arguments.flag("quiet")
        let timings = arguments.flag("timings") ? SheetTimings() : nil
        let folder = URL(fileURLWithPath: arguments.values["out"] ?? "vellum-out")
        var entries = catalog.entries
        if let pattern = arguments.values["filter"]?.lowercased() {
            entries = entries.filter { $0.name.lowercased().contains(pattern) || $0.group.lowercased().contains(pattern) }
            guard !entries.isEmpty else {
                throw UsageError("--filter \"\(pattern)\" matches no entry (vellum list shows them all)")
            }
        }
        if let shard { entries = shard.select(entries) }
        if split {
            try checkDistinct(entries.map { ($0.name, $0.slug) }, what: "--split: ")
        } else {
            try checkDistinct(SheetRenderer.groupNames(entries).map { ($0, "sheet-" + Catalog.slug($0)) }, what: "the groups ")
        }
        try OutputFolder.prepare(folder)

        let reporter = ProgressReporter(console: console, label: "rendering", quiet: quiet)
        let rows = SheetRenderer.renderRows(entries, options: options) { done, total in reporter.update(done, of: total) }
        timings?.mark(\.rows)
        let failures = SheetRenderer.failures(rows)
        for failure in failures { console.error(failure) }

        // What goes in which file: a sheet per group (a PDF of them all), or one file per entry.
        let suffix = shard.map { "-\($0.index)-of-\($0.count)" } ?? ""
        let outputs: [SheetOutput] = split
            ? rows.flatMap { row in formats.map { SheetOutput(name: row.entry.slug, format: $0, pages: [("", [row])]) } }
            : formats.flatMap { format -> [SheetOutput] in
                let groups = SheetRenderer.grouped(rows)
                if format == .pdf { return groups.isEmpty ? [] : [SheetOutput(name: "sheet" + suffix, format: .pdf, pages: groups)] }
                return groups.flatMap { group in
                    let parts = sheetParts(group.rows, scale: options.scale)
                    return parts.indices.map { index in
                        let name = "sheet-" + Catalog.slug(group.name) + (parts.count > 1 ? "-\(index + 1)" : "") + suffix
                        return SheetOutput(name: name, format: format, pages: [(group.name, parts[index])])
                    }
                }
            }
        if !split {
            // A group cut in parts can meet another group's name: "Cards" in parts and "Cards 1".
            try checkDistinct(outputs.map { ($0.pages.map(\.name).joined(separator: ", "), $0.name + "." + $0.format.rawValue) }, what: "the groups ")
        }
        var manifest = SheetManifest(catalog: catalog.name, options: options, formats: formats, shard: shard)
        let scale = options.scale, catalogName = catalog.name
        // A sheet's PNG and SVG show one layout of it, made by the first of them to need it.
        var sheetLayouts: [String: SharedResult<DisplayList>] = [:]
        for output in outputs where output.format != .pdf && sheetLayouts[output.name] == nil {
            let page = output.pages[0]
            sheetLayouts[output.name] = SharedResult {
                try timings.timed(\.layouts) {
                    try RenderPipeline.withFrame(RenderRequest(content: SheetRenderer.sheet(title: split ? catalogName : "\(catalogName) — \(page.name)", rows: page.rows),
                                                               scale: scale)) { $0.displayList }
                }
            }
        }
        // Each file is made on one of `jobs` threads, the largest first; then written, and its
        // checksum taken, on that thread, and flushed to disk and named by the batch's thread
        // while the others are made (see `FileBatch`); all are in place before the manifest.
        let batch = FileBatch()
        let order = makingOrder(outputs), layouts = sheetLayouts
        let made = RenderThreads.map(count: outputs.count, jobs: options.jobs, order: order) { index -> Result<SheetManifest.File, any Error> in
            let output = outputs[index]
            let name = "\(output.name).\(output.format.rawValue)"
            return Result {
                let data: Data
                do {
                    switch output.format {
                    case .pdf:
                        data = try SheetOutput.pdf(output.pages.map { SheetRenderer.sheet(title: "\(catalogName) — \($0.name)", rows: $0.rows) }, scale: scale)
                    case .png:
                        data = try RenderPipeline.png(try layouts[output.name]!.value(), scale: scale)
                    case .svg:
                        data = try RenderPipeline.svg(try layouts[output.name]!.value(), scale: scale)
                    }
                } catch var error as VellumError where error.kind == .tooLarge {
                    // A sheet grows with its group: say which file and the ways to a smaller one.
                    error.message = "\(name): \(error.message). --split writes one file per entry; --scale 1, fewer --dynamic-type sizes or --filter make a smaller sheet"
                    throw error
                }
                let url = folder.appendingPathComponent(name)
                let checksum = try timings.timed(\.writing) { () throws -> String in
                    try batch.write(data, to: url)
                    return Checksum.sha256(data)
                }
                return SheetManifest.File(url.lastPathComponent, format: output.format, data: data, sha256: checksum,
                                          entries: output.pages.flatMap { $0.rows.map(\.entry.name) })
            }
        }
        try timings.timed(\.writing) { try batch.finish() }
        timings?.mark(\.files)
        for result in made {
            let file = try result.get()
            manifest.files.append(file)
            if !quiet { console.print(folder.appendingPathComponent(file.path).path) }
        }
        manifest.failures = failures
        let manifestURL = folder.appendingPathComponent("manifest\(suffix).json")
        try FileOutput.write(try manifest.encoded(), to: manifestURL)
        if !quiet { console.print(manifestURL.path) }
        if let timings {
            timings.mark(\.manifest)
            console.note(timings.summary)
        }
        return failures.isEmpty ? 0 : 2
    }

    /// The most pixels a sheet of a group holds, about: a larger group is cut, between its
    /// entries, into sheets `sheet-GROUP-1.png`, `-2`, … no larger, each easy to look through
    /// and made on a thread of its own.
    package static let sheetPixels = 8 << 20

    /// `rows` cut into runs whose sheet (as wide as its widest row, as tall as its rows) holds
    /// about `sheetPixels` pixels at `scale` at most (a row larger than that alone), in order.
    static func sheetParts(_ rows: [SheetRow], scale: CGFloat) -> [[SheetRow]] {
        var parts: [[SheetRow]] = [[]]
        var width = 0.0, height = 0.0
        for row in rows {
            let size = row.drawing?.size ?? CGSize(width: sqrt(estimatedPixels([row])), height: sqrt(estimatedPixels([row])))
            let wider = max(width, Double(size.width)), taller = height + Double(size.height)
            if !parts[parts.count - 1].isEmpty, wider * taller * Double(scale * scale) > Double(sheetPixels) {
                parts.append([])
                width = 0
                height = 0
            }
            parts[parts.count - 1].append(row)
            width = max(width, Double(size.width))
            height += Double(size.height)
        }
        return parts
    }

    /// Throws when two of `names` (name, file name) would be written to the same file.
    private static func checkDistinct(_ names: [(name: String, file: String)], what: String) throws {
        var seen: [String: String] = [:]
        for (name, file) in names {
            if let other = seen[file] {
                throw UsageError("\(what)\"\(other)\" and \"\(name)\" would both be written to \(file.hasSuffix(".png") || file.hasSuffix(".svg") ? file : file + ".*"); rename one")
            }
            seen[file] = name
        }
    }

    /// The order the files are made in: those with the most pixels first, so that no large one
    /// is left to a thread at the end while the others wait.
    package static func makingOrder(_ outputs: [SheetOutput]) -> [Int] {
        let pixels = outputs.map { output in output.pages.reduce(0.0) { $0 + estimatedPixels($1.rows) } }
        return outputs.indices.sorted { a, b in pixels[a] != pixels[b] ? pixels[a] > pixels[b] : a < b }
    }

    /// How many points a sheet of `rows` covers, near enough to rank sheets by: each row's own
    /// drawing (its name over its cells), or its cells' where the row could not be laid out
    /// alone.
    package static func estimatedPixels(_ rows: [SheetRow]) -> Double {
        rows.reduce(0.0) { total, row in
            if let size = row.drawing?.size { return total + Double(size.width * size.height) }
            return total + row.cells.reduce(0.0) { total, cell in
                total + ((try? cell.drawing.get()).map { Double($0.size.width * $0.size.height) } ?? 0)
            }
        }
    }
}

/// `--shard I/N`: the I-th of N shares of the entries, dealt round-robin in catalog order.
package struct Shard: Sendable, Equatable {
    package let index: Int
    package let count: Int

    package init(parsing text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw UsageError("--shard takes I/N, such as 1/4, got \"\(text)\"")
        }
        guard (1...1000).contains(count), (1...count).contains(index) else {
            throw UsageError("--shard \(text): I must be from 1 to N, and N from 1 to 1000")
        }
        self.index = index
        self.count = count
    }

    package func select<T>(_ items: [T]) -> [T] {
        items.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
}

/// `manifest.json`: what `vellum sheet` wrote.
struct SheetManifest: Encodable {
    struct File: Encodable, Sendable {
        var path: String
        var format: String
        var bytes: Int
        var sha256: String
        var pixelWidth: Int?
        var pixelHeight: Int?
        var entries: [String]

        /// The file at `path` (in the output folder) holding `data`, whose SHA-256 is `sha256`.
        init(_ path: String, format: OutputFormat, data: Data, sha256: String, entries: [String]) {
            self.path = path
            self.format = format.rawValue
            bytes = data.count
            self.sha256 = sha256
            self.entries = entries
            if format == .png, data.count >= 24 {
                func int(_ offset: Int) -> Int { data[(data.startIndex + offset)..<(data.startIndex + offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
                pixelWidth = int(16)
                pixelHeight = int(20)
            }
        }
    }

    var vellum = VellumCommand.version
    var catalog: String
    var scale: Double
    var schemes: [String]
    var dynamicTypeSizes: [String]
    var formats: [String]
    var shard: String?
    var files: [File] = []
    var failures: [String] = []

    init(catalog: String, options: SheetOptions, formats: [OutputFormat], shard: Shard?) {
        self.catalog = catalog
        scale = Double(options.scale)
        schemes = options.schemes.map { $0 == .dark ? "dark" : "light" }
        dynamicTypeSizes = options.dynamicTypeSizes.map(\.name)
        self.formats = formats.map(\.rawValue)
        self.shard = shard.map { "\($0.index)/\($0.count)" }
    }


    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}

/// `--timings`: how long `vellum sheet` spent in each phase. The phases run one after the
/// other; layouts and writing happen within the files' phase, on whichever threads make the
/// files, and are summed over them.
final class SheetTimings: @unchecked Sendable {
    struct Phases {
        /// Rendering every cell and row (wall time).
        var rows = 0.0
        /// Making every file: laying out sheets, drawing, compressing, writing (wall time).
        var files = 0.0
        /// Writing manifest.json (wall time).
        var manifest = 0.0
        /// Laying out each document's sheet (summed over documents).
        var layouts = 0.0
        /// Writing each file, checksum and flush included (summed over files).
        var writing = 0.0
    }

    private let lock = NSLock()
    private var phases = Phases()
    private let start = DispatchTime.now().uptimeNanoseconds
    private var last = DispatchTime.now().uptimeNanoseconds

    /// Ends the phase `phase`, begun where the one before it ended.
    func mark(_ phase: WritableKeyPath<Phases, Double>) {
        let now = DispatchTime.now().uptimeNanoseconds
        lock.withLock {
            phases[keyPath: phase] = Double(now - last) / 1e6
            last = now
        }
    }

    func add(_ phase: WritableKeyPath<Phases, Double>, _ milliseconds: Double) {
        lock.withLock { phases[keyPath: phase] += milliseconds }
    }

    /// One line: each phase in milliseconds, and the total since the command began.
    var summary: String {
        let total = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        return lock.withLock {
            func ms(_ value: Double) -> String { String(format: "%.1f", value) }
            return "timings (ms): cells and rows \(ms(phases.rows)), files \(ms(phases.files)) (sheet layouts \(ms(phases.layouts)), "
                + "writing \(ms(phases.writing))), manifest \(ms(phases.manifest)), total \(ms(total))"
        }
    }
}

extension Optional where Wrapped == SheetTimings {
    /// `body`, its time added to `phase` when timings are kept.
    func timed<T>(_ phase: WritableKeyPath<SheetTimings.Phases, Double>, _ body: () throws -> T) rethrows -> T {
        guard let timings = self else { return try body() }
        let begin = DispatchTime.now().uptimeNanoseconds
        defer { timings.add(phase, Double(DispatchTime.now().uptimeNanoseconds - begin) / 1e6) }
        return try body()
    }
}

/// One file `vellum sheet` writes: its name (without the extension), format and pages (each
/// a group's name and rows; one page for PNG and SVG, a page per group in a PDF).
package struct SheetOutput: Sendable {
    package let name: String
    package let format: OutputFormat
    package let pages: [(name: String, rows: [SheetRow])]

    package init(name: String, format: OutputFormat, pages: [(name: String, rows: [SheetRow])]) {
        self.name = name
        self.format = format
        self.pages = pages
    }

    /// A PDF of `pages`.
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
