import Foundation

/// A container that sizes and places its subviews with your own rules: SwiftUI's `Layout`.
///
/// ```swift
/// struct FlowLayout: Layout {
///     var spacing: CGFloat = 8
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { … }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { … }
/// }
///
/// FlowLayout { ForEach(tags, id: \.self) { Text($0) } }
/// ```
public protocol Layout {
    /// Properties of the layout type (its stack orientation, if any).
    static var layoutProperties: LayoutProperties { get }

    /// Data computed once per layout pass and shared between the calls below.
    associatedtype Cache = Void

    typealias Subviews = LayoutSubviews

    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    /// The size the container takes for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places every subview (with `LayoutSubview.place`) inside `bounds`, in root coordinates.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {}

    /// The union of the subviews' spacing preferences.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(ViewSpacing()) { $0.union($1.spacing) }
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    /// The views of `content`, laid out by this layout.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutRoot(layout: self, content: content())
    }
}

extension Layout where Cache == () {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// Properties of a layout type.
public struct LayoutProperties: Sendable {
    /// The axis the layout stacks along, if it is a stack.
    public var stackOrientation: Axis?

    public init() {}
}

/// The subviews of a custom layout: SwiftUI's `LayoutSubviews`.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    public typealias SubSequence = LayoutSubviews
    package let proxy: any LayoutSubviewProxy
    package let range: Range<Int>

    package init(proxy: any LayoutSubviewProxy, range: Range<Int>) {
        self.proxy = proxy
        self.range = range
    }

    public var startIndex: Int { range.lowerBound }
    public var endIndex: Int { range.upperBound }
    public subscript(index: Int) -> LayoutSubview { LayoutSubview(proxy: proxy, index: index) }
    public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(proxy: proxy, range: bounds) }

    /// The layout direction of the container.
    public var layoutDirection: LayoutDirection { proxy.layoutDirection }

    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.proxy === rhs.proxy && lhs.range == rhs.range
    }
}

/// One subview of a custom layout: ask it its size, then place it: SwiftUI's `LayoutSubview`.
public struct LayoutSubview: Equatable {
    package let proxy: any LayoutSubviewProxy
    package let index: Int

    /// The subview's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proxy.sizeThatFits(index, proposal)
    }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        proxy.dimensions(index, proposal)
    }

    /// Places the subview with its `anchor` at `position` (root coordinates), sized for
    /// `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        proxy.place(index, at: position, anchor: anchor, proposal: proposal)
    }

    /// The subview's layout priority.
    public var priority: Double { proxy.priority(index) }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing { proxy.spacing(index) }

    /// The value the subview set for `key` with `layoutValue(key:value:)`, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        proxy.value(index, key: ObjectIdentifier(key)) as? K.Value ?? K.defaultValue
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.proxy === rhs.proxy && lhs.index == rhs.index
    }
}

/// What a layout's subviews are backed by: the nodes of the layout stage.
package protocol LayoutSubviewProxy: AnyObject {
    var layoutDirection: LayoutDirection { get }
    func sizeThatFits(_ index: Int, _ proposal: ProposedViewSize) -> CGSize
    func dimensions(_ index: Int, _ proposal: ProposedViewSize) -> ViewDimensions
    func place(_ index: Int, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)
    func priority(_ index: Int) -> Double
    func spacing(_ index: Int) -> ViewSpacing
    func value(_ index: Int, key: ObjectIdentifier) -> Any?
}

/// A value a subview gives its custom layout: SwiftUI's `LayoutValueKey`.
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Sets a layout value on a view: `layoutValue(key:value:)`.
public struct _LayoutValueModifier: _PrimitiveModifier {
    package let key: ObjectIdentifier
    package let value: Any
}

extension View {
    /// Gives the view `value` for `key`, read by a custom layout from its subviews.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(_LayoutValueModifier(key: ObjectIdentifier(key), value: value))
    }
}

/// The views of a custom layout: what `Layout.callAsFunction` returns.
public struct _LayoutRoot<L: Layout, Content: View>: _PrimitiveView {
    package let layout: L
    package let content: Content
}

/// A layout with its cache, behind a type-erased interface.
package protocol AnyLayoutEngine: AnyObject {
    var layoutName: String { get }
    var stackOrientation: Axis? { get }
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize
    func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews)
    func explicitAlignment(_ key: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGFloat?
    func spacing(_ subviews: LayoutSubviews) -> ViewSpacing
}

package final class LayoutEngine<L: Layout>: AnyLayoutEngine {
    let layout: L
    private var cache: L.Cache?

    package init(_ layout: L) {
        self.layout = layout
    }

    package var layoutName: String {
        let full = String(describing: L.self)
        return String(full.split(separator: "<", maxSplits: 1).first ?? Substring(full))
    }

    package var stackOrientation: Axis? { L.layoutProperties.stackOrientation }

    /// Runs `body` on the cache, taken out of the engine while it runs: `body` lays out the
    /// subviews, which may hold custom layouts of their own, and an access to a stored
    /// property held across that would make every nested access check all those around it
    /// (Swift's run-time exclusivity checks), a cost in the square of the nesting depth.
    private func withCache<T>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> T) -> T {
        var current = cache ?? layout.makeCache(subviews: subviews)
        // Left empty meanwhile, so that a cache holding arrays is changed in place, not copied.
        cache = nil
        defer { cache = current }
        return body(&current)
    }

    package func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        withCache(subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    package func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        withCache(subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    package func explicitAlignment(_ key: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGFloat? {
        withCache(subviews) { cache in
            if key.axis == .horizontal {
                return layout.explicitAlignment(of: HorizontalAlignment(key.id), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            }
            return layout.explicitAlignment(of: VerticalAlignment(key.id), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    package func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        withCache(subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }
}

extension Layout {
    package func makeEngine() -> any AnyLayoutEngine { LayoutEngine(self) }
}

/// A type-erased layout, to switch layouts without changing the identity of the views:
/// SwiftUI's `AnyLayout`.
public struct AnyLayout: Layout {
    package let base: any Layout

    public init<L: Layout>(_ layout: L) {
        base = (layout as? AnyLayout)?.base ?? layout
    }

    /// The wrapped layout with its own cache.
    public final class Cache {
        package let engine: any AnyLayoutEngine
        package init(engine: any AnyLayoutEngine) { self.engine = engine }
    }

    public func makeCache(subviews: Subviews) -> Cache { Cache(engine: base.makeEngine()) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        cache.engine.sizeThatFits(proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        cache.engine.placeSubviews(bounds, proposal, subviews)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        cache.engine.spacing(subviews)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        cache.engine.explicitAlignment(guide.key, bounds, proposal, subviews)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        cache.engine.explicitAlignment(guide.key, bounds, proposal, subviews)
    }
}
