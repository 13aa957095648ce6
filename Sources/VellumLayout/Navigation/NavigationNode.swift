import Foundation
import VellumCore
import VellumUI

/// Where a screen's navigation items are kept on its nodes: one box per modifier chain, so that
/// a walk down the nodes finds each chain's items once.
package final class NavigationItemsBox {
    package let items: NavigationItems

    package init(_ items: NavigationItems) {
        self.items = items
    }

    package static let key = ObjectIdentifier(_NavigationItemsModifier.self)

    /// The items set on `nodes` and the views inside them, the first found winning (a chain's
    /// box holds all its modifiers' items, so the walk stops at it).
    package static func collect(_ nodes: [Node]) -> NavigationItems {
        var items = NavigationItems()
        func visit(_ node: Node) {
            if let box = node.layoutValues[key] as? NavigationItemsBox {
                items = items.filling(from: box.items)
                return
            }
            for child in node.resolvedChildren { visit(child) }
        }
        for node in nodes { visit(node) }
        return items
    }
}

/// An item of a toolbar and where it goes.
package final class ToolbarItemNode: Node {
    package let placement: ToolbarItemPlacement

    package init(placement: ToolbarItemPlacement, context: ResolveContext, children: [Node]) {
        self.placement = placement
        super.init(name: "ToolbarItem", context: context, children: children)
    }

    /// Its views side by side, 8 points apart.
    package override func sizeThatFits(_ proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGSize {
        var width: CGFloat = 0, height: CGFloat = 0
        for child in children {
            let size = try child.size(for: .unspecified, context)
            width += size.width
            height = max(height, size.height)
        }
        return CGSize(width: width + 8 * CGFloat(max(children.count - 1, 0)), height: height)
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, _ context: LayoutContext) throws {
        var x = bounds.minX
        for child in children {
            let size = try child.size(for: .unspecified, context)
            try child.place(at: CGPoint(x: x, y: bounds.midY - size.height / 2), proposal: .unspecified, context)
            x += size.width + 8
        }
    }
}

/// `NavigationStack`: its root screen under the navigation bar its items describe (see
/// `NavigationMetrics`). The bar keeps its band clear: the screen is laid out below it, and
/// what ignores the safe area (a list's background) reaches up behind it. At rest at the top of
/// a screen iOS draws no bar background unless asked (`toolbarBackground(.visible)`).
package final class NavigationStackNode: Node {
    package struct Bar {
        var title: Node?
        var isLarge = false
        var leading: [ToolbarItemNode] = []
        var trailing: [ToolbarItemNode] = []
        var principal: Node?
        var bottom: [ToolbarItemNode] = []
        var search: Node?
        var isHidden = false
        var background: ResolvedPaint?
        var hairline: ResolvedPaint?
        var glassFill: ResolvedPaint?
        var glassEdge: ResolvedPaint?
        var prominentFill: ResolvedPaint?
    }

    private let content: Node
    private let bar: Bar
    private let metrics: NavigationMetrics
    /// Right to left, the capsules it draws itself are mirrored with the items.
    private let isRightToLeft: Bool
    /// Where each bar item's glass capsule goes (iOS 26), from the last placement.
    private var capsules: [(rect: CGRect, prominent: Bool)] = []
    private var barRect = CGRect.zero
    private var backgroundRect = CGRect.zero

    package init(content: Node, bar: Bar, metrics: NavigationMetrics, context: ResolveContext) {
        self.content = content
        self.bar = bar
        self.metrics = metrics
        isRightToLeft = context.environment.layoutDirection == .rightToLeft
        let barNodes: [Node] = [bar.title, bar.principal, bar.search].compactMap { $0 } + bar.leading + bar.trailing + bar.bottom
        super.init(name: "NavigationStack", context: context, children: [content] + barNodes)
    }

    private var topHeight: CGFloat {
        guard !bar.isHidden else { return 0 }
        return metrics.barHeight + (bar.isLarge ? metrics.largeTitleArea : 0) + (bar.search == nil ? 0 : metrics.searchArea)
    }

    private var bottomHeight: CGFloat { bar.bottom.isEmpty ? 0 : metrics.bottomBarHeight }

    package override func sizeThatFits(_ proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGSize {
        if let width = proposal.width, let height = proposal.height, width.isFinite, height.isFinite { return CGSize(width: width, height: height) }
        let bars = topHeight + bottomHeight
        let inner = try content.size(for: ProposedViewSize(width: proposal.width, height: proposal.height.map { max($0 - bars, 0) }), context)
        return CGSize(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? inner.width, height: inner.height + bars)
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, _ context: LayoutContext) throws {
        let reach = context.reaching(bounds, edges: .all)
        let top = topHeight, bottom = bottomHeight
        let contentRect = CGRect(x: bounds.minX, y: bounds.minY + top, width: bounds.width, height: max(bounds.height - top - bottom, 0))
        try context.withSafeArea(contentRect, reach: reach) {
            let size = try content.size(for: ProposedViewSize(contentRect.size), context)
            try content.place(at: CGPoint(x: contentRect.midX - size.width / 2, y: contentRect.midY - size.height / 2),
                              proposal: ProposedViewSize(contentRect.size), context)
        }
        barRect = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: top)
        backgroundRect = CGRect(x: reach.minX, y: reach.minY, width: reach.width, height: bounds.minY + top - reach.minY)
        capsules = []
        guard !bar.isHidden else { return }
        let bandTop = bounds.minY, centre = bandTop + metrics.barHeight / 2
        // The title: inline, centred in the band; large, under it at the leading margin.
        if let principal = bar.principal {
            let size = try principal.size(for: .unspecified, context)
            try principal.place(at: CGPoint(x: bounds.midX - size.width / 2, y: centre - size.height / 2), proposal: .unspecified, context)
        } else if let title = bar.title {
            let offered = ProposedViewSize(width: bounds.width - 2 * metrics.sideMargin, height: nil)
            let size = try title.size(for: offered, context)
            let baseline = try title.explicitGuide(VerticalAlignment.firstTextBaseline.key, size: size, proposal: offered, context) ?? size.height
            if bar.isLarge {
                try title.place(at: CGPoint(x: bounds.minX + metrics.sideMargin, y: bandTop + metrics.barHeight + metrics.largeTitleBaseline - baseline),
                                proposal: offered, context)
            } else {
                try title.place(at: CGPoint(x: bounds.midX - size.width / 2, y: bandTop + metrics.inlineTitleBaseline - baseline), proposal: offered, context)
            }
        }
        try placeItems(bar.leading, from: bounds.minX + metrics.sideMargin, leading: true, centre: centre, context)
        try placeItems(bar.trailing, from: bounds.maxX - metrics.sideMargin, leading: false, centre: centre, context)
        if let search = bar.search {
            let top = bandTop + metrics.barHeight + (bar.isLarge ? metrics.largeTitleArea : 0) + 1
            let width = bounds.width - 2 * metrics.sideMargin
            try search.place(at: CGPoint(x: bounds.minX + metrics.sideMargin, y: top), proposal: ProposedViewSize(width: width, height: metrics.searchHeight), context)
        }
        if !bar.bottom.isEmpty {
            let centreY = bounds.maxY - bottom / 2
            let widths = try bar.bottom.map { try $0.size(for: .unspecified, context).width }
            let gap: CGFloat = metrics.look == .iOS26 ? 0 : 16
            var x = bounds.midX - (widths.reduce(0, +) + gap * CGFloat(widths.count - 1)) / 2
            if metrics.look == .iOS26 { x = bounds.midX - slots(bar.bottom, widths).reduce(0, +) / 2 }
            for (index, item) in bar.bottom.enumerated() {
                let size = try item.size(for: .unspecified, context)
                let slot = metrics.look == .iOS26 ? slots([item], [size.width])[0] : size.width
                try item.place(at: CGPoint(x: x + (slot - size.width) / 2, y: centreY - size.height / 2), proposal: .unspecified, context)
                x += slot + (index < bar.bottom.count - 1 ? gap : 0)
            }
            if metrics.look == .iOS26 {
                let total = slots(bar.bottom, widths).reduce(0, +)
                capsules.append((CGRect(x: bounds.midX - total / 2, y: centreY - metrics.bottomBarHeight / 2, width: total, height: metrics.bottomBarHeight), false))
            }
        }
    }

    /// The width each item takes in an iOS 26 capsule: an icon a 44-point slot, text its
    /// width and the padding either side.
    private func slots(_ items: [ToolbarItemNode], _ widths: [CGFloat]) -> [CGFloat] {
        widths.map { $0 <= 30 ? metrics.glassIconSlot : $0 + 2 * metrics.glassTextPadding }
    }

    /// Places `items` at one end of the bar, the first nearest the edge; iOS 26 puts each
    /// group in a glass capsule (a prominent one alone, tinted).
    private func placeItems(_ items: [ToolbarItemNode], from edge: CGFloat, leading: Bool, centre: CGFloat, _ context: LayoutContext) throws {
        guard !items.isEmpty else { return }
        let ordered = leading ? items : items.reversed()
        var x = edge
        let glass = metrics.look == .iOS26
        var capsuleStart = x
        for item in ordered {
            let size = try item.size(for: .unspecified, context)
            let slot = glass ? slots([item], [size.width])[0] : size.width
            let slotMin = leading ? x : x - slot
            try item.place(at: CGPoint(x: slotMin + (slot - size.width) / 2, y: centre - size.height / 2), proposal: .unspecified, context)
            if glass, item.placement.isProminent {
                // A prominent item has its own capsule.
                let before = leading ? CGRect(x: capsuleStart, y: 0, width: slotMin - capsuleStart, height: 0) : CGRect(x: slotMin + slot, y: 0, width: capsuleStart - slotMin - slot, height: 0)
                if before.width > 0.5 { capsules.append((CGRect(x: before.minX, y: centre - metrics.glassHeight / 2, width: before.width, height: metrics.glassHeight), false)) }
                capsules.append((CGRect(x: slotMin, y: centre - metrics.glassHeight / 2, width: slot, height: metrics.glassHeight), true))
                capsuleStart = leading ? slotMin + slot + 8 : slotMin - 8
                x = capsuleStart
                continue
            }
            x = leading ? x + slot + metrics.itemSpacing : x - slot - metrics.itemSpacing
        }
        if glass {
            let minX = min(capsuleStart, x), maxX = max(capsuleStart, x)
            if maxX - minX > 0.5 { capsules.append((CGRect(x: minX, y: centre - metrics.glassHeight / 2, width: maxX - minX, height: metrics.glassHeight), false)) }
        }
    }

    package override func draw(_ builder: DisplayListBuilder, _ context: LayoutContext) throws {
        try content.draw(builder, context)
        guard !bar.isHidden else { return }
        if let background = bar.background, backgroundRect.height > 0 {
            builder.append(.shape(ShapeDrawing(key: path.key, path: Path(backgroundRect), paint: background, paintBounds: backgroundRect)))
            if let hairline = bar.hairline {
                let line = CGRect(x: backgroundRect.minX, y: backgroundRect.maxY, width: backgroundRect.width, height: 1 / context.scale)
                builder.append(.shape(ShapeDrawing(key: path.key, path: Path(line), paint: hairline, paintBounds: line)))
            }
        }
        for var capsule in capsules {
            if isRightToLeft { capsule.rect.origin.x = 2 * frame.midX - capsule.rect.maxX }
            let shape = Path(roundedRect: capsule.rect, cornerRadius: capsule.rect.height / 2)
            if capsule.prominent, let fill = bar.prominentFill {
                builder.append(.shape(ShapeDrawing(key: path.key, path: shape, paint: fill, paintBounds: capsule.rect)))
            } else if let fill = bar.glassFill {
                builder.append(.shape(ShapeDrawing(key: path.key, path: shape, paint: fill, paintBounds: capsule.rect)))
                if let edge = bar.glassEdge {
                    // A pixel-wide edge inside the capsule's bounds.
                    let line = 1 / context.scale, inner = capsule.rect.insetBy(dx: line / 2, dy: line / 2)
                    builder.append(.shape(ShapeDrawing(key: path.key, path: Path(roundedRect: inner, cornerRadius: inner.height / 2), paint: edge,
                                                       paintBounds: capsule.rect, stroke: StrokeStyle(lineWidth: line))))
                }
            }
        }
        for child in children where child !== content { try child.draw(builder, context) }
    }
}
