import Foundation

/// Keeps a view only where another view (the mask) has alpha: `mask`. The mask is offered the
/// view's size and aligned to it, as an overlay is.
public struct _MaskEffect<Mask: View>: _PrimitiveModifier {
    public var mask: Mask
    public var alignment: Alignment

    public init(mask: Mask, alignment: Alignment = .center) {
        self.mask = mask
        self.alignment = alignment
    }
}

extension _MaskEffect: SecondaryViewModifier {
    package var secondaryView: any View { mask }
    package var secondaryAlignment: Alignment { alignment }
    package var secondaryIsOverlay: Bool { true }
}

extension View {
    /// Keeps the view only where `mask` has alpha.
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(_MaskEffect(mask: mask))
    }

    /// Keeps the view only where the views of `mask` have alpha.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(_MaskEffect(mask: ZStack(alignment: alignment, content: mask), alignment: alignment))
    }
}
