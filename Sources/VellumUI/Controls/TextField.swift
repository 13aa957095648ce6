import Foundation

/// A text field, drawn by the text field style of its environment with the text it holds, or
/// its prompt when that is empty (a render never edits it): SwiftUI's `TextField`.
///
/// The automatic (plain) style draws the text on one line in the body font, the prompt (or the
/// title, when there is no prompt) in the placeholder colour; the field is as wide as the space
/// offered and, offered none, as wide as what it shows.
public struct TextField<Label: View>: View {
    fileprivate let text: String
    fileprivate let prompt: Text
    fileprivate let isSecure: Bool
    /// Drawn plain whatever the environment's style: the field a style is given.
    fileprivate let isPlain: Bool
    @Environment(\.textFieldStyleBox) private var style

    fileprivate init(text: String, prompt: Text, isSecure: Bool, isPlain: Bool = false) {
        self.text = text
        self.prompt = prompt
        self.isSecure = isSecure
        self.isPlain = isPlain
    }

    /// A field whose label is built by `label` and whose placeholder is `prompt`.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text.wrappedValue, prompt: prompt ?? Text(""), isSecure: false)
    }

    public var body: some View {
        if isPlain {
            _PlainTextField(text: isSecure ? String(repeating: "•", count: text.count) : text, prompt: prompt)
        } else {
            style.makeBody(TextField<_TextFieldStyleLabel>(text: text, prompt: prompt, isSecure: isSecure, isPlain: true))
        }
    }
}

extension TextField where Label == Text {
    /// A field titled `titleKey`, which is its placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text.wrappedValue, prompt: Text(titleKey), isSecure: false)
    }

    /// A field titled `title`, which is its placeholder.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text.wrappedValue, prompt: Text(title), isSecure: false)
    }

    /// A field titled `titleKey` whose placeholder is `prompt`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text.wrappedValue, prompt: prompt ?? Text(titleKey), isSecure: false)
    }

    /// A field titled `title` whose placeholder is `prompt`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text.wrappedValue, prompt: prompt ?? Text(title), isSecure: false)
    }
}

/// A text field that shows a dot for each character it holds: SwiftUI's `SecureField`.
public struct SecureField<Label: View>: View {
    private let field: TextField<Label>

    /// A field whose label is built by `label` and whose placeholder is `prompt`.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        field = TextField(text: text.wrappedValue, prompt: prompt ?? Text(""), isSecure: true)
    }

    public var body: some View { field }
}

extension SecureField where Label == Text {
    /// A field titled `titleKey`, which is its placeholder.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        field = TextField(text: text.wrappedValue, prompt: Text(titleKey), isSecure: true)
    }

    /// A field titled `title`, which is its placeholder.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        field = TextField(text: text.wrappedValue, prompt: Text(title), isSecure: true)
    }
}

/// The text a plain field shows: one line, filling the width offered.
struct _PlainTextField: View {
    let text: String
    let prompt: Text

    var body: some View {
        Group {
            if text.isEmpty {
                prompt.foregroundStyle(Color.placeholderText)
            } else {
                Text(verbatim: text)
            }
        }
        .font(.body)
        .lineLimit(1)
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// The label type of the field a `TextFieldStyle` is given.
public struct _TextFieldStyleLabel: View {
    public var body: some View { EmptyView() }
}

/// Draws text fields: SwiftUI's `TextFieldStyle`. A style is given the field drawn plain and
/// decorates it:
///
/// ```swift
/// struct OutlinedField: TextFieldStyle {
///     func _body(configuration: TextField<Self._Label>) -> some View {
///         configuration
///             .padding(12)
///             .background(RoundedRectangle(cornerRadius: 10).stroke(Color.gray.opacity(0.4)))
///     }
/// }
/// ```
public protocol TextFieldStyle {
    associatedtype _Body: View
    typealias _Label = _TextFieldStyleLabel
    @ViewBuilder func _body(configuration: TextField<_Label>) -> _Body
}

package struct AnyTextFieldStyleBox {
    package let makeBody: (TextField<_TextFieldStyleLabel>) -> AnyView
}

extension TextFieldStyle {
    package var box: AnyTextFieldStyleBox {
        AnyTextFieldStyleBox { field in AnyView(_StyleBody(style: self) { AnyView(_body(configuration: field)) }) }
    }
}

/// The plain field: its text (or prompt) and nothing around it.
public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// The platform's style outside forms: plain.
public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// The field in a rounded border, as UIKit draws it: not drawn yet (what iOS draws was not
/// measured here); rendering it throws.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View { _RoundedBorderTextField() }
}

/// A text field in the rounded-border style: a primitive Vellum cannot draw yet.
public struct _RoundedBorderTextField: _PrimitiveView {}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

private struct TextFieldStyleKey: EnvironmentKey { static var defaultValue: AnyTextFieldStyleBox { DefaultTextFieldStyle().box } }

extension EnvironmentValues {
    package var textFieldStyleBox: AnyTextFieldStyleBox {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the text fields in this view with `style`.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldStyleBox, style.box)
    }
}
