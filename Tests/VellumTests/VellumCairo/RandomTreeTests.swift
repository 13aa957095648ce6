import Foundation
import Testing
import Vellum
import VellumCLI
import VellumCairo
import VellumTestSupport

/// Random view trees from a fixed seed: the same bytes every time, on any thread and in any
/// process, and boxes that obey the layout rules. `Scripts/soak` runs many more.
@Suite("Random view trees")
struct RandomTreeTests {
    static let seed: UInt64 = 20_261_130
    static let count = 40

    static func trees(seed: UInt64 = seed, count: Int = count) -> [RandomView] {
        var random = SeededGenerator(seed: seed)
        return (0..<count).map { _ in RandomView.make(depth: 5, using: &random) }
    }

    static func request(_ tree: RandomView) -> RenderRequest {
        RenderRequest(content: tree.view, scale: 2, proposal: ProposedViewSize(width: 390, height: nil))
    }

    @Test("The generator is seeded: the same trees from the same seed")
    func generatorIsSeeded() {
        #expect(Self.trees().map(\.description) == Self.trees().map(\.description))
        #expect(Self.trees(seed: 1).map(\.description) != Self.trees(seed: 2).map(\.description))
    }

    @Test("Rendered twice in one process, and on two threads at once, every tree gives the same bytes")
    func sameBytesTwiceAndOnTwoThreads() throws {
        let trees = Self.trees()
        let first = try trees.map { try RenderPipeline.data(Self.request($0), format: .png) }
        let second = try trees.map { try RenderPipeline.data(Self.request($0), format: .png) }
        #expect(first == second)
        let parallel = RenderThreads.map(count: trees.count, jobs: 2) { index in
            Result { try RenderPipeline.data(Self.request(trees[index]), format: .png) }
        }
        for (index, result) in parallel.enumerated() {
            #expect(try result.get() == first[index], "tree \(index): \(trees[index])")
        }
        let svg = try trees.prefix(10).map { try RenderPipeline.data(Self.request($0), format: .svg) }
        #expect(try trees.prefix(10).map { try RenderPipeline.data(Self.request($0), format: .svg) } == svg)
    }

    @Test("The same tree on three threads at once, with fonts made afresh, gives the same bytes every time")
    func sameBytesOnThreeThreadsAtOnce() throws {
        // Tree 21 wraps a long text into a column a letter wide: the line breaks follow every
        // glyph's width, so any difference in the fonts' metrics between threads shows.
        let tree = Self.trees()[21]
        let reference = try RenderPipeline.data(Self.request(tree), format: .png)
        let renders = RenderThreads.map(count: 45, jobs: 3) { index -> Data? in
            if index % 9 == 0 { try? RenderThreads.run { ThreadFonts.releaseCurrent() } }
            return try? RenderPipeline.data(Self.request(tree), format: .png)
        }
        #expect(renders.filter { $0 != reference }.count == 0, "of \(renders.count) renders")
    }

    @Test("Fonts made afresh, as after a leak check empties Pango's caches, draw the same bytes")
    func sameBytesWithFreshFonts() throws {
        let trees = Self.trees().prefix(12)
        let before = try trees.map { try RenderPipeline.data(Self.request($0), format: .png) }
        try RenderThreads.run { ThreadFonts.releaseCurrent() }
        let after = try trees.map { try RenderPipeline.data(Self.request($0), format: .png) }
        #expect(after == before)
    }

    @Test("Another process renders the same bytes")
    func sameBytesInAnotherProcess() throws {
        let folder = try temporaryFolder()
        let helper = try testHelperExecutable()
        let run = try runProgram(helper, ["random-trees", String(Self.seed), String(Self.count), folder.path])
        #expect(run.status == 0, "\(run.err)")
        for (index, tree) in Self.trees().enumerated() {
            let name = "tree-" + String(index).leftPadded(to: 3) + ".png"
            let theirs = try Data(contentsOf: folder.appendingPathComponent(name))
            #expect(theirs == (try RenderPipeline.data(Self.request(tree), format: .png)), "tree \(index): \(tree)")
        }
    }

    @Test("Every box obeys the layout rules")
    func layoutInvariants() throws {
        for (index, tree) in Self.trees(seed: Self.seed + 1, count: 120).enumerated() {
            let layout = try RenderPipeline.layout(Self.request(tree))
            let violations = LayoutInvariants.violations(of: tree, in: layout, pixel: 0.5)
            #expect(violations.isEmpty, "tree \(index): \(tree)\n\(violations.prefix(5).joined(separator: "\n"))\n\(layout.dump())")
        }
    }
}
