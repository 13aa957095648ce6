import CCairo
import Foundation
import Synchronization
import Testing
import Vellum
import VellumCLI
import VellumCairo
import VellumLayout
import VellumTestSupport
import VellumUI

/// Texts laid out once are found again for other proposals (`TextLayouts`): what is found must
/// be what laying the text out anew for that proposal gives, whatever the proposals before it.
@Suite struct TextLayoutsTests {
    private static func font(_ size: CGFloat, _ weight: Font.Weight = .regular) -> ResolvedFont {
        Font.system(size: size, weight: weight).resolve(in: EnvironmentValues())
    }

    private static let red = ResolvedPaint.color(RGBA(1, 0, 0))
    private static let blue = ResolvedPaint.color(RGBA(0, 0, 1, 0.5))

    /// Short labels, tracked capitals, paragraphs that wrap, hard line breaks, a line limit,
    /// fallback fonts, right-to-left text and runs of several fonts and colours.
    private static let texts: [TextSpec] = [
        TextSpec(runs: [.init(string: "light", font: font(12), paint: red)]),
        TextSpec(runs: [.init(string: "on · dark", font: font(12))]),
        TextSpec(runs: [.init(string: "TOKENS", font: font(13, .semibold), tracking: 0.8)]),
        TextSpec(runs: [.init(string: "A paragraph that wraps over several lines when it is offered little width.", font: font(15))]),
        TextSpec(runs: [.init(string: "first\nsecond line", font: font(17))], alignment: .center),
        TextSpec(runs: [.init(string: "One line at most, however long the text goes on", font: font(15))], lineLimit: 1),
        TextSpec(runs: [.init(string: "Hi 👋 你好 مرحبا", font: font(15))]),
        // One cluster Pango cannot break: it overflows a narrow width, and is truncated when
        // the height leaves room for one line.
        TextSpec(runs: [.init(string: "👍🏽", font: font(10, .semibold))]),
        TextSpec(runs: [.init(string: "W", font: font(15))]),
        TextSpec(runs: [.init(string: "\ttab", font: font(15))]),
        TextSpec(runs: [.init(string: "مرحبا بالعالم الجميل", font: font(15))], alignment: .trailing, layoutDirection: .rightToLeft),
        TextSpec(runs: [.init(string: "Bold ", font: font(15, .bold), paint: red), .init(string: "plain", font: font(15), paint: blue),
                        .init(string: " bold again", font: font(15, .bold), paint: red)]),
    ]

    /// Proposals around `text`'s natural width, narrower, wider, unlimited, and with heights
    /// that leave room for one or two lines.
    private static func proposals(_ text: TextSpec) -> [ProposedViewSize] {
        let natural = PangoText.make(text, proposal: .unspecified, context: ThreadFonts.current.measuringContext).measurement.size.width
        let line = text.lineHeight
        var proposals: [ProposedViewSize] = [.unspecified, .infinity, .zero, ProposedViewSize(width: .infinity, height: 0)]
        for delta in [-40, -1, -0.01, -1.0 / 2048, 0, 1.0 / 2048, 0.01, 1, 40] as [CGFloat] {
            proposals.append(ProposedViewSize(width: natural + delta, height: nil))
        }
        proposals += [ProposedViewSize(width: natural / 2, height: nil), ProposedViewSize(width: natural / 3, height: nil),
                      ProposedViewSize(width: natural, height: line), ProposedViewSize(width: natural + 10, height: line),
                      ProposedViewSize(width: natural / 2, height: 2 * line + 1), ProposedViewSize(width: natural * 2, height: line / 2),
                      ProposedViewSize(width: natural - 1, height: line), ProposedViewSize(width: natural / 2, height: line),
                      ProposedViewSize(width: 0, height: line)]
        return proposals
    }

    /// The same proposals ascending, descending and shuffled (with a fixed seed).
    private static func orders(_ proposals: [ProposedViewSize]) -> [[ProposedViewSize]] {
        let ascending = proposals.sorted { ($0.width ?? -1) < ($1.width ?? -1) }
        var generator = SeededGenerator(seed: 7)
        return [ascending, ascending.reversed(), proposals.shuffled(using: &generator)]
    }

    @Test func measurementsFoundAgainAreThoseMeasuredAnew() throws {
        try RenderThreads.run {
            for text in Self.texts {
                let proposals = Self.proposals(text)
                var anew: [ProposedViewSize: TextMeasurement] = [:]
                for proposal in proposals {
                    ThreadFonts.releaseCurrent()
                    ThreadFonts.forgetMeasurements(of: text)
                    anew[proposal] = ThreadFonts.current.measured(text, proposal: proposal)
                }
                for order in Self.orders(proposals) {
                    ThreadFonts.releaseCurrent()
                    ThreadFonts.forgetMeasurements(of: text)
                    for proposal in order {
                        let found = ThreadFonts.current.measured(text, proposal: proposal)
                        #expect(found == anew[proposal], "\(text.string) for \(proposal): \(found), anew \(anew[proposal]!)")
                    }
                }
            }
            ThreadFonts.releaseCurrent()
        }
    }

