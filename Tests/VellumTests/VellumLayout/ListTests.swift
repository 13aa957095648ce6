import Foundation
import Testing
import Vellum

/// Lists and forms against iOS: a form like the ones measured in Apple's renders, measured the
/// same way (pixels at @3x, Dynamic Type M, a 390-point window), against each number in
/// `Fixtures/iOS/lists.tsv`.
@Suite("Lists and forms against iOS")
struct ListTests {
    struct Reference: CustomTestStringConvertible, Sendable {
        let quantity: String, look: String, scheme: String, dynamicType: String, value: String, tolerance: Double, source: String
        var testDescription: String { "\(quantity) \(look) \(scheme) \(dynamicType)" }
    }

    static let references: [Reference] = {
        guard let text = try? String(contentsOf: packageRoot.appendingPathComponent("Fixtures/iOS/lists.tsv"), encoding: .utf8) else { return [] }
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.dropFirst().map { line in
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Reference(quantity: f[0], look: f[1], scheme: f[2], dynamicType: f[3], value: f[4], tolerance: Double(f[5]) ?? 0,
                             source: "\(f[6])@\(f[7].prefix(8)) \(f[8].split(separator: "/").last ?? ""), iOS \(f[9])")
        }
    }()

    /// The form measured: a plain section, a section with a header holding a navigation link
    /// with a value, a section with a footer of two lines, a section after it, and a toggle.
    struct MeasuredForm: View {
        var body: some View {
            Form {
                Section {
                    Text("Alpha")
                    Text("Bravo")
                }
                Section {
                    NavigationLink { EmptyView() } label: { LabeledContent("Charlie", value: "Value") }
                    Text("Delta")
                } header: {
                    Text("Section")
                }
                Section {
                    Text("Echo")
                } footer: {
                    Text("A section footer that is meant to be read as two whole lines of this text.")
                }
                Section {
                    Toggle("Foxtrot", isOn: .constant(false))
                }
            }
        }
    }

    /// What the picture of the form shows, in points.
    struct Measured {
        var values: [String: String] = [:]
    }

    private struct Picture {
        let image: RGBAImage
        let scale: Double = 3
        func pixel(_ x: Int, _ y: Int) -> (Int, Int, Int) {
            let p = image[x, y]
            return (Int(p.r), Int(p.g), Int(p.b))
        }
        func hex(_ c: (Int, Int, Int)) -> String { String(format: "#%02X%02X%02X", c.0, c.1, c.2) }
        func near(_ a: (Int, Int, Int), _ b: (Int, Int, Int), _ tolerance: Int = 2) -> Bool {
            abs(a.0 - b.0) <= tolerance && abs(a.1 - b.1) <= tolerance && abs(a.2 - b.2) <= tolerance
        }
    }

