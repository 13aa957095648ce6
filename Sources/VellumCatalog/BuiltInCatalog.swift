import Vellum
import VellumCLI

/// The components of the design-system articles Vellum started from, in their variants.
public enum BuiltInCatalog {
    /// The catalog `vellum` renders by default.
    public static var catalog: Catalog {
        SemanticColor.registerNamedColors()
        return Catalog(name: "Vellum design system") {
            CatalogEntry("Spacing", group: "Tokens") { SpacingSwatches() }
            CatalogEntry("Radii", group: "Tokens") { RadiusSwatches() }
            CatalogEntry("Typography", group: "Tokens") { TypographySwatches() }
            CatalogEntry("Colors", group: "Tokens") { ColorSwatches() }

            CatalogEntry("Text styles", group: "Text") {
                VStack(alignment: .leading, spacing: Spacing.sm) {
                    Text("Profile").pageTitle()
                    Text("Settings").sectionTitle()
                    Text("Notifications are on").secondaryText()
                }
            }

            CatalogEntry("Card style", group: "Containers", width: 300) {
                VStack(alignment: .leading, spacing: 8) {
                    Text("Toy Story").font(.headline)
                    Text("A cowboy doll is profoundly threatened when a new spaceman figure supplants him.")
                        .font(.subheadline).foregroundStyle(.secondary)
                }
                .cardStyle()
            }
            CatalogEntry("Adaptive card", group: "Containers",
                         variants: [CatalogVariant("medium", dynamicTypeSize: .medium), CatalogVariant("large", dynamicTypeSize: .large),
                                    CatalogVariant("accessibility3", dynamicTypeSize: .accessibility3)], width: 300) {
                VStack(alignment: .leading, spacing: Spacing.xs) {
                    Text("Alice Martin").font(.headline)
                    Text("alice@example.com").font(.subheadline).foregroundStyle(.secondary)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .adaptiveCard()
            }
            CatalogEntry("Pixar card style", group: "Containers",
                         variants: [CatalogVariant("not selected"), CatalogVariant("selected")], width: 240) { variant in
                VStack(alignment: .leading, spacing: 4) {
                    Text("Up").font(.headline)
                    Text("2009 · Pete Docter").font(.subheadline).foregroundStyle(.secondary)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .pixarCardStyle(isSelected: variant.name == "selected")
            }
            CatalogEntry("Skeleton card", group: "Containers", width: 280) { SkeletonCard() }

            CatalogEntry("Badge", group: "Components", variants: ["0", "5", "120"].map { CatalogVariant($0) }) { variant in
                RoundedRectangle(cornerRadius: 10)
                    .fill(Color.blue.opacity(0.15))
                    .frame(width: 44, height: 44)
                    .badge(count: Int(variant.name) ?? 0)
                    .padding(8)
            }
            CatalogEntry("Green capsule button", group: "Buttons") {
                Text("Push Me").modifier(PrimaryButtonModifier()).padding(6)
            }
        }
    }
}
