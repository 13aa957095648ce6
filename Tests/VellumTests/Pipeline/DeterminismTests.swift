import Foundation
import Testing
import Vellum

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

    @Test func pdfCarriesAFixedCreationDate() throws {
        let pdf = String(decoding: try ImageRenderer(content: Sample()).pdfData(), as: UTF8.self)
        #expect(pdf.contains("/CreationDate (20000101000000Z)"))
    }
}
