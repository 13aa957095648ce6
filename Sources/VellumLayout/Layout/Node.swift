import Foundation
import VellumCore
import VellumUI

/// A primitive view or modifier in the layout tree. It sizes itself for a proposal, places
/// its children, and draws itself into a display list.
///
/// Subclasses override `sizeThatFits`, `placeChildren` and `draw`; the base class caches sizes
/// per proposal (stacks ask the same child several times) and snaps positions to pixels.
package class Node {
    /// Whether the node may set an alignment guide explicitly: text (its baselines),
    /// `alignmentGuide`, a custom layout, and every node above one of those. Any other node
    /// answers `nil` for every guide without being asked, so stacks aligning hundreds of
    /// shapes by their centre do not walk every subtree for each guide.
    package private(set) var setsGuides: Bool
    /// Whether the node's size is the same for every proposal: a frame with a fixed width and
    /// height, `fixedSize()` on both axes, and padding, backgrounds, effects and stacks around
    /// only such nodes. Its first size then answers every proposal, with no walk through its
    /// children: a stack probing a fixed-size card for its least and greatest size asks once.
    package private(set) var ignoresProposal = false
    package var children: [Node]
    /// The frame in root coordinates (points), set when the node is placed.
    package private(set) var frame: CGRect = .zero
    /// Sizes by proposal.
    private var sizes = SizeMemo()
    /// The guides this node was asked for. A container's guide is usually its child's, and
    /// every container asks its children for guides as it sizes and as it places them: worked
    /// out again at each level, a guide deep in a tree cost time in the square of its depth
    /// (or, with two guides asked for at each level, twice the time per level).
    private var guides: [GuideAnswer] = []
    /// The name shown in layout dumps: `VStack`, `Text("Hi")`, `padding`, …
    package let name: String
    package let path: ViewPath
    /// The views around this node, for error messages (the node's own name is added then).
    private let parentTrail: Trail?
    /// The node's `layoutPriority`: stacks size higher priorities first.
    package var layoutPriority: Double = 0
    /// The node's `zIndex`: siblings are drawn in increasing order of it.
    package var zIndex: Double = 0
    /// The values set with `layoutValue(key:value:)`, read by a custom layout.
    package var layoutValues: [ObjectIdentifier: Any] = [:]
    /// How many nodes the node and its descendants made when it was made: room for the
    /// display list is reserved from it (a node whose children are made later, as a
    /// `GeometryReader`'s, counts those it had).
    package private(set) var subtreeSize = 1

    package init(name: String, context: ResolveContext, children: [Node] = []) {
        self.name = name
        path = context.path
        parentTrail = context.trail
        self.children = children
        setsGuides = children.contains { $0.setsGuides }
        subtreeSize = children.reduce(1) { $0 + $1.subtreeSize }
    }

    /// Marks the node as one that sets guides of its own (see `setsGuides`).
    package final func declareGuides() {
        setsGuides = true
    }

    /// Says whether the node's size is the same for every proposal (see `ignoresProposal`).
    package final func declareIgnoresProposal(_ ignores: Bool) {
        ignoresProposal = ignores
    }

    /// Takes `child`'s layout priority and z-index: modifiers pass their view's traits up.
    package func adoptTraits(of child: Node) {
        layoutPriority = child.layoutPriority
        zIndex = child.zIndex
        layoutValues = child.layoutValues
    }

    /// The size this node takes for `proposal`, computed once per proposal.
    package final func size(for proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGSize {
        if ignoresProposal, let known = sizes.any { return known }
        if let known = sizes.size(for: proposal) { return known }
        let size = try sizeThatFits(proposal, context)
        guard !size.width.isNaN, !size.height.isNaN else {
            throw error(.layout, "size is not a number (NaN) for the proposal \(describe(proposal))")
        }
        let clamped = CGSize(width: max(size.width, 0), height: max(size.height, 0))
        sizes.remember(clamped, for: proposal)
        return clamped
    }

    /// The size for `proposal`. Override; the default fills the proposal, 10 points on an
    /// unspecified axis, as shapes do.
    package func sizeThatFits(_ proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// Places the node with its top-leading corner at `origin` (root coordinates, snapped to
    /// the pixel grid) and the size it takes for `proposal`, then places its children.
    package final func place(at origin: CGPoint, proposal: ProposedViewSize, _ context: LayoutContext) throws {
        let size = try self.size(for: proposal, context)
        guard size.width.isFinite, size.height.isFinite else {
            throw error(.layout, "takes an infinite size (\(formatPoints(size.width))×\(formatPoints(size.height))) for the proposal \(describe(proposal)); give it a finite frame")
        }
        guard origin.x.isFinite, origin.y.isFinite else {
            throw error(.layout, "is placed at a position that is not finite (\(formatPoints(origin.x)), \(formatPoints(origin.y)))")
        }
        frame = CGRect(x: context.snap(origin.x), y: context.snap(origin.y), width: size.width, height: size.height)
        try placeChildren(in: frame, proposal: proposal, context)
    }

    /// Mirrors this node and its descendants about the vertical line at `x` (root
    /// coordinates), snapping the new positions to the pixel grid: how a right-to-left
    /// layout is made from a left-to-right one.
    package final func mirror(about x: CGFloat, _ context: LayoutContext) {
        frame.origin.x = context.snap(2 * x - frame.maxX)
        for child in children { child.mirror(about: x, context) }
    }

    /// Places the children inside `bounds`. Override; the default places each child in the
    /// same bounds with the same proposal.
    package func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, _ context: LayoutContext) throws {
        for child in children {
            try child.place(at: bounds.origin, proposal: proposal, context)
        }
    }

    /// The position of `key` if this node sets it explicitly; `nil`, without asking, when
    /// nothing in it sets guides. Call this rather than `explicitAlignment`.
    package final func explicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGFloat? {
        guard setsGuides else { return nil }
        if let known = guides.first(where: { $0.key == key && $0.size == size && $0.proposal == proposal }) { return known.value }
        let value = try explicitAlignment(key, size: size, proposal: proposal, context)
        guides.append(GuideAnswer(key: key, size: size, proposal: proposal, value: value))
        return value
    }

    /// The position of an alignment guide this node sets explicitly (text baselines, custom
    /// guides), in its own coordinates, for the given size and proposal. Override; a node that
    /// sets guides of its own calls `declareGuides()` when it is made.
    package func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGFloat? {
        nil
    }

    /// The node's dimensions: its size and the positions of its alignment guides.
    package final func dimensions(size: CGSize, proposal: ProposedViewSize, _ context: LayoutContext) -> ViewDimensions {
        guard setsGuides else { return ViewDimensions(size: size) }
        return ViewDimensions(size: size) { [unowned self] key in
            (try? self.explicitGuide(key, size: size, proposal: proposal, context)) ?? nil
        }
    }

    /// The space the node wants next to its neighbours in a stack. Override.
    package func spacing(_ context: LayoutContext) -> ViewSpacing { .standard }

    /// Whether this node is a spacer (stacks give spacers the space left over).
    package var isSpacer: Bool { false }

    /// Appends the node's drawing. Override; the default draws the children in order of
    /// `zIndex`, then of declaration.
    package func draw(_ builder: DisplayListBuilder, _ context: LayoutContext) throws {
        for child in drawingOrder { try child.draw(builder, context) }
    }

    /// The nodes made for this node's views when it was resolved (a list's rows before it
    /// places them): where a container looks for what the views inside it say (navigation
    /// titles, toolbars).
    package var resolvedChildren: [Node] { children }

    /// The children in the order they are drawn: by `zIndex`, then as declared.
    package var drawingOrder: [Node] {
        guard children.contains(where: { $0.zIndex != 0 }) else { return children }
        return children.enumerated().sorted { a, b in
            a.element.zIndex != b.element.zIndex ? a.element.zIndex < b.element.zIndex : a.offset < b.offset
        }.map(\.element)
    }

    /// An error about this node, naming the path of views to it.
    package func error(_ kind: VellumError.Kind, _ message: String) -> VellumError {
        VellumError(kind, message, viewPath: trailNames)
    }

    /// The names of the views from the root to this node, outermost first.
    package var trailNames: [String] { parentTrail.names + [name] }

    /// The node and its descendants as public layout boxes.
    package func layoutNode(_ context: LayoutContext) -> LayoutNode {
        LayoutNode(name: name, frame: frame, children: children.map { $0.layoutNode(context) })
    }
}

/// A node with one child whose layout it passes through unchanged (effects, environment
/// nodes): same size, same position, same alignment guides and spacing.
package class PassthroughNode: Node {
    package var child: Node { children[0] }

    package init(name: String, context: ResolveContext, child: Node) {
        super.init(name: name, context: context, children: [child])
        adoptTraits(of: child)
        declareIgnoresProposal(child.ignoresProposal)
    }

    package override func sizeThatFits(_ proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGSize {
        try child.size(for: proposal, context)
    }

    package override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGFloat? {
        try child.explicitGuide(key, size: size, proposal: proposal, context)
    }

    package override func spacing(_ context: LayoutContext) -> ViewSpacing { child.spacing(context) }

    package override var isSpacer: Bool { child.isSpacer }
}

/// A guide a node answered, for the size and proposal it was asked with.
private struct GuideAnswer {
    let key: AlignmentKey
    let size: CGSize
    let proposal: ProposedViewSize
    let value: CGFloat?
}

/// A proposal as dumps and messages print it: `320×nil`.
package func describe(_ proposal: ProposedViewSize) -> String {
    "\(proposal.width.map(formatPoints) ?? "nil")×\(proposal.height.map(formatPoints) ?? "nil")"
}
