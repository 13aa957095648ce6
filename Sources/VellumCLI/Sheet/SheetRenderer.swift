import Foundation
import Synchronization
import Vellum
import VellumLayout
import VellumUI

/// What a sheet shows and how it is rendered.
package struct SheetOptions: Sendable {
    package var schemes: [ColorScheme] = [.light, .dark]
    package var dynamicTypeSizes: [DynamicTypeSize] = [.large]
    package var scale: CGFloat = 2
    package var jobs = 1

    package init() {}
}

/// One component in one variant, colour scheme and Dynamic Type size, rendered.
package struct SheetCell: Sendable {
    package let entry: CatalogEntry
    package let variant: CatalogVariant
    package let colorScheme: ColorScheme
    package let dynamicTypeSize: DynamicTypeSize
    package let drawing: Result<DisplayList, VellumError>

    /// The caption under the cell: the variant (unless it is the only, default one), the
    /// colour scheme and the Dynamic Type size when not the default.
    package var caption: String {
        var parts: [String] = []
        if variant != .default { parts.append(variant.name) }
        parts.append(colorScheme == .dark ? "dark" : "light")
        if dynamicTypeSize != .large, variant.dynamicTypeSize == nil { parts.append(dynamicTypeSize.name) }
        return parts.joined(separator: " · ")
    }
}

/// One entry's row of a sheet: its cells, and its name over them as the sheet shows them, laid
/// out and drawn on the thread that rendered the cells.
package struct SheetRow: Sendable {
    package let entry: CatalogEntry
    package let cells: [SheetCell]
    /// The row as a display list, or `nil` when it could not be laid out alone (the sheet then
    /// lays it out with the rest, and a failure there names the sheet).
    package let drawing: DisplayList?
}

/// Renders catalog entries into cells and rows (in parallel), and rows into sheets.
package enum SheetRenderer {
    /// Every cell of `entries`, in order: entry, variant, scheme, Dynamic Type size. Cells are
    /// rendered on `options.jobs` threads; the result does not depend on how many.
    package static func renderCells(_ entries: [CatalogEntry], options: SheetOptions, progress: (@Sendable (Int, Int) -> Void)? = nil) -> [SheetCell] {
        renderRows(entries, options: options, progress: progress).flatMap(\.cells)
    }

    /// One row for each of `entries`, in order, its cells in order: variant, scheme, Dynamic Type
    /// size. Rows are rendered on `options.jobs` threads, each row whole on one (cells, name,
    /// captions and backgrounds), so that a sheet has only to stack them; the result does not
    /// depend on how many.
    package static func renderRows(_ entries: [CatalogEntry], options: SheetOptions, progress: (@Sendable (Int, Int) -> Void)? = nil) -> [SheetRow] {
        let plans = entries.map { entry in
            entry.variants.flatMap { variant in
                let schemes = variant.colorScheme.map { [$0] } ?? options.schemes
                let sizes = variant.dynamicTypeSize.map { [$0] } ?? options.dynamicTypeSizes
                return schemes.flatMap { scheme in sizes.map { size in (variant, scheme, size) } }
            }
        }
        let total = plans.reduce(0) { $0 + $1.count }
        let done = Atomic<Int>(0)
        // Each entry on one thread: each thread has fonts of its own (see `ThreadFonts`), so the
        // fonts of the texts an entry shows in every variant and scheme are loaded on one thread
        // rather than on each (measurements are the process's: a text one thread measured, no
        // other measures again). Its row is laid out there too, so the sheet's own layout, on
        // one thread, only stacks finished rows.
        return RenderThreads.map(count: entries.count, jobs: options.jobs) { index in
            let entry = entries[index]
            let cells = plans[index].map { variant, scheme, size in
                defer { progress?(done.add(1, ordering: .relaxed).newValue, total) }
                return SheetCell(entry: entry, variant: variant, colorScheme: scheme, dynamicTypeSize: size,
                                 drawing: renderCell(entry, variant: variant, colorScheme: scheme, dynamicTypeSize: size, scale: options.scale))
            }
            let row = try? RenderPipeline.withFrame(RenderRequest(content: SheetEntryRow(name: entry.name, cells: cells), scale: options.scale)) { $0.displayList }
            return SheetRow(entry: entry, cells: cells, drawing: row)
        }
    }

    /// One entry in one variant, scheme and size, as a display list.
    package static func renderCell(_ entry: CatalogEntry, variant: CatalogVariant, colorScheme: ColorScheme, dynamicTypeSize: DynamicTypeSize, scale: CGFloat, time: Double = 0) -> Result<DisplayList, VellumError> {
        let request = RenderRequest(content: entry.view(for: variant, colorScheme: colorScheme, dynamicTypeSize: dynamicTypeSize),
                                    scale: scale, proposal: ProposedViewSize(width: entry.proposedWidth(for: variant), height: nil), time: time)
        do {
            return .success(try RenderPipeline.withFrame(request) { $0.displayList })
        } catch let error as VellumError {
            return .failure(error)
        } catch {
            return .failure(VellumError(.backend, "\(error)"))
        }
    }

    /// A sheet of the rows, grouped in sections, each entry's cells in a row under its name.
    /// Its title, names and captions keep to one line (`fixedSize`): each is measured once,
    /// not again for the least width the stacks around it probe for (a word a line).
    package static func sheet(title: String, rows: [SheetRow]) -> some View {
        let groups = grouped(rows)
        return VStack(alignment: .leading, spacing: 28) {
            Text(title).font(.system(size: 28, weight: .bold)).fixedSize()
            ForEach(groups.indices, id: \.self) { index in
                SheetSection(name: groups[index].name, rows: groups[index].rows).frame(maxWidth: .infinity, alignment: .leading)
            }
        }
        .padding(32)
        // A point past the sheet's edges: its size in points rarely ends on a whole pixel, and
        // the picture's last row and column are then covered too, so the PNG is opaque (RGB).
        .background(Color.white.padding(-1))
        .environment(\.colorScheme, .light)
    }

    /// The groups of `entries`, in order of first appearance.
    package static func groupNames(_ entries: [CatalogEntry]) -> [String] {
        var names: [String] = []
        for entry in entries where !names.contains(entry.group) { names.append(entry.group) }
        return names
    }

    /// The rows by group, the groups in order of first appearance.
    package static func grouped(_ rows: [SheetRow]) -> [(name: String, rows: [SheetRow])] {
        var groups: [(name: String, rows: [SheetRow])] = []
        for row in rows {
            if let index = groups.firstIndex(where: { $0.name == row.entry.group }) {
                groups[index].rows.append(row)
            } else {
                groups.append((row.entry.group, [row]))
            }
        }
        return groups
    }

    /// The cells' errors, one line each: entry, caption, message.
    package static func failures(_ rows: [SheetRow]) -> [String] {
        rows.flatMap(\.cells).compactMap { cell in
            if case let .failure(error) = cell.drawing { return "\(cell.entry.name) (\(cell.caption)): \(error)" }
            return nil
        }
    }
}

