import CCairo
import Foundation
import VellumUI

/// The fonts Vellum renders with: a private fontconfig configuration that lists only the
/// project's font folders, so the same text gives the same pixels on every machine that ran
/// `Scripts/bootstrap`, whatever else is installed.
///
/// Inter stands in for the system font, DejaVu for monospaced and serif text and as the last
/// fallback; Noto Color Emoji, Noto CJK and Noto Arabic are used for the scripts Inter lacks
/// when they are installed.
package final class FontLibrary: @unchecked Sendable {
    /// The library of the process, set up once, before Pango first loads a font.
    package static let shared = FontLibrary()

    /// Folders searched, in order.
    package static let candidateDirectories = [
        "/usr/share/fonts/opentype/inter",
        "/usr/share/fonts/truetype/dejavu",
        "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
        "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
        "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc",
        "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf",
        "/usr/share/fonts/truetype/noto/NotoSansArabic-Bold.ttf",
        "/usr/share/fonts/truetype/noto/NotoNaskhArabic-Regular.ttf",
        "/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf",
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
        let cacheXML = """
            <?xml version="1.0"?><fontconfig>
            <cachedir prefix="xdg">vellum/fontconfig</cachedir>
            <cachedir>\(NSTemporaryDirectory())vellum-fontconfig-\(getuid())</cachedir>
            </fontconfig>
            """
        cacheXML.withCString { xml in
            xml.withMemoryRebound(to: FcChar8.self, capacity: cacheXML.utf8.count + 1) { _ = FcConfigParseAndLoadFromMemory(config, $0, 0) }
        }
        for path in FontLibrary.candidateDirectories where FileManager.default.fileExists(atPath: path) {
            path.withCString { cPath in
                cPath.withMemoryRebound(to: FcChar8.self, capacity: path.utf8.count + 1) { fcPath in
                    var isDirectory: ObjCBool = false
                    _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
                    if isDirectory.boolValue {
                        _ = FcConfigAppFontAddDir(config, fcPath)
                    } else {
                        _ = FcConfigAppFontAddFile(config, fcPath)
                    }
                }
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

    /// Throws when a font Vellum needs is missing: text would silently come out in another font.
    package func check() throws {
        if let problem { throw VellumError(.backend, problem) }
    }

    /// The fallback list Pango is given after the family asked for.
    package static let fallbackFamilies = "DejaVu Sans,Noto Color Emoji,Noto Sans CJK SC,Noto Sans Arabic,Noto Sans Hebrew"
}
