import Foundation
import Vellum
import VellumCatalog
import VellumCLI
import VellumTesting
import XCTest

/// Golden snapshots of built-in components, kept where users keep theirs:
/// `__Snapshots__/CatalogSnapshotTests/<test>.<name>.<ext>` beside this file. A change to
/// layout or drawing that moves any of these pixels fails here first.
final class CatalogSnapshotTests: XCTestCase {
    private func entry(_ name: String) throws -> CatalogEntry {
        try BuiltInCatalog.catalog.entry(named: name)
    }

    func testProductCard() throws {
        let card = try entry("Product card")
        assertSnapshot(of: card.view(for: card.variants[0]).frame(width: card.proposedWidth(for: card.variants[0])), as: .image)
        assertSnapshot(of: card.view(for: card.variants[0], colorScheme: .dark).frame(width: card.proposedWidth(for: card.variants[0])), as: .image)
    }

    func testBadge() throws {
        let badge = try entry("Badge")
        for variant in badge.variants {
            assertSnapshot(of: badge.view(for: variant), as: .image(scale: 3), named: variant.name)
        }
    }

    /// The 40 most seen SF Symbols names at three text styles: monochrome in light, palette in dark.
    func testSymbols() throws {
        let symbols = try entry("Symbols")
        let monochrome = try XCTUnwrap(symbols.variants.first { $0.name == "monochrome" })
        let palette = try XCTUnwrap(symbols.variants.first { $0.name == "palette" })
        assertSnapshot(of: symbols.view(for: monochrome).background(Color.white), as: .image, named: "monochrome-light")
        assertSnapshot(of: symbols.view(for: palette, colorScheme: .dark).background(Color.black), as: .image, named: "palette-dark")
    }

    /// The system screens (a settings form, a mail list, a tab bar screen) on an iPhone 15 with
    /// its safe area: iOS 26 in light, iOS 18 in dark; and their boxes at two Dynamic Type sizes.
    func testSystemScreens() throws {
        for name in ["Settings form", "Inbox list", "Tab bar screen"] {
            let screen = try entry(name)
            let key = name.replacingOccurrences(of: " ", with: "-")
            let iOS26 = try XCTUnwrap(screen.variants.first { $0.name == "iOS 26" })
            let iOS18 = try XCTUnwrap(screen.variants.first { $0.name == "iOS 18" })
            assertSnapshot(of: screen.view(for: iOS26), as: .image(size: .iPhone15), named: "\(key).iOS26-light")
            assertSnapshot(of: screen.view(for: iOS18, colorScheme: .dark), as: .image(size: .iPhone15, colorScheme: .dark), named: "\(key).iOS18-dark")
            for (size, label) in [(DynamicTypeSize.large, "L"), (.accessibility2, "AX2")] {
                assertSnapshot(of: screen.view(for: iOS26), as: .layout(size: .iPhone15, dynamicTypeSize: size), named: "\(key).iOS26-\(label)")
            }
        }
    }

    func testProfileScreen() throws {
        let screen = try entry("Profile screen")
        let view = screen.view(for: screen.variants[0], colorScheme: .dark)
        assertSnapshots(of: view, as: ["iPhone15": .layout(size: .iPhone15)])
        assertSnapshot(of: view, as: .image(size: .iPhone15, colorScheme: .dark), named: "iPhone15")
    }
}
