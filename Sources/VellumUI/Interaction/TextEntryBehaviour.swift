import Foundation

// Keyboards, text entry, focus and key presses: how a view behaves on a device, never what a
// render shows of it (a render has no keyboard, and no field has focus).

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

    /// Runs `action` when `key` is pressed while the view has focus; a render has no keyboard.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View { self }

    /// Binds a keyboard shortcut to the view's action; a render has no keyboard.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }

    /// Binds a keyboard shortcut to the view's action; a render has no keyboard.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }

    /// Sets how scrolling dismisses the keyboard; a render has none.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }

    /// Binds the view's keyboard focus to `condition`; a render has no keyboard focus.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }

    /// Binds the view's keyboard focus to `binding` having `value`; a render has no keyboard focus.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { self }
}
