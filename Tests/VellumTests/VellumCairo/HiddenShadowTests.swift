import Foundation
import Testing
import Vellum
import VellumCLI
import VellumCairo
import VellumTestSupport

/// Shadows skip the pixels that an opaque shape of their own group covers: the pictures must
/// be the very same bytes as when every pixel of the shadow is composited.
@Suite("Shadows under opaque shapes")
struct HiddenShadowTests {
    /// `request` as a PNG, drawn with or without skipping what opaque shapes hide.
    private static func png(_ request: RenderRequest, skipping: Bool) throws -> Data {
        try RenderPipeline.withFrame(request) { try RenderPipeline.png($0.displayList, scale: request.scale, skipsHiddenShadows: skipping) }
    }

    /// What drawing `view` at @2x skipped.
    private static func skipped(_ view: some View) throws -> CairoCanvas.Statistics {
        let statistics = CairoCanvas.Statistics()
        _ = try RenderPipeline.withFrame(RenderRequest(content: view, scale: 2)) {
            try RenderPipeline.rasterize($0.displayList, scale: 2, statistics: statistics)
        }
        return statistics
    }

    struct Case: Sendable, CustomStringConvertible {
        let description: String
        let view: @Sendable () -> AnyView
    }

    static let cases: [Case] = [
        Case(description: "a card clipped to a rounded rectangle") {
            AnyView(HStack { Circle().fill(Color.gray).frame(width: 30, height: 30); Text("Alice Martin") }
                .padding(12).background(Color.white).clipShape(RoundedRectangle(cornerRadius: 16))
                .shadow(color: .black.opacity(0.2), radius: 6, x: 0, y: 3))
        },
        Case(description: "a rounded rectangle background, radius 12, offset shadow") {
            AnyView(Text("Weekly report").padding(20)
                .background(RoundedRectangle(cornerRadius: 12).fill(Color.white)).shadow(radius: 4, x: 3, y: 5))
        },
        Case(description: "a capsule") {
            AnyView(Capsule().fill(Color.blue).frame(width: 120, height: 36).shadow(color: .blue.opacity(0.5), radius: 10))
        },
        Case(description: "a circle, a large soft shadow") {
            AnyView(Circle().fill(Color.orange).frame(width: 80, height: 80).shadow(radius: 24, x: 8, y: 8))
        },
        Case(description: "an opaque shape scaled and moved") {
            AnyView(RoundedRectangle(cornerRadius: 9).fill(Color.white).frame(width: 90, height: 50)
                .scaleEffect(1.3).offset(x: 7.25, y: 3.5).shadow(radius: 5))
        },
        Case(description: "a shadowed colour inside a rounded clip, whose softened edges show what is under the colour") {
            AnyView(Color(red: 0.75, green: 0.45, blue: 0.86).frame(height: 10.25).shadow(radius: 8.6, x: -3, y: 0)
                .clipShape(RoundedRectangle(cornerRadius: 6)).padding(.horizontal, 0.3))
        },
        Case(description: "a card whose badge overflows its corner, its text near the edge") {
            AnyView(VStack(alignment: .leading, spacing: 2) { Text("Inbox").font(.headline); Text("3 unread messages").font(.caption) }
                .padding(10).background(Color.white).cornerRadius(12)
                .overlay(alignment: .topTrailing) { Circle().fill(Color.red).frame(width: 18, height: 18).offset(x: 7, y: -7) }
                .shadow(color: .black.opacity(0.25), radius: 5, x: 0, y: 2))
        },
        Case(description: "a card with a shadowed badge and a translucent shimmer inside it") {
            AnyView(HStack {
                Capsule().fill(Color.blue).frame(width: 40, height: 16).shadow(radius: 2)
                RoundedRectangle(cornerRadius: 4).fill(LinearGradient(colors: [.clear, .white.opacity(0.6), .clear], startPoint: .leading, endPoint: .trailing))
                    .frame(width: 60, height: 12).opacity(0.7)
            }
            .padding(14).background(RoundedRectangle(cornerRadius: 10).fill(Color.white)).shadow(radius: 7, x: 2, y: 4))
        },
        Case(description: "a card of text in fallback fonts, stacked marks and italics close to its edges") {
            AnyView(VStack(alignment: .leading, spacing: 0) {
                Text("Ẑ̷̢͙a̶͙͗l̵̰̈g̴o 👋 漢字 ⌘").font(.title)
                Text("Ślęczące fjords").italic().underline()
            }
            .padding(3).background(Color.white).clipShape(RoundedRectangle(cornerRadius: 5)).shadow(radius: 3, x: 1, y: 2))
        },
        Case(description: "a card with a hole cut out by destination-out, where nothing is skipped") {
            AnyView(ZStack { Color.white; Circle().frame(width: 24, height: 24).blendMode(.destinationOut) }
                .frame(width: 90, height: 60).compositingGroup().shadow(color: .black.opacity(0.5), radius: 6, x: 3, y: 3))
        },
        Case(description: "a rotated shape, where nothing is skipped") {
            AnyView(Rectangle().fill(Color.white).frame(width: 60, height: 40).rotationEffect(.degrees(20)).shadow(radius: 6))
        },
        Case(description: "a translucent background, where nothing is skipped") {
            AnyView(Text("Ghost").padding(16).background(Color.white.opacity(0.6)).shadow(radius: 6))
        },
        Case(description: "a gradient fill, where nothing is skipped") {
            AnyView(RoundedRectangle(cornerRadius: 10).fill(LinearGradient(colors: [.white, .gray], startPoint: .top, endPoint: .bottom))
                .frame(width: 100, height: 60).shadow(radius: 8))
        },
    ]

