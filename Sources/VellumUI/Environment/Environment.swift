import Foundation
import Observation

/// A property that reads a value from the environment of the view it belongs to:
/// SwiftUI's `@Environment`.
///
/// ```swift
/// @Environment(\.colorScheme) private var colorScheme
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let read: (EnvironmentValues) -> Value
    /// What is missing from an environment for this property to be read, if anything.
    private let problem: ((EnvironmentValues) -> String?)?
    package let box = EnvironmentBox()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
        problem = nil
    }

    /// The observable object of type `Value` a view above put in the environment with
    /// `environment(_:)`: `@Environment(Library.self) private var library`. A view reading
    /// one that no view above put there is an error naming the type.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { environment in
            guard let object = environment.observableObject(of: Value.self) else {
                preconditionFailure("no observable object of type \(Value.self) in the environment")
            }
            return object
        }
        problem = { environment in
            environment.observableObject(of: Value.self) == nil
                ? "no observable object of type \(Value.self) is in the environment: put one there with .environment(_:) on a view around this one"
                : nil
        }
    }

    /// The observable object of type `T` a view above put in the environment, or `nil`.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        read = { $0.observableObject(of: T.self) }
        problem = nil
    }

    /// The value in the environment where the view is evaluated.
    public var wrappedValue: Value {
        read(box.values ?? EnvironmentValues())
    }
}

/// Where an `@Environment` property finds the environment it was installed in.
package final class EnvironmentBox {
    package var values: EnvironmentValues?
    package init() {}
}

extension Environment: InstallableProperty {
    package func install(in host: any PropertyHost, index: Int) {
        box.values = host.environment
        if let problem, let message = problem(host.environment) { host.report(message) }
    }
}

private struct ObservableObjectsKey: EnvironmentKey {
    static var defaultValue: [ObjectIdentifier: AnyObject] { [:] }
}

extension EnvironmentValues {
    /// The observable objects put in the environment with `environment(_:)`, by type.
    package var observableObjects: [ObjectIdentifier: AnyObject] {
        get { self[ObservableObjectsKey.self] }
        set { self[ObservableObjectsKey.self] = newValue }
    }

    /// The observable object of type `T` in the environment, if any.
    package func observableObject<T: AnyObject>(of type: T.Type) -> T? {
        observableObjects[ObjectIdentifier(type)] as? T
    }
}

extension View {
    /// Puts `object` in the environment of this view, where `@Environment(T.self)` finds it
    /// (`nil` takes out the one a view above put there).
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        transformEnvironment(\.observableObjects) { $0[ObjectIdentifier(T.self)] = object }
    }
}
