import Foundation

/// The text of a `Text`, `Button` or `Label` written as a string literal, with interpolated
/// values: SwiftUI's `LocalizedStringKey`. Vellum shows the key itself (there are no
/// localization tables), with `**bold**`, `*italic*` and `` `code` `` Markdown applied.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    package var key: String
    /// The images interpolated into the key (`"\(Image(systemName: "star")) 4.8"`), which
    /// Vellum does not draw inside text yet: a text made of this key is an error when rendered.
    package var inlineImages: [String] = []

    public init(_ value: String) {
        key = value
    }

    public init(stringLiteral value: String) {
        key = value
    }

    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.output
        inlineImages = stringInterpolation.images
    }

    /// The interpolation of a `LocalizedStringKey`.
    public struct StringInterpolation: StringInterpolationProtocol {
        package var output = ""
        package var images: [String] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity + interpolationCount * 8)
        }

        public mutating func appendLiteral(_ literal: String) {
            output += literal
        }

        public mutating func appendInterpolation<T>(_ value: T) {
            output += String(describing: value)
        }

        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            output += format.locale(Locale(identifier: "en_US")).format(input)
        }

        public mutating func appendInterpolation(_ text: Text) {
            output += text.plainText(in: EnvironmentValues())
        }

        /// An image inside the text: not drawn yet (the text is an error when rendered).
        public mutating func appendInterpolation(_ image: Image) {
            output += "\u{FFFC}"
            images.append(image.sourceDescription)
        }
    }
}
