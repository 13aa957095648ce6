import Foundation

/// Views arranged in a column: SwiftUI's `VStack`.
///
/// Offered a height, the stack shares it out as SwiftUI does: the least flexible children are
/// sized first, each offered an equal share of what is left; higher `layoutPriority` first.
public struct VStack<Content: View>: _PrimitiveView {
    public var alignment: HorizontalAlignment
    /// The distance between neighbours; `nil` for the views' own spacing preferences (8 points
    /// between most views, less between two texts).
    public var spacing: CGFloat?
    package let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

/// Views arranged in a row: SwiftUI's `HStack`.
public struct HStack<Content: View>: _PrimitiveView {
    public var alignment: VerticalAlignment
    /// The distance between neighbours; `nil` for the views' own spacing preferences.
    public var spacing: CGFloat?
    package let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

/// Views on top of each other, each offered the same size: SwiftUI's `ZStack`.
public struct ZStack<Content: View>: _PrimitiveView {
    public var alignment: Alignment
    package let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
}

/// The type-erased form of the stacks, for the resolver.
package protocol StackView {
    var axis: Axis? { get }
    var horizontalAlignment: HorizontalAlignment { get }
    var verticalAlignment: VerticalAlignment { get }
    var stackSpacing: CGFloat? { get }
    var stackContent: any View { get }
    var stackName: String { get }
}

extension VStack: StackView {
    package var axis: Axis? { .vertical }
    package var horizontalAlignment: HorizontalAlignment { alignment }
    package var verticalAlignment: VerticalAlignment { .center }
    package var stackSpacing: CGFloat? { spacing }
    package var stackContent: any View { content }
    package var stackName: String { "VStack" }
}

extension HStack: StackView {
    package var axis: Axis? { .horizontal }
    package var horizontalAlignment: HorizontalAlignment { .center }
    package var verticalAlignment: VerticalAlignment { alignment }
    package var stackSpacing: CGFloat? { spacing }
    package var stackContent: any View { content }
    package var stackName: String { "HStack" }
}

extension ZStack: StackView {
    package var axis: Axis? { nil }
    package var horizontalAlignment: HorizontalAlignment { alignment.horizontal }
    package var verticalAlignment: VerticalAlignment { alignment.vertical }
    package var stackSpacing: CGFloat? { nil }
    package var stackContent: any View { content }
    package var stackName: String { "ZStack" }
}
