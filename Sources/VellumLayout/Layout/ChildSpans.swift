import CVellumKernels
import Foundation

/// Where in memory each child of a container lies with its descendants, kept side by side in
/// the container, so that while it visits one child it can ask the processor to fetch the
/// next.
///
/// A tree is made bottom-up and depth first, so a subtree's nodes, and the arrays and paths
/// made with them, mostly sit together in memory, ending with its root. Layout walks the tree
/// twice (to size it, then to place it), following one pointer at a time: in a tree too large
/// for the processor's caches every node came from memory in turn, and the second walk read
/// again what the first had read. Fetching the next child's whole span while the current one
/// is measured or placed overlaps those reads: `vellum-bench layout-tree 100000` went from
/// 42 ms to 24 ms, 10,000 nodes from 2.2 to 2.0. Spans larger than 256 KB (a quarter of this
/// processor's level-2 cache: a subtree spread across the heap, or one that is most of the
/// tree) are not fetched. Containers within a fetched subtree fetch their own children again:
/// asking for lines already held costs a little, but the processor drops some of a long run of
/// fetches and the nearer ones catch those (fetching only at the outermost level whose
/// children fit, 100,000 nodes take 29 ms). A tree that fits in the level-2 cache fetches
/// nothing (see `LayoutContext.fetchesAhead`).
///
/// A span larger than 4 KB is not asked for at once but 8 lines at each node that layout
/// visits meanwhile (`Node.size` asks for them). The processor holds only so many fetches in
/// flight: asked for a row of 25 cells at once (60 KB, 940 lines), it stopped at the loop of
/// fetches until most of them had come (`perf`: nine tenths of the fetching's samples there),
/// so the reads did not overlap the work. Spread out, they do: the fastest of 15 layouts
/// (`vellum-bench layout-tree`) of 100,000 nodes went from 15.0–16.6 ms to 12.5–12.7, from
/// emptied caches 15.1–16.0 → 12.9–13.1, and of 10,000 nodes 1.04–1.12 → 0.91–0.96 (4, 8
/// or 16 lines a visit did alike, 32 or more worse; spans of 16 KB or less at once alike,
/// 64 KB as before, 1 KB worse). What is left of one span when the next is asked for is
/// fetched at once, as it is wanted first. Drawing does the same, asking for the next lines at
/// each child a container draws: the display list of 100,000 nodes (`vellum-bench
/// stage-split 100000`, the fastest three of five) 11.3–13.1 → 7.3–10.5 ms, of 10,000 nodes
/// unchanged; the layout boxes are made the same way.
package struct ChildSpans {
    /// The lowest and highest address of a node and its descendants.
    package struct Span {
        package private(set) var low: UInt
        package private(set) var high: UInt

        /// How many bytes the span covers.
        package var length: UInt { high - low }

        init(low: UInt, high: UInt) {
            self.low = low
            self.high = high
        }

        /// The span of `node`, whose children are made, from their spans and its own address
        /// and the 512 bytes after it, which hold the node (a span only guides fetching: a
        /// line fetched for nothing, or missed, changes no result).
        init(of node: Node, children: [Node]) {
            let own = UInt(bitPattern: Unmanaged.passUnretained(node).toOpaque())
            low = children.reduce(own) { min($0, $1.span.low) }
            high = children.reduce(own + 512) { max($0, $1.span.high) }
        }
    }

    private static let largest: UInt = 256 << 10
    private let spans: [Span]

    package init(_ children: [Node]) {
        spans = children.map(\.span)
    }

    /// Asks for child `index` and its descendants to be fetched, if the tree is one that
    /// gains from it (`LayoutContext.fetchesAhead`), there is such a child and its span is
    /// not too large: a small span at once, a larger one gradually, as the walk visits nodes
    /// (`LayoutContext.fetchSome`).
    package func prefetch(_ index: Int, _ context: LayoutContext) {
        guard context.fetchesAhead, index < spans.count else { return }
        let span = spans[index]
        guard span.length > 0, span.length <= Self.largest else { return }
        if span.length <= Self.atOnce {
            vellum_prefetch_range(span.low, span.high)
        } else {
            context.fetchGradually(span)
        }
    }

    /// The largest span fetched at once.
    private static let atOnce: UInt = 4 << 10
    /// How many lines of a larger span are asked for at each node visited.
    fileprivate static let linesPerVisit: UInt = 8
}

extension LayoutContext {
    /// Starts fetching `span` a few lines at each node visited from now on (`fetchSome`);
    /// what is left of the span fetched before is asked for at once, as it is wanted first.
    func fetchGradually(_ span: ChildSpans.Span) {
        if aheadNext < aheadEnd { vellum_prefetch_range(aheadNext, aheadEnd) }
        aheadNext = span.low & ~63
        aheadEnd = span.high
    }

    /// Asks for the next few lines of the span being fetched gradually, if any.
    @inline(__always)
    func fetchSome() {
        guard aheadNext < aheadEnd else { return }
        let end = min(aheadNext + ChildSpans.linesPerVisit * 64, aheadEnd)
        vellum_prefetch_range(aheadNext, end)
        aheadNext = end
    }
}
