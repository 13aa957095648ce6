/// Groups views without laying them out: the modifiers applied to a group apply to each of its
/// views, and the enclosing container places them.
public struct Group<Content> {
    package let content: Content

    /// Groups the views built by `content`.
    public init(@ViewBuilder content: () -> Content) where Content: View {
        self.content = content()
    }
}

extension Group: View where Content: View {
    public var body: Never { primitiveBody(Self.self) }
}
