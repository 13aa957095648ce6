import Foundation

/// The state of an `AsyncImage`'s load: SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase {
    case empty
    case success(Image)
    case failure(any Error)

    /// The image, once loaded.
    public var image: Image? {
        if case let .success(image) = self { return image }
        return nil
    }

    /// The error, if loading failed.
    public var error: (any Error)? {
        if case let .failure(error) = self { return error }
        return nil
    }
}

/// An image loaded from a URL: SwiftUI's `AsyncImage`.
///
/// A snapshot is taken before any load could finish (and Vellum never touches the network), so
/// it shows the placeholder, or the content of the `.empty` phase.
public struct AsyncImage<Content: View>: View {
    private let content: Content

    /// A grey placeholder where the image will be.
    public init(url: URL?, scale: CGFloat = 1) where Content == _AsyncImagePlaceholder {
        content = _AsyncImagePlaceholder()
    }

    /// `placeholder()` until `content(image)` can be shown.
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.content = _ConditionalContent(storage: .falseContent(placeholder()))
    }

    /// `content(phase)` for the phase of the load: `.empty` in a render.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.content = content(.empty)
    }

    public var body: some View { content }
}

/// The default placeholder of an `AsyncImage`: the secondary fill colour.
public struct _AsyncImagePlaceholder: View {
    public var body: some View { Color.secondarySystemFill }
}

/// The medium activity indicator of iOS: eight spokes fading round a 20-point circle.
struct _Spinner: View {
    var body: some View {
        ZStack {
            ForEach(0..<8, id: \.self) { index in
                Capsule()
                    .fill(Color.gray.opacity(1 - Double(index) * 0.1))
                    .frame(width: 2.5, height: 6)
                    .offset(y: -6.25)
                    .rotationEffect(.degrees(Double(index) * -45))
            }
        }
        .frame(width: 20, height: 20)
    }
}

/// A progress bar: a 4-point capsule track, filled in the tint to `fraction`.
struct _ProgressBar: View {
    let fraction: Double

    var body: some View {
        GeometryReader { geometry in
            ZStack(alignment: .leading) {
                Capsule().fill(Color.systemFill)
                Capsule().fill(TintShapeStyle()).frame(width: geometry.size.width * fraction)
            }
        }
        .frame(height: 4)
    }
}
