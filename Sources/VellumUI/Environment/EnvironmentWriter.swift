import Foundation

/// A modifier that sets one value of the environment for the view it modifies.
public struct _EnvironmentKeyWritingModifier<Value>: _PrimitiveModifier {
    public var keyPath: WritableKeyPath<EnvironmentValues, Value>
    public var value: Value

    public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
        self.keyPath = keyPath
        self.value = value
    }
}

/// A modifier that changes one value of the environment for the view it modifies.
public struct _EnvironmentKeyTransformModifier<Value>: _PrimitiveModifier {
    public var keyPath: WritableKeyPath<EnvironmentValues, Value>
    public var transform: (inout Value) -> Void

    public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, transform: @escaping (inout Value) -> Void) {
        self.keyPath = keyPath
        self.transform = transform
    }
}

/// The type-erased form of the environment modifiers, so the resolver can apply any of them.
package protocol EnvironmentModifier {
    func apply(to environment: inout EnvironmentValues)
}

extension _EnvironmentKeyWritingModifier: EnvironmentModifier {
    package func apply(to environment: inout EnvironmentValues) {
        environment[keyPath: keyPath] = value
    }
}

extension _EnvironmentKeyTransformModifier: EnvironmentModifier {
    package func apply(to environment: inout EnvironmentValues) {
        transform(&environment[keyPath: keyPath])
    }
}

extension View {
    /// Sets the environment value at `keyPath` for this view and the views inside it.
    ///
    /// ```swift
    /// CardView().environment(\.colorScheme, .dark)
    /// ```
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

    /// Changes the environment value at `keyPath` for this view and the views inside it.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        modifier(_EnvironmentKeyTransformModifier(keyPath: keyPath, transform: transform))
    }
}
