import Foundation
import VellumCore

/// The system colours, with the light and dark values of iOS.
extension Color {
    public static let black = Color(provider: .rgba(.black))
    public static let white = Color(provider: .rgba(.white))
    public static let clear = Color(provider: .rgba(.clear))

    public static let red = Color(light: RGBA(hex: 255, 59, 48), dark: RGBA(hex: 255, 69, 58))
    public static let orange = Color(light: RGBA(hex: 255, 149, 0), dark: RGBA(hex: 255, 159, 10))
    public static let yellow = Color(light: RGBA(hex: 255, 204, 0), dark: RGBA(hex: 255, 214, 10))
    public static let green = Color(light: RGBA(hex: 52, 199, 89), dark: RGBA(hex: 48, 209, 88))
    public static let mint = Color(light: RGBA(hex: 0, 199, 190), dark: RGBA(hex: 99, 230, 226))
    public static let teal = Color(light: RGBA(hex: 48, 176, 199), dark: RGBA(hex: 64, 200, 224))
    public static let cyan = Color(light: RGBA(hex: 50, 173, 230), dark: RGBA(hex: 100, 210, 255))
    public static let blue = Color(light: RGBA(hex: 0, 122, 255), dark: RGBA(hex: 10, 132, 255))
    public static let indigo = Color(light: RGBA(hex: 88, 86, 214), dark: RGBA(hex: 94, 92, 230))
    public static let purple = Color(light: RGBA(hex: 175, 82, 222), dark: RGBA(hex: 191, 90, 242))
    public static let pink = Color(light: RGBA(hex: 255, 45, 85), dark: RGBA(hex: 255, 55, 95))
    public static let brown = Color(light: RGBA(hex: 162, 132, 94), dark: RGBA(hex: 172, 142, 104))
    public static let gray = Color(light: RGBA(hex: 142, 142, 147), dark: RGBA(hex: 142, 142, 147))

    /// The colour of primary content: black in light mode, white in dark mode.
    public static let primary = Color(light: .black, dark: .white)
    /// The colour of secondary content.
    public static let secondary = Color(light: RGBA(hex: 60, 60, 67, 0.6), dark: RGBA(hex: 235, 235, 245, 0.6))
    /// The app's accent colour: the system blue.
    public static let accentColor = Color.blue
}

/// The UIKit semantic colours, reachable as `Color(.systemBackground)` and friends.
extension Color {
    package static let systemBackground = Color(light: RGBA(hex: 255, 255, 255), dark: RGBA(hex: 0, 0, 0))
    package static let secondarySystemBackground = Color(light: RGBA(hex: 242, 242, 247), dark: RGBA(hex: 28, 28, 30))
    package static let tertiarySystemBackground = Color(light: RGBA(hex: 255, 255, 255), dark: RGBA(hex: 44, 44, 46))
    package static let systemGroupedBackground = Color(light: RGBA(hex: 242, 242, 247), dark: RGBA(hex: 0, 0, 0))
    package static let secondarySystemGroupedBackground = Color(light: RGBA(hex: 255, 255, 255), dark: RGBA(hex: 28, 28, 30))
    package static let tertiarySystemGroupedBackground = Color(light: RGBA(hex: 242, 242, 247), dark: RGBA(hex: 44, 44, 46))
    package static let label = Color.primary
    package static let secondaryLabel = Color.secondary
    package static let tertiaryLabel = Color(light: RGBA(hex: 60, 60, 67, 0.3), dark: RGBA(hex: 235, 235, 245, 0.3))
    package static let quaternaryLabel = Color(light: RGBA(hex: 60, 60, 67, 0.18), dark: RGBA(hex: 235, 235, 245, 0.16))
    package static let placeholderText = Color(light: RGBA(hex: 60, 60, 67, 0.3), dark: RGBA(hex: 235, 235, 245, 0.3))
    package static let systemFill = Color(light: RGBA(hex: 120, 120, 128, 0.2), dark: RGBA(hex: 120, 120, 128, 0.36))
    package static let secondarySystemFill = Color(light: RGBA(hex: 120, 120, 128, 0.16), dark: RGBA(hex: 120, 120, 128, 0.32))
    package static let tertiarySystemFill = Color(light: RGBA(hex: 118, 118, 128, 0.12), dark: RGBA(hex: 118, 118, 128, 0.24))
    package static let quaternarySystemFill = Color(light: RGBA(hex: 116, 116, 128, 0.08), dark: RGBA(hex: 118, 118, 128, 0.18))
    package static let separator = Color(light: RGBA(hex: 60, 60, 67, 0.29), dark: RGBA(hex: 84, 84, 88, 0.6))
    package static let opaqueSeparator = Color(light: RGBA(hex: 198, 198, 200), dark: RGBA(hex: 56, 56, 58))
    package static let link = Color(light: RGBA(hex: 0, 122, 255), dark: RGBA(hex: 9, 132, 255))
    package static let systemGray2 = Color(light: RGBA(hex: 174, 174, 178), dark: RGBA(hex: 99, 99, 102))
    package static let systemGray3 = Color(light: RGBA(hex: 199, 199, 204), dark: RGBA(hex: 72, 72, 74))
    package static let systemGray4 = Color(light: RGBA(hex: 209, 209, 214), dark: RGBA(hex: 58, 58, 60))
    package static let systemGray5 = Color(light: RGBA(hex: 229, 229, 234), dark: RGBA(hex: 44, 44, 46))
    package static let systemGray6 = Color(light: RGBA(hex: 242, 242, 247), dark: RGBA(hex: 28, 28, 30))
}
