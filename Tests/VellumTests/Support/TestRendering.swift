import Foundation
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
        let height = CGFloat(lines.count) * text.lineHeight + CGFloat(lines.count - 1) * text.lineSpacing
        return TextMeasurement(size: CGSize(width: width, height: height), firstBaseline: text.ascent,
                               lastBaseline: height - text.descent, lineCount: lines.count)
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
@discardableResult
func runProgram(_ path: String, _ arguments: [String], environment: [String: String]? = nil) throws -> (status: Int32, out: String, err: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    if let environment { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
}

/// The `vellum` executable built next to the tests.
func vellumExecutable() throws -> String {
    let folder = Bundle.main.bundleURL.deletingLastPathComponent()
    let candidates = [folder.appendingPathComponent("vellum").path, packageRoot.appendingPathComponent(".build/debug/vellum").path]
    guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
        Issue.record("the vellum executable is not built (looked at \(candidates.joined(separator: ", "))); run swift build first")
        throw CancellationError()
    }
    return found
}
