import Foundation

/// Vellum's benchmarks; `Scripts/bench` builds and runs them. Each prints its numbers.
///
///     vellum-bench diff --vellum PATH [--runs N]
enum VellumBenchmarks {
    static func main() throws {
        var arguments = Array(CommandLine.arguments.dropFirst())
        func option(_ name: String) -> String? {
            guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
            defer { arguments.removeSubrange(index...index + 1) }
            return arguments[index + 1]
        }
        let vellum = option("--vellum") ?? "../.build/release/vellum"
        let runs = Int(option("--runs") ?? "") ?? 7
        let benchmarks = arguments.isEmpty ? ["diff"] : arguments
        for name in benchmarks {
            switch name {
            case "diff": try DiffBenchmark.run(vellum: vellum, runs: runs)
            default: throw BenchError("unknown benchmark \(name); the benchmarks: diff")
            }
            print("")
        }
    }
}

do {
    try VellumBenchmarks.main()
} catch {
    FileHandle.standardError.write(Data("vellum-bench: \(error)\n".utf8))
    exit(2)
}
