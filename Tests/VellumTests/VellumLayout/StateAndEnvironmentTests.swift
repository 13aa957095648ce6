import Foundation
import Testing
import Vellum

private struct AppearCounter: View {
    let step: Int
    @State private var count = 0

    var body: some View {
        Text("\(count)").onAppear { count += step }
    }
}

private struct Parent: View {
    @State private var flag = false

    var body: some View {
        VStack {
            Text(flag ? "on" : "off")
            AppearCounter(step: 7)
        }
        .onAppear { flag = true }
    }
}

private struct BrandKey: EnvironmentKey {
    static let defaultValue = "default"
}

extension EnvironmentValues {
    fileprivate var brand: String {
        get { self[BrandKey.self] }
        set { self[BrandKey.self] = newValue }
    }
}

private struct BrandLabel: View {
    @Environment(\.brand) private var brand
    var body: some View { Text(brand) }
}

/// A modifier with a body that reads the environment: it frames its content and labels it.
private struct Branded: ViewModifier {
    @Environment(\.brand) private var brand
    func body(content: Content) -> some View {
        VStack(spacing: 0) { content; Text(brand) }.padding(5)
    }
}

private struct PaddingModifier: ViewModifier {
    func body(content: Content) -> some View { content.padding(8) }
}

/// A dynamic property of the user's own: its `@State` and `@Environment` are installed as if
/// they were the view's.
private struct Tally: DynamicProperty {
    @State var count: Int
    @Environment(\.brand) var brand

    init(start: Int) { _count = State(initialValue: start) }
}

/// Two of them, a plain property between, and a state of the view's own after: each state
/// keeps its own storage.
private struct TallyView: View {
    var first = Tally(start: 3)
    let label = "tallies"
    var second = Tally(start: 40)
    @State private var own = 500

    var body: some View {
        Text("\(label) \(first.count) \(second.count) \(own) \(first.brand)")
            .onAppear { first.count += 1; second.count += 2; own += 3 }
    }
}

/// A view that is an enum: its dynamic properties, if it had any, are found by reflection.
private enum Choice: View {
    case left, right
    var body: some View { Text(self == .left ? "left" : "right") }
}

private struct Switcher: View {
    @Binding var isOn: Bool
    var body: some View { Color.clear.frame(width: 1, height: 1).onAppear { isOn = true } }
}

private struct BindingParent: View {
    @State private var isOn = false
    var body: some View {
        VStack {
            Text(isOn ? "bound on" : "bound off")
            Switcher(isOn: $isOn)
        }
    }
}

private struct ChangeWatcher: View {
    @State private var value = 1
    @State private var seen = "none"
    var body: some View {
        Text("\(value) \(seen)")
            .onAppear { value = 2 }
            .onChange(of: value) { old, new in seen = "\(old)→\(new)" }
    }
}

private struct Slider: View {
    @State private var x: CGFloat = 0
    var body: some View {
        Color.red.frame(width: 10, height: 10)
            .offset(x: x)
            .frame(width: 200, height: 10, alignment: .leading)
            .onAppear { withAnimation(.linear(duration: 2)) { x = 100 } }
    }
}

private struct Measured: View {
    @State private var width: CGFloat = 0
    var body: some View {
        VStack {
            Text("width \(Int(width))")
            GeometryReader { proxy in
                Color.clear.preference(key: WidthKey.self, value: proxy.size.width)
            }
            .frame(width: 123, height: 10)
        }
        .onPreferenceChange(WidthKey.self) { width = $0 }
    }
}

private struct WidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}

@Suite struct StateAndEnvironmentTests {
    private func texts<V: View>(_ view: V, time: Double = 0) throws -> [String] {
        let renderer = ImageRenderer(content: view)
        renderer.time = time
        return try renderer.layout().allNodes.map(\.name).filter { $0.hasPrefix("Text(") }
    }

    @Test func stateSetInOnAppearShowsInTheSnapshot() throws {
        #expect(try texts(AppearCounter(step: 3)) == ["Text(\"3\")"])
    }

    @Test func twoInstancesKeepSeparateState() throws {
        #expect(try texts(VStack { AppearCounter(step: 1); AppearCounter(step: 2) }) == ["Text(\"1\")", "Text(\"2\")"])
    }

