/// Places iOS 26's floating glass capsule and its items on an iPhone screen.
///
/// The capsule hugs its items up to the screen's width less its side margins; items share it in
/// equal pitches and are wider than their pitch, so neighbours overlap (UIKit's view dumps).
struct FloatingCapsuleArranger {
    let metrics: FloatingCapsuleMetrics
    let measurer: any TextMeasuring

    /// Room a title keeps inside its item when it is wider than the natural pitch allows.
    static let titlePadding = 10.0

    func arrange(_ contents: [ItemContent], screen: Size) -> (capsule: Rect, tabs: [TabLayout]) {
        let count = Double(contents.count)
        let widestTitle = contents.map { $0.title.isEmpty ? 0 : measurer.width(of: $0.title, style: metrics.selectedTitleStyle) }.max() ?? 0
        let pitchForTitles = widestTitle + 2 * Self.titlePadding - metrics.itemOverlap
        let natural = count * max(metrics.naturalPitch, pitchForTitles) + metrics.pitchInset
        let width = min(natural, screen.width - 2 * metrics.sideMargin)
        let capsule = Rect(
            x: (screen.width - width) / 2, y: screen.height - metrics.bottomMargin - metrics.height,
            width: width, height: metrics.height)
        let pitch = (width - metrics.pitchInset) / count
        let itemWidth = pitch + metrics.itemOverlap
        let tabs = contents.enumerated().map { position, item in
            let frame = Rect(
                x: capsule.minX + metrics.itemInset + Double(position) * pitch, y: capsule.minY + metrics.itemInset,
                width: itemWidth, height: metrics.itemHeight)
            let iconFrame = item.icon.map { _ in
                Rect(
                    x: frame.midX - metrics.iconBox / 2, y: frame.minY + metrics.iconCenterY - metrics.iconBox / 2,
                    width: metrics.iconBox, height: metrics.iconBox)
            }
            let style = metrics.titleStyle
            let baseline = frame.minY + metrics.titleBaseline
            let margin = Self.titlePadding - metrics.itemOverlap / 2
            let titleFrame = Rect(
                x: frame.minX + margin, y: baseline - style.ascent, width: frame.width - 2 * margin, height: style.lineHeight)
            // Hit regions follow the pitch, so neighbours' overlapping items never share a point.
            let hitRegion = Rect(x: frame.minX + metrics.itemOverlap / 2, y: frame.minY, width: pitch, height: frame.height)
            var tab = TabLayout(
                id: item.id, title: item.title, specIndex: item.specIndex, icon: item.icon,
                selected: false, isMore: item.isMore, enabled: item.enabled,
                frame: frame, hitRegion: hitRegion, iconFrame: iconFrame, titleFrame: titleFrame,
                titleStyle: style, titleBaseline: baseline,
                titleWidth: item.title.isEmpty ? 0 : measurer.width(of: item.title, style: style),
                badge: item.badge, badgeFrame: nil)
            if let badge = item.badge {
                let anchor = iconFrame ?? Rect(x: frame.midX, y: frame.minY + 8, width: 0, height: 0)
                tab.badgeFrame = BadgePlacement(measurer: measurer).frame(
                    text: badge, style: tab.badgeTextStyle, edge: .leading(anchor.midX + LayoutConstants.badgeOffsetFromIconCenter),
                    top: anchor.minY - LayoutConstants.inlineBadgeRise, limit: pitch, within: capsule, margin: 2)
            }
            return tab
        }
        return (capsule, tabs)
    }
}
