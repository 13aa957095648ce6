/// Builds views from the statements of a closure: SwiftUI's `ViewBuilder`.
///
/// Supports any number of children (through parameter packs), `if`/`else`, `if let`,
/// `switch`, optional children and `if #available` checks.
@resultBuilder
public enum ViewBuilder {
    /// An empty block builds an `EmptyView`.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// A block of one view builds that view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// A block of several views builds a `TupleView` of them, in order.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var children: [any View] = []
        for child in repeat each content { children.append(child) }
        return TupleView(value: (repeat each content), children: children)
    }

    /// An `if` without `else` builds an optional view.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// The `true` branch of an `if`/`else` or a `switch` case.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The `false` branch of an `if`/`else` or a later `switch` case.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// The content of an `if #available` branch, erased so older systems can name its type.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}
