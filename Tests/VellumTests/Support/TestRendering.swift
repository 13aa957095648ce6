import Foundation
import VellumCLI
import Testing
import Vellum
import VellumCairo
import VellumLayout
import VellumUI

/// Renders `view` to PNG and decodes it.
func renderImage<V: View>(_ view: V, scale: CGFloat = 1, proposal: ProposedViewSize = .unspecified) throws -> RGBAImage {
    let renderer = ImageRenderer(content: view)
    renderer.scale = scale
    renderer.proposedSize = proposal
    return try RGBAImage(png: try renderer.pngData())
}

/// Lays `view` out with the arithmetic text measurer, so layout tests read as sums.
func layoutWithFixedText<V: View>(_ view: V, proposal: ProposedViewSize = .unspecified, scale: CGFloat = 1,
                                  environment: EnvironmentValues = EnvironmentValues()) throws -> LayoutNode {
    let scene = Scene(content: view, environment: environment, measurer: FixedWidthTextMeasurer(), scale: scale)
    return try scene.render(proposal: proposal).layout
}

/// Measures text as if every character were `advance` points wide (10 by default), each line
/// as tall as the font's line box, wrapping at spaces.
final class FixedWidthTextMeasurer: TextMeasuring {
    let advance: CGFloat

    init(advance: CGFloat = 10) {
        self.advance = advance
    }

    func measure(_ text: TextSpec, proposal: ProposedViewSize) throws -> TextMeasurement {
        let words = text.string.split(separator: " ").map(String.init)
        var lines: [CGFloat] = []
        var current: CGFloat = -1
        let limit = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        for word in words {
            let width = CGFloat(word.count) * advance
            if current < 0 {
                current = width
            } else if let limit, current + advance + width > limit {
                lines.append(current)
                current = width
            } else {
                current += advance + width
            }
        }
        lines.append(max(current, 0))
        if let limit = text.lineLimit, lines.count > limit { lines = Array(lines.prefix(limit)) }
        let width = lines.max() ?? 0
        let height = text.height(lines: lines.count)
        return TextMeasurement(size: CGSize(width: width, height: height), firstBaseline: text.ascent,
                               lastBaseline: CGFloat(lines.count - 1) * (text.lineHeight + text.lineSpacing) + text.ascent, lineCount: lines.count)
    }
}

/// The package's root folder.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// A new empty folder under the temporary directory.
func temporaryFolder(_ name: String = #function) throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("vellum-tests-\(ProcessInfo.processInfo.processIdentifier)")
        .appendingPathComponent(name.filter { $0.isLetter || $0.isNumber } + "-" + UUID().uuidString.prefix(8))
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Runs a program and returns its exit code, standard output and standard error.
///
/// posix_spawn with the output going to temporary files, and waitpid: no pipes to fill up, and
/// none of the dispatch machinery of Foundation's `Process`, so that many tests can run
/// programs at once.
@discardableResult
func runProgram(_ path: String, _ arguments: [String], environment: [String: String]? = nil) throws -> (status: Int32, out: String, err: String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-run-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outPath = folder.appendingPathComponent("out").path, errPath = folder.appendingPathComponent("err").path
    let code = try ChildProcess.run(path, arguments, output: .file(outPath), errors: .file(errPath), environment: environment ?? [:])
    let out = (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
    let err = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
    return (code, out, err)
}

/// The `vellum` executable built next to the tests.
func vellumExecutable() throws -> String { try builtExecutable("vellum") }

/// The `vellum-test-helper` executable built next to the tests: a second process that renders
/// and writes goldens.
func testHelperExecutable() throws -> String { try builtExecutable("vellum-test-helper") }

/// An executable of this package, built next to the tests.
private func builtExecutable(_ name: String) throws -> String {
    let folder = Bundle.main.bundleURL.deletingLastPathComponent()
    let candidates = [folder.appendingPathComponent(name).path, packageRoot.appendingPathComponent(".build/debug/\(name)").path]
    guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
        Issue.record("\(name) is not built (looked at \(candidates.joined(separator: ", "))); run swift build first")
        throw CancellationError()
    }
    return found
}

/// Where a headless Chromium is: Debian's `chromium-headless-shell` (Scripts/bootstrap --test
/// installs it), or `chromium`.
let chromiumPath = ["/usr/bin/chromium-headless-shell", "/usr/lib/chromium/chromium-headless-shell", "/usr/bin/chromium"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

extension Trait where Self == ConditionTrait {
    /// Runs the test only where the outside program at `path` is installed, saying so when it
    /// is not (`Scripts/test` installs every one of them).
    static func needs(_ path: String?, _ name: String) -> Self {
        .enabled(if: path.map { FileManager.default.isExecutableFile(atPath: $0) } ?? false,
                 "needs \(name), which is not installed (Scripts/bootstrap --test installs it)")
    }

    static var needsChromium: Self { .needs(chromiumPath, "a headless Chromium") }
    static var needsRsvg: Self { .needs("/usr/bin/rsvg-convert", "rsvg-convert (librsvg2-bin)") }
    static var needsPoppler: Self { .needs("/usr/bin/pdftoppm", "pdftoppm (poppler-utils)") }
}

/// A browser that runs headless, with the flags it needs in a container (tests that call it
/// are marked `.needsChromium`).
func headlessChromium() throws -> (path: String, arguments: [String]) {
    guard let path = chromiumPath else { throw CancellationError() }
    let base = ["--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run", "--disable-dev-shm-usage"]
    return (path, path.hasSuffix("chromium") ? base + ["--headless"] : base)
}
