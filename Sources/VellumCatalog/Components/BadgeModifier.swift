import Vellum

/// A count badge in the top-trailing corner; hidden at zero unless `showZero`, "99+" above 99.
public struct BadgeModifier: ViewModifier {
    let count: Int
    let color: Color
    let showZero: Bool

    public init(count: Int, color: Color = .red, showZero: Bool = false) {
        self.count = count
        self.color = color
        self.showZero = showZero
    }

    @ViewBuilder
    public func body(content: Content) -> some View {
        if count > 0 || showZero {
            content.overlay(alignment: .topTrailing) {
                badgeView
            }
        } else {
            content
        }
    }

    private var badgeView: some View {
        Text(count > 99 ? "99+" : "\(count)")
            .font(.caption2.bold())
            .foregroundStyle(.white)
            .padding(.horizontal, 6)
            .padding(.vertical, 2)
            .background(color)
            .clipShape(Capsule())
            .offset(x: 8, y: -8)
    }
}

extension View {
    /// Adds a count badge.
    public func badge(count: Int, color: Color = .red, showZero: Bool = false) -> some View {
        modifier(BadgeModifier(count: count, color: color, showZero: showZero))
    }
}
