/// The view an `if`/`else` or `switch` in a `ViewBuilder` produces: one of two branches.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    package enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    package let storage: Storage

    package init(storage: Storage) {
        self.storage = storage
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension Optional: View where Wrapped: View {
    public var body: Never { primitiveBody(Self.self) }
}
