import Foundation

// Scrolling, pointers, drag and drop and opened URLs: how a view behaves on a device, never
// what a render shows of it (a render shows scroll views at rest).

/// Whether scroll indicators show: SwiftUI's `ScrollIndicatorVisibility` (a render shows a
/// scroll view at rest, where iOS shows none).
public struct ScrollIndicatorVisibility: Sendable {
    private let name: String
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    public static let never = ScrollIndicatorVisibility(name: "never")
}

/// How a scroll view settles after a swipe: SwiftUI's `ScrollTargetBehavior` (a render shows
/// the scroll view at rest at its start).
public protocol ScrollTargetBehavior {}

/// Settles on whole pages (`.paging`).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
}

/// Settles on the views of a `scrollTargetLayout()` (`.viewAligned`).
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
}

/// How a view reacts to a pointer over it: SwiftUI's `HoverEffect`.
public struct HoverEffect: Sendable {
    private let name: String
    public static let automatic = HoverEffect(name: "automatic")
    public static let highlight = HoverEffect(name: "highlight")
    public static let lift = HoverEffect(name: "lift")
}

extension View {
    /// Shows or hides scroll indicators; a scroll view at rest shows none either way.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { self }

    /// Sets how the scroll views in this view settle after a swipe; a render shows them at
    /// rest.
    public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> some View { self }

    /// Makes the views of this layout the places a view-aligned scroll view settles on; it
    /// does not change the picture.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }

    /// Sets how the view reacts to a pointer over it (iPad); a render has no pointer.
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }

    /// Makes the view's subviews take their geometry from it during animations; at rest, which
    /// a render shows, nothing moves.
    public func geometryGroup() -> some View { self }

    /// Runs `action` when the app is asked to open a URL; a render opens none.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }

    /// Makes the view draggable, carrying `payload`; a render drags nothing.
    public func draggable<T>(_ payload: @autoclosure @escaping () -> T) -> some View { self }

    /// Accepts dropped items of `type`; a render drops nothing.
    public func dropDestination<T>(for type: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool, isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View { self }

    /// Keeps scroll views in this view from scrolling; a render shows them at rest anyway.
    public func scrollDisabled(_ disabled: Bool) -> some View { self }

    /// Compares the view with its last value before evaluating it again (an optimisation a
    /// render does not need).
    public func equatable() -> some View { self }
}
