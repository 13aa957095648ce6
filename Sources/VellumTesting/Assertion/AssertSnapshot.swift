import Foundation
import Testing
import VellumDiff
import XCTest

/// Asserts that a snapshot of `value` matches its golden file, recording the golden file when
/// the record mode asks for it.
///
/// The golden file is `<folder of the test file>/__Snapshots__/<TestFileName>/<testName>.<name>.<ext>`,
/// where `name` is `named`, or the count of unnamed assertions made so far in the test.
/// On a mismatch the reference, the actual snapshot and a diff are written under the folder
/// `SNAPSHOT_ARTIFACTS` names (by default `.build/vellum-artifacts` in the package of the test
/// file), and the failure names the three files. Works in XCTest and in Swift Testing tests.
///
/// - Parameters:
///   - value: what to snapshot, usually a view.
///   - snapshotting: the strategy: `.image`, `.image(scale:size:…)`, `.svg`, `.layout`, or one
///     of your own.
///   - name: the golden file's name within the test; the default counts assertions.
///   - record: when to write the golden file; the default leaves it to
///     `withSnapshotTesting(record:)`, the `.snapshots(record:)` trait or
///     `SNAPSHOT_TESTING_RECORD`, and then `.missing`.
///   - snapshotDirectory: a folder to keep golden files in, instead of `__Snapshots__`.
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let location = SnapshotLocation(fileID: "\(fileID)", filePath: filePath, testName: testName, line: line, column: column)
    guard let failure = SnapshotVerification.verify(try value(), as: snapshotting, named: name, record: record,
                                                    snapshotDirectory: snapshotDirectory, at: location) else { return }
    SnapshotVerification.report(failure, at: location)
}

/// Asserts snapshots of `value` with several strategies, each named by its key:
/// `assertSnapshots(of: card, as: ["light": .image, "boxes": .layout])`.
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [String: Snapshotting<Value, Format>],
    record: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let location = SnapshotLocation(fileID: "\(fileID)", filePath: filePath, testName: testName, line: line, column: column)
    assertEach(value, strategies.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, record: record, snapshotDirectory: snapshotDirectory, at: location)
}

/// Asserts snapshots of `value` with several strategies, each named by the count of
/// assertions in the test.
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [Snapshotting<Value, Format>],
    record: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let location = SnapshotLocation(fileID: "\(fileID)", filePath: filePath, testName: testName, line: line, column: column)
    assertEach(value, strategies.map { (nil, $0) }, record: record, snapshotDirectory: snapshotDirectory, at: location)
}

/// The value made once, then each strategy asserted in turn under its name (or the count).
private func assertEach<Value, Format>(_ value: () throws -> Value, _ strategies: [(name: String?, strategy: Snapshotting<Value, Format>)],
                                       record: SnapshotTestingConfiguration.Record?, snapshotDirectory: String?, at location: SnapshotLocation) {
    let made: Result<Value, any Error> = Result { try value() }
    for (name, strategy) in strategies {
        guard let failure = SnapshotVerification.verify(try made.get(), as: strategy, named: name, record: record,
                                                        snapshotDirectory: snapshotDirectory, at: location) else { continue }
        SnapshotVerification.report(failure, at: location)
    }
}

/// Compares a snapshot of `value` with its golden file like `assertSnapshot`, but returns the
/// failure message instead of failing the test: `nil` when the snapshot matches.
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    let location = SnapshotLocation(fileID: "\(fileID)", filePath: filePath, testName: testName, line: line, column: column)
    return SnapshotVerification.verify(try value(), as: snapshotting, named: name, record: record,
                                       snapshotDirectory: snapshotDirectory, at: location)?.message
}

/// Where an assertion was made.
struct SnapshotLocation {
    var fileID: String
    var filePath: StaticString
    var testName: String
    var line: UInt
    var column: UInt

    var path: String { "\(filePath)" }
}

/// A failed verification: what to say and which files to attach.
struct SnapshotFailure {
    var message: String
    var attachments: [(name: String, data: Data)]
}

