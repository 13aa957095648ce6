import Vellum

/// The SF Symbols names seen most in snapshot-tested SwiftUI views, at three text styles, in
/// one rendering mode: a sheet to review Vellum's symbols at a glance.
public struct SymbolGallery: View {
    /// The 40 names, most seen first.
    public static let mostSeen = [
        "checkmark", "xmark", "chevron.right", "plus", "xmark.circle.fill", "trash", "checkmark.circle.fill", "arrow.clockwise",
        "minus", "exclamationmark.circle.fill", "arrow.right", "exclamationmark.triangle", "info.circle", "magnifyingglass",
        "chevron.down", "chevron.left", "ellipsis", "square.and.arrow.up", "photo", "gear", "plus.circle.fill", "line.3.horizontal",
        "tag", "exclamationmark.triangle.fill", "house.fill", "gearshape", "globe", "clock.fill", "infinity", "arrow.up.right.square",
        "person.circle.fill", "arrow.up.right", "camera", "questionmark.circle", "video", "mic.fill", "arrow.right.circle.fill",
        "person", "person.2.fill", "heart",
    ]

    /// `monochrome`, `hierarchical` or `palette`.
    public let mode: String

    public init(mode: String) {
        self.mode = mode
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: Spacing.md) {
            ForEach([("Caption", Font.caption), ("Body", Font.body), ("Title", Font.title)], id: \.0) { name, font in
                VStack(alignment: .leading, spacing: Spacing.xs) {
                    Text(name).font(Typography.caption).foregroundStyle(.secondary)
                    Grid(horizontalSpacing: Spacing.sm, verticalSpacing: Spacing.sm) {
                        ForEach(0..<4, id: \.self) { row in
                            GridRow {
                                ForEach(Self.mostSeen[row * 10..<row * 10 + 10], id: \.self) { symbol in
                                    styled(Image(systemName: symbol)).font(font).frame(width: 40, height: 40)
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    @ViewBuilder private func styled(_ image: Image) -> some View {
        switch mode {
        case "hierarchical": image.symbolRenderingMode(.hierarchical).foregroundStyle(SemanticColor.primary)
        case "palette": image.symbolRenderingMode(.palette).foregroundStyle(SemanticColor.primary, Color.orange)
        default: image
        }
    }
}
