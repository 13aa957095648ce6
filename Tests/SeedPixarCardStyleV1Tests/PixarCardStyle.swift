// The first version of `PixarCardStyle` in "Custom View Modifiers and Button Styles in
// SwiftUI", with its extension, as written (the SwiftUI import changed to Vellum).
import Vellum

struct PixarCardStyle: ViewModifier {
    var isSelected: Bool = false

    func body(content: Content) -> some View {
        content
            .padding()
            .background(
                isSelected
                    ? Color.accentColor.opacity(0.15)
                    : Color(.systemBackground)
            )
            .clipShape(RoundedRectangle(cornerRadius: 12))
            .shadow(color: .black.opacity(0.08), radius: 8, y: 4)
            .overlay(
                RoundedRectangle(cornerRadius: 12)
                    .strokeBorder(
                        isSelected ? Color.accentColor : .clear,
                        lineWidth: 2
                    )
            )
    }
}

extension View {
    func pixarCardStyle(isSelected: Bool = false) -> some View {
        modifier(PixarCardStyle(isSelected: isSelected))
    }
}
