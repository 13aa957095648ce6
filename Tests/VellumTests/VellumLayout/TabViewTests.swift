import Foundation
import Testing
import Vellum

/// Tab views: the selected page above the tab bar, against iOS (`Fixtures/iOS/tabs.tsv`).
@Suite("Tab views")
struct TabViewTests {
    static let references: [(quantity: String, look: String, value: String, tolerance: Double, source: String)] = {
        guard let text = try? String(contentsOf: packageRoot.appendingPathComponent("Fixtures/iOS/tabs.tsv"), encoding: .utf8) else { return [] }
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.dropFirst().map { line in
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return (f[0], f[1], f[4], Double(f[5]) ?? 0, "\(f[6])@\(f[7].prefix(8)) \(f[8].split(separator: "/").last ?? ""), iOS \(f[9])")
        }
    }()

    private func check(_ value: Double, _ quantity: String, _ look: String) throws {
        let reference = try #require(Self.references.first { $0.quantity == quantity && $0.look == look }, "\(quantity)")
        #expect(abs(value - Double(reference.value)!) <= reference.tolerance,
                "\(quantity) \(look): \(String(format: "%.2f", value)) in Vellum, \(reference.value) on \(reference.source)")
    }

    struct Tabs: View {
        let selection: Int
        var body: some View {
            TabView(selection: .constant(selection)) {
                Text("Feeds").tabItem { Label("Feeds", systemImage: "list.bullet") }.tag(0)
                Text("Explore").tabItem { Label("Explore", systemImage: "globe") }.tag(1)
                Text("Saved").tabItem { Label("Saved", systemImage: "bookmark") }.tag(2).badge(4)
                Text("Settings").tabItem { Label("Settings", systemImage: "gearshape") }.tag(3)
            }
        }
    }

    private func render(_ view: some View, width: CGFloat, height: CGFloat, bottom: CGFloat = 0) throws -> RGBAImage {
        let renderer = ImageRenderer(content: view)
        renderer.scale = 3
        renderer.proposedSize = ProposedViewSize(width: width, height: height)
        renderer.safeAreaInsets = EdgeInsets(top: 0, leading: 0, bottom: bottom, trailing: 0)
        return try RGBAImage(png: try renderer.pngData())
    }

    @Test("iOS 18's bar: equal items, the icon and title where iOS puts them, the selected one tinted")
    func iOS18Bar() throws {
        let image = try render(Tabs(selection: 1).systemLook(.iOS18), width: 375, height: 600)
        // The selected item's ink: blue.
        var blue: [(x: Int, y: Int)] = []
        for y in (image.height - 49 * 3)..<image.height { for x in 0..<image.width {
            let p = image[x, y]
            if p.b > 200 && p.r < 60 && p.g < 150 && p.a > 200 { blue.append((x, y)) }
        } }
        let minX = blue.map(\.x).min() ?? 0, maxX = blue.map(\.x).max() ?? 0
        let centre = Double(minX + maxX + 1) / 6
        // The second of four items: its centre 1.5 items in.
        try check(centre / 375 / 1.5, "item_pitch_share", "iOS18")
        // The icon: the upper run of blue rows; the title: the lower.
        let rows = Set(blue.map(\.y)).sorted()
        let gap = zip(rows, rows.dropFirst()).first { $1 > $0 + 1 }
        let iconRows = rows.filter { $0 <= (gap?.0 ?? 0) }, titleRows = rows.filter { $0 > (gap?.0 ?? 0) }
        let iconTop = iconRows.first ?? 0, iconBottom = iconRows.last ?? 0, titleBottom = titleRows.last ?? 0
        let iconCentre = Double(image.height) - Double(iconTop + iconBottom + 1) / 2
        try check(iconCentre / 3, "icon_centre_above_bar_bottom", "iOS18")
        // The title's baseline from its ascenders' top (it has a descender): 0.735 of 10 points below.
        let titleTop = titleRows.first ?? 0
        try check(Double(image.height - titleTop) / 3 - 7.35, "title_baseline_above_bar_bottom", "iOS18")
        _ = titleBottom
        /// Whether `pixel` is within the reference's tolerance of its colour.
        func colour(_ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ quantity: String) throws {
            let reference = try #require(Self.references.first { $0.quantity == quantity })
            let hex = Array(reference.value.dropFirst())
            let wanted = stride(from: 0, to: 6, by: 2).map { Int(String(hex[$0...$0 + 1]), radix: 16)! }
            let got = [Int(pixel.r), Int(pixel.g), Int(pixel.b)]
            #expect(zip(got, wanted).allSatisfy { abs($0 - $1) <= Int(reference.tolerance) }, "\(quantity): \(got) in Vellum, \(reference.value) on \(reference.source)")
        }
        // The tint at the heart of the icon's ink; an unselected title's darkest pixel.
        func blueness(_ point: (x: Int, y: Int)) -> Int { Int(image[point.x, point.y].b) - Int(image[point.x, point.y].r) }
        let core = blue.max { blueness($0) < blueness($1) }!
        try colour(image[core.x, core.y], "selected_tint")
        var darkest: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (255, 255, 255, 255)
        for y in (image.height - 15 * 3)..<image.height { for x in 0..<(image.width / 4) where image[x, y].a > 250 && image[x, y].r < darkest.r { darkest = image[x, y] } }
        try colour(darkest, "unselected_title")
    }

    @Test("iOS 26's floating bar: items spread as iOS spreads them")
    func iOS26Bar() throws {
        let layout = try ImageRenderer(content: Tabs(selection: 0)).layoutWithSafeArea(width: 402, height: 874, bottom: 34)
        let titles = layout.allNodes.filter { ["Text(\"Feeds\")", "Text(\"Explore\")", "Text(\"Saved\")", "Text(\"Settings\")"].contains($0.name) }
            .filter { $0.frame.minY > 700 }.map(\.frame.midX)
        #expect(titles.count == 4)
        guard titles.count == 4 else { return }
        try check(Double(titles[0]), "item_centre_1_of_4", "iOS26")
        try check(Double(titles[1]), "item_centre_2_of_4", "iOS26")
        try check(Double(titles[3]), "item_centre_4_of_4", "iOS26")
    }

    @Test("The selection picks the page by tag or Tab value; a bar hidden by the page is not drawn; no pages is an error")
    func selectionAndEdges() throws {
        let second = try ImageRenderer(content: Tabs(selection: 2)).layout()
        #expect(second.allNodes.contains { $0.name == "Text(\"Saved\")" && $0.frame.minY < 500 })
        let tabs = TabView(selection: .constant("b")) {
            Tab("A", systemImage: "a.circle", value: "a") { Text("Page A") }
            Tab("B", systemImage: "b.circle", value: "b") { Text("Page B") }
        }
        let layout = try ImageRenderer(content: tabs).layout()
        #expect(layout.allNodes.contains { $0.name == "Text(\"Page B\")" } && !layout.allNodes.contains { $0.name == "Text(\"Page A\")" })
        let hidden = try ImageRenderer(content: TabView { Text("Only").tabItem { Text("Only") }.toolbar(.hidden, for: .tabBar) }).layout()
        #expect(hidden.allNodes.filter { $0.name == "Text(\"Only\")" }.count == 1)
        #expect(throws: VellumError.self) { try ImageRenderer(content: VStack { TabView { EmptyView() } }).pngData() }
    }
}

extension ImageRenderer {
    /// The layout at `width` × `height` with a bottom safe-area inset.
    fileprivate func layoutWithSafeArea(width: CGFloat, height: CGFloat, bottom: CGFloat) throws -> LayoutNode {
        proposedSize = ProposedViewSize(width: width, height: height)
        safeAreaInsets = EdgeInsets(top: 0, leading: 0, bottom: bottom, trailing: 0)
        return try layout()
    }
}
