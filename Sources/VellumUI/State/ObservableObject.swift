import Foundation

// The models of SwiftUI before Observation: `ObservableObject` with `@Published` properties,
// owned by a view with `@StateObject`, handed down with `@ObservedObject` or the environment
// (`environmentObject(_:)`, `@EnvironmentObject`). A render lays its views out again after
// every action it runs, so a change an action makes to a model shows, at once (not animated),
// without the model telling anyone. Combine is not on Linux: `objectWillChange` is there for
// the code that calls `send()`, and `$property` publishers of `@Published` are not.

/// A class whose changes views follow: SwiftUI's `ObservableObject`.
public protocol ObservableObject: AnyObject {
    /// Says that the object is about to change.
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// Says that an object is about to change: Combine's `ObservableObjectPublisher`. A render
/// needs no telling (see above), so sending does nothing.
public final class ObservableObjectPublisher: Sendable {
    public init() {}

    /// Says that the object is about to change.
    public func send() {}
}

/// A property of an `ObservableObject` whose changes are announced: SwiftUI's `@Published`.
@propertyWrapper
public struct Published<Value> {
    private var value: Value

    public init(wrappedValue: Value) {
        value = wrappedValue
    }

    public init(initialValue: Value) {
        value = initialValue
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes that are ObservableObject")
    public var wrappedValue: Value {
        get { value }
        set { value = newValue }
    }

    public static subscript<Object: ObservableObject>(_enclosingInstance object: Object, wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
                                                      storage storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>) -> Value {
        get { object[keyPath: storageKeyPath].value }
        set {
            object.objectWillChange.send()
            object[keyPath: storageKeyPath].value = newValue
        }
    }
}

/// An observable object a view is handed, whose changes it follows: SwiftUI's `@ObservedObject`.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Bindings to the object's properties: `$model.name`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: ObjectType) {
        wrappedValue = initialValue
    }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

/// An observable object a view makes and owns for as long as its identity lives: SwiftUI's
/// `@StateObject`. The object is made once, when the view is first evaluated.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let make: () -> ObjectType
    private let link = StateLink<ObjectType?>(initial: nil)

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        make = thunk
    }

    /// The object; outside a view being evaluated, one made for the occasion.
    public var wrappedValue: ObjectType {
        link.value ?? make()
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

extension StateObject: InstallableProperty {
    package func install(in host: any PropertyHost, index: Int) {
        let cell = host.stateCell(index: index, initial: nil as ObjectType?)
        // Made and stored without recording a change: there is no state before it.
        if cell.value == nil { cell.value = make() }
        link.cell = cell
    }
}

/// An observable object a view above put in the environment with `environmentObject(_:)`:
/// SwiftUI's `@EnvironmentObject`. A view reading one no view above put there is an error
/// naming the type.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    private let box = EnvironmentBox()

    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = (box.values ?? EnvironmentValues()).environmentObject(of: ObjectType.self) else {
            preconditionFailure("no ObservableObject of type \(ObjectType.self) in the environment")
        }
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }
}

extension EnvironmentObject: InstallableProperty {
    package func install(in host: any PropertyHost, index: Int) {
        box.values = host.environment
        if host.environment.environmentObject(of: ObjectType.self) == nil {
            host.report("no ObservableObject of type \(ObjectType.self) is in the environment: put one there with .environmentObject(_:) on a view around this one")
        }
    }
}

private struct EnvironmentObjectsKey: EnvironmentKey {
    static var defaultValue: [ObjectIdentifier: AnyObject] { [:] }
}

extension EnvironmentValues {
    /// The objects put in the environment with `environmentObject(_:)`, by type.
    package var environmentObjects: [ObjectIdentifier: AnyObject] {
        get { self[EnvironmentObjectsKey.self] }
        set { self[EnvironmentObjectsKey.self] = newValue }
    }

    /// The `environmentObject(_:)` object of type `T`, if any.
    package func environmentObject<T: AnyObject>(of type: T.Type) -> T? {
        environmentObjects[ObjectIdentifier(type)] as? T
    }
}

extension View {
    /// Puts `object` in the environment of this view, where `@EnvironmentObject` finds it.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        transformEnvironment(\.environmentObjects) { $0[ObjectIdentifier(T.self)] = object }
    }
}
