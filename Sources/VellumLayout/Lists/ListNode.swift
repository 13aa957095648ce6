import Foundation
import VellumCore
import VellumUI

/// A `Section` inside a list: its header, rows and footer, which the list places.
package final class SectionNode: Node {
    package let header: Node?
    package let footer: Node?
    package let rows: [Node]

    package init(header: Node?, rows: [Node], footer: Node?, context: ResolveContext) {
        self.header = header
        self.footer = footer
        self.rows = rows
        super.init(name: "Section", context: context, children: [header].compactMap { $0 } + rows + [footer].compactMap { $0 })
    }
}

/// A `ForEach` of a list's rows, made one element at a time as the list reaches them.
package final class LazyRowsNode: Node {
    package let count: Int
    private let make: (Resolver, Int) throws -> [Node]
    private var made: [Int: [Node]] = [:]

    package init(count: Int, context: ResolveContext, make: @escaping (Resolver, Int) throws -> [Node]) {
        self.count = count
        self.make = make
        super.init(name: "ForEach", context: context)
    }

    /// The nodes of element `offset`, made the first time they are asked for.
    package func nodes(at offset: Int, _ resolver: Resolver) throws -> [Node] {
        if let known = made[offset] { return known }
        let nodes = try make(resolver, offset)
        made[offset] = nodes
        return nodes
    }
}

