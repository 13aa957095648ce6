import Foundation
import VellumUI

/// `ScrollView`, at rest at its start. Along its scroll axes the content is offered `nil`; the
/// scroll view takes the space offered on each axis (its content's size where offered `nil`),
/// places the content at its top-leading corner and clips it. Several views inside are stacked
/// along the scroll axis, as SwiftUI does.
package final class ScrollNode: Node {
    package let axes: Axis.Set
    /// Makes the content again, for content that sizes itself from the scroll view
    /// (`containerRelativeFrame`); `nil` for any other.
    private let makeContent: ((Resolver) throws -> Node)?
    /// The content laid out for each container size met, when it depends on it: sizes are
    /// remembered by proposal only, and the content is offered the same proposal whatever
    /// the scroll view's length along its axes.
    private var contents: [(container: ProposedViewSize, node: Node)] = []
    /// Whether the content is clipped to the scroll view (not under `scrollClipDisabled`).
    private let clips: Bool

    package init(axes: Axis.Set, context: ResolveContext, content: Node, makeContent: ((Resolver) throws -> Node)? = nil) {
        self.axes = axes
        self.makeContent = makeContent
        clips = !context.environment.scrollClipDisabled
        super.init(name: "ScrollView", context: context, children: [content])
    }

    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                         height: axes.contains(.vertical) ? nil : proposal.height)
    }

    /// The content to lay out as the container of `container`'s size: the one made with the
    /// scroll view, or (for content that depends on it) one made for that size. At most eight
    /// are kept, besides the one placed.
    private func content(for container: ProposedViewSize, _ context: LayoutContext) throws -> Node {
        guard let makeContent else { return children[0] }
        if let known = contents.first(where: { $0.container == container }) { return known.node }
        let node = contents.isEmpty ? children[0] : try makeContent(context.resolver)
        if contents.count >= 8, let index = contents.firstIndex(where: { $0.node !== children[0] }) { contents.remove(at: index) }
        contents.append((container, node))
        return node
    }

    /// `body` with the scroll view, offered `proposal`, as the nearest container.
    private func asContainer<T>(_ proposal: ProposedViewSize, _ context: LayoutContext, _ body: (Node) throws -> T) throws -> T {
        let container = ProposedViewSize.container(offered: proposal)
        let outer = context.container
        context.container = container
        defer { context.container = outer }
        return try body(try content(for: container, context))
    }

    package override func sizeThatFits(_ proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGSize {
        let content = try asContainer(proposal, context) { try $0.size(for: contentProposal(proposal), context) }
        func pick(_ offered: CGFloat?, _ natural: CGFloat) -> CGFloat {
            guard let offered, offered.isFinite else { return natural }
            return offered
        }
        return CGSize(width: pick(proposal.width, content.width), height: pick(proposal.height, content.height))
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, _ context: LayoutContext) throws {
        let inner = contentProposal(proposal)
        try asContainer(proposal, context) { node in
            children = [node]
            let content = try node.size(for: inner, context)
            // Content narrower than the scroll view (across its axis) is centred, as SwiftUI does.
            var origin = bounds.origin
            if !axes.contains(.horizontal), content.width < bounds.width { origin.x += (bounds.width - content.width) / 2 }
            if !axes.contains(.vertical), content.height < bounds.height { origin.y += (bounds.height - content.height) / 2 }
            try node.place(at: origin, proposal: inner, context)
        }
    }

    package override func draw(_ builder: DisplayListBuilder, _ context: LayoutContext) throws {
        guard clips else { return try children[0].draw(builder, context) }
        try builder.group(.clip(Path(frame), FillStyle()), key: path.key) {
            try children[0].draw(builder, context)
        }
    }
}

extension ScrollView: ResolvablePrimitive {
    package func makeNodes(_ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        let axis: Axis = scrollAxes.contains(.vertical) ? .vertical : .horizontal
        var inner = context.child(.slot(0), name: "ScrollView")
        inner.stackAxis = axis
        let content = scrollContent
        // The margins and the clipping are the scroll view's own: the views inside have none.
        let margins = context.environment.scrollContentMargins
        inner.environment.scrollContentMargins = EdgeInsets()
        inner.environment.scrollClipDisabled = false
        let makeContent = { (resolver: Resolver) throws -> Node in
            let nodes = try resolver.resolve(content, inner)
            let node = nodes.count == 1
                ? nodes[0]
                : StackNode(name: axis == .vertical ? "VStack" : "HStack", axis: axis, alignment: axis == .vertical ? HorizontalAlignment.center.key : VerticalAlignment.center.key,
                            spacing: nil, context: inner, children: nodes)
            return margins == EdgeInsets() ? node : PaddingNode(insets: margins, context: inner, child: node)
        }
        let frames = resolver.containerRelativeFrames
        let node = try makeContent(resolver)
        return [ScrollNode(axes: scrollAxes, context: context, content: node, makeContent: resolver.containerRelativeFrames > frames ? makeContent : nil)]
    }
}

extension _ContentMarginsModifier: ResolvableModifier {
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        var inner = context
        if placement.appliesToContent {
            guard let insets else {
                throw context.child(.slot(0), name: "contentMargins").error(.invalidValue, "contentMargins with no length (nil) takes the system's default margin, which was not measured; give a length")
            }
            for (edge, value) in [(Edge.Set.top, insets.top), (.leading, insets.leading), (.bottom, insets.bottom), (.trailing, insets.trailing)] where edges.contains(edge) {
                try validateLength(value, "content margin", context.child(.slot(0), name: "contentMargins"))
            }
            var margins = inner.environment.scrollContentMargins
            if edges.contains(.top) { margins.top = insets.top }
            if edges.contains(.leading) { margins.leading = insets.leading }
            if edges.contains(.bottom) { margins.bottom = insets.bottom }
            if edges.contains(.trailing) { margins.trailing = insets.trailing }
            inner.environment.scrollContentMargins = margins
        }
        return try resolver.resolve(content, inner)
    }
}
