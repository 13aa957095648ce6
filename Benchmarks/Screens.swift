import Foundation
import Vellum
import VellumCairo

/// A whole app screen: a navigation stack over an inset grouped list, on an iPhone 15 with its
/// safe area, at @3x to PNG; and how a list of 10,000 rows compares with one of 20 (only the
/// rows that show are made).
enum ScreenBenchmark {
    static func screen(rows: Int) -> some View {
        NavigationStack {
            List {
                Section("Rows") {
                    ForEach(0..<rows, id: \.self) { index in
                        NavigationLink { EmptyView() } label: { LabeledContent("Row \(index)", value: "\(index)") }
                    }
                }
            }
            .navigationTitle("Screen")
        }
    }

    static func request(rows: Int, look: SystemLook) -> RenderRequest {
        RenderRequest(content: screen(rows: rows).systemLook(look), scale: 3, proposal: ProposedViewSize(width: 393, height: 852),
                      safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
    }

    static func run(_ report: Report, rounds: Int) throws {
        report.begin("screens", "10. Screens: a navigation stack over a 20-row inset grouped list on an iPhone 15, @3x, PNG included (median of \(max(rounds, 9)) runs on one thread)")
        for (look, name) in [(SystemLook.iOS26, "iOS 26"), (.iOS18, "iOS 18")] {
            let twenty = request(rows: 20, look: look), many = request(rows: 10_000, look: look)
            let times = try interleavedMedians(runs: max(rounds, 9), [
                { _ = try RenderPipeline.data(twenty, format: .png) },
                { _ = try RenderPipeline.data(many, format: .png) },
            ])
            report.add("screen, \(name)", 1000 * times[0], "ms", digits: 1, atMost: 20)
            report.add("10,000 rows against 20, \(name)", times[1] / times[0], "×", digits: 2, atMost: 1.5)
        }
    }
}
