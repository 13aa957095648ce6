import Foundation
import VellumCore
import VellumUI

/// The sizes and colours of iOS's navigation bar, by look: numbers measured from Apple's renders
/// (`Fixtures/iOS/navigation.tsv`, which names each source).
package struct NavigationMetrics {
    package let look: SystemLook

    /// The bar's band, below the safe area's top.
    package let barHeight: CGFloat = 44
    /// The inline title's baseline below the band's top.
    package var inlineTitleBaseline: CGFloat { look == .iOS26 ? 28.2 : 27.7 }
    /// The large title's baseline below the band's bottom, and the height of its area.
    package var largeTitleBaseline: CGFloat { look == .iOS26 ? 46 : 35.8 }
    package var largeTitleArea: CGFloat { look == .iOS26 ? 62 : 52 }
    /// From the screen's edges to the bar's items and the large title.
    package let sideMargin: CGFloat = 16
    /// Between items at one end of the bar.
    package var itemSpacing: CGFloat { look == .iOS26 ? 0 : 8 }

    /// iOS 26's glass capsules: their height, a text item's padding either side, an icon's slot.
    package let glassHeight: CGFloat = 44
    package let glassTextPadding: CGFloat = 16
    package let glassIconSlot: CGFloat = 44

    /// The search field: its height, corner, side margins, and the room it takes under the bar.
    package let searchHeight: CGFloat = 36
    package let searchCorner: CGFloat = 10
    package let searchArea: CGFloat = 52

    /// iOS 18's bottom toolbar; iOS 26's floating capsule and its distance above the safe area.
    package var bottomBarHeight: CGFloat { look == .iOS26 ? 48 : 49 }

    package init(look: SystemLook) {
        self.look = look
    }

    /// iOS 26's glass: a nearly clear fill with a faint edge.
    package var glassFill: Color { Color(light: RGBA(255, 255, 255, 0.72), dark: RGBA(hex: 31, 31, 31)) }
    package var glassEdge: Color { Color(light: RGBA(0, 0, 0, 0.1), dark: RGBA(255, 255, 255, 0.14)) }
    /// A bar's background when shown (`toolbarBackground(.visible)`): the system's bar material.
    package var barBackground: Color { Color(light: RGBA(hex: 249, 249, 249, 0.94), dark: RGBA(hex: 29, 29, 29, 0.94)) }
    package var barHairline: Color { Color(light: RGBA(0, 0, 0, 0.3), dark: RGBA(255, 255, 255, 0.15)) }
}
