// The Swift code of the article "Custom View Modifiers and Button Styles in SwiftUI" (the Pixar
// film catalog), with the SwiftUI import changed to Vellum. The article refines
// `PixarCardStyle` twice; this module holds its last version (with the animation), and the
// SeedPixarCardStyle targets hold the two earlier ones. Snippets that are statements rather than
// declarations (call sites) are placed in the views of ButtonStylesCallSites.swift.
import Vellum

// FilmCatalogView.swift
struct FilmCatalogView: View {
    let films: [PixarFilm]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 160))]) {
                ForEach(films) { film in
                    FilmCard(film: film)
                        .font(.headline)
                        .foregroundStyle(.primary)
                        .padding()
                        .background(Color(.systemBackground))
                        .clipShape(RoundedRectangle(cornerRadius: 12))
                        .shadow(color: .black.opacity(0.08), radius: 8, y: 4)
                }
            }
        }
    }
}

extension View {
    func pixarCardStyle(isSelected: Bool = false) -> some View {
        modifier(PixarCardStyle(isSelected: isSelected))
    }
}

// MARK: - Primary Button

struct PixarPrimaryButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundStyle(.white)
            .padding(.horizontal, 24)
            .padding(.vertical, 12)
            .background(Color.accentColor)
            .clipShape(Capsule())
            .scaleEffect(configuration.isPressed ? 0.96 : 1.0)
            .opacity(configuration.isPressed ? 0.9 : 1.0)
            .animation(
                .spring(response: 0.3, dampingFraction: 0.6),
                value: configuration.isPressed
            )
    }
}

// MARK: - Secondary Button

struct PixarSecondaryButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundStyle(Color.accentColor)
            .padding(.horizontal, 24)
            .padding(.vertical, 12)
            .background(Color.accentColor.opacity(0.1))
            .clipShape(Capsule())
            .overlay(Capsule().strokeBorder(Color.accentColor, lineWidth: 1.5))
            .scaleEffect(configuration.isPressed ? 0.96 : 1.0)
            .animation(
                .spring(response: 0.3, dampingFraction: 0.6),
                value: configuration.isPressed
            )
    }
}

// MARK: - Destructive Button

struct PixarDestructiveButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundStyle(.white)
            .padding(.horizontal, 24)
            .padding(.vertical, 12)
            .background(
                configuration.isPressed ? Color.red.opacity(0.8) : Color.red
            )
            .clipShape(Capsule())
            .scaleEffect(configuration.isPressed ? 0.96 : 1.0)
            .animation(
                .spring(response: 0.3, dampingFraction: 0.6),
                value: configuration.isPressed
            )
    }
}

extension ButtonStyle where Self == PixarPrimaryButtonStyle {
    static var pixarPrimary: PixarPrimaryButtonStyle { .init() }
}

extension ButtonStyle where Self == PixarSecondaryButtonStyle {
    static var pixarSecondary: PixarSecondaryButtonStyle { .init() }
}

extension ButtonStyle where Self == PixarDestructiveButtonStyle {
    static var pixarDestructive: PixarDestructiveButtonStyle { .init() }
}

struct PixarBadgeLabelStyle: LabelStyle {
    var color: Color

    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            configuration.icon
                .font(.caption.weight(.semibold))
                .foregroundStyle(.white)
                .frame(width: 28, height: 28)
                .background(color)
                .clipShape(Circle())

            configuration.title
                .font(.subheadline)
        }
    }
}

struct ScareLampToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                configuration.label

                Spacer()

                Image(
                    systemName: configuration.isOn
                        ? "lamp.ceiling.on"
                        : "lamp.ceiling"
                )
                .font(.title2)
                .foregroundStyle(configuration.isOn ? .yellow : .secondary)
                .contentTransition(.symbolEffect(.replace))
            }
        }
        .buttonStyle(.plain)
    }
}

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
            // animation lives here — every consumer gets it for free
            .animation(
                .spring(response: 0.35, dampingFraction: 0.7),
                value: isSelected
            )
    }
}

extension View {
    @ViewBuilder
    func applyIf<T: View>(
        _ condition: Bool,
        transform: (Self) -> T
    ) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }
}
