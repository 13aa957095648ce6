import Foundation

/// A type that names an alignment guide and gives its default position in a view.
///
/// ```swift
/// extension VerticalAlignment {
///     private enum IconCenter: AlignmentID {
///         static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
///     }
///     static let iconCenter = VerticalAlignment(IconCenter.self)
/// }
/// ```
public protocol AlignmentID {
    /// The guide's position in a view that sets no explicit value for it.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// The identity of an alignment guide, shared by both axes' alignment types.
package struct AlignmentKey: Hashable, @unchecked Sendable {
    package let id: any AlignmentID.Type
    package let axis: Axis

    package static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
        ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id) && lhs.axis == rhs.axis
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
        hasher.combine(axis)
    }

    package func defaultValue(in dimensions: ViewDimensions) -> CGFloat {
        id.defaultValue(in: dimensions)
    }
}

/// A guide that aligns views along the horizontal axis (their x positions).
public struct HorizontalAlignment: Hashable, Sendable {
    package let key: AlignmentKey

    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id: id, axis: .horizontal)
    }

    private enum Leading: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum Center: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
    private enum Trailing: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }

    public static let leading = HorizontalAlignment(Leading.self)
    public static let center = HorizontalAlignment(Center.self)
    public static let trailing = HorizontalAlignment(Trailing.self)

    private enum SeparatorLeading: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum SeparatorTrailing: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }

    /// Where a list row's separator starts (a label's title, not its icon).
    public static let listRowSeparatorLeading = HorizontalAlignment(SeparatorLeading.self)
    /// Where a list row's separator ends.
    public static let listRowSeparatorTrailing = HorizontalAlignment(SeparatorTrailing.self)

    package var unitPosition: CGFloat? {
        switch self { case .leading: 0; case .center: 0.5; case .trailing: 1; default: nil }
    }
}

/// A guide that aligns views along the vertical axis (their y positions).
public struct VerticalAlignment: Hashable, Sendable {
    package let key: AlignmentKey

    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id: id, axis: .vertical)
    }

    private enum Top: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum Center: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
    private enum Bottom: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    private enum FirstTextBaseline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    private enum LastTextBaseline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }

    public static let top = VerticalAlignment(Top.self)
    public static let center = VerticalAlignment(Center.self)
    public static let bottom = VerticalAlignment(Bottom.self)
    /// The baseline of the first line of text; the bottom of a view without text.
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaseline.self)
    /// The baseline of the last line of text; the bottom of a view without text.
    public static let lastTextBaseline = VerticalAlignment(LastTextBaseline.self)

    package var unitPosition: CGFloat? {
        switch self { case .top: 0; case .center: 0.5; case .bottom: 1; default: nil }
    }
}

/// A horizontal and a vertical alignment guide together.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}

/// A view's size and the positions of its alignment guides, in its own coordinates.
public struct ViewDimensions {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat
    package let explicitValue: (AlignmentKey) -> CGFloat?

    package init(size: CGSize, explicitValue: @escaping (AlignmentKey) -> CGFloat? = { _ in nil }) {
        width = size.width
        height = size.height
        self.explicitValue = explicitValue
    }

    /// The position of `guide`: the view's explicit value, or the guide's default.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[key: guide.key]
    }

    /// The position of `guide`: the view's explicit value, or the guide's default.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        self[key: guide.key]
    }

    /// The position of `guide` if the view sets one explicitly.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        explicitValue(guide.key)
    }

    /// The position of `guide` if the view sets one explicitly.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        explicitValue(guide.key)
    }

    package subscript(key key: AlignmentKey) -> CGFloat {
        explicitValue(key) ?? key.defaultValue(in: self)
    }
}
