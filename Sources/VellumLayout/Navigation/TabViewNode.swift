import Foundation
import VellumCore
import VellumUI

/// The tab bar iOS draws, by look (`Fixtures/iOS/tabs.tsv`). iOS 18's is measured; of iOS
/// 26's floating glass bar only the items' boxes were (inset 25 points from the screen's sides,
/// 54 tall): the capsule around them and its glass are drawn as the navigation bar's are.
package struct TabBarMetrics {
    package let look: SystemLook

    /// The bar's height above the safe area's bottom (iOS 18), or the floating capsule's.
    package var height: CGFloat { look == .iOS26 ? 62 : 49 }
    /// iOS 26: the capsule's inset from the screen's sides; the items' height.
    package var capsuleInset: CGFloat { look == .iOS26 ? 21 : 0 }
    package var itemHeight: CGFloat { look == .iOS26 ? 54 : 49 }
    /// An item's width: iOS 18 shares the bar equally; iOS 26's items are 98 points wide
    /// with four of them, 74 with six (and overlap).
    package func itemWidth(count: Int, span: CGFloat) -> CGFloat {
        guard look == .iOS26 else { return span / CGFloat(max(count, 1)) }
        return min(98 - 12 * CGFloat(max(count - 4, 0)), span / CGFloat(max(count, 1)) * 1.2)
    }

    /// The icon's centre below the item's top; the title's baseline above the item's bottom.
    package var iconCentre: CGFloat { look == .iOS26 ? 19 : 18.7 }
    package var titleBaseline: CGFloat { look == .iOS26 ? 8 : 4.3 }
    /// The icons' point size, and the titles' font.
    package let iconSize: CGFloat = 24
    package let titleFont = Font.system(size: 10, weight: .medium)
    /// Unselected items: iOS 18's grey; iOS 26's label colour.
    package var unselected: Color { look == .iOS26 ? Color.primary : Color(light: RGBA(hex: 146, 146, 146), dark: RGBA(hex: 146, 146, 146)) }
    /// iOS 26: the selected item's pill.
    package var selectedPill: Color { Color(light: RGBA(0, 0, 0, 0.06), dark: RGBA(255, 255, 255, 0.1)) }

    package init(look: SystemLook) {
        self.look = look
    }
}

/// A page's item in the tab bar: its label laid out as iOS lays tab items out (icon above
/// title), and its badge.
package struct TabBarItem {
    package var label: Node
    package var badge: Node?
}

