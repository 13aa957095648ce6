import Foundation
import Testing
import VellumCairo
import VellumDiff
import VellumImage
import XCTest

/// Where a snapshot's golden file lives, and writing it.
struct GoldenFile {
    /// `<TestFileName>`: the test file's name without its extension.
    let testFileName: String
    /// `<testName>.<name or counter>`.
    let baseName: String
    let url: URL

    init(location: SnapshotLocation, name: String?, pathExtension: String?, snapshotDirectory: String?) {
        let testFile = URL(fileURLWithPath: location.path)
        testFileName = testFile.deletingPathExtension().lastPathComponent
        let testName = Self.sanitized(location.testName)
        let identifier = name.map(Self.sanitized)
            ?? String(SnapshotCounter.shared.next(for: "\(location.path)#\(testName)", inXCTest: Test.current == nil))
        let baseName = "\(testName).\(identifier)"
        self.baseName = baseName
        let folder = snapshotDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__", isDirectory: true)
                .appendingPathComponent(testFileName, isDirectory: true)
        url = folder.appendingPathComponent(pathExtension.map { "\(baseName).\($0)" } ?? baseName)
    }

    /// How failures name the snapshot: `<TestFileName>/<testName>.<name>`.
    var identifier: String { "\(testFileName)/\(baseName)" }

    /// A test or snapshot name made safe for a file name: runs of characters other than
    /// letters, digits, `-` and `_` become one `-` (`testCard()` → `testCard`,
    /// `card(size:)` → `card-size`).
    static func sanitized(_ name: String) -> String {
        var result = ""
        var pendingDash = false
        for scalar in name.unicodeScalars {
            if CharacterSet.alphanumerics.contains(scalar) || scalar == "_" || scalar == "-" {
                if pendingDash, !result.isEmpty { result.append("-") }
                pendingDash = false
                result.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        return result.isEmpty ? "snapshot" : result
    }

    enum State {
        case present, missing, folder
        case unreachable(String)
    }

    /// Whether the golden file is there; `unreachable` when its folder cannot be searched.
    func state() -> State {
        var status = stat()
        if stat(url.path, &status) == 0 {
            return status.st_mode & S_IFMT == S_IFDIR ? .folder : .present
        }
        let code = errno
        return code == ENOENT ? .missing : .unreachable(String(cString: strerror(code)))
    }

    /// Writes the golden file atomically, creating its folder; the failure message when that
    /// cannot be done. With `replacing` false an existing file is never touched.
    func write(_ data: Data, replacing: Bool) -> String? {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            return "Cannot create the snapshot folder \(folder.path) for \(url.lastPathComponent): \((error as NSError).localizedDescription)"
        }
        do {
            try FileOutput.write(data, to: url, replacing: replacing)
        } catch {
            return "Cannot record the golden file: \(error)"
        }
        return nil
    }
}

/// Counts the unnamed assertions of each test, so that they get golden files `.1`, `.2`, …
/// The counts start again with every XCTest test case.
final class SnapshotCounter: @unchecked Sendable {
    static let shared = SnapshotCounter()

    private let lock = NSLock()
    private var counts: [String: Int] = [:]
    private var observing = false

    /// The next count for `key`. In XCTest the counts start again with each test case (an
    /// observer is registered on the first call); Swift Testing's XCTest machinery is never
    /// touched.
    func next(for key: String, inXCTest: Bool) -> Int {
        lock.lock()
        defer { lock.unlock() }
        if inXCTest, !observing {
            observing = true
            XCTestObservationCenter.shared.addTestObserver(CounterReset())
        }
        counts[key, default: 0] += 1
        return counts[key]!
    }

    func reset() {
        lock.lock()
        counts.removeAll()
        lock.unlock()
    }

    private final class CounterReset: NSObject, XCTestObservation {
        func testCaseWillStart(_ testCase: XCTestCase) {
            SnapshotCounter.shared.reset()
        }
    }
}

/// The folder a failed snapshot's artifacts go to: the scope's `artifactsDirectory`, then
/// `SNAPSHOT_ARTIFACTS`, then
/// `.build/vellum-artifacts` in the package that holds the test file, then
/// `<TestFileName>/`.
struct ArtifactFolder {
    let folder: URL
    let baseName: String

    init(location: SnapshotLocation, golden: GoldenFile, environment: [String: String] = ProcessInfo.processInfo.environment) {
        let root: URL
        if let scoped = SnapshotTestingConfiguration.current?.artifactsDirectory {
            root = URL(fileURLWithPath: scoped, isDirectory: true)
        } else if let configured = environment[SnapshotTestingConfiguration.artifactsVariable], !configured.isEmpty {
            root = URL(fileURLWithPath: configured, isDirectory: true)
        } else {
            root = Self.defaultRoot(testFile: URL(fileURLWithPath: location.path))
        }
        folder = root.appendingPathComponent(golden.testFileName, isDirectory: true)
        baseName = golden.baseName
    }

    /// `.build/vellum-artifacts` beside the nearest `Package.swift` above the test file; the
    /// temporary folder when there is none.
    static func defaultRoot(testFile: URL) -> URL {
        var folder = testFile.deletingLastPathComponent()
        while folder.path != "/" && !folder.path.isEmpty {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder.appendingPathComponent(".build/vellum-artifacts", isDirectory: true)
            }
            folder.deleteLastPathComponent()
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent("vellum-artifacts", isDirectory: true)
    }

    /// Writes the artifacts and the failure record; the files written, by role, in order.
    func write(_ artifacts: [DiffArtifact], golden: GoldenFile, message: String) throws -> [(String, URL)] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        removeStale()
        var written: [(String, URL)] = []
        var names: [String: String] = [:]
        var metrics: ImageDiffMetrics?
        for artifact in artifacts {
            if artifact.role == DiffArtifact.metricsRole {
                metrics = try? JSONDecoder().decode(ImageDiffMetrics.self, from: artifact.data)
                continue
            }
            let url = folder.appendingPathComponent("\(baseName).\(artifact.role).\(artifact.pathExtension)")
            try FileOutput.write(artifact.data, to: url)
            written.append((artifact.role, url))
            names[artifact.role] = url.lastPathComponent
        }
        let record = FailureRecord(snapshot: golden.identifier, golden: golden.url.path, message: message, artifacts: names, metrics: metrics)
        try FileOutput.write(try record.encoded(), to: folder.appendingPathComponent(baseName + FailureRecord.fileSuffix))
        return written
    }

    /// Removes the artifacts an earlier failure of this snapshot left, so that the folder (and
    /// the report) shows only what fails now.
    func removeStale() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for name in names where name.hasPrefix(baseName + ".") {
            let rest = name.dropFirst(baseName.count + 1)
            // `<base>.<role>.<ext>` or `<base>.failure.json`: exactly two more components.
            if rest.split(separator: ".", omittingEmptySubsequences: false).count == 2 {
                try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
            }
        }
    }
}
