import Foundation
import Testing
import Vellum
import VellumLayout

/// The rules of SWIFTUI-FACTS.md, each as arithmetic. Text is measured as 10 points a character.
@Suite struct LayoutRulesTests {
    private func frames<V: View>(_ view: V, width: CGFloat? = nil, height: CGFloat? = nil) throws -> LayoutNode {
        try layoutWithFixedText(view, proposal: ProposedViewSize(width: width, height: height))
    }

    @Test func workedExampleOfTheStackDistribution() throws {
        // A 150-wide HStack of frame(maxWidth: 100) and frame(minWidth: 100) gives 75 and 100.
        let stack = HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100)
            Color.blue.frame(minWidth: 100)
        }
        let root = try frames(stack, width: 150, height: 20)
        #expect(root.children.map(\.frame.width) == [75, 100])
        #expect(root.frame.width == 175, "it overflows the proposal")
        // With the default spacing of 8 between two colours, 142 is shared: 71 and 100.
        let spaced = try frames(HStack { Color.red.frame(maxWidth: 100); Color.blue.frame(minWidth: 100) }, width: 150, height: 20)
        #expect(spaced.children.map(\.frame.width) == [71, 100])
        #expect(spaced.children[1].frame.minX == 79)
    }

    @Test func flexibleFrameClampsTheProposal() throws {
        let bounded = Color.red.frame(minWidth: 50, maxWidth: 100)
        #expect(try frames(bounded, width: 30, height: 10).frame.width == 50)
        #expect(try frames(bounded, width: 80, height: 10).frame.width == 80)
        #expect(try frames(bounded, width: 200, height: 10).frame.width == 100)
        #expect(try frames(bounded).frame.width == 50, "unspecified: the child's 10, raised to the minimum")
        // Only a minimum: max(min(proposal, child), min).
        #expect(try frames(Text("abc").frame(minWidth: 100), width: 40).frame.width == 100)
        #expect(try frames(Text("abc").frame(minWidth: 10), width: 300).frame.width == 30)
        // Only a maximum: min(max(proposal, child), max).
        #expect(try frames(Text("abc").frame(maxWidth: 20)).frame.width == 20)
        #expect(try frames(Text("abc").frame(maxWidth: 200), width: 120).frame.width == 120)
        // maxWidth: .infinity takes all that is offered, and the child's size when offered nothing.
        #expect(try frames(Text("abc").frame(maxWidth: .infinity), width: 300).frame.width == 300)
        #expect(try frames(Text("abc").frame(maxWidth: .infinity)).frame.width == 30)
        // An ideal size answers an unspecified proposal.
        #expect(try frames(Color.red.frame(idealWidth: 70, idealHeight: 20)).frame.size == CGSize(width: 70, height: 20))
        #expect(try frames(Color.red.frame(idealWidth: 70).fixedSize(), width: 300, height: 10).frame.width == 70)
        #expect(try frames(Color.red.frame(idealWidth: 70), width: 300, height: 10).frame.width == 300)
    }

    @Test func childIsAlignedInsideItsFrame() throws {
        let root = try frames(Text("abc").frame(maxWidth: .infinity, alignment: .trailing), width: 100)
        #expect(root.children[0].frame.minX == 70)
        let top = try frames(Color.red.frame(width: 10, height: 10).frame(width: 50, height: 50, alignment: .top))
        #expect(top.children[0].frame.origin == CGPoint(x: 20, y: 0))
    }

    @Test func spacerTakesTheRestAndAtLeastItsMinimumLength() throws {
        let row = HStack { Text("a"); Spacer(); Text("b") }
        let ideal = try frames(row)
        #expect(ideal.frame.width == 28, "10 + 8 (the spacer's minimum, no spacing beside it) + 10")
        let wide = try frames(row, width: 100)
        #expect(wide.children.map(\.frame.width) == [10, 80, 10])
        #expect(wide.children[2].frame.minX == 90)
        #expect(try frames(HStack { Text("a"); Spacer(minLength: 20); Text("b") }).frame.width == 40)
        let column = try frames(VStack { Text("a"); Spacer() }, height: 100)
        #expect(column.children[1].frame.size == CGSize(width: 0, height: 100 - 17.0 * 2444 / 2048))
    }

    @Test func higherLayoutPriorityIsSizedFirst() throws {
        let stack = HStack(spacing: 0) {
            Color.red.frame(minWidth: 20, maxWidth: 200)
            Color.blue.frame(minWidth: 20, maxWidth: 200).layoutPriority(1)
        }
        #expect(try frames(stack, width: 150, height: 10).children.map(\.frame.width) == [20, 130])
        let even = HStack(spacing: 0) {
            Color.red.frame(minWidth: 20, maxWidth: 200)
            Color.blue.frame(minWidth: 20, maxWidth: 200)
        }
        #expect(try frames(even, width: 150, height: 10).children.map(\.frame.width) == [75, 75])
    }

    @Test func leastFlexibleChildIsSizedFirst() throws {
        // The fixed text is sized before the colour, which then takes what is left.
        let root = try frames(HStack(spacing: 0) { Color.red; Text("abcd") }, width: 100, height: 20)
        #expect(root.children.map(\.frame.width) == [60, 40])
    }

    @Test func fixedSizeTextTakesItsIdealSize() throws {
        let long = "one two three four five"
        let wrapped = try frames(Text(long).frame(width: 50))
        #expect(wrapped.children[0].frame.width <= 50)
        let fixed = try frames(Text(long).fixedSize().frame(width: 50))
        #expect(fixed.children[0].frame.width == 230)
        let vertical = try frames(Text(long).fixedSize(horizontal: false, vertical: true).frame(width: 50, height: 20))
        #expect(vertical.children[0].frame.height > 20, "wraps to 50 and keeps all its lines")
    }

    @Test func stacksOfferedInfinityOfferInfinityToEveryChild() throws {
        // Found by the random trees: measuring flexibility proposes infinity, and two flexible
        // children in a row used to leave ∞ − ∞ for the second (a NaN proposal).
        let row = HStack(spacing: 0) { Color.red; Color.blue }
        let framed = HStack(spacing: 10) { VStack { Color.green; row }.padding(15); Color.gray.padding(7) }
        let root = try frames(framed, width: 390)
        #expect(root.frame.width == 390)
        #expect(root.children.allSatisfy { $0.frame.width.isFinite && $0.frame.width > 0 })
        // Offered infinity itself, two colours are infinitely wide: an error naming the view.
        #expect(throws: VellumError.self) { try frames(row, width: .infinity, height: 10) }
    }

    @Test func fixedSizeStackOffersItsWidthWhenPlacing() throws {
        // The equal-width buttons idiom: sized at their ideal, the widest sets the stack's
        // width, and every flexible child is placed at that width.
        let buttons = VStack {
            Text("OK").frame(maxWidth: .infinity)
            Text("Cancel all").frame(maxWidth: .infinity)
            Divider()
        }.fixedSize()
        let root = try frames(buttons, width: 400, height: 400)
        let stack = root.children[0]
        #expect(stack.frame.width == 100)
        #expect(stack.children.map(\.frame.width) == [100, 100, 100])
        // Offered a width, the stack sizes its flexible children to it as before.
        let offered = try frames(VStack { Text("OK").frame(maxWidth: .infinity); Divider() }, width: 300)
        #expect(offered.children.map(\.frame.width) == [300, 300])
    }

    @Test func aspectRatioFitsOrFillsTheProposal() throws {
        #expect(try frames(Color.red.aspectRatio(2, contentMode: .fit), width: 100, height: 100).frame.size == CGSize(width: 100, height: 50))
        #expect(try frames(Color.red.aspectRatio(2, contentMode: .fill), width: 100, height: 100).frame.size == CGSize(width: 200, height: 100))
        #expect(try frames(Color.red.aspectRatio(0.5, contentMode: .fit), width: 100, height: 100).frame.size == CGSize(width: 50, height: 100))
        #expect(try frames(Color.red.aspectRatio(2, contentMode: .fit), width: 100).frame.size == CGSize(width: 100, height: 50))
    }

    @Test func overlayAndBackgroundAlignToThePrimaryView() throws {
        let view = Color.red.frame(width: 100, height: 50).overlay(alignment: .bottomTrailing) { Color.blue.frame(width: 10, height: 10) }
        let root = try frames(view)
        #expect(root.frame.size == CGSize(width: 100, height: 50))
        #expect(try #require(root.children[1].first(named: "Color")).frame.origin == CGPoint(x: 90, y: 40))
        let behind = try frames(Color.red.frame(width: 10, height: 10).background(Color.blue.frame(width: 30, height: 30), alignment: .topLeading))
        #expect(behind.frame.size == CGSize(width: 10, height: 10))
        #expect(behind.children[1].frame.origin == .zero)
    }

    @Test func geometryReaderTakesTheProposalAndPlacesItsContentTopLeading() throws {
        let reader = GeometryReader { proxy in Color.red.frame(width: proxy.size.width / 2, height: 10) }
        let root = try frames(reader.frame(width: 100, height: 60))
        let content = try #require(root.first(named: "Color"))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 50, height: 10))
        #expect(try frames(GeometryReader { _ in Color.red }).frame.size == CGSize(width: 10, height: 10))
    }

    @Test func stackAlignmentsPlaceChildrenAcrossTheAxis() throws {
        let leading = try frames(VStack(alignment: .leading) { Color.red.frame(width: 10, height: 5); Color.red.frame(width: 30, height: 5) })
        #expect(leading.children.map(\.frame.minX) == [0, 0])
        let trailing = try frames(VStack(alignment: .trailing) { Color.red.frame(width: 10, height: 5); Color.red.frame(width: 30, height: 5) })
        #expect(trailing.children.map(\.frame.minX) == [20, 0])
        let bottom = try frames(HStack(alignment: .bottom) { Color.red.frame(width: 5, height: 10); Color.red.frame(width: 5, height: 30) })
        #expect(bottom.children.map(\.frame.minY) == [20, 0])
    }

    @Test func textBaselinesAlignAcrossFonts() throws {
        let row = try frames(HStack(alignment: .firstTextBaseline) { Text("Big").font(.largeTitle); Text("small").font(.caption) })
        let big = row.children[0].frame, small = row.children[1].frame
        #expect(abs((big.minY + 34 * 1950 / 2048) - (small.minY + 12 * 1950 / 2048)) < 0.5)
        let last = try frames(HStack(alignment: .lastTextBaseline) { Text("one two").frame(width: 30); Color.red.frame(width: 5, height: 5) })
        #expect(abs(last.children[1].frame.maxY - (last.children[0].frame.minY + 17 * 2444 / 2048 + 17 * 1950 / 2048)) < 0.5)
    }

    private enum Marker: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
    }

    @Test func alignmentGuidesMoveViewsAndCustomGuidesWork() throws {
        let shifted = try frames(HStack(alignment: .center) {
            Color.red.frame(width: 10, height: 40)
            Color.blue.frame(width: 10, height: 10).alignmentGuide(VerticalAlignment.center) { d in d[.top] }
        })
        #expect(shifted.children[1].frame.minY == 20, "its top meets the other's centre")
        let marker = VerticalAlignment(Marker.self)
        let custom = try frames(HStack(alignment: marker) {
            Color.red.frame(width: 10, height: 40).alignmentGuide(marker) { _ in 30 }
            Color.blue.frame(width: 10, height: 10)
        })
        #expect(custom.children[1].frame.minY == 25)
    }

    @Test func guidesSetDeepInsideFixedCellsStillAlignThem() throws {
        // Only nodes with a guide-setting view inside them are asked for guides, and a cell of
        // fixed size is sized once for every proposal: neither shortcut may lose this guide,
        // three modifiers down (alignmentGuide › padding › background).
        let marked = Color.blue.frame(width: 10, height: 10)
            .alignmentGuide(VerticalAlignment.center) { d in d[.top] }
            .padding(2)
            .background(Color.red)
        let row = HStack(spacing: 0) {
            Color.green.frame(width: 10, height: 20).padding(1).background(Color.gray)
            marked
        }
        let ideal = try frames(row)
        // The plain cell is 12×22, centred at 11; the marked cell's guide is its blue top, 2 down.
        #expect(ideal.children[1].frame.minY == 9)
        #expect(ideal.frame.size == CGSize(width: 26, height: 23))
        for proposal in [ProposedViewSize(width: 0, height: 0), ProposedViewSize(width: 500, height: nil), ProposedViewSize(width: .infinity, height: .infinity)] {
            let offered = try frames(row, width: proposal.width, height: proposal.height)
            #expect(offered.frame.size == ideal.frame.size, "\(proposal)")
            #expect(offered.children.map(\.frame) == ideal.children.map(\.frame), "\(proposal)")
        }
        // A cell fixed on one axis only still follows the proposal on the other.
        let half = Color.red.frame(width: 10).padding(1)
        #expect(try frames(half, width: 300, height: 40).frame.size == CGSize(width: 12, height: 40))
        #expect(try frames(half, width: 300, height: 80).frame.size == CGSize(width: 12, height: 80))
        let fixedWidth = Text("abc def").fixedSize(horizontal: true, vertical: false).padding(1)
        #expect(try frames(fixedWidth, width: 20).frame.width == 72)
    }

    @Test func sizesAreRememberedPerProposal() {
        var memo = SizeMemo()
        let proposals = [ProposedViewSize.unspecified, ProposedViewSize(width: 0, height: nil), ProposedViewSize(width: nil, height: 0),
                         ProposedViewSize(width: .infinity, height: nil)]
            + (1...9).map { ProposedViewSize(width: CGFloat($0), height: 5) }
        for (index, proposal) in proposals.enumerated() {
            #expect(memo.size(for: proposal) == nil)
            memo.remember(CGSize(width: index, height: index), for: proposal)
        }
        #expect(memo.any.map { Int($0.width) }.map((1..<proposals.count).contains) == true)
        // Twelve are kept: the first, the oldest, is gone; nil, 0 and infinity stay apart.
        #expect(memo.size(for: proposals[0]) == nil)
        for index in 1..<proposals.count {
            #expect(memo.size(for: proposals[index]) == CGSize(width: index, height: index), "\(proposals[index])")
        }
    }

    @Test func aTreeLargerThanTheCachesIsPlacedAsArithmeticSays() throws {
        // 12,000 nodes, more than a megabyte.
        let rows = 120, columns = 20
        let grid = VStack(spacing: 3) {
            ForEach(0..<rows, id: \.self) { row in
                HStack(spacing: 2) {
                    ForEach(0..<columns, id: \.self) { column in
                        Color.red.frame(width: 4, height: CGFloat(1 + row % 3)).padding(1).background(Color.blue)
                    }
                }
            }
        }
        let root = try frames(grid)
        #expect(root.children.count == rows)
        var y: CGFloat = 0
        for (row, line) in root.children.enumerated() {
            let height = CGFloat(1 + row % 3) + 2
            #expect(line.frame == CGRect(x: 0, y: y, width: CGFloat(columns) * 6 + CGFloat(columns - 1) * 2, height: height), "row \(row)")
            #expect(line.children.enumerated().allSatisfy { column, cell in cell.frame.minX == CGFloat(column) * 8 && cell.frame.minY == y })
            y += height + 3
        }
    }

    @Test func zStackAlignsEveryChildInTheUnionOfThem() throws {
        let root = try frames(ZStack(alignment: .topLeading) { Color.red.frame(width: 50, height: 40); Color.blue.frame(width: 10, height: 10) })
        #expect(root.frame.size == CGSize(width: 50, height: 40))
        #expect(root.children[1].frame.origin == .zero)
        let centred = try frames(ZStack { Color.red.frame(width: 50, height: 40); Color.blue.frame(width: 10, height: 10) })
        #expect(centred.children[1].frame.origin == CGPoint(x: 20, y: 15))
    }

    @Test func paddingInAllItsForms() throws {
        let base = Color.red.frame(width: 10, height: 10)
        #expect(try frames(base.padding(.horizontal, 5)).frame.size == CGSize(width: 20, height: 10))
        #expect(try frames(base.padding(.top)).frame.size == CGSize(width: 10, height: 26))
        #expect(try frames(base.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))).frame.size == CGSize(width: 16, height: 14))
        #expect(try frames(base.padding(-2)).frame.size == CGSize(width: 6, height: 6))
        // Padding offers its child the proposal minus the insets.
        #expect(try frames(Color.red.padding(10), width: 100, height: 50).children[0].frame.size == CGSize(width: 80, height: 30))
    }

    @Test func offsetMovesTheDrawingButNotTheLayoutAndPositionPlacesTheCentre() throws {
        let row = try frames(HStack(spacing: 0) { Color.red.frame(width: 10, height: 10).offset(x: 5, y: 7); Color.blue.frame(width: 10, height: 10) })
        #expect(row.children[1].frame.minX == 10)
        #expect(try #require(row.children[0].first(named: "frame")).frame.origin == CGPoint(x: 5, y: 7))
        let positioned = try frames(Color.red.frame(width: 10, height: 10).position(x: 50, y: 20).frame(width: 100, height: 100))
        #expect(try #require(positioned.first(named: "Color")).frame.origin == CGPoint(x: 45, y: 15))
    }

    @Test func lazyGridsShareTheWidthBetweenTheirColumns() throws {
        let grid = LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.flexible())], spacing: 10) {
            ForEach(0..<4) { _ in Color.red.frame(height: 20) }
        }
        let root = try frames(grid, width: 200)
        let cells = root.children
        #expect(cells.map(\.frame.width) == [50, 142, 50, 142])
        #expect(cells.map(\.frame.minX) == [0, 58, 0, 58])
        #expect(cells.map(\.frame.minY) == [0, 0, 30, 30])
        let adaptive = try frames(LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) { ForEach(0..<5) { _ in Color.red.frame(height: 10) } }, width: 260)
        #expect(Set(adaptive.children.map(\.frame.minX)).count == 3, "three columns of at least 80 fit in 260")
    }

    @Test func gridSizesColumnsAndRowsByTheirLargestCells() throws {
        let grid = Grid(horizontalSpacing: 4, verticalSpacing: 2) {
            GridRow { Color.red.frame(width: 30, height: 10); Color.red.frame(width: 50, height: 20) }
            GridRow { Color.red.frame(width: 40, height: 5); Color.red.frame(width: 20, height: 5) }
            Color.blue.frame(width: 60, height: 3)
        }
        let root = try frames(grid)
        #expect(root.frame.size == CGSize(width: 94, height: 20 + 5 + 3 + 4))
        let second = try #require(root.children[1].children.last)
        #expect(second.frame.origin == CGPoint(x: 44 + 15, y: 22 + 0), "centred in a 50-wide column")
    }

    @Test func rightToLeftMirrorsStacks() throws {
        let row = HStack(spacing: 0) { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 30, height: 10) }
        let ltr = try frames(row)
        let rtl = try frames(row.environment(\.layoutDirection, .rightToLeft))
        #expect(ltr.children.map(\.frame.minX) == [0, 10])
        #expect(try #require(rtl.first(named: "HStack")).children.map(\.frame.minX) == [30, 0])
    }
}

