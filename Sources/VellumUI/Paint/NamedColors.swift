import Foundation
import Synchronization
import VellumCore

/// The named colours `Color("Name")` finds: those registered in code, then the colour sets of
/// Xcode asset catalogs (`*.xcassets/<Name>.colorset/Contents.json`).
///
/// Asset catalogs are looked for in the given bundle, or else in the main bundle: on Linux, the
/// folder of the executable, its resource bundles (`*.resources`) and the current directory.
public final class NamedColors: Sendable {
    /// The colours of the process.
    public static let shared = NamedColors()

    package struct Appearances: Sendable {
        package var light: RGBA
        package var dark: RGBA
    }

    private let registered = Mutex<[String: Appearances]>([:])
    private let catalogs = Mutex<[String: [String: Appearances]]>([:])

    private init() {}

    /// Registers a colour under `name`, with its light and dark appearances (the light one when
    /// `dark` is `nil`). A later registration of the same name replaces the earlier one.
    public func register(_ name: String, light: Color, dark: Color? = nil) throws {
        let environment = EnvironmentValues()
        var darkEnvironment = environment
        darkEnvironment.colorScheme = .dark
        let appearances = Appearances(light: try light.resolve(in: environment),
                                      dark: try (dark ?? light).resolve(in: darkEnvironment))
        registered.withLock { $0[name] = appearances }
    }

    /// Forgets a colour registered in code.
    public func unregister(_ name: String) {
        _ = registered.withLock { $0.removeValue(forKey: name) }
    }

    package func color(named name: String, bundlePath: String?) throws -> Appearances {
        if let found = registered.withLock({ $0[name] }) { return found }
        let folders = bundlePath.map { [$0] } ?? NamedColors.defaultSearchFolders()
        for folder in folders {
            if let found = catalog(in: folder)[name] { return found }
        }
        let known = (registered.withLock { Array($0.keys) } + folders.flatMap { Array(catalog(in: $0).keys) }).sorted()
        let hint = known.isEmpty
            ? "no colours are registered and no asset catalog was found in \(folders.joined(separator: ", "))"
            : "known colours: \(known.joined(separator: ", "))"
        throw VellumError(.unknownColor, "no colour named \"\(name)\" (\(hint)); register it with NamedColors.shared.register(_:light:dark:) or add \(name).colorset to an asset catalog")
    }

    /// Where asset catalogs are looked for when no bundle is given.
    package static func defaultSearchFolders() -> [String] {
        var folders: [String] = []
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath().deletingLastPathComponent()
        folders.append(executable.path)
        if let items = try? FileManager.default.contentsOfDirectory(atPath: executable.path) {
            folders += items.filter { $0.hasSuffix(".resources") || $0.hasSuffix(".bundle") }.sorted().map { executable.appendingPathComponent($0).path }
        }
        folders.append(FileManager.default.currentDirectoryPath)
        return folders
    }

    private func catalog(in folder: String) -> [String: Appearances] {
        if let cached = catalogs.withLock({ $0[folder] }) { return cached }
        var found: [String: Appearances] = [:]
        let root = URL(fileURLWithPath: folder)
        if let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) {
            for case let url as URL in walker where url.pathExtension == "colorset" {
                let name = url.deletingPathExtension().lastPathComponent
                if found[name] == nil, let appearances = NamedColors.parseColorSet(url.appendingPathComponent("Contents.json")) {
                    found[name] = appearances
                }
            }
        }
        catalogs.withLock { $0[folder] = found }
        return found
    }

    /// Reads an Xcode colour set: the universal colour, and the one for the dark appearance.
    package static func parseColorSet(_ url: URL) -> Appearances? {
        guard let data = try? Data(contentsOf: url),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let colors = json["colors"] as? [[String: Any]] else { return nil }
        var light: RGBA?
        var dark: RGBA?
        for entry in colors {
            guard let color = entry["color"] as? [String: Any], let rgba = parseComponents(color) else { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            let isDark = appearances.contains { ($0["appearance"] as? String) == "luminosity" && ($0["value"] as? String) == "dark" }
            let isOther = appearances.contains { ($0["appearance"] as? String) != "luminosity" }
            if isOther { continue }
            if isDark { dark = rgba } else if appearances.isEmpty { light = rgba }
        }
        guard let light else { return nil }
        return Appearances(light: light, dark: dark ?? light)
    }

    private static func parseComponents(_ color: [String: Any]) -> RGBA? {
        guard let components = color["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> Double? {
            if let number = components[key] as? Double { return number }
            guard let text = components[key] as? String else { return nil }
            if text.hasPrefix("0x") || text.hasPrefix("0X"), let int = Int(text.dropFirst(2), radix: 16) { return Double(int) / 255 }
            if let number = Double(text) { return number > 1 ? number / 255 : number }
            return nil
        }
        if let white = value("white") {
            return RGBA(white, white, white, value("alpha") ?? 1)
        }
        guard let r = value("red"), let g = value("green"), let b = value("blue") else { return nil }
        return RGBA(r, g, b, value("alpha") ?? 1)
    }
}