/// `TabView`: the selected page above the tab bar (see `TabBarMetrics`). The bar keeps its
/// band clear: the page is laid out above it, and what ignores the safe area reaches under it.
package final class TabViewNode: Node {
    private let page: Node
    private let items: [TabBarItem]
    private let selected: Int
    private let metrics: TabBarMetrics
    private let showsBar: Bool
    private let glassFill: ResolvedPaint?
    private let glassEdge: ResolvedPaint?
    private let pillPaint: ResolvedPaint?
    private let badgePaint: ResolvedPaint
    private var barRect = CGRect.zero
    private var itemRects: [CGRect] = []
    private let isRightToLeft: Bool

    package init(page: Node, items: [TabBarItem], selected: Int, metrics: TabBarMetrics, showsBar: Bool, environment: EnvironmentValues,
                 context: ResolveContext) throws {
        self.page = page
        self.items = items
        self.selected = selected
        self.metrics = metrics
        self.showsBar = showsBar
        isRightToLeft = environment.layoutDirection == .rightToLeft
        let glass = NavigationMetrics(look: metrics.look)
        glassFill = metrics.look == .iOS26 ? try glass.glassFill.resolvePaint(in: environment) : nil
        glassEdge = metrics.look == .iOS26 ? try glass.glassEdge.resolvePaint(in: environment) : nil
        pillPaint = metrics.look == .iOS26 ? try metrics.selectedPill.resolvePaint(in: environment) : nil
        badgePaint = try Color.red.resolvePaint(in: environment)
        let bar: [Node] = showsBar ? items.flatMap { [$0.label, $0.badge].compactMap { $0 } } : []
        super.init(name: "TabView", context: context, children: [page] + bar)
    }

    private var barHeight: CGFloat { showsBar ? metrics.height : 0 }

    package override func sizeThatFits(_ proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGSize {
        if let width = proposal.width, let height = proposal.height, width.isFinite, height.isFinite { return CGSize(width: width, height: height) }
        let inner = try page.size(for: ProposedViewSize(width: proposal.width, height: proposal.height.map { max($0 - barHeight, 0) }), context)
        // Offered no width: as wide as the page, or as the bar's items need.
        let items = showsBar ? try self.items.reduce(CGFloat(0)) { $0 + (try $1.label.size(for: .unspecified, context).width) + 16 } + 2 * metrics.capsuleInset + 8 : 0
        return CGSize(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? max(inner.width, items), height: inner.height + barHeight)
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, _ context: LayoutContext) throws {
        let reach = context.reaching(bounds, edges: .all)
        let pageRect = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: max(bounds.height - barHeight, 0))
        try context.withSafeArea(pageRect, reach: reach) {
            let size = try page.size(for: ProposedViewSize(pageRect.size), context)
            try page.place(at: CGPoint(x: pageRect.midX - size.width / 2, y: pageRect.midY - size.height / 2), proposal: ProposedViewSize(pageRect.size), context)
        }
        guard showsBar, !items.isEmpty else { return }
        barRect = CGRect(x: bounds.minX + metrics.capsuleInset, y: bounds.maxY - metrics.height,
                         width: max(bounds.width - 2 * metrics.capsuleInset, 0), height: metrics.height)
        let inner = CGRect(x: barRect.minX + (metrics.look == .iOS26 ? 4 : 0), y: barRect.minY + (metrics.height - metrics.itemHeight) / 2,
                           width: max(barRect.width - (metrics.look == .iOS26 ? 8 : 0), 0), height: metrics.itemHeight)
        let width = metrics.itemWidth(count: items.count, span: inner.width)
        // Items' centres evenly spread, the outer ones half an item in from the ends.
        let pitch = items.count > 1 ? (inner.width - width) / CGFloat(items.count - 1) : 0
        itemRects = []
        for (index, item) in items.enumerated() {
            let centre = items.count > 1 ? inner.minX + width / 2 + CGFloat(index) * pitch : inner.midX
            let rect = CGRect(x: centre - width / 2, y: inner.minY, width: width, height: metrics.itemHeight)
            itemRects.append(rect)
            let size = try item.label.size(for: .unspecified, context)
            // The icon's centre and the title's baseline where iOS puts them.
            let baseline = try item.label.explicitGuide(VerticalAlignment.lastTextBaseline.key, size: size, proposal: .unspecified, context) ?? size.height
            let top = rect.maxY - metrics.titleBaseline - baseline
            try item.label.place(at: CGPoint(x: rect.midX - size.width / 2, y: top), proposal: .unspecified, context)
            if let badge = item.badge {
                let badgeSize = try badge.size(for: .unspecified, context)
                try badge.place(at: CGPoint(x: rect.midX + 6, y: top - 2), proposal: .unspecified, context)
                _ = badgeSize
            }
        }
    }

    package override func draw(_ builder: DisplayListBuilder, _ context: LayoutContext) throws {
        try page.draw(builder, context)
        guard showsBar, !items.isEmpty else { return }
        if let glassFill {
            let shape = Path(roundedRect: barRect, cornerRadius: barRect.height / 2)
            builder.append(.shape(ShapeDrawing(key: path.key, path: shape, paint: glassFill, paintBounds: barRect)))
            if let glassEdge {
                let line = 1 / context.scale, inner = barRect.insetBy(dx: line / 2, dy: line / 2)
                builder.append(.shape(ShapeDrawing(key: path.key, path: Path(roundedRect: inner, cornerRadius: inner.height / 2), paint: glassEdge,
                                                   paintBounds: barRect, stroke: StrokeStyle(lineWidth: line))))
            }
            if let pillPaint, selected < itemRects.count {
                var pill = itemRects[selected]
                if isRightToLeft { pill.origin.x = 2 * frame.midX - pill.maxX }
                builder.append(.shape(ShapeDrawing(key: path.key, path: Path(roundedRect: pill, cornerRadius: pill.height / 2), paint: pillPaint, paintBounds: pill)))
            }
        }
        for item in items {
            try item.label.draw(builder, context)
            if let badge = item.badge {
                let rect = badge.frame
                let side = max(rect.width + 10, 18)
                let disc = CGRect(x: rect.midX - side / 2, y: rect.midY - 9, width: side, height: 18)
                builder.append(.shape(ShapeDrawing(key: path.key, path: Path(roundedRect: disc, cornerRadius: 9), paint: badgePaint, paintBounds: disc)))
                try badge.draw(builder, context)
            }
        }
    }
}

