import Foundation

// Presentations, refreshing and menus: in a render, each leaves the picture as it is, as
// SwiftUI does at rest with no sheet shown.

/// How a navigation bar shows its title: SwiftUI's `NavigationBarItem.TitleDisplayMode`.
public enum NavigationBarItem {
    public enum TitleDisplayMode: Sendable {
        case automatic, inline, large
    }
}

/// Whether a piece of the system's interface shows: SwiftUI's `Visibility`.
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}

/// A height a sheet can rest at: SwiftUI's `PresentationDetent` (a render presents no sheet).
public struct PresentationDetent: Hashable, Sendable {
    private let name: String
    private let value: CGFloat
    public static let medium = PresentationDetent(name: "medium", value: 0)
    public static let large = PresentationDetent(name: "large", value: 0)
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: "fraction", value: fraction) }
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height", value: height) }
}

/// Where a search field is placed: SwiftUI's `SearchFieldPlacement`.
public struct SearchFieldPlacement: Sendable {
    private let name: String
    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
}

extension View {
    /// Lets people pull to refresh (never, in a render).
    public func refreshable(action: @escaping () async -> Void) -> some View { self }

    /// Adds a context menu, shown on a long press (never, in a render).
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }

    /// Hides the status bar; a render has none.
    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }

    /// Sets the heights a presented sheet rests at; a render presents no sheet.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }

    /// Sets whether a presented sheet shows its drag indicator; a render presents no sheet.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }

    /// Keeps a presented sheet from being swiped away; a render presents no sheet.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }

    /// Hides or shows system overlays (the home indicator); a render has none.
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
}
