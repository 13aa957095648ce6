import Foundation

/// A length that grows and shrinks with Dynamic Type: SwiftUI's `@ScaledMetric`.
///
/// The value given is the length at the default size (`.large`); at another size it is scaled
/// as the point size of `textStyle` is (UIKit's `UIFontMetrics.scaledValue(for:)`), so an icon
/// sized with it keeps its proportion to text of that style:
///
/// ```swift
/// @ScaledMetric(relativeTo: .body) private var iconSize: CGFloat = 24   // 32.5 at .xxxLarge
/// ```
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    private let base: Value
    private let textStyle: Font.TextStyle
    private let box = EnvironmentBox()

    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle = .body) {
        base = wrappedValue
        self.textStyle = textStyle
    }

    /// The length at the Dynamic Type size of the environment the view is evaluated in.
    public var wrappedValue: Value {
        let size = (box.values ?? EnvironmentValues()).dynamicTypeSize
        return base * Value(textStyle.pointSize(at: size) / textStyle.pointSize(at: .large))
    }
}

extension ScaledMetric: InstallableProperty {
    package func install(in host: any PropertyHost, index: Int) {
        box.values = host.environment
    }
}
