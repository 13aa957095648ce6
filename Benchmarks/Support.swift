import Foundation

/// Wall-clock seconds of `body`.
func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// The median of `runs` timings of `body`, after one warm-up run.
func median(runs: Int, _ body: () throws -> Void) rethrows -> Double {
    try body()
    var times: [Double] = []
    for _ in 0..<runs { times.append(try seconds(body)) }
    times.sort()
    return times[times.count / 2]
}

/// Runs a program to completion with its output discarded; its exit status. posix_spawn and
/// waitpid directly: Foundation's `Process` polls for the exit, which would blur the timings.
@discardableResult
func runProgram(_ path: String, _ arguments: [String]) throws -> Int32 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
    guard spawned == 0 else { throw BenchError("cannot run \(path): \(String(cString: strerror(spawned)))") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
        guard errno == EINTR else { throw BenchError("waitpid failed for \(path)") }
    }
    return (status >> 8) & 0xFF
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

/// Runs a program in `folder` with extra environment variables; its exit status and what it
/// printed on standard output.
func runCapturing(_ path: String, _ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> (status: Int32, out: String) {
    let output = folder.appendingPathComponent(".stdout-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
    let envp: [UnsafeMutablePointer<CChar>?] = variables.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
        argv.forEach { free($0) }
        envp.forEach { free($0) }
    }
    // The child starts in `folder` (cairo-trace writes there): the benchmarks run on one thread.
    let previous = FileManager.default.currentDirectoryPath
    _ = FileManager.default.changeCurrentDirectoryPath(folder.path)
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, path, &actions, nil, argv, envp)
    _ = FileManager.default.changeCurrentDirectoryPath(previous)
    guard spawned == 0 else { throw BenchError("cannot run \(path): \(String(cString: strerror(spawned)))") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
        guard errno == EINTR else { throw BenchError("waitpid failed for \(path)") }
    }
    return ((status >> 8) & 0xFF, (try? String(contentsOf: output, encoding: .utf8)) ?? "")
}

/// A new empty folder for a benchmark's files, removed by `body`'s end.
func withScratchFolder<T>(_ name: String, _ body: (URL) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-bench-\(name)-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder)
}
