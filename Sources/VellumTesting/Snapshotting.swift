import Foundation

/// How a value is turned into a snapshot and compared with its golden file: a rendering
/// function and a `Diffing`. Compose your own from an existing one with `pullback`.
///
/// ```swift
/// extension Snapshotting where Value == ProfileModel, Format == Data {
///     static var card: Snapshotting {
///         Snapshotting<ProfileCard, Data>.image.pullback { ProfileCard(model: $0) }
///     }
/// }
/// ```
public struct Snapshotting<Value, Format> {
    /// The golden file's extension (`png`, `svg`, `txt`).
    public var pathExtension: String?
    /// How snapshots are compared, stored and shown.
    public var diffing: Diffing<Format>
    /// Makes the snapshot of a value.
    public var snapshot: (Value) throws -> Format

    public init(pathExtension: String?, diffing: Diffing<Format>, snapshot: @escaping (Value) throws -> Format) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = snapshot
    }

    /// A strategy for another kind of value, turned into this strategy's value first.
    public func pullback<NewValue>(_ transform: @escaping (NewValue) throws -> Value) -> Snapshotting<NewValue, Format> {
        let snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { try snapshot(transform($0)) }
    }
}

/// How snapshots of one format are stored, read back and compared.
public struct Diffing<Value> {
    /// The bytes stored in a golden file.
    public var toData: (Value) throws -> Data
    /// A snapshot read back from a golden file's bytes; throws when they are not one.
    public var fromData: (Data) throws -> Value
    /// `nil` when `reference` and `actual` match; otherwise a message and the files that show
    /// the difference (the reference, the actual, a diff).
    public var diff: (_ reference: Value, _ actual: Value) throws -> (String, [DiffArtifact])?

    public init(toData: @escaping (Value) throws -> Data, fromData: @escaping (Data) throws -> Value,
                diff: @escaping (_ reference: Value, _ actual: Value) throws -> (String, [DiffArtifact])?) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
    }
}

/// A file that shows a failed comparison: written under the artifacts folder and attached to
/// the test where the test library can attach files.
public struct DiffArtifact: Sendable {
    /// What the file shows: `reference`, `actual` or `diff`.
    public var role: String
    /// The file's extension.
    public var pathExtension: String
    public var data: Data

    /// The role of the JSON numbers an image comparison adds; the assertion folds them into the
    /// failure record rather than writing a file of their own.
    public static let metricsRole = "metrics"

    public init(role: String, pathExtension: String, data: Data) {
        self.role = role
        self.pathExtension = pathExtension
        self.data = data
    }
}
