import Foundation
import Testing
import Vellum
import VellumCairo
import VellumCatalog
import VellumCLI
import VellumLayout

/// A picture of more than one PNG piece is drawn in bands of rows, never whole. Each band holds
/// the pixels the whole picture has there: exactly, for shapes, strokes, clips, shadows and
/// blurs (worked out from the whole picture, whichever bands they cross), conic gradients and
/// text; within a level where Cairo samples a linear or radial gradient or an image, whose
/// arithmetic depends on the area drawn. The file does not depend on the threads. The pieces are made small here so that
/// small pictures have many bands.
@Suite("Pictures drawn in bands")
struct BandedDrawingTests {
    /// What bands could cut differently, every part crossing many bands: wide shadows (worked
    /// out on a grid 8 times coarser), a blur of a gradient, a clip holding a shadow, a rotated
    /// translucent shape, conic gradients filling, stroking and painting text, dashed strokes
    /// and text.
    struct ExactPage: View {
        var body: some View {
            VStack(spacing: 18) {
                RoundedRectangle(cornerRadius: 24).fill(Color.white).frame(height: 90)
                    .shadow(color: .black.opacity(0.4), radius: 40, x: 6, y: 14)
                Circle().fill(LinearGradient(colors: [.orange, .purple], startPoint: .top, endPoint: .bottom))
                    .frame(width: 120, height: 120).blur(radius: 14)
                ZStack {
                    Color.teal
                    Capsule().fill(Color.yellow).frame(width: 180, height: 60).shadow(color: .red, radius: 12, y: 20)
                }
                .frame(height: 110).clipShape(RoundedRectangle(cornerRadius: 30))
                Rectangle().fill(Color.pink).frame(width: 140, height: 90).rotationEffect(.degrees(17)).opacity(0.8)
                // Cairo has no conic gradient: a mesh of wedges, which it draws wrongly on a band.
                HStack {
                    Rectangle().fill(AngularGradient(colors: [.red, .green, .blue, .red], center: .center))
                        .frame(width: 140, height: 90).rotationEffect(.degrees(17))
                    Circle().stroke(AngularGradient(colors: [.yellow, .mint, .yellow], center: .center), lineWidth: 9).frame(width: 80, height: 80)
                }
                Text("Conic").font(.system(size: 44, weight: .black)).foregroundStyle(AngularGradient(colors: [.orange, .indigo, .orange], center: .center))
                Rectangle().stroke(Color.indigo, style: StrokeStyle(lineWidth: 3, dash: [7, 4])).frame(width: 220, height: 50)
                Text("Bands of rows — ünïcödé, عربي, 漢字 and 👋🏽 across their edges").font(.title3).multilineTextAlignment(.center)
            }
            .padding(30)
            .background(Color(white: 0.94))
        }
    }

    /// Gradients and an image, which Cairo samples.
    struct SampledPage: View {
        var body: some View {
            VStack(spacing: 18) {
                Capsule().fill(LinearGradient(colors: [.orange, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)).frame(height: 120)
                Circle().fill(RadialGradient(colors: [.yellow, .blue], center: .center, startRadius: 5, endRadius: 90)).frame(width: 180, height: 180)
                Image(contentsOfFile: packageRoot.appendingPathComponent("Fixtures/images/swatch.png").path).resizable().frame(width: 200, height: 70)
            }
            .padding(30)
            .background(Color(white: 0.94))
        }
    }

    /// How two pictures differ, or `nil` when they are the same.
    private static func difference(_ a: RGBAImage, _ b: RGBAImage) -> String? {
        guard a.width == b.width, a.height == b.height else { return "\(a.width)×\(a.height) against \(b.width)×\(b.height)" }
        let (count, largest) = a.premultipliedDifference(to: b)
        return count == 0 ? nil : "\(count) pixels differ, by up to \(largest) levels"
    }

    private static func displayList(_ request: RenderRequest) throws -> DisplayList {
        try RenderPipeline.withFrame(request) { $0.displayList }
    }

