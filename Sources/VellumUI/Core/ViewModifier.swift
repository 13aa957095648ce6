/// A modifier that turns a view into another: SwiftUI's `ViewModifier`.
///
/// `content` stands for the view the modifier is applied to; `body(content:)` may use it once,
/// several times (as a mask, say) or not at all.
///
/// ```swift
/// struct CardModifier: ViewModifier {
///     func body(content: Content) -> some View {
///         content.padding().background(Color(.systemBackground)).cornerRadius(12)
///     }
/// }
/// ```
public protocol ViewModifier {
    /// The type of view the modifier produces.
    associatedtype Body: View
    /// The view the modifier is applied to.
    typealias Content = _ViewModifier_Content<Self>
    /// The modified view.
    @ViewBuilder func body(content: Content) -> Body
}

/// The view a `ViewModifier` is applied to, as seen from inside its `body(content:)`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    package let source: ContentSource

    package init(source: ContentSource) {
        self.source = source
    }

    public var body: Never { primitiveBody(Self.self) }
}

/// What a content placeholder (a modifier's `content`, a style's `configuration.label`) stands
/// for: the view, resolved where the placeholder appears.
package final class ContentSource {
    package let view: any View
    package let name: String

    package init(view: any View, name: String) {
        self.view = view
        self.name = name
    }
}

/// A view with a modifier applied, or two modifiers applied one after the other.
public struct ModifiedContent<Content, Modifier> {
    /// The view (or modifier) being modified.
    public var content: Content
    /// The modifier applied.
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { primitiveBody(Self.self) }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public func body(content: _ViewModifier_Content<Self>) -> Never { primitiveBody(Self.self) }
}

extension View {
    /// Applies `modifier` to this view.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    /// A modifier that applies this modifier, then `modifier`.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A modifier laid out or drawn by Vellum itself: its `body(content:)` is never evaluated.
public protocol _PrimitiveModifier: ViewModifier where Body == Never {}

extension _PrimitiveModifier {
    public func body(content: Content) -> Never { primitiveBody(Self.self) }
}
