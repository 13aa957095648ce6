import Foundation
import Vellum
import VellumCairo
import VellumDiff

/// The size a view is snapshotted at.
public struct SnapshotSize: Sendable, Hashable {
    package var proposal: ProposedViewSize
    /// The device's safe area, for device sizes: the view is laid out inside it.
    package var safeArea: EdgeInsets

    /// The view's ideal size.
    public static let sizeThatFits = SnapshotSize(proposal: .unspecified, safeArea: EdgeInsets())

    /// Exactly this size.
    public static func fixed(width: CGFloat, height: CGFloat) -> SnapshotSize {
        SnapshotSize(proposal: ProposedViewSize(width: width, height: height), safeArea: EdgeInsets())
    }

    /// This width, and the view's ideal height.
    public static func width(_ width: CGFloat) -> SnapshotSize {
        SnapshotSize(proposal: ProposedViewSize(width: width, height: nil), safeArea: EdgeInsets())
    }

    /// An iPhone screen in portrait: its size and safe area (status bar, home indicator).
    public static func device(width: CGFloat, height: CGFloat, safeArea: EdgeInsets) -> SnapshotSize {
        SnapshotSize(proposal: ProposedViewSize(width: width, height: height), safeArea: safeArea)
    }

    /// iPhone SE (3rd generation): 375×667 points.
    public static let iPhoneSE = device(width: 375, height: 667, safeArea: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
    /// iPhone 13 mini: 375×812 points.
    public static let iPhone13Mini = device(width: 375, height: 812, safeArea: EdgeInsets(top: 50, leading: 0, bottom: 34, trailing: 0))
    /// iPhone 15 and 16: 393×852 points.
    public static let iPhone15 = device(width: 393, height: 852, safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
    /// iPhone 15 Pro Max and 16 Plus: 430×932 points.
    public static let iPhone15ProMax = device(width: 430, height: 932, safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
    /// iPad (10th generation) in portrait: 820×1180 points.
    public static let iPadPortrait = device(width: 820, height: 1180, safeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0))

    /// The view placed for this size: on a device, centred in the safe area of a screen filled
    /// with the system background of the colour scheme, as an app's window shows it (what
    /// ignores the safe area reaches the screen's edges).
    package func arranged<V: View>(_ view: V) -> AnyView {
        guard safeArea != EdgeInsets(), let width = proposal.width, let height = proposal.height else { return AnyView(view) }
        return AnyView(view
            .frame(width: width - safeArea.leading - safeArea.trailing, height: height - safeArea.top - safeArea.bottom)
            .background(Color(.systemBackground)))
    }

    /// A render of `view` at this size, placed as `arranged` places it and then given the
    /// environment `environment` sets (on the screen's background too).
    package func request<V: View, W: View>(_ view: V, scale: CGFloat, time: Double = 0, environment: (AnyView) -> W) -> RenderRequest {
        RenderRequest(content: environment(arranged(view)), scale: scale, proposal: proposal, time: time, safeAreaInsets: safeArea)
    }
}

extension Diffing where Value == Data {
    /// PNG images compared with `ImageDiff`: equal bytes match at once; otherwise at most
    /// `1 − precision` of the pixels may differ by more than `1 − perceptualPrecision` (on the
    /// YIQ scale of pixelmatch), antialiasing aside. A failure says how many pixels differ and
    /// the largest difference, and comes with a diff image: red where pixels differ, yellow
    /// where only antialiasing does.
    public static func image(precision: Double = 1, perceptualPrecision: Double = 0.98) -> Diffing<Data> {
        Diffing(
            toData: { $0 },
            fromData: { data in
                guard data.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { throw SnapshotError("the golden file is not a PNG image") }
                return data
            },
            diff: { reference, actual in
                let options = ImageDiff.Options(precision: precision, perceptualPrecision: perceptualPrecision)
                let result = try ImageDiff.compare(expected: reference, actual: actual, options: options,
                                                   expectedName: "the golden image", actualName: "the new image")
                if result.matches(precision: precision) { return nil }
                let metrics = ImageDiffMetrics(result, options: options)
                var artifacts = [DiffArtifact(role: "reference", pathExtension: "png", data: reference),
                                 DiffArtifact(role: "actual", pathExtension: "png", data: actual)]
                if let diff = result.diffImage { artifacts.append(DiffArtifact(role: "diff", pathExtension: "png", data: try PNGWriter.encode(diff))) }
                artifacts.append(DiffArtifact(role: DiffArtifact.metricsRole, pathExtension: "json", data: try JSONEncoder().encode(metrics)))
                return (metrics.summary, artifacts)
            })
    }
}

extension Snapshotting where Value: View, Format == Data {
    /// The view as a PNG at scale 2 and its ideal size, compared exactly but for antialiasing.
    public static var image: Snapshotting<Value, Data> { .image() }

    /// The view as a PNG.
    ///
    /// A view whose picture has its golden file's pixels passes without being encoded: the
    /// assertion compares the drawn picture with the golden's pixels first, and makes the PNG
    /// only to compare, record or show a difference. Replacing the strategy's `snapshot` or
    /// `diffing` turns that off, so that the replacement decides.
    ///
    /// - Parameters:
    ///   - scale: pixels per point (1, 2 or 3 as on iPhones).
    ///   - size: the size offered to the view: `.sizeThatFits`, `.fixed(width:height:)`,
    ///     `.width(_:)`, or a device such as `.iPhone15`.
    ///   - precision: the share of pixels that must match.
    ///   - perceptualPrecision: how alike a pixel must be to match.
    ///   - colorScheme: light or dark.
    ///   - dynamicTypeSize: the Dynamic Type size.
    ///   - time: seconds after the view appeared, for animations.
    public static func image(scale: CGFloat = 2, size: SnapshotSize = .sizeThatFits, precision: Double = 1, perceptualPrecision: Double = 0.98,
                             colorScheme: ColorScheme = .light, dynamicTypeSize: DynamicTypeSize = .large, time: Double = 0) -> Snapshotting<Value, Data> {
        func request(_ view: Value) -> RenderRequest {
            size.request(view, scale: scale, time: time) { $0.environment(\.colorScheme, colorScheme).environment(\.dynamicTypeSize, dynamicTypeSize) }
        }
        var strategy = Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)) { view in
            try RenderPipeline.data(request(view), format: .png)
        }
        // A test whose picture is its golden's, pixel for pixel, passes without encoding it.
        strategy.snapshotUnlessMatching = { view, golden in
            try RenderPipeline.png(request(view), unlessMatching: ImageDiff.matching(golden: golden))
        }
        return strategy
    }
}

