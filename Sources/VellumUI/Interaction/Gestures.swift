import Foundation

// Gestures are accepted so interactive code compiles; a still picture has no touches, so they
// never fire.

/// An input gesture: SwiftUI's `Gesture`.
public protocol Gesture {
    /// What the gesture reports.
    associatedtype Value
}

extension Gesture {
    /// Calls `action` while the gesture changes (never, in a render).
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(base: self)
    }

    /// Calls `action` when the gesture ends (never, in a render).
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(base: self)
    }

    /// This gesture and `other` at the same time.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(first: self, second: other)
    }
}

public struct _ChangedGesture<Base: Gesture>: Gesture {
    public typealias Value = Base.Value
    let base: Base
}

public struct _EndedGesture<Base: Gesture>: Gesture {
    public typealias Value = Base.Value
    let base: Base
}

public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    public typealias Value = (first: First.Value?, second: Second.Value?)
    let first: First
    let second: Second
}

/// Where gesture locations are measured.
public enum CoordinateSpace: Hashable {
    case global, local
    case named(AnyHashable)

    public static func named<T: Hashable & Sendable>(_ name: T) -> CoordinateSpace { .named(AnyHashable(name)) }
}

/// A coordinate space to name: SwiftUI's `NamedCoordinateSpace` (`coordinateSpace(_:)`).
public struct NamedCoordinateSpace: Hashable {
    package let name: AnyHashable

    public static func named<T: Hashable>(_ name: T) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}

/// A drag: SwiftUI's `DragGesture`.
public struct DragGesture: Gesture {
    /// Where a drag is.
    public struct Value: Equatable, Sendable {
        public var time = Date(timeIntervalSince1970: 0)
        public var location = CGPoint.zero
        public var startLocation = CGPoint.zero
        public var translation = CGSize.zero
        public var velocity = CGSize.zero
        public var predictedEndLocation = CGPoint.zero
        public var predictedEndTranslation = CGSize.zero
    }

    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace

    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }
}

/// A tap: SwiftUI's `TapGesture`.
public struct TapGesture: Gesture {
    public typealias Value = Void
    public var count: Int

    public init(count: Int = 1) {
        self.count = count
    }
}

/// A long press: SwiftUI's `LongPressGesture`.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat

    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

/// A pinch: SwiftUI's `MagnifyGesture`.
public struct MagnifyGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var magnification: CGFloat = 1
    }

    public var minimumScaleDelta: CGFloat

    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }
}

extension View {
    /// Calls `action` when the view is tapped (never, in a render).
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }

    /// Calls `action` on a long press (never, in a render).
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void) -> some View { self }

    /// Attaches a gesture (which never fires in a render).
    public func gesture<G: Gesture>(_ gesture: G) -> some View { self }

    /// Attaches a gesture recognised along with the view's own (never fires in a render).
    public func simultaneousGesture<G: Gesture>(_ gesture: G) -> some View { self }

    /// Attaches a gesture that takes precedence (never fires in a render).
    public func highPriorityGesture<G: Gesture>(_ gesture: G) -> some View { self }

    /// Sets the shape that receives touches; it does not change the picture.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }

    /// Sets the shape used for `kinds` of interaction (hit testing, previews, hover and focus
    /// effects): none of them draws in a render.
    public func contentShape<S: Shape>(_ kinds: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View { self }

    /// Sets whether the view receives touches; it does not change the picture.
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }

    /// Names this view's coordinate space, for `GeometryProxy.frame(in: .named(name))`.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(_CoordinateSpaceModifier(name: AnyHashable(name)))
    }

    /// Names this view's coordinate space, as iOS 17 spells it: `.coordinateSpace(.named("card"))`.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(_CoordinateSpaceModifier(name: name.name))
    }

    /// Tags the view with a value: a tab view shows the page whose tag is its selection.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(_TagModifier(tag: AnyHashable(tag)))
    }

    /// Sets the accessibility label; it does not change the picture.
    public func accessibilityLabel(_ label: Text) -> some View { self }

    /// Sets the accessibility label; it does not change the picture.
    public func accessibilityLabel(_ label: LocalizedStringKey) -> some View { self }

    /// Hides the view from accessibility; it does not change the picture.
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }

    /// Sets the help text shown on hover; it does not change the picture.
    public func help(_ text: LocalizedStringKey) -> some View { self }

    /// Sets the help text shown on hover; it does not change the picture.
    public func help<S: StringProtocol>(_ text: S) -> some View { self }

    /// Sets the help text shown on hover; it does not change the picture.
    public func help(_ text: Text) -> some View { self }

    /// Lets the view take keyboard focus; it does not change the picture.
    public func focusable(_ isFocusable: Bool = true) -> some View { self }

    /// Calls `action` when the pointer enters or leaves the view (never, in a render).
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }

    /// Lets people select the text in this view; it does not change the picture.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }

    /// Marks the view as holding private data (redacted on a locked screen, never in a
    /// render); it does not change the picture.
    public func privacySensitive(_ sensitive: Bool = true) -> some View { self }

    /// Extends the view into the safe area on each of `edges` where it touches it: past the
    /// screen's insets (`ImageRenderer.safeAreaInsets`, a device snapshot's) and behind bars.
    /// The keyboard's region alone changes nothing (a render shows no keyboard).
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(_IgnoresSafeAreaModifier(edges: regions.contains(.container) ? edges : []))
    }

    /// Extends the view into the safe area: `ignoresSafeArea(_:edges:)`.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        ignoresSafeArea(.container, edges: edges)
    }

    /// Hides the view: it keeps its place in the layout and draws nothing.
    public func hidden() -> some View { opacity(0) }

    /// Plays haptic feedback when `trigger` changes (never, in a render); it does not change
    /// the picture.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }

    /// Plays haptic feedback when `trigger` changes and `condition` allows (never, in a render);
    /// it does not change the picture.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool) -> some View { self }

    /// Plays the haptic feedback `feedback` returns when `trigger` changes (never, in a render);
    /// it does not change the picture.
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?) -> some View { self }
}

