import Foundation
import Testing
import Vellum

/// Moves a view by `distance` points right, through its transform.
private struct Shift: GeometryEffect {
    var distance: CGFloat
    var animatableData: CGFloat {
        get { distance }
        set { distance = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: distance, y: 0))
    }
}

/// Doubles a view about its centre: the transform uses the size it is given.
private struct Grow: GeometryEffect {
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: -size.width / 2, y: -size.height / 2)
            .concatenating(CGAffineTransform(scaleX: 2, y: 2))
            .concatenating(CGAffineTransform(translationX: size.width / 2, y: size.height / 2)))
    }
}

/// A perspective projection, which Vellum does not draw.
private struct Tilt: GeometryEffect {
    func effectValue(size: CGSize) -> ProjectionTransform {
        var projection = ProjectionTransform()
        projection.m13 = 0.001
        return projection
    }
}

/// A bar whose width and height are its animatable data, as custom shapes declare them.
private struct Bar: Shape {
    var width: CGFloat
    var height: CGFloat
    var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }

    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: rect.minX, y: rect.minY, width: width, height: height))
    }
}

/// `content` on white, 60 × 40, with `shifted` flipped inside `withAnimation(.linear(duration: 1))` on appear.
private struct Flip<Content: View>: View {
    @ViewBuilder var content: (Bool) -> Content
    @State private var on = false

    var body: some View {
        ZStack(alignment: .topLeading) { Color.white; content(on) }
            .frame(width: 60, height: 40)
            .onAppear { withAnimation(.linear(duration: 1)) { on = true } }
    }
}

private func picture(_ view: some View, at time: Double = 0) throws -> RGBAImage {
    let renderer = ImageRenderer(content: view)
    renderer.time = time
    return try RGBAImage(png: renderer.pngData())
}

@Suite("Animatable values and geometry effects")
struct AnimatableTests {
    private func square() -> some View { Color.black.frame(width: 10, height: 10) }

    @Test("A geometry effect draws its view through the transform it makes of the view's size")
    func geometryEffects() throws {
        let white = ZStack(alignment: .topLeading) { Color.white; square().modifier(Shift(distance: 20)) }.frame(width: 60, height: 40)
        let offset = ZStack(alignment: .topLeading) { Color.white; square().offset(x: 20) }.frame(width: 60, height: 40)
        #expect(try picture(white) == picture(offset))
        let grown = ZStack { Color.white; square().modifier(Grow()) }.frame(width: 60, height: 40)
        let scaled = ZStack { Color.white; square().scaleEffect(2) }.frame(width: 60, height: 40)
        #expect(try picture(grown) == picture(scaled))
        #expect {
            try picture(square().modifier(Tilt()))
        } throws: { error in
            "\(error)".contains("Tilt gives a transform with perspective, which Vellum does not draw yet")
        }
    }

    @Test("A geometry effect's change animates as its transform")
    func geometryEffectsAnimate() throws {
        let moving = Flip { on in Color.black.frame(width: 10, height: 10).modifier(Shift(distance: on ? 40 : 0)) }
        let still = Flip { _ in Color.black.frame(width: 10, height: 10).modifier(Shift(distance: 20)) }
        #expect(try picture(moving, at: 0.5) == picture(still, at: 0))
    }

    @Test("Custom shapes declare their animatable data with AnimatablePair")
    func animatablePairs() throws {
        let bar = ZStack(alignment: .topLeading) { Color.white; Bar(width: 30, height: 10).fill(.black) }.frame(width: 60, height: 40)
        let rectangle = ZStack(alignment: .topLeading) { Color.white; Color.black.frame(width: 30, height: 10) }.frame(width: 60, height: 40)
        #expect(try picture(bar) == picture(rectangle))

        var pair = AnimatablePair(CGFloat(1), AnimatablePair(2.0, 3.0))
        pair.scale(by: 2)
        #expect(pair == AnimatablePair(2, AnimatablePair(4, 6)))
        #expect(pair - AnimatablePair(1, AnimatablePair(1, 1)) == AnimatablePair(1, AnimatablePair(3, 5)))
        #expect(pair.magnitudeSquared == 4 + 16 + 36)
        var rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        rect.animatableData = rect.animatableData.scaled(by: 2)
        #expect(rect == CGRect(x: 2, y: 4, width: 6, height: 8))
        var angle = Angle.degrees(90)
        angle.animatableData += .pi / 2
        #expect(abs(angle.degrees - 180) < 1e-9)
    }
}
