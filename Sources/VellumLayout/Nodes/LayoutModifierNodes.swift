import Foundation
import VellumUI

/// `fixedSize`: offers the child `nil` (its ideal size) on the fixed axes.
package final class FixedSizeNode: AligningFrameNode {
    package let horizontal: Bool
    package let vertical: Bool

    package init(horizontal: Bool, vertical: Bool, context: ResolveContext, child: Node) {
        self.horizontal = horizontal
        self.vertical = vertical
        super.init(name: "fixedSize", alignment: .center, context: context, child: child)
        declareIgnoresProposal(horizontal && vertical || child.ignoresProposal)
    }

    package override func childProposal(_ proposal: ProposedViewSize, _ context: LayoutContext) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    package override func sizeThatFits(_ proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGSize {
        try children[0].size(for: childProposal(proposal, context), context)
    }

    package override func spacing(_ context: LayoutContext) -> ViewSpacing { children[0].spacing(context) }
}

/// `aspectRatio`: offers the child the largest size of the ratio that fits the proposal (or the
/// smallest that fills it), and takes the child's size. Without a ratio, the child's ideal size
/// gives it. An unspecified axis follows from the other; with both unspecified the child's
/// ideal width sets the size.
package final class AspectRatioNode: AligningFrameNode {
    package let ratio: CGFloat?
    package let contentMode: ContentMode
    private var idealRatio: CGFloat?

    package init(ratio: CGFloat?, contentMode: ContentMode, context: ResolveContext, child: Node) {
        self.ratio = ratio
        self.contentMode = contentMode
        super.init(name: "aspectRatio", alignment: .center, context: context, child: child)
    }

    private func effectiveRatio(_ context: LayoutContext) throws -> CGFloat? {
        if let ratio { return ratio }
        if let idealRatio { return idealRatio }
        let ideal = try children[0].size(for: .unspecified, context)
        idealRatio = ideal.height > 0 && ideal.width.isFinite && ideal.height.isFinite ? ideal.width / ideal.height : nil
        return idealRatio
    }

    private var fitted: [ProposedViewSize: ProposedViewSize] = [:]

    private func target(_ proposal: ProposedViewSize, _ context: LayoutContext) throws -> ProposedViewSize {
        if let known = fitted[proposal] { return known }
        guard let r = try effectiveRatio(context), r > 0, r.isFinite else { return proposal }
        let result: ProposedViewSize
        switch (proposal.width, proposal.height) {
        case (nil, nil):
            let ideal = try children[0].size(for: .unspecified, context)
            result = ProposedViewSize(width: ideal.width, height: ideal.width / r)
        case let (width?, nil):
            result = ProposedViewSize(width: width, height: width / r)
        case let (nil, height?):
            result = ProposedViewSize(width: height * r, height: height)
        case let (width?, height?):
            let wider = width / max(height, .leastNonzeroMagnitude) > r
            let useHeight = contentMode == .fit ? wider : !wider
            result = useHeight ? ProposedViewSize(width: height * r, height: height) : ProposedViewSize(width: width, height: width / r)
        }
        fitted[proposal] = result
        return result
    }

    package override func childProposal(_ proposal: ProposedViewSize, _ context: LayoutContext) -> ProposedViewSize {
        fitted[proposal] ?? proposal
    }

    package override func sizeThatFits(_ proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGSize {
        try children[0].size(for: target(proposal, context), context)
    }
}

/// `position`: takes the space offered (the child's size on an unspecified axis) and places the
/// child's centre at the point.
package final class PositionNode: Node {
    package let position: CGPoint

    package init(position: CGPoint, context: ResolveContext, child: Node) {
        self.position = position
        super.init(name: "position", context: context, children: [child])
        adoptTraits(of: child)
    }

    package override func sizeThatFits(_ proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: try children[0].size(for: proposal, context))
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, _ context: LayoutContext) throws {
        let size = try children[0].size(for: proposal, context)
        try children[0].place(at: CGPoint(x: bounds.minX + position.x - size.width / 2, y: bounds.minY + position.y - size.height / 2), proposal: proposal, context)
    }
}

/// `alignmentGuide`: the child's layout, with an explicit value for one guide.
package final class AlignmentGuideNode: PassthroughNode {
    package let key: AlignmentKey
    package let computeValue: (ViewDimensions) -> CGFloat

    package init(key: AlignmentKey, computeValue: @escaping (ViewDimensions) -> CGFloat, context: ResolveContext, child: Node) {
        self.key = key
        self.computeValue = computeValue
        super.init(name: "alignmentGuide", context: context, child: child)
        declareGuides()
    }

    package override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGFloat? {
        guard key == self.key else { return try child.explicitGuide(key, size: size, proposal: proposal, context) }
        let value = computeValue(child.dimensions(size: size, proposal: proposal, context))
        guard value.isFinite else { throw error(.layout, "alignmentGuide returned \(value); it must be a finite number") }
        return value
    }
}

extension _FixedSizeLayout: ResolvableModifier {
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        try resolver.wrapEach(content, name: "fixedSize", context) { child, context in
            FixedSizeNode(horizontal: horizontal, vertical: vertical, context: context, child: child)
        }
    }
}

