import Foundation
import VellumCore
import VellumUI

/// Where a child of size `child` sits in a container of size `container` for `alignment`:
/// the container's guide (its default position) meets the child's guide.
package func alignedOffset(child: ViewDimensions, container: CGSize, alignment: Alignment) -> CGPoint {
    let frame = ViewDimensions(size: container)
    return CGPoint(x: frame[alignment.horizontal] - child[alignment.horizontal],
                   y: frame[alignment.vertical] - child[alignment.vertical])
}

/// A frame: it offers its child a proposal derived from its own, reports its own size, and
/// places the child inside by an alignment. Subclasses say how proposals and sizes relate.
package class AligningFrameNode: Node {
    package let alignment: Alignment

    package init(name: String, alignment: Alignment, context: ResolveContext, child: Node) {
        self.alignment = alignment
        super.init(name: name, context: context, children: [child])
        adoptTraits(of: child)
    }

    /// The proposal the child gets when the frame is offered `proposal` in `context`. Override.
    package func childProposal(_ proposal: ProposedViewSize, _ context: LayoutContext) throws -> ProposedViewSize { proposal }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, _ context: LayoutContext) throws {
        let inner = try childProposal(proposal, context)
        let child = children[0]
        let size = try child.size(for: inner, context)
        let offset = alignedOffset(child: child.dimensions(size: size, proposal: inner, context), container: bounds.size, alignment: alignment)
        try child.place(at: CGPoint(x: bounds.minX + offset.x, y: bounds.minY + offset.y), proposal: inner, context)
    }

    package override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGFloat? {
        let inner = try childProposal(proposal, context)
        let childSize = try children[0].size(for: inner, context)
        let dimensions = children[0].dimensions(size: childSize, proposal: inner, context)
        guard let value = dimensions.explicitValue(key) else { return nil }
        let offset = alignedOffset(child: dimensions, container: size, alignment: alignment)
        return value + (key.axis == .horizontal ? offset.x : offset.y)
    }
}

