import Foundation
import Testing
import Vellum
import VellumCairo
import VellumDiff
import VellumTesting

/// A shape moved by a fraction of a point inside its frame, so that only its antialiased edge
/// changes (layout keeps frames on the pixel grid).
private struct Nudged<S: Shape>: Shape {
    var shape: S
    var dx: CGFloat = 0
    var dy: CGFloat = 0

    func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(CGAffineTransform(translationX: dx, y: dy))
    }
}

/// Four antialiased edges: a circle, a rounded rectangle, a stroked capsule and a rotated
/// square.
private func edges(dx: CGFloat = 0, dy: CGFloat = 0) -> some View {
    HStack(spacing: 12) {
        Nudged(shape: Circle(), dx: dx, dy: dy).fill(Color.blue).frame(width: 40, height: 40)
        Nudged(shape: RoundedRectangle(cornerRadius: 8), dx: dx, dy: dy).fill(Color.red.opacity(0.8)).frame(width: 50, height: 30)
        Nudged(shape: Capsule(), dx: dx, dy: dy).stroke(Color.green, lineWidth: 3).frame(width: 60, height: 24)
        Nudged(shape: Rectangle().rotation(.degrees(20)), dx: dx, dy: dy).fill(Color.purple).frame(width: 30, height: 30)
    }
    .padding(10)
    .background(Color.white)
}

private func label(_ text: String) -> some View {
    Text(text).font(.body).frame(width: 160, height: 30, alignment: .leading).padding(.horizontal, 8).background(Color.white)
}

@Suite("Snapshot diff tolerance")
struct SnapshotToleranceTests {
    /// Records `reference` in a new folder and compares `changed` against it at the default
    /// precision; the failure message, or nil.
    private func compare<A: View, B: View>(_ reference: A, _ changed: B, name: String = #function) throws -> String? {
        let folder = try temporaryFolder(name).path
        return try withSnapshotTesting(artifactsDirectory: folder + "/artifacts") {
            let recorded = verifySnapshot(of: reference, as: .image, named: "view", snapshotDirectory: folder)
            try #require(recorded?.contains("recorded") == true, "the reference is recorded first")
            return verifySnapshot(of: changed, as: .image, named: "view", snapshotDirectory: folder)
        }
    }

    @Test("A half-pixel shift of antialiased edges passes", arguments: [(0.25, 0.0), (0.0, 0.25), (0.25, 0.25), (-0.25, -0.25)])
    func halfPixelShiftPasses(dx: Double, dy: Double) throws {
        // At scale 2 a quarter point is half a pixel: the images differ, but only along edges.
        let before = try RGBAImage(png: RenderPipeline.data(RenderRequest(content: edges(), scale: 2), format: .png))
        let after = try RGBAImage(png: RenderPipeline.data(RenderRequest(content: edges(dx: dx, dy: dy), scale: 2), format: .png))
        let result = ImageDiff.compare(before, after)
        #expect(result.antialiasedPixels > 100, "the edges did move")
        #expect(result.differingPixels == 0)
        #expect(try compare(edges(), edges(dx: dx, dy: dy)) == nil)
    }

    @Test("A straight edge redrawn half a pixel away passes; offset by a quarter point at @2x, it snaps a whole pixel and fails")
    func straightEdges() throws {
        func pixels(_ view: some View) throws -> RGBAImage {
            try RGBAImage(png: RenderPipeline.data(RenderRequest(content: view.padding(4).background(Color.white), scale: 2), format: .png))
        }
        // A 120×56 pt card whose outline is drawn a quarter point (half a pixel) to the right:
        // its straight edges change by half their contrast, which counts as antialiasing.
        let card = RoundedRectangle(cornerRadius: 12).fill(Color.blue).frame(width: 120, height: 56)
        let nudged = Nudged(shape: RoundedRectangle(cornerRadius: 12), dx: 0.25).fill(Color.blue).frame(width: 120, height: 56)
        let redrawn = ImageDiff.compare(try pixels(card), try pixels(nudged))
        #expect(redrawn.differingPixels == 0 && redrawn.antialiasedPixels > 200, "\(redrawn.differingPixels), \(redrawn.antialiasedPixels)")
        // Moved by `offset`, the card is placed on the pixel grid: a whole pixel, its two straight
        // edges (56 − 2 × 12 points, a column of pixels each) changing by their full contrast.
        let moved = ImageDiff.compare(try pixels(card), try pixels(card.offset(x: 0.25)))
        #expect(moved.differingPixels == 2 * (56 - 2 * 12) * 2, "\(moved.differingPixels) pixels differ")
        #expect(moved.antialiasedPixels > 0, "the rounded corners count as antialiasing")
        #expect(try compare(card, card.offset(x: 0.25)) != nil)
        #expect(moved.matches(precision: 0.99) && !moved.matches(precision: 1), "a precision of 0.99 lets it pass")
    }

    @Test("A whole-pixel shift of a hard edge is a difference")
    func wholePixelShiftOfASolidBarFails() throws {
        let bar = { (x: CGFloat) in
            ZStack(alignment: .topLeading) {
                Color.white
                Color.black.frame(width: 20, height: 20).offset(x: x)
            }.frame(width: 60, height: 30)
        }
        let message = try #require(try compare(bar(10), bar(11)))
        #expect(message.contains("pixels differ"))
    }