    /// The list's PNG drawn whole, and drawn in bands of `rows` rows (pieces of that many rows
    /// at four bytes a pixel).
    private static func wholeAndBanded(_ list: DisplayList, scale: CGFloat, rows: Int, jobs: Int = 1) throws -> (whole: Data, banded: Data) {
        let width = try RenderPipeline.pixelSize(of: list.size, scale: scale).width
        let whole = try RenderThreads.run { try RenderPipeline.png(list, scale: scale, pieceBytes: .max) }
        let banded = try RenderThreads.run { try RenderPipeline.png(list, scale: scale, jobs: jobs, pieceBytes: rows * (width * 4 + 1)) }
        return (whole, banded)
    }

    /// A page at @2x, 360 points wide, decoded as drawn whole and as drawn in bands of 7, 23,
    /// 64 and 151 rows.
    private static func pageInBands(_ page: some View) throws -> [(rows: Int, whole: RGBAImage, banded: RGBAImage)] {
        let list = try displayList(RenderRequest(content: page, scale: 2, proposal: ProposedViewSize(width: 360, height: nil)))
        return try [7, 23, 64, 151].map { rows in
            let (whole, banded) = try wholeAndBanded(list, scale: 2, rows: rows)
            return (rows, try RGBAImage(png: whole), try RGBAImage(png: banded))
        }
    }

    @Test("Shapes, strokes, clips, shadows, blurs, conic gradients and text crossing bands come out exactly as on the whole picture")
    func exactPageIsTheSameInBands() throws {
        for (rows, whole, banded) in try Self.pageInBands(ExactPage()) {
            #expect(banded.height > 4 * rows, "the picture has several bands")
            #expect(Self.difference(banded, whole) == nil, "bands of \(rows) rows")
        }
    }

    @Test("Gradients and images crossing bands differ from the whole picture by a level at most, in a few pixels")
    func sampledPageIsWithinALevelInBands() throws {
        for (rows, whole, banded) in try Self.pageInBands(SampledPage()) {
            let (count, largest) = banded.premultipliedDifference(to: whole)
            #expect(largest <= 1, "bands of \(rows) rows")
            #expect(count * 500 < whole.width * whole.height, "bands of \(rows) rows: \(count) pixels differ")
        }
    }

    @Test("Random trees drawn in bands give the whole picture's pixels; catalog entries are within a level")
    func randomTreesAndCatalogInBands() throws {
        // The random trees' gradients fill shapes at whole pixels.
        for (index, tree) in RandomTreeTests.trees().enumerated() {
            let list = try Self.displayList(RandomTreeTests.request(tree))
            let (whole, banded) = try Self.wholeAndBanded(list, scale: 2, rows: 29)
            #expect(Self.difference(try RGBAImage(png: banded), try RGBAImage(png: whole)) == nil, "tree \(index): \(tree)")
            // The same kind of file: RGB when every pixel is opaque.
            #expect(banded[25] == whole[25], "tree \(index)")
        }
        for entry in BuiltInCatalog.catalog.entries {
            let request = RenderRequest(content: entry.view(for: entry.variants[0], colorScheme: .dark, dynamicTypeSize: .large), scale: 3,
                                        proposal: ProposedViewSize(width: entry.proposedWidth(for: entry.variants[0]), height: nil))
            let list = try Self.displayList(request)
            let (whole, banded) = try Self.wholeAndBanded(list, scale: 3, rows: 29)
            let wholeImage = try RGBAImage(png: whole)
            let (count, largest) = try RGBAImage(png: banded).premultipliedDifference(to: wholeImage)
            #expect(largest <= 1 && count * 1000 < wholeImage.width * wholeImage.height, "\(entry.name): \(count) pixels differ, by up to \(largest)")
            #expect(banded[25] == whole[25], "\(entry.name)")
        }
    }

