import Foundation
import Testing
import VellumCairo

/// The font files Vellum adds alone are scanned through folders of links (`FontLibrary.linkedFolder`),
/// which fontconfig caches: made once, found again, made anew for a changed file, never used
/// half made or holding something else.
@Suite struct FontLibraryTests {
    /// A fresh folder, and a stand-in font file in it.
    private static func folderWithFont(_ name: String = #function) throws -> (root: URL, font: String) {
        let root = try temporaryFolder(name)
        let font = root.appendingPathComponent("Font.ttf").path
        try Data("a font".utf8).write(to: URL(fileURLWithPath: font))
        return (root, font)
    }

    @Test("A file's folder of one link is made once, found again, and made anew when the file changes")
    func linkedFolderFollowsTheFile() throws {
        let (root, font) = try Self.folderWithFont()
        let parent = root.appendingPathComponent("cache/fonts").path
        let folder = try #require(FontLibrary.linkedFolder(for: font, in: parent))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["Font.ttf"])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/Font.ttf") == font)
        let made = try FileManager.default.attributesOfItem(atPath: folder)[.modificationDate] as? Date
        #expect(FontLibrary.linkedFolder(for: font, in: parent) == folder)
        #expect(try FileManager.default.attributesOfItem(atPath: folder)[.modificationDate] as? Date == made)
        // Nothing but the folders is left in the parent: no half-made folder stays behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent) == [URL(fileURLWithPath: folder).lastPathComponent])

        try Data("a longer font".utf8).write(to: URL(fileURLWithPath: font))
        let changed = try #require(FontLibrary.linkedFolder(for: font, in: parent))
        #expect(changed != folder)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: changed + "/Font.ttf") == font)
    }

    @Test("No folder when it cannot be made, when the file is missing, or when its name holds another link")
    func noFolderWhenItCannotBeTrusted() throws {
        let (root, font) = try Self.folderWithFont()
        // The parent would be inside a file.
        let blocker = root.appendingPathComponent("file").path
        try Data().write(to: URL(fileURLWithPath: blocker))
        #expect(FontLibrary.linkedFolder(for: font, in: blocker + "/fonts") == nil)
        #expect(FontLibrary.linkedFolder(for: root.appendingPathComponent("Missing.ttf").path, in: root.path) == nil)

        // A folder of the expected name whose link leads elsewhere is not used.
        let parent = root.appendingPathComponent("fonts").path
        let folder = try #require(FontLibrary.linkedFolder(for: font, in: parent))
        try FileManager.default.removeItem(atPath: folder + "/Font.ttf")
        try FileManager.default.createSymbolicLink(atPath: folder + "/Font.ttf", withDestinationPath: blocker)
        #expect(FontLibrary.linkedFolder(for: font, in: parent) == nil)
        // The half-made folder it then gave up on is gone, and the font it linked to is not.
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent) == [URL(fileURLWithPath: folder).lastPathComponent])
        #expect(FileManager.default.fileExists(atPath: font))
    }
}