    private func measure(look: SystemLook, scheme: ColorScheme) throws -> [String: String] {
        let renderer = ImageRenderer(content: MeasuredForm().systemLook(look).environment(\.colorScheme, scheme).environment(\.dynamicTypeSize, .medium))
        renderer.scale = 3
        renderer.proposedSize = ProposedViewSize(width: 390, height: nil)
        let picture = Picture(image: try RGBAImage(png: try renderer.pngData()))
        let image = picture.image
        var out: [String: String] = [:]
        let background = picture.pixel(2, 2)
        out["background"] = picture.hex(background)
        // Cards: runs down the middle column of pixels that are not the background and not text.
        let middle = image.width / 2
        var cards: [(top: Int, bottom: Int)] = []
        var y = 0
        while y < image.height {
            if !picture.near(picture.pixel(middle, y), background) {
                let start = y
                while y < image.height, !picture.near(picture.pixel(middle, y), background) { y += 1 }
                if y - start > 60 { cards.append((start, y)) }
            } else {
                y += 1
            }
        }
        guard cards.count == 4 else { Issue.record("\(cards.count) cards found: \(cards)"); return out }
        let cardFill = picture.pixel(middle, cards[0].top + 15)
        out["card_fill"] = picture.hex(cardFill)
        // The card's edges, along its first row, below the corners' curve.
        let rowY = (cards[0].top + cards[0].bottom) / 2 - 30
        let left = (0..<middle).first { picture.near(picture.pixel($0, rowY), cardFill) } ?? 0
        let right = ((middle..<image.width).last { picture.near(picture.pixel($0, rowY), cardFill) } ?? 0) + 1
        out["card_margin"] = pt(left)
        // The separator inside the first card: rows of another colour than the fill.
        let separatorRows = ((cards[0].top + 6)..<(cards[0].bottom - 6)).filter { !picture.near(picture.pixel(middle, $0), cardFill) }
        if let first = separatorRows.first {
            out["separator_thickness_px"] = String(separatorRows.count)
            out["separator_colour"] = picture.hex(picture.pixel(middle, first))
            out["row_height"] = pt(separatorRows.last! + 1 - cards[0].top)
            let line = (0..<image.width).filter { !picture.near(picture.pixel($0, first), cardFill) && !picture.near(picture.pixel($0, first), background) }
            out["separator_leading"] = pt((line.first ?? 0) - left)
            out["separator_trailing_inset"] = pt(right - 1 - (line.last ?? 0))
        }
        /// The ink of text (pixels far from `base`) in rows `rows` and columns `columns`.
        func ink(_ rows: Range<Int>, _ columns: Range<Int>, base: (Int, Int, Int)) -> [(x: Int, y: Int)] {
            var found: [(Int, Int)] = []
            for y in rows { for x in columns {
                let p = picture.pixel(x, y)
                if abs(p.0 - base.0) + abs(p.1 - base.1) + abs(p.2 - base.2) > 120 { found.append((x, y)) }
            } }
            return found
        }
        /// Baselines: the bottom of each line of ink (text without descenders).
        func baselines(_ points: [(x: Int, y: Int)]) -> [Int] {
            let rows = Set(points.map(\.y)).sorted()
            var result: [Int] = []
            for (index, row) in rows.enumerated() where index == rows.count - 1 || rows[index + 1] > row + 1 { result.append(row + 1) }
            return result
        }
        // The first row's text.
        let alpha = ink(cards[0].top..<(cards[0].top + 130), left..<middle, base: cardFill)
        out["row_ink_leading"] = pt((alpha.map(\.x).min() ?? 0) - left)
        // The header above the second card.
        let header = ink((cards[0].bottom + 3)..<(cards[1].top - 3), left..<middle, base: background)
        if let baseline = baselines(header).last {
            out["header_baseline_above_card"] = pt(cards[1].top - baseline)
            out["header_ink_leading"] = pt((header.map(\.x).min() ?? 0) - left)
            let colours = header.map { picture.pixel($0.x, $0.y) }
            let darkest = colours.max { a, b in
                abs(a.0 - background.0) + abs(a.1 - background.1) < abs(b.0 - background.0) + abs(b.1 - background.1)
            }!
            out["header_colour"] = picture.hex(darkest)
        }
        out["section_gap_with_header"] = pt(cards[1].top - cards[0].bottom)
        // The navigation link's row: the chevron, then the value, from the right.
        let linkRow = ink((cards[1].top + 10)..<(cards[1].top + 120), middle..<right, base: cardFill)
        let columns = Set(linkRow.map(\.x)).sorted()
        if let chevronRight = columns.last {
            out["chevron_trailing"] = pt(right - 1 - chevronRight)
            var x = chevronRight
            while columns.contains(x - 1) { x -= 1 }
            let valueRight = columns.last { $0 < x - 3 } ?? 0
            out["value_to_chevron_gap"] = pt(x - valueRight - 1)
        }
        // The footer below the third card, and the gap to the fourth.
        let footer = ink((cards[2].bottom + 3)..<(cards[3].top - 3), left..<right, base: background)
        let lines = baselines(footer)
        if let first = lines.first, let last = lines.last, lines.count == 2 {
            out["footer_first_baseline_below_card"] = pt(first - cards[2].bottom)
            out["footer_last_baseline_to_next_card"] = pt(cards[3].top - last)
        } else {
            Issue.record("the footer has \(lines.count) lines")
        }
        out["section_gap_after_two_line_footer"] = pt(cards[3].top - cards[2].bottom)
        out["toggle_row_height"] = pt(cards[3].bottom - cards[3].top)
        return out
    }

    private func pt(_ pixels: Int) -> String { String(format: "%.2f", Double(pixels) / 3) }

