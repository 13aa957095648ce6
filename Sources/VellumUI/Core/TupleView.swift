/// Several views built by one `ViewBuilder` block, laid out by the container they are in.
public struct TupleView<T>: View {
    /// The views, as a tuple.
    public var value: T
    package let children: [any View]

    package init(value: T, children: [any View]) {
        self.value = value
        self.children = children
    }

    /// Wraps a tuple of views.
    public init(_ value: T) {
        self.value = value
        if let single = value as? any View {
            children = [single]
        } else {
            children = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
        }
    }

    public var body: Never { primitiveBody(Self.self) }
}
