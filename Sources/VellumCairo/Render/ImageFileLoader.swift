import Foundation
import Synchronization
import VellumCore
import VellumImage
import VellumLayout
import VellumUI

/// Loads the image files of `Image` views: PNG files, decoded once per process (keyed by path,
/// size and modification date) into the premultiplied pixels Cairo draws; and the PDF and SVG
/// files of asset catalogs' image sets, drawn at the render's scale.
package final class ImageFileLoader: ImageLoading, @unchecked Sendable {
    package static let shared = ImageFileLoader()

    private struct Key: Hashable {
        let path: String
        let size: Int
        let modifiedSeconds: Int
        let modifiedNanoseconds: Int
        /// A vector image's scale; 0 for a PNG.
        let scale: CGFloat
    }

    private let cache = Mutex<[Key: ImageSource]>([:])

    package func load(_ source: Image.Source, scale: CGFloat) throws -> ImageSource {
        let file: (path: String, scale: CGFloat)
        switch source {
        case let .file(path):
            file = (path, 1)
        case let .named(name, bundlePath):
            file = try locate(name, bundlePath: bundlePath, scale: scale)
        case let .system(name):
            throw VellumError(.image, "\(name) is a symbol, not an image file")
        }
        let path = file.path
        let kind = (path as NSString).pathExtension.lowercased()
        let isVector = kind == "pdf" || kind == "svg"
        // stat, not FileManager's attributes: those look up the owner's and group's names too.
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw VellumError(.image, "the image file \(path) does not exist or cannot be read")
        }
        let key = Key(path: path, size: Int(status.st_size), modifiedSeconds: status.st_mtim.tv_sec, modifiedNanoseconds: status.st_mtim.tv_nsec,
                      scale: isVector ? scale : 0)
        if let cached = cache.withLock({ $0[key] }) { return cached }
        let decoded: ImageSource
        if isVector {
            decoded = kind == "pdf" ? try VectorImages.pdf(path, scale: scale) : try VectorImages.svg(path, scale: scale)
        } else {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw VellumError(.image, "the image file \(path) cannot be read")
            }
            let image = try RGBAImage(png: data, name: "the image file \(path)")
            decoded = ImageSource(width: image.width, height: image.height, pixels: image.premultipliedBGRA(),
                                  name: (path as NSString).lastPathComponent, scale: file.scale)
        }
        cache.withLock { $0[key] = decoded }
        return decoded
    }

    /// The file of a named image and its pixels per point: `name.png` (or its `@2x`/`@3x`
    /// variant), or an asset catalog's image set, in the bundle, or in the executable's folder,
    /// its resource bundles and the current folder.
    private func locate(_ name: String, bundlePath: String?, scale: CGFloat) throws -> (path: String, scale: CGFloat) {
        let base = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        let folders = bundlePath.map { [$0] } ?? NamedColors.defaultSearchFolders()
        for folder in folders {
            for (suffix, fileScale) in [("", 1.0), ("@2x", 2.0), ("@3x", 3.0)] {
                let candidate = (folder as NSString).appendingPathComponent(base + suffix + ".png")
                if FileManager.default.fileExists(atPath: candidate) { return (candidate, fileScale) }
            }
            if let walker = FileManager.default.enumerator(atPath: folder) {
                for case let item as String in walker where item.hasSuffix("/\(base).imageset") || item == "\(base).imageset" {
                    if let found = imageSetFile((folder as NSString).appendingPathComponent(item), scale: scale) { return found }
                }
            }
        }
        throw VellumError(.image, "no image named \"\(name)\" (looked for \(base).png and \(base).imageset in \(folders.joined(separator: ", ")))")
    }

    /// The file of an image set to draw at `scale`: its vector image (PDF or SVG) if it has
    /// one, else the PNG of the scale nearest above (else the largest); appearances other than
    /// the default are left out. Without a readable `Contents.json`, the set's files by name.
    private func imageSetFile(_ set: String, scale: CGFloat) -> (path: String, scale: CGFloat)? {
        var entries: [(file: String, scale: CGFloat)] = []
        if let data = FileManager.default.contents(atPath: (set as NSString).appendingPathComponent("Contents.json")),
           let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any], let images = json["images"] as? [[String: Any]] {
            for image in images where image["appearances"] == nil {
                guard let file = image["filename"] as? String else { continue }
                let stated = (image["scale"] as? String).flatMap { Double($0.dropLast()) } ?? 1
                entries.append((file, CGFloat(stated)))
            }
        } else {
            for file in ((try? FileManager.default.contentsOfDirectory(atPath: set)) ?? []).sorted() {
                entries.append((file, file.contains("@3x") ? 3 : file.contains("@2x") ? 2 : 1))
            }
        }
        let present = entries.filter { FileManager.default.fileExists(atPath: (set as NSString).appendingPathComponent($0.file)) }
        func path(_ entry: (file: String, scale: CGFloat)) -> (path: String, scale: CGFloat) {
            ((set as NSString).appendingPathComponent(entry.file), entry.scale)
        }
        if let vector = present.first(where: { ["pdf", "svg"].contains(($0.file as NSString).pathExtension.lowercased()) }) {
            return (path(vector).path, scale)
        }
        let pngs = present.filter { ($0.file as NSString).pathExtension.lowercased() == "png" }.sorted { $0.scale < $1.scale }
        return (pngs.first { $0.scale >= scale } ?? pngs.last).map(path)
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
