import Foundation
import VellumCLI

/// Wall-clock seconds of `body`.
func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// How many timings, back to back, make one run's figure: the fastest of them. On a shared
/// virtual machine the host lengthens many single timings (others' work lands in them: the
/// catalog end to end measured 579 and 321 snapshots a second in two runs an hour apart, the
/// floor's ratio 1.08–1.65 in three); the fastest of a few is the code's own time, and every
/// figure of a comparison is taken alike.
let timingsPerRun = 3

/// The fastest of `timingsPerRun` timings of `body`, back to back.
func fastestTime(_ body: () throws -> Void) rethrows -> Double {
    var fastest = Double.infinity
    for _ in 0..<timingsPerRun { fastest = min(fastest, try seconds(body)) }
    return fastest
}

/// The middle value of `values` (the upper of the two middle ones when they are even in number).
func median(of values: [Double]) -> Double {
    values.sorted()[values.count / 2]
}

/// The median of `runs` runs of `body` (each the fastest of `timingsPerRun` timings), after
/// one warm-up run.
func median(runs: Int, _ body: () throws -> Void) rethrows -> Double {
    try body()
    var times: [Double] = []
    for _ in 0..<runs { times.append(try fastestTime(body)) }
    return median(of: times)
}

/// The medians of several bodies timed in turn: one round of all of them untimed, then `runs`
/// rounds, each body run once a round (the fastest of `timingsPerRun` timings). Programs
/// compared with each other so meet the same state of the machine (memory the system has just
/// been given back, say) rather than one after the other's turn.
func interleavedMedians(runs: Int, _ bodies: [() throws -> Void]) throws -> [Double] {
    for body in bodies { try body() }
    var times = Array(repeating: [Double](), count: bodies.count)
    for _ in 0..<runs {
        for (index, body) in bodies.enumerated() { times[index].append(try fastestTime(body)) }
    }
    return times.map(median(of:))
}

/// The first of `names` found on PATH.
func which(_ names: String...) -> String? {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
    for name in names {
        for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
            return "\(folder)/\(name)"
        }
    }
    return nil
}

/// `value` with `digits` decimals.
func fixed(_ value: Double, _ digits: Int = 1) -> String {
    value.formatted(.number.precision(.fractionLength(digits)).grouping(.never))
}

/// A line of a table: columns padded to `widths`.
func row(_ columns: [String], _ widths: [Int]) -> String {
    zip(columns, widths).map { $0.padding(toLength: max($1, $0.count), withPad: " ", startingAt: 0) }.joined(separator: "  ")
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Runs a program in `folder` (cairo-trace writes there) with extra environment variables;
/// its exit status and what it printed on standard output.
func runCapturing(_ path: String, _ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> (status: Int32, out: String) {
    let output = folder.appendingPathComponent(".stdout-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    let status = try ChildProcess.run(path, arguments, output: .file(output.path), environment: environment, directory: folder.path)
    return (status, (try? String(contentsOf: output, encoding: .utf8)) ?? "")
}

/// A new empty folder for a benchmark's files, removed by `body`'s end.
func withScratchFolder<T>(_ name: String, _ body: (URL) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-bench-\(name)-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder)
}