/// `List` and `Form`: sections as iOS draws them in the look of `systemLook` (see
/// `ListMetrics`), rows offered the width between the row insets and as tall as they need
/// (at least the row height of the look), separators between them, headers above the cards
/// and footers below. Offered a height, the list takes it and makes rows only as far as they
/// show; offered none, it is as tall as all its rows.
package final class ListNode: Node {
    private let metrics: ListMetrics
    private let items: [Node]
    private let environment: EnvironmentValues
    private let rowContext: ResolveContext
    private let backgroundPaint: ResolvedPaint?
    private let cardPaint: ResolvedPaint
    private let separatorPaint: ResolvedPaint
    private let rowSpacing: CGFloat
    private let sectionSpacing: CGFloat?
    /// Right to left, the list is laid out left to right and mirrored: what it draws itself
    /// (separators) is mirrored when drawn.
    private let isRightToLeft: Bool

    /// A row as placed: its node and traits, its top and height in the list's coordinates,
    /// and the nodes made for its background and badge.
    private struct Row {
        var node: Node
        var traits: ListRowTraits
        var top: CGFloat
        var height: CGFloat
        var contentSize: CGSize
        var insets: EdgeInsets
        /// Where the separator below starts, from the row's content (`listRowSeparatorLeading`).
        var separatorLeading: CGFloat = 0
        var background: Node?
        var badge: Node?
        var badgeSize: CGSize = .zero
    }

    private struct LaidSection {
        var header: (node: Node, top: CGFloat, size: CGSize)?
        var footer: (node: Node, top: CGFloat, size: CGSize)?
        var rows: [Row] = []
        var cardTop: CGFloat = 0
        var cardBottom: CGFloat = 0
    }

    private struct Arrangement {
        var width: CGFloat
        var limit: CGFloat?
        var sections: [LaidSection]
        var height: CGFloat
    }

    private var arrangements: [Arrangement] = []
    private var placed: Arrangement?
    private var backgroundRect = CGRect.zero

    package init(name: String, metrics: ListMetrics, items: [Node], context: ResolveContext, rowContext: ResolveContext) throws {
        self.metrics = metrics
        self.items = items
        environment = context.environment
        self.rowContext = rowContext
        let list = context.environment.list
        backgroundPaint = list.hidesBackground ? nil : try metrics.background.resolvePaint(in: context.environment)
        cardPaint = try metrics.cardFill.resolvePaint(in: context.environment)
        separatorPaint = try metrics.separator.resolvePaint(in: context.environment)
        rowSpacing = list.rowSpacing ?? 0
        sectionSpacing = list.sectionSpacing
        isRightToLeft = context.environment.layoutDirection == .rightToLeft
        super.init(name: name, context: context, children: [])
    }

    package override var resolvedChildren: [Node] { items }

    // MARK: Walking the content

    private enum Entry {
        case section(SectionNode)
        case row(Node)
    }

    /// Visits `nodes` in order, making lazy rows as it goes, until `visit` says stop
    /// (returns false); returns whether it went to the end.
    private func walk(_ nodes: [Node], _ resolver: Resolver, _ visit: (Entry) throws -> Bool) throws -> Bool {
        for node in nodes {
            if let lazy = node as? LazyRowsNode {
                for offset in 0..<lazy.count where !(try walk(Self.inheriting(try lazy.nodes(at: offset, resolver), from: lazy), resolver, visit)) {
                    return false
                }
            } else if let section = node as? SectionNode {
                guard try visit(.section(section)) else { return false }
            } else {
                guard try visit(.row(node)) else { return false }
            }
        }
        return true
    }

    /// `nodes` with the row traits set on `parent` (a `ForEach` or a `Section` modified as a
    /// whole) where they set none themselves.
    private static func inheriting(_ nodes: [Node], from parent: Node) -> [Node] {
        guard let outer = parent.layoutValues[ListRowTraits.key] as? ListRowTraits else { return nodes }
        for node in nodes {
            let own = node.layoutValues[ListRowTraits.key] as? ListRowTraits ?? ListRowTraits()
            node.layoutValues[ListRowTraits.key] = own.filling(from: outer)
        }
        return nodes
    }

    // MARK: Layout

    private var cardWidth: (CGFloat) -> CGFloat { { max($0 - 2 * self.metrics.cardMargin, 0) } }

    /// The sections laid out at `width`, as far as `limit` (the height offered) when given.
    private func arrange(width: CGFloat, limit: CGFloat?, _ context: LayoutContext) throws -> Arrangement {
        if let known = arrangements.first(where: { $0.width == width && $0.limit == limit }) { return known }
        let card = cardWidth(width)
        var sections: [LaidSection] = []
        var current: LaidSection?
        /// The bottom of what came last: a card, or a footer's last baseline (then `true`).
        var lastBottom: (y: CGFloat, afterFooter: Bool)?
        var stopped = false

        func textSize(_ node: Node) throws -> CGSize {
            try node.size(for: ProposedViewSize(width: max(card - 2 * metrics.contentInset, 0), height: nil), context)
        }
        func baseline(_ node: Node, size: CGSize, last: Bool) throws -> CGFloat {
            let key = last ? VerticalAlignment.lastTextBaseline.key : VerticalAlignment.firstTextBaseline.key
            return try node.explicitGuide(key, size: size, proposal: ProposedViewSize(width: max(card - 2 * metrics.contentInset, 0), height: nil), context) ?? size.height
        }
        /// Opens a section with `header`: where its card starts.
        func open(header: Node?) throws -> LaidSection {
            var section = LaidSection()
            let gapNoHeader = sectionSpacing ?? (metrics.isGrouped ? metrics.sectionGap : 0)
            let gapHeader = sectionSpacing.map { $0 - metrics.sectionGap + metrics.gapBeforeHeader } ?? (metrics.isGrouped ? metrics.gapBeforeHeader : 0)
            var start: CGFloat
            if let last = lastBottom {
                // After a footer, the gap is measured from its last baseline.
                start = last.afterFooter ? last.y + metrics.footerTail - metrics.sectionGap : last.y
                start += header == nil ? gapNoHeader : gapHeader
            } else {
                start = header == nil ? (metrics.isGrouped ? metrics.topInset : 0) : (metrics.isGrouped ? metrics.topInsetBeforeHeader : 0)
            }
            if let header {
                let size = try textSize(header)
                section.header = (header, start, size)
                section.cardTop = start + (try baseline(header, size: size, last: false)) + metrics.headerBaselineAbove
            } else {
                section.cardTop = start
            }
            section.cardBottom = section.cardTop
            return section
        }
        func close(_ section: inout LaidSection, footer: Node?) throws {
            lastBottom = (section.cardBottom, false)
            if let footer {
                let size = try textSize(footer)
                let top = section.cardBottom + metrics.footerBaselineBelow - (try baseline(footer, size: size, last: false))
                section.footer = (footer, top, size)
                lastBottom = (top + (try baseline(footer, size: size, last: true)), true)
            }
        }
        func add(_ node: Node, to section: inout LaidSection) throws -> Bool {
            if let limit, section.cardBottom > limit {
                stopped = true
                return false
            }
            let traits = (node.layoutValues[ListRowTraits.key] as? ListRowTraits) ?? ListRowTraits()
            let padding = traits.isControl ? metrics.controlPadding : metrics.rowPadding
            let insets = traits.insets ?? EdgeInsets(top: padding, leading: metrics.contentInset, bottom: padding, trailing: metrics.contentInset)
            var row = Row(node: node, traits: traits, top: section.cardBottom + (section.rows.isEmpty ? 0 : rowSpacing), height: 0,
                          contentSize: .zero, insets: insets)
            if let badge = traits.badge {
                let made = try makeNode(AnyView(badge.foregroundStyle(.secondary)), name: "badge")
                row.badge = made
                row.badgeSize = try made.size(for: .unspecified, context)
            }
            let badgeRoom = row.badge == nil ? 0 : row.badgeSize.width + 8
            let offered = ProposedViewSize(width: max(card - insets.leading - insets.trailing - badgeRoom, 0), height: nil)
            row.contentSize = try node.size(for: offered, context)
            guard row.contentSize.height.isFinite else {
                throw node.error(.layout, "is a list row of infinite height for the proposal \(describe(offered)); give it a finite height")
            }
            // Rows are whole pixels tall, as UIKit lays them out.
            row.height = (max(metrics.minimumRowHeight, row.contentSize.height + insets.top + insets.bottom) * context.scale).rounded() / context.scale
            row.separatorLeading = try node.explicitGuide(HorizontalAlignment.listRowSeparatorLeading.key, size: row.contentSize, proposal: offered, context) ?? 0
            section.cardBottom = row.top + row.height
            section.rows.append(row)
            return true
        }

        let complete = try walk(items, context.resolver) { entry in
            switch entry {
            case let .row(node):
                if current == nil { current = try open(header: nil) }
                return try add(node, to: &current!)
            case let .section(node):
                if var open = current {
                    try close(&open, footer: nil)
                    sections.append(open)
                    current = nil
                }
                if let limit, let last = lastBottom, last.y > limit { stopped = true; return false }
                var section = try open(header: node.header)
                let keepsGoing = try walk(Self.inheriting(node.rows, from: node), context.resolver) { inner in
                    switch inner {
                    case let .row(row): return try add(row, to: &section)
                    case let .section(nested): return try nested.rows.allSatisfy { try add($0, to: &section) }
                    }
                }
                try close(&section, footer: keepsGoing ? node.footer : nil)
                sections.append(section)
                return keepsGoing
            }
        }
        if var open = current {
            try close(&open, footer: nil)
            sections.append(open)
        }
        _ = complete
        let end = lastBottom.map { $0.afterFooter ? $0.y + metrics.footerTail - metrics.sectionGap : $0.y } ?? 0
        let height = end + (metrics.isGrouped && !sections.isEmpty ? metrics.bottomInset : 0)
        let arrangement = Arrangement(width: width, limit: stopped ? limit : limit, sections: sections, height: height)
        arrangements.append(arrangement)
        return arrangement
    }

    /// A node for a view the list adds to a row (its background, its badge).
    private func makeNode(_ view: AnyView, name: String) throws -> Node {
        let nodes = try rowContextResolver!.resolve(view, rowContext.child(.slot(nextSlot()), name: name))
        return nodes.count == 1 ? nodes[0] : ZStackNode(name: "ZStack", alignment: .center, context: rowContext, children: nodes)
    }

    private var slots = 0
    private func nextSlot() -> Int {
        slots += 1
        return slots
    }

    /// The resolver of the layout under way (rows' backgrounds and badges are made with it).
    private var rowContextResolver: Resolver?

    package override func sizeThatFits(_ proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGSize {
        rowContextResolver = context.resolver
        let width: CGFloat
        if let offered = proposal.width, offered.isFinite {
            width = offered
        } else {
            // No width offered: as wide as the widest row wants.
            var widest: CGFloat = 0
            _ = try walk(items, context.resolver) { entry in
                if case let .row(node) = entry { widest = max(widest, try node.size(for: .unspecified, context).width) }
                if case let .section(section) = entry {
                    for row in section.rows where !(row is LazyRowsNode) { widest = max(widest, try row.size(for: .unspecified, context).width) }
                }
                return true
            }
            width = widest + 2 * (metrics.cardMargin + metrics.contentInset)
        }
        let limit = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        let arrangement = try arrange(width: width, limit: limit, context)
        return CGSize(width: width, height: limit ?? arrangement.height)
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, _ context: LayoutContext) throws {
        rowContextResolver = context.resolver
        let limit = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        let arrangement = try arrange(width: bounds.width, limit: limit, context)
        placed = arrangement
        // The list's background reaches past the safe area it touches, behind bars.
        backgroundRect = context.reaching(bounds, edges: .all)
        var made: [Node] = []
        let cardX = bounds.minX + metrics.cardMargin, card = cardWidth(bounds.width)
        let textProposal = ProposedViewSize(width: max(card - 2 * metrics.contentInset, 0), height: nil)
        for section in arrangement.sections {
            if let header = section.header {
                try header.node.place(at: CGPoint(x: cardX + metrics.contentInset, y: bounds.minY + header.top), proposal: textProposal, context)
                made.append(header.node)
            }
            for row in section.rows {
                let rowRect = CGRect(x: cardX, y: bounds.minY + row.top, width: card, height: row.height)
                if let background = try rowBackground(row, context) {
                    try background.place(at: rowRect.origin, proposal: ProposedViewSize(rowRect.size), context)
                    made.append(background)
                }
                let badgeRoom = row.badge == nil ? 0 : row.badgeSize.width + 8
                let offered = ProposedViewSize(width: max(card - row.insets.leading - row.insets.trailing - badgeRoom, 0), height: nil)
                let y = rowRect.minY + row.insets.top + (row.height - row.insets.top - row.insets.bottom - row.contentSize.height) / 2
                try row.node.place(at: CGPoint(x: rowRect.minX + row.insets.leading, y: y), proposal: offered, context)
                made.append(row.node)
                if let badge = row.badge {
                    try badge.place(at: CGPoint(x: rowRect.maxX - row.insets.trailing - row.badgeSize.width, y: rowRect.midY - row.badgeSize.height / 2),
                                    proposal: .unspecified, context)
                    made.append(badge)
                }
            }
            if let footer = section.footer {
                try footer.node.place(at: CGPoint(x: cardX + metrics.contentInset, y: bounds.minY + footer.top), proposal: textProposal, context)
                made.append(footer.node)
            }
        }
        children = made
    }

    private var backgrounds: [ObjectIdentifier: Node] = [:]

    /// The node of `row`'s own background (`listRowBackground`), made once.
    private func rowBackground(_ row: Row, _ context: LayoutContext) throws -> Node? {
        guard row.traits.hasBackground, let view = row.traits.background else { return nil }
        if let known = backgrounds[ObjectIdentifier(row.node)] { return known }
        let node = try makeNode(view, name: "listRowBackground")
        backgrounds[ObjectIdentifier(row.node)] = node
        return node
    }

    // MARK: Drawing

    package override func draw(_ builder: DisplayListBuilder, _ context: LayoutContext) throws {
        guard let arrangement = placed else { return }
        if let backgroundPaint {
            builder.append(.shape(ShapeDrawing(key: path.key, path: Path(backgroundRect), paint: backgroundPaint, paintBounds: backgroundRect)))
        }
        try builder.group(.clip(Path(frame), FillStyle()), key: path.key) {
            let cardX = frame.minX + metrics.cardMargin, card = cardWidth(frame.width)
            let thickness = metrics.separatorThickness ?? 1 / context.scale
            for section in arrangement.sections where !section.rows.isEmpty {
                // The card, or a card for each row when rows are spaced apart.
                let blocks: [(CGFloat, CGFloat)] = rowSpacing > 0 && metrics.isInset
                    ? section.rows.map { ($0.top, $0.top + $0.height) }
                    : [(section.cardTop, section.cardBottom)]
                for (top, bottom) in blocks {
                    let rect = CGRect(x: cardX, y: frame.minY + top, width: card, height: bottom - top)
                    let shape = Path(roundedRect: rect, cornerRadius: metrics.cornerRadius, style: metrics.cornerStyle)
                    builder.append(.shape(ShapeDrawing(key: path.key, path: shape, paint: cardPaint, paintBounds: rect)))
                }
                let cardRect = CGRect(x: cardX, y: frame.minY + section.cardTop, width: card, height: section.cardBottom - section.cardTop)
                let cardShape = Path(roundedRect: cardRect, cornerRadius: metrics.cornerRadius, style: metrics.cornerStyle)
                for (index, row) in section.rows.enumerated() {
                    if let background = backgrounds[ObjectIdentifier(row.node)] {
                        try builder.group(.clip(cardShape, FillStyle()), key: path.key) { try background.draw(builder, context) }
                    }
                    // A separator below each row but the last of a grouped section.
                    let isLast = index == section.rows.count - 1
                    guard !isLast || !metrics.isGrouped, rowSpacing == 0 || !metrics.isInset else { continue }
                    if row.traits.bottomSeparator == .hidden { continue }
                    if !isLast, section.rows[index + 1].traits.topSeparator == .hidden { continue }
                    let y = frame.minY + row.top + row.height - thickness
                    let leading = cardX + row.insets.leading + row.separatorLeading
                    let trailing = cardX + card - metrics.separatorTrailingInset
                    guard trailing > leading else { continue }
                    let paint = try row.traits.separatorTint.map { try $0.resolvePaint(in: environment) } ?? separatorPaint
                    var lineRect = CGRect(x: leading, y: context.snap(y), width: trailing - leading, height: thickness)
                    if isRightToLeft { lineRect.origin.x = 2 * frame.midX - lineRect.maxX }
                    let line = Path(lineRect)
                    builder.append(.shape(ShapeDrawing(key: path.key, path: line, paint: paint, paintBounds: line.boundingRect)))
                }
            }
            for child in children where !backgrounds.values.contains(where: { $0 === child }) {
                try child.draw(builder, context)
            }
        }
    }
}
