import Foundation

/// A value views pass up to their ancestors: SwiftUI's `PreferenceKey`.
///
/// ```swift
/// struct HeightKey: PreferenceKey {
///     static var defaultValue: CGFloat = 0
///     static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
/// }
/// ```
public protocol PreferenceKey {
    associatedtype Value
    /// The value when no view sets one.
    static var defaultValue: Value { get }
    /// Combines the values of several views, in the order they are declared.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// Sets a preference for the ancestors of a view: `preference(key:value:)`.
public struct _PreferenceWritingModifier<Key: PreferenceKey>: _PrimitiveModifier {
    package let value: Key.Value

    package init(value: Key.Value) {
        self.value = value
    }
}

/// Changes a preference the views inside set: `transformPreference`.
public struct _PreferenceTransformModifier<Key: PreferenceKey>: _PrimitiveModifier {
    package let transform: (inout Key.Value) -> Void

    package init(transform: @escaping (inout Key.Value) -> Void) {
        self.transform = transform
    }
}

/// Runs an action with the reduced preference of the views inside, after layout, whenever it
/// differs from the last one: `onPreferenceChange`.
public struct _PreferenceActionModifier<Key: PreferenceKey>: _PrimitiveModifier where Key.Value: Equatable {
    package let action: (Key.Value) -> Void

    package init(action: @escaping (Key.Value) -> Void) {
        self.action = action
    }
}

/// Runs an action with a value made from the view's geometry, after layout, the first time
/// and whenever it differs from the last one: `onGeometryChange`.
public struct _GeometryActionModifier<Value: Equatable>: _PrimitiveModifier {
    package let transform: (GeometryProxy) -> Value
    package let action: (Value) -> Void
}

extension View {
    /// Runs `action` with what `transform` makes of the view's geometry, once it is laid out and
    /// again whenever that changes: the way to keep a view's size in `@State`.
    ///
    /// ```swift
    /// .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width = $0 }
    /// ```
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T) -> Void) -> some View {
        modifier(_GeometryActionModifier(transform: transform, action: action))
    }

    /// Sets `value` for `key`, for the ancestors of this view.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(_PreferenceWritingModifier<K>(value: value))
    }

    /// Changes the value of `key` that the views inside set.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(_PreferenceTransformModifier<K>(transform: callback))
    }

    /// Runs `action` with the value of `key` the views inside set, after layout, when it changes.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View where K.Value: Equatable {
        modifier(_PreferenceActionModifier<K>(action: action))
    }
}
