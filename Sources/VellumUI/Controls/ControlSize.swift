import Foundation

/// The size of controls: SwiftUI's `ControlSize`. Vellum draws controls at `.regular`; a
/// bordered button at another size is not drawn yet (an error naming it), because its
/// metrics on iOS were not measured. Other views are unaffected, as on iOS.
public enum ControlSize: Hashable, CaseIterable, Sendable {
    case mini, small, regular, large, extraLarge
}

private struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }

extension EnvironmentValues {
    /// The size of the controls in this view. Default: `.regular`.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the size of the controls in this view.
    public func controlSize(_ size: ControlSize) -> some View {
        environment(\.controlSize, size)
    }
}

/// A bordered button at a control size other than `.regular`: not drawn yet.
public struct _BorderedButtonAtOtherControlSize: UndrawnView {}
