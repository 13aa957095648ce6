import Foundation

private struct RenderTimeKey: EnvironmentKey { static let defaultValue: Double = 0 }

extension EnvironmentValues {
    /// The render's time, in seconds after the view appeared (`RenderRequest.time`,
    /// `ImageRenderer.time`).
    package var renderTime: Double {
        get { self[RenderTimeKey.self] }
        set { self[RenderTimeKey.self] = newValue }
    }
}

/// A view whose content is made again at the moments of a schedule: SwiftUI's `TimelineView`.
///
/// A render shows the content at the latest moment of the schedule not after the render's:
/// the view appears at `TimelineView.appearance` (2001-01-01 00:00:00 UTC, as no render reads the
/// clock), and a render at `time` seconds is that many seconds later. So `.animation` gives the
/// render's own moment, and the frames of `vellum frames` move with it; `.periodic(from:by:)`
/// and `.everyMinute` give the last tick before it.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    public typealias Context = TimelineViewDefaultContext

    private let schedule: Schedule
    private let content: (Context) -> Content
    @Environment(\.renderTime) private var time

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public var body: some View {
        let now = TimelineViewDefaultContext.appearance.addingTimeInterval(time)
        return content(Context(date: schedule.latestEntry(from: TimelineViewDefaultContext.appearance, notAfter: now), cadence: .live))
    }
}

/// What a `TimelineView` gives its content: the moment it shows.
public struct TimelineViewDefaultContext {
    /// The moment the content is made for.
    public let date: Date
    /// How often the view is updated (in a render: `.live`).
    public let cadence: Cadence

    /// How often a timeline view is updated.
    public enum Cadence: Comparable, Sendable {
        case live, seconds, minutes
    }

    /// When every `TimelineView` of a render appears: 2001-01-01 00:00:00 UTC.
    public static let appearance = Date(timeIntervalSinceReferenceDate: 0)
}

/// The moments a `TimelineView` is updated at: SwiftUI's `TimelineSchedule`.
public protocol TimelineSchedule {
    associatedtype Entries: Sequence where Entries.Element == Date
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a schedule may update.
public enum TimelineScheduleMode: Sendable {
    case normal, lowFrequency
}

extension TimelineSchedule {
    /// The latest of the entries from `start` that is not after `now` (`start` when none is):
    /// at most 100,000 entries are looked at.
    fileprivate func latestEntry(from start: Date, notAfter now: Date) -> Date {
        if let schedule = self as? any TimelineMoment { return schedule.moment(from: start, notAfter: now) }
        var latest = start
        for entry in entries(from: start, mode: .normal).prefix(100_000) {
            guard entry <= now else { break }
            latest = entry
        }
        return latest
    }
}

/// A schedule that knows its latest entry before a moment without walking its entries.
private protocol TimelineMoment {
    func moment(from start: Date, notAfter now: Date) -> Date
}

/// Every frame of an animation (`.animation`): every moment, unless paused.
public struct AnimationTimelineSchedule: TimelineSchedule, TimelineMoment {
    private let minimumInterval: Double?
    private let paused: Bool

    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
        var next = startDate
        let step = max(minimumInterval ?? 1.0 / 60, 1.0 / 120)
        return AnyIterator { [paused] in
            defer { next = next.addingTimeInterval(step) }
            return paused && next > startDate ? nil : next
        }
    }

    fileprivate func moment(from start: Date, notAfter now: Date) -> Date {
        guard !paused else { return start }
        guard let minimumInterval, minimumInterval > 0 else { return max(start, now) }
        return PeriodicTimelineSchedule(from: start, by: minimumInterval).moment(from: start, notAfter: now)
    }
}

/// Moments `interval` seconds apart from `startDate` (`.periodic(from:by:)`).
public struct PeriodicTimelineSchedule: TimelineSchedule, TimelineMoment {
    private let startDate: Date
    private let interval: TimeInterval

    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
        var next = moment(from: startDate, notAfter: startDate)
        let step = interval > 0 ? interval : 1
        return AnyIterator {
            defer { next = next.addingTimeInterval(step) }
            return next
        }
    }

    fileprivate func moment(from start: Date, notAfter now: Date) -> Date {
        guard interval > 0, interval.isFinite, now > startDate else { return max(start, min(startDate, now)) }
        let ticks = (now.timeIntervalSince(startDate) / interval).rounded(.down)
        return max(start, startDate.addingTimeInterval(ticks * interval))
    }
}

/// The start of every minute (`.everyMinute`).
public struct EveryMinuteTimelineSchedule: TimelineSchedule, TimelineMoment {
    public init() {}

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
        PeriodicTimelineSchedule(from: Date(timeIntervalSinceReferenceDate: 0), by: 60).entries(from: startDate, mode: mode)
    }

    fileprivate func moment(from start: Date, notAfter now: Date) -> Date {
        PeriodicTimelineSchedule(from: Date(timeIntervalSinceReferenceDate: 0), by: 60).moment(from: start, notAfter: now)
    }
}

/// The moments given (`.explicit(_:)`).
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    private let dates: Entries

    public init(_ dates: Entries) {
        self.dates = dates
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
