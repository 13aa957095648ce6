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
    /// not too large.
    package func prefetch(_ index: Int, _ context: LayoutContext) {
        guard context.fetchesAhead, index < spans.count else { return }
        let span = spans[index]
        guard span.length > 0, span.length <= Self.largest else { return }
        vellum_prefetch_range(span.low, span.high)
    }
}
