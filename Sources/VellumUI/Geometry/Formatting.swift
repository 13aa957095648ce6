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