/// A flow layout, written as for SwiftUI: subviews in rows, wrapping when a row is full.
private struct FlowLayout: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = arrange(subviews, width: proposal.width ?? .infinity)
        return CGSize(width: rows.map(\.width).max() ?? 0, height: rows.last.map { $0.y + $0.height } ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for row in arrange(subviews, width: bounds.width) {
            for (index, x) in zip(row.indices, row.xs) {
                subviews[index].place(at: CGPoint(x: bounds.minX + x, y: bounds.minY + row.y), proposal: .unspecified)
            }
        }
    }

    private struct Row { var indices: [Int] = []; var xs: [CGFloat] = []; var width: CGFloat = 0; var height: CGFloat = 0; var y: CGFloat = 0 }

    private func arrange(_ subviews: Subviews, width: CGFloat) -> [Row] {
        var rows = [Row()]
        for (index, subview) in subviews.enumerated() {
            let size = subview.sizeThatFits(.unspecified)
            if !rows[rows.count - 1].indices.isEmpty, rows[rows.count - 1].width + spacing + size.width > width {
                let y = rows[rows.count - 1].y + rows[rows.count - 1].height + spacing
                rows.append(Row(y: y))
            }
            var row = rows.removeLast()
            let x = row.indices.isEmpty ? 0 : row.width + spacing
            row.indices.append(index)
            row.xs.append(x)
            row.width = x + size.width
            row.height = max(row.height, size.height)
            rows.append(row)
        }
        return rows
    }
}

