import Foundation
import Observation
import Testing
import Vellum

@Observable private final class Basket {
    var items = 0
    var owner = "Ada"
}

private struct BasketBadge: View {
    @Environment(Basket.self) private var basket
    var body: some View { Text("\(basket.owner): \(basket.items)") }
}

private struct OptionalBadge: View {
    @Environment(Basket.self) private var basket: Basket?
    var body: some View { Text(basket.map { "\($0.items)" } ?? "none") }
}

private struct Shop: View {
    @State private var basket = Basket()
    var body: some View {
        VStack {
            BasketBadge()
            Text("\(basket.items) items")
        }
        .environment(basket)
        .onAppear { basket.items = 3 }
    }
}

private struct OwnerEditor: View {
    @Bindable var basket: Basket
    var body: some View {
        TextField("Owner", text: $basket.owner).onAppear { $basket.owner.wrappedValue = "Grace" }
    }
}

@Observable private final class Row {
    var title: String
    init(_ title: String) { self.title = title }
}

private struct RowList: View {
    let rows: [Row]
    var body: some View {
        VStack { ForEach(rows.indices, id: \.self) { Text(rows[$0].title) } }
            .onAppear { rows[1].title = "changed" }
    }
}

/// `@Observable` models: read by bodies, found in the environment, bound with `@Bindable`, and
/// changed by actions, as in SwiftUI.
@Suite struct ObservationTests {
    private func texts(_ view: some View) throws -> [String] {
        try ImageRenderer(content: view).layout().allNodes.map(\.name).filter { $0.hasPrefix("Text(") }
    }

    @Test func anActionChangingAnObservedObjectShowsInTheSnapshot() throws {
        #expect(try texts(Shop()) == ["Text(\"Ada: 3\")", "Text(\"3 items\")"])
    }

    @Test func propertiesReadOutsideBodiesAreWatchedToo() throws {
        // Read in a ForEach's row closure, called while the rows are made rather than in a body.
        #expect(try texts(RowList(rows: [Row("a"), Row("b")])) == ["Text(\"a\")", "Text(\"changed\")"])
    }

    @Test func objectsAreFoundInTheEnvironmentByType() throws {
        let basket = Basket()
        basket.items = 2
        #expect(try texts(BasketBadge().environment(basket)) == ["Text(\"Ada: 2\")"])
        #expect(try texts(VStack { OptionalBadge() }.environment(basket)) == ["Text(\"2\")"])
        #expect(try texts(OptionalBadge()) == ["Text(\"none\")"])
        // `nil` takes out the object a view above put there.
        #expect(try texts(VStack { OptionalBadge().environment(nil as Basket?) }.environment(basket)) == ["Text(\"none\")"])
    }

    @Test func aMissingObjectIsAnErrorNamingItsType() throws {
        do {
            _ = try ImageRenderer(content: VStack { BasketBadge() }).layout()
            Issue.record("laid out without the object")
        } catch let error as VellumError {
            #expect(error.description.contains("no observable object of type Basket"))
            #expect(error.description.contains("BasketBadge"))
        }
    }

    @Test func bindingsReachTheObjectsProperties() throws {
        let basket = Basket()
        let layout = try ImageRenderer(content: OwnerEditor(basket: basket).frame(width: 200)).layout()
        #expect(basket.owner == "Grace")
        #expect(layout.allNodes.contains { $0.name == "Text(\"Grace\")" }, "the field shows what the binding set")
    }
}
