import Foundation

// Controls whose look on iOS Vellum has not measured yet: pickers, sliders, steppers, gauges, group boxes, disclosure
// groups and the content-unavailable view. Code using them compiles, so a
// test target holding one such screen still builds; rendering one is an error that names it,
// never a guess at what iOS draws. Render the views inside them instead.

/// A view Vellum declares so that code using it compiles, and does not draw.
package protocol UndrawnView: _PrimitiveView {}

/// A choice among tagged options: SwiftUI's `Picker`. Not drawn (an error when rendered).
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: UndrawnView {
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {}
}

/// A value picked along a track: SwiftUI's `Slider`. Not drawn (an error when rendered).
public struct Slider<Label: View, ValueLabel: View>: UndrawnView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where Label == EmptyView, ValueLabel == EmptyView, V.Stride: BinaryFloatingPoint {}
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, onEditingChanged: @escaping (Bool) -> Void = { _ in })
        where Label == EmptyView, ValueLabel == EmptyView, V.Stride: BinaryFloatingPoint {}
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {}
}

/// Buttons that step a value up and down: SwiftUI's `Stepper`. Not drawn (an error when
/// rendered).
public struct Stepper<Label: View>: UndrawnView {
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {}
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) {}
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) {}
}

extension Stepper where Label == Text {
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {}
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1) {}
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {}
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {}
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1) {}
}

/// A value shown within a range: SwiftUI's `Gauge`. Not drawn (an error when rendered).
public struct Gauge<Label: View, CurrentValueLabel: View>: UndrawnView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView {}
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {}
}

/// Content in a rounded box with an optional title: SwiftUI's `GroupBox`. Not drawn (an error
/// when rendered).
public struct GroupBox<Label: View, Content: View>: UndrawnView {
    public init(@ViewBuilder content: () -> Content) where Label == EmptyView {}
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
}

extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}

/// Content shown or hidden under a label: SwiftUI's `DisclosureGroup`. Not drawn (an error
/// when rendered).
public struct DisclosureGroup<Label: View, Content: View>: UndrawnView {
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {}
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {}
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {}
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {}
}

/// The empty state of a screen: SwiftUI's `ContentUnavailableView`. Not drawn (an error when
/// rendered).
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: UndrawnView {
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {}
}

extension ContentUnavailableView where Label == VellumUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {}
    /// The view iOS shows for a search with no results.
    public static var search: ContentUnavailableView { ContentUnavailableView("No Results", systemImage: "magnifyingglass") }
}

/// How a picker shows its options: SwiftUI's `PickerStyle` (pickers are not drawn).
public protocol PickerStyle {}

/// The picker styles of iOS.
public struct DefaultPickerStyle: PickerStyle { public init() {} }
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
public struct MenuPickerStyle: PickerStyle { public init() {} }
public struct WheelPickerStyle: PickerStyle { public init() {} }
public struct InlinePickerStyle: PickerStyle { public init() {} }
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }

extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { DefaultPickerStyle() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { MenuPickerStyle() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { WheelPickerStyle() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { InlinePickerStyle() } }
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() } }

extension View {
    /// Sets the style of the pickers in this view (pickers are not drawn).
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { self }
}