private struct BrokenLayout: Layout {
    let size: CGSize
    let position: CGPoint

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { size }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: position, proposal: .unspecified) }
    }
}

@Suite struct CustomLayoutTests {
    @Test func flowLayoutPlacesRoundedRectanglesWhereTheArithmeticSays() throws {
        let widths: [CGFloat] = [40, 60, 30, 50, 70]
        let flow = FlowLayout(spacing: 10) {
            ForEach(widths.indices, id: \.self) { RoundedRectangle(cornerRadius: 6).frame(width: widths[$0], height: 20) }
        }
        let root = try layoutWithFixedText(flow, proposal: ProposedViewSize(width: 150, height: nil))
        // Row 1: 40 + 10 + 60 = 110 (+ 10 + 30 = 150 fits exactly); row 2: 50 + 10 + 70 = 130.
        #expect(root.children.map(\.frame.origin) == [CGPoint(x: 0, y: 0), CGPoint(x: 50, y: 0), CGPoint(x: 120, y: 0),
                                                        CGPoint(x: 0, y: 30), CGPoint(x: 60, y: 30)])
        #expect(root.frame.size == CGSize(width: 150, height: 50))
        #expect(root.name == "FlowLayout")
        // The same through AnyLayout.
        let any = try layoutWithFixedText(AnyLayout(FlowLayout(spacing: 10)) {
            ForEach(widths.indices, id: \.self) { RoundedRectangle(cornerRadius: 6).frame(width: widths[$0], height: 20) }
        }, proposal: ProposedViewSize(width: 150, height: nil))
        #expect(any.children.map(\.frame) == root.children.map(\.frame))
    }

    @Test func stackLayoutsMatchTheStacks() throws {
        let content = Group { Color.red.frame(width: 10, height: 20); Text("abc"); Color.blue.frame(minWidth: 5, maxWidth: 50) }
        let stack = try layoutWithFixedText(HStack(alignment: .top) { content }, proposal: ProposedViewSize(width: 100, height: 30))
        let layout = try layoutWithFixedText(HStackLayout(alignment: .top) { content }, proposal: ProposedViewSize(width: 100, height: 30))
        #expect(stack.children.map(\.frame) == layout.children.map(\.frame))
        let column = try layoutWithFixedText(VStack { content }, proposal: ProposedViewSize(width: 100, height: 90))
        let columnLayout = try layoutWithFixedText(VStackLayout { content }, proposal: ProposedViewSize(width: 100, height: 90))
        #expect(column.children.map(\.frame) == columnLayout.children.map(\.frame))
        let z = try layoutWithFixedText(ZStackLayout(alignment: .bottomTrailing) { content })
        #expect(z.children.map(\.frame.maxX) == [30, 30, 30])
    }

    @Test func layoutReturningNaNIsAnErrorNamingIt() throws {
        let view = VStack { BrokenLayout(size: CGSize(width: CGFloat.nan, height: 10), position: .zero) { Color.red } }
        let error = try #require(throws: VellumError.self) { try ImageRenderer(content: view).layout() }
        #expect(error.message.contains("BrokenLayout"))
        #expect(error.message.contains("not a number"))
        #expect(error.viewPath == ["VStack", "BrokenLayout"])
    }

    @Test func layoutPlacingAtInfinityIsAnErrorNamingIt() throws {
        let view = BrokenLayout(size: CGSize(width: 10, height: 10), position: CGPoint(x: CGFloat.infinity, y: 0)) { Color.red }
        let error = try #require(throws: VellumError.self) { try ImageRenderer(content: view).layout() }
        #expect(error.message.contains("BrokenLayout"))
        #expect(error.message.contains("not a finite position"))
    }

    @Test func tenThousandLevelsOfNestingLayOut() throws {
        var view = AnyView(Color.red.frame(width: 10, height: 10))
        for _ in 0..<10_000 { view = AnyView(view.padding(0.5)) }
        let root = try ImageRenderer(content: view).layout()
        #expect(root.frame.size == CGSize(width: 10_010, height: 10_010))
    }

    @Test func errorPathsOfDeepViewsAreAbbreviated() throws {
        var view = AnyView(Color.red.frame(width: CGFloat.nan))
        for _ in 0..<500 { view = AnyView(view.padding(1)) }
        let error = try #require(throws: VellumError.self) { try ImageRenderer(content: view).layout() }
        #expect(error.viewPath.count > 500)
        #expect(error.description.contains("padding ×500"))
        #expect(error.description.count < 300)
    }
}