    @Test func stateSurvivesReevaluationOfTheParentsBody() throws {
        // The parent's onAppear re-evaluates its body; the child's state (set once, on its own
        // first appearance) is kept, not reset or incremented again.
        #expect(try texts(Parent()) == ["Text(\"on\")", "Text(\"7\")"])
    }

    @Test("Dynamic properties of the user's own install their states and environment, each state its own")
    func nestedDynamicProperties() throws {
        #expect(try texts(TallyView().environment(\.brand, "acme")) == ["Text(\"tallies 4 42 503 acme\")"])
        #expect(try texts(VStack { TallyView(); Choice.right }) == ["Text(\"tallies 4 42 503 default\")", "Text(\"right\")"])
    }

    @Test func customEnvironmentKeysFlowDown() throws {
        #expect(try texts(BrandLabel()) == ["Text(\"default\")"])
        #expect(try texts(BrandLabel().environment(\.brand, "acme")) == ["Text(\"acme\")"])
    }

    @Test func textsAreNamedQuotedEscapedAndShortened() throws {
        let view = VStack {
            Text("say \"hi\" C:\\now\nnext\0end")
            Text(String(repeating: "é", count: 40))
            Text("\r\n")
        }
        #expect(try texts(view) == [#"Text("say \"hi\" C:\\now\nnext\0end")"#,
                                    "Text(\"" + String(repeating: "é", count: 29) + "…\")",
                                    "Text(\"\r\\n\")"])
    }

    @Test func modifiersConcatenatedApplyInOrder() throws {
        // A modifier pair, an environment writer and a modifier with a body, combined with
        // concat: the same boxes and texts as applying them one after the other.
        let pair = Branded().concat(_EnvironmentKeyWritingModifier(keyPath: \.brand, value: "outer")).concat(PaddingModifier())
        let chained = Color.red.frame(width: 10, height: 10).modifier(Branded()).environment(\.brand, "outer").modifier(PaddingModifier())
        let combined = Color.red.frame(width: 10, height: 10).modifier(pair)
        #expect(try texts(combined) == ["Text(\"outer\")"])
        let boxes = { (view: any View) throws -> [CGRect] in
            try ImageRenderer(content: AnyView(view)).layout().allNodes.map(\.frame)
        }
        #expect(try boxes(combined) == boxes(chained))
        #expect(try boxes(combined).count >= 6)
    }

    @Test func bindingsWriteTheOwnersState() throws {
        #expect(try texts(BindingParent()) == ["Text(\"bound on\")"])
    }

    @Test func onChangeSeesTheOldAndNewValues() throws {
        #expect(try texts(ChangeWatcher()) == ["Text(\"2 1→2\")"])
    }

    @Test func preferencesReportAGeometryReadersSize() throws {
        #expect(try texts(Measured()).first == "Text(\"width 123\")")
    }

    @Test func stateChangedWithAnimationMovesOverTime() throws {
        func x(at time: Double) throws -> CGFloat {
            let renderer = ImageRenderer(content: Slider())
            renderer.time = time
            return try #require(renderer.layout().first(named: "Color")).frame.minX
        }
        #expect(try x(at: 0) == 0)
        #expect(try x(at: 0.5) == 25)
        #expect(try x(at: 1) == 50)
        #expect(try x(at: 2) == 100)
        #expect(try x(at: 5) == 100)
    }
}

private struct ScaledIcon: View {
    @ScaledMetric private var side: CGFloat = 24
    @ScaledMetric(relativeTo: .caption) private var gap: CGFloat = 12
    var body: some View {
        HStack(spacing: gap) { Color.red.frame(width: side, height: side); Color.blue.frame(width: 1, height: 1) }
    }
}

@Suite struct ScaledMetricTests {
    private func frames(_ size: DynamicTypeSize) throws -> [CGRect] {
        try ImageRenderer(content: ScaledIcon().dynamicTypeSize(size)).layout().allNodes.filter { $0.name == "frame" }.map(\.frame)
    }

    @Test func lengthsScaleAsTheirTextStyleDoes() throws {
        let large = try frames(.large)
        #expect(large[0].size == CGSize(width: 24, height: 24), "the value given is the length at the default size")
        #expect(large[1].minX - large[0].maxX == 12)
        let huge = try frames(.xxxLarge)
        #expect(abs(huge[0].width - 24 * 23 / 17) < 0.5, "body is 23 points at xxxLarge, 17 at large")
        let accessible = try frames(.accessibility5)
        #expect(abs((accessible[1].minX - accessible[0].maxX) - 12 * 43 / 12) < 0.5, "caption is 43 points at accessibility5, 12 at large")
        let small = try frames(.xSmall)
        #expect(small[0].width < 24)
    }
}

