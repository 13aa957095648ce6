import Vellum

/// A card that adapts to the colour scheme (background, shadow) and to Dynamic Type (padding
/// 16 up to medium, 24 for large and xLarge, 32 above).
public struct AdaptiveCardModifier: ViewModifier {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    public init() {}

    public func body(content: Content) -> some View {
        content
            .padding(adaptivePadding)
            .background(backgroundColor)
            .cornerRadius(Radius.lg)
            .shadow(color: shadowColor, radius: shadowRadius, x: 0, y: shadowOffset)
    }

    private var adaptivePadding: CGFloat {
        switch dynamicTypeSize {
        case .xSmall, .small, .medium: return Spacing.md
        case .large, .xLarge: return Spacing.lg
        default: return Spacing.xl
        }
    }

    private var backgroundColor: Color {
        colorScheme == .dark ? Color(.secondarySystemBackground) : Color(.systemBackground)
    }

    private var shadowColor: Color {
        colorScheme == .dark ? .clear : .black.opacity(0.1)
    }

    private var shadowRadius: CGFloat { colorScheme == .dark ? 0 : 8 }

    private var shadowOffset: CGFloat { colorScheme == .dark ? 0 : 4 }
}

extension View {
    public func adaptiveCard() -> some View { modifier(AdaptiveCardModifier()) }
}
