import Foundation
import Synchronization
import Testing
import Vellum

private let countersMade = Atomic<Int>(0)

private final class Counter: ObservableObject {
    @Published var count = 0
    init() { countersMade.add(1, ordering: .relaxed) }
}

private final class Settings: ObservableObject {
    @Published var name = "Ada"
    var plain = 0 {
        willSet { objectWillChange.send() }
    }
}

private struct Stepper: View {
    @Binding var value: Int
    var body: some View { Text("step").onAppear { value = 9 } }
}

private struct CounterScreen: View {
    @StateObject private var counter = Counter()
    var body: some View {
        VStack {
            Text("\(counter.count)")
            CounterLabel(counter: counter)
            Stepper(value: $counter.count)
        }
    }
}

private struct CounterLabel: View {
    @ObservedObject var counter: Counter
    var body: some View { Text("label \(counter.count)") }
}

private struct SettingsBadge: View {
    @EnvironmentObject private var settings: Settings
    var body: some View { Text("\(settings.name) \(settings.plain)") }
}

/// `ObservableObject` models with `@Published` properties, owned with `@StateObject`, handed
/// down with `@ObservedObject` or the environment, and changed by actions.
@Suite struct ObservableObjectTests {
    private func texts(_ view: some View) throws -> [String] {
        try ImageRenderer(content: view).layout().allNodes.map(\.name).filter { $0.hasPrefix("Text(") }
    }

    @Test func aStateObjectIsMadeOnceAndItsChangesShow() throws {
        let before = countersMade.load(ordering: .relaxed)
        #expect(try texts(CounterScreen()) == ["Text(\"9\")", "Text(\"label 9\")", "Text(\"step\")"],
                "the binding to the published count set it in an action; the next pass shows it")
        #expect(countersMade.load(ordering: .relaxed) - before == 1, "one object for the view's identity, over every pass")
    }

    @Test func environmentObjectsAreFoundByTypeAndFollowed() throws {
        let settings = Settings()
        let view = SettingsBadge().onAppear { settings.name = "Grace"; settings.plain = 2 }.environmentObject(settings)
        #expect(try texts(view) == ["Text(\"Grace 2\")"], "a published change and one announced by hand both show")
        do {
            _ = try ImageRenderer(content: VStack { SettingsBadge() }).layout()
            Issue.record("laid out without the object")
        } catch let error as VellumError {
            #expect(error.description.contains("no ObservableObject of type Settings"))
            #expect(error.description.contains("SettingsBadge"))
        }
    }

    @Test func aViewMadeBeforeTheRenderKeepsWhatItWasMadeWith() throws {
        // The text was made from the name before rendering; laid out again after the action, it
        // still shows what it was made with (only bodies are evaluated again), and the render ends.
        let settings = Settings()
        #expect(try texts(Text(settings.name).onAppear { settings.name = "x" }) == ["Text(\"Ada\")"])
        #expect(settings.name == "x")
    }
}
