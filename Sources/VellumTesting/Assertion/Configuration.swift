import Foundation
import Testing

/// Settings that apply to every snapshot assertion made inside a scope: set them with
/// `withSnapshotTesting(record:operation:)` or, in Swift Testing, the `.snapshots(record:)`
/// trait.
public struct SnapshotTestingConfiguration: Sendable {
    /// When golden files are written.
    ///
    /// - `missing` (the default): a missing golden file is written from the snapshot, and the
    ///   test fails saying so; existing ones are only compared against.
    /// - `all`: every golden file is written anew, and the test fails saying so.
    /// - `failed`: a golden file that does not match is replaced by the snapshot, and the test
    ///   fails saying so; a golden file that cannot be read is left as it was.
    /// - `never`: nothing is written; a missing golden file is a failure.
    ///
    /// `true` and `false` stand for `.all` and `.missing`, as in older snapshot libraries.
    public enum Record: String, Sendable, CaseIterable, ExpressibleByBooleanLiteral {
        case all, missing, failed, never

        public init(booleanLiteral value: Bool) {
            self = value ? .all : .missing
        }
    }

    /// The record mode; `nil` leaves it to the enclosing scope or the environment.
    public var record: Record?
    /// The folder failure artifacts are written under; `nil` leaves it to the enclosing scope,
    /// then `SNAPSHOT_ARTIFACTS`, then `.build/vellum-artifacts` in the test's package.
    public var artifactsDirectory: String?

    public init(record: Record? = nil, artifactsDirectory: String? = nil) {
        self.record = record
        self.artifactsDirectory = artifactsDirectory
    }

    /// The configuration of the innermost enclosing scope.
    @TaskLocal public static var current: SnapshotTestingConfiguration?

    /// The environment variable that sets the record mode when no argument or scope does.
    public static let recordVariable = "SNAPSHOT_TESTING_RECORD"
    /// The environment variable that names the folder failure artifacts are written under.
    public static let artifactsVariable = "SNAPSHOT_ARTIFACTS"

    /// The record mode in force: the argument, then the innermost scope, then
    /// `SNAPSHOT_TESTING_RECORD`, then `.missing`. Throws when the variable holds something else
    /// than a mode.
    static func recordMode(argument: Record?, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Record {
        if let argument { return argument }
        if let scoped = current?.record { return scoped }
        guard let raw = environment[recordVariable]?.trimmingCharacters(in: .whitespaces).lowercased(), !raw.isEmpty else { return .missing }
        if let mode = Record(rawValue: raw) { return mode }
        switch raw {
        case "true", "1", "yes": return .all
        case "false", "0", "no": return .missing
        default:
            throw SnapshotError("\(recordVariable)=\(raw) is not a record mode; use one of all, missing, failed, never")
        }
    }
}

/// Runs `operation` with snapshot assertions set to record as `record` says (unless an
/// assertion's own `record:` argument says otherwise), and their failure artifacts written
/// under `artifactsDirectory`.
///
/// ```swift
/// func testCards() {
///     withSnapshotTesting(record: .all) {
///         assertSnapshot(of: CardView(), as: .image)
///     }
/// }
/// ```
public func withSnapshotTesting<R>(record: SnapshotTestingConfiguration.Record? = nil, artifactsDirectory: String? = nil,
                                   operation: () throws -> R) rethrows -> R {
    try SnapshotTestingConfiguration.$current.withValue(configuration(record: record, artifactsDirectory: artifactsDirectory), operation: operation)
}

/// Runs `operation` with snapshot assertions set to record as `record` says, and their
/// failure artifacts written under `artifactsDirectory`.
public func withSnapshotTesting<R>(record: SnapshotTestingConfiguration.Record? = nil, artifactsDirectory: String? = nil,
                                   operation: () async throws -> R) async rethrows -> R {
    try await SnapshotTestingConfiguration.$current.withValue(configuration(record: record, artifactsDirectory: artifactsDirectory), operation: operation)
}

/// The enclosing configuration with the given settings applied on top.
private func configuration(record: SnapshotTestingConfiguration.Record?, artifactsDirectory: String?) -> SnapshotTestingConfiguration {
    var configuration = SnapshotTestingConfiguration.current ?? SnapshotTestingConfiguration()
    if let record { configuration.record = record }
    if let artifactsDirectory { configuration.artifactsDirectory = artifactsDirectory }
    return configuration
}

/// A Swift Testing trait that sets the record mode of the snapshot assertions in a test or a
/// suite: `@Test(.snapshots(record: .all))`, `@Suite(.snapshots(record: .never))`.
public struct SnapshotsTrait: SuiteTrait, TestTrait, TestScoping {
    public var configuration: SnapshotTestingConfiguration

    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await withSnapshotTesting(record: configuration.record, artifactsDirectory: configuration.artifactsDirectory, operation: function)
    }
}

extension Trait where Self == SnapshotsTrait {
    /// Sets the record mode of the snapshot assertions in this test or suite.
    public static func snapshots(record: SnapshotTestingConfiguration.Record? = nil, artifactsDirectory: String? = nil) -> SnapshotsTrait {
        SnapshotsTrait(configuration: SnapshotTestingConfiguration(record: record, artifactsDirectory: artifactsDirectory))
    }
}