private enum Theme: String { case plain, bold }

private struct ThemeReader: View {
    @AppStorage("theme") private var theme: Theme = .plain
    @AppStorage("launches") private var launches = 0
    var body: some View { Text("\(theme.rawValue) \(launches)") }
}

private struct ThemeWriter: View {
    @AppStorage("theme") private var theme: Theme = .plain
    @AppStorage("launches") private var launches = 0
    var body: some View { Text("writer").onAppear { theme = .bold; launches += 1 } }
}

private struct FocusedField: View {
    @FocusState private var isFocused: Bool
    @FocusState private var field: Int?
    var body: some View {
        VStack { Text(isFocused ? "focused" : "idle").focused($isFocused); Text("b").focused($field, equals: 2) }
            .onAppear { isFocused = true }
    }
}

@Suite struct AppStorageAndFocusTests {
    private func texts(_ view: some View) throws -> [String] {
        try ImageRenderer(content: view).layout().allNodes.map(\.name).filter { $0.hasPrefix("Text(") }
    }

    @Test func appStorageIsSharedByKeyAndStartsFromItsDefault() throws {
        UserDefaults.standard.set("bold", forKey: "theme")
        defer { UserDefaults.standard.removeObject(forKey: "theme") }
        #expect(try texts(ThemeReader()) == ["Text(\"plain 0\")"], "the user's defaults are not read")
        #expect(try texts(VStack { ThemeReader(); ThemeWriter() }) == ["Text(\"bold 1\")", "Text(\"writer\")"],
                "a value set by one view is the value every view with the key reads")
        #expect(try texts(ThemeReader()) == ["Text(\"plain 0\")"], "each render starts again from the default")
    }

    @Test func focusStateIsNeverFocusedInARender() throws {
        #expect(try texts(FocusedField()) == ["Text(\"idle\")", "Text(\"b\")"])
    }

    @Test func namedCoordinateSpacesAsIOS17NamesThem() throws {
        func offset(_ view: some View) throws -> CGRect? {
            let root = try ImageRenderer(content: view).layout()
            return root.allNodes.first { $0.name.hasPrefix("Text(\"(") }?.frame
        }
        struct Probe: View {
            var body: some View {
                GeometryReader { proxy in Text("(\(Int(proxy.frame(in: .named("card")).minX)))") }.frame(width: 60, height: 20)
            }
        }
        let named = try offset(VStack { Probe().padding(.leading, 30) }.coordinateSpace(.named("card")))
        #expect(named != nil)
        #expect(named == (try offset(VStack { Probe().padding(.leading, 30) }.coordinateSpace(name: "card"))))
        #expect(try ImageRenderer(content: VStack { Probe().padding(.leading, 30) }.coordinateSpace(.named("card"))).layout()
                    .allNodes.contains { $0.name == "Text(\"(30)\")" })
    }
}

private final class CallCount: @unchecked Sendable { var calls = 0 }

private struct MeasuredLabel: View {
    let counter: CallCount
    @State private var width: CGFloat = 0
    @State private var inset: CGFloat = -1
    var body: some View {
        VStack(alignment: .leading) {
            Text("width \(Int(width)) inset \(Int(inset))")
            Color.blue.frame(width: 120, height: 10).padding(.leading, 30)
                .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width = $0; counter.calls += 1 }
                .onGeometryChange(for: CGFloat.self) { $0.frame(in: .named("card")).minX } action: { inset = $0 }
        }
        .coordinateSpace(.named("card"))
    }
}

@Suite struct GeometryChangeTests {
    @Test func theActionGetsTheGeometryOnceLaidOutAndAgainOnlyWhenItChanges() throws {
        let counter = CallCount()
        let layout = try ImageRenderer(content: MeasuredLabel(counter: counter)).layout()
        #expect(layout.allNodes.contains { $0.name == "Text(\"width 150 inset 0\")" }, "\(layout.allNodes.map(\.name))")
        #expect(counter.calls == 1, "the second pass measures the same width and does not call again")
    }
}
