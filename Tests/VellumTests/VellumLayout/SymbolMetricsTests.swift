import Foundation
import Testing
import Vellum

/// Symbols placed and sized as iOS places and sizes them: each number measured from a picture
/// Apple's SwiftUI rendered (`Fixtures/iOS/symbols.tsv`), against the same view in Vellum.
@Suite("SF Symbols against iOS")
struct SymbolMetricsTests {
    struct Measurement: CustomTestStringConvertible, Sendable {
        let id: String, quantity: String, points: Double, tolerance: Double, source: String, scale: CGFloat
        var testDescription: String { "\(id) \(quantity)" }
    }

    static let measurements: [Measurement] = {
        guard let text = try? String(contentsOf: packageRoot.appendingPathComponent("Fixtures/iOS/symbols.tsv"), encoding: .utf8) else { return [] }
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.dropFirst().map { line in
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Measurement(id: f[0], quantity: f[1], points: Double(f[2]) ?? .nan, tolerance: Double(f[3]) ?? 0,
                               source: "\(f[4])@\(f[5].prefix(8)) \(f[6]), iOS \(f[7])", scale: CGFloat(Double(f[9]) ?? 1))
        }
    }()

    /// Where the pixels of one colour are, in points: red marks the symbol, blue the text.
    private struct Ink {
        var symbol = CGRect.null, text = CGRect.null
    }

    private func ink(_ view: some View, scale: CGFloat) throws -> Ink {
        let image = try renderImage(view, scale: scale)
        var ink = Ink()
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image[x, y]
                guard p.a >= 128 else { continue }
                let pixel = CGRect(x: CGFloat(x) / scale, y: CGFloat(y) / scale, width: 1 / scale, height: 1 / scale)
                if p.r > 128 && p.b < 100 { ink.symbol = ink.symbol.union(pixel) } else if p.b > 128 && p.r < 100 { ink.text = ink.text.union(pixel) }
            }
        }
        return ink
    }

    private let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)

    /// Vellum's value of `measurement`'s quantity, for the view iOS drew.
    private func measure(_ measurement: Measurement) throws -> Double? {
        let scale = measurement.scale
        /// A symbol beside a text without descenders: the text's ink bottom is the baseline.
        func besideText(_ symbol: String, _ text: String, label: Bool) throws -> Ink {
            if label {
                return try ink(Label { Text(text).foregroundStyle(blue) } icon: { Image(systemName: symbol).foregroundStyle(red) }, scale: scale)
            }
            return try ink(HStack { Image(systemName: symbol).foregroundStyle(red); Text(text).foregroundStyle(blue) }, scale: scale)
        }
        func alone(_ symbol: String, _ font: Font, _ imageScale: Image.Scale = .medium) throws -> (ink: CGRect, frame: CGRect) {
            let view = Image(systemName: symbol).imageScale(imageScale).font(font).foregroundStyle(red)
            return (try ink(view, scale: scale).symbol, try ImageRenderer(content: view).layout().frame)
        }
        /// The width of `circle`'s ring across its middle row at `font`.
        func line(_ font: Font) throws -> Double {
            let image = try renderImage(Image(systemName: "circle").font(font).foregroundStyle(red), scale: scale)
            let row = image.height / 2
            let covered = (0..<image.width / 2).map { Double(image[$0, row].a) / 255 }.reduce(0, +)
            return covered / Double(scale)
        }
        let q = measurement.quantity
        switch measurement.id {
        case "checkmark-circle-fill-body", "label-iphone-body":
            let isLabel = measurement.id.hasPrefix("label")
            let ink = try besideText(isLabel ? "iphone" : "checkmark.circle.fill", isLabel ? "hola1" : "Checked", label: isLabel)
            let baseline = ink.text.maxY
            switch q {
            case "ink_width": return ink.symbol.width
            case "ink_height": return ink.symbol.height
            case "top_above_baseline": return baseline - ink.symbol.minY
            case "bottom_below_baseline": return ink.symbol.maxY - baseline
            case "ink_gap_to_text", "ink_gap_to_title": return ink.text.minX - ink.symbol.maxX
            default: return nil
            }
        case "globe-large-16":
            if q == "line_width" { return try line(.system(size: 16)) }
            let found = try alone("globe", .system(size: 16), .large).ink
            return q == "ink_width" ? found.width : q == "ink_height" ? found.height : nil
        case "person-circle-fill-title2":
            let found = try alone("person.circle.fill", .title2).ink
            return q == "ink_width" ? found.width : q == "ink_height" ? found.height : nil
        case "mic-fill-body":
            return q == "ink_height" ? try alone("mic.fill", .body).ink.height : nil
        case "book-footnote", "book-headline":
            let font: Font = measurement.id.hasSuffix("footnote") ? .footnote : .headline
            if q == "line_width" { return try line(font) }
            let (found, frame) = try alone("book", font)
            return q == "frame_minus_ink_width" ? frame.width - found.width : q == "frame_minus_ink_height" ? frame.height - found.height : nil
        default:
            return nil
        }
    }

    @Test("The reference numbers are there, each with its source")
    func fixtureIsComplete() {
        #expect(Self.measurements.count >= 15)
        for m in Self.measurements {
            #expect(m.points.isFinite && m.tolerance > 0 && m.source.count > 40, "\(m.testDescription)")
        }
    }

    @Test("Vellum's symbol is within the tolerance of iOS's", arguments: measurements)
    func matchesIOS(_ measurement: Measurement) throws {
        let value = try #require(try measure(measurement), "no way to measure \(measurement.testDescription)")
        #expect(abs(value - measurement.points) <= measurement.tolerance,
                "\(measurement.testDescription): \(String(format: "%.2f", value)) pt in Vellum, \(measurement.points) pt on \(measurement.source)")
    }
}
