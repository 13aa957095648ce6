import Foundation
import Testing
import Vellum
import VellumImage

/// `ViewThatFits` shows the first of its views that fits the space offered.
@Suite struct ViewThatFitsTests {
    /// Three 100×20 blocks in a row, or in a column when the row does not fit.
    private struct Adaptive: View {
        var axes: Axis.Set = [.horizontal, .vertical]
        var body: some View {
            ViewThatFits(in: axes) {
                HStack(spacing: 0) { Color.red.frame(width: 100, height: 20); Color.red.frame(width: 100, height: 20); Color.red.frame(width: 100, height: 20) }
                VStack(spacing: 0) { Color.blue.frame(width: 100, height: 20); Color.blue.frame(width: 100, height: 20); Color.blue.frame(width: 100, height: 20) }
            }
        }
    }

    private func size(_ view: some View, width: CGFloat?, height: CGFloat? = nil) throws -> CGSize {
        try ImageRenderer(content: view.frame(width: width, height: height, alignment: .topLeading)).layout().children[0].frame.size
    }

    @Test("The first view whose ideal size fits is chosen, the last when none does")
    func choosesTheFirstThatFits() throws {
        #expect(try size(Adaptive(), width: 400) == CGSize(width: 300, height: 20))
        #expect(try size(Adaptive(), width: 300) == CGSize(width: 300, height: 20))
        #expect(try size(Adaptive(), width: 299.5) == CGSize(width: 100, height: 60))
        // Nothing fits 50 × 30: the last view, offered the whole space.
        #expect(try size(Adaptive(), width: 50, height: 30) == CGSize(width: 100, height: 60))
        // Offered its ideal size, the first view fits.
        #expect(try ImageRenderer(content: Adaptive()).layout().frame.size == CGSize(width: 300, height: 20))
    }

    @Test("Only the constrained axes count")
    func onlyConstrainedAxesCount() throws {
        // 10 points tall: the row's 20 does not fit vertically, but only the width is checked.
        #expect(try size(Adaptive(axes: .horizontal), width: 400, height: 10) == CGSize(width: 300, height: 20))
        #expect(try size(Adaptive(), width: 400, height: 10) == CGSize(width: 100, height: 60))
        // Only the height is checked: a column 300 wide fits as a row.
        #expect(try size(Adaptive(axes: .vertical), width: 50, height: 40) == CGSize(width: 300, height: 20))
    }

    @Test("Only the chosen view is laid out and drawn")
    func onlyTheChosenViewIsDrawn() throws {
        let row = try renderImage(Adaptive().frame(width: 320, height: 70, alignment: .topLeading))
        #expect(row[50, 10].r > 200 && row[50, 10].b < 100)
        #expect(row[50, 30].a == 0)
        let column = try renderImage(Adaptive().frame(width: 250, height: 70, alignment: .topLeading))
        #expect(column[50, 10].b > 200 && column[50, 10].r < 50)
        #expect(column[50, 50].b > 200)
        #expect(column[150, 10].a == 0)
        let boxes = try ImageRenderer(content: Adaptive().frame(width: 250)).layout()
        #expect(boxes.children[0].name == "ViewThatFits" && boxes.children[0].children.count == 1)
    }

    @Test("A long label gives way to a short one")
    func textAlternatives() throws {
        let label = ViewThatFits(in: .horizontal) {
            Text("Add to your shopping basket")
            Text("Add")
        }
        let wide = try ImageRenderer(content: label.frame(width: 400)).layout().children[0].frame.width
        let narrow = try ImageRenderer(content: label.frame(width: 60)).layout().children[0].frame.width
        #expect(wide > 150 && narrow < 40)
    }
}
