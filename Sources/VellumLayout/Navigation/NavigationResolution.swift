import Foundation
import VellumCore
import VellumUI

private struct InsideNavigationStackKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the views are a navigation stack's: a stack inside draws no bar of its own.
    var isInsideNavigationStack: Bool {
        get { self[InsideNavigationStackKey.self] }
        set { self[InsideNavigationStackKey.self] = newValue }
    }
}

extension NavigationStack: ResolvablePrimitive {
    package func makeNodes(_ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        try NavigationStackNode.make(root, resolver, context)
    }
}

extension NavigationView: ResolvablePrimitive {
    package func makeNodes(_ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        try NavigationStackNode.make(content, resolver, context)
    }
}

extension NavigationStackNode {
    /// The stack of `root`: its nodes, and the bar its navigation items describe.
    static func make(_ root: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        // A stack inside another shows its root under the outer stack's bar, as iOS does.
        guard !context.environment.isInsideNavigationStack else { return try resolver.resolve(root, context.child(.slot(0))) }
        let environment = context.environment
        var inner = context.child(.slot(0), name: "NavigationStack")
        inner.environment.isInsideNavigationStack = true
        let nodes = try resolver.resolve(root, inner)
        let content = nodes.count == 1 ? nodes[0]
            : StackNode(name: "VStack", axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil, context: inner, children: nodes)
        let items = NavigationItemsBox.collect(nodes)
        let metrics = NavigationMetrics(look: environment.systemLook)
        var bar = NavigationStackNode.Bar()
        bar.isHidden = items.navigationBarVisibility == .hidden
        bar.isLarge = items.displayMode != .inline
        var barContext = context.child(.slot(1), name: "navigation bar")
        barContext.environment.isInsideNavigationStack = true
        if let title = items.title {
            let font: Font = bar.isLarge ? Font.largeTitle.bold() : .headline
            bar.title = try single(resolver.resolve(title.font(font).lineLimit(1), barContext.child(.slot(0), name: "title")), barContext)
        }
        // The toolbar's items: at iOS's symbol scale for bars; on iOS 26 in the label colour
        // (a prominent item sets its own).
        var toolbarContext = barContext.child(.slot(1), name: "toolbar")
        toolbarContext.environment.imageScale = .large
        if metrics.look == .iOS26 { toolbarContext.environment.tint = AnyShapeStyle(Color.primary) }
        for (index, toolbar) in items.toolbars.enumerated() {
            for node in try resolver.resolve(toolbar, toolbarContext.child(.slot(index))) {
                let item = node as? ToolbarItemNode ?? ToolbarItemNode(placement: .automatic, context: toolbarContext, children: [node])
                switch item.placement.region {
                case .leading: bar.leading.append(item)
                case .trailing: bar.trailing.append(item)
                case .principal: bar.principal = item
                case .bottom: if items.bottomBarVisibility != .hidden { bar.bottom.append(item) }
                case .none: break
                }
            }
        }
        if items.hasSearch {
            bar.search = try single(resolver.resolve(SearchField(prompt: items.searchPrompt ?? Text("Search"), corner: metrics.searchCorner),
                                                     barContext.child(.slot(2), name: "search field")), barContext)
        }
        if items.navigationBarBackgroundVisibility == .visible {
            bar.background = try items.navigationBarBackground?.resolvePaint(in: environment) ?? metrics.barBackground.resolvePaint(in: environment)
            bar.hairline = metrics.look == .iOS18 ? try metrics.barHairline.resolvePaint(in: environment) : nil
        }
        if metrics.look == .iOS26 {
            bar.glassFill = try metrics.glassFill.resolvePaint(in: environment)
            bar.glassEdge = try metrics.glassEdge.resolvePaint(in: environment)
            bar.prominentFill = try (environment.tint ?? AnyShapeStyle(Color.accentColor)).resolvePaint(in: environment)
        }
        return [NavigationStackNode(content: content, bar: bar, metrics: metrics, context: context)]
    }

    private static func single(_ nodes: [Node], _ context: ResolveContext) -> Node? {
        guard !nodes.isEmpty else { return nil }
        return nodes.count == 1 ? nodes[0] : StackNode(name: "HStack", axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: nil, context: context, children: nodes)
    }
}

/// The search field iOS puts under a navigation bar's title: a rounded field with a magnifying
/// glass and the prompt, in the secondary colours.
private struct SearchField: View {
    let prompt: Text
    let corner: CGFloat

    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: "magnifyingglass").imageScale(.medium)
            prompt.lineLimit(1)
            Spacer(minLength: 0)
        }
        .foregroundStyle(.secondary)
        .padding(.horizontal, 8)
        .frame(height: 36)
        .background(Color.tertiarySystemFill, in: RoundedRectangle(cornerRadius: corner, style: .continuous))
    }
}

extension _NavigationItemsModifier: ResolvableModifier {
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        try resolver.resolve(content, context.child(.slot(0))).map { node in
            let inner = (node.layoutValues[NavigationItemsBox.key] as? NavigationItemsBox)?.items ?? NavigationItems()
            node.layoutValues[NavigationItemsBox.key] = NavigationItemsBox(inner.filling(from: items))
            return node
        }
    }
}

extension ToolbarItem: ResolvablePrimitive {
    package func makeNodes(_ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        var inner = context.child(.slot(0), name: "ToolbarItem")
        // iOS 26 draws a prominent item's label white on its tinted capsule.
        if inner.environment.systemLook == .iOS26, placement.isProminent { inner.environment.tint = AnyShapeStyle(Color.white) }
        return [ToolbarItemNode(placement: placement, context: context, children: try resolver.resolve(content, inner))]
    }
}

extension ToolbarItemGroup: ResolvablePrimitive {
    package func makeNodes(_ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        [ToolbarItemNode(placement: placement, context: context, children: try resolver.resolve(content, context.child(.slot(0), name: "ToolbarItemGroup")))]
    }
}
