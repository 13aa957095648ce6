import Foundation

// Accessibility: what VoiceOver and other assistive technologies read, never what a render
// shows.

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

/// A kind of accessibility action: SwiftUI's `AccessibilityActionKind`.
public struct AccessibilityActionKind: Sendable {
    private let name: String
    public static let `default` = AccessibilityActionKind(name: "default")
    public static let escape = AccessibilityActionKind(name: "escape")
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
}

extension View {
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
}
