import Foundation
import Synchronization

// The least of UIKit that SwiftUI code written for iOS reaches for, so it compiles and
// behaves sensibly when rendered headlessly: system colours, the screen (the render
// canvas), and a pasteboard that holds a string.

/// A colour as UIKit names it; `Color(.systemBackground)` and friends go through this type.
public final class UIColor: Sendable {
    /// The SwiftUI colour it stands for.
    public let color: Color

    public init(_ color: Color) {
        self.color = color
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(Color(white: Double(white), opacity: Double(alpha)))
    }

    /// A colour whose value depends on the colour scheme.
    public convenience init(light: UIColor, dark: UIColor) {
        self.init(Color(provider: .adaptive(
            light: (try? light.color.resolve(in: EnvironmentValues())) ?? .clear,
            dark: (try? dark.color.resolve(in: { var e = EnvironmentValues(); e.colorScheme = .dark; return e }())) ?? .clear)))
    }

    public static let systemBackground = UIColor(.systemBackground)
    public static let secondarySystemBackground = UIColor(.secondarySystemBackground)
    public static let tertiarySystemBackground = UIColor(.tertiarySystemBackground)
    public static let systemGroupedBackground = UIColor(.systemGroupedBackground)
    public static let secondarySystemGroupedBackground = UIColor(.secondarySystemGroupedBackground)
    public static let tertiarySystemGroupedBackground = UIColor(.tertiarySystemGroupedBackground)
    public static let label = UIColor(.label)
    public static let secondaryLabel = UIColor(.secondaryLabel)
    public static let tertiaryLabel = UIColor(.tertiaryLabel)
    public static let quaternaryLabel = UIColor(.quaternaryLabel)
    public static let placeholderText = UIColor(.placeholderText)
    public static let systemFill = UIColor(.systemFill)
    public static let secondarySystemFill = UIColor(.secondarySystemFill)
    public static let tertiarySystemFill = UIColor(.tertiarySystemFill)
    public static let quaternarySystemFill = UIColor(.quaternarySystemFill)
    public static let separator = UIColor(.separator)
    public static let opaqueSeparator = UIColor(.opaqueSeparator)
    public static let link = UIColor(.link)
    public static let systemRed = UIColor(.red)
    public static let systemOrange = UIColor(.orange)
    public static let systemYellow = UIColor(.yellow)
    public static let systemGreen = UIColor(.green)
    public static let systemMint = UIColor(.mint)
    public static let systemTeal = UIColor(.teal)
    public static let systemCyan = UIColor(.cyan)
    public static let systemBlue = UIColor(.blue)
    public static let systemIndigo = UIColor(.indigo)
    public static let systemPurple = UIColor(.purple)
    public static let systemPink = UIColor(.pink)
    public static let systemBrown = UIColor(.brown)
    public static let systemGray = UIColor(.gray)
    public static let systemGray2 = UIColor(.systemGray2)
    public static let systemGray3 = UIColor(.systemGray3)
    public static let systemGray4 = UIColor(.systemGray4)
    public static let systemGray5 = UIColor(.systemGray5)
    public static let systemGray6 = UIColor(.systemGray6)
    public static let black = UIColor(.black)
    public static let white = UIColor(.white)
    public static let clear = UIColor(.clear)
    public static let gray = UIColor(.gray)
    public static let red = UIColor(.red)
    public static let blue = UIColor(.blue)
    public static let green = UIColor(.green)
}

extension Color {
    /// The SwiftUI colour of a UIKit colour: `Color(.systemBackground)`.
    public init(_ uiColor: UIColor) {
        self = uiColor.color
    }

    /// The SwiftUI colour of a UIKit colour.
    public init(uiColor: UIColor) {
        self = uiColor.color
    }
}

/// The screen: while Vellum renders, its bounds are the canvas offered to the view (an iPhone
/// 15 screen, 393×852 points, on an axis the canvas leaves unspecified).
public final class UIScreen: Sendable {
    public static let main = UIScreen()

    /// The screen's bounds, in points.
    public var bounds: CGRect { CGRect(origin: .zero, size: UIScreen.canvas) }

    /// Pixels per point of the render.
    public var scale: CGFloat { UIScreen.renderScale }

    /// The canvas of the render in progress on this thread.
    @TaskLocal package static var canvas = CGSize(width: 393, height: 852)
    /// The scale of the render in progress on this thread.
    @TaskLocal package static var renderScale: CGFloat = 3
}

/// The pasteboard: it holds what was last copied, for the life of the process.
public final class UIPasteboard: Sendable {
    public static let general = UIPasteboard()

    private let storage = Mutex<String?>(nil)

    /// The string last copied.
    public var string: String? {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }

    /// The strings last copied.
    public var strings: [String]? {
        get { string.map { [$0] } }
        set { string = newValue?.first }
    }
}

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
