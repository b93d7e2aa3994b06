/// The iOS release whose tab bar a spec draws (`ios: 18`).
///
/// Releases 7 to 18, 26 and 27 exist; Apple numbered the release after 18 as 26.
public struct IOSRelease: Comparable, Hashable, Sendable, Codable, CustomStringConvertible {
    public let major: Int

    public static let oldest = 7
    public static let newest = 27
    /// What a spec without the key draws: the newest release, as on every iPhone sold today. A
    /// spec that wants the edge-to-edge bar of iOS 7–18 names its release (`ios: 18`).
    public static let `default` = IOSRelease(validated: newest)
    /// The releases after 18: Apple numbered them after the year, from 26 on.
    static let yearNumbered = 26...newest

    /// - Returns: nil for a number that was never an iOS release with a tab bar of this kind.
    public init?(_ major: Int) {
        guard (Self.oldest...18).contains(major) || Self.yearNumbered.contains(major) else { return nil }
        self.major = major
    }

    private init(validated major: Int) { self.major = major }

    public static func < (lhs: IOSRelease, rhs: IOSRelease) -> Bool { lhs.major < rhs.major }

    public var description: String { "iOS \(major)" }

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        guard let number = try? container.decode(Int.self) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: Self.expectation)
        }
        guard let release = IOSRelease(number) else {
            let hint = (19...25).contains(number) ? " (Apple named the release after iOS 18 \"iOS 26\")" : ""
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\(Self.expectation), got \(number)\(hint)")
        }
        self = release
    }

    static let expectation = "expected a release number from 7 to 18, or \(yearNumbered.lowerBound) to \(newest)"

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(major)
    }
}

/// Where a stacked item's icon and title sit, in points from the top of the bar's 49 (or 50) pt row.
public struct StackedItemMetrics: Sendable, Equatable {
    public var iconBox: Double
    public var iconCenterY: Double
    public var titleBaseline: Double
    public var titleStyle: TextStyle
}

/// An icon beside its title (iOS 11 and later, where the size class asks for it).
public struct InlineItemMetrics: Sendable, Equatable {
    public var barHeight: Double
    public var iconBox: Double
    public var titleStyle: TextStyle
    /// Between the icon's box and the title.
    public var gap: Double
    /// The same on 4-inch phones, which UIKit draws tighter.
    public var narrowGap: Double
    /// The badge's text where it differs from the release's (`badgeTextStyle`).
    public var badgeTextStyle: TextStyle? = nil
}

/// The bar's colours in one appearance; items from the tint and these.
public struct BarColors: Sendable, Equatable {
    public var unselected: Color
    /// UIKit draws the unselected icon a little lighter than its title from iOS 13.
    public var unselectedIconAlpha: Double
    /// The bar's material, before translucency.
    public var background: Color
    /// One device pixel above the bar (nil: no hairline).
    public var separator: Color
}

/// Figures of the floating glass capsule (iOS 26, iPhone), in points.
public struct FloatingCapsuleMetrics: Sendable, Equatable {
    public var height: Double
    /// From the screen's left, right and bottom edges.
    public var sideMargin: Double
    public var bottomMargin: Double
    /// The items' row inside the capsule.
    public var itemInset: Double
    public var itemHeight: Double
    /// pitch = (capsule width − pitchInset) / n; item = pitch + itemOverlap.
    public var pitchInset: Double
    public var itemOverlap: Double
    /// The pitch items take when the capsule hugs few of them (3 tabs: 274 pt wide).
    public var naturalPitch: Double
    public var iconBox: Double
    public var iconCenterY: Double
    public var titleBaseline: Double
    public var titleStyle: TextStyle
    public var selectedTitleStyle: TextStyle
    /// The search tab's round button: as tall as the capsule, this far from it.
    public var searchGap: Double = 8
    /// The minimised bar: the selected tab alone in a circle of this size.
    public var minimizedSize: Double = 48
    /// The bottom accessory's row and its gap to the capsule (or beside the minimised circle).
    public var accessoryHeight: Double = 48
    public var accessoryGap: Double = 8
    /// The accessory's title and subtitle. Not measured: no real iOS 26 render with an accessory
    /// has been found, so these are the system's headline-like and footnote-like styles.
    public var accessoryTitleStyle = TextStyle(size: 15, weight: .semibold)
    public var accessorySubtitleStyle = TextStyle(size: 13, weight: .regular)
}

