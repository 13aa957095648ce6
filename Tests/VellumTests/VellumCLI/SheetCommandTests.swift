import Foundation
import Synchronization
import FoundationXML
import Testing
import VellumCatalog
import VellumCLI
import Vellum
import VellumCairo
import VellumLayout

@Suite(.serialized) struct SheetCommandTests {
    @Test("Parallel work takes its items in the order asked and returns them in index order")
    func parallelWorkOrder() {
        let started = Mutex<[Int]>([])
        let order = [4, 0, 3, 1, 2]
        let results = RenderThreads.map(count: 5, jobs: 1, order: order) { index in
            started.withLock { $0.append(index) }
            return index * 10
        }
        #expect(results == [0, 10, 20, 30, 40])
        #expect(started.withLock { $0 } == order, "one thread takes them exactly in the order given")
        // On two threads, and with an order that is not a permutation (ignored), the same results.
        #expect(RenderThreads.map(count: 5, jobs: 2, order: order) { $0 * 10 } == results)
        #expect(RenderThreads.map(count: 5, jobs: 2, order: [0, 0, 1]) { $0 * 10 } == results)
    }

    @Test("A shared result is made once, by the first thread to ask; the others wait for it")
    func sharedResultIsMadeOnce() throws {
        let made = Atomic<Int>(0)
        let shared = SharedResult<Int> {
            usleep(20_000)
            return made.add(1, ordering: .relaxed).newValue * 7
        }
        let values = RenderThreads.map(count: 4, jobs: 4) { _ in try? shared.value() }
        #expect(values == [7, 7, 7, 7])
        #expect(made.load(ordering: .relaxed) == 1)
        #expect(try shared.value() == 7)
        struct Failure: Error {}
        let failing = SharedResult<Int> {
            _ = made.add(1, ordering: .relaxed)
            throw Failure()
        }
        let failures = RenderThreads.map(count: 3, jobs: 3) { _ in (try? failing.value()) == nil }
        #expect(failures == [true, true, true], "every thread gets the error")
        #expect(made.load(ordering: .relaxed) == 2, "made once, error and all")
    }

    @Test("Files are made largest first, by the pixels their rows have once laid out")
    func filesAreMadeLargestFirst() throws {
        let rows = SheetRenderer.renderRows(BuiltInCatalog.catalog.entries, options: SheetOptions())
        let groups = SheetRenderer.grouped(rows)
        let outputs = groups.flatMap { group in [OutputFormat.png, .svg].map { SheetOutput(name: group.name, format: $0, pages: [group]) } }
            + [SheetOutput(name: "sheet", format: .pdf, pages: groups)]
        let order = SheetCommand.makingOrder(outputs)
        #expect(order.sorted() == Array(outputs.indices), "every file once")
        #expect(order.first == outputs.count - 1, "the PDF of every group first")
        let sizes = order.map { outputs[$0].pages.reduce(0.0) { $0 + SheetCommand.estimatedPixels($1.rows) } }
        #expect(sizes == sizes.sorted(by: >), "\(sizes)")
    }

    /// The built-in catalog's groups, in order, as `vellum sheet` names their files.
    private static let groupFiles = BuiltInCatalog.catalog.groups.map { "sheet-" + Catalog.slug($0.name) }

