import Foundation
import VellumCore

/// An on/off control, drawn by the toggle style of its environment: SwiftUI's `Toggle`. The
/// default style is the iOS switch: the label, then a 51×31 point switch at the trailing edge.
public struct Toggle<Label: View>: View {
    package let label: Label
    package let isOn: Binding<Bool>
    @Environment(\.toggleStyleBox) private var style

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public var body: some View {
        style.makeBody(AnyView(label), isOn).modifier(_ListRowTraitModifier(traits: .control))
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

/// Draws toggles: SwiftUI's `ToggleStyle`.
public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ToggleStyle` draws a toggle from.
public struct ToggleStyleConfiguration {
    /// The toggle's label.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The toggle's label.
    public let label: Label
    /// Whether the toggle is on; write it to switch.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that differ.
    public var isMixed: Bool = false
}

package struct AnyToggleStyleBox {
    package let makeBody: (AnyView, Binding<Bool>) -> AnyView
}

extension ToggleStyle {
    package var box: AnyToggleStyleBox {
        AnyToggleStyleBox { label, isOn in
            AnyView(_StyleBody(style: self) {
                AnyView(makeBody(configuration: ToggleStyleConfiguration(label: .init(content: label), isOn: isOn)))
            })
        }
    }
}

/// The iOS switch: label, space, and a green (when on) capsule with a white knob.
public struct SwitchToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        _SwitchBody(label: configuration.label, isOn: configuration.isOn)
    }
}

struct _SwitchBody: View {
    let label: ToggleStyleConfiguration.Label
    let isOn: Bool
    @Environment(\.labelsHidden) private var labelsHidden
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.systemLook) private var look
    @Environment(\.list) private var list

    var body: some View {
        HStack {
            if !labelsHidden {
                label
                Spacer()
            }
            Group {
                if look == .iOS26 {
                    // iOS 26: a 63 × 28 track, a 37 × 24 capsule knob, no shadow.
                    ZStack(alignment: isOn ? .trailing : .leading) {
                        Capsule().fill(isOn ? Color(light: RGBA(hex: 101, 196, 102), dark: RGBA(hex: 104, 206, 103))
                                            : Color(light: RGBA(hex: 197, 197, 199), dark: RGBA(hex: 90, 90, 94)))
                        Capsule().fill(Color.white).frame(width: 37, height: 24).padding(2)
                    }
                    .frame(width: 63, height: 28)
                } else {
                    ZStack(alignment: isOn ? .trailing : .leading) {
                        Capsule().fill(isOn ? Color.green : Color.secondarySystemFill)
                        Circle()
                            .fill(Color.white)
                            .frame(width: 27, height: 27)
                            .shadow(color: .black.opacity(0.15), radius: 4, y: 2)
                            .padding(2)
                    }
                    .frame(width: 51, height: 31)
                }
            }
            .opacity(isEnabled ? 1 : 0.5)
            // In a list row the switch reaches 2 points past the row's content inset.
            .padding(.trailing, list.isRow ? -2 : 0)
        }
    }
}

/// The platform's toggle style: the switch.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
    }
}

/// A toggle drawn as a button (the label, tinted when on).
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 12)
            .padding(.vertical, 7)
            .foregroundStyle(configuration.isOn ? AnyShapeStyle(Color.white) : AnyShapeStyle(TintShapeStyle()))
            .background(configuration.isOn ? AnyShapeStyle(TintShapeStyle()) : AnyShapeStyle(TintShapeStyle().opacity(0.15)), in: RoundedRectangle(cornerRadius: 8))
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

private struct ToggleStyleKey: EnvironmentKey { static var defaultValue: AnyToggleStyleBox { DefaultToggleStyle().box } }
private struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    package var toggleStyleBox: AnyToggleStyleBox {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }

    /// Whether controls hide their labels (see `labelsHidden()`).
    public var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Draws the toggles in this view with `style`.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environment(\.toggleStyleBox, style.box)
    }

    /// Hides the labels of the controls in this view.
    public func labelsHidden() -> some View {
        environment(\.labelsHidden, true)
    }
}
