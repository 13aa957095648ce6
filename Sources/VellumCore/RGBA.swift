import Foundation

/// A colour in extended sRGB, components not premultiplied, each 0...1.
package struct RGBA: Hashable, Sendable, CustomStringConvertible {
    package var red: Double, green: Double, blue: Double, alpha: Double

    package init(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// A colour from 8-bit components, as design tools give them.
    package init(hex red: Int, _ green: Int, _ blue: Int, _ alpha: Double = 1) {
        self.init(Double(red) / 255, Double(green) / 255, Double(blue) / 255, alpha)
    }

    package static let clear = RGBA(0, 0, 0, 0)
    package static let black = RGBA(0, 0, 0)
    package static let white = RGBA(1, 1, 1)

    package func multiplyingAlpha(_ factor: Double) -> RGBA {
        RGBA(red, green, blue, alpha * factor)
    }

    package var isOpaque: Bool { alpha >= 1 }

    package var description: String {
        func hex(_ v: Double) -> String {
            let byte = Int((min(max(v, 0), 1) * 255).rounded())
            return String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
        }
        let base = "#" + hex(red) + hex(green) + hex(blue)
        return alpha >= 1 ? base : base + String(format: "@%.3g", alpha)
    }
}

extension String {
    package func leftPadded(to length: Int, with pad: Character = "0") -> String {
        count >= length ? self : String(repeating: pad, count: length - count) + self
    }
}
