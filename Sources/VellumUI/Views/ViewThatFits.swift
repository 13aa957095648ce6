import Foundation

/// The first of its views whose ideal size fits the space offered, on the axes given, or the
/// last when none does: SwiftUI's `ViewThatFits`.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     HStack { icon; title; detail }   // on one line when there is room
///     VStack(alignment: .leading) { title; detail }
/// }
/// ```
///
/// Each view is asked its ideal size on the constrained axes (the offer passed on along the
/// others) and fits when that is no larger than the offer; the one chosen is then offered the
/// whole space, and is the only one laid out and drawn. (Every view's `onAppear` actions run,
/// not only the chosen one's.)
public struct ViewThatFits<Content: View>: _PrimitiveView {
    package let axes: Axis.Set
    package let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
}
