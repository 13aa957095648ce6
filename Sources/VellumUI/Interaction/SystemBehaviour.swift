import Foundation

// Modifiers that set how a view behaves on a device — keyboards, text entry, accessibility,
// navigation bars, list rows, pull to refresh — and never what a render shows of it. Vellum
// has no keyboard, navigation bar, list or tab bar, so in a render each leaves the picture as
// it is, as it does in SwiftUI where there is none either. (Tests render each and compare.)

/// The kind of keyboard a text field asks for: UIKit's `UIKeyboardType`.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// What a text field holds, for autofill: UIKit's `UITextContentType`.
public struct UITextContentType: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let givenName = UITextContentType(rawValue: "givenName")
    public static let familyName = UITextContentType(rawValue: "familyName")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let URL = UITextContentType(rawValue: "URL")
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
}

/// How a text field capitalises what is typed: SwiftUI's `TextInputAutocapitalization`.
public struct TextInputAutocapitalization: Sendable {
    private let name: String
    public static let never = TextInputAutocapitalization(name: "never")
    public static let words = TextInputAutocapitalization(name: "words")
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// The label of the keyboard's return key: SwiftUI's `SubmitLabel`.
public struct SubmitLabel: Sendable {
    private let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

/// How an accessibility element treats the views inside: SwiftUI's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    private let name: String
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    public static let contain = AccessibilityChildBehavior(name: "contain")
    public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// What an accessibility element is: SwiftUI's `AccessibilityTraits`.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
}

/// Whether scroll indicators show: SwiftUI's `ScrollIndicatorVisibility` (a render shows a
/// scroll view at rest, where iOS shows none).
public struct ScrollIndicatorVisibility: Sendable {
    private let name: String
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    public static let never = ScrollIndicatorVisibility(name: "never")
}

/// How a navigation bar shows its title: SwiftUI's `NavigationBarItem.TitleDisplayMode`.
public enum NavigationBarItem {
    public enum TitleDisplayMode: Sendable {
        case automatic, inline, large
    }
}

extension View {
    /// Asks for a kind of keyboard; it does not change the picture.
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }

    /// Says what the text field holds, for autofill; it does not change the picture.
    public func textContentType(_ type: UITextContentType?) -> some View { self }

    /// Sets how typed text is capitalised; it does not change the picture.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }

    /// Turns autocorrection off (or on); it does not change the picture.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

    /// Sets the label of the keyboard's return key; it does not change the picture.
    public func submitLabel(_ label: SubmitLabel) -> some View { self }

    /// Calls `action` when text entry is submitted (never, in a render).
    public func onSubmit(_ action: @escaping () -> Void) -> some View { self }

    /// Makes the view one accessibility element; it does not change the picture.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }

    /// Adds accessibility traits; it does not change the picture.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }

    /// Removes accessibility traits; it does not change the picture.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }

    /// Sets the accessibility value; it does not change the picture.
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }

    /// Sets the accessibility value; it does not change the picture.
    public func accessibilityValue(_ value: Text) -> some View { self }

    /// Sets the accessibility hint; it does not change the picture.
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }

    /// Sets the accessibility hint; it does not change the picture.
    public func accessibilityHint(_ hint: Text) -> some View { self }

    /// Sets the accessibility identifier (for UI tests); it does not change the picture.
    public func accessibilityIdentifier(_ identifier: String) -> some View { self }

    /// Shows or hides scroll indicators; a scroll view at rest shows none either way.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { self }

    /// Lets people pull to refresh (never, in a render).
    public func refreshable(action: @escaping () async -> Void) -> some View { self }

    /// Adds a context menu, shown on a long press (never, in a render).
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }

    /// Titles the navigation bar; there is none in a render.
    public func navigationTitle(_ title: LocalizedStringKey) -> some View { self }

    /// Titles the navigation bar; there is none in a render.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }

    /// Titles the navigation bar; there is none in a render.
    public func navigationTitle(_ title: Text) -> some View { self }

    /// Sets how the navigation bar shows its title; there is none in a render.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }

    /// Puts views in the navigation bar or toolbar; there is none in a render.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }

    /// Hides the status bar; a render has none.
    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }

    /// Shows a badge on the list row or tab item; a render has neither.
    public func badge(_ count: Int) -> some View { self }

    /// Shows a badge on the list row or tab item; a render has neither.
    public func badge(_ label: Text?) -> some View { self }

    /// Shows a badge on the list row or tab item; a render has neither.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View { self }
}

/// Whether a piece of the system's interface shows: SwiftUI's `Visibility`.
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}

/// How a scroll view settles after a swipe: SwiftUI's `ScrollTargetBehavior` (a render shows
/// the scroll view at rest at its start).
public protocol ScrollTargetBehavior {}

/// Settles on whole pages (`.paging`).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
}

/// Settles on the views of a `scrollTargetLayout()` (`.viewAligned`).
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
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

/// Where a search field is placed: SwiftUI's `SearchFieldPlacement` (a render has no bar to
/// place it in).
public struct SearchFieldPlacement: Sendable {
    private let name: String
    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
}

extension View {
    /// Sets how the scroll views in this view settle after a swipe; a render shows them at
    /// rest.
    public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> some View { self }

    /// Makes the views of this layout the places a view-aligned scroll view settles on; it
    /// does not change the picture.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }

