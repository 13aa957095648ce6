import Foundation

/// The text size the user chose: SwiftUI's `DynamicTypeSize`. Text styles scale with it.
public enum DynamicTypeSize: Int, Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The name used on the command line and in captions, for example `xxxLarge` or `accessibility3`.
    public var name: String { "\(self)" }

    /// The size named `name` (as `name` prints it; `AX3` and `ax3` stand for `accessibility3`).
    public init?(name: String) {
        let lowered = name.lowercased()
        if lowered.hasPrefix("ax"), let n = Int(lowered.dropFirst(2)), (1...5).contains(n) {
            self.init(rawValue: DynamicTypeSize.accessibility1.rawValue + n - 1)
            return
        }
        guard let match = DynamicTypeSize.allCases.first(where: { $0.name.lowercased() == lowered }) else { return nil }
        self = match
    }
}

/// The Dynamic Type size under its older name, as `@Environment(\.sizeCategory)` reads it and
/// `.environment(\.sizeCategory, …)` sets it: one category for each `DynamicTypeSize`, in the
/// same order (`.extraSmall` is `.xSmall`, `.accessibilityMedium` is `.accessibility1`, …).
public enum ContentSizeCategory: Hashable, Comparable, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// Whether this is one of the five accessibility categories.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.position < rhs.position }

    private var position: Int { ContentSizeCategory.allCases.firstIndex(of: self)! }

    /// The category of a Dynamic Type size.
    package init(_ size: DynamicTypeSize) {
        self = ContentSizeCategory.allCases[size.rawValue]
    }

    /// The Dynamic Type size of this category.
    package var dynamicTypeSize: DynamicTypeSize {
        DynamicTypeSize(rawValue: position)!
    }
}

private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }

extension EnvironmentValues {
    /// The Dynamic Type size. Default: `.large`.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// The Dynamic Type size as a content size category, its older name: setting it sets
    /// `dynamicTypeSize`. Default: `.large`.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = newValue.dynamicTypeSize }
    }
}

extension View {
    /// Sets the Dynamic Type size of this view and the views inside it.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Keeps the Dynamic Type size of this view and the views inside it within `range`: a
    /// larger size is brought down to its upper bound, a smaller one up to its lower bound.
    public func dynamicTypeSize(_ range: ClosedRange<DynamicTypeSize>) -> some View {
        transformEnvironment(\.dynamicTypeSize) { $0 = min(max($0, range.lowerBound), range.upperBound) }
    }

    /// Keeps the Dynamic Type size of this view and the views inside it at `range.lowerBound`
    /// or above.
    public func dynamicTypeSize(_ range: PartialRangeFrom<DynamicTypeSize>) -> some View {
        transformEnvironment(\.dynamicTypeSize) { $0 = max($0, range.lowerBound) }
    }

    /// Keeps the Dynamic Type size of this view and the views inside it at `range.upperBound`
    /// or below.
    public func dynamicTypeSize(_ range: PartialRangeThrough<DynamicTypeSize>) -> some View {
        transformEnvironment(\.dynamicTypeSize) { $0 = min($0, range.upperBound) }
    }
}
