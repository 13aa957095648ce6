import Foundation
import VellumCore
import VellumUI

/// Loads and decodes the image files of `Image` views.
package protocol ImageLoading: AnyObject {
    /// The pixels of `source` (a vector image drawn at `scale` pixels a point), or an error
    /// that names the file.
    func load(_ source: Image.Source, scale: CGFloat) throws -> ImageSource
}

/// An `Image` of a file. Not resizable, it takes its natural size (pixels ÷ scale) whatever it
/// is offered; resizable, it takes the size offered (its natural size on an unspecified axis).
package final class ImageNode: Node {
    private let image: Image
    private var decoded: ImageSource?
    /// The paint of a template image; `nil` draws the image's own colours.
    private let templatePaint: ResolvedPaint?

    package init(image: Image, templatePaint: ResolvedPaint?, context: ResolveContext) {
        self.image = image
        self.templatePaint = templatePaint
        super.init(name: "Image", context: context)
    }

    private func pixels(_ context: LayoutContext) throws -> ImageSource {
        if let decoded { return decoded }
        guard let loader = context.imageLoader else {
            throw error(.image, "images cannot be loaded here: no image loader")
        }
        do {
            let loaded = try loader.load(image.source, scale: context.scale)
            decoded = loaded
            return loaded
        } catch let failure as VellumError {
            throw failure.at(trailNames)
        }
    }

    private func naturalSize(_ context: LayoutContext) throws -> CGSize {
        let source = try pixels(context)
        // An image's own scale wins over its file's (`@2x`).
        let scale = image.scale > 0 && image.scale.isFinite && image.scale != 1 ? image.scale : source.scale
        return CGSize(width: CGFloat(source.width) / scale, height: CGFloat(source.height) / scale)
    }

    package override func sizeThatFits(_ proposal: ProposedViewSize, _ context: LayoutContext) throws -> CGSize {
        let natural = try naturalSize(context)
        return image.isResizable ? proposal.replacingUnspecifiedDimensions(by: natural) : natural
    }

    package override func draw(_ builder: DisplayListBuilder, _ context: LayoutContext) throws {
        let interpolation: ImageInterpolation
        switch image.interpolationQuality {
        case .none: interpolation = .none
        case .low: interpolation = .low
        case .medium: interpolation = .medium
        case .high: interpolation = .high
        }
        let drawing = DisplayItem.image(ImageDrawing(key: path.key, image: try pixels(context), frame: frame, interpolation: interpolation))
        if let templatePaint {
            // A template: the image's alpha, filled with the foreground style.
            let fill = DisplayItem.shape(ShapeDrawing(key: path.key, path: Path(frame), paint: templatePaint, paintBounds: frame))
            builder.append(.group(GroupDrawing(key: path.key, effect: .mask([drawing]), items: [fill])))
        } else {
            builder.append(drawing)
        }
    }
}

extension Image: ResolvablePrimitive {
    package func makeNodes(_ resolver: Resolver, _ context: ResolveContext) throws -> [Node] {
        let environment = context.environment
        /// The image's own context, for errors only.
        func here() -> ResolveContext { context.child(.slot(0), name: "Image") }
        try refuseRedaction(environment, here())
        do {
            switch source {
            case .system:
                return [try SymbolNode(image: self, custom: nil, environment: environment, context: context)]
            case let .named(name, bundlePath):
                if let custom = NamedSymbols.shared.source(named: name, bundlePath: bundlePath) {
                    return [try SymbolNode(image: self, custom: custom, environment: environment, context: context)]
                }
                fallthrough
            case .file:
                let paint = renderingModeValue == .template ? try environment.foregroundStyle.resolvePaint(in: environment) : nil
                return [ImageNode(image: self, templatePaint: paint, context: context)]
            }
        } catch let error as VellumError {
            throw error.at(here().trail.names)
        }
    }
}
