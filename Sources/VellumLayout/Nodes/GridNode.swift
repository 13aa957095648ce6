import Foundation
import VellumUI

/// A row of a grid during layout: its cells, or one view spanning the whole grid.
package final class GridRowNode: Node {
    package let alignment: VerticalAlignment?

    package init(alignment: VerticalAlignment?, context: ResolveContext, cells: [Node]) {
        self.alignment = alignment
        super.init(name: "GridRow", context: context, children: cells)
    }

    /// A row is a frame for its cells; the grid places them itself.
    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, _ context: LayoutContext) throws {}
}

/// `Grid`: columns as wide as their widest cell (at its ideal size), rows as tall as their
/// tallest cell, 8 points apart unless told otherwise. A cell is offered its column's width and
/// its row's height and aligned in that space by the grid's alignment (a row may set its own
/// vertical alignment). Views outside a `GridRow` span every column; `gridCellColumns` spans
/// several.
package final class GridNode: Node {
    private let alignment: Alignment
    private let horizontalSpacing: CGFloat
    private let verticalSpacing: CGFloat

    /// Each row's cells with the first column and the number of columns each spans.
    private var rows: [(node: Node, cells: [(node: Node, column: Int, span: Int)], spansAll: Bool)] = []
    private var columnCount = 0

    private struct Metrics {
        var columnWidths: [CGFloat]
        var rowHeights: [CGFloat]
        var size: CGSize
    }

    private var metrics: Metrics?

    package init(alignment: Alignment, horizontalSpacing: CGFloat, verticalSpacing: CGFloat, context: ResolveContext, rows: [Node]) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        super.init(name: "Grid", context: context, children: rows)
        for row in rows {
            if let gridRow = row as? GridRowNode {
                var column = 0
                var cells: [(node: Node, column: Int, span: Int)] = []
                for cell in gridRow.children {
                    let span = max(cell.layoutValues[GridNode.spanKey] as? Int ?? 1, 1)
                    cells.append((cell, column, span))
                    column += span
                }
                columnCount = max(columnCount, column)
                self.rows.append((row, cells, false))
            } else {
                self.rows.append((row, [(row, 0, 0)], true))
            }
        }
    }

    /// The layout-value key under which `gridCellColumns` stores a cell's span.
    package static let spanKey = ObjectIdentifier(_GridCellColumnsModifier.self)
    /// The layout-value key under which `gridColumnAlignment` stores its column's alignment.
    package static let columnAlignmentKey = ObjectIdentifier(_GridColumnAlignmentModifier.self)

    /// Each column's horizontal alignment: the first (from the top) a cell of it sets with
    /// `gridColumnAlignment`, else the grid's.
    private var columnAlignments: [HorizontalAlignment] {
        var result = [HorizontalAlignment?](repeating: nil, count: columnCount)
        for row in rows where !row.spansAll {
            for cell in row.cells where result[cell.column] == nil {
                result[cell.column] = cell.node.layoutValues[GridNode.columnAlignmentKey] as? HorizontalAlignment
            }
        }
        return result.map { $0 ?? alignment.horizontal }
    }

    private func measure(_ context: LayoutContext) throws -> Metrics {
        if let metrics { return metrics }
        var widths = [CGFloat](repeating: 0, count: columnCount)
        var heights: [CGFloat] = []
        var spanning: [(size: CGFloat, column: Int, span: Int)] = []
        for row in rows {
            var height: CGFloat = 0
            for cell in row.cells {
                let size = try cell.node.size(for: .unspecified, context)
                height = max(height, size.height)
                if row.spansAll { continue }
                if cell.span == 1 { widths[cell.column] = max(widths[cell.column], size.width) } else { spanning.append((size.width, cell.column, cell.span)) }
            }
            heights.append(height)
        }
        // A spanning cell wider than its columns widens the last of them.
        for cell in spanning {
            let columns = cell.column..<min(cell.column + cell.span, columnCount)
            let available = columns.reduce(0) { $0 + widths[$1] } + horizontalSpacing * CGFloat(columns.count - 1)
            if cell.size > available, let last = columns.last { widths[last] += cell.size - available }
        }
        var width = widths.reduce(0, +) + horizontalSpacing * CGFloat(max(columnCount - 1, 0))
        for row in rows where row.spansAll {
            width = max(width, try row.node.size(for: .unspecified, context).width)
        }
        let height = heights.reduce(0, +) + verticalSpacing * CGFloat(max(rows.count - 1, 0))
        let result = Metrics(columnWidths: widths, rowHeights: heights, size: CGSize(width: width, height: height))
        metrics = result
        return result
    }

    package override func sizeThatFits(_ proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGSize {
        try measure(context).size
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, _ context: LayoutContext) throws {
        let m = try measure(context)
        var columnStarts: [CGFloat] = []
        var x: CGFloat = 0
        for width in m.columnWidths {
            columnStarts.append(x)
            x += width + horizontalSpacing
        }
        let horizontal = columnAlignments
        var y = bounds.minY
        for (index, row) in rows.enumerated() {
            let height = m.rowHeights[index]
            if row.spansAll {
                let cell = CGRect(x: bounds.minX, y: y, width: bounds.width, height: height)
                try place(row.node, in: cell, alignment: alignment, context)
            } else {
                let rowFrame = CGRect(x: bounds.minX, y: y, width: bounds.width, height: height)
                try row.node.place(at: rowFrame.origin, proposal: ProposedViewSize(rowFrame.size), context)
                let vertical = (row.node as? GridRowNode)?.alignment ?? alignment.vertical
                for cell in row.cells {
                    let columns = cell.column..<min(cell.column + cell.span, columnCount)
                    let width = columns.reduce(0) { $0 + m.columnWidths[$1] } + horizontalSpacing * CGFloat(columns.count - 1)
                    let frame = CGRect(x: bounds.minX + columnStarts[cell.column], y: y, width: width, height: height)
                    try place(cell.node, in: frame, alignment: Alignment(horizontal: horizontal[cell.column], vertical: vertical), context)
                }
            }
            y += height + verticalSpacing
        }
    }

    private func place(_ node: Node, in frame: CGRect, alignment: Alignment, _ context: LayoutContext) throws {
        let proposal = ProposedViewSize(frame.size)
        let size = try node.size(for: proposal, context)
        let offset = alignedOffset(child: node.dimensions(size: size, proposal: proposal, context), container: frame.size, alignment: alignment)
        try node.place(at: CGPoint(x: frame.minX + offset.x, y: frame.minY + offset.y), proposal: proposal, context)
    }
}

