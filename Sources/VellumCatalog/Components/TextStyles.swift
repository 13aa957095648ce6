import Vellum

/// Page titles: display medium, primary colour.
public struct PageTitleModifier: ViewModifier {
    public init() {}
    public func body(content: Content) -> some View {
        content.font(Typography.displayMedium).foregroundStyle(Color.primary)
    }
}

/// Section titles: title large, primary colour.
public struct SectionTitleModifier: ViewModifier {
    public init() {}
    public func body(content: Content) -> some View {
        content.font(Typography.titleLarge).foregroundStyle(Color.primary)
    }
}

/// Secondary text: body medium, secondary style.
public struct SecondaryTextModifier: ViewModifier {
    public init() {}
    public func body(content: Content) -> some View {
        content.font(Typography.bodyMedium).foregroundStyle(.secondary)
    }
}

extension View {
    public func pageTitle() -> some View { modifier(PageTitleModifier()) }
    public func sectionTitle() -> some View { modifier(SectionTitleModifier()) }
    public func secondaryText() -> some View { modifier(SecondaryTextModifier()) }
}
