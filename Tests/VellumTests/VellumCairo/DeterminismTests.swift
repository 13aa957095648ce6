import Foundation
import Testing
import Vellum
import VellumCLI
import VellumCairo
import VellumTestSupport

/// A view that uses every stage: text, shapes, gradient, shadow, clip, opacity.
private struct Sample: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Determinism").font(.headline)
            Text("Same view, same bytes.").font(.subheadline).foregroundStyle(.secondary)
            HStack {
                Circle().fill(LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom)).frame(width: 24, height: 24)
                Capsule().fill(Color.blue).frame(width: 60, height: 24).opacity(0.5)
            }
        }
        .padding()
        .background(Color.white)
        .cornerRadius(12)
        .shadow(color: .black.opacity(0.2), radius: 4, y: 2)
        .padding(12)
        .background(Color(white: 0.92))
    }
}

@Suite struct DeterminismTests {
    @Test func sameViewTwiceGivesTheSameBytesInEveryFormat() throws {
        for scale in [1.0, 2.0, 3.0] {
            let first = ImageRenderer(content: Sample()), second = ImageRenderer(content: Sample())
            first.scale = scale
            second.scale = scale
            #expect(try first.pngData() == second.pngData(), "PNG at @\(scale)")
            #expect(try first.svgData() == second.svgData(), "SVG at @\(scale)")
            #expect(try first.pdfData() == second.pdfData(), "PDF at @\(scale)")
        }
    }

    @Test func rendersOnSeveralThreadsAtOnceGiveTheSerialBytes() async throws {
        let serial = try ImageRenderer(content: Sample()).pngData()
        let results = try await withThrowingTaskGroup(of: Data.self) { group in
            for _ in 0..<8 {
                group.addTask { try ImageRenderer(content: Sample()).pngData() }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8)
        for data in results { #expect(data == serial) }
    }

    @Test func svgIdentifiersDoNotDependOnEarlierRenders() throws {
        let before = try ImageRenderer(content: Sample()).svgData()
        for _ in 0..<3 { _ = try ImageRenderer(content: Text("other").shadow(radius: 2)).svgData() }
        let after = try ImageRenderer(content: Sample()).svgData()
        #expect(before == after)
    }

    @Test("SVG ids are renumbered by order of appearance, as the rule written as regular expressions says, on tricky and random text")
    func svgIdentifiersFollowTheirRule() throws {
        /// The rule: every `id="x"` (x one character or more) numbered by its prefix in order of
        /// appearance; then, from the start, each `id="x"` or `#x` (x an identifier) rewritten.
        func byRule(_ svg: String) -> String {
            let definition = try! NSRegularExpression(pattern: "id=\"([^\"]+)\"")
            let whole = NSRange(svg.startIndex..., in: svg)
            var mapping: [String: String] = [:], counters: [String: Int] = [:]
            for match in definition.matches(in: svg, range: whole) {
                let id = String(svg[Range(match.range(at: 1), in: svg)!])
                guard mapping[id] == nil else { continue }
                let prefix = String(id.prefix { $0.isLetter || $0 == "_" })
                counters[prefix, default: 0] += 1
                mapping[id] = "\(prefix)\(counters[prefix]!)"
            }
            let reference = try! NSRegularExpression(pattern: "(id=\")([^\"]+)(\")|(#)([A-Za-z_][A-Za-z0-9_.\\-]*)")
            var result = "", cursor = svg.startIndex
            for match in reference.matches(in: svg, range: whole) {
                let name = Range(match.range(at: match.range(at: 2).location != NSNotFound ? 2 : 5), in: svg)!
                result += svg[cursor..<name.lowerBound] + (mapping[String(svg[name])] ?? String(svg[name]))
                cursor = name.upperBound
            }
            return result + svg[cursor...]
        }
        var samples = [
            ##"<g id="surface17"><use xlink:href="#glyph3-2"/><path fill="url(#linear9)" stroke="#ff0000"/></g><g id="glyph3-2"/><g id="linear9"/>"##,
            ##"<a valid="x1" id="" id="é7" href="#é7" id="_a.b-c" ref="#_a.b-c)" id="surface17"/>#surface17 #9 # id="unclosed"##,
            ##"no ids at all #abc"##,
            ##"id="a"id="b"#a#b#ab id="a" <x id="clip1 2" href="#clip1"/>"##,
        ]
        var generator = SeededGenerator(seed: 31)
        let pieces = ["id=\"", "\"", "#", "surface", "glyph", "1", "2", "-", ".", "_", "é", " ", "<", ">", "url(", ")", "ff", "x"]
        for _ in 0..<300 {
            samples.append((0..<Int.random(in: 0...40, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined())
        }
        for sample in samples {
            #expect(String(decoding: SVGIdentifiers.normalize(Data(sample.utf8)), as: UTF8.self) == byRule(sample), "\(sample)")
        }
        #expect(String(decoding: SVGIdentifiers.normalize(Data(samples[0].utf8)), as: UTF8.self)
                == ##"<g id="surface1"><use xlink:href="#glyph1"/><path fill="url(#linear1)" stroke="#ff0000"/></g><g id="glyph1"/><g id="linear1"/>"##)
    }

    @Test func pdfCarriesAFixedCreationDate() throws {
        let pdf = String(decoding: try ImageRenderer(content: Sample()).pdfData(), as: UTF8.self)
        #expect(pdf.contains("/CreationDate (20000101000000Z)"))
    }
}
