import Foundation

/// A key for a value in the environment: SwiftUI's `EnvironmentKey`.
///
/// ```swift
/// private struct BrandKey: EnvironmentKey { static let defaultValue = Color.blue }
/// extension EnvironmentValues {
///     var brand: Color {
///         get { self[BrandKey.self] }
///         set { self[BrandKey.self] = newValue }
///     }
/// }
/// ```
public protocol EnvironmentKey {
    associatedtype Value
    /// The value when no view above has set one.
    static var defaultValue: Value { get }
}

/// The values a view inherits from the views above it: colour scheme, Dynamic Type size,
/// font, layout direction, and any custom key.
public struct EnvironmentValues: CustomStringConvertible {
    private var values: [ObjectIdentifier: Any] = [:]

    /// The default environment: light, Dynamic Type `.large`, left to right, en_US.
    public init() {}

    /// The value for `key`, or its default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            if let stored = values[ObjectIdentifier(key)], let value = stored as? K.Value { return value }
            return K.defaultValue
        }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    public var description: String { "EnvironmentValues(\(values.count) values set)" }
}
