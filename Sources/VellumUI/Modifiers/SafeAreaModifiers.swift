import Foundation

/// Puts a view at an edge of the safe area and moves the safe area in by its size:
/// `safeAreaInset(edge:alignment:spacing:content:)`.
public struct _SafeAreaInsetModifier<Inset: View>: _PrimitiveModifier {
    package let edge: Edge
    package let alignment: Alignment
    package let spacing: CGFloat?
    package let inset: Inset
}

/// Moves the safe area in by lengths: `safeAreaPadding(_:_:)`.
public struct _SafeAreaPaddingModifier: _PrimitiveModifier {
    package let insets: EdgeInsets
}

extension View {
    /// Shows `content` along `edge` of the view's safe area (a bottom bar over a list, say), and
    /// moves the safe area of the view in by its size and `spacing`: the view's content stays
    /// clear of it while what ignores the safe area (a list's background) reaches under it.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(_SafeAreaInsetModifier(edge: edge == .top ? .top : .bottom, alignment: Alignment(horizontal: alignment, vertical: .center),
                                         spacing: spacing, inset: content()))
    }

    /// Shows `content` along `edge` of the view's safe area, moving it in (see the vertical form).
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(_SafeAreaInsetModifier(edge: edge == .leading ? .leading : .trailing, alignment: Alignment(horizontal: .center, vertical: alignment),
                                        spacing: spacing, inset: content()))
    }

    /// Moves the view's safe area in by `length` on `edges` (16 points when `nil`): its content
    /// is inset, what ignores the safe area is not.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(_SafeAreaPaddingModifier(insets: EdgeInsets(edges, length ?? 16)))
    }

    /// Moves the view's safe area in by `insets`.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        modifier(_SafeAreaPaddingModifier(insets: insets))
    }

    /// Moves the view's safe area in by `length` on every edge.
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        safeAreaPadding(.all, length)
    }
}

/// The button that switches a list into edit mode: at rest, "Edit".
public struct EditButton: View {
    public init() {}

    public var body: some View {
        Button("Edit") {}
    }
}
