/// Views computed from a collection, each identified by the id of its element.
///
/// ```swift
/// ForEach(films) { film in FilmCard(film: film) }
/// ForEach(0..<3) { index in Text("Row \(index)") }
/// ForEach(names, id: \.self) { Text($0) }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The collection the views are built from.
    public var data: Data
    /// Builds the view of one element.
    public var content: (Data.Element) -> Content
    package let identify: (Data.Element) -> ID

    package init(data: Data, identify: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.identify = identify
        self.content = content
    }
}

extension ForEach: View where Content: View {
    public var body: Never { primitiveBody(Self.self) }

    /// One view per element, identified by the element's `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where Data.Element: Identifiable, ID == Data.Element.ID {
        self.init(data: data, identify: { $0.id }, content: content)
    }

    /// One view per element, identified by the value at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, identify: { $0[keyPath: id] }, content: content)
    }

    /// One view per integer of a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content)
    where Data == Range<Int>, ID == Int {
        self.init(data: data, identify: { $0 }, content: content)
    }
}

/// The type-erased view of a `ForEach`, so the resolver can walk any of them.
package protocol ForEachProtocol {
    func forEachElement(_ body: (AnyHashable, any View) throws -> Void) rethrows
}

extension ForEach: ForEachProtocol where Content: View {
    package func forEachElement(_ body: (AnyHashable, any View) throws -> Void) rethrows {
        for element in data {
            try body(AnyHashable(identify(element)), content(element))
        }
    }
}
