import Foundation

// Tab views: `TabView` with `.tabItem` pages or iOS 18's `Tab`s, drawn as iOS draws the tab bar
// in the look of `systemLook`. A render shows the selected page.

/// Pages under a tab bar: SwiftUI's `TabView`. A render shows the selected page (the one whose
/// `tag` or `Tab` value is the selection; the first without one), above the bar of every
/// page's tab item.
public struct TabView<SelectionValue: Hashable, Content: View>: _PrimitiveView {
    package let content: Content
    package let selection: AnyHashable?

    public init(@ViewBuilder content: () -> Content) where SelectionValue == Int {
        self.content = content()
        selection = nil
    }

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = AnyHashable(selection.wrappedValue)
    }

    public init(selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.wrappedValue.map { AnyHashable($0) }
    }
}

/// What a tab looks like in the bar, set on its page.
package struct TabItem: @unchecked Sendable {
    package var label: AnyView
    package var value: AnyHashable?
    package var isSearch = false
}

/// Sets a page's tab item: `tabItem(_:)`, or a `Tab`.
public struct _TabItemModifier: _PrimitiveModifier {
    package let item: TabItem
}

extension View {
    /// The page's item in its tab view's bar: a `Label`, or an image and a text.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(_TabItemModifier(item: TabItem(label: AnyView(label()), value: nil)))
    }
}

/// What a tab is for (iOS 18's `Tab(role:)`): the search tab sits apart at the bar's end.
public struct TabRole: Hashable, Sendable {
    package let name: String
    public static let search = TabRole(name: "search")
}

/// A page of a tab view with its item (iOS 18's `Tab`).
public struct Tab<Value: Hashable, Content: View, Label: View>: View {
    private let content: Content
    private let item: TabItem

    public var body: some View {
        content.modifier(_TabItemModifier(item: item))
    }
}

extension Tab where Label == VellumUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
        item = TabItem(label: AnyView(VellumUI.Label(titleKey, systemImage: systemImage)), value: AnyHashable(value), isSearch: role == .search)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
        item = TabItem(label: AnyView(VellumUI.Label(title, systemImage: systemImage)), value: AnyHashable(value), isSearch: role == .search)
    }
}

extension Tab where Label == VellumUI.Label<Text, Image>, Value == Never {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
        item = TabItem(label: AnyView(VellumUI.Label(titleKey, systemImage: systemImage)), value: nil, isSearch: role == .search)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
        item = TabItem(label: AnyView(VellumUI.Label(title, systemImage: systemImage)), value: nil, isSearch: role == .search)
    }
}

extension Tab where Label == VellumUI.Label<Text, Image>, Content == EmptyView, Value == Never {
    /// The search tab (`Tab(role: .search)`).
    public init(role: TabRole, @ViewBuilder content: () -> Content) {
        self.content = content()
        item = TabItem(label: AnyView(VellumUI.Label("Search", systemImage: "magnifyingglass")), value: nil, isSearch: role == .search)
    }
}

/// How a tab view shows its pages: SwiftUI's `TabViewStyle`.
public protocol TabViewStyle {
    /// Whether pages are swiped sideways with dots rather than chosen in a tab bar.
    var _isPage: Bool { get }
}

public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
    public var _isPage: Bool { false }
}

/// Pages swiped sideways, with dots for the pages: SwiftUI's `PageTabViewStyle`. A render
/// shows the selected page and its dots.
public struct PageTabViewStyle: TabViewStyle {
    /// When the page dots show.
    public enum IndexDisplayMode: Sendable { case automatic, always, never }
    package let indexDisplayMode: IndexDisplayMode
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }
    public var _isPage: Bool { true }
}

extension TabViewStyle where Self == DefaultTabViewStyle { public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() } }
extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle { PageTabViewStyle(indexDisplayMode: indexDisplayMode) }
}

/// The style of the tab views in a view.
package enum TabViewStyleKind: Hashable, Sendable {
    case bar, page(dots: Bool)
}

private struct TabViewStyleKey: EnvironmentKey { static let defaultValue = TabViewStyleKind.bar }

extension EnvironmentValues {
    package var tabViewStyle: TabViewStyleKind {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the tab views in this view.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        let dots = (style as? PageTabViewStyle).map { $0.indexDisplayMode != .never } ?? true
        return environment(\.tabViewStyle, style._isPage ? .page(dots: dots) : .bar)
    }
}
