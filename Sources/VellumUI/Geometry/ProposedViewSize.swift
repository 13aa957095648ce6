import Foundation

/// The size a parent proposes to a child. On each axis: `nil` asks for the child's ideal size,
/// a finite length offers that much, `.infinity` asks for the child's largest size.
public struct ProposedViewSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Both axes `nil`: the child's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Both axes zero: the child's smallest size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Both axes infinite: the child's largest size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// This proposal with `nil` axes replaced by `size`'s.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    package subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// The size of a container offered `proposal` (`containerRelativeFrame`): its finite
    /// lengths; `nil` where it was offered none, or an unbounded one.
    package static func container(offered proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.flatMap { $0.isFinite ? $0 : nil }, height: proposal.height.flatMap { $0.isFinite ? $0 : nil })
    }

    package init(_ axis: Axis, major: CGFloat?, minor: CGFloat?) {
        self = axis == .horizontal ? ProposedViewSize(width: major, height: minor) : ProposedViewSize(width: minor, height: major)
    }
}
