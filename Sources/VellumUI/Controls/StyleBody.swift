import Foundation

/// The body a style (`ButtonStyle`, `LabelStyle`, `ToggleStyle`, …) makes for a control. The
/// style's own `@Environment` and `@State` properties are installed before `makeBody` runs,
/// as they are in SwiftUI.
public struct _StyleBody: _PrimitiveView {
    package let style: Any
    package let make: () -> AnyView

    package init(style: Any, make: @escaping () -> AnyView) {
        self.style = style
        self.make = make
    }
}
