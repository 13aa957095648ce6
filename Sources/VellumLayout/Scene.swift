import Foundation
import VellumCore
import VellumUI

/// One view rendered once: resolve → layout → (appear, change and preference actions, then
/// again while they change state) → display list; and, when state changed inside
/// `withAnimation`, the frames of the states before and after, mixed at the render's time.
///
/// A scene owns the state of its views, so everything here runs on one thread; separate
/// scenes are independent and may run on separate threads at once.
package final class Scene {
    /// The most resolve-and-layout passes a render may take while `onAppear`, `onChange` and
    /// `onPreferenceChange` actions keep changing state.
    package static let maximumPasses = 16

    /// The views laid out: their boxes, their size, and what to draw.
    package struct Frame {
        package let size: CGSize
        package let displayList: DisplayList
        private let boxes: LayoutBoxes

        /// The layout boxes of every view, made the first time they are asked for: a render
        /// that only draws (PNG, SVG, PDF) never makes them (100,000 nodes: as many boxes).
        package var layout: LayoutNode { boxes.value }

        package init(layout: LayoutNode, size: CGSize, displayList: DisplayList) {
            self.size = size
            self.displayList = displayList
            boxes = LayoutBoxes(made: layout)
        }

        /// The frame of a pass whose placed nodes are `root`.
        fileprivate init(root: Node, context: LayoutContext, size: CGSize, displayList: DisplayList) {
            self.size = size
            self.displayList = displayList
            boxes = LayoutBoxes(root: root, context: context)
        }
    }

    /// A pass's layout boxes, made from its placed nodes when first asked for (the nodes are
    /// not changed after their pass, and are let go of then).
    private final class LayoutBoxes {
        private var made: LayoutNode?
        private var root: Node?
        private var context: LayoutContext?

        init(made: LayoutNode) {
            self.made = made
        }

        init(root: Node, context: LayoutContext) {
            self.root = root
            self.context = context
        }

        var value: LayoutNode {
            if let made { return made }
            let boxes = root!.layoutNode(context!)
            made = boxes
            root = nil
            context = nil
            return boxes
        }
    }

    private let content: any View
    private let environment: EnvironmentValues
    private let measurer: any TextMeasuring
    private let imageLoader: (any ImageLoading)?
    private let scale: CGFloat
    package let graph = ViewGraph()
    /// Where this scene's time went, summed over its passes (for the benchmarks).
    package private(set) var stageTimes = StageTimes()
    private var appeared: Set<ViewPath> = []
    /// The render's time, in seconds after the view appeared (`TimelineView` reads it).
    private var time: Double = 0
    private var observedValues: [ViewPath: Any] = [:]
    /// How many actions the pass in progress ran.
    private var actionsRun = 0
    private var observedPreferences: [ViewPath: Any] = [:]

    /// The screen's safe-area insets: the views are laid out inside them, and what ignores the
    /// safe area reaches the picture's edges.
    private let safeAreaInsets: EdgeInsets

    package init(content: any View, environment: EnvironmentValues, measurer: any TextMeasuring, imageLoader: (any ImageLoading)? = nil, scale: CGFloat,
                 safeAreaInsets: EdgeInsets = EdgeInsets()) {
        self.content = content
        self.safeAreaInsets = safeAreaInsets
        var environment = environment
        environment.displayScale = scale
        self.environment = environment
        self.measurer = measurer
        self.imageLoader = imageLoader
        self.scale = scale
    }

    /// Lays the view out for `proposal` and returns its frame at `time` seconds after it
    /// appeared: positions in points, snapped to the pixel grid of the scene's scale.
    package func render(proposal: ProposedViewSize, time: Double = 0) throws -> Frame {
        self.time = time
        // Completions of animations that end by the render's time run (see `withAnimation`).
        let settled = try Transaction.$renderTime.withValue(time) { try settle(proposal) }
        let groups = animatedGroups(includingImmediate: retimings > 0)
        guard !groups.isEmpty else { return settled }
        // The frames of the states with the animated changes applied one group after another:
        // states[0] has none of them, states[groups.count] all of them (the settled frame).
        var states: [Frame] = []
        for applied in 0..<groups.count {
            states.append(try withState(appliedGroups: applied, of: groups) { try pass(proposal, runActions: false) })
        }
        states.append(settled)
        var mixed = states[0]
        for (index, group) in groups.enumerated() {
            let progress = group.animation?.progress(at: time) ?? 1
            mixed = Frame(layout: mixed.layout.blended(from: states[index].layout, to: states[index + 1].layout, progress: progress),
                          size: blend(mixed.size, states[index].size, states[index + 1].size, progress),
                          displayList: mixed.displayList.blended(from: states[index].displayList, to: states[index + 1].displayList, progress: progress,
                                                                 timing: BlendTiming(animation: group.animation, time: time)))
        }
        return mixed
    }

    /// Passes until a pass runs no action and changes no state. An action that ran may have
    /// changed what no state cell records (an `@Observable` or `ObservableObject` model), so
    /// the views are laid out again after it; appear actions run once, and the others only
    /// when what they watch changes, so this ends.
    private func settle(_ proposal: ProposedViewSize) throws -> Frame {
        var passes = 0
        while true {
            passes += 1
            actionsRun = 0
            let frame = try pass(proposal, runActions: true)
            let stateChanged = !graph.takeChanges().isEmpty
            if actionsRun == 0, !stateChanged { return frame }
            if passes >= Scene.maximumPasses {
                throw VellumError(.invalidView, "state kept changing for \(Scene.maximumPasses) passes of layout: an onAppear, onChange or onPreferenceChange action changes state every time it runs")
            }
        }
    }

    /// One pass: resolve, lay out, run the actions that are due (when asked), draw.
    private func pass(_ proposal: ProposedViewSize, runActions: Bool) throws -> Frame {
        var clock = StageClock()
        let resolver = Resolver(graph: graph)
        let root = try makeRoot(resolver)
        stageTimes.resolve += clock.lap()
        let context = layoutContext(for: root, resolver, proposal)
        let size = try placeRoot(root, proposal, context)
        stageTimes.layout += clock.lap()
        retimings = resolver.retimings
        if runActions {
            animateImplicitly(resolver)
            runAppearActions(resolver)
            runValueObservers(resolver)
            if resolver.preferenceObservers > 0 { runPreferenceObservers(root) }
        }
        let builder = DisplayListBuilder(capacity: root.subtreeSize)
        try root.draw(builder, context)
        let frame = Frame(root: root, context: context, size: size, displayList: DisplayList(items: builder.items, size: size))
        stageTimes.displayList += clock.lap()
        stageTimes.passes += 1
        stageTimes.nodes = root.subtreeSize
        return frame
    }

    /// The seconds one layout of the resolved views takes, with `beforeLayout` run between
    /// resolving them and laying them out: the benchmarks empty the processor's caches there,
    /// so that trees of every size are laid out from memory alike. No action runs and nothing
    /// is drawn. The layout runs inside `around` (the benchmarks count its instructions there).
    package func timeLayout(proposal: ProposedViewSize, beforeLayout: () -> Void,
                            around: (() throws -> Void) throws -> Void = { try $0() }) throws -> Double {
        let resolver = Resolver(graph: graph)
        let root = try makeRoot(resolver)
        let context = layoutContext(for: root, resolver, proposal)
        beforeLayout()
        var clock = StageClock()
        try around {
            _ = try placeRoot(root, proposal, context)
        }
        return clock.lap()
    }

    /// Lays `root` out for `proposal` and places it; returns the picture's size. With safe-area
    /// insets (and a size proposed on both axes) the root is offered the safe area and placed
    /// in it, and the picture is the whole screen.
    private func placeRoot(_ root: Node, _ proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGSize {
        let insets = safeAreaInsets
        guard insets != EdgeInsets(), let width = proposal.width, let height = proposal.height, width.isFinite, height.isFinite else {
            let size = try root.size(for: proposal, context)
            try root.place(at: .zero, proposal: proposal, context)
            return size
        }
        let screen = CGRect(x: 0, y: 0, width: width, height: height)
        let safe = CGRect(x: insets.leading, y: insets.top, width: max(width - insets.leading - insets.trailing, 0),
                          height: max(height - insets.top - insets.bottom, 0))
        // The root is centred in the safe area, as a hosting view centres it.
        try context.withSafeArea(safe, reach: screen) {
            let size = try root.size(for: ProposedViewSize(safe.size), context)
            try root.place(at: CGPoint(x: safe.midX - size.width / 2, y: safe.midY - size.height / 2), proposal: ProposedViewSize(safe.size), context)
        }
        return screen.size
    }

    /// The context to lay `root` out in at `proposal`: the picture is the outermost container,
    /// as large as proposed.
    private func layoutContext(for root: Node, _ resolver: Resolver, _ proposal: ProposedViewSize) -> LayoutContext {
        let context = LayoutContext(measurer: measurer, imageLoader: imageLoader, scale: scale, resolver: resolver)
        context.container = ProposedViewSize.container(offered: proposal)
        return context
    }

    /// How many `transaction(_:)` modifiers the last pass met.
    private var retimings = 0
    /// The values of the `animation(_:value:)` and `transaction(value:_:)` modifiers at the
    /// last pass that ran actions, by the modifier's view, and how many changes had been made then.
    private var observedTriggers: [ViewPath: AnimationTrigger] = [:]
    private var changesObserved = 0

    /// Animates the changes made since the last pass without an animation, with the animation
    /// of the first `animation(_:value:)` modifier whose value they changed, and opens the gate
    /// of each `transaction(value:_:)` whose value they changed. SwiftUI animates
    /// only what is inside such a modifier; Vellum animates all that those changes changed,
    /// which is the same when the state is read only inside it (a shimmer's phase, say).
    private func animateImplicitly(_ resolver: Resolver) {
        /// Whether the value of the modifier at `path` changed since the last pass; records it.
        func changed(_ path: ViewPath, _ value: AnimationTrigger) -> Bool {
            defer { observedTriggers[path] = value }
            return observedTriggers[path].map { $0 != value } ?? false
        }
        for (path, animation, value) in resolver.implicitAnimations {
            if changed(path, value), let animation { graph.animate(changesFrom: changesObserved, with: animation) }
        }
        changesObserved = graph.history.count
        for (path, value, gate) in resolver.gatedRetimings where changed(path, value) {
            gate.isOpen = true
        }
    }

    private func runAppearActions(_ resolver: Resolver) {
        for (path, action) in resolver.appearActions where appeared.insert(path).inserted {
            actionsRun += 1
            action()
        }
    }

    private func runValueObservers(_ resolver: Resolver) {
        for (path, observer) in resolver.valueObservers {
            if let old = observedValues[path] {
                if !observer.isEqual(old) {
                    observedValues[path] = observer.equatableValue
                    actionsRun += 1
                    observer.fire(old: old, new: observer.equatableValue)
                }
            } else {
                observedValues[path] = observer.equatableValue
                if observer.isInitial {
                    actionsRun += 1
                    observer.fire(old: observer.equatableValue, new: observer.equatableValue)
                }
            }
        }
    }

    private func runPreferenceObservers(_ root: Node) {
        var stack = [root]
        var observers: [PreferenceObserverNode] = []
        while let node = stack.popLast() {
            if let observer = node as? PreferenceObserverNode { observers.append(observer) }
            stack.append(contentsOf: node.children.reversed())
        }
        for node in observers {
            let value = node.observer.value(in: node)
            if let old = observedPreferences[node.path], node.observer.isEqual(old, value) { continue }
            observedPreferences[node.path] = value
            actionsRun += 1
            node.observer.fire(value)
        }
    }

    /// The animated state changes, grouped by animation in the order they were first made;
    /// with `includingImmediate`, the changes made at once too, in a group of no animation (a
    /// `transaction(_:)` may give them one).
    private func animatedGroups(includingImmediate: Bool) -> [(animation: Animation?, changes: [Int])] {
        var groups: [(animation: Animation?, changes: [Int])] = []
        for (index, change) in graph.history.enumerated() {
            let immediate = change.transaction.animation == nil || change.transaction.disablesAnimations
            guard includingImmediate || !immediate else { continue }
            let animation = immediate ? nil : change.transaction.animation
            if let existing = groups.firstIndex(where: { $0.animation == animation }) {
                groups[existing].changes.append(index)
            } else {
                groups.append((animation, [index]))
            }
        }
        return groups
    }

    /// Runs `body` with the state as it was with only the first `applied` animated groups
    /// applied, then restores the settled state.
    private func withState<T>(appliedGroups applied: Int, of groups: [(animation: Animation?, changes: [Int])], _ body: () throws -> T) rethrows -> T {
        let reverted = Set(groups[applied...].flatMap(\.changes))
        let history = graph.history
        for index in history.indices.reversed() where reverted.contains(index) {
            history[index].cell.anyValue = history[index].oldValue
        }
        defer {
            for index in history.indices where reverted.contains(index) {
                history[index].cell.anyValue = history[index].newValue
            }
            _ = graph.takeChanges()
        }
        return try body()
    }

    private func makeRoot(_ resolver: Resolver) throws -> Node {
        var environment = environment
        environment.renderTime = time
        let context = ResolveContext(environment: environment)
        let nodes = resolver.applyingLayoutDirection(try resolver.resolve(content, context), from: .leftToRight, to: environment.layoutDirection, context)
        switch nodes.count {
        case 0:
            throw VellumError(.invalidView, "the view is empty: there is nothing to render")
        case 1:
            return nodes[0]
        default:
            // Several views at the root are stacked as SwiftUI's hosting view stacks them.
            return StackNode(name: "Root", axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: ViewSpacing.standardDistance,
                             context: context.child(.slot(0)), children: nodes)
        }
    }
}

/// Seconds spent in each stage of a scene's passes.
package struct StageTimes: Sendable {
    package var resolve = 0.0
    package var layout = 0.0
    /// Drawing into the display list, including the actions run between layout and drawing.
    package var displayList = 0.0
    package var passes = 0
    /// How many nodes the last pass laid out (those a `GeometryReader` made during layout
    /// not counted).
    package var nodes = 0
}

/// Laps of the monotonic clock.
package struct StageClock {
    private var last = DispatchTime.now().uptimeNanoseconds

    package init() {}

    /// Seconds since the last lap (or since the clock was made).
    package mutating func lap() -> Double {
        let now = DispatchTime.now().uptimeNanoseconds
        defer { last = now }
        return Double(now - last) / 1e9
    }
}
