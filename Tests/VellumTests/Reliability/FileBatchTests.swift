import Foundation
import Testing
import VellumImage
import VellumUI

/// Files written together and put in place together (`FileBatch`).
@Suite("Files written as a batch", .serialized)
struct FileBatchTests {
    private func names(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test("Each file keeps its old bytes until finish, then has the new ones; no temporary file is left")
    func placedOnFinish() throws {
        let folder = try temporaryFolder()
        let old = folder.appendingPathComponent("a.png"), new = folder.appendingPathComponent("b.png")
        try Data("old".utf8).write(to: old)
        let batch = FileBatch()
        try batch.write(Data("first".utf8), to: old)
        try batch.write(Data("second".utf8), to: new)
        #expect(try Data(contentsOf: old) == Data("old".utf8))
        #expect(!FileManager.default.fileExists(atPath: new.path))
        #expect(try names(folder).filter { $0.hasPrefix(".") }.count == 2, "both written under temporary names")
        try batch.finish()
        #expect(try Data(contentsOf: old) == Data("first".utf8))
        #expect(try Data(contentsOf: new) == Data("second".utf8))
        #expect(try names(folder) == ["a.png", "b.png"])
    }

    @Test("More files than may wait open: the earlier ones are put in place as the batch goes")
    func openLimit() throws {
        let folder = try temporaryFolder()
        let batch = FileBatch(openLimit: 3)
        for index in 0..<7 { try batch.write(Data([UInt8(index)]), to: folder.appendingPathComponent("f\(index)")) }
        // Six placed in two rounds of three; the seventh waits.
        #expect(try names(folder).filter { !$0.hasPrefix(".") } == (0..<6).map { "f\($0)" })
        try batch.finish()
        #expect(try names(folder) == (0..<7).map { "f\($0)" })
        for index in 0..<7 { #expect(try Data(contentsOf: folder.appendingPathComponent("f\(index)")) == Data([UInt8(index)])) }
    }

    @Test("A file that cannot be written fails naming it; the others are written, the old one stays")
    func failureNamesTheFile() throws {
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

    @Test("A batch given up without finish leaves every destination as it was and no temporary file")
    func abandoned() throws {
        let folder = try temporaryFolder()
        let file = folder.appendingPathComponent("golden.png")
        try Data("old".utf8).write(to: file)
        do {
            let batch = FileBatch()
            try batch.write(Data("new".utf8), to: file)
            try batch.write(Data("other".utf8), to: folder.appendingPathComponent("other.png"))
        }
        #expect(try Data(contentsOf: file) == Data("old".utf8))
        #expect(try names(folder) == ["golden.png"])
    }
}
