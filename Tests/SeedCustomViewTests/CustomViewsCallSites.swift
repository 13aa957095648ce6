// The usage snippets of the custom views articles, each as the body of a view, and the types
// they assume.
import Vellum

struct SeedUser {
    let profileImage: URL?
}

struct SeedSection: Identifiable {
    let id: Int
    let title: String
}

let sections = (1...4).map { SeedSection(id: $0, title: "Section \($0)") }

struct SectionHeader: View {
    let title: String

    var body: some View {
        Text(title).font(.title2).frame(maxWidth: .infinity, alignment: .leading).frame(height: 300, alignment: .top)
    }
}

struct VisibleSectionKey: PreferenceKey {
    static var defaultValue: [String: CGFloat] = [:]

    static func reduce(value: inout [String: CGFloat], nextValue: () -> [String: CGFloat]) {
        value.merge(nextValue()) { $1 }
    }
}

struct CopyData {
    let field1: String
}

/// `UserAvatar(name: "Alice", imageURL: user.profileImage, size: 64)`
struct AvatarCallSite: View {
    let user = SeedUser(profileImage: URL(string: "https://example.com/alice.png"))

    var body: some View {
        UserAvatar(name: "Alice", imageURL: user.profileImage, size: 64)
    }
}

/// `CardView(title: "Profile") { … }`
struct CardViewCallSite: View {
    var body: some View {
        CardView(title: "Profile") {
            Text("Email: user@example.com")
            Text("Phone: (555) 123-4567")
            Button("Edit Profile") { /* action */ }
        }
    }
}

/// `Button("Sign Up") { }.modifier(PrimaryButtonStyle())` and `.primaryButton()`.
struct SignUpCallSite: View {
    let viaExtension: Bool

    var body: some View {
        if viaExtension {
            Button("Sign Up") { }
                .primaryButton()
        } else {
            Button("Sign Up") { }
                .modifier(PrimaryButtonStyle())
        }
    }
}

/// The green capsule button, written out and as a modifier.
struct PushMeCallSite: View {
    let viaModifier: Bool

    var body: some View {
        if viaModifier {
            Button("Push Me") { }
                .modifier(PrimaryButtonModifier())
        } else {
            Button("Push Me") { }
                .padding(10)
                .background(Capsule().foregroundColor(.green))
                .foregroundColor(.white)
                .font(.system(size: 17, weight: .bold, design: .default))
                .clipped()
                .shadow(radius: 6)
        }
    }
}

/// `HStack { Text(data.field1); Spacer() }.modifier(CopyModifier(field: data.field1))`
struct CopyCallSite: View {
    let data = CopyData(field1: "ACME-1234")

    var body: some View {
        HStack {
            Text(data.field1)
            Spacer()
        }.modifier(CopyModifier(field: data.field1))
    }
}
