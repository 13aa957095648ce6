import Foundation

/// Why a view's content is shown redacted: SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Content shown as a placeholder while it loads (the skeleton look).
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Content marked `privacySensitive()`, hidden where others may see it.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content that is out of date (widgets).
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }

extension EnvironmentValues {
    /// Why the content of this view is redacted; none unless `redacted(reason:)` set some.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

extension View {
    /// Shows the view's content redacted for `reason`. Views that read `redactionReasons` may
    /// draw their own placeholders; a text or image left for the system to redact as a
    /// placeholder is an error when rendered, because what iOS draws in its place was not
    /// measured.
    public func redacted(reason: RedactionReasons) -> some View {
        transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
    }

    /// Shows the view's content whatever redaction the views around it asked for.
    public func unredacted() -> some View {
        environment(\.redactionReasons, [])
    }
}
