import Foundation
import VellumUI

/// `safeAreaInset` and `safeAreaPadding`: the view takes the size it is offered as it would
/// without them; its content is laid out in a safe area moved in (by the inset view's size and
/// spacing, or by the padding), while what ignores the safe area reaches as far as before. An
/// inset view is drawn over the content along its edge.
package final class SafeAreaNode: Node {
    private let edge: Edge?
    private let alignment: Alignment
    private let spacing: CGFloat
    private let padding: EdgeInsets
    private var content: Node { children[0] }
    private var inset: Node? { children.count > 1 ? children[1] : nil }

    package init(content: Node, inset: Node?, edge: Edge?, alignment: Alignment, spacing: CGFloat, padding: EdgeInsets, context: ResolveContext) {
        self.edge = edge
        self.alignment = alignment
        self.spacing = spacing
        self.padding = padding
        super.init(name: inset == nil ? "safeAreaPadding" : "safeAreaInset", context: context, children: [content] + [inset].compactMap { $0 })
        adoptTraits(of: content)
    }

    /// How far the safe area moves in on each edge, for `bounds`.
    private func insets(_ bounds: CGRect, _ context: LayoutContext) throws -> EdgeInsets {
        guard let inset, let edge else { return padding }
        let horizontal = edge == .top || edge == .bottom
        let size = try inset.size(for: ProposedViewSize(width: horizontal ? bounds.width : nil, height: horizontal ? nil : bounds.height), context)
        let length = (horizontal ? size.height : size.width) + spacing
        var result = EdgeInsets()
        switch edge {
        case .top: result.top = length
        case .bottom: result.bottom = length
        case .leading: result.leading = length
        case .trailing: result.trailing = length
        }
        return result
    }

    /// The content's proposal: the offered size less the insets where they apply.
    private func inner(_ proposal: ProposedViewSize, _ insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max($0 - insets.leading - insets.trailing, 0) },
                         height: proposal.height.map { max($0 - insets.top - insets.bottom, 0) })
    }

    package override func sizeThatFits(_ proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGSize {
        let guess = CGRect(origin: .zero, size: proposal.replacingUnspecifiedDimensions())
        let insets = try insets(guess, context)
        let size = try content.size(for: inner(proposal, insets), context)
        return CGSize(width: size.width + insets.leading + insets.trailing, height: size.height + insets.top + insets.bottom)
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, _ context: LayoutContext) throws {
        let insets = try insets(bounds, context)
        let safe = CGRect(x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
                          width: max(bounds.width - insets.leading - insets.trailing, 0), height: max(bounds.height - insets.top - insets.bottom, 0))
        let reach = context.reaching(bounds, edges: .all)
        try context.withSafeArea(safe, reach: reach) {
            try content.place(at: safe.origin, proposal: ProposedViewSize(safe.size), context)
        }
        guard let inset, let edge else { return }
        let horizontal = edge == .top || edge == .bottom
        let offered = ProposedViewSize(width: horizontal ? bounds.width : nil, height: horizontal ? nil : bounds.height)
        let size = try inset.size(for: offered, context)
        var origin = CGPoint.zero
        switch edge {
        case .top: origin = CGPoint(x: bounds.minX, y: bounds.minY)
        case .bottom: origin = CGPoint(x: bounds.minX, y: bounds.maxY - size.height)
        case .leading: origin = CGPoint(x: bounds.minX, y: bounds.minY)
        case .trailing: origin = CGPoint(x: bounds.maxX - size.width, y: bounds.minY)
        }
        if horizontal {
            origin.x += alignedOffset(child: inset.dimensions(size: size, proposal: offered, context), container: CGSize(width: bounds.width, height: size.height), alignment: alignment).x
        } else {
            origin.y += alignedOffset(child: inset.dimensions(size: size, proposal: offered, context), container: CGSize(width: size.width, height: bounds.height), alignment: alignment).y
        }
        // The inset view sits in the outer safe area; what in it ignores that reaches past it.
        try inset.place(at: origin, proposal: offered, context)
    }
}

extension _SafeAreaInsetModifier: ResolvableModifier {
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        let here = context.child(.slot(0), name: "safeAreaInset")
        if let spacing { try validateLength(spacing, "safeAreaInset spacing", here) }
        var nodes = try resolver.resolve(content, here.child(.slot(0)))
        // One inset view for the content, however many views it is.
        if nodes.count > 1 { nodes = [StackNode(name: "VStack", axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil, context: here, children: nodes)] }
        let insetNodes = try resolver.resolve(inset, here.child(.slot(1)))
        let insetNode: Node? = insetNodes.isEmpty ? nil : insetNodes.count == 1 ? insetNodes[0]
            : StackNode(name: "VStack", axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil, context: here, children: insetNodes)
        return nodes.map { SafeAreaNode(content: $0, inset: insetNode, edge: edge, alignment: alignment, spacing: spacing ?? 0,
                                        padding: EdgeInsets(), context: context) }
    }
}

extension _SafeAreaPaddingModifier: ResolvableModifier {
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        let here = context.child(.slot(0), name: "safeAreaPadding")
        for value in [insets.top, insets.leading, insets.bottom, insets.trailing] { try validateLength(value, "safeAreaPadding", allowNegative: false, here) }
        return try resolver.resolve(content, here).map { SafeAreaNode(content: $0, inset: nil, edge: nil, alignment: .center, spacing: 0, padding: insets, context: context) }
    }
}
