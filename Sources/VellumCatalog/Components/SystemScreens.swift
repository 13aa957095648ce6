import Vellum

/// A Settings screen: a form of toggles, navigation links and values under a large title.
public struct SettingsFormScreen: View {
    public init() {}

    public var body: some View {
        NavigationStack {
            Form {
                Section {
                    Toggle("Airplane Mode", isOn: .constant(false))
                    NavigationLink { EmptyView() } label: { LabeledContent("Wi-Fi", value: "Home") }
                    NavigationLink { EmptyView() } label: { LabeledContent("Bluetooth", value: "On") }
                }
                Section {
                    NavigationLink("Notifications") { EmptyView() }
                    NavigationLink("Focus") { EmptyView() }
                    Toggle("Show Previews", isOn: .constant(true))
                } header: {
                    Text("Alerts")
                } footer: {
                    Text("Previews show the first lines of a message on the lock screen.")
                }
            }
            .navigationTitle("Settings")
        }
    }
}

/// A mailbox: sections of rows with badges under an inline title and toolbar buttons.
public struct InboxListScreen: View {
    public init() {}

    public var body: some View {
        NavigationStack {
            List {
                Section("Mailboxes") {
                    Label("Inbox", systemImage: "tray").badge(12)
                    Label("Drafts", systemImage: "doc").badge(2)
                    Label("Sent", systemImage: "paperplane")
                }
                Section("Folders") {
                    ForEach(["Receipts", "Travel", "Family"], id: \.self) { Label($0, systemImage: "folder") }
                }
            }
            .navigationTitle("Mail")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                ToolbarItem(placement: .topBarTrailing) { Button { } label: { Image(systemName: "square.and.pencil") } }
            }
        }
    }
}

/// A tab bar screen: a list on the first of four tabs.
public struct TabBarScreen: View {
    public init() {}

    public var body: some View {
        TabView {
            NavigationStack {
                List {
                    Section("Today") {
                        LabeledContent("Steps", value: "8,412")
                        LabeledContent("Distance", value: "6.1 km")
                    }
                }
                .navigationTitle("Summary")
            }
            .tabItem { Label("Summary", systemImage: "heart.fill") }
            Text("Sharing").tabItem { Label("Sharing", systemImage: "person.2.fill") }
            Text("Browse").tabItem { Label("Browse", systemImage: "square.grid.2x2.fill") }.badge(1)
            Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }
        }
    }
}