/// The soft shadow every piece of light Liquid Glass casts (iOS 26): the glass's own shape,
/// black, blurred and dropped below it.
///
/// Fitted on real iOS 26 renders over a light page (Gaussian blur of the shape, least squares on
/// every pixel round the glass): matjic/close.matj.io `screenshots/Simulator Screenshot - iPhone 17
/// Pro - 2025-10-22 at 18.48.36.png` (SwiftUI, 402×874 @3x, over #F2F2F7): a 44 pt glass circle
/// σ 18, y 8, opacity 0.10 (232 under it, 235 beside, 237 above, the page again 39 pt below); its
/// 346×48 bottom search capsule σ 16, y 8, opacity 0.07; mneves75/dnschat `ios/fastlane/screenshots/
/// en-US/iPhone 17-04-Chat-List.png` (UITabBar, 62 pt capsule) σ 16–18, y 8, opacity 0.077.
public struct GlassShadow: Sendable, Equatable {
    /// Standard deviation of the blur, in points.
    public var blur: Double
    public var offsetY: Double
    /// A lone circle (a bar button, the search tab) casts a darker shadow than a long capsule.
    public var circleOpacity: Double
    public var capsuleOpacity: Double

    /// The opacity of `shape`'s shadow: a circle's or a capsule's.
    public func opacity(of shape: Rect) -> Double {
        abs(shape.width - shape.height) < 1 ? circleOpacity : capsuleOpacity
    }
}

/// Light glass's rim: a bright ring inside the edge (iOS 26).
///
/// On the same renders the light rim is pure white for its outer two pixels at @3x (255 over a
/// 251 fill, Close's buttons and bottom capsule and dnschat's tab bar alike).
public struct GlassRim: Sendable, Equatable {
    public var lightWidth: Double
    public var lightAlpha: Double
    public var darkWidth: Double
    public var darkAlpha: Double

    /// White at this opacity, this wide, inside the glass's edge.
    public func stroke(_ appearance: Appearance) -> (width: Double, alpha: Double) {
        appearance == .dark ? (darkWidth, darkAlpha) : (lightWidth, lightAlpha)
    }
}

/// Liquid Glass beside the tab bar (iOS 26): bars with no background at rest, their buttons in
/// glass circles and capsules, the toolbar floating.
///
/// Measured on matjic/close.matj.io `screenshots/Simulator Screenshot - iPhone 17 Pro - 2025-10-22
/// at 18.48.36.png` (light) and `… 18.49.55.png` (dark), SwiftUI NavigationStack with a large
/// title and two toolbar symbols, iPhone 17 Pro 402×874 @3x: the buttons are 44 pt circles, their
/// tops at 62 (the safe area's top; 68 on the iPhone Air render `… iPhone Air - 2025-10-22 at
/// 18.59.46.png`), 16 pt from the screen's edges (20 on the 420 pt Air), fill 251,251,255 light and
/// 25,25,25 dark; the large title's baseline 90.3 below the row's top (ink of "Close" 127.3–152.7,
/// the round letters overshooting the 152.3 baseline; 158.3 on the Air, again 90.3 below its 68).
public struct GlassChromeMetrics: Sendable, Equatable {
    /// A lone symbol's circle, and the height of a text button's capsule.
    public var buttonSize: Double
    /// Each side of a text button's word inside its capsule. No render with a text button was
    /// found; the circle's own margin round a symbol is used.
    public var textPadding: Double
    /// From the navigation row's top to the large title's baseline.
    public var largeTitleBaseline: Double
    /// The soft scroll-edge effect: the page's colour over the content under the bar, this opaque
    /// at the screen's top and fading out at the row's bottom.
    public var scrollEdgeOpacity: Double
    /// The floating toolbar (UIToolbar, SwiftUI's bottom bar): no bar, only glass under its items,
    /// buttons side by side sharing one capsule, a lone symbol a circle, each group its own piece.
    public var toolbar: GlassToolbarMetrics
}

