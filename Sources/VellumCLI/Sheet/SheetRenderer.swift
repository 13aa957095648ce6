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

/// Renders catalog entries into cells (in parallel), and cells into sheets.
package enum SheetRenderer {
    /// Every cell of `entries`, in order: entry, variant, scheme, Dynamic Type size. Cells are
    /// rendered on `options.jobs` threads; the result does not depend on how many.
    package static func renderCells(_ entries: [CatalogEntry], options: SheetOptions, progress: (@Sendable (Int, Int) -> Void)? = nil) -> [SheetCell] {
        var steps: [(CatalogEntry, CatalogVariant, ColorScheme, DynamicTypeSize)] = []
        for entry in entries {
            for variant in entry.variants {
                let schemes = variant.colorScheme.map { [$0] } ?? options.schemes
                let sizes = variant.dynamicTypeSize.map { [$0] } ?? options.dynamicTypeSizes
                for scheme in schemes {
                    for size in sizes { steps.append((entry, variant, scheme, size)) }
                }
            }
        }
        let plan = steps
        // Each entry's cells on one thread, in order: each thread has fonts of its own (see
        // `ThreadFonts`), so the texts an entry shows in every variant and scheme are measured,
        // and their fonts loaded, on one thread rather than on each (the built-in catalog on
        // two threads: 119 texts measured rather than 184; one thread measures 105).
        var entries: [Range<Int>] = []
        for index in plan.indices where index == 0 || plan[index - 1].0.name != plan[index].0.name {
            if let last = entries.last { entries[entries.count - 1] = last.lowerBound..<index }
            entries.append(index..<plan.count)
        }
        let spans = entries
        let done = Atomic<Int>(0)
        let drawings = ParallelWork.map(count: spans.count, jobs: options.jobs) { span in
            spans[span].map { index in
                let (entry, variant, scheme, size) = plan[index]
                defer { progress?(done.add(1, ordering: .relaxed).newValue, plan.count) }
                return renderCell(entry, variant: variant, colorScheme: scheme, dynamicTypeSize: size, scale: options.scale)
            }
        }.flatMap { $0 }
        return plan.enumerated().map { index, item in
            SheetCell(entry: item.0, variant: item.1, colorScheme: item.2, dynamicTypeSize: item.3, drawing: drawings[index])
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

    /// A sheet of the cells, grouped in sections, each entry's cells in a row under its name.
    /// Its title, names and captions keep to one line (`fixedSize`): each is measured once,
    /// not again for the least width the stacks around it probe for (a word a line).
    package static func sheet(title: String, cells: [SheetCell]) -> some View {
        let groups = grouped(cells)
        return VStack(alignment: .leading, spacing: 28) {
            Text(title).font(.system(size: 28, weight: .bold)).fixedSize()
            ForEach(groups.indices, id: \.self) { index in
                SheetSection(name: groups[index].name, entries: groups[index].entries).frame(maxWidth: .infinity, alignment: .leading)
            }
        }
        .padding(32)
        // A point past the sheet's edges: its size in points rarely ends on a whole pixel, and
        // the picture's last row and column are then covered too, so the PNG is opaque (RGB).
        .background(Color.white.padding(-1))
        .environment(\.colorScheme, .light)
    }

    /// The cells by group, then by entry, in catalog order.
    package static func grouped(_ cells: [SheetCell]) -> [(name: String, entries: [(name: String, cells: [SheetCell])])] {
        var groups: [(name: String, entries: [(name: String, cells: [SheetCell])])] = []
        for cell in cells {
            if groups.last?.name != cell.entry.group { groups.append((cell.entry.group, [])) }
            if groups[groups.count - 1].entries.last?.name != cell.entry.name {
                groups[groups.count - 1].entries.append((cell.entry.name, []))
            }
            let last = groups[groups.count - 1].entries.count - 1
            groups[groups.count - 1].entries[last].cells.append(cell)
        }
        return groups
    }

    /// The cells' errors, one line each: entry, caption, message.
    package static func failures(_ cells: [SheetCell]) -> [String] {
        cells.compactMap { cell in
            if case let .failure(error) = cell.drawing { return "\(cell.entry.name) (\(cell.caption)): \(error)" }
            return nil
        }
    }
}

/// A section of the sheet: the group's name, then each entry's name and row of cells.
struct SheetSection: View {
    let name: String
    let entries: [(name: String, cells: [SheetCell])]

    var body: some View {
        VStack(alignment: .leading, spacing: 18) {
            VStack(alignment: .leading, spacing: 6) {
                Text(name.uppercased()).font(.system(size: 13, weight: .semibold)).tracking(0.8).foregroundStyle(Color(white: 0.45)).fixedSize()
                // As wide as the sheet: the stack offers its width to flexible children.
                Rectangle().fill(Color(white: 0.85)).frame(maxWidth: .infinity).frame(height: 1)
            }
            ForEach(entries.indices, id: \.self) { index in
                VStack(alignment: .leading, spacing: 8) {
                    Text(entries[index].name).font(.system(size: 17, weight: .semibold)).fixedSize()
                    HStack(alignment: .top, spacing: 16) {
                        ForEach(entries[index].cells.indices, id: \.self) { cellIndex in
                            SheetCellView(cell: entries[index].cells[cellIndex])
                        }
                    }
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
                    Text(error.description).font(.system(size: 12)).foregroundStyle(Color.red).frame(maxWidth: 280, alignment: .leading)
                }
            }
            .padding(20)
            .background(cell.colorScheme == .dark ? Color(red: 0.07, green: 0.07, blue: 0.08) : Color(red: 0.93, green: 0.93, blue: 0.95))
            .cornerRadius(10)
            Text(cell.caption).font(.system(size: 12)).foregroundStyle(Color(white: 0.4)).fixedSize()
        }
    }
}
