import CCairo
import Foundation
import VellumCore
import VellumUI

/// The fonts Vellum renders with: a private fontconfig configuration that lists only the
/// project's font folders, so the same text gives the same pixels on every machine that ran
/// `Scripts/bootstrap`, whatever else is installed.
///
/// Inter stands in for the system font, DejaVu for monospaced and serif text and as the last
/// fallback (it covers Arabic and Hebrew), Quicksand for the rounded design, Noto Color Emoji
/// for emoji and WenQuanYi Micro Hei for Chinese, Japanese and Korean.
package final class FontLibrary: @unchecked Sendable {
    /// The library of the process, set up once, before Pango first loads a font.
    package static let shared = FontLibrary()

    /// Folders and files searched, in order: Inter (the system font), DejaVu (monospaced,
    /// serif, Arabic, Hebrew and the last fallback), Quicksand (the rounded design), Noto Color
    /// Emoji, and WenQuanYi Micro Hei (Chinese, Japanese, Korean).
    package static let candidateDirectories = [
        "/usr/share/fonts/opentype/inter",
        "/usr/share/fonts/truetype/dejavu",
        "/usr/share/fonts/truetype/quicksand",
        "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
        "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
    ]

    /// The fontconfig configuration (`FcConfig *`).
    package let config: OpaquePointer
    /// The font families the configuration holds.
    package let families: Set<String>
    /// What is missing that Vellum needs, or `nil` when the required fonts are installed.
    package let problem: String?

    private init() {
        let config = FcConfigCreate()!
        // A cache folder keeps fontconfig from rescanning (and complaining) in every process.
        // Bitmap fonts (the colour emoji font has one 109-pixel strike) are scaled to the size
        // asked for with a font matrix, as fontconfig's standard configuration does.
        let cacheXML = """
            <?xml version="1.0"?><fontconfig>
            <cachedir prefix="xdg">vellum/fontconfig</cachedir>
            <cachedir>\(NSTemporaryDirectory())vellum-fontconfig-\(getuid())</cachedir>
            <match target="font">
              <test name="outline" compare="eq"><bool>false</bool></test>
              <edit name="pixelsizefixupfactor" mode="assign">
                <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
              </edit>
            </match>
            <match target="font">
              <test name="outline" compare="eq"><bool>false</bool></test>
              <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
              <edit name="matrix" mode="assign">
                <times><name>matrix</name>
                  <matrix><name>pixelsizefixupfactor</name><double>0</double><double>0</double><name>pixelsizefixupfactor</name></matrix>
                </times>
              </edit>
              <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
            </match>
            </fontconfig>
            """
        cacheXML.withCString { xml in
            xml.withMemoryRebound(to: FcChar8.self, capacity: cacheXML.utf8.count + 1) { _ = FcConfigParseAndLoadFromMemory(config, $0, 0) }
        }
        for path in FontLibrary.candidateDirectories where FileManager.default.fileExists(atPath: path) {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            if isDirectory.boolValue || !FontLibrary.addLinked(path, to: config) {
                FontLibrary.add(path, isDirectory: isDirectory.boolValue, to: config)
            }
        }
        var families = Set<String>()
        if let set = FcConfigGetFonts(config, FcSetApplication) {
            for index in 0..<Int(set.pointee.nfont) {
                guard let pattern = set.pointee.fonts[index] else { continue }
                var value: UnsafeMutablePointer<FcChar8>?
                var n: Int32 = 0
                while FcPatternGetString(pattern, FC_FAMILY, n, &value) == FcResultMatch, let value {
                    families.insert(String(cString: UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self)))
                    n += 1
                }
            }
        }
        // Made fontconfig's current configuration: Pango's first font map has fontconfig load
        // its default one (every configuration file of the system) on a thread of
        // its own, and every font map waits for it before its first font; with a current
        // configuration already set, there is nothing to load.
        _ = FcConfigSetCurrent(config)
        self.config = config
        self.families = families
        if !families.contains("Inter") {
            problem = "the Inter font is not installed (looked in /usr/share/fonts/opentype/inter); run Scripts/bootstrap or apt-get install fonts-inter"
        } else if !families.contains("DejaVu Sans") {
            problem = "the DejaVu fonts are not installed; run Scripts/bootstrap or apt-get install fonts-dejavu-core"
        } else {
            problem = nil
        }
    }

    /// Adds the fonts of a folder, or one font file, to `config`.
    private static func add(_ path: String, isDirectory: Bool, to config: OpaquePointer) {
        path.withCString { cPath in
            cPath.withMemoryRebound(to: FcChar8.self, capacity: path.utf8.count + 1) { fcPath in
                _ = isDirectory ? FcConfigAppFontAddDir(config, fcPath) : FcConfigAppFontAddFile(config, fcPath)
            }
        }
    }

    /// Adds the font file at `path` as the only font of a folder that holds a link to it (see
    /// `linkedFolder`), so that fontconfig caches what it learns of it: it scans a file added
    /// alone in every process (the characters of WenQuanYi's 30,000 glyphs, in every process's
    /// first render), and caches a folder's fonts. False,
    /// and nothing added, when there is no such folder.
    private static func addLinked(_ path: String, to config: OpaquePointer) -> Bool {
        let environment = ProcessInfo.processInfo.environment
        guard let cache = environment["XDG_CACHE_HOME"].flatMap({ $0.hasPrefix("/") ? $0 : nil }) ?? environment["HOME"].map({ $0 + "/.cache" }),
              let folder = linkedFolder(for: path, in: cache + "/vellum/fonts") else { return false }
        add(folder, isDirectory: true, to: config)
        return true
    }

    /// A folder in `parent` holding only a link to the file at `path`, made if need be; `nil`
    /// when it cannot be made, or when a folder of that name holds something else. It is named
    /// after the file, its size and its modification time, so a changed font gets a folder of
    /// its own (fontconfig trusts a folder's cache while the folder is unchanged); it is made
    /// whole under another name and renamed into place, so no process scans it half made.
    package static func linkedFolder(for path: String, in parent: String) -> String? {
        var file = stat()
        guard stat(path, &file) == 0 else { return nil }
        let name = URL(fileURLWithPath: path).lastPathComponent
        let folder = "\(parent)/\(name)-\(file.st_size)-\(file.st_mtim.tv_sec).\(file.st_mtim.tv_nsec)"
        func linked() -> Bool { (try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/" + name)) == path }
        if linked() { return folder }
        guard (try? FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)) != nil else { return nil }
        var template = Array("\(parent)/.\(name)-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { return nil }
        let temporary = String(cString: made)
        defer { try? FileManager.default.removeItem(atPath: temporary) }
        guard symlink(path, temporary + "/" + name) == 0 else { return nil }
        // Fails, and changes nothing, when another process put the folder in place first.
        _ = rename(temporary, folder)
        return linked() ? folder : nil
    }

    /// Throws when a font Vellum needs is missing: text would silently come out in another font.
    package func check() throws {
        if let problem { throw VellumError(.backend, problem) }
    }

    /// The fallback list Pango is given after the family asked for.
    package static let fallbackFamilies = "DejaVu Sans,Noto Color Emoji,WenQuanYi Micro Hei"
}
