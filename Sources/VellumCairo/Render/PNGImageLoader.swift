import Foundation
import Synchronization
import VellumCore
import VellumImage
import VellumLayout
import VellumUI

/// Loads the PNG files of `Image` views: decodes them once per process (keyed by path, size
/// and modification date) into the premultiplied pixels Cairo draws.
package final class PNGImageLoader: ImageLoading, @unchecked Sendable {
    package static let shared = PNGImageLoader()

    private struct Key: Hashable {
        let path: String
        let size: Int
        let modifiedSeconds: Int
        let modifiedNanoseconds: Int
    }

    private let cache = Mutex<[Key: ImageSource]>([:])

    package func load(_ source: Image.Source) throws -> ImageSource {
        let path: String
        switch source {
        case let .file(file):
            path = file
        case let .named(name, bundlePath):
            path = try locate(name, bundlePath: bundlePath)
        case let .system(name):
            throw VellumError(.image, "\(name) is a symbol, not an image file")
        }
        // stat, not FileManager's attributes: those look up the owner's and group's names too.
        var file = stat()
        guard stat(path, &file) == 0 else {
            throw VellumError(.image, "the image file \(path) does not exist or cannot be read")
        }
        let key = Key(path: path, size: Int(file.st_size), modifiedSeconds: file.st_mtim.tv_sec, modifiedNanoseconds: file.st_mtim.tv_nsec)
        if let cached = cache.withLock({ $0[key] }) { return cached }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw VellumError(.image, "the image file \(path) cannot be read")
        }
        let image = try RGBAImage(png: data, name: "the image file \(path)")
        let decoded = ImageSource(width: image.width, height: image.height, pixels: image.premultipliedBGRA(), name: (path as NSString).lastPathComponent)
        cache.withLock { $0[key] = decoded }
        return decoded
    }

    /// The file of a named image: `name.png` (or its `@2x`/`@3x` variant, or an asset catalog
    /// image set) in the bundle, or in the executable's folder, its resource bundles and the
    /// current folder.
    private func locate(_ name: String, bundlePath: String?) throws -> String {
        let base = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        var folders: [String] = []
        if let bundlePath { folders.append(bundlePath) }
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath().deletingLastPathComponent().path
        folders.append(executable)
        if let items = try? FileManager.default.contentsOfDirectory(atPath: executable) {
            folders += items.filter { $0.hasSuffix(".resources") || $0.hasSuffix(".bundle") }.sorted().map { (executable as NSString).appendingPathComponent($0) }
        }
        folders.append(FileManager.default.currentDirectoryPath)
        for folder in folders {
            for suffix in ["", "@2x", "@3x"] {
                let candidate = (folder as NSString).appendingPathComponent(base + suffix + ".png")
                if FileManager.default.fileExists(atPath: candidate) { return candidate }
            }
            if let walker = FileManager.default.enumerator(atPath: folder) {
                for case let item as String in walker where item.hasSuffix("/\(base).imageset") || item == "\(base).imageset" {
                    let set = (folder as NSString).appendingPathComponent(item)
                    if let png = (try? FileManager.default.contentsOfDirectory(atPath: set))?.sorted().first(where: { $0.hasSuffix(".png") }) {
                        return (set as NSString).appendingPathComponent(png)
                    }
                }
            }
        }
        throw VellumError(.image, "no image named \"\(name)\" (looked for \(base).png in \(folders.joined(separator: ", ")))")
    }
}

extension RGBAImage {
    /// The pixels as Cairo's ARGB32: premultiplied, in the byte order blue, green, red, alpha.
    package func premultipliedBGRA() -> [UInt8] {
        var out = [UInt8](repeating: 0, count: pixels.count)
        pixels.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                var i = 0
                while i < source.count {
                    let a = UInt32(source[i + 3])
                    func pre(_ v: UInt8) -> UInt8 { UInt8((UInt32(v) * a + 127) / 255) }
                    target[i] = pre(source[i + 2])
                    target[i + 1] = pre(source[i + 1])
                    target[i + 2] = pre(source[i])
                    target[i + 3] = UInt8(a)
                    i += 4
                }
            }
        }
        return out
    }
}
