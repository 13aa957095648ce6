import Foundation
import Testing
import Vellum

/// Layout does work in proportion to the depth of nesting, not its square or more: a view deep
/// inside containers is measured, and asked for its guides, as often at any depth.
@Suite struct NestingDepthTests {
    /// How often layout asked the leaf for what.
    private final class Counts: @unchecked Sendable {
        var sizes = 0
        var guides = 0
    }

    /// A 40×20 leaf with a guide of its own on each axis (as a text has its baselines), which
    /// counts how often it is measured and asked for a guide.
    private struct CountingLeaf: Layout {
        let counts: Counts

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            counts.sizes += 1
            return CGSize(width: 40, height: 20)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}

        func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
            counts.guides += 1
            return 12
        }

        func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
            counts.guides += 1
            return 15
        }
    }

    /// A custom layout that places its subviews at its top-leading corner.
    private struct Pass: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            subviews.reduce(CGSize.zero) { size, subview in
                let own = subview.sizeThatFits(proposal)
                return CGSize(width: max(size.width, own.width), height: max(size.height, own.height))
            }
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
        }
    }

    /// The containers and layout modifiers nested, by name.
    private static let kinds: [(String, @Sendable (AnyView) -> AnyView)] = [
        ("VStack", { v in AnyView(VStack { v }) }),
        ("HStack", { v in AnyView(HStack { v }) }),
        ("ZStack", { v in AnyView(ZStack { v }) }),
        ("ZStack of several", { v in AnyView(ZStack(alignment: .topLeading) { Color.white; v; Text("x") }) }),
        ("VStack of several", { v in AnyView(VStack(alignment: .leading) { v; Spacer(); Text("x") }) }),
        ("HStack by baseline", { v in AnyView(HStack(alignment: .firstTextBaseline) { Text("x"); v }) }),
        ("LazyVStack", { v in AnyView(LazyVStack { v }) }),
        ("LazyHStack", { v in AnyView(LazyHStack { v }) }),
        ("Grid", { v in AnyView(Grid { GridRow { v; Text("x") } }) }),
        ("flexible frame", { v in AnyView(v.frame(maxWidth: .infinity, alignment: .leading)) }),
        ("fixed frame", { v in AnyView(v.frame(width: 300, alignment: .trailing)) }),
        ("fixedSize", { v in AnyView(v.fixedSize()) }),
        ("layoutPriority", { v in AnyView(HStack { Text("x"); v.layoutPriority(1) }) }),
        ("GeometryReader", { v in AnyView(GeometryReader { _ in v }) }),
        ("ViewThatFits", { v in AnyView(ViewThatFits { v }) }),
        ("custom Layout", { v in AnyView(Pass { v }) }),
        ("overlay", { v in AnyView(v.overlay(alignment: .bottomTrailing) { Color.red.frame(width: 2, height: 2) }) }),
        ("background", { v in AnyView(v.background(alignment: .leading) { Text("x") }) }),
        ("alignmentGuide", { v in AnyView(v.alignmentGuide(.leading) { $0[.leading] + 1 }) }),
        ("padding", { v in AnyView(v.padding(1)) }),
        ("ScrollView", { v in AnyView(ScrollView { v }) }),
    ]

    /// The leaf's counts after a layout of it nested `depth` levels in `kind`, offered 320 wide.
    private func counts(_ kind: (AnyView) -> AnyView, depth: Int) throws -> Counts {
        let counts = Counts()
        var view = AnyView(CountingLeaf(counts: counts) { EmptyView() })
        for _ in 0..<depth { view = kind(view) }
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 320, height: nil)
        _ = try renderer.layout()
        return counts
    }

    @Test("A leaf is measured and asked for guides as often at 10 levels deep as at 5", arguments: kinds.indices)
    func workDoesNotGrowWithDepth(_ index: Int) throws {
        let (name, kind) = Self.kinds[index]
        let shallow = try counts(kind, depth: 5), deep = try counts(kind, depth: 10)
        #expect(shallow.sizes > 0, "\(name): the leaf was never measured")
        #expect(deep.sizes <= shallow.sizes, "\(name): measured \(shallow.sizes) times at 5 levels, \(deep.sizes) at 10")
        #expect(deep.guides <= shallow.guides, "\(name): guides asked \(shallow.guides) times at 5 levels, \(deep.guides) at 10")
    }

    @Test("10,000 nested VStacks lay out and render")
    func tenThousandStacks() throws {
        var view = AnyView(Text("Deep"))
        for _ in 0..<10_000 { view = AnyView(VStack { view }) }
        let renderer = ImageRenderer(content: view)
        var node = try renderer.layout()
        var depth = 0
        while let child = node.children.first { node = child; depth += 1 }
        #expect(node.name == "Text(\"Deep\")")
        #expect(depth >= 10_000)
        #expect(try renderer.pngData().count > 0)
    }
}
