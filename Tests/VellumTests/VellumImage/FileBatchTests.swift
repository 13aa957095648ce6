import Foundation
import Testing
import VellumCore
import VellumImage
import VellumUI

/// Files written together, flushed and named by the batch's own thread (`FileBatch`).
@Suite("Files written as a batch", .serialized)
struct FileBatchTests {
    private func names(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test("Once finish returns every file has its new bytes, the old ones replaced, and no temporary file is left")
    func placedByFinish() throws {
        let folder = try temporaryFolder()
        let old = folder.appendingPathComponent("a.png"), new = folder.appendingPathComponent("b.png")
        try Data("old".utf8).write(to: old)
        let batch = FileBatch()
        try batch.write(Data("first".utf8), to: old)
        try batch.write(Data("second".utf8), to: new)
        try batch.finish()
        #expect(try Data(contentsOf: old) == Data("first".utf8))
        #expect(try Data(contentsOf: new) == Data("second".utf8))
        #expect(try names(folder) == ["a.png", "b.png"])
    }

    @Test("Files written one at a time, each on disk before the next, are flushed by one thread; a batch finished is used again")
    func oneThreadForFilesOneAtATime() throws {
        let folder = try temporaryFolder()
        let batch = FileBatch()
        for index in 0..<10 {
            try batch.write(Data([UInt8(index)]), to: folder.appendingPathComponent("f\(index)"))
            // Until the file is in place: the batch's thread has nothing left, and waits.
            while (try? Data(contentsOf: folder.appendingPathComponent("f\(index)"))) == nil { usleep(200) }
        }
        #expect(batch.threadsStarted < 5, "\(batch.threadsStarted) threads for 10 files")
        try batch.finish()
        try batch.write(Data([10]), to: folder.appendingPathComponent("f10"))
        try batch.finish()
        #expect(try names(folder) == (0...10).map { "f\($0)" }.sorted())
    }

    @Test("With one file allowed to wait, each write waits until the file before it is in place")
    func openLimit() throws {
        let folder = try temporaryFolder()
        let batch = FileBatch(openLimit: 1)
        for index in 0..<6 {
            try batch.write(Data([UInt8(index)]), to: folder.appendingPathComponent("f\(index)"))
            if index > 0 {
                #expect((try? Data(contentsOf: folder.appendingPathComponent("f\(index - 1)"))) == Data([UInt8(index - 1)]))
            }
        }
        try batch.finish()
        #expect(try names(folder) == (0..<6).map { "f\($0)" })
    }

    @Test("Files written from several threads at once are all in place after finish")
    func severalWriters() throws {
        let folder = try temporaryFolder()
        let batch = FileBatch(openLimit: 8)
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for index in 0..<25 {
                try? batch.write(Data("\(thread)-\(index)".utf8), to: folder.appendingPathComponent("t\(thread)-\(index)"))
            }
        }
        try batch.finish()
        let expected = (0..<4).flatMap { thread in (0..<25).map { "t\(thread)-\($0)" } }.sorted()
        #expect(try names(folder) == expected)
        for name in expected { #expect(try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) == String(name.dropFirst())) }
    }

    @Test("A file that cannot be written fails naming it; the others are written, the old one stays")
    func writeFailureNamesTheFile() throws {
        let good = try temporaryFolder("batch-good"), full = try temporaryFolder("batch-full")
        let kept = full.appendingPathComponent("sheet.png")
        try Data("old".utf8).write(to: kept)
        FileOutput.injectedFaults.withLock { $0.append((full.path, ENOSPC, 10)) }
        defer { FileOutput.injectedFaults.withLock { $0.removeAll { $0.folder == full.path } } }
        let batch = FileBatch()
        try batch.write(Data("one".utf8), to: good.appendingPathComponent("one.png"))
        let error = #expect(throws: VellumError.self) { try batch.write(Data(repeating: 7, count: 100), to: kept) }
        #expect(error?.message.contains(kept.path) == true && error?.message.contains("No space left on device") == true, "\(String(describing: error))")
        try batch.finish()
        #expect(try Data(contentsOf: good.appendingPathComponent("one.png")) == Data("one".utf8))
        #expect(try Data(contentsOf: kept) == Data("old".utf8))
        #expect(try names(full) == ["sheet.png"])
    }

    @Test("A file that cannot be named is an error of finish naming it; the others are in place, no temporary file is left")
    func nameFailureNamesTheFile() throws {
        let folder = try temporaryFolder()
        // A folder with something in it cannot be replaced by a file.
        let blocked = folder.appendingPathComponent("blocked.png")
        try FileManager.default.createDirectory(at: blocked, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: blocked.appendingPathComponent("inside"))
        let batch = FileBatch()
        try batch.write(Data("a".utf8), to: folder.appendingPathComponent("a.png"))
        try batch.write(Data("b".utf8), to: blocked)
        try batch.write(Data("c".utf8), to: folder.appendingPathComponent("c.png"))
        let error = #expect(throws: VellumError.self) { try batch.finish() }
        #expect(error?.message.contains(blocked.path) == true, "\(String(describing: error))")
        #expect(try names(folder) == ["a.png", "blocked.png", "c.png"])
        #expect(try names(blocked) == ["inside"])
        #expect(try Data(contentsOf: folder.appendingPathComponent("c.png")) == Data("c".utf8))
        // The failure is reported once.
        try batch.finish()
    }
}
