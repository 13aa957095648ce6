import Foundation
import Synchronization
import VellumCore

/// The symbols `Image("Name")` finds, and the art that replaces a system symbol's: SVGs
/// registered in code, then the symbol sets of Xcode asset catalogs
/// (`*.xcassets/<Name>.symbolset`, the template the SF Symbols app exports), found where named
/// colours are found (see `NamedColors`).
///
/// A registered SVG is an SF Symbols template, or any SVG whose drawing is the symbol: it is
/// drawn as a symbol is, sized by the font, in the foreground style. Registered under an SF
/// Symbols name, it replaces what `Image(systemName:)` draws for it.
public final class NamedSymbols: Sendable {
    /// The symbols of the process.
    public static let shared = NamedSymbols()

    /// Where a symbol's SVG comes from: its bytes, a name for errors, and a key that changes
    /// when they do.
    package struct Source: Sendable {
        package let key: String
        package let origin: String
        package let data: @Sendable () throws -> Data
    }

    private struct Registered: Sendable {
        let data: Data
        let generation: Int
    }

    private let registered = Mutex<(symbols: [String: Registered], generation: Int)>(([:], 0))
    private let catalogs = Mutex<[String: [String: String]]>([:])

    private init() {}

    /// Registers `svg` as the symbol `name`; a later registration of the name replaces it.
    public func register(_ name: String, svg: Data) {
        registered.withLock { state in
            state.generation += 1
            state.symbols[name] = Registered(data: svg, generation: state.generation)
        }
    }

    /// Registers the SVG file at `url` as the symbol `name`; an error names the file that
    /// cannot be read.
    public func register(_ name: String, svgFile url: URL) throws {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw VellumError(.image, "the symbol file \(url.path) does not exist or cannot be read")
        }
        register(name, svg: data)
    }

    /// Forgets a symbol registered in code.
    public func unregister(_ name: String) {
        _ = registered.withLock { $0.symbols.removeValue(forKey: name) }
    }

    /// The SVG registered for `name` in code.
    package func registeredSource(_ name: String) -> Source? {
        guard let found = registered.withLock({ $0.symbols[name] }) else { return nil }
        return Source(key: "registered \(name) \(found.generation)", origin: "the symbol registered as \"\(name)\"", data: { found.data })
    }

    /// The SVG of symbol `name`: registered in code, or the symbol set of that name in an asset
    /// catalog of the bundle (or of the default folders); `nil` when there is none.
    package func source(named name: String, bundlePath: String?) -> Source? {
        if let found = registeredSource(name) { return found }
        let folders = bundlePath.map { [$0] } ?? NamedColors.defaultSearchFolders()
        for folder in folders {
            guard let path = catalog(in: folder)[name] else { continue }
            var file = stat()
            let key = stat(path, &file) == 0 ? "\(path) \(file.st_size) \(file.st_mtim.tv_sec) \(file.st_mtim.tv_nsec)" : path
            return Source(key: key, origin: "the symbol file \(path)", data: {
                guard let data = FileManager.default.contents(atPath: path) else {
                    throw VellumError(.image, "the symbol file \(path) cannot be read")
                }
                return data
            })
        }
        return nil
    }

    /// The SVG file of each symbol set under `folder`, by name: the one its `Contents.json`
    /// names, else the set's first SVG.
    private func catalog(in folder: String) -> [String: String] {
        if let cached = catalogs.withLock({ $0[folder] }) { return cached }
        var found: [String: String] = [:]
        if let walker = FileManager.default.enumerator(at: URL(fileURLWithPath: folder), includingPropertiesForKeys: nil) {
            for case let url as URL in walker where url.pathExtension == "symbolset" {
                let name = url.deletingPathExtension().lastPathComponent
                guard found[name] == nil else { continue }
                let listed = (try? Data(contentsOf: url.appendingPathComponent("Contents.json")))
                    .flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
                    .flatMap { $0["symbols"] as? [[String: Any]] }?
                    .compactMap { $0["filename"] as? String }.first
                let svgs = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).filter { $0.hasSuffix(".svg") }.sorted()
                if let file = listed.flatMap({ svgs.contains($0) ? $0 : nil }) ?? svgs.first {
                    found[name] = url.appendingPathComponent(file).path
                }
            }
        }
        catalogs.withLock { $0[folder] = found }
        return found
    }
}
