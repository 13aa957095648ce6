import Foundation

/// A namespace for `matchedGeometryEffect` identifiers: SwiftUI's `Namespace`. A render
/// matches no geometry across views (see `matchedGeometryEffect`), so every namespace's ID is
/// alike: nothing random, nothing that differs between renders.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {}

    public init() {}

    public var wrappedValue: ID { ID() }
}

/// Which parts of a view's geometry a matched geometry effect takes from its source.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
    /// Matches this view's geometry with the other views of the same `id` in `namespace`, so
    /// that a change of state moves one into the other's place. A render shows one state at
    /// rest, where a view that is its group's only one, or its source, keeps its own frame, and
    /// is drawn so. A view that takes its frame from another (`isSource: false`) is not drawn
    /// yet: rendering it is an error naming it, not a picture that puts it in the wrong place.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        modifier(_MatchedGeometryEffect(isSource: isSource))
    }
}

/// `matchedGeometryEffect`: the view itself, for a source.
public struct _MatchedGeometryEffect: ViewModifier {
    let isSource: Bool

    public func body(content: Content) -> some View {
        if isSource {
            content
        } else {
            content.modifier(_MatchedGeometryFromSource())
        }
    }
}

/// A view placed in the frame of another by `matchedGeometryEffect`: a primitive Vellum cannot
/// apply yet.
public struct _MatchedGeometryFromSource: _PrimitiveModifier {}
