import Foundation
import VellumUI

/// A container laid out by a `Layout` value: the layout sizes itself from its subviews' sizes
/// and places them; subviews it does not place are centred in its bounds at their ideal size.
/// A layout that returns a size or a position that is not a number is an error naming it.
package final class CustomLayoutNode: Node, LayoutSubviewProxy {
    private let engine: any AnyLayoutEngine
    private var context: LayoutContext?
    private var failure: (any Error)?
    private var placements: [Int: (point: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)] = [:]
    package let layoutDirection: LayoutDirection

    package init(engine: any AnyLayoutEngine, layoutDirection: LayoutDirection, context: ResolveContext, children: [Node]) {
        self.engine = engine
        self.layoutDirection = layoutDirection
        super.init(name: engine.layoutName, context: context, children: children)
        declareGuides()
    }

    private var subviews: LayoutSubviews { LayoutSubviews(proxy: self, range: 0..<children.count) }

    /// Runs a call into the layout, then throws what the subviews failed with, if anything.
    private func call<T>(_ context: LayoutContext, _ body: () -> T) throws -> T {
        self.context = context
        failure = nil
        let result = body()
        if let failure { throw failure }
        return result
    }

    package override func sizeThatFits(_ proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGSize {
        let size = try call(context) { engine.sizeThatFits(proposal, subviews) }
        guard !size.width.isNaN, !size.height.isNaN else {
            throw error(.layout, "the layout \(engine.layoutName) returned a size that is not a number (\(size.width)×\(size.height)) for the proposal \(describe(proposal))")
        }
        return size
    }

    package override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, _ context: LayoutContext) throws {
        placements = [:]
        try call(context) { engine.placeSubviews(bounds, proposal, subviews) }
        for (index, child) in children.enumerated() {
            if let placement = placements[index] {
                let size = try child.size(for: placement.proposal, context)
                let origin = CGPoint(x: placement.point.x - placement.anchor.x * size.width, y: placement.point.y - placement.anchor.y * size.height)
                guard origin.x.isFinite, origin.y.isFinite else {
                    throw error(.layout, "the layout \(engine.layoutName) placed subview \(index) at (\(placement.point.x), \(placement.point.y)), which is not a finite position")
                }
                try child.place(at: origin, proposal: placement.proposal, context)
            } else {
                let size = try child.size(for: .unspecified, context)
                try child.place(at: CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2), proposal: .unspecified, context)
            }
        }
    }

    package override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGFloat? {
        try call(context) { engine.explicitAlignment(key, CGRect(origin: .zero, size: size), proposal, subviews) }
    }

    package override func spacing(_ context: LayoutContext) -> ViewSpacing {
        (try? call(context) { engine.spacing(subviews) }) ?? .standard
    }

    // MARK: LayoutSubviewProxy

    package func sizeThatFits(_ index: Int, _ proposal: ProposedViewSize) -> CGSize {
        guard let context, children.indices.contains(index) else { return .zero }
        do { return try children[index].size(for: proposal, context) } catch {
            failure = failure ?? error
            return .zero
        }
    }

    package func dimensions(_ index: Int, _ proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(index, proposal)
        guard let context, children.indices.contains(index) else { return ViewDimensions(size: size) }
        return children[index].dimensions(size: size, proposal: proposal, context)
    }

    package func place(_ index: Int, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        placements[index] = (position, anchor, proposal)
    }

    package func priority(_ index: Int) -> Double { children.indices.contains(index) ? children[index].layoutPriority : 0 }

    package func spacing(_ index: Int) -> ViewSpacing {
        guard let context, children.indices.contains(index) else { return .standard }
        return children[index].spacing(context)
    }

    package func value(_ index: Int, key: ObjectIdentifier) -> Any? {
        children.indices.contains(index) ? children[index].layoutValues[key] : nil
    }
}

extension _LayoutRoot: ResolvablePrimitive {
    package func makeNodes(_ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        let engine = (layout as? AnyLayout)?.base.makeEngine() ?? layout.makeEngine()
        var inner = context.child(.slot(0), name: engine.layoutName)
        inner.stackAxis = engine.stackOrientation
        let children = try resolver.resolve(content, inner)
        return [CustomLayoutNode(engine: engine, layoutDirection: context.environment.layoutDirection, context: context, children: children)]
    }
}

extension _LayoutValueModifier: ResolvableModifier {
    package func makeNodes(content: any View, _ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        try resolver.resolve(content, context.child(.slot(0))).map { node in
            node.layoutValues[key] = value
            return node
        }
    }
}
