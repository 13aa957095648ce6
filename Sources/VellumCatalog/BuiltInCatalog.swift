import Vellum

/// The components of the design-system articles Vellum grew from, in their variants.
public enum BuiltInCatalog {
    /// The catalog `vellum` works on by default.
    public static var catalog: Catalog {
        SemanticColor.registerNamedColors()
        let alice = User(name: "Alice Martin", email: "alice@example.com", avatarURL: URL(string: "https://example.com/alice.png"))
        let enabledStates = [CatalogVariant("enabled"), CatalogVariant("disabled")]
        let looks = [CatalogVariant("iOS 26"), CatalogVariant("iOS 18")]
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
            CatalogEntry("Product card", group: "Containers", width: 280) {
                ProductCard(product: Product(id: 1, name: "Woody Figure", price: Decimal(string: "24.99")!, imageURL: URL(string: "https://example.com/woody.png")))
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
            CatalogEntry("Skeleton card", group: "Containers", width: 280, animationDuration: 1.5) { SkeletonCard().shimmer() }
            CatalogEntry("Card view with content", group: "Containers", width: 280) {
                CardView(title: "Profile") {
                    Text("Email: user@example.com")
                    Text("Phone: (555) 123-4567")
                    Button("Edit Profile") {}
                }
            }
            CatalogEntry("User card", group: "Containers", width: 340) { UserCard(user: alice).adaptiveCard() }
            CatalogEntry("Profile screen", group: "Screens", width: 390) { ProfileScreen(user: alice) }
            CatalogEntry("Settings form", group: "Screens", variants: looks, width: 393) { variant in
                SettingsFormScreen().systemLook(variant.name == "iOS 18" ? .iOS18 : .iOS26)
            }
            CatalogEntry("Inbox list", group: "Screens", variants: looks, width: 393) { variant in
                InboxListScreen().systemLook(variant.name == "iOS 18" ? .iOS18 : .iOS26)
            }
            CatalogEntry("Tab bar screen", group: "Screens", variants: looks, width: 393) { variant in
                TabBarScreen().systemLook(variant.name == "iOS 18" ? .iOS18 : .iOS26)
            }

            CatalogEntry("Badge", group: "Components", variants: ["0", "5", "120"].map { CatalogVariant($0) }) { variant in
                RoundedRectangle(cornerRadius: 10)
                    .fill(Color.blue.opacity(0.15))
                    .frame(width: 44, height: 44)
                    .badge(count: Int(variant.name) ?? 0)
                    .padding(8)
            }
            CatalogEntry("User avatar", group: "Components") {
                UserAvatar(name: "Alice", imageURL: URL(string: "https://example.com/alice.png"), size: 64)
            }

            CatalogEntry("Primary button", group: "Buttons", variants: enabledStates, width: 280) { variant in
                Text("Continue").primaryButton(isEnabled: variant.name == "enabled")
            }
            CatalogEntry("Secondary button", group: "Buttons", variants: enabledStates, width: 280) { variant in
                Text("Cancel").secondaryButton(isEnabled: variant.name == "enabled")
            }
            CatalogEntry("Pixar button styles", group: "Buttons", variants: [CatalogVariant("at rest"), CatalogVariant("pressed")]) { variant in
                VStack(spacing: 16) {
                    Button("Watch Toy Story") {}.buttonStyle(.pixarPrimary)
                    Button("Add to Watchlist") {}.buttonStyle(.pixarSecondary)
                    Button("Remove from Library") {}.buttonStyle(.pixarDestructive)
                }
                .pressedButtons(variant.name == "pressed")
            }
            CatalogEntry("Green capsule button", group: "Buttons") {
                Button("Push Me") {}.modifier(PrimaryButtonModifier()).padding(6)
            }

            CatalogEntry("Symbols", group: "Symbols", variants: ["monochrome", "hierarchical", "palette"].map { CatalogVariant($0) }) { variant in
                SymbolGallery(mode: variant.name)
            }

            CatalogEntry("Badge label style", group: "Controls") {
                Label("Toy Story", systemImage: "star.fill").labelStyle(PixarBadgeLabelStyle(color: .yellow))
            }
            CatalogEntry("Lamp toggle style", group: "Controls", variants: [CatalogVariant("off"), CatalogVariant("on")], width: 280) { variant in
                Toggle("Scare Floor Lights", isOn: .constant(variant.name == "on")).toggleStyle(ScareLampToggleStyle())
            }
            CatalogEntry("Toggle card", group: "Controls", variants: [CatalogVariant("off"), CatalogVariant("on")], width: 300) { variant in
                ToggleCard(title: "Notifications", isOn: .constant(variant.name == "on"))
            }
        }
    }
}