/// iOS 26's floating toolbar, in points.
///
/// Measured on matjic/close.matj.io `screenshots/Simulator Screenshot - iPhone 17 Pro - 2025-10-22
/// at 18.48.36.png` (402×874 @3x) and `screenshots/home light.png` (iPhone 17 Pro Max, 440×956 @3x):
/// SwiftUI's bottom bar holding its search field, a glass capsule 48 tall (rows 2394–2537 at @3x),
/// 28 from the screen's left, right and bottom edges on both phones (x 84 to 1121 of 1206; 1235 of
/// 1320). No render with buttons in an iOS 26 toolbar was found: buttons take that row, its height
/// and its margins, and the navigation bar's padding round a word (GlassChromeMetrics).
public struct GlassToolbarMetrics: Sendable, Equatable {
    /// The glass's height: a symbol's circle, a group's capsule.
    public var height: Double
    /// From the screen's left and right edges to the row the glass stands in.
    public var sideMargin: Double
    /// From the screen's bottom edge to the glass's bottom.
    public var bottomMargin: Double
    /// Above the tab bar's capsule when a toolbar stands over a tab bar.
    public var gapAboveTabBar: Double
}

/// A soft shadow drawn as `steps` rounded outlines of a shape, each `spread` points wider than the
/// one before and `offsetY` lower than the shape, each filled with `color`, so they darken where
/// they overlap: darkest at the shape's edge, gone `steps × spread` points out.
public struct SteppedShadow: Sendable, Equatable {
    public var steps: Int
    public var spread: Double
    public var offsetY: Double
    public var color: Color
}

/// How the iPad's floating top bar is made: a flat material with a lifted white selection
/// (iPadOS 18), or Liquid Glass with a tinted pill (iPadOS 26).
public enum TopCapsuleMaterial: Sendable, Equatable {
    /// A blurred, tinted bar; the selected item a filled capsule, lifted by `pillShadow` in the
    /// light appearance.
    case frosted(barLight: Color, barDark: Color, pillLight: Color, pillDark: Color, pillShadow: SteppedShadow)
    /// The same glass as iOS 26's iPhone capsule (GlassCapsulePainter).
    case glass
}

/// Figures of the iPad's floating tab bar at the top of the screen (iPadOS 18 and later), in points.
public struct TopCapsuleMetrics: Sendable, Equatable {
    public var height: Double
    /// Between the status bar's safe area and the capsule's top (measured: top 32 = 24 + 8).
    public var gapBelowStatusBar: Double
    /// Below the capsule, to the end of a bare bar's picture.
    public var gapBelow: Double
    public var maximumWidth: Double
    /// From the screen's sides, when the screen is narrower than the maximum allows.
    public var sideMargin: Double
    /// The selection pills' row inside the capsule.
    public var itemInset: Double
    public var pillHeight: Double
    /// Each side of a title inside its pill; the pills tile the capsule.
    public var titlePadding: Double
    /// From the capsule's top.
    public var titleBaseline: Double
    public var titleStyle: TextStyle
    public var selectedTitleStyle: TextStyle
    /// The sidebar toggle's glyph box, left of the capsule when the tabs can become a sidebar.
    public var toggleSize: Double
    public var material: TopCapsuleMaterial
    /// Under the capsule in the light appearance, whatever its material.
    public var shadow: SteppedShadow
    public var sidebar: SidebarMetrics
    /// The label colour: unselected titles (the selected take the tint).
    public var titleLight: Color
    public var titleDark: Color
}