    @Test("A stroke inside a rounded clip around the whole picture is within a level in bands")
    func strokeInsideARoundedClipIsWithinALevel() throws {
        // Cairo draws a row of this a level apart at some band edges; when a piece's first row
        // was filtered against the row above drawn again by its band, that level came back
        // wrapped: orange (255, 149, 0) decoded as (0, 148, 255) down the stroke.
        let page = ZStack {
            Color.green
            Capsule().stroke(Color.orange, lineWidth: 3).frame(width: 31, height: 110)
        }
        .frame(width: 60, height: 340)
        .clipShape(RoundedRectangle(cornerRadius: 2))
        let list = try Self.displayList(RenderRequest(content: page, scale: 2))
        for rows in [3, 5, 7, 11] {
            let (whole, banded) = try Self.wholeAndBanded(list, scale: 2, rows: rows)
            let (count, largest) = try RGBAImage(png: banded).premultipliedDifference(to: try RGBAImage(png: whole))
            #expect(largest <= 1 && count <= 10, "bands of \(rows) rows: \(count) pixels differ, by up to \(largest) levels")
        }
    }

    @Test("Text too tall to draw fails alike drawn whole or in bands, even where no band shows it")
    func tooTallTextFailsInBands() throws {
        let page = VStack(spacing: 0) {
            Color.blue.frame(width: 40, height: 200)
            Text("Hi").font(.system(size: 17)).scaleEffect(1e6).offset(y: 5e8).frame(width: 20, height: 20)
        }
        let list = try Self.displayList(RenderRequest(content: page, scale: 1))
        var messages: [String] = []
        for pieceBytes in [Int.max, 10 * (40 * 4 + 1)] {
            do {
                _ = try RenderThreads.run { try RenderPipeline.png(list, scale: 1, pieceBytes: pieceBytes) }
                Issue.record("drawn with pieces of \(pieceBytes) bytes")
            } catch let error as VellumError {
                messages.append(error.message)
            }
        }
        #expect(messages.count == 2 && messages[0] == messages[1] && messages[0].contains("pixels tall"), "\(messages)")
    }

    @Test("The bytes do not depend on the number of threads")
    func sameBytesOnAnyNumberOfThreads() throws {
        let list = try Self.displayList(RenderRequest(content: SampledPage(), scale: 2, proposal: ProposedViewSize(width: 360, height: nil)))
        let one = try Self.wholeAndBanded(list, scale: 2, rows: 19, jobs: 1).banded
        for jobs in [2, 3, 8] {
            #expect(try Self.wholeAndBanded(list, scale: 2, rows: 19, jobs: jobs).banded == one, "\(jobs) threads")
        }
    }

    /// A picture 300 pixels tall, opaque everywhere but the rows of `hole` (none: opaque).
    private struct Page: View {
        let hole: Range<CGFloat>?

        var body: some View {
            VStack(spacing: 0) {
                Color.blue.frame(height: hole?.lowerBound ?? 300)
                if let hole {
                    Color.clear.frame(height: hole.upperBound - hole.lowerBound)
                    Color.blue.frame(height: 300 - hole.upperBound)
                }
            }
            .frame(width: 100)
        }
    }

    @Test("RGB when every band is opaque, RGBA when any is not, wherever the transparent one lies")
    func transparencyAnywhereMakesTheFileRGBA() throws {
        for hole in [nil, 0..<4, 140..<150, 296..<300] as [Range<CGFloat>?] {
            let list = try Self.displayList(RenderRequest(content: Page(hole: hole), scale: 1))
            let (whole, banded) = try Self.wholeAndBanded(list, scale: 1, rows: 20)
            #expect(Self.difference(try RGBAImage(png: banded), try RGBAImage(png: whole)) == nil, "hole \(String(describing: hole))")
            #expect(banded[25] == (hole == nil ? 2 : 6), "hole \(String(describing: hole))")
            #expect(whole[25] == banded[25], "hole \(String(describing: hole))")
        }
    }
}
