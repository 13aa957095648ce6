import Foundation
import VellumCore

/// An image: a PNG file, or an SF Symbol name drawn as a neutral placeholder sized like the
/// symbol would be in the current font: SwiftUI's `Image`.
///
/// Without `resizable()` an image takes its natural size (pixels ÷ `scale`); with it, the size
/// it is offered. A missing or unreadable file is a `VellumError` that names the file.
public struct Image: _PrimitiveView, Hashable {
    /// How the image was made, for messages: `Image(systemName: "star")`.
    package var sourceDescription: String {
        switch source {
        case let .system(name): "Image(systemName: \"\(name)\")"
        case let .named(name, _): "Image(\"\(name)\")"
        case let .file(path): "the image file \(path)"
        }
    }

    /// The factor `imageScale` gives a symbol's size (measured against the font's size).
    package static func symbolFactor(_ scale: Scale) -> CGFloat {
        switch scale {
        case .small: 0.8
        case .medium: 1
        case .large: 1.25
        }
    }

    package enum Source: Hashable, Sendable {
        /// An SF Symbol, drawn as a placeholder.
        case system(String)
        /// A PNG file in a bundle's resources, or in the folders named colours are looked for.
        case named(String, bundlePath: String?)
        /// A PNG file at a path.
        case file(String)
    }

    /// How an image is sampled when drawn at another size.
    public enum Interpolation: Hashable, Sendable {
        case none, low, medium, high
    }

    /// Whether an image is drawn in its colours or as a template in the foreground style.
    public enum TemplateRenderingMode: Hashable, Sendable {
        case original, template
    }

    /// How a resizable image fills the space: stretched or tiled.
    public enum ResizingMode: Hashable, Sendable {
        case stretch, tile
    }

    /// The scale of a symbol image relative to its font.
    public enum Scale: Hashable, Sendable {
        case small, medium, large
    }

    package let source: Source
    package var scale: CGFloat = 1
    package var isResizable = false
    package var capInsets = EdgeInsets()
    package var resizingMode = ResizingMode.stretch
    package var interpolationQuality = Interpolation.high
    package var renderingModeValue: TemplateRenderingMode?
    /// The symbol's own rendering mode, which wins over the environment's.
    package var symbolRenderingModeValue: SymbolRenderingMode?
    /// How far a variable symbol is lit, from 0 to 1 (`nil`: all of it).
    package var variableValue: Double?

    package init(source: Source) {
        self.source = source
    }

    /// An SF Symbol, drawn with bootstrap-icons (see the README), in the foreground style and
    /// the size the symbol takes in the current font.
    public init(systemName: String) {
        source = .system(systemName)
    }

    /// A variable symbol (`wifi`, `speaker.wave.3`, `cellularbars`, `chart.bar.fill`, …) lit as
    /// far as `variableValue` (0 to 1) reaches, its other parts dimmed; a symbol that is not
    /// variable is drawn whole. A value that is not a finite number is an error.
    public init(systemName: String, variableValue: Double?) {
        source = .system(systemName)
        self.variableValue = variableValue
    }

    /// The PNG named `name` (with or without `.png`) among the bundle's resources.
    public init(_ name: String, bundle: Bundle? = nil) {
        source = .named(name, bundlePath: bundle?.bundlePath)
    }

    /// The PNG named `name`, hidden from accessibility.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }

    /// The image of a `UIImage`.
    public init(uiImage: UIImage) {
        source = .file(uiImage.path)
        scale = uiImage.scale
    }

    /// The PNG file at `path`, `scale` pixels per point (Vellum's own initializer).
    public init(contentsOfFile path: String, scale: CGFloat = 1) {
        source = .file(path)
        self.scale = scale
    }

    /// The image stretched (or tiled) to the size it is offered.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        copy.capInsets = capInsets
        copy.resizingMode = resizingMode
        return copy
    }

    /// How the image is sampled when drawn at another size.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var copy = self
        copy.interpolationQuality = interpolation
        return copy
    }

    /// Draws the image in its colours, or as a template in the foreground style.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.renderingModeValue = renderingMode
        return copy
    }

    /// Antialiasing of the image's edges (always on in Vellum).
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    /// How the symbol's layers are coloured.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var copy = self
        copy.symbolRenderingModeValue = mode
        return copy
    }
}

/// How a symbol's layers are coloured: SwiftUI's `SymbolRenderingMode`. Monochrome paints every
/// layer in the foreground style; hierarchical paints the secondary layers (an enclosure, a
/// badge) in the foreground's secondary level; palette paints them in the second style of
/// `foregroundStyle(_:_:)`; multicolor keeps the foreground and paints badges in their colours.
public struct SymbolRenderingMode: Hashable, Sendable {
    package let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
}

/// A variant of a symbol (`star.fill`, `star.circle`): SwiftUI's `SymbolVariants`.
public struct SymbolVariants: Hashable, Sendable {
    package let names: [String]

    public static let none = SymbolVariants(names: [])
    public static let circle = SymbolVariants(names: ["circle"])
    public static let square = SymbolVariants(names: ["square"])
    public static let rectangle = SymbolVariants(names: ["rectangle"])
    public static let fill = SymbolVariants(names: ["fill"])
    public static let slash = SymbolVariants(names: ["slash"])

    public var circle: SymbolVariants { SymbolVariants(names: names + ["circle"]) }
    public var square: SymbolVariants { SymbolVariants(names: names + ["square"]) }
    public var rectangle: SymbolVariants { SymbolVariants(names: names + ["rectangle"]) }
    public var fill: SymbolVariants { SymbolVariants(names: names + ["fill"]) }
    public var slash: SymbolVariants { SymbolVariants(names: names + ["slash"]) }
}

extension SymbolVariants {
    /// `name` in these variants, as SF names them (`bell` → `bell.slash.circle.fill`): the
    /// slash, then the enclosure, then the fill, each unless the name has it already.
    package func applied(to name: String) -> String {
        var parts = name.split(separator: ".").map(String.init)
        for variant in ["slash", "circle", "square", "rectangle", "fill"] where names.contains(variant) && !parts.contains(variant) {
            parts.append(variant)
        }
        return parts.joined(separator: ".")
    }
}

private struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }
private struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }

extension EnvironmentValues {
    /// The variants the symbols in a view are drawn in (`symbolVariant(_:)`).
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }

    /// The rendering mode of the symbols in a view (`symbolRenderingMode(_:)`); `nil` is
    /// monochrome.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

extension View {
    /// Draws the symbols in this view in `variant` where the symbol has it (`.fill`,
    /// `.circle.fill`, `.slash`, …), as they are otherwise. Variants add up; `.none` removes
    /// those applied outside.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        transformEnvironment(\.symbolVariants) { $0 = variant == .none ? .none : SymbolVariants(names: $0.names + variant.names) }
    }

    /// Colours the symbols in this view in `mode` (see `SymbolRenderingMode`).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }
}

private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }

extension EnvironmentValues {
    /// The scale of symbol images relative to their font. Default: `.medium`.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    /// Sets the scale of symbol images in this view.
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }
}
