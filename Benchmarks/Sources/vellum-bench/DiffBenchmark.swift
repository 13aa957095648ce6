import Foundation
import Vellum

/// A page of cards 1000 points square: at scale 2, a 2000×2000 picture with text, shadows,
/// gradients and antialiased edges everywhere. `changed` alters a few cards.
struct DiffPage: View {
    var changed: Bool

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
        let edited = changed && index % 17 == 3
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

/// `vellum diff` against ImageMagick's `compare` on the same 2000×2000 pair, decode included,
/// each a whole process as a user runs it.
enum DiffBenchmark {
    static func run(vellum: String, runs: Int) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-bench-diff-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { if ProcessInfo.processInfo.environment["VELLUM_BENCH_KEEP"] == nil { try? FileManager.default.removeItem(at: folder) } }
        let a = folder.appendingPathComponent("a.png").path, b = folder.appendingPathComponent("b.png").path
        for (path, changed) in [(a, false), (b, true)] {
            let renderer = ImageRenderer(content: DiffPage(changed: changed))
            renderer.scale = 2
            try renderer.pngData().write(to: URL(fileURLWithPath: path))
        }
        let out = folder.appendingPathComponent("diff.png").path
        print("diff: two 2000×2000 PNGs, \(runs) runs each, median wall time of the whole process (decode included)")
        let widths = [44, 10, 10]
        print(row(["command", "seconds", "× vellum"], widths))

        let status = try runProgram(vellum, ["diff", a, b])
        guard status == 1 else { throw BenchError("vellum diff should find the pair different (exit 1), got exit \(status)") }
        let plain = try median(runs: runs) { try runProgram(vellum, ["diff", a, b]) }
        let withImage = try median(runs: runs) { try runProgram(vellum, ["diff", a, b, "--out", out]) }
        print(row(["vellum diff A B", fixed(plain, 3), "1.0"], widths))
        print(row(["vellum diff A B --out DIFF", fixed(withImage, 3), fixed(withImage / plain, 2)], widths))

        let startup = try median(runs: runs) { try runProgram(vellum, ["--version"]) }
        print(row(["vellum --version (process start)", fixed(startup, 3), ""], widths))

        guard let compare = which("compare") else {
            print("ImageMagick's compare is not installed (Scripts/bench installs it): no comparison")
            return
        }
        // -fuzz 2% is close to the default threshold of 0.02; AE counts differing pixels.
        let magick = try median(runs: runs) { try runProgram(compare, ["-metric", "AE", "-fuzz", "2%", a, b, out]) }
        let magickNoImage = try median(runs: runs) { try runProgram(compare, ["-metric", "AE", "-fuzz", "2%", a, b, "null:"]) }
        let magickStartup = try median(runs: runs) { try runProgram(compare, ["-version"]) }
        print(row(["compare -metric AE -fuzz 2% A B DIFF", fixed(magick, 3), fixed(magick / withImage, 1)], widths))
        print(row(["compare -metric AE -fuzz 2% A B null:", fixed(magickNoImage, 3), fixed(magickNoImage / plain, 1)], widths))
        print(row(["compare -version (process start)", fixed(magickStartup, 3), ""], widths))
        print("vellum diff is \(fixed(magickNoImage / plain, 1))× faster than compare (\(fixed((magickNoImage - magickStartup) / max(plain - startup, 1e-4), 1))× without process start), "
              + "\(fixed(magick / withImage, 1))× when both write a diff image (target: 10×)")
    }
}
