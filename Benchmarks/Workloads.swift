import Foundation
import Vellum
import VellumCairo
import VellumCatalog
import VellumCLI
import VellumLayout
import VellumUI

/// What the benchmarks render.
enum Workloads {
    /// Every entry × variant of the built-in catalog, light, as render requests at @2x.
    static func catalogRequests(scale: CGFloat = 2) -> [RenderRequest] {
        BuiltInCatalog.catalog.entries.flatMap { entry in
            entry.variants.map { variant in
                RenderRequest(content: entry.view(for: variant, colorScheme: .light), scale: scale,
                              proposal: ProposedViewSize(width: entry.proposedWidth(for: variant), height: nil))
            }
        }
    }

    /// A typical card: the catalog's user card (avatar gradient, two lines of text, a shadow).
    static func typicalCard() throws -> RenderRequest {
        let entry = try BuiltInCatalog.catalog.entry(named: "User card")
        return RenderRequest(content: entry.view(for: entry.variants[0]), scale: 2,
                             proposal: ProposedViewSize(width: entry.proposedWidth(for: entry.variants[0]), height: nil))
    }

    /// The display list of a request, laid out once.
    static func displayList(_ request: RenderRequest) throws -> DisplayList {
        try RenderPipeline.withFrame(request) { $0.displayList }
    }

    /// A tree of `count` layout nodes, give or take four: rows of small framed, padded colours.
    /// Each cell is 5 nodes (the colour, its frame, its padding, the background and the
    /// background's colour); a row of 25 cells is 126 with its `HStack`, and the `VStack`
    /// around the rows is one more. Full rows come first, then a shorter row for the rest, so
    /// that trees of 1,000 and 10,000 nodes differ tenfold as their names say.
    static func tree(nodes count: Int) -> some View {
        let perCell = 5, perRow = 25
        let fullRows = max(0, count - 1) / (perRow * perCell + 1)
        let rest = (max(0, count - 1) - fullRows * (perRow * perCell + 1) - 1) / perCell
        let cellsInRow = Array(repeating: perRow, count: fullRows) + (rest > 0 ? [rest] : [])
        return VStack(spacing: 2) {
            ForEach(cellsInRow.indices, id: \.self) { row in
                HStack(spacing: 2) {
                    ForEach(0..<cellsInRow[row], id: \.self) { column in
                        Color(white: Double((row + column) % 10) / 10)
                            .frame(width: 6, height: 6)
                            .padding(1)
                            .background(Color.blue)
                    }
                }
            }
        }
    }
}
