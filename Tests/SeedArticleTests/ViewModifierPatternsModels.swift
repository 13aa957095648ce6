// The types the view modifier patterns article uses without declaring them.
import Vellum

struct User {
    let name: String
    let email: String
    let avatarURL: URL?
}

struct SettingsRow: View {
    let title: String

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Image(systemName: "chevron.right").foregroundStyle(.tertiary)
        }
    }
}

let sampleUser = User(name: "Alice Martin", email: "alice@example.com", avatarURL: URL(string: "https://example.com/alice.png"))
let sampleProduct = Product(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!, name: "Woody Figure", price: Decimal(string: "24.99")!, imageURL: nil)
