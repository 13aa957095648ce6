import Vellum

/// The film card style: padded, rounded, a soft shadow, and an accent border when selected.
public struct PixarCardStyle: ViewModifier {
    var isSelected: Bool = false
    @Environment(\.colorScheme) private var colorScheme

    public init(isSelected: Bool = false) {
        self.isSelected = isSelected
    }

    public func body(content: Content) -> some View {
        let shadowOpacity = colorScheme == .dark ? 0.3 : 0.08

        return content
            .padding()
            .background(isSelected ? Color.accentColor.opacity(0.15) : Color(.systemBackground))
            .clipShape(RoundedRectangle(cornerRadius: 12))
            .shadow(color: .black.opacity(shadowOpacity), radius: 8, y: 4)
            .overlay(
                RoundedRectangle(cornerRadius: 12)
                    .strokeBorder(isSelected ? Color.accentColor : .clear, lineWidth: 2)
            )
    }
}

extension View {
    public func pixarCardStyle(isSelected: Bool = false) -> some View {
        modifier(PixarCardStyle(isSelected: isSelected))
    }
}
