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

    func testProfileScreen() throws {
        let screen = try entry("Profile screen")
        let view = screen.view(for: screen.variants[0], colorScheme: .dark)
        assertSnapshots(of: view, as: ["iPhone15": .layout(size: .iPhone15)])
        assertSnapshot(of: view, as: .image(size: .iPhone15, colorScheme: .dark), named: "iPhone15")
    }
}
