import Foundation

/// Which generation of iOS's system interface Vellum draws: iOS 26's (Liquid Glass: floating
/// glass bars and buttons, 16-point list margins, 26-point card corners, 51-point rows) or
/// iOS 18's, which also stands for iOS 17's where the two agree. Lists, forms, navigation and
/// tab bars and the system controls follow it.
public enum SystemLook: Sendable, Hashable {
    case iOS18, iOS26
}

private struct SystemLookKey: EnvironmentKey { static let defaultValue = SystemLook.iOS26 }

extension EnvironmentValues {
    /// The generation of iOS's interface to draw. Default: `.iOS26`.
    public var systemLook: SystemLook {
        get { self[SystemLookKey.self] }
        set { self[SystemLookKey.self] = newValue }
    }
}

extension View {
    /// Draws the system interface in this view (lists, bars, controls) as `look` does.
    public func systemLook(_ look: SystemLook) -> some View {
        environment(\.systemLook, look)
    }
}
