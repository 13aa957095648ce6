import Foundation
import VellumCore
import VellumUI

/// The sizes and colours of a list as iOS draws it, by look (`systemLook`) and style: numbers
/// measured from Apple's renders (`Fixtures/iOS/lists.tsv`, which names each source).
package struct ListMetrics {
    package let style: ListStyleKind
    package let look: SystemLook

    /// From the list's edge to a card's (inset styles).
    package let cardMargin: CGFloat
    /// From a card's (or a row's) edge to the row's content, leading and trailing.
    package let contentInset: CGFloat
    package let cornerRadius: CGFloat
    package let cornerStyle: RoundedCornerStyle
    /// Above and below a row's text, above and below a control (a toggle), and the least
    /// height of a row.
    package let rowPadding: CGFloat
    package let controlPadding: CGFloat
    package let minimumRowHeight: CGFloat
    /// A separator's thickness in points; `nil` for one pixel.
    package let separatorThickness: CGFloat?
    /// How far a separator stops short of the card's trailing edge.
    package let separatorTrailingInset: CGFloat
    /// Between sections without a header, and before a header's text.
    package let sectionGap: CGFloat
    package let gapBeforeHeader: CGFloat
    /// From the list's top to its first card, or to its first header's text.
    package let topInset: CGFloat
    package let topInsetBeforeHeader: CGFloat
    /// Below the last section.
    package let bottomInset: CGFloat
    /// A header's baseline above its card; a footer's first baseline below its card; from a
    /// footer's last baseline to the next card.
    package let headerBaselineAbove: CGFloat
    package let footerBaselineBelow: CGFloat
    package let footerTail: CGFloat
    package let headerFont: Font
    package let headerUppercased: Bool
    package let footerFont: Font

    package let background: Color
    package let cardFill: Color
    package let separator: Color

    /// Whether sections are cards inset from the list's edges.
    package var isInset: Bool { style == .insetGrouped || style == .inset || style == .sidebar }
    /// Whether the list has the grouped background and section gaps.
    package var isGrouped: Bool { style != .plain && style != .inset }

    package init(style: ListStyleKind, look: SystemLook) {
        self.style = style
        self.look = look
        let iOS26 = look == .iOS26
        let inset = style == .insetGrouped || style == .inset || style == .sidebar
        cardMargin = inset ? (iOS26 ? 16 : 20) : 0
        contentInset = iOS26 ? 16 : 20
        cornerRadius = inset ? (iOS26 ? 26 : 10) : 0
        cornerStyle = iOS26 ? .circular : .continuous
        rowPadding = iOS26 ? 16 : 11
        // A switch (31 or 28 tall) sits in a row of 44 or 51.
        controlPadding = iOS26 ? 11.5 : 6.5
        minimumRowHeight = iOS26 ? 51 : 44
        separatorThickness = iOS26 ? 1 : nil
        separatorTrailingInset = iOS26 ? 16 : 0
        sectionGap = 35
        gapBeforeHeader = iOS26 ? 27.6 : 35
        topInset = iOS26 ? 45 : 35
        topInsetBeforeHeader = iOS26 ? 20.2 : 16.6
        bottomInset = 35
        headerBaselineAbove = iOS26 ? 14 : 9
        footerBaselineBelow = iOS26 ? 19.3 : 17.3
        footerTail = iOS26 ? 26.7 : 32.7
        headerFont = iOS26 ? .headline : .footnote
        headerUppercased = !iOS26
        footerFont = .footnote
        let grouped = style != .plain && style != .inset
        background = grouped ? .systemGroupedBackground : .systemBackground
        cardFill = grouped ? .secondarySystemGroupedBackground : .systemBackground
        separator = iOS26 ? Color(light: RGBA(hex: 232, 232, 232), dark: RGBA(hex: 56, 56, 59))
                          : Color(light: RGBA(hex: 198, 198, 200), dark: RGBA(hex: 62, 62, 65))
    }

    /// Where a list-row chevron's ink ends, from the card's trailing edge.
    package var chevronTrailing: CGFloat { look == .iOS26 ? 18.33 : 20.67 }
    /// From a row's trailing value to its chevron.
    package var chevronGap: CGFloat { look == .iOS26 ? 13.3 : 11.3 }
}
