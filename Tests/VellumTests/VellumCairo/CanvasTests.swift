import Foundation
import Testing
import Vellum
import VellumImage

/// `Canvas` draws what its renderer records, in each drawing's transform, opacity, clip and
/// blend mode.
@Suite struct CanvasTests {
    private func render(width: CGFloat = 100, height: CGFloat = 40, _ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) throws -> RGBAImage {
        try renderImage(Canvas(renderer: renderer).frame(width: width, height: height))
    }

    @Test("Paths are filled and stroked where the context's transform puts them")
    func fillsAndTransforms() throws {
        let image = try render { context, size in
            context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.black))
            var moved = context
            moved.translateBy(x: 50, y: 10)
            moved.scaleBy(x: 2, y: 1)
            moved.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.black))
            // The copy's transform is its own: this one is drawn where the first was.
            context.stroke(Path(CGRect(x: 2, y: 2, width: 16, height: 16)), with: .color(.white), lineWidth: 2)
        }
        #expect(image.width == 100 && image.height == 40)
        #expect(image[10, 10] == (0, 0, 0, 255))
        #expect(image[2, 10] == (255, 255, 255, 255), "the white stroke over the black square")
        #expect(image[55, 15] == (0, 0, 0, 255) && image[69, 19] == (0, 0, 0, 255))
        #expect(image[71, 15].a == 0 && image[45, 15].a == 0 && image[55, 25].a == 0)
    }

    @Test("Clips, opacity and layers apply to what is drawn after them")
    func clipsOpacityAndLayers() throws {
        let image = try render { context, size in
            var clipped = context
            clipped.clip(to: Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)))
            clipped.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black))
            var faint = context
            faint.opacity = 0.5
            faint.drawLayer { layer in
                // Two overlapping squares in one layer: the overlap is no darker than the rest.
                layer.fill(Path(CGRect(x: 60, y: 0, width: 20, height: 20)), with: .color(.black))
                layer.fill(Path(CGRect(x: 70, y: 0, width: 20, height: 20)), with: .color(.black))
            }
        }
        #expect(image[25, 20] == (0, 0, 0, 255))
        #expect(image[55, 20].a == 0)
        #expect(abs(Int(image[65, 10].a) - 128) <= 1)
        #expect(image[75, 10].a == image[65, 10].a)
    }

    @Test("Gradients run between points of the context; text is drawn at its anchor")
    func gradientsAndText() throws {
        let image = try render { context, size in
            context.fill(Path(CGRect(origin: .zero, size: CGSize(width: size.width, height: 10))),
                         with: .linearGradient(Gradient(colors: [.black, .white]), startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0)))
        }
        #expect(image[1, 5].r < 10 && image[98, 5].r > 245 && abs(Int(image[50, 5].r) - 128) < 20)

        let drawn = try renderImage(Canvas { context, _ in
            context.draw(Text("Hi"), at: CGPoint(x: 30, y: 8), anchor: .topLeading)
        }.frame(width: 100, height: 40), scale: 2)
        let placed = try renderImage(ZStack(alignment: .topLeading) {
            Color.clear
            Text("Hi").offset(x: 30, y: 8)
        }.frame(width: 100, height: 40), scale: 2)
        #expect(drawn == placed)
    }

    @Test("Numbers that are not finite are errors naming the canvas")
    func badNumbers() throws {
        #expect {
            _ = try render { context, _ in context.fill(Path(CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)), with: .color(.red)) }
        } throws: { "\($0)".contains("Canvas") && "\($0)".contains("not finite") }
        #expect {
            _ = try render { context, _ in context.stroke(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red), lineWidth: .infinity) }
        } throws: { "\($0)".contains("Canvas") }
        #expect {
            _ = try render { context, _ in
                context.scaleBy(x: .infinity, y: 1)
                context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
            }
        } throws: { "\($0)".contains("Canvas transform") }
    }
}
