/// A view that has no content and takes no space.
public struct EmptyView: View {
    public init() {}
    public var body: Never { primitiveBody(Self.self) }
}