    @Test("A text one thread measured is not laid out again on another, and measures the same as laid out anew")
    func measurementsAreSharedByThreads() throws {
        // A text and size no other test measures.
        let text = TextSpec(runs: [.init(string: "Measured once, for every thread", font: Self.font(19.37))])
        let proposals = [ProposedViewSize.unspecified, ProposedViewSize(width: 90, height: nil)]
        ThreadFonts.forgetMeasurements(of: text)
        let first = try RenderThreads.run { proposals.map { ThreadFonts.current.measured(text, proposal: $0) } }
        /// `body` on a thread of its own, with fonts of its own.
        func onNewThread<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
            let result = Mutex<T?>(nil), done = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                let value = body()
                result.withLock { $0 = value }
                done.signal()
            }
            done.wait()
            return result.withLock { $0! }
        }
        let found = onNewThread { (proposals.map { ThreadFonts.current.measured(text, proposal: $0) }, ThreadFonts.current.textsMeasured) }
        #expect(found.0 == first)
        #expect(found.1 == 0, "laid out again on another thread")
        ThreadFonts.forgetMeasurements(of: text)
        let anew = onNewThread { (proposals.map { ThreadFonts.current.measured(text, proposal: $0) }, ThreadFonts.current.textsMeasured) }
        #expect(anew.0 == first)
        #expect(anew.1 == proposals.count)
    }

    @Test func drawnTextsFoundAgainAreThoseLaidOutAnew() throws {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 8, 8)
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)!
        defer { cairo_destroy(cairo) }
        cairo_scale(cairo, 2, 2)
        func lines(_ text: PangoText) -> [[CGFloat]] { text.linePositions.map { [$0.x, $0.baseline] } }
        try RenderThreads.run {
            for text in Self.texts {
                let proposals = Self.proposals(text)
                var anew: [ProposedViewSize: (TextMeasurement, [[CGFloat]])] = [:]
                for proposal in proposals {
                    ThreadFonts.releaseCurrent()
                    let laidOut = ThreadFonts.current.drawnText(text, proposal: proposal, smallestFontSize: 1.0 / 64, on: cairo)
                    anew[proposal] = (laidOut.measurement, lines(laidOut))
                }
                for order in Self.orders(proposals) {
                    ThreadFonts.releaseCurrent()
                    for proposal in order {
                        let found = ThreadFonts.current.drawnText(text, proposal: proposal, smallestFontSize: 1.0 / 64, on: cairo)
                        let expected = try #require(anew[proposal])
                        #expect(found.measurement == expected.0 && lines(found) == expected.1, "\(text.string) for \(proposal)")
                    }
                }
            }
            ThreadFonts.releaseCurrent()
        }
    }

    @Test func lineLimitsTellWhichLayoutsKeepTheirLines() {
        let text = TextSpec(runs: [.init(string: "two\nlines", font: Self.font(17))])
        let narrow = PangoText.LineLimits(text, proposal: ProposedViewSize(width: 50, height: nil))
        let wide = PangoText.LineLimits(text, proposal: ProposedViewSize(width: 80, height: nil))
        let oneLine = PangoText.LineLimits(text, proposal: ProposedViewSize(width: 80, height: text.lineHeight))
        #expect(narrow.width == 50 * 1024 && narrow.maxLines == .max)
        #expect(oneLine.maxLines == 1)
        #expect(PangoText.LineLimits(text, proposal: .infinity) == PangoText.LineLimits(text, proposal: .unspecified))
        #expect(narrow.sameLines(within: wide, lineCount: 2))
        #expect(narrow.sameLines(within: PangoText.LineLimits(text, proposal: .unspecified), lineCount: 2))
        #expect(!wide.sameLines(within: narrow, lineCount: 2))
        #expect(!narrow.sameLines(within: oneLine, lineCount: 2))
        #expect(PangoText.LineLimits(text, proposal: ProposedViewSize(width: 1e300, height: nil)).width == Int32.max)
    }

    @Test func colourIsLeftOutOfWhatMeasuringSees() {
        let font = Self.font(15)
        func spec(_ paints: [ResolvedPaint?]) -> TextSpec {
            TextSpec(runs: paints.enumerated().map { .init(string: "run \($0.offset) ", font: font, paint: $0.element) })
        }
        let gray = ResolvedPaint.color(RGBA(0.4, 0.4, 0.4)), white = ResolvedPaint.color(RGBA(1, 1, 1))
        let faint = ResolvedPaint.color(RGBA(1, 1, 1, 0.5)), green = ResolvedPaint.color(RGBA(0, 1, 0))
        let gradient = ResolvedPaint.linearGradient([ResolvedStop(color: RGBA(1, 0, 0), location: 0), ResolvedStop(color: RGBA(0, 0, 1), location: 1)],
                                                    start: .leading, end: .trailing)
        // The light and dark schemes' versions of a label are one text to measure.
        #expect(spec([gray]).measuringKey == spec([white]).measuringKey)
        #expect(spec([gray, Self.red, gray]).measuringKey == spec([white, green, white]).measuringKey)
        #expect(spec([gradient]).measuringKey == spec([nil]).measuringKey)
        // Which runs share a colour, and which colours are translucent, stay as they were.
        #expect(spec([gray, gray]).measuringKey != spec([gray, white]).measuringKey)
        #expect(spec([gray]).measuringKey != spec([faint]).measuringKey)
        #expect(spec([gray]).measuringKey != spec([nil]).measuringKey)
        #expect(spec([nil]).measuringKey == spec([nil]))
        // Pango lays a text out alike in any colours: what the stand-ins rely on.
        let context = ThreadFonts.current.measuringContext
        for proposal in [ProposedViewSize.unspecified, ProposedViewSize(width: 60, height: nil)] {
            let light = PangoText.make(spec([gray, Self.red, gray]), proposal: proposal, context: context)
            let dark = PangoText.make(spec([white, Self.blue, white]), proposal: proposal, context: context)
            #expect(light.measurement == dark.measurement)
            #expect(light.linePositions.map { [$0.x, $0.baseline] } == dark.linePositions.map { [$0.x, $0.baseline] })
        }
    }
}
