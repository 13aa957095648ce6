import Foundation
import VellumCore
import VellumUI

// Colour effects (brightness, saturation, …) are applied to what is drawn, not to pixels: the
// colours of shapes, gradients, text and shadows are transformed in the display list, so they
// stay vectors in SVG and PDF. Bitmap images are the exception: their pixels are transformed.

extension ColorMatrix {
    /// `items` with every colour transformed.
    package func apply(to items: [DisplayItem]) -> [DisplayItem] {
        items.map(apply(to:))
    }

    private func apply(to item: DisplayItem) -> DisplayItem {
        switch item {
        case var .shape(shape):
            shape.paint = apply(to: shape.paint)
            return .shape(shape)
        case var .text(text):
            text.paint = apply(to: text.paint)
            text.text.runs = text.text.runs.map { run in
                var run = run
                run.paint = run.paint.map(apply(to:))
                run.underline = run.underline.map { $0.map(apply) }
                run.strikethrough = run.strikethrough.map { $0.map(apply) }
                return run
            }
            return .text(text)
        case var .image(image):
            image.image = apply(to: image.image)
            return .image(image)
        case var .group(group):
            group.items = apply(to: group.items)
            switch group.effect {
            case let .shadow(color, radius, offset): group.effect = .shadow(color: apply(color), radius: radius, offset: offset)
            case let .mask(mask): group.effect = .mask(mask)
            default: break
            }
            return .group(group)
        }
    }

    private func apply(to paint: ResolvedPaint) -> ResolvedPaint {
        func stops(_ s: [ResolvedStop]) -> [ResolvedStop] { s.map { ResolvedStop(color: apply($0.color), location: $0.location) } }
        switch paint {
        case let .color(c): return .color(apply(c))
        case let .linearGradient(s, a, b): return .linearGradient(stops(s), start: a, end: b)
        case let .radialGradient(s, c, r0, r1): return .radialGradient(stops(s), center: c, startRadius: r0, endRadius: r1)
        case let .ellipticalGradient(s, c, f0, f1): return .ellipticalGradient(stops(s), center: c, startFraction: f0, endFraction: f1)
        case let .angularGradient(s, c, a0, a1): return .angularGradient(stops(s), center: c, startAngle: a0, endAngle: a1)
        }
    }

    /// The image with each pixel transformed (pixels are premultiplied BGRA).
    private func apply(to source: ImageSource) -> ImageSource {
        var pixels = source.pixels
        var index = 0
        while index + 3 < pixels.count {
            let a = Double(pixels[index + 3]) / 255
            let unpremultiply = a > 0 ? 1 / a : 0
            let color = apply(RGBA(Double(pixels[index + 2]) / 255 * unpremultiply, Double(pixels[index + 1]) / 255 * unpremultiply,
                                   Double(pixels[index]) / 255 * unpremultiply, a))
            pixels[index] = UInt8((color.blue * color.alpha * 255).rounded())
            pixels[index + 1] = UInt8((color.green * color.alpha * 255).rounded())
            pixels[index + 2] = UInt8((color.red * color.alpha * 255).rounded())
            pixels[index + 3] = UInt8((color.alpha * 255).rounded())
            index += 4
        }
        return ImageSource(width: source.width, height: source.height, pixels: pixels, name: source.name)
    }
}
