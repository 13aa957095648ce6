import Foundation

/// One measured figure: printed in the table and written to the JSON file.
struct Figure: Encodable {
    var benchmark: String
    var name: String
    var value: Double
    var unit: String
    /// A target it is compared with, when there is one: "≤ 1.3", "≥ 300".
    var target: String?
    var met: Bool?
}

/// The figures of one run, with the machine they were measured on.
final class Report {
    private(set) var figures: [Figure] = []
    private var currentBenchmark = ""

    func begin(_ benchmark: String, _ title: String) {
        currentBenchmark = benchmark
        print("\n\(title)")
    }

    /// Records a figure and prints its line.
    func add(_ name: String, _ value: Double, _ unit: String, digits: Int = 3, atMost: Double? = nil, atLeast: Double? = nil) {
        var figure = Figure(benchmark: currentBenchmark, name: name, value: value, unit: unit)
        if let atMost { figure.target = "≤ \(fixed(atMost, 2))"; figure.met = value <= atMost }
        if let atLeast { figure.target = "≥ \(fixed(atLeast, 2))"; figure.met = value >= atLeast }
        figures.append(figure)
        let verdict = figure.met.map { $0 ? "  target \(figure.target!) met" : "  target \(figure.target!) MISSED" } ?? ""
        // A figure just past its target is printed with the digits that show it (1.7998, not 1.80).
        func meets(_ printed: Double) -> Bool { atMost.map { printed <= $0 } ?? atLeast.map { printed >= $0 } ?? true }
        var shown = digits
        if let met = figure.met {
            while shown < 6, let printed = Double(fixed(value, shown)), meets(printed) != met { shown += 1 }
        }
        print("  " + row([name, fixed(value, shown), unit], [52, 12, 10]) + verdict)
    }

    func note(_ text: String) {
        print("  " + text)
    }

    /// The machine: processor, cores, memory, system.
    static var machine: [String: String] {
        var info: [String: String] = ["cores": String(ProcessInfo.processInfo.activeProcessorCount)]
        if let cpu = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
           let line = cpu.split(separator: "\n").first(where: { $0.hasPrefix("model name") }) {
            info["processor"] = line.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) }
            if let clock = cpu.split(separator: "\n").first(where: { $0.hasPrefix("cpu MHz") })?.split(separator: ":").last,
               let megahertz = Double(clock.trimmingCharacters(in: .whitespaces)) {
                info["clock"] = String(format: "%.1f GHz", megahertz / 1000)
            }
        }
        // Machines named alike differ: the caches say which one the figures came from.
        let caches = (0..<8).compactMap { index -> String? in
            let folder = "/sys/devices/system/cpu/cpu0/cache/index\(index)/"
            func read(_ name: String) -> String? {
                (try? String(contentsOfFile: folder + name, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
            }
            guard let level = read("level"), let type = read("type"), type != "Instruction", let size = read("size") else { return nil }
            return "L\(level) \(size)"
        }
        if !caches.isEmpty { info["caches"] = caches.joined(separator: ", ") }
        info["memory"] = "\(ProcessInfo.processInfo.physicalMemory >> 20) MB"
        info["system"] = ProcessInfo.processInfo.operatingSystemVersionString
        return info
    }

    func write(to url: URL) throws {
        struct Document: Encodable {
            var machine: [String: String]
            var figures: [Figure]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try encoder.encode(Document(machine: Self.machine, figures: figures)).write(to: url, options: .atomic)
    }
}

/// Resident memory of this process, in megabytes.
func residentMegabytes() -> Double {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
          let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Double($0) }) else { return 0 }
    return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
}

/// Peak resident memory of this process, in megabytes.
func peakResidentMegabytes() -> Double {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return Double(usage.ru_maxrss) / 1024
}
