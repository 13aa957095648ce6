import Foundation
import Testing
import Vellum
import VellumImage

/// A segmented control's selection pill, matched between the segments as SwiftUI code does.
private struct Segments: View {
    let selected: Int
    @Namespace private var pill

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<3, id: \.self) { index in
                Text("Tab \(index)")
                    .padding(8)
                    .background {
                        if index == selected { Capsule().fill(Color.blue.opacity(0.2)).matchedGeometryEffect(id: "pill", in: pill) }
                    }
            }
        }
    }
}

@Suite struct MatchedGeometryTests {
    @Test("A view that is its group's only one, or its source, is drawn in its own frame")
    func sourceKeepsItsFrame() throws {
        let matched = try renderImage(Segments(selected: 1), scale: 2)
        let plain = try renderImage(HStack(spacing: 0) {
            Text("Tab 0").padding(8)
            Text("Tab 1").padding(8).background { Capsule().fill(Color.blue.opacity(0.2)) }
            Text("Tab 2").padding(8)
        }, scale: 2)
        #expect(matched == plain)
    }

    @Test("A view that takes its frame from another is an error naming it, not a guess")
    func nonSourceIsAnError() throws {
        #expect {
            _ = try renderImage(Color.red.frame(width: 10, height: 10).matchedGeometryEffect(id: 1, in: Namespace().wrappedValue, isSource: false))
        } throws: { "\($0)".contains("_MatchedGeometryFromSource") }
    }
}
