import Foundation

/// A spinner, or a bar of progress when given a value, drawn by the progress view style of its
/// environment: SwiftUI's `ProgressView`.
public struct ProgressView<Label: View>: View {
    private let fraction: Double?
    private let label: AnyView?
    /// Drawn by the automatic style whatever the environment's (`init(_:)`).
    private let automatic: Bool
    @Environment(\.progressViewStyleBox) private var style

    private init(fraction: Double?, label: AnyView?, automatic: Bool = false) {
        self.fraction = fraction
        self.label = label
        self.automatic = automatic
    }

    /// An indeterminate spinner.
    public init() where Label == EmptyView {
        self.init(fraction: nil, label: nil)
    }

    /// A spinner with a label under it.
    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: AnyView(label()))
    }

    /// An indeterminate spinner with a title.
    public init(_ titleKey: LocalizedStringKey) where Label == Text {
        self.init(fraction: nil, label: AnyView(Text(titleKey)))
    }

    /// An indeterminate spinner with a title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) where Label == Text {
        self.init(fraction: nil, label: AnyView(Text(title)))
    }

    /// A bar filled to `value` of `total` (empty for a `total` of 0 or less; a `nil` value is
    /// indeterminate).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) where Label == EmptyView {
        self.init(fraction: Self.fraction(value, total), label: nil)
    }

    /// A bar filled to `value` of `total`, with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, total), label: AnyView(label()))
    }

    /// A bar filled to `value` of `total`, with a title.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) where Label == Text {
        self.init(fraction: Self.fraction(value, total), label: AnyView(Text(titleKey)))
    }

    /// The progress view a style was given, drawn by the automatic style: for a style that
    /// decorates the system's look (`ProgressView(configuration).tint(.pink)`).
    public init(_ configuration: ProgressViewStyleConfiguration) where Label == ProgressViewStyleConfiguration.Label {
        self.init(fraction: configuration.fractionCompleted, label: configuration.label.map { AnyView($0) }, automatic: true)
    }

    private static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        value.map { total > 0 ? Double($0 / total) : 0 }
    }

    public var body: some View {
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fraction.map { min(max($0.isNaN ? 0 : $0, 0), 1) }, label: label.map { ProgressViewStyleConfiguration.Label(content: $0) })
        return (automatic ? DefaultProgressViewStyle().box : style).makeBody(configuration)
    }
}

/// Draws progress views: SwiftUI's `ProgressViewStyle`.
///
/// ```swift
/// struct GradientBar: ProgressViewStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Capsule().fill(.quaternary).overlay(alignment: .leading) {
///             GeometryReader { proxy in
///                 Capsule().fill(LinearGradient(colors: [.pink, .orange], startPoint: .leading, endPoint: .trailing))
///                     .frame(width: proxy.size.width * (configuration.fractionCompleted ?? 0))
///             }
///         }
///         .frame(height: 8)
///     }
/// }
/// ```
public protocol ProgressViewStyle {
    associatedtype Body: View
    typealias Configuration = ProgressViewStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `ProgressViewStyle` draws a progress view from.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// A label for the current value (Vellum's progress views have none: always `nil`).
    public struct CurrentValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// How much is done, from 0 to 1; `nil` when that is not known.
    public let fractionCompleted: Double?
    public var label: Label?
    public var currentValueLabel: CurrentValueLabel?

    init(fractionCompleted: Double?, label: Label?) {
        self.fractionCompleted = fractionCompleted
        self.label = label
        currentValueLabel = nil
    }
}

package struct AnyProgressViewStyleBox {
    package let makeBody: (ProgressViewStyleConfiguration) -> AnyView
}

extension ProgressViewStyle {
    package var box: AnyProgressViewStyleBox {
        AnyProgressViewStyleBox { configuration in
            AnyView(_StyleBody(style: self) { AnyView(makeBody(configuration: configuration)) })
        }
    }
}

/// The platform's progress view style: a spinner, or a bar when the progress is known, with
/// the label under it in the secondary colour.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        _BarAndLabel(configuration: configuration, unknown: _Spinner())
    }
}

/// The bar filled to the fraction done, or `unknown` when that is not known, with the label
/// under it in the secondary colour.
struct _BarAndLabel<Unknown: View>: View {
    let configuration: ProgressViewStyleConfiguration
    let unknown: Unknown

    var body: some View {
        VStack(spacing: 8) {
            if let fraction = configuration.fractionCompleted {
                _ProgressBar(fraction: fraction)
            } else {
                unknown
            }
            if let label = configuration.label { label.foregroundStyle(.secondary) }
        }
    }
}

/// A bar filled to the fraction done. A linear progress view whose progress is not known is
/// not drawn yet: what iOS draws for it was never measured here, and rendering it throws.
public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        _BarAndLabel(configuration: configuration, unknown: _IndeterminateLinearProgress())
    }
}

/// The spinner, whether or not the progress is known: on iOS a circular progress view does
/// not show its value.
public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        DefaultProgressViewStyle().makeBody(configuration: ProgressViewStyleConfiguration(fractionCompleted: nil, label: configuration.label))
    }
}

/// A linear progress view whose progress is not known: a primitive Vellum cannot draw yet.
public struct _IndeterminateLinearProgress: _PrimitiveView {}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

private struct ProgressViewStyleKey: EnvironmentKey { static var defaultValue: AnyProgressViewStyleBox { DefaultProgressViewStyle().box } }

extension EnvironmentValues {
    package var progressViewStyleBox: AnyProgressViewStyleBox {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the progress views in this view with `style`.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        environment(\.progressViewStyleBox, style.box)
    }
}
