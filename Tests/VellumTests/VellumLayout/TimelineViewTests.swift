import Foundation
import Testing
import Vellum

/// `TimelineView` shows its content at the latest moment of its schedule not after the render's.
@Suite struct TimelineViewTests {
    private static let appearance = TimelineViewDefaultContext.appearance

    /// A bar 100 points wide for every second of the moment shown.
    private struct Bar<Schedule: TimelineSchedule>: View {
        let schedule: Schedule
        var body: some View {
            TimelineView(schedule) { context in
                Color.red.frame(width: 1 + 100 * context.date.timeIntervalSince(TimelineViewTests.appearance), height: 10)
            }
        }
    }

    private func width(_ view: some View, at time: TimeInterval) throws -> CGFloat {
        let renderer = ImageRenderer(content: view)
        renderer.time = time
        return try renderer.layout().frame.width
    }

    @Test("The animation schedule shows the render's own moment; paused, the moment it appeared")
    func animation() throws {
        #expect(try width(Bar(schedule: .animation), at: 0) == 1)
        #expect(try width(Bar(schedule: .animation), at: 0.25) == 26)
        #expect(try width(Bar(schedule: .animation), at: 1.5) == 151)
        #expect(try width(Bar(schedule: .animation(minimumInterval: 0.5)), at: 1.3) == 101)
        #expect(try width(Bar(schedule: .animation(paused: true)), at: 3) == 1)
    }

    @Test("Periodic, every-minute and explicit schedules show their last moment before the render's")
    func ticks() throws {
        #expect(try width(Bar(schedule: .periodic(from: Self.appearance, by: 1)), at: 2.7) == 201)
        #expect(try width(Bar(schedule: .periodic(from: Self.appearance.addingTimeInterval(0.5), by: 2)), at: 3) == 251)
        #expect(try width(Bar(schedule: .everyMinute), at: 130) == 12001)
        let explicit = ExplicitTimelineSchedule([Self.appearance.addingTimeInterval(1), Self.appearance.addingTimeInterval(5)])
        #expect(try width(Bar(schedule: explicit), at: 3) == 101)
        #expect(try width(Bar(schedule: explicit), at: 6) == 501)
        // Before its first moment, the moment the view appeared.
        #expect(try width(Bar(schedule: explicit), at: 0.5) == 1)
    }
}
