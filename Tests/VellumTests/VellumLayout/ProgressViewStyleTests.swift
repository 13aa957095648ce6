import Foundation
import Testing
import Vellum
import VellumImage

/// A bar as wide as the fraction done, 10 points tall, and the label beside it.
private struct MeterStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            Color.red.frame(width: 100 * (configuration.fractionCompleted ?? 0.25), height: 10)
            configuration.label
        }
    }
}

/// The system's look, padded: a style that decorates the automatic one.
private struct PaddedStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration).padding(6)
    }
}

/// The example in `ProgressViewStyle`'s documentation.
private struct GradientBar: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        Capsule().fill(.quaternary).overlay(alignment: .leading) {
            GeometryReader { proxy in
                Capsule().fill(LinearGradient(colors: [.pink, .orange], startPoint: .leading, endPoint: .trailing))
                    .frame(width: proxy.size.width * (configuration.fractionCompleted ?? 0))
            }
        }
        .frame(height: 8)
    }
}

/// Progress views are drawn by the style of their environment (`progressViewStyle(_:)`).
@Suite struct ProgressViewStyleTests {
    private func width(_ view: some View) throws -> CGFloat {
        try ImageRenderer(content: view).layout().frame.width
    }

    @Test("A style is given the fraction done, kept within 0 and 1, and the label")
    func customStyleSeesTheConfiguration() throws {
        #expect(try width(ProgressView(value: 30, total: 50).progressViewStyle(MeterStyle())) == 60)
        #expect(try width(ProgressView(value: 2.0).progressViewStyle(MeterStyle())) == 100)
        #expect(try width(ProgressView(value: -1.0).progressViewStyle(MeterStyle())) == 0)
        #expect(try width(ProgressView().progressViewStyle(MeterStyle())) == 25)
        let labelled = try width(ProgressView(value: 0.5) { Color.blue.frame(width: 7, height: 3) }.progressViewStyle(MeterStyle()))
        #expect(labelled == 57)
        // The nearest style wins.
        #expect(try width(VStack { ProgressView(value: 0.5).progressViewStyle(MeterStyle()) }.progressViewStyle(.linear)) == 50)
    }

    @Test("The documented gradient bar fills the fraction done")
    func documentedExample() throws {
        let image = try renderImage(ProgressView(value: 0.5).progressViewStyle(GradientBar()).frame(width: 200), scale: 2)
        #expect(image.width == 400 && image.height == 16)
        // Filled (the gradient's pink end) at the left, the track alone past the middle.
        #expect(image[20, 8].r > 200 && image[20, 8].g < 100)
        #expect(image[300, 8].r < 200 && image[300, 8].a > 0)
    }

    @Test("The automatic and linear styles draw the bar, the circular one the spinner even when the value is known")
    func builtInStyles() throws {
        let bar = try renderImage(ProgressView(value: 0.4).frame(width: 120), scale: 2)
        #expect(try renderImage(ProgressView(value: 0.4).progressViewStyle(.automatic).frame(width: 120), scale: 2) == bar)
        #expect(try renderImage(ProgressView(value: 0.4).progressViewStyle(.linear).frame(width: 120), scale: 2) == bar)
        let spinner = try renderImage(ProgressView().frame(width: 120), scale: 2)
        #expect(spinner != bar)
        #expect(try renderImage(ProgressView(value: 0.4).progressViewStyle(.circular).frame(width: 120), scale: 2) == spinner)
    }

    @Test("ProgressView(configuration) inside a style draws the automatic look, not the style again")
    func configurationDrawsTheAutomaticLook() throws {
        let plain = try renderImage(ProgressView("Loading", value: 0.7).padding(6).frame(width: 120), scale: 2)
        #expect(try renderImage(ProgressView("Loading", value: 0.7).frame(width: 120).progressViewStyle(PaddedStyle()), scale: 2) == plain)
    }

    @Test("A linear progress view whose progress is not known is an error naming it, not a guess")
    func indeterminateLinearIsAnError() throws {
        #expect {
            _ = try renderImage(ProgressView().progressViewStyle(.linear))
        } throws: { error in
            "\(error)".contains("_IndeterminateLinearProgress")
        }
    }
}
