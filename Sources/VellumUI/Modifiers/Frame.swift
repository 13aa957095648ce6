import Foundation
import VellumCore

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

/// A frame sized from the nearest container: SwiftUI's `containerRelativeFrame` (iOS 17).
///
/// The container is the nearest `ScrollView` around the view (its size as offered), or else
/// the picture (the size the render proposes). Along each of `axes` the frame is `length(of
/// the container's length, axis)` long and offers that to the view; along the others it is
/// as the view is.
public struct _ContainerRelativeFrameLayout: _PrimitiveModifier {
    public var axes: Axis.Set
    public var alignment: Alignment
    package var length: @Sendable (CGFloat, Axis) -> CGFloat
    /// What the length is, for error messages: `count: 3, span: 1, spacing: 8`.
    package var summary: String
    /// An error in the arguments, found when the view is resolved.
    package var problem: String?

    package init(axes: Axis.Set, alignment: Alignment, summary: String, problem: String? = nil, length: @escaping @Sendable (CGFloat, Axis) -> CGFloat) {
        self.axes = axes
        self.alignment = alignment
        self.summary = summary
        self.problem = problem
        self.length = length
    }
}

extension View {
    /// Sizes the view along `axes` to the nearest container's length: a `ScrollView` around it,
    /// or else the size the render proposes.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(_ContainerRelativeFrameLayout(axes: axes, alignment: alignment, summary: "whole") { length, _ in length })
    }

    /// Sizes the view along `axes` to `span` of `count` equal columns (or rows) of the nearest
    /// container, `spacing` apart: `(length − spacing × (count − 1)) / count × span +
    /// spacing × (span − 1)`. The carousel card that shows three to a screen:
    ///
    /// ```swift
    /// ScrollView(.horizontal) {
    ///     HStack(spacing: 8) { ForEach(items) { CardView($0).containerRelativeFrame(.horizontal, count: 3, spacing: 8) } }
    /// }
    /// ```
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center) -> some View {
        var problem: String?
        if count < 1 { problem = "count must be at least 1, got \(count)" }
        else if span < 1 || span > count { problem = "span must be from 1 to the count (\(count)), got \(span)" }
        else if !spacing.isFinite || spacing < 0 { problem = "spacing must be a finite number ≥ 0, got \(spacing)" }
        let columns = CGFloat(max(count, 1)), covered = CGFloat(max(span, 1))
        return modifier(_ContainerRelativeFrameLayout(axes: axes, alignment: alignment, summary: "count: \(count), span: \(span), spacing: \(formatPoints(spacing))",
                                                      problem: problem) { length, _ in
            (length - spacing * (columns - 1)) / columns * covered + spacing * (covered - 1)
        })
    }

    /// Sizes the view along `axes` to what `length` makes of the nearest container's length on
    /// that axis.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping @Sendable (CGFloat, Axis) -> CGFloat) -> some View {
        modifier(_ContainerRelativeFrameLayout(axes: axes, alignment: alignment, summary: "a length function", length: length))
    }

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
