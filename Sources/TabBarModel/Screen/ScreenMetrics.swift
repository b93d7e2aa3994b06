/// The fixed distances of a navigation bar, in points.
///
/// Row heights are UIKit's (44, 50 on iPad since iOS 12, 32 on a phone in landscape); the large
/// title adds 52. Margins, spacings and the back chevron's box are not published and were chosen
/// to match screenshots.
public struct NavigationBarMetrics: Sendable {
    public var rowHeight: Double
    public var largeTitleHeight: Double
    /// Gap between the large title's bottom and the bar's bottom edge.
    public var largeTitleBottom: Double
    /// Between the screen's edges and the outermost buttons.
    public var margin: Double
    public var backChevronX: Double
    public var backChevronSize: Size
    /// Between the chevron and the back title.
    public var backTitleGap: Double
    /// Between adjacent buttons; `textButtonSpacing` between two text buttons, the fixed space
    /// the HIG asks for so their words do not run together.
    public var itemSpacing: Double
    public var textButtonSpacing: Double
    /// Kept free on each side of the title.
    public var titleGap: Double
    public var glyphSize: Double
    public var titleStyle: TextStyle
    public var largeTitleStyle: TextStyle
    public var buttonStyle: TextStyle
    public var doneStyle: TextStyle
    /// The classic style's bordered buttons.
    public var bordered: Bool
    public var borderedHeight: Double
    public var borderedPadding: Double
    public var borderedMinimumWidth: Double
    public var segmentHeight: Double
    public var segmentPadding: Double
    public var segmentStyle: TextStyle

    public static func forBar(family: DeviceFamily, orientation: Orientation, style: Style, screenWidth: Double) -> NavigationBarMetrics {
        let compactHeight = family == .phone && orientation == .landscape
        // Larger phones and iPads use 20 pt layout margins.
        let margin = family == .pad || screenWidth >= 414 ? 20.0 : 16.0
        switch style {
        case .modern:
            return NavigationBarMetrics(
                rowHeight: compactHeight ? 32 : (family == .pad ? 50 : 44), largeTitleHeight: 52,
                largeTitleBottom: 8, margin: margin, backChevronX: 8,
                backChevronSize: Size(width: 12, height: 21), backTitleGap: 6, itemSpacing: 8,
                textButtonSpacing: 20, titleGap: 8, glyphSize: 25, titleStyle: .navigationTitle,
                largeTitleStyle: .largeTitle, buttonStyle: .barButton, doneStyle: .barButtonDone,
                bordered: false, borderedHeight: 0, borderedPadding: 0, borderedMinimumWidth: 0,
                segmentHeight: compactHeight ? 24 : 32, segmentPadding: 14, segmentStyle: .segment)
        case .classic:
            return NavigationBarMetrics(
                rowHeight: compactHeight ? 32 : 44, largeTitleHeight: 0, largeTitleBottom: 0,
                margin: 5, backChevronX: 5, backChevronSize: Size(width: 10, height: compactHeight ? 24 : 30),
                backTitleGap: 4, itemSpacing: 6, textButtonSpacing: 10, titleGap: 8, glyphSize: 20,
                titleStyle: .classicNavigationTitle, largeTitleStyle: .classicNavigationTitle,
                buttonStyle: .classicBarButton, doneStyle: .classicBarButton, bordered: true,
                borderedHeight: compactHeight ? 24 : 30, borderedPadding: 10, borderedMinimumWidth: 44,
                segmentHeight: compactHeight ? 24 : 30, segmentPadding: 10, segmentStyle: .classicSegment)
        }
    }
}

/// The fixed distances of a toolbar, in points: 44 tall (50 on iPad, 32 on a phone in landscape).
public struct ToolbarMetrics: Sendable {
    public var height: Double
    public var margin: Double
    public var itemSpacing: Double
    public var textButtonSpacing: Double
    public var glyphSize: Double
    public var buttonStyle: TextStyle
    public var doneStyle: TextStyle
    /// Classic text buttons are bordered; classic glyphs stand plain on the bar.
    public var borderedText: Bool
    public var borderedHeight: Double
    public var borderedPadding: Double

    public static func forBar(family: DeviceFamily, orientation: Orientation, style: Style, screenWidth: Double) -> ToolbarMetrics {
        let bar = NavigationBarMetrics.forBar(family: family, orientation: orientation, style: style, screenWidth: screenWidth)
        return ToolbarMetrics(
            // The 2008 toolbars kept their glyphs further from the edges than their bar buttons.
            height: bar.rowHeight, margin: style == .classic ? 12 : bar.margin, itemSpacing: bar.itemSpacing,
            textButtonSpacing: bar.textButtonSpacing, glyphSize: bar.glyphSize,
            buttonStyle: bar.buttonStyle, doneStyle: bar.doneStyle, borderedText: bar.bordered,
            borderedHeight: bar.borderedHeight, borderedPadding: bar.borderedPadding)
    }
}