/// `frame(width:height:alignment:)`: the child is offered `width ?? proposal`; the frame
/// reports `width ?? child's width` and aligns the child inside.
package final class FrameNode: AligningFrameNode {
    package let width: CGFloat?
    package let height: CGFloat?

    package init(width: CGFloat?, height: CGFloat?, alignment: Alignment, context: ResolveContext, child: Node) {
        self.width = width
        self.height = height
        super.init(name: "frame", alignment: alignment, context: context, child: child)
        declareIgnoresProposal(width != nil && height != nil)
    }

    package override func childProposal(_ proposal: ProposedViewSize, _ context: LayoutContext) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    package override func sizeThatFits(_ proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGSize {
        guard width == nil || height == nil else { return CGSize(width: width!, height: height!) }
        let size = try children[0].size(for: childProposal(proposal, context), context)
        return CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
///
/// Per axis: the child is offered the ideal size when the proposal is `nil`, else the
/// proposal clamped to [min, max]. The frame then reports the child's size, raised to
/// min(proposal, …) by a minimum and lowered to max(proposal, …) by a maximum — which with
/// both set is the proposal clamped to them; with no proposal and an ideal size, the ideal.
package final class FlexFrameNode: AligningFrameNode {
    package struct Limits {
        var min: CGFloat?
        var ideal: CGFloat?
        var max: CGFloat?
    }

    package let horizontal: Limits
    package let vertical: Limits

    package init(horizontal: Limits, vertical: Limits, alignment: Alignment, context: ResolveContext, child: Node) {
        self.horizontal = horizontal
        self.vertical = vertical
        super.init(name: "frame", alignment: alignment, context: context, child: child)
    }

    private static func childProposal(_ proposed: CGFloat?, _ limits: Limits) -> CGFloat? {
        guard var value = proposed else { return limits.ideal }
        if let low = limits.min { value = Swift.max(value, low) }
        if let high = limits.max { value = Swift.min(value, high) }
        return value
    }

    private static func result(_ proposed: CGFloat?, child: CGFloat, _ limits: Limits) -> CGFloat {
        if proposed == nil, let ideal = limits.ideal {
            var value = ideal
            if let low = limits.min { value = Swift.max(value, low) }
            if let high = limits.max { value = Swift.min(value, high) }
            return value
        }
        var value = child
        if let low = limits.min {
            value = Swift.max(low, proposed.map { Swift.min(value, $0) } ?? value)
        }
        if let high = limits.max {
            value = Swift.min(high, proposed.map { Swift.max(value, $0) } ?? value)
        }
        return value
    }

    package override func childProposal(_ proposal: ProposedViewSize, _ context: LayoutContext) -> ProposedViewSize {
        ProposedViewSize(width: FlexFrameNode.childProposal(proposal.width, horizontal),
                         height: FlexFrameNode.childProposal(proposal.height, vertical))
    }

    package override func sizeThatFits(_ proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGSize {
        let size = try children[0].size(for: childProposal(proposal, context), context)
        return CGSize(width: FlexFrameNode.result(proposal.width, child: size.width, horizontal),
                      height: FlexFrameNode.result(proposal.height, child: size.height, vertical))
    }
}

/// `containerRelativeFrame`: along its axes, as long as its length function makes of the
/// nearest container's length (`LayoutContext.container`), which it offers its child; along
/// the others, as its child. While the container has no length on an axis (a stack probing
/// with an unbounded width, say) the frame follows its child there; placed so, it is an error.
package final class ContainerRelativeFrameNode: AligningFrameNode {
    private let layout: _ContainerRelativeFrameLayout

    package init(_ frame: _ContainerRelativeFrameLayout, context: ResolveContext, child: Node) {
        self.layout = frame
        super.init(name: "containerRelativeFrame", alignment: frame.alignment, context: context, child: child)
    }

    /// The frame's lengths: on each axis it sets and the container has a length on, what its
    /// length function makes of that; `nil` on the others.
    private func lengths(_ context: LayoutContext) throws -> ProposedViewSize {
        var result = ProposedViewSize.unspecified
        for axis in [Axis.horizontal, .vertical] {
            guard layout.axes.contains(axis == .horizontal ? .horizontal : .vertical), let container = context.container[axis] else { continue }
            let value = layout.length(container, axis)
            guard value.isFinite else {
                throw error(.layout, "the length (\(layout.summary)) made of the container's \(formatPoints(container)) points is not a finite number (\(value))")
            }
            result[axis] = max(value, 0)
        }
        return result
    }

    package override func childProposal(_ proposal: ProposedViewSize, _ context: LayoutContext) throws -> ProposedViewSize {
        let lengths = try lengths(context)
        return ProposedViewSize(width: lengths.width ?? proposal.width, height: lengths.height ?? proposal.height)
    }

    package override func sizeThatFits(_ proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGSize {
        let lengths = try lengths(context)
        let inner = ProposedViewSize(width: lengths.width ?? proposal.width, height: lengths.height ?? proposal.height)
        let size = try children[0].size(for: inner, context)
        return CGSize(width: lengths.width ?? size.width, height: lengths.height ?? size.height)
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, _ context: LayoutContext) throws {
        for axis in [Axis.horizontal, .vertical] where layout.axes.contains(axis == .horizontal ? .horizontal : .vertical) && context.container[axis] == nil {
            let what = axis == .horizontal ? "width" : "height"
            throw error(.layout, "has no container \(what) to size itself from: the ScrollView around it, or the picture, is offered no \(what) (give the render a proposed \(what))")
        }
        try super.placeChildren(in: bounds, proposal: proposal, context)
    }
}

extension _ContainerRelativeFrameLayout: ResolvableModifier {
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        if let problem { throw context.child(.slot(0), name: "containerRelativeFrame").error(.invalidValue, "containerRelativeFrame \(problem)") }
        return try resolver.wrapEach(content, name: "containerRelativeFrame", context) { child, context in
            resolver.countContainerRelativeFrame()
            return ContainerRelativeFrameNode(self, context: context, child: child)
        }
    }
}

extension _FrameLayout: ResolvableModifier {
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        /// The modifier's own context, for errors only.
        func here() -> ResolveContext { context.child(.slot(0), name: "frame") }
        if let width { try validateLength(width, "frame width", here()) }
        if let height { try validateLength(height, "frame height", here()) }
        return try resolver.wrapEach(content, name: "frame", context) { child, context in
            FrameNode(width: width, height: height, alignment: alignment, context: context, child: child)
        }
    }
}

extension _FlexFrameLayout: ResolvableModifier {
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        /// The modifier's own context, for errors only.
        func here() -> ResolveContext { context.child(.slot(0), name: "frame") }
        // Bound by bound, with no array made.
        func check(_ value: CGFloat?, _ label: String, allowInfinity: Bool = false) throws {
            if let value { try validateLength(value, "frame \(label)", allowInfinity: allowInfinity, here()) }
        }
        try check(minWidth, "minWidth")
        try check(idealWidth, "idealWidth")
        try check(maxWidth, "maxWidth", allowInfinity: true)
        try check(minHeight, "minHeight")
        try check(idealHeight, "idealHeight")
        try check(maxHeight, "maxHeight", allowInfinity: true)
        if let low = minWidth, let high = maxWidth, low > high {
            throw here().error(.invalidValue, "frame minWidth (\(formatPoints(low))) is larger than maxWidth (\(formatPoints(high)))")
        }
        if let low = minHeight, let high = maxHeight, low > high {
            throw here().error(.invalidValue, "frame minHeight (\(formatPoints(low))) is larger than maxHeight (\(formatPoints(high)))")
        }
        return try resolver.wrapEach(content, name: "frame", context) { child, context in
            FlexFrameNode(horizontal: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
                          vertical: .init(min: minHeight, ideal: idealHeight, max: maxHeight),
                          alignment: alignment, context: context, child: child)
        }
    }
}
