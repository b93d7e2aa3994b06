/// The fixed distances of each kind of bar, in points.
///
/// Heights come from UIKit (49 on iPhone, 50 on iPad); iPad item width and spacing and the
/// vertical placement of icon and title are not published and were chosen to match screenshots.
public struct BarMetrics: Sendable {
    /// Height above the safe-area inset.
    public var contentHeight: Double
    /// Icon box and its top, from the bar's top edge.
    public var iconSize: Double
    public var iconTop: Double
    public var titleTop: Double
    public var titleHeight: Double
    /// Room kept between a title and its slot's edges.
    public var titleSideMargin: Double
    public var titleStyle: TextStyle

    static let phoneModern = BarMetrics(
        contentHeight: 49, iconSize: 25, iconTop: 6, titleTop: 33, titleHeight: 12,
        titleSideMargin: 2, titleStyle: .tabTitle)
    static let padModern = BarMetrics(
        contentHeight: 50, iconSize: 25, iconTop: 6, titleTop: 34, titleHeight: 12,
        titleSideMargin: 2, titleStyle: .tabTitle)
    /// The 2008 bar drew 30 pt icons close to the top edge.
    static let classic = BarMetrics(
        contentHeight: 49, iconSize: 30, iconTop: 3, titleTop: 35, titleHeight: 12,
        titleSideMargin: 2, titleStyle: .classicTabTitle)
    static let classicPad = BarMetrics(
        contentHeight: 50, iconSize: 30, iconTop: 3, titleTop: 36, titleHeight: 12,
        titleSideMargin: 2, titleStyle: .classicTabTitle)

    static func forBar(family: DeviceFamily, style: Style) -> BarMetrics {
        switch (family, style) {
        case (.pad, .modern): padModern
        case (.pad, .classic): classicPad
        case (_, .classic): classic
        default: phoneModern
        }
    }
}

enum LayoutConstants {
    /// UIKit shows five items on iPhone; with more, four and a More item.
    static let phoneItemCapacity = 5
    /// Centred iPad items (UITabBar.itemPositioning = .centered).
    static let padItemWidth = 76.0
    static let padItemSpacing = 34.0
    /// The smallest target a finger hits reliably (HIG).
    static let minimumHitSize = 44.0

    static let badgeHeight = 18.0
    static let badgeTextPadding = 10.0
    /// Badge's left edge, right of the icon's centre.
    static let badgeOffsetFromIconCenter = 6.0
    static let badgeTop = 2.0
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
