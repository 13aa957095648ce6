import Foundation
import VellumCore
import VellumUI

extension ListRowTraits {
    /// Where a node keeps the list-row traits set on it.
    package static let key = ObjectIdentifier(_ListRowTraitModifier.self)
}

extension List: ResolvablePrimitive {
    package func makeNodes(_ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        try ListNode.make(name: "List", content: content, style: context.environment.list.style ?? .insetGrouped, resolver, context)
    }
}

extension Form: ResolvablePrimitive {
    package func makeNodes(_ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        try ListNode.make(name: "Form", content: content, style: .insetGrouped, resolver, context)
    }
}

extension ListNode {
    /// A list of `style` holding `content`, its sections and rows made as a list's are.
    static func make(name: String, content: any View, style: ListStyleKind, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        let kind: ListStyleKind = style == .sidebar ? .insetGrouped : style
        let metrics = ListMetrics(style: kind, look: context.environment.systemLook)
        var inner = context.child(.slot(0), name: name)
        inner.isListContent = true
        // Lists inside rows are lists of their own, in the style their own modifiers say.
        inner.environment.list = ListEnvironment(style: kind, isRow: true)
        let items = try resolver.resolve(content, inner)
        return [try ListNode(name: name, metrics: metrics, items: items, context: context, rowContext: inner)]
    }
}

extension Section: ResolvablePrimitive {
    package func makeNodes(_ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        let here = context.child(.slot(0), name: "Section")
        guard context.isListContent else {
            // Outside a list: the header, the content and the footer, one after the other.
            return try resolver.resolve(header, here.child(.slot(0))) + resolver.resolve(content, here.child(.slot(1)))
                + resolver.resolve(footer, here.child(.slot(2)))
        }
        let metrics = ListMetrics(style: context.environment.list.style ?? .insetGrouped, look: context.environment.systemLook)
        var text = here
        text.isListContent = false
        text.environment.list.isRow = false
        func single(_ nodes: [Node], _ slot: Int) -> Node? {
            guard !nodes.isEmpty else { return nil }
            return nodes.count == 1 ? nodes[0] : StackNode(name: "VStack", axis: .vertical, alignment: HorizontalAlignment.leading.key, spacing: nil,
                                                           context: text.child(.slot(slot)), children: nodes)
        }
        let headerView = AnyView(header.font(metrics.headerFont).foregroundStyle(.secondary).textCase(metrics.headerUppercased ? .uppercase : nil))
        let footerView = AnyView(footer.font(metrics.footerFont).foregroundStyle(.secondary))
        let headerNode = single(try resolver.resolve(headerView, text.child(.slot(0), name: "header")), 0)
        let footerNode = single(try resolver.resolve(footerView, text.child(.slot(2), name: "footer")), 2)
        // A collapsed section shows its header only.
        let rows = isExpanded == false ? [] : try resolver.resolve(content, here.child(.slot(1)))
        let node = SectionNode(header: headerNode, rows: rows, footer: footerNode, context: context)
        return [node]
    }
}

extension _ListRowTraitModifier: ResolvableModifier {
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        try resolver.resolve(content, context.child(.slot(0))).map { node in
            let own = node.layoutValues[ListRowTraits.key] as? ListRowTraits ?? ListRowTraits()
            node.layoutValues[ListRowTraits.key] = own.filling(from: traits)
            return node
        }
    }
}

extension NavigationLink: ResolvablePrimitive {
    package func makeNodes(_ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        let environment = context.environment
        let here = context.child(.slot(0), name: "NavigationLink")
        guard environment.list.isRow else {
            // Outside a list, a button.
            return try resolver.resolve(Button(action: {}) { label }, here)
        }
        let metrics = ListMetrics(style: environment.list.style ?? .insetGrouped, look: environment.systemLook)
        // The row's chevron: SF's `chevron.forward`, semibold, in the tertiary label colour, its
        // ink ending where iOS ends it.
        let size = environment.effectiveFont().resolve(in: environment).size * 0.875
        let margin = 0.125 * size
        let chevron = Image(systemName: "chevron.forward").font(.system(size: size, weight: .semibold)).foregroundStyle(Color.tertiaryLabel)
            .padding(.trailing, metrics.chevronTrailing - metrics.contentInset - margin)
        var inner = here
        inner.environment.list.isRow = false
        // The gap between ink: the value's and the chevron's side bearings are in it.
        let row = HStack(spacing: metrics.chevronGap - margin - 0.2) {
            label.frame(maxWidth: .infinity, alignment: .leading)
            chevron
        }
        return try resolver.resolve(row, inner)
    }
}
