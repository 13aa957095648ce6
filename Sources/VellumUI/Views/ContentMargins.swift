import Foundation

/// Where content margins apply: SwiftUI's `ContentMarginPlacement`.
public struct ContentMarginPlacement: Hashable, Sendable {
    package let appliesToContent: Bool

    /// The content and the indicators of scroll views.
    public static let automatic = ContentMarginPlacement(appliesToContent: true)
    /// The content of scroll views.
    public static let scrollContent = ContentMarginPlacement(appliesToContent: true)
    /// Only the scroll indicators (which a render at rest does not show).
    public static let scrollIndicators = ContentMarginPlacement(appliesToContent: false)
}

private struct ScrollContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets() }
private struct ScrollClipDisabledKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the scroll views in this view draw their content past their edges
    /// (`scrollClipDisabled`).
    package var scrollClipDisabled: Bool {
        get { self[ScrollClipDisabledKey.self] }
        set { self[ScrollClipDisabledKey.self] = newValue }
    }

    /// The margins around the content of the scroll views in this view (`contentMargins`).
    package var scrollContentMargins: EdgeInsets {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }
}

/// Sets the content margins of the scroll views inside: `contentMargins`.
public struct _ContentMarginsModifier: _PrimitiveModifier {
    package let edges: Edge.Set
    package let insets: EdgeInsets?
    package let placement: ContentMarginPlacement
}

extension View {
    /// Sets the margins around the content of the scroll views in this view, on `edges`: the
    /// content is offered less space across by them, and starts that far in along the scroll
    /// axis. A margin set nearer the scroll view wins, edge by edge.
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        modifier(_ContentMarginsModifier(edges: edges, insets: insets, placement: placement))
    }

    /// Sets the margins around the content of the scroll views in this view to `length` on
    /// `edges`. `nil`, the system's default margin, is an error: its value was not measured.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        modifier(_ContentMarginsModifier(edges: edges, insets: length.map { EdgeInsets(top: $0, leading: $0, bottom: $0, trailing: $0) }, placement: placement))
    }

    /// Lets the scroll views in this view draw their content past their edges (a card's
    /// shadow, the next card of a carousel), rather than clipping it.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        environment(\.scrollClipDisabled, disabled)
    }

    /// Sets the margins around the content of the scroll views in this view to `length` on
    /// every edge.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }
}
