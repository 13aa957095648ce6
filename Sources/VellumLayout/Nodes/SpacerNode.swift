import Foundation
import VellumCore
import VellumUI

/// `Spacer`: takes what it is offered along its stack's axis, at least `minLength` (by default
/// 8 points), and nothing across; outside a stack it expands on both axes. It has the lowest
/// layout priority, so stacks size it last, and it wants no spacing next to it.
package final class SpacerNode: Node {
    package let axis: Axis?
    package let minLength: CGFloat

    package init(axis: Axis?, minLength: CGFloat, context: ResolveContext) {
        self.axis = axis
        self.minLength = minLength
        super.init(name: "Spacer", context: context)
        layoutPriority = -.infinity
    }

    package override func sizeThatFits(_ proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGSize {
        let width = max(proposal.width ?? 0, minLength)
        let height = max(proposal.height ?? 0, minLength)
        switch axis {
        case .horizontal: return CGSize(width: width, height: 0)
        case .vertical: return CGSize(width: 0, height: height)
        case nil: return CGSize(width: width, height: height)
        }
    }

    package override func spacing(_ context: LayoutContext) -> ViewSpacing { .zero }

    package override var isSpacer: Bool { true }

    package override func draw(_ builder: DisplayListBuilder, _ context: LayoutContext) throws {}
}

/// `Divider`: a line one pixel thick across its stack's axis (horizontal outside stacks),
/// as long as it is offered, in the separator colour.
package final class DividerNode: Node {
    package let isVertical: Bool
    package let color: RGBA

    package init(isVertical: Bool, color: RGBA, context: ResolveContext) {
        self.isVertical = isVertical
        self.color = color
        super.init(name: "Divider", context: context)
    }

    package override func sizeThatFits(_ proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGSize {
        let thickness = 1 / context.scale
        return isVertical
            ? CGSize(width: thickness, height: proposal.height ?? 10)
            : CGSize(width: proposal.width ?? 10, height: thickness)
    }

    package override func draw(_ builder: DisplayListBuilder, _ context: LayoutContext) throws {
        builder.append(.shape(ShapeDrawing(key: path.key, path: Path(frame), paint: .color(color), paintBounds: frame)))
    }
}

extension Spacer: ResolvablePrimitive {
    package func makeNodes(_ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        if let minLength {
            try validateLength(minLength, "Spacer minLength", context.child(.slot(0), name: "Spacer"))
        }
        return [SpacerNode(axis: context.stackAxis, minLength: minLength ?? ViewSpacing.standardDistance, context: context)]
    }
}

extension Divider: ResolvablePrimitive {
    package func makeNodes(_ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        let color = try Color.separator.resolve(in: context.environment)
        return [DividerNode(isVertical: context.stackAxis == .horizontal, color: color, context: context)]
    }
}
