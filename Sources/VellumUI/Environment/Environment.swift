import Foundation

/// A property that reads a value from the environment of the view it belongs to:
/// SwiftUI's `@Environment`.
///
/// ```swift
/// @Environment(\.colorScheme) private var colorScheme
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    package let keyPath: KeyPath<EnvironmentValues, Value>
    package let box = EnvironmentBox()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The value at `keyPath` in the environment where the view is evaluated.
    public var wrappedValue: Value {
        (box.values ?? EnvironmentValues())[keyPath: keyPath]
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
    }
}
