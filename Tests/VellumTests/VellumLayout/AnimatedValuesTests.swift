import Foundation
import Testing
import Vellum
import VellumCairo

/// A view that flips `on` inside `withAnimation(animation)` when it appears, and draws
/// `content(on)` on white.
private struct Flip<Content: View>: View {
    var animation: Animation
    @ViewBuilder var content: (Bool) -> Content
    @State private var on = false

    var body: some View {
        ZStack { Color.white; content(on) }
            .frame(width: 60, height: 60)
            .onAppear { withAnimation(animation) { on = true } }
    }
}

/// The view rendered at scale 1, `time` seconds after it appeared.
private func picture<V: View>(_ view: V, at time: Double) throws -> RGBAImage {
    let renderer = ImageRenderer(content: view)
    renderer.time = time
    return try RGBAImage(png: renderer.pngData())
}

/// How many pixels are darker than mid-grey.
private func darkPixels(_ image: RGBAImage) -> Int {
    var count = 0
    for y in 0..<image.height {
        for x in 0..<image.width where Int(image[x, y].r) + Int(image[x, y].g) + Int(image[x, y].b) < 3 * 128 { count += 1 }
    }
    return count
}

@Suite("Animated values")
struct AnimatedValuesTests {
    private let linear = Animation.linear(duration: 1)

    @Test("Opacity moves along the curve")
    func opacity() throws {
        let view = Flip(animation: linear) { on in Color.black.opacity(on ? 0 : 1) }
        #expect(try picture(view, at: 0)[30, 30].r == 0)
        #expect(abs(Int(try picture(view, at: 0.5)[30, 30].r) - 128) <= 2)
        #expect(abs(Int(try picture(view, at: 0.25)[30, 30].r) - 64) <= 2)
        #expect(try picture(view, at: 1)[30, 30].r == 255)
        // From half to full: drawn bare at the end, yet it moves rather than crossfades.
        let toFull = Flip(animation: linear) { on in Color.black.opacity(on ? 1 : 0.5) }
        #expect(abs(Int(try picture(toFull, at: 0.5)[30, 30].r) - 64) <= 2, "opacity 0.75 half way")
    }

    @Test("Colours and gradient stops move from the old to the new")
    func colours() throws {
        let fill = Flip(animation: linear) { on in Rectangle().fill(on ? Color(red: 0, green: 0, blue: 1) : Color(red: 1, green: 0, blue: 0)) }
        var reds: [Int] = [], blues: [Int] = []
        for time in [0, 0.25, 0.5, 0.75, 1.0] {
            let pixel = try picture(fill, at: time)[30, 30]
            reds.append(Int(pixel.r))
            blues.append(Int(pixel.b))
        }
        #expect(reds.first == 255 && reds.last == 0 && blues.first == 0 && blues.last == 255)
        #expect(reds == reds.sorted(by: >) && Set(reds).count == 5, "red fades steadily: \(reds)")
        #expect(blues == blues.sorted() && Set(blues).count == 5, "blue grows steadily: \(blues)")

        let gradient = Flip(animation: linear) { on in
            LinearGradient(colors: [on ? Color(red: 0, green: 0, blue: 1) : Color(red: 1, green: 0, blue: 0), .white], startPoint: .leading, endPoint: .trailing)
        }
        let start = try picture(gradient, at: 0)[0, 30], middle = try picture(gradient, at: 0.5)[0, 30], end = try picture(gradient, at: 1)[0, 30]
        #expect(start.r > 240 && start.b < 15 && end.b > 240 && end.r < 15)
        #expect((60...200).contains(Int(middle.r)) && (60...200).contains(Int(middle.b)), "the first stop is half way: \(middle)")
    }

