import Foundation

/// A frame of fixed width and/or height: SwiftUI's `frame(width:height:alignment:)`.
///
/// The child is offered `width ?? proposal`; the frame reports `width ?? child's width` and
/// places the child inside by `alignment`.
public struct _FrameLayout: _PrimitiveModifier {
    public var width: CGFloat?
    public var height: CGFloat?
    public var alignment: Alignment

    public init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }
}

/// A frame with minimum, ideal and maximum sizes:
/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
///
/// Per axis, the child is offered the ideal size when the proposal is `nil`, else the proposal
/// clamped to [min, max]. The frame reports, with min and max both set, the proposal clamped
/// to them; with only a min, max(min(proposal, child), min); with only a max,
/// min(max(proposal, child), max); with neither, the child's size. So `maxWidth: .infinity`
/// takes all the width offered.
public struct _FlexFrameLayout: _PrimitiveModifier {
    public var minWidth: CGFloat?
    public var idealWidth: CGFloat?
    public var maxWidth: CGFloat?
    public var minHeight: CGFloat?
    public var idealHeight: CGFloat?
    public var maxHeight: CGFloat?
    public var alignment: Alignment

    public init(minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?, alignment: Alignment) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }
}

extension View {
    /// Gives the view a fixed width and/or height; a `nil` dimension follows the view.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_FrameLayout(width: width, height: height, alignment: alignment))
    }

    /// Gives the view minimum, ideal and maximum dimensions.
    ///
    /// ```swift
    /// Text("Save").frame(maxWidth: .infinity)   // as wide as offered
    /// ```
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        modifier(_FlexFrameLayout(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                  minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                                  alignment: alignment))
    }

    /// A frame that changes nothing (kept for old code).
    @available(*, deprecated, message: "Please pass one or more parameters.")
    public func frame() -> some View {
        frame(width: nil, height: nil)
    }
}
