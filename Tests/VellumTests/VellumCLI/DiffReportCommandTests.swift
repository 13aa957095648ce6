import Foundation
import Testing
import Vellum
import VellumCairo
import VellumTesting

/// `vellum diff` and `vellum report`, run as a user runs them.
@Suite("vellum diff and vellum report")
struct DiffReportCommandTests {
    private func png<V: View>(_ view: V, in folder: URL, _ name: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try RenderPipeline.data(RenderRequest(content: view, scale: 2), format: .png).write(to: url)
        return url.path
    }

    @Test("diff exits 0 on a match, 1 on a difference and writes the diff image")
    func diffExitCodes() throws {
        let folder = try temporaryFolder()
        let vellum = try vellumExecutable()
        let a = try png(WorkflowCard(), in: folder, "a.png")
        let same = try png(WorkflowCard(), in: folder, "same.png")
        let b = try png(WorkflowCard(tint: .pink), in: folder, "b.png")

        let match = try runProgram(vellum, ["diff", a, same])
        #expect(match.status == 0)
        #expect(match.out.hasPrefix("match: 0 of "), "\(match.out)")

        let out = folder.appendingPathComponent("diff.png").path
        let differ = try runProgram(vellum, ["diff", a, b, "--out", out])
        #expect(differ.status == 1)
        #expect(differ.out.hasPrefix("differ: "), "\(differ.out)")
        let diff = try RGBAImage(png: Data(contentsOf: URL(fileURLWithPath: out)))
        var red = 0
        for y in 0..<diff.height {
            for x in 0..<diff.width where diff[x, y] == (255, 0, 0, 255) { red += 1 }
        }
        #expect(red > 500, "the capsule's pixels are red in the diff")

        // A generous precision lets the same pair pass.
        #expect(try runProgram(vellum, ["diff", a, b, "--precision", "0.9"]).status == 0)
        let json = try runProgram(vellum, ["diff", a, b, "--json"])
        #expect(json.status == 1)
        #expect(json.out.contains("\"differingPixels\""))
    }

    @Test("One program runs every command, and names the closest to a misspelt one")
    func oneProgram() throws {
        let vellum = try vellumExecutable()
        #expect(try runProgram(vellum, ["--version"]).out.hasPrefix("vellum "))
        let listed = try runProgram(vellum, ["list"])
        #expect(listed.status == 0 && listed.out.contains("User card"))
        let unknown = try runProgram(vellum, ["lst"])
        #expect(unknown.status == 2 && unknown.err.contains("did you mean \"vellum list\""), "\(unknown.err)")
        for command in ["sheet", "frames", "list", "layout", "diff", "report", "symbols"] {
            let help = try runProgram(vellum, [command, "--help"])
            #expect(help.status == 0 && help.out.hasPrefix("vellum \(command) "), "\(command): \(help.out)")
        }
        // Position-independent, so that the system places it at a random address.
        let header = try runProgram("/usr/bin/readelf", ["-h", vellum])
        #expect(header.out.contains("DYN (Position-Independent Executable file)") || header.out.contains("DYN (Shared object file)"), "\(header.out)")
    }

    @Test("diff says both sizes when they differ")
    func diffSizes() throws {
        let folder = try temporaryFolder()
        let a = try png(Color.red.frame(width: 10, height: 10), in: folder, "a.png")
        let b = try png(Color.red.frame(width: 12, height: 10), in: folder, "b.png")
        let result = try runProgram(try vellumExecutable(), ["diff", a, b])
        #expect(result.status == 1)
        #expect(result.out.contains("expected 20×20 pixels, actual 24×20"), "\(result.out)")
    }

