import Foundation

// Navigation: `NavigationStack` and `NavigationView` with their bar (title, toolbar items,
// search field), drawn as iOS draws them in the look of `systemLook`. A render shows the root
// screen.

/// A stack of screens under a navigation bar: SwiftUI's `NavigationStack`. A render shows its
/// root, under the bar its modifiers describe (`navigationTitle`, `toolbar`, `searchable`).
public struct NavigationStack<Root: View>: _PrimitiveView {
    package let root: Root

    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
    }

    public init<Path>(path: Binding<Path>, @ViewBuilder root: () -> Root) {
        self.root = root()
    }
}

/// SwiftUI's older `NavigationView`: on an iPhone, a `NavigationStack`.
public struct NavigationView<Content: View>: _PrimitiveView {
    package let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// What a screen says about the bars around it: its title and how it shows, its toolbar, its
/// search field, and the bars' visibility and backgrounds. The innermost setting wins.
package struct NavigationItems: @unchecked Sendable {
    package var title: Text?
    package var displayMode: NavigationBarItem.TitleDisplayMode?
    package var toolbars: [AnyView] = []
    package var navigationBarVisibility: Visibility?
    package var navigationBarBackground: AnyShapeStyle?
    package var navigationBarBackgroundVisibility: Visibility?
    package var bottomBarVisibility: Visibility?
    package var tabBarVisibility: Visibility?
    package var tabBarBackground: AnyShapeStyle?
    package var searchPrompt: Text?
    package var hasSearch = false

    package init() {}

    /// These items, with `outer`'s where these set none.
    package func filling(from outer: NavigationItems) -> NavigationItems {
        var merged = self
        merged.title = title ?? outer.title
        merged.displayMode = displayMode ?? outer.displayMode
        merged.toolbars = toolbars + outer.toolbars
        merged.navigationBarVisibility = navigationBarVisibility ?? outer.navigationBarVisibility
        merged.navigationBarBackground = navigationBarBackground ?? outer.navigationBarBackground
        merged.navigationBarBackgroundVisibility = navigationBarBackgroundVisibility ?? outer.navigationBarBackgroundVisibility
        merged.bottomBarVisibility = bottomBarVisibility ?? outer.bottomBarVisibility
        merged.tabBarVisibility = tabBarVisibility ?? outer.tabBarVisibility
        merged.tabBarBackground = tabBarBackground ?? outer.tabBarBackground
        merged.searchPrompt = searchPrompt ?? outer.searchPrompt
        merged.hasSearch = hasSearch || outer.hasSearch
        return merged
    }
}

/// Sets navigation items on the view it modifies.
public struct _NavigationItemsModifier: _PrimitiveModifier {
    package let items: NavigationItems
}

/// Where a toolbar item goes: SwiftUI's `ToolbarItemPlacement`.
public struct ToolbarItemPlacement: Sendable, Hashable {
    package let name: String
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    public static let principal = ToolbarItemPlacement(name: "principal")
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")

    /// Where the item shows: the bar's leading or trailing end, its middle, the bottom bar,
    /// or nowhere (the keyboard's bar).
    package enum Region: Sendable { case leading, trailing, principal, bottom, none }

    package var region: Region {
        switch name {
        case "principal": .principal
        case "cancellationAction", "topBarLeading", "navigationBarLeading": .leading
        case "bottomBar": .bottom
        case "keyboard": .none
        default: .trailing
        }
    }

    /// Whether iOS 26 draws the item as a prominent, tinted capsule.
    package var isProminent: Bool { name == "confirmationAction" }
}

/// An item of a toolbar: SwiftUI's `ToolbarItem`.
public struct ToolbarItem<ID, Content: View>: _PrimitiveView {
    package let placement: ToolbarItemPlacement
    package let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.placement = placement
        self.content = content()
    }

    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == String {
        self.placement = placement
        self.content = content()
    }
}

/// Items of a toolbar placed together: SwiftUI's `ToolbarItemGroup`.
public struct ToolbarItemGroup<Content: View>: _PrimitiveView {
    package let placement: ToolbarItemPlacement
    package let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// The bars a toolbar modifier applies to: SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Sendable, Hashable {
    package let name: String
    public static let automatic = ToolbarPlacement(name: "automatic")
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}

extension View {
    private func navigationItems(_ change: (inout NavigationItems) -> Void) -> some View {
        var items = NavigationItems()
        change(&items)
        return modifier(_NavigationItemsModifier(items: items))
    }

    /// Titles the navigation bar of the screen this view is on.
    public func navigationTitle(_ title: LocalizedStringKey) -> some View {
        navigationItems { $0.title = Text(title) }
    }

    /// Titles the navigation bar of the screen this view is on.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationItems { $0.title = Text(title) }
    }

    /// Titles the navigation bar of the screen this view is on.
    public func navigationTitle(_ title: Text) -> some View {
        navigationItems { $0.title = title }
    }

    /// Sets how the navigation bar shows the title: large under the bar, or inline in it.
    /// `.automatic` is large at a stack's root.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationItems { $0.displayMode = displayMode }
    }

    /// Puts `ToolbarItem`s and `ToolbarItemGroup`s (or plain views, at the trailing end) in
    /// the navigation bar or the bottom bar of the screen this view is on.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let toolbar = AnyView(content())
        return navigationItems { $0.toolbars = [toolbar] }
    }

    /// Shows or hides the bars named.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        navigationItems { items in
            for bar in bars.isEmpty ? [.automatic] : bars {
                switch bar.name {
                case "tabBar": items.tabBarVisibility = visibility
                case "bottomBar": items.bottomBarVisibility = visibility
                default: items.navigationBarVisibility = visibility
                }
            }
        }
    }

    /// Sets the background of the bars named (shown when the bar's background is visible).
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        navigationItems { items in
            for bar in bars.isEmpty ? [.automatic] : bars {
                if bar.name == "tabBar" { items.tabBarBackground = AnyShapeStyle(style) } else { items.navigationBarBackground = AnyShapeStyle(style) }
            }
        }
    }

    /// Shows or hides the background of the bars named. At rest, at the top of the screen,
    /// iOS shows none unless asked.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        navigationItems { items in
            for bar in bars.isEmpty ? [.automatic] : bars where bar.name != "tabBar" { items.navigationBarBackgroundVisibility = visibility }
        }
    }

    /// Sets the colour scheme of the bars named (their content follows the view's scheme).
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }

    /// Hides the navigation bar's back button (a root screen has none).
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }

    /// Adds a search field under the navigation bar's title, with `prompt` (else "Search").
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        navigationItems { items in
            items.hasSearch = true
            items.searchPrompt = prompt
        }
    }

    /// Adds a search field under the navigation bar's title, with `prompt`.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }
}

/// A button that pushes a screen onto a navigation stack: SwiftUI's `NavigationLink`. In a
/// list it is a row with a chevron at its trailing end; elsewhere a button, drawn as a
/// button's label is. A render shows the screen it is on, not the one it pushes.
public struct NavigationLink<Label: View, Destination: View>: _PrimitiveView {
    package let label: Label

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never {
        self.label = label()
    }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        label = Text(titleKey)
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        label = Text(titleKey)
    }

    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) where Destination == Never {
        label = Text(titleKey)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        label = Text(title)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        label = Text(title)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Destination == Never {
        label = Text(title)
    }
}

extension View {
    /// Says which screen a `NavigationLink(value:)` of type `D` pushes (a render shows the root).
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View { self }

    /// Pushes `destination` while `isPresented` is true (a render shows the root).
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View { self }
}

