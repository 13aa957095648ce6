import Foundation

/// A length in points as dumps print it: at most two decimals, no trailing zeros, no `-0`.
package func formatPoints(_ value: CGFloat) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
    // Past a trillion, decimals do not matter and whole numbers overflow `Int`.
    guard abs(value) < 1e12 else { return String(format: "%.4g", Double(value)) }
    let rounded = (value * 100).rounded() / 100
    if rounded == 0 { return "0" }
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var text = String(format: "%.2f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
}

/// Numbers written the same way whatever the user's locale (a point before the decimals, no
/// grouping), for messages that people read and tools parse. Rounded to nearest, ties to even,
/// from the double's exact value (C's `printf` in the C locale).
package enum PlainNumber {
    /// `value` with exactly `fractionDigits` decimals: 0.966, 2.000.
    package static func fixed(_ value: Double, fractionDigits: Int) -> String {
        guard value.isFinite else { return "\(value)" }
        return withVaList([Int32(fractionDigits), value]) { arguments in
            var buffer = [CChar](repeating: 0, count: 400)
            let count = vsnprintf(&buffer, buffer.count, "%.*f", arguments)
            return String(decoding: buffer.prefix(max(0, min(Int(count), buffer.count - 1))).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
    }

    /// `value` with at most `fractionDigits` decimals, trailing zeros dropped: 0.02, 1.
    package static func trimmed(_ value: Double, fractionDigits: Int) -> String {
        var text = fixed(value, fractionDigits: fractionDigits)
        guard text.contains(".") else { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// `value` to `digits` significant digits, trailing zeros dropped: 3.39, 0.0688, 0.000025.
    package static func significant(_ value: Double, digits: Int) -> String {
        guard value != 0, value.isFinite else { return value == 0 ? "0" : "\(value)" }
        let exponent = Int(log10(abs(value)).rounded(.down))
        return trimmed(value, fractionDigits: max(0, digits - 1 - exponent))
    }

    /// A share (0…1) as a percentage to three significant digits: 3.39%.
    package static func percent(_ share: Double) -> String {
        significant(share * 100, digits: 3) + "%"
    }
}
