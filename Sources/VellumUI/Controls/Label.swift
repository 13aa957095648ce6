import Foundation

/// A title with an icon, drawn by the label style of its environment: SwiftUI's `Label`.
public struct Label<Title: View, Icon: View>: View {
    package let title: Title
    package let icon: Icon
    @Environment(\.labelStyleBox) private var style

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        style.makeBody(AnyView(title), AnyView(icon))
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a text title and an SF Symbol icon.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A label with a text title and an SF Symbol icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label with a text title and an image icon.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
}

/// Arranges a label's title and icon: SwiftUI's `LabelStyle`.
public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `LabelStyle` draws a label from.
public struct LabelStyleConfiguration {
    /// The label's title.
    public struct Title: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The label's icon.
    public struct Icon: View {
        let content: AnyView
        public var body: some View { content }
    }

    public let title: Title
    public let icon: Icon
}

package struct AnyLabelStyleBox {
    package let makeBody: (AnyView, AnyView) -> AnyView
}

extension LabelStyle {
    package var box: AnyLabelStyleBox {
        AnyLabelStyleBox { title, icon in
            AnyView(_StyleBody(style: self) {
                AnyView(makeBody(configuration: LabelStyleConfiguration(title: .init(content: title), icon: .init(content: icon))))
            })
        }
    }
}

/// The icon before the title, as iOS draws labels outside lists: 6.5 points apart, which puts
/// the title's ink 9.8 points after the ink of an `iphone` symbol at body size, as measured.
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 6.5) {
            configuration.icon
            configuration.title
        }
    }
}

/// Only the title.
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// Only the icon.
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// The platform's label style: icon and title; in a list row, the icon tinted and large in a
/// column of its own, so that the titles of a list's rows line up.
public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        _DefaultLabelBody(configuration: configuration)
    }
}

struct _DefaultLabelBody: View {
    let configuration: LabelStyleConfiguration
    @Environment(\.list) private var list

    var body: some View {
        if list.isRow {
            // iOS 26 measured: the icon's ink 20.3 points (the large symbol scale at body
            // size), the title's ink 40.3 points after the row's content starts.
            HStack(spacing: 11.6) {
                configuration.icon.imageScale(.large).foregroundStyle(.tint).frame(width: 28)
                configuration.title.alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }
            }
        } else {
            TitleAndIconLabelStyle().makeBody(configuration: configuration)
        }
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

private struct LabelStyleKey: EnvironmentKey { static var defaultValue: AnyLabelStyleBox { DefaultLabelStyle().box } }

extension EnvironmentValues {
    package var labelStyleBox: AnyLabelStyleBox {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the labels in this view with `style`.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environment(\.labelStyleBox, style.box)
    }
}