/// The iPad's sidebar (`mode: sidebar`, UIKit's `.tabSidebar`), in points.
public struct SidebarMetrics: Sendable, Equatable {
    public var width: Double
    /// From the screen's edges to the sidebar's panel (iPadOS 26 floats it; 18 runs it full height).
    public var panelInset: Double
    public var panelRadius: Double
    /// The row that holds the sidebar toggle, under the status bar.
    public var toolbarHeight: Double
    public var rowHeight: Double
    public var headerHeight: Double
    /// The selection's rounded background, in from the panel's sides.
    public var rowInset: Double
    public var rowRadius: Double
    public var iconBox: Double
    /// From the row's leading edge to the icon's and the title's.
    public var iconLeading: Double
    public var titleLeading: Double
    public var titleStyle: TextStyle
    public var headerStyle: TextStyle
    public var panelLight: Color
    public var panelDark: Color
    public var selectionLight: Color
    public var selectionDark: Color
}

/// Everything UIKit changed in its tab bar from one release to the next: one row per release
/// that changed something, so drawing a release is reading its row, and a new release is a row.
public struct ReleaseLook: Sendable, Equatable {
    /// The first release this row describes; it holds until the next row's.
    public var since: Int
    /// iOS 11 set items inline (icon beside title) where the size class asks for it.
    public var inlineItems: Bool
    public var stacked: StackedItemMetrics
    /// iPhone in landscape: compact height.
    public var compactInline: InlineItemMetrics?
    /// iPad and wide iPhones in landscape: regular width.
    public var regularInline: InlineItemMetrics?
    /// iPad bar height with stacked or inline items (49 until iOS 11, 50 from iOS 12).
    public var padBarHeight: Double
    /// iPad's centred stacked items (iOS 7–10).
    public var padItemWidth: Double
    public var padItemSpacing: Double
    public var badgeTop: Double
    public var badgeTextStyle: TextStyle
    public var supportsDarkAppearance: Bool
    /// iOS 15: at rest, before content scrolls under it, the bar has no material and no hairline.
    public var hasScrollEdgeAppearance: Bool
    public var light: BarColors
    public var dark: BarColors
    /// iOS 26 draws a floating glass capsule on iPhone instead of an edge-to-edge bar.
    public var floatingCapsule: FloatingCapsuleMetrics?
    /// iPadOS 18 moved the iPad's tab bar to a floating capsule at the top.
    public var topCapsule: TopCapsuleMetrics?
    /// iOS 26's glass: the tab bar capsule's shadow and rim, and the bars around it.
    /// iOS 26's Liquid Glass: how the content under a piece of glass is toned, and its pill.
    public var glass: GlassMaterial? = nil
    public var glassShadow: GlassShadow? = nil
    public var glassRim: GlassRim? = nil
    public var glassChrome: GlassChromeMetrics? = nil
    /// iOS 26: how the glass shifts the items on it toward what lies behind it.
    public var glassVibrancy: GlassVibrancy? = nil
    /// Where a navigation bar's row starts on a phone with the Dynamic Island: the status bar's
    /// bottom (5 pt above the safe area), or the safe area's top (measured on iOS 26, see
    /// GlassChromeMetrics). iOS 15–18 keep the former until a real render shows otherwise.
    public var navigationRowAtSafeArea: Bool = false

    public func colors(_ appearance: Appearance) -> BarColors {
        appearance == .dark ? dark : light
    }

    public static func of(_ release: IOSRelease) -> ReleaseLook {
        table.last { $0.since <= release.major } ?? table[0]
    }

