import Foundation
import Testing
import Vellum

/// The safe area, and the navigation bar against iOS (`Fixtures/iOS/navigation.tsv`).
@Suite("Navigation and the safe area")
struct NavigationTests {
    struct Reference: Sendable {
        let quantity: String, look: String, value: Double, tolerance: Double, source: String
    }

    static let references: [Reference] = {
        guard let text = try? String(contentsOf: packageRoot.appendingPathComponent("Fixtures/iOS/navigation.tsv"), encoding: .utf8) else { return [] }
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.dropFirst().map { line in
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Reference(quantity: f[0], look: f[1], value: Double(f[4]) ?? .nan, tolerance: Double(f[5]) ?? 0,
                             source: "\(f[6])@\(f[7].prefix(8)) \(f[8].split(separator: "/").last ?? ""), iOS \(f[9])")
        }
    }()

    private func reference(_ quantity: String, _ look: SystemLook) throws -> Reference {
        let name = look == .iOS18 ? "iOS18" : "iOS26"
        return try #require(Self.references.first { $0.quantity == quantity && $0.look == name }, "\(quantity) \(name)")
    }

    private func check(_ value: Double, _ quantity: String, _ look: SystemLook) throws {
        let reference = try reference(quantity, look)
        #expect(abs(value - reference.value) <= reference.tolerance,
                "\(quantity) \(look): \(String(format: "%.2f", value)) in Vellum, \(reference.value) on \(reference.source)")
    }

    /// A screen at @3x in a 390 × 844 window whose safe area starts at `top`.
    private func screen(_ view: some View, top: CGFloat) throws -> RGBAImage {
        let renderer = ImageRenderer(content: view.environment(\.dynamicTypeSize, .medium))
        renderer.scale = 3
        renderer.proposedSize = ProposedViewSize(width: 390, height: 844)
        renderer.safeAreaInsets = EdgeInsets(top: top, leading: 0, bottom: 34, trailing: 0)
        return try RGBAImage(png: try renderer.pngData())
    }

    /// Rows `rows` of the picture where some pixel is far from `base` in columns `columns`.
    private func inkRows(_ image: RGBAImage, _ rows: Range<Int>, _ columns: Range<Int>, base: (Int, Int, Int), threshold: Int = 120) -> [Int] {
        rows.filter { y in columns.contains { x in
            let p = image[x, y]
            return abs(Int(p.r) - base.0) + abs(Int(p.g) - base.1) + abs(Int(p.b) - base.2) > threshold
        } }
    }

    @Test("What ignores the safe area reaches the screen's edges; the rest stays inside")
    func safeArea() throws {
        func redRows(_ view: some View) throws -> ClosedRange<Int> {
            let renderer = ImageRenderer(content: view)
            renderer.proposedSize = ProposedViewSize(width: 100, height: 200)
            renderer.safeAreaInsets = EdgeInsets(top: 30, leading: 0, bottom: 20, trailing: 0)
            let image = try RGBAImage(png: try renderer.pngData())
            let rows = (0..<image.height).filter { image[50, $0].r > 200 && image[50, $0].a > 200 }
            return (rows.first ?? -1)...(rows.last ?? -1)
        }
        #expect(try redRows(Color(red: 1, green: 0, blue: 0)) == 30...179)
        #expect(try redRows(Color(red: 1, green: 0, blue: 0).ignoresSafeArea()) == 0...199)
        #expect(try redRows(Color(red: 1, green: 0, blue: 0).ignoresSafeArea(edges: .top)) == 0...179)
        // A colour background reaches past the safe area; a view background does not.
        #expect(try redRows(Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color(red: 1, green: 0, blue: 0))) == 0...199)
        #expect(try redRows(Text("Hi").frame(maxWidth: .infinity, maxHeight: .infinity).background { Color(red: 1, green: 0, blue: 0) }) == 30...179)
        // A view that does not touch the safe area's edge stays where it is.
        #expect(try redRows(Color(red: 1, green: 0, blue: 0).frame(height: 50).ignoresSafeArea()) == 80...129)
        // safeAreaInset keeps the content clear of the inset view, which sits at the edge; what
        // ignores the safe area reaches under it. safeAreaPadding moves the safe area in.
        let bar = Color(red: 0, green: 0, blue: 1).frame(height: 40)
        #expect(try redRows(Color(red: 1, green: 0, blue: 0).safeAreaInset(edge: .bottom) { bar }) == 30...139)
        #expect(try redRows(Color(red: 1, green: 0, blue: 0).ignoresSafeArea().safeAreaInset(edge: .bottom) { bar }) == 0...199)
        #expect(try redRows(Color(red: 1, green: 0, blue: 0).safeAreaPadding(.vertical, 10)) == 40...169)
    }

    struct InlineScreen: View {
        var body: some View {
            NavigationStack {
                List {
                    Section("Header") { Text("Row one"); Text("Row two") }
                }
                .navigationTitle("Title")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button { } label: { Image(systemName: "xmark") } }
                    ToolbarItem(placement: .topBarTrailing) { Button("Reset") {} }
                }
            }
        }
    }

    @Test("The inline bar: its title and buttons where iOS puts them, the list below", arguments: [SystemLook.iOS18, .iOS26])
    func inlineBar(_ look: SystemLook) throws {
        let barTop = look == .iOS18 ? 54 : 62
        let image = try screen(InlineScreen().systemLook(look), top: CGFloat(barTop))
        let background = (242, 242, 247)
        let middle = image.width / 2
        // The title's ink (no descenders): its bottom is the baseline.
        let title = inkRows(image, (barTop * 3)..<((barTop + 44) * 3), (middle - 60)..<(middle + 60), base: background)
        let baseline = Double((title.last ?? 0) + 1) / 3
        try check(baseline - Double(barTop), "inline_title_baseline_below_bar_top", look)
        // The first card: white down the middle column.
        let cardTop = (barTop * 3..<image.height).first { image[middle, $0].r == 255 && image[middle, $0].b == 255 } ?? 0
        try check(Double(cardTop) / 3 - baseline, "first_card_top_minus_title_baseline", look)
        if look == .iOS18 {
            // The trailing button's ink, 16 points from the screen's edge.
            let columns = (middle..<image.width).filter { x in (barTop * 3..<(barTop + 44) * 3).contains { y in image[x, y].b > 200 && image[x, y].r < 100 } }
            try check(Double(image.width - 1 - (columns.last ?? 0)) / 3, "toolbar_text_ink_trailing_inset", look)
        } else {
            // Glass capsules: pixels unlike the background in the bar's band, away from the title.
            let bandRows = ((barTop - 4) * 3)..<((barTop + 48) * 3)
            func capsule(_ columns: Range<Int>) -> (rows: [Int], columns: [Int]) {
                var rows: [Int] = [], found: [Int] = []
                for y in bandRows { for x in columns {
                    let p = image[x, y]
                    if abs(Int(p.r) - background.0) + abs(Int(p.g) - background.1) + abs(Int(p.b) - background.2) >= 4 { rows.append(y); found.append(x) }
                } }
                return (Array(Set(rows)).sorted(), Array(Set(found)).sorted())
            }
            let trailing = capsule((middle + 90)..<image.width), leading = capsule(0..<(middle - 90))
            try check(Double((trailing.rows.last ?? 0) - (trailing.rows.first ?? 0) + 1) / 3, "glass_button_height", look)
            try check(Double(image.width - 1 - (trailing.columns.last ?? 0)) / 3, "glass_text_button_trailing_inset", look)
            try check(Double((trailing.rows.first ?? 0) + (trailing.rows.last ?? 0) + 1) / 6 - Double(barTop), "glass_button_centre_below_bar_top", look)
            try check(Double((leading.columns.last ?? 0) - (leading.columns.first ?? 0) + 1) / 3, "glass_icon_button_diameter", look)
            try check(Double(leading.columns.first ?? 0) / 3, "glass_icon_button_side_inset", look)
        }
    }

    @Test("The large title: under the bar, at the leading margin")
    func largeTitle() throws {
        let image = try screen(NavigationStack { List { Text("Row") }.navigationTitle("Title") }, top: 62)
        let rows = inkRows(image, (62 * 3)..<(200 * 3), 0..<(image.width / 2), base: (242, 242, 247))
        // The title is the first ink under the bar; its rows are the first run.
        var last = rows.first ?? 0
        for row in rows where row <= last + 1 { last = row }
        try check(Double(last + 1) / 3 - 62, "large_title_baseline_below_safe_top", .iOS26)
        let columns = (0..<image.width / 2).filter { x in ((rows.first ?? 0)...last).contains { y in image[x, y].r < 100 } }
        try check(Double(columns.first ?? 0) / 3, "large_title_ink_leading", .iOS26)
    }

    @Test("A stack inside a stack shows one bar; toolbar items with no bar and a hidden bar draw nothing")
    func edges() throws {
        let single = try screen(NavigationStack { Text("Root").navigationTitle("Title") }, top: 59)
        let nested = try screen(NavigationStack { NavigationStack { Text("Root").navigationTitle("Title") } }, top: 59)
        let sameBar = single == nested
        #expect(sameBar, "a stack inside a stack draws the outer bar only")
        let hidden = try screen(NavigationStack { Text("Root").navigationTitle("Title").toolbar(.hidden, for: .navigationBar) }, top: 59)
        let bare = try screen(Text("Root"), top: 59)
        let noBar = hidden == bare
        #expect(noBar, "a hidden bar draws nothing and keeps no room")
        // A toolbar outside any navigation stack leaves the view as it is.
        let card = Text("Card").padding()
        let untouched = try renderImage(card.toolbar { ToolbarItem { Button("Done") {} } }, scale: 2) == renderImage(card, scale: 2)
        #expect(untouched)
    }
}