extension _AspectRatioLayout: ResolvableModifier {
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        if let aspectRatio {
            try validateLength(aspectRatio, "aspect ratio", context.child(.slot(0), name: "aspectRatio"))
        }
        return try resolver.wrapEach(content, name: "aspectRatio", context) { child, context in
            AspectRatioNode(ratio: aspectRatio == 0 ? nil : aspectRatio, contentMode: contentMode, context: context, child: child)
        }
    }
}

extension _LayoutPriorityModifier: ResolvableModifier {
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        guard !priority.isNaN else {
            throw context.child(.slot(0), name: "layoutPriority").error(.invalidValue, "layoutPriority must be a number, got nan")
        }
        return try resolver.resolve(content, context.child(.slot(0), name: "layoutPriority")).map { node in
            node.layoutPriority = priority
            return node
        }
    }
}

extension _ZIndexModifier: ResolvableModifier {
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        guard !index.isNaN else {
            throw context.child(.slot(0), name: "zIndex").error(.invalidValue, "zIndex must be a number, got nan")
        }
        return try resolver.resolve(content, context.child(.slot(0), name: "zIndex")).map { node in
            node.zIndex = index
            return node
        }
    }
}

extension _PositionLayout: ResolvableModifier {
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        /// The modifier's own context, for errors only.
        func here() -> ResolveContext { context.child(.slot(0), name: "position") }
        try validateLength(position.x, "position x", allowNegative: true, here())
        try validateLength(position.y, "position y", allowNegative: true, here())
        return try resolver.wrapEach(content, name: "position", context) { child, context in
            PositionNode(position: position, context: context, child: child)
        }
    }
}

extension _AlignmentWritingModifier: ResolvableModifier {
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        try resolver.wrapEach(content, name: "alignmentGuide", context) { child, context in
            AlignmentGuideNode(key: key, computeValue: computeValue, context: context, child: child)
        }
    }
}

extension _IdentityModifier: ResolvableModifier {
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        try resolver.resolve(content, context.child(.id(id)))
    }
}

extension _TransitionModifier: ResolvableModifier {
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        try resolver.resolve(content, context.child(.slot(0)))
    }
}

/// `ignoresSafeArea`: the view keeps its size in its parent's layout, and where it touches the
/// safe area on one of its edges it is placed (and offered) reaching past it, to the screen's
/// edge or behind a bar.
package final class IgnoresSafeAreaNode: PassthroughNode {
    private let edges: Edge.Set

    package init(edges: Edge.Set, context: ResolveContext, child: Node) {
        self.edges = edges
        super.init(name: "ignoresSafeArea", context: context, child: child)
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, _ context: LayoutContext) throws {
        let reached = context.reaching(bounds, edges: edges)
        guard reached != bounds else { return try child.place(at: bounds.origin, proposal: proposal, context) }
        try child.place(at: reached.origin, proposal: ProposedViewSize(reached.size), context)
    }
}

extension _IgnoresSafeAreaModifier: ResolvableModifier {
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        let nodes = try resolver.resolve(content, context.child(.slot(0)))
        guard !edges.isEmpty else { return nodes }
        return nodes.map { IgnoresSafeAreaNode(edges: edges, context: context, child: $0) }
    }
}