/// Whether text can be selected (`textSelection(_:)`).
public protocol TextSelectability {}

/// Text people can select.
public struct EnabledTextSelectability: TextSelectability {}

/// Text people cannot select.
public struct DisabledTextSelectability: TextSelectability {}

extension TextSelectability where Self == EnabledTextSelectability {
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

/// The kinds of safe area (`ignoresSafeArea(_:edges:)`).
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// Names a coordinate space for the views inside.
public struct _CoordinateSpaceModifier: _PrimitiveModifier {
    package let name: AnyHashable
}

/// A kind of haptic feedback (`sensoryFeedback(_:trigger:)`), which a render never plays.
public struct SensoryFeedback: Equatable, Sendable {
    private let kind: String
    private let weight: Weight?
    private let flexibility: Flexibility?
    private let intensity: Double

    private init(_ kind: String, weight: Weight? = nil, flexibility: Flexibility? = nil, intensity: Double = 1) {
        self.kind = kind
        self.weight = weight
        self.flexibility = flexibility
        self.intensity = intensity
    }

    public static let success = SensoryFeedback("success")
    public static let warning = SensoryFeedback("warning")
    public static let error = SensoryFeedback("error")
    public static let selection = SensoryFeedback("selection")
    public static let increase = SensoryFeedback("increase")
    public static let decrease = SensoryFeedback("decrease")
    public static let start = SensoryFeedback("start")
    public static let stop = SensoryFeedback("stop")
    public static let alignment = SensoryFeedback("alignment")
    public static let levelChange = SensoryFeedback("levelChange")
    public static let pathComplete = SensoryFeedback("pathComplete")
    public static let impact = SensoryFeedback("impact")

    /// An impact of `weight` at `intensity` (0 to 1).
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback("impact", weight: weight, intensity: intensity)
    }

    /// An impact of `flexibility` at `intensity` (0 to 1).
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback("impact", flexibility: flexibility, intensity: intensity)
    }

    /// How heavy an impact feels.
    public struct Weight: Equatable, Sendable {
        private let name: String
        public static let light = Weight(name: "light")
        public static let medium = Weight(name: "medium")
        public static let heavy = Weight(name: "heavy")
    }

    /// How rigid an impact feels.
    public struct Flexibility: Equatable, Sendable {
        private let name: String
        public static let rigid = Flexibility(name: "rigid")
        public static let solid = Flexibility(name: "solid")
        public static let soft = Flexibility(name: "soft")
    }
}

/// The kinds of interaction a content shape is for: SwiftUI's `ContentShapeKinds`.
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

/// Extends a view into the safe area where it touches it: `ignoresSafeArea(_:edges:)`.
public struct _IgnoresSafeAreaModifier: _PrimitiveModifier {
    package let edges: Edge.Set
}

/// Tags a view with a value: `tag(_:)`.
public struct _TagModifier: _PrimitiveModifier {
    package let tag: AnyHashable
}
