/// A type-erased view.
public struct AnyView: View {
    package let view: any View

    /// Erases the type of `view`.
    public init<V: View>(_ view: V) {
        if let erased = view as? AnyView {
            self.view = erased.view
        } else {
            self.view = view
        }
    }

    /// Erases the type of `view`.
    public init<V: View>(erasing view: V) { self.init(view) }

    /// Erases the type of a view held as an existential, or returns `nil` when it is not a view.
    public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        self.view = view
    }

    public var body: Never { primitiveBody(Self.self) }
}
