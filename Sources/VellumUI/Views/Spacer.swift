import Foundation

/// Flexible space: along the axis of the stack it is in, or on both axes outside a stack.
///
/// It is sized after its siblings, takes at least `minLength` (by default the standard
/// spacing, 8 points) and asks for no spacing on either side.
public struct Spacer: _PrimitiveView {
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }
}

/// A thin line that separates content: horizontal in a `VStack` or outside stacks, vertical in
/// an `HStack`. It is 1 pixel thick, drawn in the separator colour.
public struct Divider: _PrimitiveView {
    public init() {}
}
