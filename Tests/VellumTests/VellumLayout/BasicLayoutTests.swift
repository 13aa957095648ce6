import Foundation
import Testing
import Vellum

@Suite struct BasicLayoutTests {
    @Test func defaultPaddingIs16OnEveryEdge() throws {
        let root = try layoutWithFixedText(Color.red.frame(width: 50, height: 20).padding())
        #expect(root.frame.size == CGSize(width: 82, height: 52))
        #expect(try #require(root.first(named: "frame")).frame.origin == CGPoint(x: 16, y: 16))
    }

    @Test func severalViewsAtTheRootAreStackedWithSpacing8() throws {
        let root = try layoutWithFixedText(Group {
            Color.red.frame(width: 200, height: 200)
            Color.green.frame(width: 200, height: 200)
            Color.blue.frame(width: 200, height: 200)
            Color.gray.frame(width: 200, height: 200)
        })
        #expect(root.frame.height == 824)
        #expect(root.children.map(\.frame.minY) == [0, 208, 416, 624])
    }

    @Test func fixedFrameOffersItsSizeAndAlignsItsChild() throws {
        let root = try layoutWithFixedText(Color.red.frame(width: 40, height: 10).frame(width: 100, height: 50, alignment: .bottomTrailing))
        #expect(root.frame.size == CGSize(width: 100, height: 50))
        #expect(root.children[0].frame == CGRect(x: 60, y: 40, width: 40, height: 10))
    }

    @Test func shapesFillTheProposalAnd10PointsWhenUnspecified() throws {
        #expect(try layoutWithFixedText(Rectangle()).frame.size == CGSize(width: 10, height: 10))
        #expect(try layoutWithFixedText(Rectangle(), proposal: ProposedViewSize(width: 30, height: nil)).frame.size == CGSize(width: 30, height: 10))
    }

    @Test func stackWithExplicitSpacingAddsItBetweenChildren() throws {
        let root = try layoutWithFixedText(VStack(spacing: 5) {
            Color.red.frame(width: 10, height: 10)
            Color.red.frame(width: 30, height: 10)
        })
        #expect(root.frame.size == CGSize(width: 30, height: 25))
        // Centred by default.
        #expect(root.children[0].frame.minX == 10)
    }

    @Test func backgroundTakesThePrimarySizeAndDoesNotChangeLayout() throws {
        let root = try layoutWithFixedText(Text("abc").background(Color.yellow.frame(width: 500, height: 500)))
        #expect(root.name == "background")
        #expect(root.frame.width == 30)
    }

    @Test func positionsSnapToThePixelGridOfTheScale() throws {
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10.3)
            Color.blue.frame(width: 10, height: 10)
        }
        let atOne = try layoutWithFixedText(view, scale: 1)
        let atTwo = try layoutWithFixedText(view, scale: 2)
        #expect(atOne.children[1].frame.minY == 10)
        #expect(atTwo.children[1].frame.minY == 10.5)
    }
}