extension Grid: ResolvablePrimitive {
    package func makeNodes(_ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        let here = context.child(.slot(0), name: "Grid")
        if let h = horizontalSpacing { try validateLength(h, "Grid horizontal spacing", allowNegative: true, here) }
        if let v = verticalSpacing { try validateLength(v, "Grid vertical spacing", allowNegative: true, here) }
        var inner = here
        inner.stackAxis = .vertical
        let rows = try resolver.resolve(content, inner)
        return [GridNode(alignment: alignment, horizontalSpacing: horizontalSpacing ?? ViewSpacing.standardDistance,
                         verticalSpacing: verticalSpacing ?? ViewSpacing.standardDistance, context: context, rows: rows)]
    }
}

extension GridRow: ResolvablePrimitive {
    package func makeNodes(_ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        var inner = context.child(.slot(0), name: "GridRow")
        inner.stackAxis = .horizontal
        return [GridRowNode(alignment: alignment, context: context, cells: try resolver.resolve(content, inner))]
    }
}

extension _GridCellColumnsModifier: ResolvableModifier {
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        try resolver.resolve(content, context.child(.slot(0))).map { node in
            node.layoutValues[GridNode.spanKey] = columns
            return node
        }
    }
}

extension _GridColumnAlignmentModifier: ResolvableModifier {
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        try resolver.resolve(content, context.child(.slot(0))).map { node in
            node.layoutValues[GridNode.columnAlignmentKey] = guide
            return node
        }
    }
}
