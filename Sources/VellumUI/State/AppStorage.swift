import Foundation

/// A value kept under a key for the whole app: SwiftUI's `@AppStorage`.
///
/// A render starts every key from the default value its first view gives, and keeps what
/// views set for the rest of the render, shared by every view using the key (as UserDefaults
/// would be); nothing is read from or written to the user's defaults, so a render is the same
/// on every machine.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let key: String
    private let link: StateLink<Value>

    private init(key: String, initial: Value) {
        self.key = key
        link = StateLink(initial: initial)
    }

    public var wrappedValue: Value {
        get { link.value }
        nonmutating set { link.update(newValue) }
    }

    public var projectedValue: Binding<Value> { link.binding }
}

extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool { self.init(key: key, initial: wrappedValue) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int { self.init(key: key, initial: wrappedValue) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double { self.init(key: key, initial: wrappedValue) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String { self.init(key: key, initial: wrappedValue) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL { self.init(key: key, initial: wrappedValue) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data { self.init(key: key, initial: wrappedValue) }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, initial: wrappedValue)
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, initial: wrappedValue)
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? { self.init(key: key, initial: nil) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? { self.init(key: key, initial: nil) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? { self.init(key: key, initial: nil) }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? { self.init(key: key, initial: nil) }
}

extension AppStorage: InstallableProperty {
    package func install(in host: any PropertyHost, index: Int) {
        link.cell = host.sharedCell(key: "AppStorage." + key, initial: link.initial)
    }
}
