import Vellum

/// The spacing tokens as bars of their length.
struct SpacingSwatches: View {
    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.sm) {
            ForEach([("xs", Spacing.xs), ("sm", Spacing.sm), ("md", Spacing.md), ("lg", Spacing.lg), ("xl", Spacing.xl)], id: \.0) { name, value in
                HStack(spacing: Spacing.sm) {
                    Text(name).font(Typography.caption).foregroundStyle(.secondary).frame(width: 24, alignment: .leading)
                    Rectangle().fill(SemanticColor.primary).frame(width: value, height: 12)
                    Text("\(Int(value))").font(Typography.caption).foregroundStyle(.secondary)
                }
            }
        }
    }
}

/// The radius tokens as rounded squares.
struct RadiusSwatches: View {
    var body: some View {
        HStack(spacing: Spacing.md) {
            ForEach([("sm", Radius.sm), ("md", Radius.md), ("lg", Radius.lg), ("full", Radius.full)], id: \.0) { name, value in
                VStack(spacing: Spacing.xs) {
                    RoundedRectangle(cornerRadius: value).fill(SemanticColor.secondary).frame(width: 44, height: 44)
                    Text(name).font(Typography.caption).foregroundStyle(.secondary)
                }
            }
        }
    }
}

/// The typography tokens, each set in its own font.
struct TypographySwatches: View {
    var body: some View {
        VStack(alignment: .leading, spacing: Spacing.xs) {
            Text("Display Large").font(Typography.displayLarge)
            Text("Display Medium").font(Typography.displayMedium)
            Text("Title Large").font(Typography.titleLarge)
            Text("Title Medium").font(Typography.titleMedium)
            Text("Body Large").font(Typography.bodyLarge)
            Text("Body Medium").font(Typography.bodyMedium)
            Text("Caption").font(Typography.caption)
        }
        .foregroundStyle(.primary)
    }
}

/// The semantic colours as labelled swatches.
struct ColorSwatches: View {
    var body: some View {
        HStack(alignment: .top, spacing: Spacing.sm) {
            ForEach([("primary", SemanticColor.primary), ("secondary", SemanticColor.secondary), ("success", SemanticColor.success),
                     ("warning", SemanticColor.warning), ("error", SemanticColor.error), ("surface", SemanticColor.surface),
                     ("surfaceVariant", SemanticColor.surfaceVariant)], id: \.0) { name, color in
                VStack(spacing: Spacing.xs) {
                    RoundedRectangle(cornerRadius: Radius.md)
                        .fill(color)
                        .frame(width: 52, height: 52)
                        .overlay(RoundedRectangle(cornerRadius: Radius.md).stroke(Color.gray.opacity(0.3), lineWidth: 1))
                    Text(name).font(.system(size: 10)).foregroundStyle(.secondary)
                }
            }
        }
    }
}
