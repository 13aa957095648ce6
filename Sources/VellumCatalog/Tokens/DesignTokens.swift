import Vellum

/// Spacing tokens of the design system.
public enum Spacing {
    public static let xs: CGFloat = 4
    public static let sm: CGFloat = 8
    public static let md: CGFloat = 16
    public static let lg: CGFloat = 24
    public static let xl: CGFloat = 32
}

/// Corner radius tokens.
public enum Radius {
    public static let sm: CGFloat = 4
    public static let md: CGFloat = 8
    public static let lg: CGFloat = 16
    public static let full: CGFloat = 9999
}

/// Typography tokens.
public enum Typography {
    public static let displayLarge = Font.system(size: 34, weight: .bold)
    public static let displayMedium = Font.system(size: 28, weight: .bold)
    public static let titleLarge = Font.system(size: 22, weight: .semibold)
    public static let titleMedium = Font.system(size: 17, weight: .semibold)
    public static let bodyLarge = Font.system(size: 17, weight: .regular)
    public static let bodyMedium = Font.system(size: 15, weight: .regular)
    public static let caption = Font.system(size: 12, weight: .regular)
}

/// Semantic colour tokens. `primary` and `secondary` are named colours the catalog registers
/// (as an app's asset catalog would provide them).
public enum SemanticColor {
    public static let primary = Color("PrimaryColor")
    public static let secondary = Color("SecondaryColor")
    public static let success = Color.green
    public static let warning = Color.orange
    public static let error = Color.red
    public static let surface = Color(.systemBackground)
    public static let surfaceVariant = Color(.secondarySystemBackground)

    /// Registers the named colours of the design system: indigo primary, teal secondary.
    public static func registerNamedColors() {
        try? Color.register("PrimaryColor", light: Color(red: 0.345, green: 0.337, blue: 0.839), dark: Color(red: 0.369, green: 0.361, blue: 0.902))
        try? Color.register("SecondaryColor", light: Color(red: 0.188, green: 0.69, blue: 0.78), dark: Color(red: 0.251, green: 0.784, blue: 0.878))
    }
}
