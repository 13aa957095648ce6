import Foundation
import Testing
import Vellum
import VellumDiff
import VellumTesting

/// The snapshot workflow from Swift Testing: failures become issues (caught here with
/// `withKnownIssue`), the record mode comes from the trait or the scope, and test names come
/// from the `@Test` function.
@Suite("Snapshot workflow in Swift Testing")
struct SnapshotWorkflowTests {
    let folder: URL
    let artifacts: String

    init() throws {
        folder = try temporaryFolder("swift-testing-snapshots")
        artifacts = folder.appendingPathComponent("artifacts").path
    }

    @Test("A missing golden is recorded and fails; the next run passes; a change fails with artifacts")
    func recordCompareFail() throws {
        try withSnapshotTesting(artifactsDirectory: artifacts) {
            withKnownIssue {
                assertSnapshot(of: WorkflowCard(), as: .image, named: "card", snapshotDirectory: folder.path)
            } matching: { issue in
                issue.comments.contains { $0.rawValue.contains("No golden file was found") && $0.rawValue.contains("recordCompareFail.card.png") }
            }
            let golden = folder.appendingPathComponent("recordCompareFail.card.png")
            let recorded = try Data(contentsOf: golden)

            assertSnapshot(of: WorkflowCard(), as: .image, named: "card", snapshotDirectory: folder.path)

            withKnownIssue {
                assertSnapshot(of: WorkflowCard(title: "Weekly reports"), as: .image, named: "card", snapshotDirectory: folder.path)
            } matching: { issue in
                issue.comments.contains { $0.rawValue.contains("does not match its golden file") && $0.rawValue.contains("diff:") }
            }
            for role in ["reference", "actual", "diff"] {
                #expect(FileManager.default.fileExists(atPath: "\(artifacts)/SnapshotWorkflowTests/recordCompareFail.card.\(role).png"))
            }
            let record = try JSONDecoder().decode(FailureRecord.self, from: Data(contentsOf: URL(fileURLWithPath: "\(artifacts)/SnapshotWorkflowTests/recordCompareFail.card.failure.json")))
            #expect(record.golden == golden.path)
            #expect(record.artifacts["diff"] == "recordCompareFail.card.diff.png")
            #expect((record.metrics?.differingPixels ?? 0) > 0)
            #expect(try Data(contentsOf: golden) == recorded)
        }
    }

