import Foundation
import Testing
import Vellum

/// A red 10-point square at `opacity`, shifted `x` points right, on a 40 × 10 clear canvas.
private func square(opacity: Double, x: Double = 0) -> some View {
    Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10).opacity(opacity).offset(x: x)
        .frame(width: 40, height: 10, alignment: .leading)
}

private struct Values {
    var opacity = 0.0
    var x = 0.0
}

/// Plays 0 → 1 → 0.2 once when its trigger changes, on appear.
private struct Triggered: View {
    @State private var taps = 0

    var body: some View {
        square(opacity: 1)
            .keyframeAnimator(initialValue: 1.0, trigger: taps) { content, value in content.opacity(value) } keyframes: { _ in
                LinearKeyframe(0.0, duration: 0.5)
                LinearKeyframe(1.0, duration: 0.5)
            }
            .onAppear { taps += 1 }
    }
}

/// The alpha of the pixel at `x`, 5, `time` seconds after the view appeared.
private func alpha(_ view: some View, at time: Double, x: Int = 5) throws -> Double {
    let renderer = ImageRenderer(content: view)
    renderer.time = time
    let image = try RGBAImage(png: renderer.pngData())
    return Double(image[x, 5].a) / 255
}

@Suite("Keyframe animators")
struct KeyframeAnimatorTests {
    @Test("Keyframes follow one another, each from where the one before left the value, and repeat")
    func linearMoveAndRepeat() throws {
        let view = KeyframeAnimator(initialValue: 0.0) { value in square(opacity: value) } keyframes: { _ in
            LinearKeyframe(1.0, duration: 0.5)
            LinearKeyframe(0.2, duration: 0.5)
            MoveKeyframe(0.6)
            LinearKeyframe(0.6, duration: 0.5, timingCurve: .easeIn)
        }
        for (time, expected) in [(0.0, 0.0), (0.25, 0.5), (0.5, 1.0), (0.75, 0.6), (1.0, 0.6), (1.25, 0.6), (1.5, 0.0), (1.75, 0.5)] {
            #expect(abs(try alpha(view, at: time) - expected) < 0.01, "at \(time) s")
        }
        // A timing curve: easeIn is at 0.315 half way.
        let eased = KeyframeAnimator(initialValue: 0.0, repeating: false) { value in square(opacity: value) } keyframes: { _ in
            LinearKeyframe(1.0, duration: 1, timingCurve: .easeIn)
        }
        #expect(abs(try alpha(eased, at: 0.5) - 0.315) < 0.01)
        #expect(abs(try alpha(eased, at: 3) - 1) < 0.01, "not repeating, it stays at the end")
    }

    @Test("Tracks move the parts of a value independently")
    func tracks() throws {
        let view = square(opacity: 1).keyframeAnimator(initialValue: Values()) { _, value in square(opacity: value.opacity, x: value.x) } keyframes: { _ in
            KeyframeTrack(\.opacity) { LinearKeyframe(1.0, duration: 1) }
            KeyframeTrack(\.x) {
                MoveKeyframe(20)
                LinearKeyframe(20, duration: 2)
            }
        }
        #expect(try alpha(view, at: 0.5, x: 5) == 0, "moved away at once")
        #expect(abs(try alpha(view, at: 0.5, x: 25) - 0.5) < 0.01, "half faded in, 20 points right")
        #expect(abs(try alpha(view, at: 1.5, x: 25) - 1) < 0.01)
    }

    @Test("Springs settle on their target; cubic keyframes pass through theirs smoothly")
    func springsAndCubics() throws {
        let spring = KeyframeAnimator(initialValue: 0.0, repeating: false) { value in square(opacity: value) } keyframes: { _ in
            SpringKeyframe(1.0, spring: .smooth)
        }
        let half = Spring.smooth.settlingDuration / 2
        #expect(abs(try alpha(spring, at: half) - Spring.smooth.value(at: half)) < 0.01)
        #expect(abs(try alpha(spring, at: 5) - 1) < 0.01)
        let cubic = KeyframeAnimator(initialValue: 0.2, repeating: false) { value in square(opacity: value) } keyframes: { _ in
            CubicKeyframe(0.8, duration: 1)
            CubicKeyframe(0.5, duration: 1)
        }
        #expect(abs(try alpha(cubic, at: 1) - 0.8) < 0.01)
        #expect(abs(try alpha(cubic, at: 2) - 0.5) < 0.01)
        // Catmull-Rom: through 0.8 at one second with the slope from 0.2 to 0.5 over the two
        // seconds around it (0.15 a second), on both sides, so without a kink.
        let before = try alpha(cubic, at: 0.95), after = try alpha(cubic, at: 1.05)
        #expect(before < 0.8 && after > 0.8 && abs(after - before - 0.015) < 0.006, "\(before) \(after)")
    }

    @Test("With a trigger the keyframes play once from its change; before, the initial value")
    func triggered() throws {
        let still = square(opacity: 1).keyframeAnimator(initialValue: 1.0, trigger: 0) { content, value in content.opacity(value) } keyframes: { _ in
            LinearKeyframe(0.0, duration: 1)
        }
        #expect(try alpha(still, at: 0.5) == 1)
        for (time, expected) in [(0.0, 1.0), (0.25, 0.5), (0.5, 0.0), (0.75, 0.5), (2.0, 1.0)] {
            #expect(abs(try alpha(Triggered(), at: time) - expected) < 0.01, "at \(time) s")
        }
    }
}
