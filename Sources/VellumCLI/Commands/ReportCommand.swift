import Foundation
import VellumDiff
import VellumImage
import VellumUI

/// `vellum report ARTIFACTS`: one self-contained HTML page of the snapshot failures in an
/// artifacts folder.
package enum ReportCommand {
    package static let spec = CommandSpec(
        name: "report",
        summary: "Write an HTML page of the snapshot failures in an artifacts folder.",
        arguments: [("ARTIFACTS", "The folder failed snapshots wrote to (SNAPSHOT_ARTIFACTS, by default .build/vellum-artifacts).")],
        options: [
            OptionSpec("out", value: "FILE.html", help: "Where to write the page (default: ARTIFACTS/report.html)."),
        ],
        details: """
        The page shows each failure's expected, actual and diff images side by side, a slider that wipes \
        between expected and actual, the numbers and the message. Images are embedded: the file can be \
        opened anywhere, or kept as a CI artifact, and loads nothing from the network.
        """)

    package static func run(_ arguments: ParsedArguments, _ console: Console) throws -> Int32 {
        guard arguments.positionals.count == 1 else {
            throw UsageError("vellum report takes one artifacts folder (got \(arguments.positionals.count))")
        }
        let folder = URL(fileURLWithPath: arguments.positionals[0], isDirectory: true)
        let out = URL(fileURLWithPath: arguments.values["out"] ?? folder.appendingPathComponent("report.html").path)
        let report: HTMLReport
        do {
            report = try HTMLReport.collect(folder: folder)
        } catch let error as ReportError {
            throw UsageError(error.description)
        }
        for (path, reason) in report.unreadable { console.note("warning: skipped \(path): \(reason)") }
        for entry in report.entries {
            for problem in entry.problems { console.note("warning: \(entry.record.snapshot): \(problem)") }
        }
        try FileOutput.write(Data(report.html().utf8), to: out)
        let count = report.entries.count
        console.print("\(out.path): \(count) failed \(count == 1 ? "snapshot" : "snapshots")")
        return 0
    }
}
