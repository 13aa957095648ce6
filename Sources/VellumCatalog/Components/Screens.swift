import Vellum

struct Product: Identifiable {
    let id: Int
    let name: String
    let price: Decimal
    let imageURL: URL?
}

/// A product with its image (a placeholder until loaded), name and price, as a card.
struct ProductCard: View {
    let product: Product

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            AsyncImage(url: product.imageURL) { image in
                image.resizable().aspectRatio(contentMode: .fill)
            } placeholder: {
                Rectangle().fill(Color.gray.opacity(0.2))
            }
            .frame(height: 150)
            .clipped()

            Text(product.name)
                .font(.headline)

            Text(product.price, format: .currency(code: "USD"))
                .foregroundStyle(.secondary)
        }
        .cardStyle()
    }
}

struct User {
    let name: String
    let email: String
    let avatarURL: URL?
}

/// A settings row: its title and a disclosure chevron.
struct SettingsRow: View {
    let title: String

    var body: some View {
        HStack {
            Text(title).font(Typography.bodyLarge)
            Spacer()
            Image(systemName: "chevron.right").font(.footnote).foregroundStyle(.tertiary)
        }
    }
}

/// The avatar (shimmering while it loads), name and email of a user.
struct UserCard: View {
    let user: User

    var body: some View {
        HStack(spacing: Spacing.md) {
            AsyncImage(url: user.avatarURL) { image in
                image.resizable().aspectRatio(contentMode: .fill)
            } placeholder: {
                Circle()
                    .fill(Color.gray.opacity(0.3))
                    .shimmer()
            }
            .frame(width: 60, height: 60)
            .clipShape(Circle())

            VStack(alignment: .leading, spacing: Spacing.xs) {
                Text(user.name)
                    .font(Typography.titleMedium)
                Text(user.email)
                    .secondaryText()
            }

            Spacer()
        }
    }
}

/// The profile screen of the design system article.
struct ProfileScreen: View {
    let user: User

    var body: some View {
        ScrollView {
            VStack(spacing: Spacing.lg) {
                Text("Profile")
                    .pageTitle()

                UserCard(user: user)
                    .adaptiveCard()

                VStack(alignment: .leading, spacing: Spacing.md) {
                    Text("Settings")
                        .sectionTitle()
                    SettingsRow(title: "Notifications")
                    SettingsRow(title: "Privacy")
                    SettingsRow(title: "Appearance")
                }
                .adaptiveCard()

                Button("Log Out") {}
                    .secondaryButton()
            }
            .padding(Spacing.md)
        }
    }
}

/// An avatar with the name under it; a spinner while the image loads.
struct UserAvatar: View {
    let name: String
    let imageURL: URL?
    var size: CGFloat = 48

    var body: some View {
        VStack(spacing: 4) {
            AsyncImage(url: imageURL) { phase in
                switch phase {
                case .success(let image):
                    image.resizable().aspectRatio(contentMode: .fill)
                case .failure:
                    Image(systemName: "person.circle.fill").foregroundColor(.gray)
                default:
                    ProgressView()
                }
            }
            .frame(width: size, height: size)
            .clipShape(Circle())
            .overlay(Circle().stroke(Color.blue, lineWidth: 2))

            Text(name)
                .font(.caption)
                .lineLimit(1)
        }
    }
}

/// A titled card around any content.
struct CardView<Content: View>: View {
    let title: String
    @ViewBuilder let content: () -> Content

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(title)
                .font(.headline)
                .foregroundColor(.primary)
            content()
        }
        .padding()
        .background(
            RoundedRectangle(cornerRadius: 12)
                .fill(Color(.systemBackground))
                .shadow(color: .black.opacity(0.1), radius: 5, x: 0, y: 2)
        )
    }
}

/// A row with a title and a switch, that reveals details when tapped.
struct ToggleCard: View {
    let title: String
    @Binding var isOn: Bool
    @State private var isExpanded = false

    var body: some View {
        VStack {
            HStack {
                Text(title)
                Spacer()
                Toggle("", isOn: $isOn)
                    .labelsHidden()
            }
            .onTapGesture {
                withAnimation(.spring()) { isExpanded.toggle() }
            }
            if isExpanded {
                Text("Additional details here...")
                    .transition(.opacity.combined(with: .move(edge: .top)))
            }
        }
        .padding()
        .background(Color(.secondarySystemBackground))
        .cornerRadius(10)
    }
}
