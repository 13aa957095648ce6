import Foundation
import Testing
import Vellum

/// `containerRelativeFrame`: sized from the nearest scroll view, or from the size the render
/// proposes.
@Suite struct ContainerRelativeFrameTests {
    private func layout(_ view: some View, width: CGFloat? = 390, height: CGFloat? = nil) throws -> LayoutNode {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: width, height: height)
        return try renderer.layout()
    }

    private func frames(_ root: LayoutNode, named name: String) -> [CGRect] {
        root.allNodes.filter { $0.name == name }.map(\.frame)
    }

    @Test func thePictureIsTheOutermostContainer() throws {
        let root = try layout(Color.red.containerRelativeFrame(.horizontal), width: 300)
        #expect(root.frame.size == CGSize(width: 300, height: 10), "as wide as proposed; the height follows the view")
        let both = try layout(Color.red.containerRelativeFrame([.horizontal, .vertical]) { length, axis in axis == .horizontal ? length / 2 : length / 4 },
                              width: 300, height: 200)
        #expect(both.frame.size == CGSize(width: 150, height: 50))
    }

    @Test func carouselCardsShareTheScrollViewsWidth() throws {
        let carousel = ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<5, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 12).fill(Color.blue)
                        .frame(height: 80)
                        .containerRelativeFrame(.horizontal, count: 3, span: index == 0 ? 2 : 1, spacing: 10)
                }
            }
        }
        let root = try layout(carousel)
        let cards = frames(root, named: "containerRelativeFrame")
        let third = (390 - 2 * 10) / 3.0
        #expect(cards.count == 5)
        #expect(abs(cards[0].width - (2 * third + 10)) < 0.001, "a card spanning two columns covers the gap between them")
        #expect(cards.dropFirst().allSatisfy { abs($0.width - third) < 0.001 })
        #expect(root.frame.width == 390, "the scroll view takes the width offered; its content runs past it")
        #expect(abs(cards[1].minX - (cards[0].maxX + 10)) < 0.5)
    }

    @Test func theNearestScrollViewIsTheContainerWhateverItWasProbedWith() throws {
        // The row probes the scroll view with no width and with an unbounded one before it
        // settles on 300 points: the card is laid out again for each, and placed for 300.
        let row = HStack(spacing: 0) {
            ScrollView(.horizontal) { Color.red.frame(height: 20).containerRelativeFrame(.horizontal) { length, _ in length * 0.8 } }
            Color.blue.frame(width: 90)
        }
        let root = try layout(row, width: 390)
        let card = try #require(frames(root, named: "containerRelativeFrame").first)
        #expect(abs(card.width - 240) < 0.001, "80% of the scroll view's 300 points, not of the picture's 390")
        let tall = try layout(ScrollView { VStack(spacing: 0) { ForEach(0..<3, id: \.self) { _ in Color.green.containerRelativeFrame(.vertical, count: 2, spacing: 0) } } }
                                .frame(height: 200))
        #expect(frames(tall, named: "containerRelativeFrame").map(\.height) == [100, 100, 100])
        // A scroll view inside another is the nearer container.
        let nested = ScrollView { ScrollView(.horizontal) { Color.red.containerRelativeFrame(.horizontal) }.frame(width: 120, height: 40) }
        #expect(frames(try layout(nested), named: "containerRelativeFrame").first?.width == 120)
    }

    @Test func noContainerLengthOrBadArgumentsAreErrors() throws {
        do {
            _ = try layout(VStack { Color.red.containerRelativeFrame(.horizontal) }, width: nil)
            Issue.record("laid out with no container width")
        } catch let error as VellumError {
            #expect(error.description.contains("no container width"))
            #expect(error.description.contains("containerRelativeFrame"))
        }
        #expect(throws: VellumError.self) { try layout(Color.red.containerRelativeFrame(.horizontal, count: 0, spacing: 8)) }
        #expect(throws: VellumError.self) { try layout(Color.red.containerRelativeFrame(.horizontal, count: 2, span: 3, spacing: 8)) }
        #expect(throws: VellumError.self) { try layout(Color.red.containerRelativeFrame(.horizontal, count: 2, spacing: .nan)) }
        #expect(throws: VellumError.self) { try layout(Color.red.containerRelativeFrame(.horizontal) { _, _ in .infinity }) }
    }
}

@Suite struct ContentMarginsTests {
    private func contentFrame(_ view: some View) throws -> CGRect? {
        try ImageRenderer(content: view).layout().allNodes.first { $0.name == "Color" }?.frame
    }

    @Test func scrollContentIsInsetByTheMargins() throws {
        let list = ScrollView { Color.red.frame(height: 40) }.frame(width: 200, height: 100)
        #expect(try contentFrame(list) == CGRect(x: 0, y: 0, width: 200, height: 40))
        #expect(try contentFrame(list.contentMargins(.horizontal, 20)) == CGRect(x: 20, y: 0, width: 160, height: 40))
        #expect(try contentFrame(list.contentMargins(.top, 12, for: .scrollContent)) == CGRect(x: 0, y: 12, width: 200, height: 40))
        #expect(try contentFrame(list.contentMargins(20, for: .scrollIndicators)) == CGRect(x: 0, y: 0, width: 200, height: 40))
        // The margin set nearer the scroll view wins, edge by edge.
        #expect(try contentFrame(VStack { list.contentMargins(.leading, 5) }.contentMargins(.horizontal, 20)) == CGRect(x: 5, y: 0, width: 175, height: 40))
    }

    @Test func otherViewsAndInnerScrollViewsAreNotInset() throws {
        #expect(try contentFrame(Color.red.frame(width: 30, height: 30).contentMargins(20)) == CGRect(x: 0, y: 0, width: 30, height: 30))
        let nested = ScrollView { ScrollView(.horizontal) { Color.red.frame(width: 50, height: 20) }.frame(width: 120, height: 20) }
            .contentMargins(.leading, 10).frame(width: 200, height: 100)
        // The outer content (the inner scroll view, 120 wide) is centred in 190 points after the 10-point margin;
        // the inner scroll view's own content has no margin.
        let inner = try #require(try contentFrame(nested))
        let outer = try ImageRenderer(content: nested).layout().allNodes.filter { $0.name == "ScrollView" }.map(\.frame)
        #expect(inner.minX == outer[1].minX)
        #expect(throws: VellumError.self) { try contentFrame(ScrollView { Color.red }.contentMargins(.all, nil)) }
    }
}

@Suite struct ScrollClipTests {
    @Test func contentPastTheEdgesShowsOnlyWhenClippingIsDisabled() throws {
        func picture(_ clipDisabled: Bool) throws -> RGBAImage {
            let strip = ScrollView(.horizontal) { HStack(spacing: 0) { ForEach(0..<4, id: \.self) { _ in Color.red.frame(width: 40, height: 20) } } }
                .scrollClipDisabled(clipDisabled)
                .frame(width: 60, height: 20)
            return try renderImage(HStack(spacing: 0) { strip; Color.clear.frame(width: 60, height: 20) })
        }
        let clipped = try picture(false), open = try picture(true)
        #expect(clipped[30, 10].a == 255 && open[30, 10].a == 255, "inside the scroll view both draw")
        #expect(clipped[90, 10].a == 0, "past its edge the clipped one draws nothing")
        #expect(open[90, 10].r == 255 && open[90, 10].a == 255, "the other draws its content there")
        #expect(try renderImage(Color.blue.frame(width: 10, height: 10).scrollClipDisabled()).pixels == (try renderImage(Color.blue.frame(width: 10, height: 10)).pixels))
    }
}