enum SnapshotVerification {
    /// Compares, records and writes artifacts as the record mode says; `nil` when the snapshot
    /// matches its golden file.
    static func verify<Value, Format>(_ value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>,
                                      named name: String?, record: SnapshotTestingConfiguration.Record?,
                                      snapshotDirectory: String?, at location: SnapshotLocation) -> SnapshotFailure? {
        let mode: SnapshotTestingConfiguration.Record
        do {
            mode = try SnapshotTestingConfiguration.recordMode(argument: record)
        } catch {
            return SnapshotFailure(message: "\(error)", attachments: [])
        }
        let golden = GoldenFile(location: location, name: name, pathExtension: snapshotting.pathExtension, snapshotDirectory: snapshotDirectory)
        let artifacts = ArtifactFolder(location: location, golden: golden)

        let snapshot: Format, data: Data
        // The golden file's bytes when they were read to be compared before the snapshot was made.
        var readFirst: Data?
        do {
            // An image strategy compares the picture with its golden file's pixels first: a
            // test that passes encodes nothing. Otherwise the snapshot is made and compared below.
            if mode != .all, let unlessMatching = snapshotting.snapshotUnlessMatching, case .present = golden.state(),
               let stored = try? Data(contentsOf: golden.url) {
                guard let made = try unlessMatching(value(), stored) else {
                    artifacts.removeStale()
                    return nil
                }
                snapshot = made
                readFirst = stored
            } else {
                snapshot = try snapshotting.snapshot(value())
            }
            data = try snapshotting.diffing.toData(snapshot)
        } catch {
            return SnapshotFailure(message: "Could not make the snapshot \(golden.identifier): \(error)", attachments: [])
        }

        switch golden.state() {
        case .folder:
            return SnapshotFailure(message: "The golden file \(golden.url.path) is a folder, not a file; it was left as it was.", attachments: [])
        case .unreachable(let reason):
            return SnapshotFailure(message: "Cannot look for the golden file \(golden.url.path): \(reason).", attachments: [])
        case .missing:
            if mode == .never {
                return SnapshotFailure(message: "No golden file at \(golden.url.path), and the record mode is never: nothing was written. Record it with record: .missing or SNAPSHOT_TESTING_RECORD=missing.",
                                       attachments: [])
            }
            if let problem = golden.write(data, replacing: false) { return SnapshotFailure(message: problem, attachments: []) }
            return SnapshotFailure(message: "No golden file was found, so the snapshot was recorded at \(golden.url.path). Check it, then run the test again to compare against it.",
                                   attachments: [(golden.url.lastPathComponent, data)])
        case .present:
            break
        }

        if mode == .all {
            if let problem = golden.write(data, replacing: true) { return SnapshotFailure(message: problem, attachments: []) }
            artifacts.removeStale()
            return SnapshotFailure(message: "Recorded the snapshot at \(golden.url.path) (record mode all). Turn recording off to compare against it.",
                                   attachments: [(golden.url.lastPathComponent, data)])
        }

        let stored: Data
        do {
            stored = try readFirst ?? Data(contentsOf: golden.url)
        } catch {
            return SnapshotFailure(message: "Cannot read the golden file \(golden.url.path): \(readableReason(error)); it was left as it was.", attachments: [])
        }
        if stored == data {
            artifacts.removeStale()
            return nil
        }
        let difference: (String, [DiffArtifact])?
        do {
            let reference = try snapshotting.diffing.fromData(stored)
            difference = try snapshotting.diffing.diff(reference, snapshot)
        } catch {
            return SnapshotFailure(message: "The golden file \(golden.url.path) cannot be compared: \(error); it was left as it was.", attachments: [])
        }
        guard let (summary, files) = difference else {
            artifacts.removeStale()
            return nil
        }

        var lines = ["Snapshot \(golden.identifier) does not match its golden file: \(summary)", "  golden:    \(golden.url.path)"]
        var attachments: [(name: String, data: Data)] = []
        do {
            let written = try artifacts.write(files, golden: golden, message: summary)
            for (role, url) in written {
                lines.append("  \((role + ":").padding(toLength: 10, withPad: " ", startingAt: 0)) \(url.path)")
                attachments.append((url.lastPathComponent, files.first { $0.role == role }!.data))
            }
        } catch {
            lines.append("  (the artifacts could not be written: \(error))")
            attachments = files.filter { $0.role != DiffArtifact.metricsRole }.map { ("\(golden.baseName).\($0.role).\($0.pathExtension)", $0.data) }
        }
        if mode == .failed {
            if let problem = golden.write(data, replacing: true) {
                lines.append("  " + problem)
            } else {
                lines.append("  The golden file was re-recorded (record mode failed).")
            }
        }
        return SnapshotFailure(message: lines.joined(separator: "\n"), attachments: attachments)
    }

    /// Fails the running test: a Swift Testing issue with attachments inside a `@Test`, an
    /// XCTest failure otherwise.
    static func report(_ failure: SnapshotFailure, at location: SnapshotLocation) {
        if Test.current != nil {
            let source = SourceLocation(fileID: location.fileID, filePath: location.path, line: Int(location.line), column: Int(location.column))
            for attachment in failure.attachments {
                Attachment.record([UInt8](attachment.data), named: attachment.name, sourceLocation: source)
            }
            Issue.record(Comment(rawValue: failure.message), sourceLocation: source)
        } else {
            XCTFail(failure.message, file: location.filePath, line: location.line)
        }
    }

    private static func readableReason(_ error: any Error) -> String {
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return error.localizedDescription
    }
}
