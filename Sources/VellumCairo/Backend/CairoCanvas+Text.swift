import CCairo
import Foundation
import VellumCore
import VellumLayout
import VellumUI

/// Text, laid out by Pango on this thread's fonts and drawn as glyphs.
extension CairoCanvas {
    // MARK: Text

    /// The tallest text, in pixels, that Vellum asks Pango to draw. Pango keeps font sizes in
    /// 32-bit units of 1/1024 pixel and wraps past about 2 million pixels; text that tall
    /// (a `scaleEffect` of millions, say) is far outside any canvas Vellum makes.
    package static let tallestTextPixels: CGFloat = 1_000_000

    /// The largest font size of `text`'s runs (0 for none).
    static func largestFontSize(_ text: TextSpec) -> CGFloat {
        let runs = text.runs
        guard var largest = runs.first?.font.size else { return 0 }
        for index in runs.indices.dropFirst() where runs[index].font.size > largest { largest = runs[index].font.size }
        return largest
    }

    /// How much the current transform scales text, and the largest font size of `text`;
    /// throws when that text would be drawn taller than Vellum draws text (checked for text a
    /// shadow's alpha passes over too, so that a picture fails alike however it is drawn).
    func textScale(_ text: TextDrawing) throws -> (scale: Double, largest: CGFloat) {
        var ux = 1.0, uy = 0.0, vx = 0.0, vy = 1.0
        cairo_user_to_device_distance(cairo, &ux, &uy)
        cairo_user_to_device_distance(cairo, &vx, &vy)
        let scale = max((ux * ux + uy * uy).squareRoot(), (vx * vx + vy * vy).squareRoot())
        let largest = Self.largestFontSize(text.text)
        guard largest * scale <= Self.tallestTextPixels else {
            let string = text.text.runs.map(\.string).joined()
            let shown = string.count > 24 ? String(string.prefix(24)) + "…" : string
            throw VellumError(.tooLarge, "Text(\"\(shown)\") would be drawn \(formatPoints(largest * scale)) pixels tall (a \(formatPoints(largest)) pt font scaled by \(formatPoints(scale))); Vellum draws text up to \(formatPoints(Self.tallestTextPixels)) pixels tall")
        }
        return (scale, largest)
    }

    /// `text` laid out as it is drawn here, or `nil` when it is too small to leave anything to
    /// see: text less than 1/64 pixel tall (at `scaleEffect(0)`, say), which Cairo cannot size
    /// fonts for; in larger text, no run is drawn smaller than that.
    func drawnText(_ text: TextDrawing) throws -> PangoText? {
        let (scale, largest) = try textScale(text)
        let smallest = PangoText.smallestFontSize
        guard largest * scale >= smallest else { return nil }
        return fonts.drawnText(text.text, proposal: text.proposal, smallestFontSize: max(smallest, smallest / scale), on: cairo)
    }

    func drawText(_ text: TextDrawing) throws {
        guard let laidOut = try drawnText(text) else { return }
        switch text.paint {
        case let .color(color):
            cairo_set_source_rgba(cairo, color.red.clamped01, color.green.clamped01, color.blue.clamped01, color.alpha.clamped01)
            laidOut.draw(on: cairo, at: text.frame.origin)
        default:
            // A gradient fills the glyphs: draw them as a mask for the paint.
            pushGroup()
            cairo_set_source_rgba(cairo, 0, 0, 0, 1)
            laidOut.draw(on: cairo, at: text.frame.origin)
            let mask = popGroup()
            setSource(text.paint, bounds: text.frame, area: Self.glyphArea(text))
            cairo_mask(cairo, mask)
            cairo_pattern_destroy(mask)
        }
    }

    /// Where a text's glyphs can paint (user space): two ems past its line box all round, for
    /// marks stacked high and fallback fonts.
    static func glyphArea(_ text: TextDrawing) -> CGRect {
        let em = largestFontSize(text.text)
        return text.frame.insetBy(dx: -2 * em, dy: -2 * em)
    }
}