    @Test("A row is as tall as iOS makes it at Dynamic Type L, and grows with larger text", arguments: [SystemLook.iOS18, .iOS26])
    func rowHeightsByDynamicType(_ look: SystemLook) throws {
        func pitch(_ size: DynamicTypeSize) throws -> CGFloat {
            let layout = try ImageRenderer(content: Form { Text("One"); Text("Two"); Text("Three") }.systemLook(look).environment(\.dynamicTypeSize, size)).layout()
            let rows = layout.allNodes.filter { $0.name.hasPrefix("Text(") }.map(\.frame.midY)
            return rows[1] - rows[0]
        }
        let lookName = look == .iOS18 ? "iOS18" : "iOS26"
        let reference = try #require(Self.references.first { $0.quantity == "row_height" && $0.look == lookName && $0.dynamicType == "L" })
        let large = try pitch(.large)
        #expect(abs(Double(large) - Double(reference.value)!) <= reference.tolerance, "\(large) at L in Vellum, \(reference.value) on \(reference.source)")
        // Text of an accessibility size makes rows taller; a smaller size never shorter than the least.
        #expect(try pitch(.accessibility3) > large + 20)
        #expect(try pitch(.xSmall) == (look == .iOS18 ? 44 : 51))
    }

    @Test("Right to left, rows and their separators are mirrored")
    func rightToLeft() throws {
        func separator(_ direction: LayoutDirection) throws -> ClosedRange<Int> {
            let renderer = ImageRenderer(content: Form { Text("One"); Text("Two") }.systemLook(.iOS18).environment(\.layoutDirection, direction))
            renderer.proposedSize = ProposedViewSize(width: 390, height: nil)
            let image = try RGBAImage(png: try renderer.pngData())
            // The separator's row: where the middle column leaves the card's white.
            // The separator's colour, #C6C6C8: unlike the card (white) and the background (#F2F2F7).
            func isSeparator(_ x: Int, _ y: Int) -> Bool { (190...206).contains(Int(image[x, y].r)) }
            let row = try #require((40..<image.height).first { isSeparator(195, $0) })
            let columns = (0..<image.width).filter { isSeparator($0, row) }
            return (columns.first ?? 0)...(columns.last ?? 0)
        }
        // Left to right, from the text inset (20 + 20) to the card's edge (370); mirrored right to left.
        #expect(try separator(.leftToRight) == 40...369)
        #expect(try separator(.rightToLeft) == 20...349)
    }

    @Test("Every measured quantity has its source, for both looks and schemes")
    func fixtureIsComplete() {
        #expect(Self.references.count >= 70)
        for look in ["iOS18", "iOS26"] {
            for scheme in ["light", "dark"] {
                #expect(Self.references.filter { $0.look == look && $0.scheme == scheme }.count >= 18, "\(look) \(scheme)")
            }
        }
        #expect(Self.references.allSatisfy { $0.source.count > 40 })
    }

    @Test("A form is drawn as iOS draws it", arguments: [(SystemLook.iOS18, ColorScheme.light), (.iOS18, .dark), (.iOS26, .light), (.iOS26, .dark)])
    func formMatchesIOS(_ setting: (look: SystemLook, scheme: ColorScheme)) throws {
        let lookName = setting.look == .iOS18 ? "iOS18" : "iOS26", schemeName = setting.scheme == .light ? "light" : "dark"
        let measured = try measure(look: setting.look, scheme: setting.scheme)
        for reference in Self.references where reference.look == lookName && reference.scheme == schemeName && reference.dynamicType == "M" {
            guard let value = measured[reference.quantity] else {
                Issue.record("\(reference.testDescription) was not measured")
                continue
            }
            if reference.value.hasPrefix("#") {
                func channels(_ hex: String) -> [Int] {
                    stride(from: 1, to: 7, by: 2).map { Int(hex.dropFirst($0).prefix(2), radix: 16) ?? -999 }
                }
                let distance = zip(channels(value), channels(reference.value)).map { abs($0 - $1) }.max() ?? 999
                #expect(Double(distance) <= reference.tolerance, "\(reference.testDescription): \(value) in Vellum, \(reference.value) on \(reference.source)")
            } else {
                let difference = abs((Double(value) ?? .nan) - (Double(reference.value) ?? .nan))
                #expect(difference <= reference.tolerance, "\(reference.testDescription): \(value) in Vellum, \(reference.value) on \(reference.source)")
            }
        }
    }
}