    @Test("The same bytes with and without skipping", arguments: cases, [1.0, 2.0, 3.0])
    func sameBytes(_ example: Case, scale: Double) throws {
        let request = RenderRequest(content: example.view().padding(40).background(Color(white: 0.93)), scale: CGFloat(scale))
        #expect(try Self.png(request, skipping: true) == Self.png(request, skipping: false), "\(example) at @\(Int(scale))x")
    }

    @Test("Random trees draw the same bytes both ways")
    func randomTrees() throws {
        // The seed of the soak's trees: tree 629 has a shadow under a rounded clip.
        var random = SeededGenerator(seed: 20_261_130)
        var differing: [Int] = []
        for index in 0..<700 {
            let tree = RandomView.make(depth: 5, using: &random)
            let request = RenderRequest(content: tree.view, scale: 2, proposal: ProposedViewSize(width: 390, height: nil))
            if (try? Self.png(request, skipping: true)) != (try? Self.png(request, skipping: false)) { differing.append(index) }
        }
        #expect(differing.isEmpty, "trees \(differing)")
    }

    @Test("The shadows of opaque cards do skip what they cover")
    func cardsSkip() throws {
        let counts = try Self.cases.prefix(5).map { try Self.skipped($0.view()) }
        #expect(counts.allSatisfy { $0.hiddenShadowsSkipped >= 1 }, "\(counts.map(\.hiddenShadowsSkipped))")
        // The first card's circle and text, the second's text: never drawn into the alpha.
        #expect(counts[0].itemsUnderOpaqueSkipped + counts[1].itemsUnderOpaqueSkipped >= 3)
    }

    @Test("A card's shadow draws none of what lies inside the card into its alpha")
    func cardContentSkipped() throws {
        let card = Self.cases.first { $0.description.hasPrefix("a card with a shadowed badge") }!
        // The badge (with its own shadow) and the shimmer.
        #expect(try Self.skipped(card.view()).itemsUnderOpaqueSkipped >= 2)
        let hole = Self.cases.first { $0.description.hasPrefix("a card with a hole") }!
        #expect(try Self.skipped(hole.view()).itemsUnderOpaqueSkipped == 0)
    }
}