/// A section of the sheet: the group's name, then each entry's row.
struct SheetSection: View {
    let name: String
    let rows: [SheetRow]

    var body: some View {
        VStack(alignment: .leading, spacing: 18) {
            VStack(alignment: .leading, spacing: 6) {
                Text(name.uppercased()).font(.system(size: 13, weight: .semibold)).tracking(0.8).foregroundStyle(Color(white: 0.45)).fixedSize()
                // As wide as the sheet: the stack offers its width to flexible children.
                Rectangle().fill(Color(white: 0.85)).frame(maxWidth: .infinity).frame(height: 1)
            }
            ForEach(rows.indices, id: \.self) { index in
                SheetRowView(row: rows[index])
            }
        }
    }
}

/// An entry's row as rendered with its cells, or laid out here when it could not be.
struct SheetRowView: View {
    let row: SheetRow

    var body: some View {
        if let drawing = row.drawing {
            _DisplayListView(list: drawing, name: row.entry.name)
        } else {
            SheetEntryRow(name: row.entry.name, cells: row.cells)
        }
    }
}

/// An entry's name over its row of cells.
struct SheetEntryRow: View {
    let name: String
    let cells: [SheetCell]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(name).font(.system(size: 17, weight: .semibold)).fixedSize()
            HStack(alignment: .top, spacing: 16) {
                ForEach(cells.indices, id: \.self) { index in
                    SheetCellView(cell: cells[index])
                }
            }
        }
    }
}

/// One cell: the component on a neutral background of its colour scheme, captioned.
struct SheetCellView: View {
    let cell: SheetCell

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Group {
                switch cell.drawing {
                case let .success(list):
                    _DisplayListView(list: list, name: cell.entry.name)
                case let .failure(error):
                    // Wrapped whole at 280 points: the full message, not its first line cut short.
                    Text(error.description).font(.system(size: 12)).foregroundStyle(Color.red)
                        .fixedSize(horizontal: false, vertical: true).frame(width: 280, alignment: .leading)
                }
            }
            .padding(20)
            .background(cell.colorScheme == .dark ? Color(red: 0.07, green: 0.07, blue: 0.08) : Color(red: 0.93, green: 0.93, blue: 0.95))
            .cornerRadius(10)
            Text(cell.caption).font(.system(size: 12)).foregroundStyle(Color(white: 0.4)).fixedSize()
        }
    }
}
