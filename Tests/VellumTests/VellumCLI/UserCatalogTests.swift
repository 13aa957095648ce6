import Foundation
import Synchronization
import Testing
import Vellum
import VellumCairo
import VellumCLI

// Stand-ins for the components of the README's example package.
private struct PriceTag: View {
    var amount: Double
    var onSale: Bool

    var body: some View {
        Text(amount, format: .currency(code: "USD"))
            .font(.headline)
            .padding(.horizontal, 10).padding(.vertical, 4)
            .background(Capsule().fill(onSale ? Color.red : Color.gray.opacity(0.2)))
            .foregroundStyle(onSale ? Color.white : Color.primary)
    }
}

private struct OrderRow: View {
    var title: String
    var quantity: Int

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Text("× \(quantity)").foregroundStyle(.secondary)
        }
        .padding()
    }
}

private struct LiveDot: View {
    @State private var on = false

    var body: some View {
        Circle().fill(Color.green).frame(width: 12, height: 12)
            .opacity(on ? 1 : 0.2)
            .onAppear { withAnimation(.easeInOut(duration: 0.6).repeatForever()) { on = true } }
    }
}

// The README's catalog, as written there.
private let acmeCatalog = Catalog(name: "Acme design system") {
    CatalogEntry("Price tag", group: "Commerce", variants: [CatalogVariant("regular"), CatalogVariant("sale")]) { variant in
        PriceTag(amount: 24.99, onSale: variant.name == "sale")
    }
    CatalogEntry("Order row", group: "Commerce", width: 360) {
        OrderRow(title: "Woody Figure", quantity: 2)
    }
    CatalogEntry("Headline", group: "Type",
                 variants: [CatalogVariant("large"), CatalogVariant("accessibility", dynamicTypeSize: .accessibility3)]) {
        Text("Toy Story").font(.largeTitle.bold())
    }
    CatalogEntry("Live dot", group: "States", animationDuration: 1.2) {
        LiveDot()                                    // animates from onAppear
    }
}

@Suite("A user's own catalog")
struct UserCatalogTests {
    /// Runs the command line over the README's catalog, as `acme-vellum` would.
    private func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        let out = Mutex(""), err = Mutex("")
        let console = Console(out: { text in out.withLock { $0 += text } }, error: { text in err.withLock { $0 += text } },
                              errorIsTerminal: false, useColor: false)
        let status = VellumCommand.run(catalog: acmeCatalog, arguments: arguments, console: console)
        return (status, out.withLock { $0 }, err.withLock { $0 })
    }

    @Test("list, sheet and frames work over it")
    func commands() throws {
        let list = run(["list"])
        #expect(list.status == 0)
        #expect(list.out == "Commerce\n  Price tag  [regular, sale]\n  Order row\nType\n  Headline  [large, accessibility]\nStates\n  Live dot\n")

        let folder = try temporaryFolder()
        let sheet = run(["sheet", "--format", "png", "--out", folder.path])
        #expect(sheet.status == 0, "\(sheet.err)")
        let png = try RGBAImage(png: Data(contentsOf: folder.appendingPathComponent("sheet-commerce.png")))
        #expect(png.width > 700, "the 360-point order row, light and dark, side by side: \(png.width)")

        let frames = run(["frames", "Live dot", "--fps", "5", "--out", folder.path])
        #expect(frames.status == 0, "\(frames.err)")
        let first = try Data(contentsOf: folder.appendingPathComponent("live-dot/frame-000.png"))
        let third = try Data(contentsOf: folder.appendingPathComponent("live-dot/frame-003.png"))
        #expect(first != third, "the dot pulses")
        #expect(run(["frames", "Price"]).err.contains("did you mean \"Price tag\""))
    }
}