    /// Adds a search field to the navigation bar; a render has none.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View { self }

    /// Adds a search field to the navigation bar; a render has none.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View { self }

    /// Adds actions revealed by swiping a list row; a render has no list rows to swipe.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View { self }

    /// Sets the heights a presented sheet rests at; a render presents no sheet.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }

    /// Sets whether a presented sheet shows its drag indicator; a render presents no sheet.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }

    /// Keeps a presented sheet from being swiped away; a render presents no sheet.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }

    /// Sets how the view reacts to a pointer over it (iPad); a render has no pointer.
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }

    /// Makes the view's subviews take their geometry from it during animations; at rest, which
    /// a render shows, nothing moves.
    public func geometryGroup() -> some View { self }

    /// Sets the insets of the list row the view is in; a render has no list rows.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View { self }

    /// Sets the background of the list row the view is in; a render has no list rows.
    public func listRowBackground<V: View>(_ view: V?) -> some View { self }

    /// Shows or hides the separators of the list row the view is in; a render has no list rows.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }

    /// Sets the colour of the separators of the list row the view is in; a render has no list rows.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }

    /// Shows or hides the separators of the list section the view is in; a render has no lists.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }

    /// Runs `action` when the app is asked to open a URL; a render opens none.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }

    /// Runs `action` when `key` is pressed while the view has focus; a render has no keyboard.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View { self }

    /// Binds a keyboard shortcut to the view's action; a render has no keyboard.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }

    /// Binds a keyboard shortcut to the view's action; a render has no keyboard.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }

    /// Makes the view draggable, carrying `payload`; a render drags nothing.
    public func draggable<T>(_ payload: @autoclosure @escaping () -> T) -> some View { self }

    /// Accepts dropped items of `type`; a render drops nothing.
    public func dropDestination<T>(for type: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool, isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View { self }

    /// Keeps scroll views in this view from scrolling; a render shows them at rest anyway.
    public func scrollDisabled(_ disabled: Bool) -> some View { self }

    /// Sets how scrolling dismisses the keyboard; a render has none.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }

    /// Hides or shows system overlays (the home indicator); a render has none.
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }

    /// Orders the view among its accessibility siblings; it does not change the picture.
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }

    /// Adds an accessibility action; it does not change the picture.
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View { self }

    /// Adds a named accessibility action; it does not change the picture.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { self }

    /// Gives the view the accessibility of `representation`; it does not change the picture.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { self }

    /// Has VoiceOver speak punctuation; it does not change the picture.
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View { self }

    /// Compares the view with its last value before evaluating it again (an optimisation a
    /// render does not need).
    public func equatable() -> some View { self }

    /// Binds the view's keyboard focus to `condition`; a render has no keyboard focus.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }

    /// Binds the view's keyboard focus to `binding` having `value`; a render has no keyboard focus.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { self }
}

/// Which view has the keyboard focus: SwiftUI's `@FocusState`. A render has none: the value
/// is `false` (or `nil`), and setting it changes nothing.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    /// The focus, as `focused(_:)` takes it: `$isFocused`.
    public struct Binding {
        fileprivate let value: Value
        public var wrappedValue: Value {
            get { value }
            nonmutating set {}
        }
        public var projectedValue: Binding { self }
    }

    private let value: Value

    public init() where Value == Bool {
        value = false
    }

    public init<T: Hashable>() where Value == T? {
        value = nil
    }

    public var wrappedValue: Value {
        get { value }
        nonmutating set {}
    }

    public var projectedValue: Binding { Binding(value: value) }
}

/// How a view reacts to a pointer over it: SwiftUI's `HoverEffect`.
public struct HoverEffect: Sendable {
    private let name: String
    public static let automatic = HoverEffect(name: "automatic")
    public static let highlight = HoverEffect(name: "highlight")
    public static let lift = HoverEffect(name: "lift")
}

/// A key on the keyboard: SwiftUI's `KeyEquivalent`.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public let character: Character
    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral value: Character) { character = value }
    public static let `return` = KeyEquivalent("\r")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let space = KeyEquivalent(" ")
    public static let tab = KeyEquivalent("\t")
    public static let delete = KeyEquivalent("\u{8}")
    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
}

/// Modifier keys: SwiftUI's `EventModifiers`.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let shift = EventModifiers(rawValue: 1 << 0)
    public static let control = EventModifiers(rawValue: 1 << 1)
    public static let option = EventModifiers(rawValue: 1 << 2)
    public static let command = EventModifiers(rawValue: 1 << 3)
}

/// A key with modifiers: SwiftUI's `KeyboardShortcut`.
public struct KeyboardShortcut: Hashable, Sendable {
    public let key: KeyEquivalent
    public let modifiers: EventModifiers
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

/// A key press: SwiftUI's `KeyPress`.
public enum KeyPress {
    /// Whether the press was handled.
    public enum Result: Sendable { case handled, ignored }
}

/// How scrolling dismisses the keyboard: SwiftUI's `ScrollDismissesKeyboardMode`.
public struct ScrollDismissesKeyboardMode: Sendable {
    private let name: String
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// A kind of accessibility action: SwiftUI's `AccessibilityActionKind`.
public struct AccessibilityActionKind: Sendable {
    private let name: String
    public static let `default` = AccessibilityActionKind(name: "default")
    public static let escape = AccessibilityActionKind(name: "escape")
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
}
