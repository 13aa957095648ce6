import Foundation
import Testing
@testable import VellumUI

/// A rectangle's outline is kept as its edges rather than as elements; nothing that reads,
/// compares, moves or extends the path may tell the difference.
@Suite("Paths: a rectangle kept as its edges")
struct PathStorageTests {
    /// The outline `addRect` makes, written out element by element.
    private func written(_ r: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: r.minX, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        path.addLine(to: CGPoint(x: r.minX, y: r.maxY))
        path.closeSubpath()
        return path
    }

    private func visited(_ path: Path) -> [Path.Element] {
        var elements: [Path.Element] = []
        path.forEach { elements.append($0) }
        return elements
    }

    @Test("Read, compared, hashed and measured, a rectangle is the outline written element by element")
    func readsAsItsElements() {
        for rect in [CGRect(x: 3, y: -4.5, width: 10, height: 0.25), CGRect(x: 10, y: 10, width: -6, height: -2), CGRect(x: 0, y: 0, width: 0, height: 0)] {
            let kept = Path(rect), byShape = Rectangle().path(in: rect), byHand = written(rect.standardized)
            #expect(kept.elements == byHand.elements)
            #expect(visited(kept) == byHand.elements)
            #expect(kept == byHand && byHand == kept && byShape == kept)
            #expect(kept.hashValue == byHand.hashValue)
            #expect(kept.boundingRect == byHand.boundingRect)
            #expect(kept.isEmpty == byHand.isEmpty && kept.isFinite == byHand.isFinite)
            #expect(kept.currentPoint == byHand.currentPoint)
        }
        #expect(Path(CGRect(x: 0, y: 0, width: 1, height: 1)) != Path(CGRect(x: 0, y: 0, width: 1, height: 2)))
        #expect(!Path(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)).isFinite)
    }

    @Test("Moved, flipped, turned and extended, it gives the points its elements would, bit for bit")
    func transformsAsItsElements() {
        let rect = CGRect(x: -0.0, y: 1.5, width: 7.25, height: 3)
        let transforms = [CGAffineTransform(translationX: 2.5, y: -1), CGAffineTransform(translationX: 0, y: 0.1),
                          CGAffineTransform(scaleX: -1, y: 2), CGAffineTransform(rotationAngle: 0.3),
                          CGAffineTransform(a: 1, b: 0.5, c: 0, d: 1, tx: 3, ty: 4)]
        for transform in transforms {
            var kept = Path(rect), byHand = written(rect)
            kept.transform(by: transform)
            byHand.transform(by: transform)
            // Compared bit for bit: a zero's sign shows in a vector file.
            func bits(_ path: Path) -> [[UInt]] {
                path.elements.map { element -> [UInt] in
                    switch element {
                    case let .move(p), let .line(p): return [p.x.bitPattern, p.y.bitPattern]
                    default: return []
                    }
                }
            }
            #expect(bits(kept) == bits(byHand), "\(transform)")
            #expect(kept.boundingRect == byHand.boundingRect, "\(transform)")
        }
        var extended = Path(rect), byHand = written(rect)
        extended.addLine(to: CGPoint(x: 20, y: 20))
        byHand.addLine(to: CGPoint(x: 20, y: 20))
        extended.addRect(CGRect(x: 1, y: 1, width: 2, height: 2))
        byHand.addRect(CGRect(x: 1, y: 1, width: 2, height: 2))
        #expect(extended.elements == byHand.elements)
        var added = Path()
        added.addPath(Path(rect), transform: CGAffineTransform(translationX: 1, y: 1))
        #expect(added.elements == written(rect).applying(CGAffineTransform(translationX: 1, y: 1)).elements)
    }
}
