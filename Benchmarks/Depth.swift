import Foundation
import Vellum
import VellumCairo

/// How a render's time grows with the depth of nesting, per kind of container: a screen nests
/// a navigation container, a list row, a card and its overlays, components wrapping others.
/// Doubling the depth should at most double the time.
enum DepthBenchmark {
    /// The depths timed, and the one the target of "10,000 levels in under a second" is for.
    static let depths = [1_000, 2_000, 4_000]
    static let deepest = 10_000

    static func run(_ report: Report, rounds: Int, executable: String) throws {
        report.begin("depth", "9. Nesting depth: a Text nested N levels in each kind of container, rendered at @1x to PNG (median of \(rounds) runs; instructions by callgrind)")
        let counter = try InstructionCounter(executable: executable, report: report)
        var baseline: Double?
        report.note(row(["", "time at " + depths.map { "\($0 / 1000)k" }.joined(separator: " / ") + " levels", "per doubling"], [22, 36, 12]))
        for kind in NestingKind.allCases {
            var times: [Double] = []
            for depth in depths {
                let request = RenderRequest(content: kind.nest(depth))
                times.append(try median(runs: rounds) { _ = try RenderPipeline.data(request, format: .png) })
            }
            let growth = zip(times.dropFirst(), times).map { $0 / $1 }.max()!
            report.note(row([kind.rawValue, times.map { fixed(1000 * $0, 1) }.joined(separator: " / ") + " ms", fixed(growth, 2) + "×"], [22, 36, 12]))
            // Time also grows with the memory a deeper tree spans (past the level-2 cache at a
            // few thousand levels); the work itself must grow no faster than the depth. Renders
            // run on a thread of their own, so the whole program is counted, less a render of
            // the text alone.
            if let counter {
                let base = try baseline ?? counter.count(["depth-one", kind.rawValue, "0"], what: "the text alone", wholeProgram: true)
                baseline = base
                let (shallow, deep) = (depths[depths.count - 2], depths[depths.count - 1])
                let instructions = try [shallow, deep].map { depth in
                    try counter.count(["depth-one", kind.rawValue, String(depth)], what: "\(kind.rawValue) at \(depth) levels", wholeProgram: true) - base
                }
                report.add("\(kind.rawValue): growth of instructions, \(shallow / 1000)k → \(deep / 1000)k", instructions[1] / instructions[0], "×", digits: 2, atMost: 2.1)
            }
        }
        let request = RenderRequest(content: NestingKind.vstack.nest(deepest))
        let time = try median(runs: rounds) { _ = try RenderPipeline.data(request, format: .png) }
        report.add("\(deepest) nested VStacks rendered", time, "s", digits: 3, atMost: 1)
    }

    /// `depth-one KIND N`: one render of KIND nested N levels, timed.
    static func one(_ arguments: [String]) throws {
        guard let name = arguments.first, let kind = NestingKind(rawValue: name), let depth = arguments.dropFirst().first.flatMap({ Int($0) }) else {
            throw BenchError("depth-one KIND LEVELS; kinds: \(NestingKind.allCases.map(\.rawValue).joined(separator: " "))")
        }
        let request = RenderRequest(content: kind.nest(depth))
        let time = try seconds { _ = try RenderPipeline.data(request, format: .png) }
        print("\(kind.rawValue) × \(depth): \(fixed(1000 * time, 1)) ms")
    }
}

/// The containers and layout modifiers the depth benchmark nests.
enum NestingKind: String, CaseIterable {
    case vstack, hstack, zstack, zstackSeveral = "zstack-several", lazyVStack = "lazy-vstack", lazyHStack = "lazy-hstack"
    case grid, flexibleFrame = "flexible-frame", fixedSize = "fixed-size", layoutPriority = "layout-priority"
    case geometryReader = "geometry-reader", viewThatFits = "view-that-fits", customLayout = "custom-layout"
    case overlay, background, scrollView = "scroll-view", padding

    /// A text nested `depth` levels deep in this kind of container.
    func nest(_ depth: Int) -> AnyView {
        var view = AnyView(Text("Leaf"))
        for _ in 0..<depth { view = wrap(view) }
        return view
    }

    private func wrap(_ view: AnyView) -> AnyView {
        switch self {
        case .vstack: AnyView(VStack { view })
        case .hstack: AnyView(HStack { view })
        case .zstack: AnyView(ZStack { view })
        case .zstackSeveral: AnyView(ZStack { Color.white; view })
        case .lazyVStack: AnyView(LazyVStack { view })
        case .lazyHStack: AnyView(LazyHStack { view })
        case .grid: AnyView(Grid { GridRow { view } })
        case .flexibleFrame: AnyView(view.frame(maxWidth: .infinity))
        case .fixedSize: AnyView(view.fixedSize())
        case .layoutPriority: AnyView(HStack { view.layoutPriority(1) })
        case .geometryReader: AnyView(GeometryReader { _ in view })
        case .viewThatFits: AnyView(ViewThatFits { view })
        case .customLayout: AnyView(PassLayout { view })
        case .overlay: AnyView(view.overlay(Color.clear))
        case .background: AnyView(view.background(Color.clear))
        case .scrollView: AnyView(ScrollView { view })
        case .padding: AnyView(view.padding(0.001))
        }
    }
}

/// A custom layout that stacks its subviews at its top-leading corner.
private struct PassLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(.zero) { size, subview in
            let own = subview.sizeThatFits(proposal)
            return CGSize(width: max(size.width, own.width), height: max(size.height, own.height))
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
    }
}
