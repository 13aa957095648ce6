import Foundation

// Lists and forms: `List`, `Form`, `Section`, the list styles, and what rows and sections say
// about themselves (separators, backgrounds, insets, badges). They are drawn as iOS draws
// them, in the look of `systemLook`.

/// A list of rows in sections: SwiftUI's `List`. It takes the width offered; it takes the
/// height offered, or with none the height of all its rows, so that a test can snapshot a
/// whole list. Rows past the bottom of the height offered are not made.
public struct List<SelectionValue: Hashable, Content: View>: _PrimitiveView {
    package let content: Content

    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {
        self.content = content()
    }

    /// A list whose selected rows are marked (at rest, a render shows none selected).
    public init(selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init(selection: Binding<Set<SelectionValue>>, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                              @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent>, SelectionValue == Never {
        content = ForEach(data, id: id, content: rowContent)
    }

    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Data.Element: Identifiable, Content == ForEach<Data, Data.Element.ID, RowContent>, SelectionValue == Never {
        content = ForEach(data, content: rowContent)
    }

    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent>, SelectionValue == Never {
        content = ForEach(data, content: rowContent)
    }
}

/// Controls grouped in sections, as in Settings: SwiftUI's `Form`, drawn as iOS draws forms
/// (an inset grouped list).
public struct Form<Content: View>: _PrimitiveView {
    package let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// A section of a list or form, with a header and a footer: SwiftUI's `Section`. Outside a
/// list it shows its header, content and footer one after the other.
public struct Section<Parent: View, Content: View, Footer: View>: _PrimitiveView {
    package let header: Parent
    package let content: Content
    package let footer: Footer
    /// Whether a collapsible section shows its rows (`nil`: not collapsible).
    package let isExpanded: Bool?

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
        isExpanded = nil
    }

    /// The older spelling, header and footer first.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
        isExpanded = nil
    }

    package init(header: Parent, content: Content, footer: Footer, isExpanded: Bool?) {
        self.header = header
        self.content = content
        self.footer = footer
        self.isExpanded = isExpanded
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: EmptyView(), isExpanded: nil)
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView(), isExpanded: nil)
    }

    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: EmptyView(), isExpanded: nil)
    }

    /// A section that collapses to its header; collapsed, its rows are not shown.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView(), isExpanded: isExpanded.wrappedValue)
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: EmptyView(), content: content(), footer: footer(), isExpanded: nil)
    }

    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: footer, isExpanded: nil)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView(), isExpanded: nil)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView(), isExpanded: nil)
    }

    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView(), isExpanded: isExpanded.wrappedValue)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView(), isExpanded: isExpanded.wrappedValue)
    }
}

// MARK: - Styles

/// The kinds of list iOS draws (how a `ListStyle` tells Vellum which it is).
package typealias ListStyleKind = _ListStyleKind

public enum _ListStyleKind: Hashable, Sendable {
    /// Rows edge to edge, with no cards and no grouped background.
    case plain
    /// Sections as full-width bands on the grouped background.
    case grouped
    /// Sections as rounded cards inset from the edges, on the grouped background.
    case insetGrouped
    /// Rows inset from the edges, on the plain background.
    case inset
    /// A sidebar: on an iPhone, as an inset grouped list.
    case sidebar
}

/// How a list shows its rows: SwiftUI's `ListStyle`.
public protocol ListStyle {
    /// The kind of list it draws.
    var _kind: _ListStyleKind? { get }
}

extension ListStyle {
    public var _kind: _ListStyleKind? { nil }
}

/// The platform's list: on iOS an inset grouped list.
public struct DefaultListStyle: ListStyle {
    public init() {}
    public var _kind: _ListStyleKind? { nil }
}

public struct PlainListStyle: ListStyle {
    public init() {}
    public var _kind: _ListStyleKind? { .plain }
}

public struct GroupedListStyle: ListStyle {
    public init() {}
    public var _kind: _ListStyleKind? { .grouped }
}

public struct InsetListStyle: ListStyle {
    public init() {}
    public var _kind: _ListStyleKind? { .inset }
}

public struct InsetGroupedListStyle: ListStyle {
    public init() {}
    public var _kind: _ListStyleKind? { .insetGrouped }
}

public struct SidebarListStyle: ListStyle {
    public init() {}
    public var _kind: _ListStyleKind? { .sidebar }
}

extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { DefaultListStyle() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { PlainListStyle() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { GroupedListStyle() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { InsetListStyle() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { SidebarListStyle() } }

/// How far apart a list's sections are: SwiftUI's `ListSectionSpacing`.
public struct ListSectionSpacing: Sendable, Hashable {
    package let points: CGFloat?
    public static let `default` = ListSectionSpacing(points: nil)
    public static let compact = ListSectionSpacing(points: 20)
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(points: spacing) }
}

/// What the lists inside a view are told by its modifiers.
package struct ListEnvironment: Hashable, Sendable {
    package var style: ListStyleKind?
    package var rowSpacing: CGFloat?
    package var sectionSpacing: CGFloat?
    package var hidesBackground = false
    /// Set for the views made as a list's rows: they draw as rows do (a navigation link
    /// with its chevron).
    package var isRow = false

    package init(style: ListStyleKind? = nil, isRow: Bool = false) {
        self.style = style
        self.isRow = isRow
    }
}

private struct ListEnvironmentKey: EnvironmentKey { static let defaultValue = ListEnvironment() }

extension EnvironmentValues {
    package var list: ListEnvironment {
        get { self[ListEnvironmentKey.self] }
        set { self[ListEnvironmentKey.self] = newValue }
    }
}

// MARK: - What a row says about itself

/// What a list row (or section) sets for itself, the innermost setting winning.
package struct ListRowTraits: @unchecked Sendable {
    package var topSeparator: Visibility?
    package var bottomSeparator: Visibility?
    package var separatorTint: Color?
    package var sectionSeparatorTop: Visibility?
    package var sectionSeparatorBottom: Visibility?
    package var background: AnyView?
    package var hasBackground = false
    package var insets: EdgeInsets?
    package var badge: Text?
    /// A control (a toggle): iOS centres it in the row with less room above and below than text.
    package var isControl = false

    package init() {}

    /// The traits of a control.
    package static var control: ListRowTraits {
        var traits = ListRowTraits()
        traits.isControl = true
        return traits
    }

    /// These traits, with `outer`'s where these set none.
    package func filling(from outer: ListRowTraits) -> ListRowTraits {
        var merged = self
        merged.topSeparator = topSeparator ?? outer.topSeparator
        merged.bottomSeparator = bottomSeparator ?? outer.bottomSeparator
        merged.separatorTint = separatorTint ?? outer.separatorTint
        merged.sectionSeparatorTop = sectionSeparatorTop ?? outer.sectionSeparatorTop
        merged.sectionSeparatorBottom = sectionSeparatorBottom ?? outer.sectionSeparatorBottom
        if !hasBackground {
            merged.background = outer.background
            merged.hasBackground = outer.hasBackground
        }
        merged.insets = insets ?? outer.insets
        merged.badge = badge ?? outer.badge
        merged.isControl = isControl || outer.isControl
        return merged
    }
}

/// Sets list-row traits on the view it modifies.
public struct _ListRowTraitModifier: _PrimitiveModifier {
    package let traits: ListRowTraits
}

extension View {
    private func rowTraits(_ change: (inout ListRowTraits) -> Void) -> some View {
        var traits = ListRowTraits()
        change(&traits)
        return modifier(_ListRowTraitModifier(traits: traits))
    }

    /// Shows or hides the separators above and below the list row.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        rowTraits { traits in
            if edges.contains(.top) { traits.topSeparator = visibility }
            if edges.contains(.bottom) { traits.bottomSeparator = visibility }
        }
    }

    /// Colours the separators of the list row.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        rowTraits { $0.separatorTint = color }
    }

    /// Shows or hides the separators at the top and bottom of the list section.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        rowTraits { traits in
            if edges.contains(.top) { traits.sectionSeparatorTop = visibility }
            if edges.contains(.bottom) { traits.sectionSeparatorBottom = visibility }
        }
    }

    /// Draws `view` behind the list row, in place of the row's own background.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        rowTraits { traits in
            traits.background = view.map { AnyView($0) }
            traits.hasBackground = true
        }
    }

    /// Sets the insets of the list row's content from the row's edges.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        rowTraits { $0.insets = insets }
    }

    /// Shows a count at the trailing end of the list row (none for 0).
    public func badge(_ count: Int) -> some View {
        rowTraits { $0.badge = count == 0 ? nil : Text(verbatim: String(count)) }
    }

    /// Shows a label at the trailing end of the list row.
    public func badge(_ label: Text?) -> some View {
        rowTraits { $0.badge = label }
    }

    /// Shows a label at the trailing end of the list row.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        rowTraits { $0.badge = label.map { Text($0) } }
    }

    /// Adds actions revealed by swiping the list row (at rest, none show).
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View {
        self
    }

    /// Sets the style of the lists in this view.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        transformEnvironment(\.list) { $0.style = style._kind }
    }

    /// Sets the space between the rows of the lists in this view.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        transformEnvironment(\.list) { $0.rowSpacing = spacing }
    }

    /// Sets the space between the sections of the lists in this view.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        transformEnvironment(\.list) { $0.sectionSpacing = spacing.points }
    }

    /// Sets the space between the sections of the lists in this view.
    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        transformEnvironment(\.list) { $0.sectionSpacing = spacing }
    }

    /// Hides the background of the lists, forms and text editors in this view.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        transformEnvironment(\.list) { $0.hidesBackground = visibility == .hidden }
    }
}

extension ForEach where Content: View {
    /// Lets people delete rows (at rest, nothing shows).
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach { self }

    /// Lets people move rows (at rest, nothing shows).
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach { self }
}

extension View {
    /// Keeps the row from being deleted (at rest, nothing shows).
    public func deleteDisabled(_ isDisabled: Bool) -> some View { self }

    /// Keeps the row from being moved (at rest, nothing shows).
    public func moveDisabled(_ isDisabled: Bool) -> some View { self }
}

// MARK: - Labeled content

/// A label beside its value, as in a form row: SwiftUI's `LabeledContent`. The label leads,
/// the value trails in the secondary style.
public struct LabeledContent<Label: View, Content: View>: View {
    private let label: Label
    private let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public var body: some View {
        HStack {
            label
            Spacer(minLength: 8)
            content.foregroundStyle(.secondary).multilineTextAlignment(.trailing)
        }
    }
}

extension LabeledContent where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
}
