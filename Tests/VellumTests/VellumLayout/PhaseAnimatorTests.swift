import Foundation
import Testing
import Vellum

/// A red square whose opacity is the phase, in `phaseAnimator` modifiers and the view.
private func square(_ opacity: Double) -> some View {
    Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10).opacity(opacity)
}

/// A square that goes through 1 → 0.3 → 1 once when it appears (its trigger changes then).
private struct Triggered: View {
    @State private var taps = 0

    var body: some View {
        Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10)
            .phaseAnimator([1.0, 0.3], trigger: taps) { content, phase in content.opacity(phase) }
            .onAppear { taps += 1 }
    }
}

/// The alpha of the middle pixel, `time` seconds after the view appeared.
private func alpha(_ view: some View, at time: Double) throws -> Double {
    let renderer = ImageRenderer(content: view)
    renderer.time = time
    let image = try RGBAImage(png: renderer.pngData())
    return Double(image[5, 5].a) / 255
}

@Suite("Phase animators")
struct PhaseAnimatorTests {
    /// `easeInOut` (0.42, 0, 0.58, 1) is at 0.5 half way.
    @Test("Without a trigger the phases follow each other for ever, each change as long as its animation")
    func cyclesForEver() throws {
        let pulse = square(1).phaseAnimator([1.0, 0.3]) { content, phase in content.opacity(phase) }
        // .default: easeInOut over 0.35 s, from the first phase to the second and back.
        for (time, expected) in [(0.0, 1.0), (0.175, 0.65), (0.35, 0.3), (0.525, 0.65), (0.7, 1.0), (1.05, 0.3), (7.0, 1.0), (7.175, 0.65)] {
            #expect(abs(try alpha(pulse, at: time) - expected) < 0.01, "at \(time) s")
        }
    }

    @Test("Each change is made with the animation to its phase; the last phase goes back to the first")
    func animationsByPhase() throws {
        let view = PhaseAnimator([0.0, 1.0, 0.5]) { phase in square(phase) } animation: { phase in
            phase == 1 ? .linear(duration: 1) : .linear(duration: 0.5)
        }
        for (time, expected) in [(0.0, 0.0), (0.5, 0.5), (1.0, 1.0), (1.25, 0.75), (1.5, 0.5), (1.75, 0.25), (2.0, 0.0), (2.25, 0.25)] {
            #expect(abs(try alpha(view, at: time) - expected) < 0.01, "at \(time) s")
        }
        // No animation: the change is immediate, and the next one follows at once.
        let steps = PhaseAnimator([1.0, 0.5]) { phase in square(phase) } animation: { phase in phase == 0.5 ? nil : .linear(duration: 1) }
        #expect(abs(try alpha(steps, at: 0) - 1) < 0.01)
        #expect(abs(try alpha(steps, at: 0.25) - 0.625) < 0.01)
    }

    @Test("With a trigger the phases are gone through once each time it changes, back to the first")
    func triggered() throws {
        let still = square(1).phaseAnimator([1.0, 0.3], trigger: 0) { content, phase in content.opacity(phase) }
        #expect(abs(try alpha(still, at: 0.2) - 1) < 0.01)
        for (time, expected) in [(0.0, 1.0), (0.175, 0.65), (0.35, 0.3), (0.525, 0.65), (0.7, 1.0), (1.5, 1.0)] {
            #expect(abs(try alpha(Triggered(), at: time) - expected) < 0.01, "at \(time) s")
        }
    }

    @Test func withoutPhasesItIsAnErrorSayingSo() throws {
        #expect {
            try ImageRenderer(content: PhaseAnimator([Double]()) { phase in square(phase) }).pngData()
        } throws: { error in
            "\(error)".contains("a phase animator needs at least one phase")
        }
    }
}
