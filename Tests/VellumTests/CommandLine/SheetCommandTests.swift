import Foundation
import FoundationXML
import Testing
import Vellum
import VellumCairo

@Suite(.serialized) struct SheetCommandTests {
    @Test func sheetWritesAPNGAnSVGAndAPDFThatOtherToolsRead() throws {
        let vellum = try vellumExecutable()
        let out = try temporaryFolder()
        let result = try runProgram(vellum, ["sheet", "--out", out.path])
        #expect(result.status == 0, "stderr: \(result.err)")
        let paths = result.out.split(separator: "\n").map(String.init)
        #expect(paths.map { URL(fileURLWithPath: $0).lastPathComponent } == ["sheet.png", "sheet.svg", "sheet.pdf"])

        let png = try RGBAImage(png: Data(contentsOf: out.appendingPathComponent("sheet.png")), name: "sheet.png")
        #expect(png.width > 500 && png.height > 500)

        let svgURL = out.appendingPathComponent("sheet.svg")
        _ = try XMLDocument(contentsOf: svgURL)
        let rasterized = out.appendingPathComponent("sheet-svg.png")
        let rsvg = try runProgram("/usr/bin/rsvg-convert", [svgURL.path, "-o", rasterized.path])
        #expect(rsvg.status == 0, "rsvg-convert: \(rsvg.err)")
        let fromSVG = try RGBAImage(png: Data(contentsOf: rasterized))
        #expect(fromSVG.width == Int((Double(png.width) / 2).rounded(.up)) || abs(fromSVG.width * 2 - png.width) <= 2)

        let pdftoppm = try runProgram("/usr/bin/pdftoppm", ["-png", "-r", "36", out.appendingPathComponent("sheet.pdf").path, out.appendingPathComponent("page").path])
        #expect(pdftoppm.status == 0, "pdftoppm: \(pdftoppm.err)")
        let pages = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasPrefix("page") }
        #expect(pages.count >= 2, "one page per group, got \(pages)")
    }

    @Test func twoProcessesWriteIdenticalBytes() throws {
        let vellum = try vellumExecutable()
        let first = try temporaryFolder(), second = try temporaryFolder()
        #expect(try runProgram(vellum, ["sheet", "--quiet", "--out", first.path]).status == 0)
        #expect(try runProgram(vellum, ["sheet", "--quiet", "--jobs", "2", "--out", second.path]).status == 0)
        for name in ["sheet.png", "sheet.svg", "sheet.pdf"] {
            let a = try Data(contentsOf: first.appendingPathComponent(name))
            let b = try Data(contentsOf: second.appendingPathComponent(name))
            #expect(a == b, "\(name) differs between processes")
        }
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