    @Test("The trait's never fails on a missing golden and writes nothing", .snapshots(record: .never))
    func traitNever() {
        withKnownIssue {
            assertSnapshot(of: WorkflowCard(), as: .layout, snapshotDirectory: folder.path)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("record mode is never") }
        }
        #expect((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) == [])
    }

    @Test("The trait's all rewrites; the argument beats the trait", .snapshots(record: .all))
    func traitAll() throws {
        let golden = folder.appendingPathComponent("traitAll.boxes.txt")
        try Data("old boxes\n".utf8).write(to: golden)
        withKnownIssue {
            assertSnapshot(of: WorkflowCard(), as: .layout, named: "boxes", snapshotDirectory: folder.path)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("record mode all") }
        }
        let rewritten = try String(contentsOf: golden, encoding: .utf8)
        #expect(rewritten.hasPrefix("WorkflowCard") || rewritten.contains("Text"), "\(rewritten)")
        assertSnapshot(of: WorkflowCard(), as: .layout, named: "boxes", record: .missing, snapshotDirectory: folder.path)
    }

    @Test("verifySnapshot returns the message in Swift Testing too")
    func verifyReturnsMessage() {
        let message = verifySnapshot(of: WorkflowCard(), as: .layout, record: .never, snapshotDirectory: folder.path)
        #expect(message?.contains("verifyReturnsMessage.1.txt") == true, "the counter names the golden: \(message ?? "nil")")
    }

    // MARK: Golden files that cannot be used

    private func golden(_ name: String, _ bytes: [UInt8]) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url
    }

    @Test("A truncated PNG golden fails naming the file and stays as it was", arguments: [SnapshotTestingConfiguration.Record.missing, .failed])
    func truncatedGolden(mode: SnapshotTestingConfiguration.Record) throws {
        let png = try RenderPipeline.data(RenderRequest(content: WorkflowCard(), scale: 2), format: .png)
        let truncated = [UInt8](png.prefix(png.count / 2))
        let url = try golden("truncatedGolden-mode.card.png", truncated)
        let message = try #require(verifySnapshot(of: WorkflowCard(title: "Other"), as: .image, named: "card", record: mode, snapshotDirectory: folder.path))
        #expect(message.contains(url.path), "\(message)")
        #expect(message.contains("left as it was"), "\(message)")
        #expect(try Data(contentsOf: url) == Data(truncated))
    }

    @Test("A golden of another format fails naming the file")
    func otherFormatGolden() throws {
        let svgInPNG = try golden("otherFormatGolden.card.png", Array("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8))
        let message = try #require(verifySnapshot(of: WorkflowCard(), as: .image, named: "card", snapshotDirectory: folder.path))
        #expect(message.contains(svgInPNG.path) && message.contains("not a PNG"), "\(message)")

        let png = try RenderPipeline.data(RenderRequest(content: WorkflowCard(), scale: 1), format: .png)
        let pngInSVG = try golden("otherFormatGolden.vector.svg", [UInt8](png))
        let text = try #require(verifySnapshot(of: WorkflowCard(), as: .svg, named: "vector", record: .failed, snapshotDirectory: folder.path))
        #expect(text.contains(pngInSVG.path) && text.contains("not UTF-8"), "\(text)")
        #expect(try Data(contentsOf: pngInSVG) == png)
    }

    @Test("A garbage PNG golden fails naming the file")
    func garbageGolden() throws {
        let url = try golden("garbageGolden.card.png", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 0x41, count: 64))
        let message = try #require(verifySnapshot(of: WorkflowCard(), as: .image, named: "card", snapshotDirectory: folder.path))
        #expect(message.contains(url.path), "\(message)")
    }

    @Test("A snapshot folder that cannot be searched fails naming the path")
    func unreachableFolder() throws {
        // A file where the folder should be: the golden path cannot exist beneath it.
        let blocker = try golden("blocker", Array("not a folder".utf8))
        let message = try #require(verifySnapshot(of: WorkflowCard(), as: .layout, named: "boxes", snapshotDirectory: blocker.path))
        #expect(message.contains(blocker.path), "\(message)")
        #expect(try String(contentsOf: blocker, encoding: .utf8) == "not a folder")
    }

    @Test("A golden path that is a folder fails naming it")
    func goldenIsAFolder() throws {
        let path = folder.appendingPathComponent("goldenIsAFolder.boxes.txt")
        try FileManager.default.createDirectory(at: path, withIntermediateDirectories: true)
        let message = try #require(verifySnapshot(of: WorkflowCard(), as: .layout, named: "boxes", record: .all, snapshotDirectory: folder.path))
        #expect(message.contains("is a folder"), "\(message)")
    }

    @Test("A view that cannot be rendered fails with the renderer's message")
    func renderFailure() throws {
        let message = try #require(verifySnapshot(of: Color.red.frame(width: 100_000, height: 100_000), as: .image, snapshotDirectory: folder.path))
        #expect(message.contains("Could not make the snapshot"), "\(message)")
        #expect((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) == [])
    }

    @Test("A strategy of one's own, made by pullback")
    func pullbackStrategy() throws {
        struct Badge { var count: Int }
        let strategy: Snapshotting<Badge, String> = Snapshotting<Text, String>.layout.pullback { Text("\($0.count) new") }
        _ = verifySnapshot(of: Badge(count: 3), as: strategy, named: "badge", snapshotDirectory: folder.path)
        #expect(verifySnapshot(of: Badge(count: 3), as: strategy, named: "badge", snapshotDirectory: folder.path) == nil)
        let message = try #require(verifySnapshot(of: Badge(count: 12), as: strategy, named: "badge", snapshotDirectory: folder.path))
        #expect(message.contains("the text differs"))
    }
}