    @Test("diff refuses bad input with exit code 2, naming the problem")
    func diffBadInput() throws {
        let folder = try temporaryFolder()
        let vellum = try vellumExecutable()
        let a = try png(WorkflowCard(), in: folder, "a.png")
        let text = folder.appendingPathComponent("notes.png")
        try Data("just text".utf8).write(to: text)
        let truncated = folder.appendingPathComponent("half.png")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: a))
        try bytes.prefix(bytes.count / 2).write(to: truncated)
        let original = try Data(contentsOf: URL(fileURLWithPath: a))

        let cases: [([String], String)] = [
            (["diff", a], "two PNG files"),
            (["diff", a, folder.appendingPathComponent("missing.png").path], "missing.png: No such file"),
            (["diff", a, text.path], "notes.png is not a PNG file"),
            (["diff", a, truncated.path], "half.png"),
            (["diff", a, folder.path], "not a regular file"),
            (["diff", a, a, "--threshold", "1.5"], "--threshold must be a number from 0 to 1"),
            (["diff", a, a, "--out", a], "is one of the images being compared"),
            (["diff", a, a, "--out", "/nonexistent-folder/d.png"], "/nonexistent-folder does not exist"),
        ]
        for (arguments, expected) in cases {
            let result = try runProgram(vellum, arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.err.contains(expected), "\(arguments): \(result.err)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: a)) == original, "inputs are never touched")
    }

    @Test("report writes one self-contained page that Chromium shows with its images", .needsChromium)
    func reportInChromium() throws {
        let folder = try temporaryFolder()
        let goldens = folder.appendingPathComponent("goldens").path
        let artifacts = folder.appendingPathComponent("artifacts")
        withSnapshotTesting(artifactsDirectory: artifacts.path) {
            _ = verifySnapshot(of: WorkflowCard(), as: .image, named: "card", snapshotDirectory: goldens)
            _ = verifySnapshot(of: WorkflowCard(tint: .red), as: .image, named: "card", snapshotDirectory: goldens)
            _ = verifySnapshot(of: WorkflowCard(), as: .layout, named: "boxes", snapshotDirectory: goldens)
            _ = verifySnapshot(of: WorkflowCard(title: "Changed <title> & more"), as: .layout, named: "boxes", snapshotDirectory: goldens)
        }
        let page = folder.appendingPathComponent("report.html")
        let result = try runProgram(try vellumExecutable(), ["report", artifacts.path, "--out", page.path])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("2 failed snapshots"), "\(result.out)")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains("data:image/png;base64,"))
        #expect(!html.contains("src=\"http") && !html.contains("href=\"http") && !html.contains("url(http"), "nothing is loaded from the network")
        #expect(html.contains("Changed &lt;title&gt; &amp; more"), "text is escaped")
        #expect(html.contains("type=\"range\""))

        let browser = try headlessChromium()
        let dom = try runProgram("/usr/bin/timeout", ["120", browser.path] + browser.arguments + ["--dump-dom", page.absoluteString])
        #expect(dom.status == 0, "\(dom.err.suffix(2000))")
        // Expected, actual and diff, and the wipe's two: five images, all decoded.
        #expect(dom.out.contains("data-images=\"5\""), "\(dom.out.prefix(400))")
        #expect(dom.out.contains("data-images-shown=\"5\""), "\(dom.out.prefix(400))")

        let shot = folder.appendingPathComponent("shot.png")
        let screenshot = try runProgram("/usr/bin/timeout", ["120", browser.path] + browser.arguments
            + ["--window-size=1200,1400", "--screenshot=\(shot.path)", page.absoluteString])
        #expect(screenshot.status == 0, "\(screenshot.err.suffix(2000))")
        let image = try RGBAImage(png: Data(contentsOf: shot))
        var red = 0
        for y in stride(from: 0, to: image.height, by: 1) {
            for x in 0..<image.width {
                let p = image[x, y]
                if p.r > 240 && p.g < 20 && p.b < 20 { red += 1 }
            }
        }
        #expect(red > 200, "the diff image's red pixels are on screen")
    }

    @Test("report on a missing folder exits 2; an empty folder gives an empty report")
    func reportEdges() throws {
        let folder = try temporaryFolder()
        let vellum = try vellumExecutable()
        let missing = try runProgram(vellum, ["report", folder.appendingPathComponent("nope").path])
        #expect(missing.status == 2)
        #expect(missing.err.contains("does not exist"))
        let broken = folder.appendingPathComponent("x.failure.json")
        try Data("{".utf8).write(to: broken)
        let empty = try runProgram(vellum, ["report", folder.path])
        #expect(empty.status == 0)
        #expect(empty.out.contains("0 failed snapshots"))
        #expect(empty.err.contains("skipped \(broken.path)"))
        #expect(try String(contentsOf: folder.appendingPathComponent("report.html"), encoding: .utf8).contains("No failed snapshots"))
    }
}
