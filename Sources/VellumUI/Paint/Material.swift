import Foundation
import VellumCore

/// A translucent background that blurs what lies behind it: SwiftUI's `Material`
/// (`.ultraThinMaterial` … `.ultraThickMaterial`, `.bar`).
///
/// Views using one compile, and rendering one is an error that names it: how iOS blurs,
/// tints and saturates the backdrop of each material was never measured here, and a guess
/// would be a picture that only looks right.
public struct Material: ShapeStyle, PaintProvider {
    private let name: String

    public static let ultraThin = Material(name: "ultraThinMaterial")
    public static let thin = Material(name: "thinMaterial")
    public static let regular = Material(name: "regularMaterial")
    public static let thick = Material(name: "thickMaterial")
    public static let ultraThick = Material(name: "ultraThickMaterial")
    public static let bar = Material(name: "bar")

    package func resolvePaint(in environment: EnvironmentValues) throws -> ResolvedPaint {
        throw VellumError(.invalidValue, "the material .\(name) is not drawn by Vellum yet (it blurs what lies behind it, "
                          + "and what iOS does to that backdrop was never measured); use a colour with opacity instead")
    }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { Material.bar }
}
