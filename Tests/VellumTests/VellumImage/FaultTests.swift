import Foundation
import Testing
import Vellum
import VellumCLI
import VellumCairo
import VellumImage
import VellumTestSupport
import VellumTesting

/// Killed writers, full disks and read-only folders: goldens are whole or untouched, and
/// errors name the path. `Scripts/soak` kills many more writers and fills a real tmpfs.
@Suite("Faults while writing goldens", .serialized)
struct FaultTests {
    @Test("A writer killed with SIGKILL at random moments leaves only whole goldens")
    func killedWriters() throws {
        let folder = try temporaryFolder()
        let helper = try testHelperExecutable()
        var random = SeededGenerator(seed: 9)
        var checked = 0
        for round in 0..<12 {
            let pid = try ChildProcess.start(helper, ["write-goldens", folder.path])
            // Let it write (the first round until every golden exists), then kill it anywhere.
            if round == 0 {
                let deadline = Date().addingTimeInterval(30)
                while (try? FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("golden-") }.count) ?? 0 < 8,
                      Date() < deadline { usleep(5_000) }
            }
            usleep(useconds_t(Int.random(in: 1_000...60_000, using: &random)))
            kill(pid, SIGKILL)
            ChildProcess.wait(pid)
            for n in 0..<8 {
                let data = try Data(contentsOf: folder.appendingPathComponent("golden-\(n).bin"))
                #expect(FaultGoldens.isWhole(data), "round \(round): golden-\(n).bin is partial (\(data.count) bytes)")
                checked += 1
            }
        }
        #expect(checked == 96)
    }

    @Test("A full disk fails naming the golden, which stays as it was")
    func fullDisk() throws {
        let folder = try temporaryFolder()
        let golden = folder.appendingPathComponent("card.card.png")
        let old = try RenderPipeline.data(RenderRequest(content: WorkflowCard(), scale: 2), format: .png)
        try old.write(to: golden)
        FileOutput.injectedFaults.withLock { $0.append((folder.path, ENOSPC, 1000)) }
        defer { FileOutput.injectedFaults.withLock { $0.removeAll { $0.folder == folder.path } } }
        let message = try #require(verifySnapshot(of: WorkflowCard(tint: .red), as: .image, named: "card", record: .all,
                                                  snapshotDirectory: folder.path, testName: "card"))
        #expect(message.contains(golden.path) && message.contains("No space left on device"), "\(message)")
        #expect(try Data(contentsOf: golden) == old)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["card.card.png"], "no temporary file is left")
    }

    @Test("Work done while a file is flushed sees it whole under its temporary name, and the old file still in place")
    func workWhileFlushing() throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("sheet.png")
        try Data("old".utf8).write(to: file)
        let data = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        var runs = 0
        try FileOutput.write(data, to: file) {
            runs += 1
            #expect((try? Data(contentsOf: file)) == Data("old".utf8))
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            let temporary = names.filter { $0 != "sheet.png" }
            #expect(temporary.count == 1 && temporary.allSatisfy { $0.hasPrefix(".sheet.png.") })
            #expect(temporary.first.flatMap { try? Data(contentsOf: folder.appendingPathComponent($0)) } == data)
        }
        #expect(runs == 1)
        #expect(try Data(contentsOf: file) == data)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["sheet.png"])
    }

    @Test("A read-only folder fails naming the golden, which stays as it was")
    func readOnlyFolder() throws {
        let folder = try temporaryFolder()
        let golden = folder.appendingPathComponent("card.card.png")
        let old = try RenderPipeline.data(RenderRequest(content: WorkflowCard(), scale: 2), format: .png)
        try old.write(to: golden)
        // A folder nobody may write into: immutable for root (who ignores permissions), mode
        // 0555 for anyone else; where neither holds, the error is injected.
        let undo = makeReadOnly(folder)
        defer { undo() }
        let message = try #require(verifySnapshot(of: WorkflowCard(tint: .red), as: .image, named: "card", record: .failed,
                                                  snapshotDirectory: folder.path, testName: "card"))
        #expect(message.contains(golden.path), "\(message)")
        #expect(message.contains("not writable") || message.contains("Read-only") || message.contains("Operation not permitted") || message.contains("Permission denied"), "\(message)")
        #expect(try Data(contentsOf: golden) == old)
    }

    /// Makes `folder` refuse new files, and returns how to undo it.
    private func makeReadOnly(_ folder: URL) -> () -> Void {
        if getuid() == 0, (try? runProgram("/usr/bin/chattr", ["+i", folder.path]).status) == 0 {
            if !FileManager.default.createFile(atPath: folder.appendingPathComponent("probe").path, contents: Data()) {
                return { _ = try? runProgram("/usr/bin/chattr", ["-i", folder.path]) }
            }
            _ = try? runProgram("/usr/bin/chattr", ["-i", folder.path])
            try? FileManager.default.removeItem(at: folder.appendingPathComponent("probe"))
        }
        if getuid() != 0, chmod(folder.path, 0o555) == 0 {
            return { chmod(folder.path, 0o755) }
        }
        FileOutput.injectedFaults.withLock { $0.append((folder.path, EROFS, 0)) }
        return { FileOutput.injectedFaults.withLock { $0.removeAll { $0.folder == folder.path } } }
    }
}