@Suite struct GridColumnAlignmentTests {
    @Test func oneCellAlignsItsWholeColumn() throws {
        let grid = Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 20, height: 10)
                Color.blue.frame(width: 60, height: 10)
            }
            GridRow {
                Color.red.frame(width: 50, height: 10)
                Color.blue.frame(width: 30, height: 10).gridColumnAlignment(.trailing)
            }
            GridRow {
                Color.red.frame(width: 40, height: 10).gridColumnAlignment(.leading)
                Color.blue.frame(width: 40, height: 10)
            }
        }
        let frames = try ImageRenderer(content: grid).layout().allNodes.filter { $0.name == "frame" }.map(\.frame)
        // Column 0 is 50 wide (from 0), column 1 60 wide (from 60).
        #expect(frames.map(\.minX) == [0, 60, 0, 90, 0, 80], "\(frames.map(\.minX))")
        // Without the modifiers both columns are centred, the grid's default.
        let plain = Grid(horizontalSpacing: 10, verticalSpacing: 0) {
            GridRow { Color.red.frame(width: 20, height: 10); Color.blue.frame(width: 60, height: 10) }
            GridRow { Color.red.frame(width: 50, height: 10); Color.blue.frame(width: 30, height: 10) }
        }
        #expect(try ImageRenderer(content: plain).layout().allNodes.filter { $0.name == "frame" }.map(\.frame.minX) == [15, 60, 0, 75])
    }
}

@Suite struct FlipForRightToLeftTests {
    @Test func theDrawingIsMirroredOnlyRightToLeft() throws {
        let arrow = HStack(spacing: 0) { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 30, height: 10) }
        func pixels(_ view: some View) throws -> [UInt8] { try renderImage(view, scale: 2).pixels }
        #expect(try pixels(arrow.flipsForRightToLeftLayoutDirection(true)) == (try pixels(arrow)), "left to right, as it is")
        let rtl = try pixels(arrow.flipsForRightToLeftLayoutDirection(true).environment(\.layoutDirection, .rightToLeft))
        #expect(rtl == (try pixels(arrow.scaleEffect(x: -1, y: 1).environment(\.layoutDirection, .rightToLeft))))
        #expect(rtl != (try pixels(arrow.environment(\.layoutDirection, .rightToLeft))))
        #expect(try pixels(arrow.flipsForRightToLeftLayoutDirection(false).environment(\.layoutDirection, .rightToLeft))
                == (try pixels(arrow.environment(\.layoutDirection, .rightToLeft))))
    }
}
