import Foundation

/// An image file, as UIKit names it: `Image(uiImage: UIImage(contentsOfFile: path)!)`.
/// Vellum reads PNG files.
public final class UIImage: Sendable {
    /// Where the file is.
    public let path: String
    /// Pixels per point.
    public let scale: CGFloat

    /// The image at `path`, or `nil` when no file is there.
    public init?(contentsOfFile path: String) {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        self.path = path
        scale = UIImage.scale(ofFileNamed: path)
    }

    /// The PNG named `name` (with or without `.png`, with `@2x`/`@3x` variants) in the current
    /// folder or the executable's, or `nil`.
    public init?(named name: String) {
        let base = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        let folders = [FileManager.default.currentDirectoryPath,
                       URL(fileURLWithPath: CommandLine.arguments.first ?? ".").deletingLastPathComponent().path]
        for folder in folders {
            for suffix in ["@3x", "@2x", ""] {
                let candidate = (folder as NSString).appendingPathComponent(base + suffix + ".png")
                if FileManager.default.fileExists(atPath: candidate) {
                    path = candidate
                    scale = UIImage.scale(ofFileNamed: candidate)
                    return
                }
            }
        }
        return nil
    }

    private static func scale(ofFileNamed path: String) -> CGFloat {
        let name = (path as NSString).deletingPathExtension
        if name.hasSuffix("@3x") { return 3 }
        if name.hasSuffix("@2x") { return 2 }
        return 1
    }
}
