import Foundation

/// The default button style of iOS outside lists: the borderless style.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderlessButtonStyle().makeBody(configuration: configuration)
    }
}

/// The label in the tint colour (red for destructive buttons), dimmed when disabled or pressed.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        _BorderlessBody(label: configuration.label, role: configuration.role)
    }
}

struct _BorderlessBody: View {
    let label: ButtonStyleConfiguration.Label
    let role: ButtonRole?
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.buttonsArePressed) private var isPressed

    var body: some View {
        label
            .foregroundStyle(isEnabled ? (role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(TintShapeStyle())) : AnyShapeStyle(Color.tertiaryLabel))
            .opacity(isPressed ? 0.2 : 1)
    }
}

/// The label as it is: no colour, no background.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        _PlainBody(label: configuration.label)
    }
}

struct _PlainBody: View {
    let label: ButtonStyleConfiguration.Label
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.buttonsArePressed) private var isPressed

    var body: some View {
        label.opacity(isPressed ? 0.75 : (isEnabled ? 1 : 0.5))
    }
}

/// The label in the tint on a light tint background with rounded corners.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        _BorderedBody(label: configuration.label, role: configuration.role, prominent: false)
    }
}

/// The label in white on a tint background with rounded corners.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        _BorderedBody(label: configuration.label, role: configuration.role, prominent: true)
    }
}

struct _BorderedBody: View {
    let label: ButtonStyleConfiguration.Label
    let role: ButtonRole?
    let prominent: Bool
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.buttonsArePressed) private var isPressed

    var body: some View {
        let tint: AnyShapeStyle = role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(TintShapeStyle())
        label
            .foregroundStyle(prominent ? AnyShapeStyle(Color.white) : tint)
            .padding(.horizontal, 12)
            .padding(.vertical, 7)
            .background(prominent ? AnyShapeStyle(tint) : AnyShapeStyle(tint.opacity(0.15)), in: RoundedRectangle(cornerRadius: 8))
            .opacity(isEnabled ? (isPressed ? 0.7 : 1) : 0.4)
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
