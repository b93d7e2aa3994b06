/// The 2008 bar's item figures, in points from the bar's top edge: 30 pt icons close to the top,
/// bold titles centred in a 12 pt line below them.
struct ClassicBarMetrics {
    var iconSize: Double
    var iconTop: Double
    var titleTop: Double
    var titleHeight: Double
    var titleStyle: TextStyle

    static func forBar(padWidth: Bool) -> ClassicBarMetrics {
        ClassicBarMetrics(iconSize: 30, iconTop: 3, titleTop: padWidth ? 36 : 35, titleHeight: 12, titleStyle: .classicTabTitle)
    }
}

enum LayoutConstants {
    /// UIKit shows five items on iPhone; with more, four and a More item.
    static let phoneItemCapacity = 5
    /// The iPhone's bar row in every release since 2008, above the home indicator's inset
    /// (iPhone OS HIG; react-navigation's DEFAULT_TABBAR_HEIGHT).
    static let phoneBarHeight = 49.0
    /// How many centred items an iPad bar holds, from iOS 7's 76 pt items 34 pt apart; later
    /// releases keep the count so that a spec shows the same tabs in every release.
    static let padCapacityItemWidth = 76.0
    static let padCapacityItemSpacing = 34.0
    /// Room kept between a title and its slot's edges.
    static let titleSideMargin = 2.0
    /// The smallest target a finger hits reliably (HIG).
    static let minimumHitSize = 44.0

    static let badgeHeight = 18.0
    static let badgeTextPadding = 10.0
    /// Badge's left edge, right of the icon's centre.
    static let badgeOffsetFromIconCenter = 6.0
    static let classicBadgeTop = 2.0
    /// An inline item's badge rises this far above its icon's top.
    static let inlineBadgeRise = 4.0
    static let badgeEdgeMargin = 1.0

    static let homeIndicatorHeight = 5.0
    static let homeIndicatorBottom = 8.0

    static let tvBarHeight = 140.0
    static let tvSideMargin = 80.0
    static let tvItemPadding = 28.0
    static let tvItemSpacing = 12.0
    static let tvItemHeight = 64.0

    static func keyboardHeight(family: DeviceFamily, orientation: Orientation, style: Style) -> Double {
        switch (family, orientation) {
        case (.pad, .portrait): 313
        case (.pad, .landscape): 398
        // iOS 8 added a 44 pt suggestion row above the 2008 keyboard's 216 (162 in landscape).
        case (_, .portrait): style == .classic ? 216 : 260
        case (_, .landscape): style == .classic ? 162 : 194
        }
    }
}
