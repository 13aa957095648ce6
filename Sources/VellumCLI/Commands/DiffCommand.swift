import Foundation
import VellumCore
import VellumDiff
import VellumImage
import VellumUI

/// `vellum diff EXPECTED ACTUAL`: the snapshot assertions' image comparison, from the
/// command line.
package enum DiffCommand {
    package static let spec = CommandSpec(
        name: "diff",
        summary: "Compare two PNG images as snapshot tests do.",
        arguments: [("EXPECTED", "The reference PNG."), ("ACTUAL", "The PNG to check against it.")],
        options: [
            OptionSpec("out", value: "DIFF.png", help: "Write the diff image: red where pixels differ, yellow where only antialiasing does, the rest faded."),
            OptionSpec("threshold", value: "T", help: "How different a pixel may be and still match, 0…1 on the YIQ scale (default: 0.02)."),
            OptionSpec("precision", value: "P", help: "The share of pixels that must match, 0…1 (default: 1)."),
            OptionSpec("count-antialiasing", help: "Count pixels that differ only by antialiasing as differences."),
            OptionSpec("json", help: "Print the numbers as JSON."),
        ],
        details: """
        Equal files match without being decoded. Otherwise each pixel's colour difference is measured \
        with pixelmatch's YIQ metric (0 the same colour, 1 black against white); a pixel differs when \
        that exceeds the threshold and the difference is not an edge's antialiasing.
        Exit codes: 0 the images match, 1 they differ, 2 bad usage or input.
        """)

    /// PNG files larger than this are refused before being read: an image within the canvas
    /// limits compresses to far less.
    static let maximumFileSize = 512 << 20

    package static func run(_ arguments: ParsedArguments, _ console: Console) throws -> Int32 {
        guard arguments.positionals.count == 2 else {
            throw UsageError("vellum diff takes two PNG files, EXPECTED and ACTUAL (got \(arguments.positionals.count))")
        }
        let expectedURL = URL(fileURLWithPath: arguments.positionals[0]), actualURL = URL(fileURLWithPath: arguments.positionals[1])
        let threshold = try arguments.number("threshold", in: 0...1, default: 0.02)
        let options = ImageDiff.Options(precision: try arguments.number("precision", in: 0...1, default: 1),
                                        perceptualPrecision: 1 - threshold,
                                        countsAntialiasing: arguments.flag("count-antialiasing"))
        let out = arguments.values["out"].map { URL(fileURLWithPath: $0) }
        if let out, [expectedURL, actualURL].contains(where: { $0.standardizedFileURL.path == out.standardizedFileURL.path }) {
            throw UsageError("--out \(out.path) is one of the images being compared; name another file")
        }
        if let out { try FileOutput.checkWritable(out) }

        let expected = try readFile(expectedURL), actual = try readFile(actualURL)
        let result = try ImageDiff.compare(expected: expected, actual: actual, options: options, makeDiffImage: out != nil,
                                           expectedName: expectedURL.path, actualName: actualURL.path)
        let matches = result.matches(precision: options.precision)
        let metrics = ImageDiffMetrics(result, options: options)
        if arguments.flag("json") {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            console.print(String(decoding: try encoder.encode(metrics), as: UTF8.self))
        } else {
            console.print((matches ? "match: " : "differ: ") + metrics.summary)
        }
        if let out {
            if let image = result.diffImage {
                try FileOutput.write(try PNGWriter.encode(image), to: out)
            } else if !result.sizesMatch {
                console.note("no diff image written: the sizes differ")
            } else {
                // Equal bytes: the diff is the faded image itself, all alike.
                let image = try ImageDiff.decode(expected, name: expectedURL.path)
                try FileOutput.write(try PNGWriter.encode(ImageDiff.compare(image, image, options: options).diffImage!), to: out)
            }
        }
        return matches ? 0 : 1
    }

    /// The bytes of an input file, or an error naming it.
    static func readFile(_ url: URL) throws -> Data {
        var status = stat()
        guard stat(url.path, &status) == 0 else {
            throw VellumError(.io, "cannot read \(url.path): \(String(cString: strerror(errno)))")
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw VellumError(.io, "cannot read \(url.path): it is not a regular file")
        }
        guard Int(status.st_size) <= maximumFileSize else {
            throw VellumError(.image, "\(url.path) is \(status.st_size >> 20) MB; PNG files over \(maximumFileSize >> 20) MB are refused")
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw VellumError(.io, "cannot read \(url.path): \((error as NSError).localizedDescription)")
        }
    }
}