    /// Sources: measured on UIKit renders (simulator snapshot references of open-source apps,
    /// named in UIKitFidelityTests), and UIKit's published and decompiled figures gathered in
    /// docs/fidelity.md's table.
    public static let table: [ReleaseLook] = {
        let grey = Color(rgb: 0x929292)
        // Black at 30 % over white is the #B2B2B2 hairline measured on light renders; over a
        // black screen the dark one measures #3C3D43.
        let lightSeparator = Color(rgb: 0x000000, alpha: 0.3)
        let darkSeparator = Color(rgb: 0x545458, alpha: 0.72)
        let ios7Colors = BarColors(
            unselected: grey, unselectedIconAlpha: 1, background: Color(rgb: 0xF9F9F9), separator: lightSeparator)
        let ios7 = ReleaseLook(
            since: 7, inlineItems: false,
            stacked: StackedItemMetrics(iconBox: 25, iconCenterY: 19.3, titleBaseline: 45.5, titleStyle: TextStyle(size: 10, weight: .regular)),
            compactInline: nil, regularInline: nil, padBarHeight: 49, padItemWidth: 76, padItemSpacing: 34,
            badgeTop: 3, badgeTextStyle: TextStyle(size: 13, weight: .regular),
            supportsDarkAppearance: false, hasScrollEdgeAppearance: false,
            light: ios7Colors, dark: ios7Colors, floatingCapsule: nil, topCapsule: nil)

        var ios11 = ios7
        ios11.since = 11
        ios11.inlineItems = true
        // The compact bar's badge is smaller: 10 pt text in its 32 pt row.
        ios11.compactInline = InlineItemMetrics(
            barHeight: 32, iconBox: 17, titleStyle: TextStyle(size: 12, weight: .regular), gap: 6, narrowGap: 5,
            badgeTextStyle: TextStyle(size: 10, weight: .regular))
        ios11.regularInline = InlineItemMetrics(
            barHeight: 49, iconBox: 18, titleStyle: TextStyle(size: 13, weight: .regular), gap: 6, narrowGap: 6)

        var ios12 = ios11
        ios12.since = 12
        ios12.padBarHeight = 50
        ios12.regularInline?.barHeight = 50

        var ios13 = ios12
        ios13.since = 13
        ios13.stacked = StackedItemMetrics(iconBox: 25, iconCenterY: 18.8, titleBaseline: 45, titleStyle: TextStyle(size: 10, weight: .medium))
        ios13.compactInline?.titleStyle.weight = .medium
        ios13.regularInline?.titleStyle.weight = .medium
        ios13.supportsDarkAppearance = true
        ios13.light = BarColors(
            unselected: grey, unselectedIconAlpha: 0.85, background: Color(rgb: 0xF9F9F9), separator: lightSeparator)
        ios13.dark = BarColors(
            unselected: grey, unselectedIconAlpha: 0.85, background: Color(rgb: 0x1D1D1D), separator: darkSeparator)

        var ios15 = ios13
        ios15.since = 15
        ios15.hasScrollEdgeAppearance = true

        // iPadOS 18: the reference's figures (17 pt Body titles, Headline when selected, 16 pt
        // margins, 4 pt bar padding; selected white with a 0.08 shadow, systemFill in dark).
        var ios18 = ios15
        ios18.since = 18
        ios18.topCapsule = TopCapsuleMetrics(
            height: 44, gapBelowStatusBar: 8, gapBelow: 8, maximumWidth: 600, sideMargin: 20, itemInset: 4,
            pillHeight: 36, titlePadding: 16, titleBaseline: 28,
            titleStyle: TextStyle(size: 17, weight: .regular), selectedTitleStyle: TextStyle(size: 17, weight: .semibold),
            toggleSize: 24,
            material: .frosted(
                barLight: Color(rgb: 0xF2F2F7, alpha: 0.9), barDark: Color(rgb: 0x1C1C1E, alpha: 0.9),
                pillLight: Color(rgb: 0xFFFFFF), pillDark: Color(rgb: 0x787880, alpha: 0.36),
                // The reference's 0.08 black, over three outlines 1 pt apart, 1 pt down.
                pillShadow: SteppedShadow(steps: 3, spread: 1, offsetY: 1, color: Color(rgb: 0x000000, alpha: 0.08 / 3))),
            // #E7E7EC under the capsule's edge over the #F2F2F7 page, fading out 8 pt away.
            shadow: SteppedShadow(steps: 4, spread: 2, offsetY: 2, color: Color(rgb: 0x000000, alpha: 0.012)),
            sidebar: SidebarMetrics(
                width: 320, panelInset: 0, panelRadius: 0, toolbarHeight: 50, rowHeight: 44, headerHeight: 40,
                rowInset: 12, rowRadius: 10, iconBox: 22, iconLeading: 14, titleLeading: 48,
                titleStyle: TextStyle(size: 17, weight: .regular), headerStyle: TextStyle(size: 15, weight: .semibold),
                panelLight: Color(rgb: 0xF2F2F7), panelDark: Color(rgb: 0x1C1C1E),
                selectionLight: Color(rgb: 0xE3E3E8), selectionDark: Color(rgb: 0x3A3A3C)),
            titleLight: Color(rgb: 0x000000), titleDark: Color(rgb: 0xFFFFFF))

        var ios26 = ios18
        ios26.since = 26
        // Unselected items take the label colour over the glass: over a white page #191919 and
        // over a dark list #F4F4F5 (issue 38's measured iPhone Air render; dnschat's renders gave
        // #121416–#19191E and rgb(244,243,244)). Over other backdrops GlassVibrancy shifts them.
        ios26.light.unselected = Color(rgb: 0x191919)
        ios26.dark.unselected = Color(rgb: 0xF4F4F5)
        ios26.light.unselectedIconAlpha = 1
        ios26.dark.unselectedIconAlpha = 1
        ios26.floatingCapsule = FloatingCapsuleMetrics(
            height: 62, sideMargin: 21, bottomMargin: 21, itemInset: 4, itemHeight: 54,
            pitchInset: 16.25, itemOverlap: 8.25, naturalPitch: (274 - 16.25) / 3,
            iconBox: 24, iconCenterY: 20, titleBaseline: 44.6,
            titleStyle: TextStyle(size: 10, weight: .medium), selectedTitleStyle: TextStyle(size: 10, weight: .semibold))
        // iPadOS 26, measured on real renders (FINDINGS §7, iPad Pro 13" M5): capsule 44 tall with
        // its top 32 below the screen's, pills 36 tall inset 4, 16.5 pt each side of a title,
        // title baseline 28 below the capsule's top, unselected titles #19191D / #F4F3F4. Selected
        // and unselected titles have the same stems, 3.2–3.5 px at @2x (1.6–1.75 pt): semibold, not
        // the regular weight's 1.3 pt.
        ios26.topCapsule?.titlePadding = 16.5
        ios26.topCapsule?.titleStyle = TextStyle(size: 17, weight: .medium)
        ios26.topCapsule?.selectedTitleStyle = TextStyle(size: 17, weight: .medium)
        ios26.topCapsule?.material = .glass
        // iPadOS 26 floats the sidebar as a rounded panel beside the content.
        ios26.topCapsule?.sidebar.panelInset = 8
        ios26.topCapsule?.sidebar.panelRadius = 26
        ios26.topCapsule?.titleLight = Color(rgb: 0x19191D)
        ios26.topCapsule?.titleDark = Color(rgb: 0xF4F3F4)
        // Fitted to real iOS 26.1 renders (the iPhone capsule): over black the dark glass is
        // rgb(25,25,25) and its pill rgb(58,58,58); over #F0F3F7 the light glass is #FBFDFD and its
        // pill #EAECED.
        ios26.glass = GlassMaterial(
            blurSigma: 2.25,
            light: GlassMaterial.Tone(saturation: 5.6, gain: 0.13, lift: 220),
            dark: GlassMaterial.Tone(saturation: 3, gain: 0.27, lift: 25),
            lightPill: Color(rgb: 0x000000, alpha: 0.07), darkPill: Color(rgb: 0xFFFFFF, alpha: 0.14))
        ios26.glassShadow = GlassShadow(blur: 16, offsetY: 8, circleOpacity: 0.10, capsuleOpacity: 0.08)
        // Dark: over black, Close's dark circles step 54, 47, 39 then the 25 fill from the edge in
        // (about 0.1 white over 1 pt); the tab bar's dark rim was measured at 0.17 on dnschat's.
        ios26.glassRim = GlassRim(lightWidth: 2.0 / 3, lightAlpha: 1, darkWidth: 1, darkAlpha: 0.17)
        ios26.glassChrome = GlassChromeMetrics(
            buttonSize: 44, textPadding: 12, largeTitleBaseline: 90.3, scrollEdgeOpacity: 0.85,
            toolbar: GlassToolbarMetrics(height: 48, sideMargin: 28, bottomMargin: 28, gapAboveTabBar: 8))
        ios26.navigationRowAtSafeArea = true
        // Fitted (least worst CIEDE2000 over the rows) to issue 38's measured rows, a stock SwiftUI
        // TabView on an iOS 26 iPhone Air, light and dark, no tint: item ink cores over a white
        // page #191919 / #007EF5, over a #F2F2F7 list #19191C / #007EF6, over a #CDECA1 map
        // #062500 / #0080C7, over a dark list (#0C0C0C beside) #F4F4F5 / #21B2FF. The model's
        // CIEDE2000 on those rows: 0.0 / 2.2, 0.0 / 2.1, 2.1 / 1.8, 0.0 / 1.4
        // (GlassVibrancyRenderTests).
        ios26.glassVibrancy = GlassVibrancy(unselectedPull: 0.75, selectedPull: 0.7, darkSystemTint: Color(rgb: 0x0091FF))
        // iOS 27: no render of it has shown a bar, toolbar or navigation bar that differs from
        // 26's, so it draws 26's look (its row is 26's).
        return [ios7, ios11, ios12, ios13, ios15, ios18, ios26]
    }()
}

