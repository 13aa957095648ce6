import Vellum

/// The green capsule button: padded bold white text on a green capsule with a shadow.
public struct PrimaryButtonModifier: ViewModifier {
    public init() {}

    public func body(content: Content) -> some View {
        content
            .padding(10)
            .background(Capsule().foregroundColor(.green))
            .foregroundColor(.white)
            .font(.system(size: 17, weight: .bold, design: .default))
            .clipped()
            .shadow(radius: 6)
    }
}
