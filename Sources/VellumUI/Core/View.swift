import Foundation

/// A piece of user interface, described as a value: SwiftUI's `View`.
///
/// Write `body` exactly as in SwiftUI. Vellum evaluates it with the current environment and
/// state, until only primitive views (stacks, text, shapes, modifiers…) remain.
///
/// ```swift
/// struct Badge: View {
///     var body: some View {
///         Text("New").padding(6).background(Capsule().fill(.blue))
///     }
/// }
/// ```
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View
    /// The content of this view.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { self }
}

/// The body of a primitive view. Primitive views are laid out and drawn by Vellum itself, so
/// their `body` is never evaluated; reaching this is a bug in Vellum.
@inline(never)
package func primitiveBody<V>(_ type: V.Type) -> Never {
    preconditionFailure("\(type) is a primitive view: Vellum lays it out directly and never asks for its body")
}

/// A view laid out and drawn by Vellum itself: its `body` is never evaluated.
public protocol _PrimitiveView: View where Body == Never {}

extension _PrimitiveView {
    public var body: Never { primitiveBody(Self.self) }
}
