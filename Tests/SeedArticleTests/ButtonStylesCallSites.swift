// The call-site snippets of the button styles article, each as the body of a view, and the
// model types the article assumes (films, cards, badges).
import Vellum

struct PixarFilm: Identifiable, Equatable {
    let id: Int
    let title: String
    let year: Int
    var hasAcademyAward = false
}

struct FilmCard: View {
    let film: PixarFilm

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(film.title)
            Text(String(film.year)).font(.subheadline).foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct AwardBadge: View {
    var body: some View {
        Image(systemName: "rosette").foregroundStyle(.yellow)
    }
}

let pixarFilms = [
    PixarFilm(id: 1, title: "Toy Story", year: 1995, hasAcademyAward: true),
    PixarFilm(id: 2, title: "Up", year: 2009, hasAcademyAward: true),
    PixarFilm(id: 3, title: "Cars", year: 2006),
    PixarFilm(id: 4, title: "Coco", year: 2017, hasAcademyAward: true),
]

/// `FilmCard(film: film).pixarCardStyle(isSelected: selectedFilm == film)`
struct SelectedFilmCallSite: View {
    let film: PixarFilm
    let selectedFilm: PixarFilm?

    var body: some View {
        FilmCard(film: film)
            .pixarCardStyle(isSelected: selectedFilm == film)
    }
}

/// The three button styles, as the article calls them.
struct ButtonStylesCallSite: View {
    var body: some View {
        VStack(spacing: 16) {
            Button("Watch Toy Story") { }
                .buttonStyle(.pixarPrimary)

            Button("Add to Watchlist") { }
                .buttonStyle(.pixarSecondary)

            Button("Remove from Library") { }
                .buttonStyle(.pixarDestructive)
        }
    }
}

/// `Label("Toy Story", systemImage: "star.fill").labelStyle(PixarBadgeLabelStyle(color: .yellow))`
struct BadgeLabelCallSite: View {
    var body: some View {
        Label("Toy Story", systemImage: "star.fill")
            .labelStyle(PixarBadgeLabelStyle(color: .yellow))
    }
}

/// `Toggle("Scare Floor Lights", isOn: $scareFloorActive).toggleStyle(ScareLampToggleStyle())`
struct LampToggleCallSite: View {
    @State var scareFloorActive: Bool

    var body: some View {
        Toggle("Scare Floor Lights", isOn: $scareFloorActive)
            .toggleStyle(ScareLampToggleStyle())
    }
}

/// `FilmCard(film: film).applyIf(film.hasAcademyAward) { … }`
struct ApplyIfCallSite: View {
    let film: PixarFilm

    var body: some View {
        FilmCard(film: film)
            .applyIf(film.hasAcademyAward) { view in
                view.overlay(alignment: .topTrailing) {
                    AwardBadge()
                        .padding(8)
                }
            }
    }
}

// The article's `conditionalModifier` (shown as a function of a view, so inside an extension).
extension View {
    // ❌ Avoid: AnyView disables SwiftUI's diffing and harms performance
    func conditionalModifier(_ condition: Bool) -> AnyView {
        if condition {
            return AnyView(self.padding().background(Color.accentColor))
        } else {
            return AnyView(self)
        }
    }
}