extension Snapshotting where Value: View, Format == String {
    /// The view as an SVG document, compared as text.
    public static var svg: Snapshotting<Value, String> { .svg() }

    /// The view as an SVG document at `size`, compared as text.
    public static func svg(size: SnapshotSize = .sizeThatFits, colorScheme: ColorScheme = .light) -> Snapshotting<Value, String> {
        Snapshotting(pathExtension: "svg", diffing: .lines) { view in
            let request = size.request(view, scale: 1) { $0.environment(\.colorScheme, colorScheme) }
            return String(decoding: try RenderPipeline.data(request, format: .svg), as: UTF8.self)
        }
    }

    /// The laid-out boxes of the view, one line each (`LayoutNode.dump()`), compared as text.
    public static var layout: Snapshotting<Value, String> { .layout() }

    /// The laid-out boxes of the view at `size` and `scale`, compared as text.
    public static func layout(size: SnapshotSize = .sizeThatFits, scale: CGFloat = 2, dynamicTypeSize: DynamicTypeSize = .large) -> Snapshotting<Value, String> {
        Snapshotting(pathExtension: "txt", diffing: .lines) { view in
            let request = size.request(view, scale: scale) { $0.environment(\.dynamicTypeSize, dynamicTypeSize) }
            return try RenderPipeline.layout(request).dump() + "\n"
        }
    }
}