/// The rows of a plain list (UITableView's default cell): 44 pt tall.
public struct RowMetrics: Sendable {
    public var height: Double
    public var margin: Double
    public var iconSize: Double
    /// Between the icon and the title.
    public var iconGap: Double
    public var chevronSize: Size
    /// Between the detail text, the badge and the chevron.
    public var accessoryGap: Double
    public var titleStyle: TextStyle
    public var detailStyle: TextStyle
    /// The 2008 lists drew separators across the whole width; later ones start under the text.
    public var separatorFromText: Bool

    public static func forList(family: DeviceFamily, style: Style, screenWidth: Double) -> RowMetrics {
        switch style {
        case .modern:
            return RowMetrics(
                height: 44, margin: family == .pad || screenWidth >= 414 ? 20 : 16, iconSize: 25,
                iconGap: 15, chevronSize: Size(width: 8, height: 13), accessoryGap: 8,
                titleStyle: .rowTitle, detailStyle: .rowDetail, separatorFromText: true)
        case .classic:
            return RowMetrics(
                height: 44, margin: 10, iconSize: 30, iconGap: 10, chevronSize: Size(width: 9, height: 14),
                accessoryGap: 8, titleStyle: .classicRowTitle, detailStyle: .classicRowDetail,
                separatorFromText: false)
        }
    }
}

enum ScreenConstants {
    /// The Dynamic Island, centred (125.3 × 36.7 of ink on the iPhone 17 Pro and Air renders below).
    static let islandSize = Size(width: 126, height: 37)
    /// The island's top edge lies 48 pt above the safe area's on every island phone measured:
    /// 11 of 59 (iPhone 15), and on real iOS 26 renders 14 of 62 (iPhone 17 Pro, island ink
    /// 14.0–50.7, 125.3 wide) and 20 of 68 (iPhone Air, 20.0–56.7): matjic/close.matj.io
    /// `screenshots/Simulator Screenshot - iPhone 17 Pro - 2025-10-22 at 18.48.36.png` and
    /// `… iPhone Air - 2025-10-22 at 18.59.46.png`. The time and the indicators centre on it.
    static let islandAboveSafeArea = 48.0
    /// How much tvOS grows the focused tab.
    static let tvLiftScale = 1.1
}

extension Device {
    /// The status bar's kind and height; nil where the system hides it (phones in landscape
    /// since iOS 8).
    func statusBar(orientation: Orientation, style: Style) -> (kind: StatusBarLayout.Kind, height: Double)? {
        if style == .classic { return (.classic, 20) }
        switch family {
        case .tv:
            return nil
        case .pad:
            return (.pad, 24)
        case .phone:
            guard orientation == .portrait else { return nil }
            // The island's status bar ends 5 pt above the safe area (54 of 59 on iPhone 15).
            return hasDynamicIsland ? (.island, topInsetPortrait - 5) : (.compact, topInsetPortrait)
        }
    }

    /// Where the Dynamic Island's top edge is in portrait.
    var islandTop: Double { topInsetPortrait - ScreenConstants.islandAboveSafeArea }

    /// The keyboard's full height, up to the screen's bottom edge, with the suggestion row
    /// (iOS 8 and later) and the globe-and-dictation strip of phones without a home button.
    ///
    /// Heights commonly measured from keyboard notifications; iPad figures are the family's
    /// plus the inset, as for a bare bar.
    func keyboardHeight(orientation: Orientation, style: Style) -> Double {
        let inset = bottomInset(orientation)
        if style == .classic || family == .pad {
            return LayoutConstants.keyboardHeight(family: family, orientation: orientation, style: style) + inset
        }
        switch orientation {
        case _ where isNarrowPhone:
            // The 4-inch and 3.5-inch screens have a shorter suggestion row.
            return orientation == .portrait ? 253 : 193
        case .portrait where inset > 0:
            return portraitSize.width >= 414 ? 346 : 336
        case .landscape where inset > 0:
            return 209
        default:
            return LayoutConstants.keyboardHeight(family: family, orientation: orientation, style: style) + inset
        }
    }

    /// The height of the key rows alone, whatever the device: 216 in portrait, 162 in landscape
    /// (the 2008 keyboard's); iPads draw theirs in the whole keyboard.
    public static func keyRowsHeight(family: DeviceFamily, orientation: Orientation) -> Double? {
        guard family == .phone else { return nil }
        return orientation == .portrait ? 216 : 162
    }
}
