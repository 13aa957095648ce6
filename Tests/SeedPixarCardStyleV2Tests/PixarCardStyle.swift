// The second version of `PixarCardStyle` in "Custom View Modifiers and Button Styles in
// SwiftUI", which reads the colour scheme, as written (the SwiftUI import changed to Vellum).
import Vellum

struct PixarCardStyle: ViewModifier {
    var isSelected: Bool = false
    @Environment(\.colorScheme) private var colorScheme

    func body(content: Content) -> some View {
        let shadowOpacity = colorScheme == .dark ? 0.3 : 0.08

        return content
            .padding()
            .background(
                isSelected
                    ? Color.accentColor.opacity(0.15)
                    : Color(.systemBackground)
            )
            .clipShape(RoundedRectangle(cornerRadius: 12))
            .shadow(color: .black.opacity(shadowOpacity), radius: 8, y: 4)
            .overlay(
                RoundedRectangle(cornerRadius: 12)
                    .strokeBorder(
                        isSelected ? Color.accentColor : .clear,
                        lineWidth: 2
                    )
            )
    }
}