    @Test(.needsRsvg, .needsPoppler) func sheetWritesAPNGAndAnSVGPerGroupAndAPDFThatOtherToolsRead() throws {
        let vellum = try vellumExecutable()
        let out = try temporaryFolder()
        let result = try runProgram(vellum, ["sheet", "--out", out.path])
        #expect(result.status == 0, "stderr: \(result.err)")
        let names = result.out.split(separator: "\n").map { URL(fileURLWithPath: String($0)).lastPathComponent }
        let stems = names.filter { $0.hasSuffix(".png") }.map { String($0.dropLast(4)) }
        #expect(names == stems.map { $0 + ".png" } + stems.map { $0 + ".svg" } + ["sheet.pdf", "manifest.json"])
        // Each group in order, a large one (the containers) in parts.
        #expect(Self.groupFiles.map { group in stems.filter { $0 == group || $0.hasPrefix(group + "-") } }.allSatisfy { !$0.isEmpty })
        #expect(stems.contains("sheet-containers-1") && stems.contains("sheet-containers-2") && stems.contains("sheet-buttons"))

        let pngURL = out.appendingPathComponent("sheet-buttons.png")
        let png = try RGBAImage(png: Data(contentsOf: pngURL), name: pngURL.lastPathComponent)
        #expect(png.width > 500 && png.height > 500)

        let svgURL = out.appendingPathComponent("sheet-buttons.svg")
        _ = try XMLDocument(contentsOf: svgURL)
        let rasterized = out.appendingPathComponent("buttons-svg.png")
        let rsvg = try runProgram("/usr/bin/rsvg-convert", [svgURL.path, "-o", rasterized.path])
        #expect(rsvg.status == 0, "rsvg-convert: \(rsvg.err)")
        let fromSVG = try RGBAImage(png: Data(contentsOf: rasterized))
        #expect(fromSVG.width == Int((Double(png.width) / 2).rounded(.up)) || abs(fromSVG.width * 2 - png.width) <= 2)

        let pdftoppm = try runProgram("/usr/bin/pdftoppm", ["-png", "-r", "36", out.appendingPathComponent("sheet.pdf").path, out.appendingPathComponent("page").path])
        #expect(pdftoppm.status == 0, "pdftoppm: \(pdftoppm.err)")
        let pages = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasPrefix("page") }
        #expect(pages.count == Self.groupFiles.count, "one page per group, got \(pages)")
    }

    @Test func twoProcessesWriteIdenticalBytes() throws {
        let vellum = try vellumExecutable()
        let first = try temporaryFolder(), second = try temporaryFolder()
        #expect(try runProgram(vellum, ["sheet", "--quiet", "--out", first.path]).status == 0)
        #expect(try runProgram(vellum, ["sheet", "--quiet", "--jobs", "2", "--out", second.path]).status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: first.path).sorted()
        #expect(names.count > 2 * Self.groupFiles.count + 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: second.path).sorted() == names)
        for name in names {
            let a = try Data(contentsOf: first.appendingPathComponent(name))
            let b = try Data(contentsOf: second.appendingPathComponent(name))
            #expect(a == b, "\(name) differs between processes")
        }
    }

    /// The manifest of a sheet run: its files, by path.
    private func manifestFiles(_ url: URL) throws -> [String: [String: Any]] {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let files = try #require(json["files"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: files.map { ($0["path"] as! String, $0) })
    }

    @Test func shardsTogetherAreTheWholeSetOnceAndMatchTheUnshardedFiles() throws {
        let vellum = try vellumExecutable()
        let whole = try temporaryFolder(), shards = try temporaryFolder()
        #expect(try runProgram(vellum, ["sheet", "--quiet", "--split", "--format", "png", "--jobs", "2", "--out", whole.path]).status == 0)
        for shard in ["1/2", "2/2"] {
            let run = try runProgram(vellum, ["sheet", "--quiet", "--split", "--format", "png", "--shard", shard, "--out", shards.path])
            #expect(run.status == 0, "\(run.err)")
        }
        let all = try manifestFiles(whole.appendingPathComponent("manifest.json"))
        let first = try manifestFiles(shards.appendingPathComponent("manifest-1-of-2.json"))
        let second = try manifestFiles(shards.appendingPathComponent("manifest-2-of-2.json"))
        #expect(Set(first.keys).isDisjoint(with: second.keys), "no entry in both shards")
        #expect(Set(first.keys).union(second.keys) == Set(all.keys), "together they are everything")
        #expect(abs(first.count - second.count) <= 1, "dealt evenly: \(first.count) and \(second.count)")
        let list = try #require(try JSONSerialization.jsonObject(with: Data(runProgram(vellum, ["list", "--json"]).out.utf8)) as? [String: Any])
        let entryCount = (list["groups"] as? [[String: Any]] ?? []).reduce(0) { $0 + (($1["entries"] as? [Any])?.count ?? 0) }
        #expect(all.count == entryCount, "one file per entry of the built-in catalog")
        for (path, file) in first.merging(second, uniquingKeysWith: { a, _ in a }) {
            #expect(file["sha256"] as? String == all[path]?["sha256"] as? String, "\(path) is the same bytes sharded or not")
        }
    }

    @Test func theManifestDescribesTheFilesOnDisk() throws {
        let vellum = try vellumExecutable()
        let out = try temporaryFolder()
        #expect(try runProgram(vellum, ["sheet", "--quiet", "--filter", "button", "--out", out.path]).status == 0)
        let files = try manifestFiles(out.appendingPathComponent("manifest.json"))
        #expect(Set(files.keys) == ["sheet-buttons.png", "sheet-buttons.svg", "sheet.pdf"])
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: out.path)) == Set(files.keys).union(["manifest.json"]))
        for (path, file) in files {
            let data = try Data(contentsOf: out.appendingPathComponent(path))
            #expect(file["bytes"] as? Int == data.count)
            let sum = try runProgram("/usr/bin/sha256sum", [out.appendingPathComponent(path).path])
            #expect(sum.out.hasPrefix(try #require(file["sha256"] as? String)), "\(path): \(sum.out)")
            #expect((file["entries"] as? [String])?.contains("Primary button") == true)
        }
        let png = try RGBAImage(png: Data(contentsOf: out.appendingPathComponent("sheet-buttons.png")))
        #expect(files["sheet-buttons.png"]?["pixelWidth"] as? Int == png.width && files["sheet-buttons.png"]?["pixelHeight"] as? Int == png.height)
    }

    @Test func badShardsAndFoldersAreRefusedBeforeRendering() throws {
        let vellum = try vellumExecutable()
        for shard in ["3/2", "0/2", "1/0", "a/b", "2"] {
            let result = try runProgram(vellum, ["sheet", "--shard", shard])
            #expect(result.status == 2, "--shard \(shard)")
            #expect(result.err.contains("--shard"), "\(result.err)")
        }
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: file)
        let result = try runProgram(vellum, ["sheet", "--out", file.appendingPathComponent("sub").path])
        #expect(result.status == 2)
        #expect(result.err.contains(file.appendingPathComponent("sub").path), "\(result.err)")
        #expect(!result.err.contains("rendering"), "nothing was rendered first")
    }

    @Test func badUsageExitsWith2AndSaysWhy() throws {
        let vellum = try vellumExecutable()
        let unknown = try runProgram(vellum, ["sheet", "--colour", "x"])
        #expect(unknown.status == 2)
        #expect(unknown.err.contains("--colour"))
        let badScheme = try runProgram(vellum, ["sheet", "--schemes", "sepia"])
        #expect(badScheme.status == 2)
        #expect(badScheme.err.contains("sepia"))
        let unwritable = try runProgram(vellum, ["sheet", "--out", "/proc/vellum-cannot-be-here"])
        #expect(unwritable.status == 2)
        #expect(unwritable.err.contains("/proc/vellum-cannot-be-here"))
        let noEntry = try runProgram(vellum, ["layout", "Bdage"])
        #expect(noEntry.status == 2)
        #expect(noEntry.err.contains("\"Badge\""), "suggests the closest name: \(noEntry.err)")
    }

    @Test func aSheetTooLargeNamesItsFileAndTheWaysToASmallerOne() throws {
        let folder = try temporaryFolder()
        // Six cells of the profile screen at scale 8 side by side: wider than 16384 pixels.
        let result = try runProgram(try vellumExecutable(), ["sheet", "--quiet", "--filter", "Profile screen", "--scale", "8", "--format", "png",
                                                             "--dynamic-type", "xSmall,large,xxxLarge", "--out", folder.path])
        #expect(result.status == 2)
        #expect(result.err.contains("sheet-screens.png: the picture would be") && result.err.contains("--split"), "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("sheet-screens.png").path))
    }

    @Test("A cell that fails shows its whole error in its row, wrapped within 280 points, and the sheet is still written")
    func aFailingCellShowsItsWholeError() throws {
        let catalog = Catalog(name: "Failing") {
            CatalogEntry("Good", group: "G") { Text("Fine").padding() }
            CatalogEntry("Bad", group: "G") { Color("no-such-colour-anywhere-in-this-catalog-at-all").frame(width: 40, height: 40) }
        }
        let rows = SheetRenderer.renderRows(catalog.entries, options: SheetOptions())
        #expect(rows.map(\.entry.name) == ["Good", "Bad"])
        #expect(rows[1].cells.allSatisfy { if case .failure = $0.drawing { true } else { false } })
        // The row is laid out with its cells: the error's text is there, whole, in lines of at most 280 points.
        func texts(_ items: [DisplayItem]) -> [TextDrawing] {
            items.flatMap { item -> [TextDrawing] in
                switch item {
                case let .text(text): [text]
                case let .group(group): texts(group.items)
                default: []
                }
            }
        }
        let drawing = try #require(rows[1].drawing)
        let errors = texts(drawing.items).filter { $0.text.string.contains("no-such-colour-anywhere-in-this-catalog-at-all") }
        #expect(errors.count == 2, "one for each colour scheme")
        for error in errors {
            #expect(error.measurement.lineCount > 2 && error.frame.width <= 280, "\(error.measurement), \(error.frame)")
        }
        let folder = try temporaryFolder()
        let errorText = Mutex("")
        let console = Console(out: { _ in }, error: { text in errorText.withLock { $0 += text } }, errorIsTerminal: false, useColor: false)
        let status = VellumCommand.run(catalog: catalog, arguments: ["sheet", "--quiet", "--format", "png", "--out", folder.path], console: console)
        #expect(status == 2)
        #expect(errorText.withLock { $0 }.contains("Bad (light): no colour named"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("sheet-g.png").path))
    }

    @Test("A large group is cut between its entries into sheets of a few megapixels, each entry once, in order")
    func largeGroupsAreCut() throws {
        let catalog = Catalog(name: "Tall") {
            for index in 0..<12 {
                CatalogEntry("Panel \(index)", group: "Panels") { Color.blue.frame(width: 300, height: 400 + CGFloat(index)) }
            }
            CatalogEntry("Note", group: "Other") { Text("Short") }
        }
        let folder = try temporaryFolder()
        let out = Mutex("")
        let console = Console(out: { text in out.withLock { $0 += text } }, error: { _ in }, errorIsTerminal: false, useColor: false)
        let status = VellumCommand.run(catalog: catalog, arguments: ["sheet", "--format", "png", "--out", folder.path], console: console)
        #expect(status == 0)
        let files = try manifestFiles(folder.appendingPathComponent("manifest.json"))
        let panels = files.keys.filter { $0.hasPrefix("sheet-panels-") }.sorted { $0.count != $1.count ? $0.count < $1.count : $0 < $1 }
        #expect(panels.count >= 2 && files["sheet-other.png"] != nil, "\(files.keys.sorted())")
        #expect(panels.first == "sheet-panels-1.png")
        let entries = panels.flatMap { files[$0]?["entries"] as? [String] ?? [] }
        #expect(entries == (0..<12).map { "Panel \($0)" })
        for name in panels {
            let image = try RGBAImage(png: Data(contentsOf: folder.appendingPathComponent(name)))
            // Cut before the sheet's rows pass the budget; the title and margins come on top.
            #expect(image.width * image.height <= 2 * SheetCommand.sheetPixels, "\(name): \(image.width)×\(image.height)")
        }
    }

    @Test("Two groups whose sheets would share a file name are refused, naming both")
    func groupFileNamesCollide() throws {
        let catalog = Catalog(name: "Clash") {
            for index in 0..<12 {
                CatalogEntry("Panel \(index)", group: "Panels") { Color.blue.frame(width: 300, height: 400) }
            }
            CatalogEntry("Note", group: "Panels 1") { Text("Short") }
        }
        let err = Mutex("")
        let console = Console(out: { _ in }, error: { text in err.withLock { $0 += text } }, errorIsTerminal: false, useColor: false)
        let status = VellumCommand.run(catalog: catalog, arguments: ["sheet", "--format", "png", "--out", try temporaryFolder().path], console: console)
        #expect(status == 2)
        #expect(err.withLock { $0 }.contains("\"Panels\" and \"Panels 1\" would both be written to sheet-panels-1.png"), "\(err.withLock { $0 })")
    }

    @Test("--timings prints each phase, and the phases add up to no more than the whole")
    func timingsAddUp() throws {
        let folder = try temporaryFolder()
        let result = try runProgram(try vellumExecutable(), ["sheet", "--quiet", "--timings", "--filter", "Radii", "--format", "png", "--out", folder.path])
        #expect(result.status == 0)
        let line = try #require(result.err.split(separator: "\n").first { $0.hasPrefix("timings (ms): ") }, "\(result.err)")
        func value(_ label: String) throws -> Double {
            let range = try #require(line.range(of: label + " "), "\(label) in \(line)")
            return try #require(Double(line[range.upperBound...].prefix { $0.isNumber || $0 == "." }), "\(label) in \(line)")
        }
        let rows = try value("cells and rows"), files = try value("files"), manifest = try value("manifest"), total = try value("total")
        let layouts = try value("sheet layouts"), writing = try value("writing")
        #expect(rows > 0 && files > 0 && layouts > 0 && writing > 0)
        #expect(rows + files + manifest <= total + 0.2, "\(line)")
        #expect(layouts + writing <= files + 0.2, "one thread: both within the files' phase: \(line)")
        let quiet = try runProgram(try vellumExecutable(), ["sheet", "--quiet", "--filter", "Radii", "--format", "png", "--out", folder.path])
        #expect(!quiet.err.contains("timings"), "only when asked")
    }

    @Test func helpAndVersion() throws {
        let vellum = try vellumExecutable()
        let help = try runProgram(vellum, ["--help"])
        #expect(help.status == 0)
        for command in ["sheet", "list", "layout"] { #expect(help.out.contains(command)) }
        let sheetHelp = try runProgram(vellum, ["sheet", "--help"])
        #expect(sheetHelp.out.contains("--format"))
        #expect(try runProgram(vellum, ["--version"]).out.hasPrefix("vellum "))
    }
}
