import Foundation
import Testing
import Vellum

/// `visualEffect`: effects made from the view's geometry draw as the view modifiers of the same
/// names do, and leave layout alone.
@Suite struct VisualEffectTests {
    private func pixels(_ view: some View) throws -> [UInt8] { try renderImage(view.padding(30), scale: 2).pixels }
    private var tile: some View { Color.orange.frame(width: 40, height: 30).overlay(Circle().fill(.blue).frame(width: 10, height: 10), alignment: .topLeading) }

    @Test func geometryEffectsDrawAsTheirModifiers() throws {
        #expect(try pixels(tile.visualEffect { content, proxy in content.offset(x: proxy.size.width / 4, y: -5) }) == (try pixels(tile.offset(x: 10, y: -5))))
        #expect(try pixels(tile.visualEffect { content, _ in content.scaleEffect(0.5, anchor: .topLeading) }) == (try pixels(tile.scaleEffect(0.5, anchor: .topLeading))))
        #expect(try pixels(tile.visualEffect { content, _ in content.rotationEffect(.degrees(30)) }) == (try pixels(tile.rotationEffect(.degrees(30)))))
        #expect(try pixels(tile.visualEffect { content, _ in content.offset(x: 8).scaleEffect(1.5) }) == (try pixels(tile.offset(x: 8).scaleEffect(1.5))),
                "each step applies to what the ones before made")
    }

    @Test func opacityAndColourEffectsDrawAsTheirModifiers() throws {
        #expect(try pixels(tile.visualEffect { content, _ in content.opacity(0.4) }) == (try pixels(tile.opacity(0.4))))
        #expect(try pixels(tile.visualEffect { content, _ in content.grayscale(1) }) == (try pixels(tile.grayscale(1))))
        #expect(try pixels(tile.visualEffect { content, _ in content.hueRotation(.degrees(90)).brightness(0.1) })
                == (try pixels(tile.hueRotation(.degrees(90)).brightness(0.1))))
        #expect(try pixels(tile.visualEffect { content, _ in content.blur(radius: 3) }) == (try pixels(tile.blur(radius: 3))))
    }

    @Test func theEffectReadsWhereTheViewWasPlaced() throws {
        let rows = VStack(spacing: 0) {
            ForEach(0..<3, id: \.self) { _ in
                tile.visualEffect { content, proxy in content.opacity(proxy.frame(in: .named("list")).minY >= 30 ? 0.25 : 1) }
            }
        }.coordinateSpace(.named("list"))
        let expected = VStack(spacing: 0) { tile; tile.opacity(0.25); tile.opacity(0.25) }
        #expect(try pixels(rows) == (try pixels(expected)))
        let layout = try ImageRenderer(content: rows).layout()
        let plain = try ImageRenderer(content: VStack(spacing: 0) { tile; tile; tile }).layout()
        #expect(layout.allNodes.filter { $0.name == "frame" }.map(\.frame) == plain.allNodes.filter { $0.name == "frame" }.map(\.frame), "layout is unchanged")
    }

    @Test func nonFiniteEffectsAreErrors() throws {
        #expect(throws: VellumError.self) { try renderImage(tile.visualEffect { content, _ in content.offset(x: .infinity) }) }
        #expect(throws: VellumError.self) { try renderImage(tile.visualEffect { content, _ in content.opacity(.nan) }) }
    }
}
