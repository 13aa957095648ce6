import Foundation

/// A control that runs an action when tapped, drawn by the button style of its environment:
/// SwiftUI's `Button`. A render draws it at rest (or pressed, inside `pressedButtons()`).
public struct Button<Label: View>: View {
    package let role: ButtonRole?
    package let label: Label
    package let action: () -> Void
    @Environment(\.buttonStyleBox) private var style
    @Environment(\.buttonsArePressed) private var isPressed

    /// A button whose label is built by `label`.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        role = nil
        self.label = label()
        self.action = action
    }

    /// A button with a role, whose label is built by `label`.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.label = label()
        self.action = action
    }

    public var body: some View {
        style.makeBody(ButtonInputs(label: AnyView(label), role: role, isPressed: isPressed, action: action))
    }
}

extension Button where Label == Text {
    /// A button with a text label.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// A button with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A button with a role and a text label.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// A button with a role and a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == VellumUI.Label<Text, Image> {
    /// A button with a title and a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { VellumUI.Label(titleKey, systemImage: systemImage) }
    }
}

/// What a button style is given.
package struct ButtonInputs {
    package let label: AnyView
    package let role: ButtonRole?
    package let isPressed: Bool
    package let action: () -> Void
}

/// A button style of either kind, erased.
package struct AnyButtonStyleBox {
    package let makeBody: (ButtonInputs) -> AnyView
}

/// Draws buttons; it sees whether the button is pressed: SwiftUI's `ButtonStyle`.
///
/// ```swift
/// struct PillStyle: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.padding().background(Capsule().fill(.blue))
///             .scaleEffect(configuration.isPressed ? 0.96 : 1)
///     }
/// }
/// ```
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ButtonStyle` draws a button from.
public struct ButtonStyleConfiguration {
    /// The button's label.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The button's role, if any.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    /// Whether the button is being pressed: `false` in a render, unless inside
    /// `pressedButtons()`.
    public let isPressed: Bool
}

/// Draws buttons and decides when they fire: SwiftUI's `PrimitiveButtonStyle`.
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `PrimitiveButtonStyle` draws a button from.
public struct PrimitiveButtonStyleConfiguration {
    public typealias Label = ButtonStyleConfiguration.Label

    /// The button's role, if any.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    package let action: () -> Void

    /// Runs the button's action.
    public func trigger() { action() }
}

extension ButtonStyle {
    package var box: AnyButtonStyleBox {
        AnyButtonStyleBox { inputs in
            AnyView(_StyleBody(style: self) {
                AnyView(makeBody(configuration: ButtonStyleConfiguration(role: inputs.role, label: .init(content: inputs.label), isPressed: inputs.isPressed)))
            })
        }
    }
}

extension PrimitiveButtonStyle {
    package var box: AnyButtonStyleBox {
        AnyButtonStyleBox { inputs in
            AnyView(_StyleBody(style: self) {
                AnyView(makeBody(configuration: PrimitiveButtonStyleConfiguration(role: inputs.role, label: .init(content: inputs.label), action: inputs.action)))
            })
        }
    }
}

private struct ButtonStyleKey: EnvironmentKey { static var defaultValue: AnyButtonStyleBox { DefaultButtonStyle().box } }
private struct ButtonsArePressedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    package var buttonStyleBox: AnyButtonStyleBox {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }

    /// Whether buttons draw pressed (see `pressedButtons()`).
    public var buttonsArePressed: Bool {
        get { self[ButtonsArePressedKey.self] }
        set { self[ButtonsArePressedKey.self] = newValue }
    }
}

extension View {
    /// Draws the buttons in this view with `style`.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyleBox, style.box)
    }

    /// Draws the buttons in this view with `style`.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyleBox, style.box)
    }

    /// Draws the buttons in this view as they look while pressed (`configuration.isPressed`),
    /// to snapshot a style's pressed state: a Vellum addition.
    public func pressedButtons(_ pressed: Bool = true) -> some View {
        environment(\.buttonsArePressed, pressed)
    }
}
