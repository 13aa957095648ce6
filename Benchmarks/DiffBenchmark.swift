import Foundation
import VellumCLI
import VellumDiff
import Vellum

/// A page of 50 cards, 1000 points square: at scale 2, a 2000×2000 picture with text, shadows,
/// gradients and antialiased edges everywhere.
struct DiffPage: View {
    /// The cards whose title and gradient change.
    var changedCards: Range<Int> = 0..<0

    var body: some View {
        VStack(spacing: 12) {
            ForEach(0..<10, id: \.self) { row in
                HStack(spacing: 12) {
                    ForEach(0..<5, id: \.self) { column in
                        card(row * 5 + column)
                    }
                }
            }
        }
        .padding(12)
        .frame(width: 1000, height: 1000)
        .background(Color(white: 0.95))
    }

    private func card(_ index: Int) -> some View {
        let edited = changedCards.contains(index)
        return VStack(alignment: .leading, spacing: 4) {
            HStack {
                Circle().fill(LinearGradient(colors: [.orange, edited ? .purple : .pink], startPoint: .top, endPoint: .bottom))
                    .frame(width: 28, height: 28)
                Text("Item \(index + (edited ? 100 : 0))").font(.headline)
            }
            Text("Updated \(index % 7 + 1) days ago").font(.caption).foregroundStyle(.secondary)
            Capsule().fill(Color.blue.opacity(0.3 + Double(index % 5) / 10)).frame(width: CGFloat(40 + index % 6 * 20), height: 6)
        }
        .padding(10)
        .frame(width: 181, height: 86, alignment: .topLeading)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color.white))
        .shadow(color: .black.opacity(0.15), radius: 4, y: 2)
    }
}

/// `vellum diff` against ImageMagick's `compare` and a plain byte comparison on the same
/// pairs of 2000×2000 PNGs, decode included, each a whole process as a user runs it.
enum DiffBenchmark {
    /// `diff-pairs DIR`: writes the benchmark's images (a.png, few.png, many.png) into DIR, for
    /// profiling `vellum diff` on them.
    static func writePairs(_ arguments: [String]) throws {
        guard let path = arguments.first else { throw BenchError("diff-pairs DIR") }
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (name, page) in [("a.png", DiffPage()), ("few.png", DiffPage(changedCards: 3..<4)), ("many.png", DiffPage(changedCards: 0..<50))] {
            let renderer = ImageRenderer(content: page)
            renderer.scale = 2
            try renderer.pngData().write(to: URL(fileURLWithPath: path).appendingPathComponent(name))
        }
    }

    /// `diff-stages A B`: the diff's stages in this process as `vellum diff` runs them (both
    /// images decoded at once, only the rows that may differ and those around them
    /// reconstructed; then the comparison), medians of 21 runs.
    static func stages(_ arguments: [String]) throws {
        guard arguments.count == 2 else { throw BenchError("diff-stages A B") }
        let a = try Data(contentsOf: URL(fileURLWithPath: arguments[0])), b = try Data(contentsOf: URL(fileURLWithPath: arguments[1]))
        var decode: [Double] = [], compare: [Double] = []
        for _ in 0..<21 {
            try ParallelBands.withTeam { team in
                let start = DispatchTime.now().uptimeNanoseconds
                guard let pair = FastPNGDecoder.decodePair(a, b, reconstructingAllOfExpected: false, team: team) else {
                    throw BenchError("not a pair of PNGs of one size that the fast decoder reads")
                }
                let middle = DispatchTime.now().uptimeNanoseconds
                _ = ImageDiff.compare(pair.expected, pair.actual, makeDiffImage: false, sameRows: pair.sameRows, team: team)
                let end = DispatchTime.now().uptimeNanoseconds
                decode.append(Double(middle - start) / 1e6)
                compare.append(Double(end - middle) / 1e6)
            }
        }
        print(String(format: "decode %.2f ms, compare %.2f ms (medians of 21)", median(of: decode), median(of: compare)))
    }

    static func run(_ report: Report, vellum: String, runs: Int) throws {
        report.begin("diff", "5. Diff: pairs of 2000×2000 PNGs, whole processes, median of \(runs) (decode included)")
        try withScratchFolder("diff") { folder in
            func write(_ name: String, _ view: some View) throws -> String {
                let renderer = ImageRenderer(content: view)
                renderer.scale = 2
                let path = folder.appendingPathComponent(name).path
                try renderer.pngData().write(to: URL(fileURLWithPath: path))
                return path
            }
            let a = try write("a.png", DiffPage())
            let copy = folder.appendingPathComponent("copy.png").path
            try FileManager.default.copyItem(atPath: a, toPath: copy)
            let few = try write("few.png", DiffPage(changedCards: 3..<4))
            let many = try write("many.png", DiffPage(changedCards: 0..<50))
            let out = folder.appendingPathComponent("diff.png").path
            let compare = which("compare"), cmp = which("cmp")
            if compare == nil { report.note("ImageMagick's compare is not installed (Scripts/bench installs it): no comparison") }
            let startup = try median(runs: runs) { try ChildProcess.run(vellum, ["--version"]) }
            report.add("vellum --version (process start alone)", 1000 * startup, "ms", digits: 1)
            for (label, b) in [("identical files", copy), ("one card changed", few), ("every card changed", many)] {
                // Each program in turn, round after round (see `interleavedMedians`).
                var bodies: [() throws -> Void] = [{ try ChildProcess.run(vellum, ["diff", a, b]) },
                                                    { try ChildProcess.run(vellum, ["diff", a, b, "--out", out]) }]
                if let cmp { bodies.append { try ChildProcess.run(cmp, ["-s", a, b]) } }
                if let compare {
                    // -fuzz 2% is close to the default threshold of 0.02; AE counts differing pixels.
                    bodies.append { try ChildProcess.run(compare, ["-metric", "AE", "-fuzz", "2%", a, b, "null:"]) }
                    bodies.append { try ChildProcess.run(compare, ["-metric", "AE", "-fuzz", "2%", a, b, out]) }
                }
                let times = try interleavedMedians(runs: runs, bodies)
                let (plain, withImage) = (times[0], times[1])
                report.add("\(label): vellum diff", 1000 * plain, "ms", digits: 1)
                report.add("\(label): vellum diff --out DIFF", 1000 * withImage, "ms", digits: 1)
                if cmp != nil { report.add("\(label): cmp -s (bytes only)", 1000 * times[2], "ms", digits: 1) }
                if compare != nil {
                    let (magick, magickImage) = (times[times.count - 2], times[times.count - 1])
                    report.add("\(label): compare -metric AE -fuzz 2% A B null:", 1000 * magick, "ms", digits: 1)
                    report.add("\(label): compare, writing a diff image", 1000 * magickImage, "ms", digits: 1)
                    report.add("\(label): compare / vellum diff", magick / plain, "×", digits: 1, atLeast: 10)
                    report.add("\(label): the same, both writing a diff image", magickImage / withImage, "×", digits: 1)
                }
            }
        }
    }
}
