import Foundation
import Vellum
import VellumTesting
import XCTest

/// A small card whose title and tint the tests change.
struct WorkflowCard: View {
    var title = "Weekly report"
    var tint = Color.blue

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(title).font(.headline)
            Capsule().fill(tint).frame(width: 80, height: 8)
        }
        .padding(12)
        .frame(width: 180, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 10).fill(Color.white))
        .shadow(color: .black.opacity(0.2), radius: 4, y: 2)
        .padding(8)
    }
}

/// The whole snapshot workflow from XCTest: recording, comparing, failing with artifacts, and
/// each record mode. Failures are caught by overriding `recordFailure` so that the tests can
/// check them.
final class SnapshotWorkflowXCTests: XCTestCase {
    private var failures: [String] = []
    private var folder: URL!
    private var artifacts: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("vellum-xctest-snapshots-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))")
        artifacts = folder.appendingPathComponent("artifacts")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        failures = []
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        failures.append(description)
    }

    private var goldens: URL { folder.appendingPathComponent("goldens") }

    /// Runs `body` with the failures it records collected rather than failing this test.
    private func failuresOf(_ body: () -> Void) -> [String] {
        failures = []
        withSnapshotTesting(artifactsDirectory: artifacts.path, operation: body)
        defer { failures = [] }
        return failures
    }

    func testMissingGoldenIsRecordedAndTheNextRunPasses() throws {
        let first = failuresOf { assertSnapshot(of: WorkflowCard(), as: .image, named: "card", snapshotDirectory: goldens.path) }
        XCTAssertEqual(first.count, 1)
        let golden = goldens.appendingPathComponent("testMissingGoldenIsRecordedAndTheNextRunPasses.card.png")
        XCTAssertTrue(first[0].contains("No golden file was found"), first[0])
        XCTAssertTrue(first[0].contains(golden.path), first[0])
        let recorded = try Data(contentsOf: golden)
        XCTAssertEqual(Array(recorded.prefix(4)), [0x89, 0x50, 0x4E, 0x47])

        XCTAssertEqual(failuresOf { assertSnapshot(of: WorkflowCard(), as: .image, named: "card", snapshotDirectory: goldens.path) }, [])
        XCTAssertEqual(try Data(contentsOf: golden), recorded, "a passing run leaves the golden file as it was")
    }

    func testChangedViewFailsAndLeavesTheThreeArtifacts() throws {
        _ = failuresOf { assertSnapshot(of: WorkflowCard(), as: .image, named: "card", snapshotDirectory: goldens.path) }
        let golden = goldens.appendingPathComponent("testChangedViewFailsAndLeavesTheThreeArtifacts.card.png")
        let recorded = try Data(contentsOf: golden)

        let messages = failuresOf { assertSnapshot(of: WorkflowCard(tint: .orange), as: .image, named: "card", snapshotDirectory: goldens.path) }
        XCTAssertEqual(messages.count, 1)
        let message = try XCTUnwrap(messages.first)
        let base = artifacts.appendingPathComponent("SnapshotWorkflowXCTests/testChangedViewFailsAndLeavesTheThreeArtifacts.card")
        for role in ["reference", "actual", "diff"] {
            let path = base.path + ".\(role).png"
            XCTAssertTrue(FileManager.default.fileExists(atPath: path), "missing \(path)")
            XCTAssertTrue(message.contains(path), "the message names \(path): \(message)")
        }
        XCTAssertTrue(message.contains("pixels differ"), message)
        XCTAssertTrue(message.contains("largest colour difference"), message)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: base.path + ".reference.png")), recorded)
        XCTAssertEqual(try Data(contentsOf: golden), recorded, "the default record mode does not touch an existing golden file")
        XCTAssertTrue(FileManager.default.fileExists(atPath: base.path + ".failure.json"))

        // Passing again clears the stale artifacts.
        XCTAssertEqual(failuresOf { assertSnapshot(of: WorkflowCard(), as: .image, named: "card", snapshotDirectory: goldens.path) }, [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: base.path + ".diff.png"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: base.path + ".failure.json"))
    }

    func testNeverWithAMissingGoldenFailsAndWritesNothing() throws {
        let messages = failuresOf { assertSnapshot(of: WorkflowCard(), as: .image, record: .never, snapshotDirectory: goldens.path) }
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages[0].contains("record mode is never"), messages[0])
        XCTAssertFalse(FileManager.default.fileExists(atPath: goldens.path), "nothing is written, not even the folder")
        XCTAssertFalse(FileManager.default.fileExists(atPath: artifacts.path))
    }

    func testAllRewritesTheGolden() throws {
        _ = failuresOf { assertSnapshot(of: WorkflowCard(), as: .image, named: "card", snapshotDirectory: goldens.path) }
        let golden = goldens.appendingPathComponent("testAllRewritesTheGolden.card.png")
        let original = try Data(contentsOf: golden)

        let messages = failuresOf {
            withSnapshotTesting(record: .all) {
                assertSnapshot(of: WorkflowCard(tint: .green), as: .image, named: "card", snapshotDirectory: goldens.path)
            }
        }
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages[0].contains("record mode all"), messages[0])
        let rewritten = try Data(contentsOf: golden)
        XCTAssertNotEqual(rewritten, original)
        XCTAssertEqual(failuresOf { assertSnapshot(of: WorkflowCard(tint: .green), as: .image, named: "card", snapshotDirectory: goldens.path) }, [])
    }

    func testFailedReRecordsOnlyWhatDiffers() throws {
        _ = failuresOf { assertSnapshot(of: WorkflowCard(), as: .layout, named: "boxes", snapshotDirectory: goldens.path) }
        let golden = goldens.appendingPathComponent("testFailedReRecordsOnlyWhatDiffers.boxes.txt")
        let original = try String(contentsOf: golden, encoding: .utf8)
        XCTAssertEqual(failuresOf { assertSnapshot(of: WorkflowCard(), as: .layout, named: "boxes", record: .failed, snapshotDirectory: goldens.path) }, [])

        let messages = failuresOf {
            assertSnapshot(of: WorkflowCard(title: "Monthly report, in full"), as: .layout, named: "boxes", record: .failed, snapshotDirectory: goldens.path)
        }
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages[0].contains("re-recorded"), messages[0])
        XCTAssertTrue(messages[0].contains("−"), "the text diff shows removed lines: \(messages[0])")
        XCTAssertNotEqual(try String(contentsOf: golden, encoding: .utf8), original)
    }

    func testTheEnvironmentVariableIsObeyed() throws {
        let variable = "SNAPSHOT_TESTING_RECORD"
        let previous = ProcessInfo.processInfo.environment[variable]
        defer {
            if let previous { setenv(variable, previous, 1) } else { unsetenv(variable) }
        }

        setenv(variable, "never", 1)
        var messages = failuresOf { assertSnapshot(of: WorkflowCard(), as: .layout, snapshotDirectory: goldens.path) }
        XCTAssertTrue(messages.first?.contains("record mode is never") ?? false, "\(messages)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: goldens.path))

        // The argument beats the variable, and a scope beats it too.
        messages = failuresOf { assertSnapshot(of: WorkflowCard(), as: .layout, named: "boxes", record: .missing, snapshotDirectory: goldens.path) }
        XCTAssertTrue(messages.first?.contains("No golden file was found") ?? false, "\(messages)")
        let golden = goldens.appendingPathComponent("testTheEnvironmentVariableIsObeyed.boxes.txt")
        try Data("stale\n".utf8).write(to: golden)

        setenv(variable, "all", 1)
        messages = failuresOf { assertSnapshot(of: WorkflowCard(), as: .layout, named: "boxes", snapshotDirectory: goldens.path) }
        XCTAssertTrue(messages.first?.contains("record mode all") ?? false, "\(messages)")
        XCTAssertNotEqual(try String(contentsOf: golden, encoding: .utf8), "stale\n")
        messages = failuresOf {
            withSnapshotTesting(record: .missing) {
                assertSnapshot(of: WorkflowCard(), as: .layout, named: "boxes", snapshotDirectory: goldens.path)
            }
        }
        XCTAssertEqual(messages, [], "the scope's .missing beats the variable's all")

        setenv(variable, "sometimes", 1)
        messages = failuresOf { assertSnapshot(of: WorkflowCard(), as: .layout, named: "boxes", snapshotDirectory: goldens.path) }
        XCTAssertTrue(messages.first?.contains("SNAPSHOT_TESTING_RECORD=sometimes is not a record mode") ?? false, "\(messages)")
    }

    func testUnnamedSnapshotsAreCountedWithinATest() throws {
        let messages = failuresOf {
            assertSnapshot(of: WorkflowCard(), as: .layout, snapshotDirectory: goldens.path)
            assertSnapshot(of: WorkflowCard(title: "Second"), as: .layout, snapshotDirectory: goldens.path)
            assertSnapshots(of: WorkflowCard(), as: ["boxes": .layout, "vector": .svg], snapshotDirectory: goldens.path)
        }
        XCTAssertEqual(messages.count, 4)
        let names = try FileManager.default.contentsOfDirectory(atPath: goldens.path).sorted()
        XCTAssertEqual(names, ["testUnnamedSnapshotsAreCountedWithinATest.1.txt", "testUnnamedSnapshotsAreCountedWithinATest.2.txt",
                               "testUnnamedSnapshotsAreCountedWithinATest.boxes.txt", "testUnnamedSnapshotsAreCountedWithinATest.vector.svg"])
    }

    func testVerifySnapshotReturnsTheMessageInsteadOfFailing() throws {
        let message = verifySnapshot(of: WorkflowCard(), as: .svg, named: "vector", snapshotDirectory: goldens.path)
        XCTAssertTrue(message?.contains("recorded") ?? false, message ?? "nil")
        XCTAssertNil(verifySnapshot(of: WorkflowCard(), as: .svg, named: "vector", snapshotDirectory: goldens.path))
        XCTAssertEqual(failures, [], "verifySnapshot does not fail the test")
        let svg = try String(contentsOf: goldens.appendingPathComponent("testVerifySnapshotReturnsTheMessageInsteadOfFailing.vector.svg"), encoding: .utf8)
        XCTAssertTrue(svg.contains("<svg"))
    }
}