/// Liquid Glass as the painters draw it: the content under a piece blurred by `blurSigma`, its
/// colours saturated, scaled by `gain` and lifted towards `lift` (0–255); the selected item's pill.
public struct GlassMaterial: Sendable, Equatable {
    public struct Tone: Sendable, Equatable {
        public var saturation: Double
        public var gain: Double
        public var lift: Double
    }

    public var blurSigma: Double
    public var light: Tone
    public var dark: Tone
    public var lightPill: Color
    public var darkPill: Color

    public func tone(_ appearance: Appearance) -> Tone { appearance == .dark ? dark : light }
    public func pill(_ appearance: Appearance) -> Color { appearance == .dark ? darkPill : lightPill }
}

/// How iOS 26's glass colours the items on it after what lies behind it: each item keeps its
/// lightness and takes a share of the backdrop's colour, the backdrop's channels less their
/// luma (the same luma the glass's saturation turns about), so a green map makes dark items dark
/// green rather than grey-green, and a neutral page leaves them as they are. Not an alpha blend:
/// the item is not lightened towards a light backdrop.
public struct GlassVibrancy: Sendable, Equatable {
    /// The share of the backdrop's colour an unselected item (label colour) takes.
    public var unselectedPull: Double
    /// The same for the selected item (the tint).
    public var selectedPull: Double
    /// The system tint over dark glass, before the glass lightens it (Palette adds half the
    /// dark pill's light): #0091FF drawn as #1DAEFF, against #21B2FF measured.
    public var darkSystemTint: Color

    /// `color` as drawn on glass over `backdrop` (the mean colour under the glass).
    public func shift(_ color: Color, selected: Bool, over backdrop: Color) -> Color {
        let pull = selected ? selectedPull : unselectedPull
        let luma = backdrop.luma
        func channel(_ item: Double, _ behind: Double) -> Double { min(1, max(0, item + pull * (behind - luma))) }
        return Color(
            red: channel(color.red, backdrop.red), green: channel(color.green, backdrop.green),
            blue: channel(color.blue, backdrop.blue), alpha: color.alpha)
    }
}
