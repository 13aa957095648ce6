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

    /// A tree of about `count` layout nodes: rows of small framed, padded colours.
    static func tree(nodes count: Int) -> some View {
        // Each cell is 4 nodes (padding, frame, background, colour); each row adds 2.
        let perRow = 25
        let rows = max(1, count / (perRow * 4 + 2))
        return VStack(spacing: 2) {
            ForEach(0..<rows, id: \.self) { row in
                HStack(spacing: 2) {
                    ForEach(0..<perRow, id: \.self) { column in
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