private struct SymbolPointSizeKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }

extension EnvironmentValues {
    /// The point size the symbols in a tab item are drawn at, whatever the font.
    var symbolPointSize: CGFloat? {
        get { self[SymbolPointSizeKey.self] }
        set { self[SymbolPointSizeKey.self] = newValue }
    }
}

/// A tab item's label: the icon above the title.
private struct TabItemLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 2) {
            configuration.icon
            configuration.title
        }
    }
}

extension TabView: ResolvablePrimitive {
    package func makeNodes(_ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        let environment = context.environment
        let here = context.child(.slot(0), name: "TabView")
        let pages = try resolver.resolve(content, here)
        guard !pages.isEmpty else {
            throw here.error(.invalidView, "has no pages: a TabView shows one of its pages, and this one has none")
        }
        let items = pages.map { $0.layoutValues[_TabItemModifier.key] as? TabItem }
        let tags = pages.map { $0.layoutValues[_TagModifier.key] as? AnyHashable }
        let selected = selection.flatMap { wanted in
            pages.indices.first { items[$0]?.value == wanted || tags[$0] == wanted }
        } ?? 0
        let page = pages[selected]
        if case let .page(dots) = environment.tabViewStyle {
            _ = dots
            return [page]
        }
        let metrics = TabBarMetrics(look: environment.systemLook)
        let navigation = NavigationItemsBox.collect([page])
        var labels: [TabBarItem] = []
        for (index, item) in items.enumerated() {
            var itemContext = context.child(.slot(1 + index), name: "tab item")
            itemContext.environment.font = metrics.titleFont
            itemContext.environment.symbolPointSize = metrics.iconSize
            itemContext.environment.labelStyleBox = TabItemLabelStyle().box
            let colour: AnyShapeStyle = index == selected ? (environment.tint ?? AnyShapeStyle(Color.accentColor)) : AnyShapeStyle(metrics.unselected)
            itemContext.environment.setForegroundStyle(colour)
            let label = item?.label ?? AnyView(EmptyView())
            let nodes = try resolver.resolve(label, itemContext)
            let node = nodes.count == 1 ? nodes[0]
                : StackNode(name: "VStack", axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: 2, context: itemContext, children: nodes)
            var badge: Node?
            if let text = (pages[index].layoutValues[ListRowTraits.key] as? ListRowTraits)?.badge {
                var badgeContext = itemContext.child(.slot(9), name: "badge")
                badgeContext.environment.font = .system(size: 13)
                badgeContext.environment.setForegroundStyle(Color.white)
                badge = try resolver.resolve(text, badgeContext).first
            }
            labels.append(TabBarItem(label: node, badge: badge))
        }
        return [try TabViewNode(page: page, items: labels, selected: selected, metrics: metrics, showsBar: navigation.tabBarVisibility != .hidden,
                                environment: environment, context: context)]
    }
}

extension _TabItemModifier: ResolvableModifier {
    package static let key = ObjectIdentifier(_TabItemModifier.self)

    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        try resolver.resolve(content, context.child(.slot(0))).map { node in
            if node.layoutValues[Self.key] == nil { node.layoutValues[Self.key] = item }
            return node
        }
    }
}

extension _TagModifier: ResolvableModifier {
    package static let key = ObjectIdentifier(_TagModifier.self)

    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        try resolver.resolve(content, context.child(.slot(0))).map { node in
            if node.layoutValues[Self.key] == nil { node.layoutValues[Self.key] = tag }
            return node
        }
    }
}
