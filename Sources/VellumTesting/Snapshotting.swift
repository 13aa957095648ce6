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
    public var diffing: Diffing<Format> {
        get { storedDiffing }
        set {
            storedDiffing = newValue
            snapshotUnlessMatching = nil
        }
    }
    /// Makes the snapshot of a value.
    public var snapshot: (Value) throws -> Format {
        get { storedSnapshot }
        set {
            storedSnapshot = newValue
            snapshotUnlessMatching = nil
        }
    }

    private var storedDiffing: Diffing<Format>
    private var storedSnapshot: (Value) throws -> Format
    /// For the image strategies: the snapshot of a value, or `nil` when it is known to match
    /// the golden file's bytes without being made whole (the picture drawn and compared with
    /// the golden's pixels, never encoded). Equal pixels match under any tolerance, so this
    /// is only a shortcut to the answer `diffing` gives; it is dropped when `snapshot` or
    /// `diffing` is replaced, as it would not know what they do.
    var snapshotUnlessMatching: ((Value, _ golden: Data) throws -> Format?)?

    public init(pathExtension: String?, diffing: Diffing<Format>, snapshot: @escaping (Value) throws -> Format) {
        self.pathExtension = pathExtension
        storedDiffing = diffing
        storedSnapshot = snapshot
    }

    /// A strategy for another kind of value, turned into this strategy's value first.
    public func pullback<NewValue>(_ transform: @escaping (NewValue) throws -> Value) -> Snapshotting<NewValue, Format> {
        let snapshot = self.snapshot
        var result = Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { try snapshot(transform($0)) }
        if let unlessMatching = snapshotUnlessMatching {
            result.snapshotUnlessMatching = { value, golden in try unlessMatching(transform(value), golden) }
        }
        return result
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