    @Test("A card with a soft shadow and text moved by a whole pixel fails")
    func wholePixelShiftOfACardFails() throws {
        // Half a point at scale 2: one pixel. Every edge moves by its full contrast.
        let message = try #require(try compare(WorkflowCard(), WorkflowCard().offset(x: 0.5)))
        #expect(message.contains("pixels differ"))
    }

    @Test("A 4×4 block of changed colour fails")
    func smallBlockFails() throws {
        let base = edges()
        // 2×2 points at scale 2: 4×4 pixels, on the white background, in a muted grey.
        let changed = edges().overlay(alignment: .topLeading) {
            Color(white: 0.8).frame(width: 2, height: 2).offset(x: 3, y: 3)
        }
        let message = try #require(try compare(base, changed))
        #expect(message.contains("16 of "), "exactly the block differs: \(message)")
    }

    @Test("One changed character fails")
    func oneCharacterFails() throws {
        let message = try #require(try compare(label("Invoice 1042 paid"), label("Invoice 1043 paid")))
        #expect(message.contains("pixels differ"))
        let before = try RGBAImage(png: RenderPipeline.data(RenderRequest(content: label("Invoice 1042 paid"), scale: 2), format: .png))
        let after = try RGBAImage(png: RenderPipeline.data(RenderRequest(content: label("Invoice 1043 paid"), scale: 2), format: .png))
        #expect(ImageDiff.compare(before, after).differingPixels >= 20, "the glyph's body differs, not only its edges")
    }

    @Test("A removed one-pixel divider fails")
    func removedHairlineFails() throws {
        let rows = { (divided: Bool) in
            VStack(spacing: 0) {
                Color.white.frame(height: 20)
                if divided { Divider() }
                Color.white.frame(height: 20)
            }.frame(width: 80)
        }
        // Without the divider the stack is one pixel shorter: pin the size.
        let message = try #require(try compare(rows(true).frame(height: 41, alignment: .top), rows(false).frame(height: 41, alignment: .top)))
        #expect(message.contains("pixels differ"))
    }

    @Test("A size change says both sizes")
    func sizeChangeSaysBothSizes() throws {
        let message = try #require(try compare(Color.red.frame(width: 30, height: 20), Color.red.frame(width: 31, height: 20)))
        #expect(message.contains("expected 60×40 pixels, actual 62×40"), "\(message)")
    }

    @Test("Identical renders compare equal byte for byte")
    func identicalPasses() throws {
        #expect(try compare(label("Same"), label("Same")) == nil)
    }

    @Test("precision allows a share of differing pixels")
    func precisionAllowsAShare() throws {
        let folder = try temporaryFolder().path
        let changed = edges().overlay(alignment: .topLeading) { Color.black.frame(width: 2, height: 2).offset(x: 3, y: 3) }
        _ = verifySnapshot(of: edges(), as: .image, named: "view", snapshotDirectory: folder)
        try withSnapshotTesting(artifactsDirectory: folder + "/artifacts") {
            // 16 pixels of 54 000 or so: 0.03%.
            #expect(verifySnapshot(of: changed, as: .image(precision: 0.999), named: "view", snapshotDirectory: folder) == nil)
            let strict = try #require(verifySnapshot(of: changed, as: .image(precision: 0.9999), named: "view", snapshotDirectory: folder))
            #expect(strict.contains("0.01% allowed"), "\(strict)")
        }
    }

    @Test("Messages write numbers with a point and the digits asked for, in any locale")
    func plainNumbers() {
        #expect(PlainNumber.percent(135_429.0 / 4_000_000) == "3.39%")
        #expect(PlainNumber.percent(2752.0 / 4_000_000) == "0.0688%")
        #expect(PlainNumber.percent(1.0 / 4_000_000) == "0.000025%")
        #expect(PlainNumber.percent(1 - 0.9) == "10%", "rounding past a power of ten")
        #expect(PlainNumber.percent(0) == "0%" && PlainNumber.percent(1) == "100%")
        #expect(PlainNumber.fixed(0.96552, fractionDigits: 3) == "0.966" && PlainNumber.fixed(0, fractionDigits: 3) == "0.000")
        #expect(PlainNumber.fixed(0.0625, fractionDigits: 3) == "0.062", "a tie goes to the even digit")
        #expect(PlainNumber.trimmed(1 - 0.98, fractionDigits: 3) == "0.02" && PlainNumber.trimmed(1, fractionDigits: 3) == "1")
        #expect(PlainNumber.trimmed(-0.0001, fractionDigits: 3) == "0")
    }

    @Test("perceptualPrecision sets how alike a pixel must be")
    func perceptualPrecisionTolerance() throws {
        let folder = try temporaryFolder().path
        let grey = { (white: Double) in Color(white: white).frame(width: 20, height: 20) }
        _ = verifySnapshot(of: grey(0.50), as: .image, named: "view", snapshotDirectory: folder)
        try withSnapshotTesting(artifactsDirectory: folder + "/artifacts") {
            // One step of 0.01 in grey is a YIQ distance of about 0.01: under 0.02, over 0.005.
            #expect(verifySnapshot(of: grey(0.51), as: .image, named: "view", snapshotDirectory: folder) == nil)
            let strict = try #require(verifySnapshot(of: grey(0.51), as: .image(perceptualPrecision: 0.995), named: "view", snapshotDirectory: folder))
            #expect(strict.contains("1600 of 1600 pixels differ"), "\(strict)")
        }
    }
}
