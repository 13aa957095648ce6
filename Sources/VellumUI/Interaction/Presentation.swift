import Foundation

// Presentations (alerts, sheets) are accepted so code compiles; a snapshot shows the view that
// presents them, as the screen does before anything is presented.

/// The purpose of a button, which styles may show: SwiftUI's `ButtonRole`.
public struct ButtonRole: Hashable, Sendable {
    package let name: String
    public static let cancel = ButtonRole(name: "cancel")
    public static let destructive = ButtonRole(name: "destructive")
}

/// Whether a view is presented, with a way to dismiss it: SwiftUI's `PresentationMode`.
public struct PresentationMode: Sendable {
    public var isPresented: Bool

    public init(isPresented: Bool = false) {
        self.isPresented = isPresented
    }

    /// Dismisses the view.
    public mutating func dismiss() {
        isPresented = false
    }
}

/// Dismisses the presented view when called: SwiftUI's `DismissAction`.
public struct DismissAction: Sendable {
    public init() {}
    public func callAsFunction() {}
}

/// The app's state: active, inactive or in the background. A render is always active.
public enum ScenePhase: Hashable, Comparable, Sendable {
    case background, inactive, active
}

private struct PresentationModeKey: EnvironmentKey {
    static var defaultValue: Binding<PresentationMode> { .constant(PresentationMode()) }
}
private struct DismissKey: EnvironmentKey { static let defaultValue = DismissAction() }
private struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }
private struct IsPresentedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    public var presentationMode: Binding<PresentationMode> {
        get { self[PresentationModeKey.self] }
        set { self[PresentationModeKey.self] = newValue }
    }

    public var dismiss: DismissAction { self[DismissKey.self] }

    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    public var isPresented: Bool { self[IsPresentedKey.self] }
}

extension View {
    /// Presents an alert while `isPresented` is true (not drawn in a snapshot).
    public func alert<A: View>(_ title: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { self }

    /// Presents an alert while `isPresented` is true (not drawn in a snapshot).
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { self }

    /// Presents an alert with a message while `isPresented` is true (not drawn in a snapshot).
    public func alert<A: View, M: View>(_ title: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { self }

    /// Presents a sheet while `isPresented` is true (not drawn in a snapshot).
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View { self }

    /// Presents a sheet for `item` while it is not nil (not drawn in a snapshot).
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }

    /// Presents a full-screen cover while `isPresented` is true (not drawn in a snapshot).
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View { self }

    /// Presents a confirmation dialog while `isPresented` is true (not drawn in a snapshot).
    public func confirmationDialog<A: View>(_ title: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { self }
}

/// An alert of the older `alert(isPresented:content:)` form: SwiftUI's `Alert`.
public struct Alert {
    /// A button of an alert.
    public struct Button {
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button() }
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
    }

    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {}
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {}
}

/// Where a popover's arrow points: SwiftUI's `PopoverAttachmentAnchor`.
public enum PopoverAttachmentAnchor {
    case rect(Anchor)
    case point(UnitPoint)

    /// The rectangle a popover points at.
    public enum Anchor { case bounds }
}

extension View {
    /// Presents an alert while `isPresented` is true (not drawn in a snapshot).
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { self }

    /// Presents a popover while `isPresented` is true (not drawn in a snapshot).
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
                                       @ViewBuilder content: @escaping () -> Content) -> some View { self }

    /// Presents a popover for `item` while it is not `nil` (not drawn in a snapshot).
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
                                                           @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }
}
