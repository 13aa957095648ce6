import Foundation

// The accessibility settings a view may read, all off by default as on a device where the
// user changed none. SwiftUI lets views only read them; here a test may also set them with
// `.environment(\.accessibilityReduceMotion, true)` to render the view as such a user sees it.
// Vellum itself changes nothing for them: what they change is what the views do with them.

private struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
private struct ReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }
private struct DifferentiateWithoutColorKey: EnvironmentKey { static let defaultValue = false }
private struct InvertColorsKey: EnvironmentKey { static let defaultValue = false }
private struct ShowButtonShapesKey: EnvironmentKey { static let defaultValue = false }
private struct VoiceOverEnabledKey: EnvironmentKey { static let defaultValue = false }
private struct OpenURLKey: EnvironmentKey { static let defaultValue = OpenURLAction() }

extension EnvironmentValues {
    /// Whether the user asked for less motion (Reduce Motion).
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }

    /// Whether the user asked for less transparency (Reduce Transparency).
    public var accessibilityReduceTransparency: Bool {
        get { self[ReduceTransparencyKey.self] }
        set { self[ReduceTransparencyKey.self] = newValue }
    }

    /// Whether the user asked for differences not shown by colour alone.
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[DifferentiateWithoutColorKey.self] }
        set { self[DifferentiateWithoutColorKey.self] = newValue }
    }

    /// Whether the display's colours are inverted (Smart Invert).
    public var accessibilityInvertColors: Bool {
        get { self[InvertColorsKey.self] }
        set { self[InvertColorsKey.self] = newValue }
    }

    /// Whether the user asked for buttons drawn with shapes (Button Shapes).
    public var accessibilityShowButtonShapes: Bool {
        get { self[ShowButtonShapesKey.self] }
        set { self[ShowButtonShapesKey.self] = newValue }
    }

    /// Whether VoiceOver is on.
    public var accessibilityVoiceOverEnabled: Bool {
        get { self[VoiceOverEnabledKey.self] }
        set { self[VoiceOverEnabledKey.self] = newValue }
    }

    /// Opens a URL when called; a render opens nothing.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}

/// Opens a URL when called: SwiftUI's `OpenURLAction`. A render opens nothing.
public struct OpenURLAction: Sendable {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        public static let handled = Result()
        public static let discarded = Result()
        public static let systemAction = Result()
    }

    private let handler: (@Sendable (URL) -> Result)?

    public init() {
        handler = nil
    }

    public init(handler: @escaping @Sendable (URL) -> Result) {
        self.handler = handler
    }

    public func callAsFunction(_ url: URL) {
        _ = handler?(url)
    }
}
