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
    @Environment(\.buttonBorderShape) private var borderShape
    @Environment(\.controlSize) private var controlSize

    var body: some View {
        if controlSize == .regular { regular } else { _BorderedButtonAtOtherControlSize() }
    }

    @ViewBuilder private var regular: some View {
        let tint: AnyShapeStyle = role == .destructive ? AnyShapeStyle(Color.red) : AnyShapeStyle(TintShapeStyle())
        let fill = prominent ? AnyShapeStyle(tint) : AnyShapeStyle(tint.opacity(0.15))
        let padded = label
            .foregroundStyle(prominent ? AnyShapeStyle(Color.white) : tint)
            .padding(.horizontal, 12)
            .padding(.vertical, 7)
        // The shape itself, not the border shape, so layout dumps name it as before.
        Group {
            switch borderShape.kind {
            case let .roundedRectangle(radius): padded.background(fill, in: RoundedRectangle(cornerRadius: radius))
            case .capsule: padded.background(fill, in: Capsule())
            case .circle: padded.background(fill, in: Circle())
            }
        }
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

/// The shape of a bordered button's background (`buttonBorderShape(_:)`): by default a
/// rectangle with 8-point rounded corners.
public struct ButtonBorderShape: Shape, Sendable {
    package enum Kind: Sendable {
        case roundedRectangle(CGFloat)
        case capsule
        case circle
    }

    package let kind: Kind

    /// The style's own shape: a rectangle with 8-point rounded corners.
    public static let automatic = ButtonBorderShape(kind: .roundedRectangle(8))
    /// A capsule.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A rectangle with the style's rounded corners (8 points).
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(8))
    /// A circle.
    public static let circle = ButtonBorderShape(kind: .circle)

    /// A rectangle with corners rounded by `radius`.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius))
    }

    public func path(in rect: CGRect) -> Path {
        switch kind {
        case let .roundedRectangle(radius): RoundedRectangle(cornerRadius: radius).path(in: rect)
        case .capsule: Capsule().path(in: rect)
        case .circle: Circle().path(in: rect)
        }
    }
}

private struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }

extension EnvironmentValues {
    /// The shape of bordered buttons' backgrounds. Default: `.automatic`.
    public var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// Sets the shape of the bordered buttons' backgrounds in this view.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }
}