    @Test("Scale and rotation move along the curve")
    func scaleAndRotation() throws {
        let scaled = Flip(animation: linear) { on in Color.black.frame(width: 20, height: 20).scaleEffect(on ? 2 : 1) }
        #expect(darkPixels(try picture(scaled, at: 0)) == 400)
        #expect(abs(darkPixels(try picture(scaled, at: 0.5)) - 900) <= 60, "30 × 30 half way")
        #expect(darkPixels(try picture(scaled, at: 1)) == 1600)

        let rotated = Flip(animation: linear) { on in Color.black.frame(width: 40, height: 4).rotationEffect(.degrees(on ? 90 : 0)) }
        func extent(_ image: RGBAImage) -> (width: Int, height: Int) {
            var xs: [Int] = [], ys: [Int] = []
            for y in 0..<image.height { for x in 0..<image.width where image[x, y].r < 128 { xs.append(x); ys.append(y) } }
            return (xs.max()! - xs.min()! + 1, ys.max()! - ys.min()! + 1)
        }
        #expect(extent(try picture(rotated, at: 0)) == (40, 4))
        let half = extent(try picture(rotated, at: 0.5))
        #expect(abs(half.width - half.height) <= 1 && (29...32).contains(half.width), "45° half way: \(half)")
        #expect(extent(try picture(rotated, at: 1)) == (4, 40))

        // A spinner turns a whole turn, though 360° is the same matrix as 0°.
        let spinner = Flip(animation: linear) { on in Color.black.frame(width: 40, height: 4).rotationEffect(.degrees(on ? 360 : 0)) }
        #expect(extent(try picture(spinner, at: 0.25)) == (4, 40), "a quarter turn after a quarter second")
        #expect(extent(try picture(spinner, at: 0.5)) == (40, 4))
        // Popping in from nothing grows rather than fades.
        let pop = Flip(animation: linear) { on in Color.black.frame(width: 40, height: 40).scaleEffect(on ? 1 : 0) }
        #expect(darkPixels(try picture(pop, at: 0)) == 0)
        #expect(darkPixels(try picture(pop, at: 0.5)) == 400, "20 × 20, fully dark, half way")
    }

    @Test("Effects nested in one another move from rest together, not crossfading")
    func nestedEffectsFromRest() throws {
        // At rest (scale 1, opacity 1) neither effect is drawn; half way both are.
        let both = Flip(animation: linear) { on in Color.black.frame(width: 20, height: 20).scaleEffect(on ? 2 : 1).opacity(on ? 0.5 : 1) }
        let still = Flip(animation: linear) { _ in Color.black.frame(width: 20, height: 20).scaleEffect(1.5).opacity(0.75) }
        #expect(try picture(both, at: 0.5) == picture(still, at: 0))
        let reversed = Flip(animation: linear) { on in Color.black.frame(width: 20, height: 20).opacity(on ? 0.5 : 1).scaleEffect(on ? 2 : 1) }
        let reversedStill = Flip(animation: linear) { _ in Color.black.frame(width: 20, height: 20).opacity(0.75).scaleEffect(1.5) }
        #expect(try picture(reversed, at: 0.5) == picture(reversedStill, at: 0))
    }

    /// A square whose opacity goes from 1 to 0 when it appears, changed without
    /// `withAnimation` (or with `explicit`) under `.animation(implicit, value:)` of that state,
    /// and `.animation(ofOther, value:)` of a state that does not change.
    private struct Implicit: View {
        var implicit: Animation?
        var explicit: Animation?
        var ofOther: Animation?
        @State private var on = false
        @State private var other = 0

        var body: some View {
            Color.black.frame(width: 20, height: 20).opacity(on ? 0 : 1)
                .animation(implicit, value: on)
                .animation(ofOther, value: other)
                .frame(width: 60, height: 60).background(Color.white)
                .onAppear {
                    if let explicit { withAnimation(explicit) { on = true } } else { on = true }
                }
        }
    }

    @Test("animation(_:value:) animates the changes of its value made without an animation")
    func implicitAnimation() throws {
        func grey(_ view: Implicit, _ time: Double) throws -> Int { Int(try picture(view, at: time)[30, 30].r) }
        let plain = Implicit(implicit: linear)
        #expect(try grey(plain, 0) == 0)
        #expect(abs(try grey(plain, 0.5) - 128) <= 2)
        #expect(try grey(plain, 1) == 255)
        // A shimmer's idiom: the phase set on appear, repeated for ever under the modifier.
        let forever = Implicit(implicit: linear.repeatForever())
        #expect(abs(try grey(forever, 1.25) - 191) <= 2, "on the way back, a quarter of the way")
        // A change with its own animation keeps it; no animation, or a value that did not
        // change, leaves the change immediate.
        #expect(abs(try grey(Implicit(implicit: linear, explicit: .linear(duration: 2)), 1) - 128) <= 2)
        #expect(try grey(Implicit(implicit: nil), 0) == 255)
        #expect(try grey(Implicit(implicit: nil, ofOther: linear), 0) == 255)
    }

