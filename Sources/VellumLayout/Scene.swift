import Foundation
import VellumUI

/// One view rendered once: resolve → layout → (appear actions and state changes, again until
/// the state settles) → display list.
///
/// A scene owns the state of its views, so everything here runs on one thread; separate
/// scenes are independent and may run on separate threads at once.
package final class Scene {
    /// The most resolve-and-layout passes a render may take while `onAppear` actions and
    /// preference changes keep changing state.
    package static let maximumPasses = 16

    /// The views laid out: the root node, its size, and what to draw.
    package struct Frame {
        package let root: Node
        package let size: CGSize
        package let displayList: DisplayList
    }

    private let content: any View
    private let environment: EnvironmentValues
    private let measurer: any TextMeasuring
    private let scale: CGFloat
    package let graph = ViewGraph()

    package init(content: any View, environment: EnvironmentValues, measurer: any TextMeasuring, scale: CGFloat) {
        self.content = content
        var environment = environment
        environment.displayScale = scale
        self.environment = environment
        self.measurer = measurer
        self.scale = scale
    }

    /// Lays the view out for `proposal` and returns its frame: positions in points, snapped to
    /// the pixel grid of the scene's scale.
    package func render(proposal: ProposedViewSize) throws -> Frame {
        var pass = 0
        while true {
            pass += 1
            let resolver = Resolver(graph: graph)
            let root = try makeRoot(resolver)
            let context = LayoutContext(measurer: measurer, scale: scale, resolver: resolver)
            let size = try root.size(for: proposal, context)
            try root.place(at: .zero, proposal: proposal, context)
            for action in resolver.takeAppearActions() { action() }
            if graph.takeChanges().isEmpty {
                let builder = DisplayListBuilder()
                try root.draw(builder, context)
                return Frame(root: root, size: size, displayList: DisplayList(items: builder.items, size: size))
            }
            if pass >= Scene.maximumPasses {
                throw VellumError(.invalidView, "state kept changing for \(Scene.maximumPasses) passes of layout: an onAppear, onChange or onPreferenceChange action changes state every time it runs")
            }
        }
    }

    private func makeRoot(_ resolver: Resolver) throws -> Node {
        let context = ResolveContext(environment: environment)
        let nodes = try resolver.resolve(content, context)
        switch nodes.count {
        case 0:
            throw VellumError(.invalidView, "the view is empty: there is nothing to render")
        case 1:
            return nodes[0]
        default:
            // Several views at the root are stacked as SwiftUI's hosting view stacks them.
            return StackNode(name: "Root", axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: ViewSpacing.standardDistance,
                             context: context.child(.slot(0)), children: nodes)
        }
    }
}
