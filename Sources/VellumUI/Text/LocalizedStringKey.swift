import Foundation

/// The text of a `Text`, `Button` or `Label` written as a string literal, with interpolated
/// values: SwiftUI's `LocalizedStringKey`. Vellum shows the key itself (there are no
/// localization tables), with `**bold**`, `*italic*` and `` `code` `` Markdown applied.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    package var key: String
    /// The images interpolated into the key (`"\(Image(systemName: "star")) 4.8"`), each at a
    /// U+FFFC of `key`.
    package var inlineImages: [InlineImage] = []

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
        package var images: [InlineImage] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity + interpolationCount * 8)
        }

        public mutating func appendLiteral(_ literal: String) {
            output += literal
        }

        public mutating func appendInterpolation<T>(_ value: T) {
            output += String(describing: value)
        }

        /// A number, written as SwiftUI writes it: with the default format specifier of its
        /// type (`%lld` for `Int`, `%lf` for `Double`: `"\(3.5)"` is "3.500000").
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            output += String(format: T._specifier, value._arg)
        }

        /// A number written with a printf-style `specifier`: `"\(price, specifier: "%.2f")"`.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            output += String(format: specifier, value._arg)
        }

        /// A date written in `style`, in the default locale and time zone of a render.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            output += Text(date, style: style).plainText(in: EnvironmentValues())
        }

        /// A date written by `formatter` (or as it describes itself).
        public mutating func appendInterpolation(_ date: Date, formatter: Formatter?) {
            output += formatter?.string(for: date) ?? String(describing: date)
        }

        /// A Foundation value written by `formatter` (or as it describes itself).
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
            output += formatter?.string(for: subject) ?? String(describing: subject)
        }

        /// An object written by `formatter` (or as it describes itself).
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
            output += formatter?.string(for: subject) ?? subject.description
        }

        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            output += format.locale(Locale(identifier: "en_US")).format(input)
        }

        public mutating func appendInterpolation(_ text: Text) {
            output += text.plainText(in: EnvironmentValues())
        }

        /// An image inside the text: a symbol is drawn as a placeholder sized by the font; an
        /// image from a file or an asset is not drawn inside text yet (an error when rendered).
        public mutating func appendInterpolation(_ image: Image) {
            output += "\u{FFFC}"
            images.append(InlineImage(image))
        }
    }
}

/// A number type with a default printf-style format specifier, for string interpolations in
/// text: SwiftUI's `_FormatSpecifiable`.
public protocol _FormatSpecifiable {
    /// The value as a printf argument.
    var _arg: CVarArg { get }
    /// The specifier the type is written with by default.
    static var _specifier: String { get }
}

extension Int: _FormatSpecifiable { public var _arg: CVarArg { self }; public static var _specifier: String { "%lld" } }
extension Int8: _FormatSpecifiable { public var _arg: CVarArg { Int32(self) }; public static var _specifier: String { "%d" } }
extension Int16: _FormatSpecifiable { public var _arg: CVarArg { Int32(self) }; public static var _specifier: String { "%d" } }
extension Int32: _FormatSpecifiable { public var _arg: CVarArg { self }; public static var _specifier: String { "%d" } }
extension Int64: _FormatSpecifiable { public var _arg: CVarArg { self }; public static var _specifier: String { "%lld" } }
extension UInt: _FormatSpecifiable { public var _arg: CVarArg { self }; public static var _specifier: String { "%llu" } }
extension UInt8: _FormatSpecifiable { public var _arg: CVarArg { UInt32(self) }; public static var _specifier: String { "%u" } }
extension UInt16: _FormatSpecifiable { public var _arg: CVarArg { UInt32(self) }; public static var _specifier: String { "%u" } }
extension UInt32: _FormatSpecifiable { public var _arg: CVarArg { self }; public static var _specifier: String { "%u" } }
extension UInt64: _FormatSpecifiable { public var _arg: CVarArg { self }; public static var _specifier: String { "%llu" } }
extension Float: _FormatSpecifiable { public var _arg: CVarArg { Double(self) }; public static var _specifier: String { "%f" } }
extension Double: _FormatSpecifiable { public var _arg: CVarArg { self }; public static var _specifier: String { "%lf" } }
extension CGFloat: _FormatSpecifiable { public var _arg: CVarArg { Double(self) }; public static var _specifier: String { "%lf" } }