    /// A square that fades out over a second when it appears, then (its completion) fades back
    /// in over a second, then turns red at once.
    private struct Chained: View {
        @State private var faded = false
        @State private var red = false

        var body: some View {
            (red ? Color(red: 1, green: 0, blue: 0) : Color.black).frame(width: 20, height: 20).opacity(faded ? 0 : 1)
                .frame(width: 60, height: 60).background(Color.white)
                .onAppear {
                    withAnimation(.linear(duration: 1)) { faded = true } completion: {
                        withAnimation(.linear(duration: 1)) { faded = false } completion: { red = true }
                    }
                }
        }
    }

    @Test("An animation's completion runs at its end: what it changes starts then")
    func completions() throws {
        func pixel(_ time: Double) throws -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) { try picture(Chained(), at: time)[30, 30] }
        #expect(try pixel(0).r == 0)
        #expect(abs(Int(try pixel(0.5).g) - 128) <= 2, "half faded")
        #expect(try pixel(1).g == 255, "faded out")
        #expect(abs(Int(try pixel(1.5).g) - 128) <= 2, "half back")
        #expect(try pixel(1.99).g < 10 && pixel(1.99).r < 10, "back, still black")
        #expect(try pixel(2).r == 255 && pixel(2).g == 0, "red once the second animation ended")
    }

    /// Two squares fading out together, the second under `transaction(transform)`.
    private struct TwoFades: View {
        var transform: (inout Transaction) -> Void
        @State private var faded = false

        var body: some View {
            HStack(spacing: 0) {
                Color.black.frame(width: 20, height: 20).opacity(faded ? 0 : 1)
                Color.black.frame(width: 20, height: 20).opacity(faded ? 0 : 1).transaction(transform)
            }
            .frame(width: 60, height: 60).background(Color.white)
            .onAppear { withAnimation(.linear(duration: 1)) { faded = true } }
        }
    }

    @Test("transaction(_:) changes the animation of what the view draws, and only that")
    func transactions() throws {
        func greys(_ view: TwoFades, _ time: Double) throws -> (Int, Int) {
            let image = try picture(view, at: time)
            return (Int(image[20, 30].r), Int(image[40, 30].r))
        }
        let off = try greys(TwoFades { $0.animation = nil }, 0.5)
        #expect(abs(off.0 - 128) <= 2 && off.1 == 255, "the first half way, the second already faded: \(off)")
        #expect(try greys(TwoFades { $0.animation = nil }, 0) == (0, 255))
        #expect(try greys(TwoFades { $0.disablesAnimations = true }, 0.5).1 == 255)
        let slower = try greys(TwoFades { $0.animation = .linear(duration: 2) }, 0.5)
        #expect(abs(slower.0 - 128) <= 2 && abs(slower.1 - 64) <= 2, "the second a quarter of the way: \(slower)")
        #expect(try greys(TwoFades { _ in }, 0.5).1 == greys(TwoFades { _ in }, 0.5).0)
    }

    /// A square that turns red and fades out when it appears, without `withAnimation`: the
    /// fade inside `animation(_:body:)`, or the whole under `transaction(_:)`.
    private struct Scoped: View {
        var wholeUnderTransaction = false
        @State private var on = false

        var body: some View {
            Group {
                if wholeUnderTransaction {
                    Rectangle().fill(on ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1)).frame(width: 20, height: 20)
                        .opacity(on ? 0 : 1)
                        .transaction { $0.animation = .linear(duration: 1) }
                } else {
                    Rectangle().fill(on ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1)).frame(width: 20, height: 20)
                        .animation(.linear(duration: 1)) { $0.opacity(on ? 0 : 1) }
                }
            }
            .frame(width: 60, height: 60).background(Color.white)
            .onAppear { on = true }
        }
    }

    @Test("animation(_:body:) animates only the modifiers in its body; transaction(_:) can animate a change made at once")
    func scopedAnimations() throws {
        let scoped = try picture(Scoped(), at: 0.5)[30, 30]
        #expect(scoped.r == 255 && abs(Int(scoped.g) - 128) <= 2 && abs(Int(scoped.b) - 128) <= 2, "already red, half faded: \(scoped)")
        let whole = try picture(Scoped(wholeUnderTransaction: true), at: 0.5)[30, 30]
        #expect(abs(Int(whole.r) - 191) <= 3 && abs(Int(whole.b) - 191) <= 3 && abs(Int(whole.g) - 128) <= 3, "half way from blue to red, half faded: \(whole)")
        #expect(try picture(Scoped(), at: 1)[30, 30].g == 255, "faded out")
    }

    /// Two squares fading out at once when the view appears, each under
    /// `transaction(value:)` of a value: the first of the state that changes, the second of one
    /// that does not.
    private struct ValueTransactions: View {
        @State private var faded = false
        @State private var other = 0

        var body: some View {
            HStack(spacing: 0) {
                Color.black.frame(width: 20, height: 20).opacity(faded ? 0 : 1).transaction(value: faded) { $0.animation = .linear(duration: 1) }
                Color.black.frame(width: 20, height: 20).opacity(faded ? 0 : 1).transaction(value: other) { $0.animation = .linear(duration: 1) }
            }
            .frame(width: 60, height: 60).background(Color.white)
            .onAppear { faded = true }
        }
    }

    @Test("transaction(value:_:) changes the transactions only when its value changes")
    func valueTransactions() throws {
        let image = try picture(ValueTransactions(), at: 0.5)
        #expect(abs(Int(image[20, 30].r) - 128) <= 2, "animated: its value changed")
        #expect(image[40, 30].r == 255, "at once: its value did not change")
    }

    @Test("repeatForever autoreverses by default, and jumps back when it does not")
    func repeating() throws {
        let reversing = Flip(animation: linear.repeatForever()) { on in Color.black.opacity(on ? 0 : 1) }
        let values = try [0.5, 1, 1.5, 2, 2.5].map { Int(try picture(reversing, at: $0)[30, 30].r) }
        #expect(abs(values[0] - 128) <= 2 && values[1] == 255 && abs(values[2] - 128) <= 2 && values[3] == 0 && abs(values[4] - 128) <= 2, "\(values)")

        let restarting = Flip(animation: linear.repeatForever(autoreverses: false)) { on in Color.black.opacity(on ? 0 : 1) }
        let again = try [0.5, 1.25, 2.75].map { Int(try picture(restarting, at: $0)[30, 30].r) }
        #expect(abs(again[0] - 128) <= 2 && abs(again[1] - 64) <= 2 && abs(again[2] - 191) <= 2, "\(again)")
    }

    @Test("A delay holds the start")
    func delay() throws {
        let view = Flip(animation: linear.delay(0.5)) { on in Color.black.opacity(on ? 0 : 1) }
        #expect(try picture(view, at: 0.4)[30, 30].r == 0)
        #expect(abs(Int(try picture(view, at: 1)[30, 30].r) - 128) <= 2)
        #expect(try picture(view, at: 1.6)[30, 30].r == 255)
    }
}

@Suite struct InterpolatingSpringTests {
    /// The position of a mass `m` on a spring of stiffness `k` and damping `c`, from 0 toward
    /// 1 at rest, integrated in small steps.
    private func simulated(mass m: Double, stiffness k: Double, damping c: Double, at time: Double) -> Double {
        var x = 0.0, v = 0.0
        let dt = 1e-5
        for _ in 0..<Int((time / dt).rounded()) {
            let a = (-k * (x - 1) - c * v) / m
            v += a * dt
            x += v * dt
        }
        return x
    }

    @Test func theMotionIsThatOfItsPhysics() throws {
        for (m, k, c) in [(1.0, 170.0, 15.0), (2.0, 50.0, 20.0), (1.0, 300.0, 40.0)] {
            let animation = Animation.interpolatingSpring(mass: m, stiffness: k, damping: c)
            for time in [0.05, 0.1, 0.2, 0.4, 0.8] {
                let expected = simulated(mass: m, stiffness: k, damping: c, at: time)
                #expect(abs(animation.progress(at: time) - expected) < 2e-3, "m \(m) k \(k) c \(c) at \(time): \(animation.progress(at: time)) vs \(expected)")
            }
        }
    }
}
