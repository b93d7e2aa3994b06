/// Lays out a navigation bar: buttons at the edges, the title (or a segmented control) centred,
/// the back button shortened when the title needs its room, and the large title below.
public struct NavigationBarLayoutEngine {
    private let measurer: any TextMeasuring
    private let metrics: NavigationBarMetrics
    /// iOS 26: buttons on glass, the back button a glass circle, the large title lower.
    private let glass: GlassChromeMetrics?

    public init(measurer: any TextMeasuring, metrics: NavigationBarMetrics, glass: GlassChromeMetrics? = nil) {
        self.measurer = measurer
        self.metrics = metrics
        self.glass = glass
    }

    /// - Parameters:
    ///   - top: the bar's top edge, just below the status bar.
    ///   - backgroundTop: where the bar's background starts (0 when it reaches behind the status bar).
    ///   - scrollOffset: how far the content is scrolled; the large title collapses as it grows.
    ///   - largeTitleAllowed: false where UIKit never shows large titles (a phone in landscape).
    public func layout(
        _ bar: NavigationBarSpec, top: Double, backgroundTop: Double, width: Double,
        scrollOffset: Double, largeTitleAllowed: Bool, translucent: Bool
    ) -> NavigationBarLayout {
        let row = Rect(x: 0, y: top, width: width, height: metrics.rowHeight)
        let placer = itemPlacer(width: width)

        let rightPieces = placer.measure(bar.rightItems, path: "navigationBar.rightItems")
        let rightStart = width - metrics.margin - placer.fixedWidth(rightPieces)
        let rightItems = placer.place(rightPieces, from: rightStart, in: row, flexibleWidth: 0).items
        let rightEdge = rightItems.first?.frame.minX

        // The large title shrinks with the scroll and is gone once the content has moved up by its height.
        let prefersLarge = bar.largeTitle && largeTitleAllowed && metrics.largeTitleHeight > 0
        let extra = prefersLarge ? max(0, largeTitleHeight - scrollOffset) : 0
        let frame = Rect(x: 0, y: top, width: width, height: row.height + extra)

        let titleText = (bar.title ?? "").trimmingCharacters(in: .whitespaces)
        let segmentNatural = bar.segments.map(naturalSegmentWidth)
        let centreWidth: Double
        if let segments = bar.segments, let segmentNatural {
            centreWidth = segmentNatural * Double(segments.count)
        } else {
            centreWidth = extra > 0 || titleText.isEmpty ? 0 : measurer.width(of: titleText, style: metrics.titleStyle)
        }

        // UIKit keeps the title centred on the bar first and shortens the back button for it; only
        // when no form of the back button allows that does the title move into the room left.
        let forms: [BackButtonForm?] = bar.back == nil ? [nil] : glass != nil ? [.chevronOnly] : [.previousTitle, .back, .chevronOnly]
        let candidates = forms.map { form in
            let left = leftSide(bar, form: form, row: row, placer: placer)
            return (left: left, centre: placeCentre(width: centreWidth, leftEdge: left.edge, rightEdge: rightEdge, barWidth: width))
        }
        let (left, centre) = candidates.first { $0.centre.centred }
            ?? candidates.first { $0.centre.fits }
            ?? candidates[candidates.count - 1]

        var title: TextLayout?
        var segmented: SegmentedControlLayout?
        if let segments = bar.segments, let segmentNatural {
            segmented = segmentedControl(
                segments, selected: bar.selectedSegment ?? 0, x: centre.x, width: centre.width,
                naturalSegment: segmentNatural, row: row)
        } else if centreWidth > 0 {
            let height = metrics.titleStyle.lineHeight
            title = TextLayout(
                text: titleText, frame: Rect(x: centre.x, y: row.midY - height / 2, width: centre.width, height: height),
                style: metrics.titleStyle, naturalWidth: centreWidth)
        }

        var largeTitle: TextLayout?
        var largeTitleArea: Rect?
        if extra > 0 {
            let area = Rect(x: 0, y: row.maxY, width: width, height: extra)
            let style = metrics.largeTitleStyle
            let natural = measurer.width(of: titleText, style: style)
            let height = style.lineHeight
            // iOS 26 sets the baseline from the row's top; earlier releases the line's bottom
            // from the bar's. Either way it rides up with the scroll.
            let top = glass.map { row.minY + $0.largeTitleBaseline - style.baselineInLine - (largeTitleHeight - extra) }
                ?? frame.maxY - metrics.largeTitleBottom - height
            largeTitle = TextLayout(
                text: titleText,
                frame: Rect(x: metrics.margin, y: top, width: min(natural, width - 2 * metrics.margin), height: height),
                style: style, naturalWidth: natural)
            largeTitleArea = area
        }

        return NavigationBarLayout(
            frame: frame,
            backgroundFrame: Rect(x: 0, y: backgroundTop, width: width, height: frame.maxY - backgroundTop),
            row: row, title: title, largeTitle: largeTitle, largeTitleArea: largeTitleArea, back: left.back,
            leftItems: left.items, rightItems: rightItems, segmentedControl: segmented,
            translucent: translucent, hidden: bar.hidden)
    }

    /// The large title's area under the row: iOS 26's reaches the baseline and the descenders
    /// with the same gap below as before.
    var largeTitleHeight: Double {
        guard let glass else { return metrics.largeTitleHeight }
        let style = metrics.largeTitleStyle
        return glass.largeTitleBaseline + (style.lineHeight - style.baselineInLine) + metrics.largeTitleBottom - metrics.rowHeight
    }

    func itemPlacer(width: Double) -> BarItemPlacer {
        var placer = BarItemPlacer(
            measurer: measurer, glyphSize: metrics.glyphSize, buttonStyle: metrics.buttonStyle,
            doneStyle: metrics.doneStyle, borderedText: metrics.bordered, borderedGlyph: metrics.bordered,
            borderedHeight: metrics.borderedHeight, borderedPadding: metrics.borderedPadding,
            borderedMinimumWidth: metrics.borderedMinimumWidth, itemSpacing: metrics.itemSpacing,
            textButtonSpacing: metrics.textButtonSpacing, maximumTextWidth: (width - 2 * metrics.margin) / 3)
        if let glass {
            placer = BarItemPlacer(
                measurer: measurer, glyphSize: metrics.glyphSize, buttonStyle: metrics.buttonStyle,
                doneStyle: metrics.doneStyle, borderedText: true, borderedGlyph: true,
                borderedHeight: glass.buttonSize, borderedPadding: glass.textPadding,
                borderedMinimumWidth: glass.buttonSize, itemSpacing: metrics.itemSpacing,
                textButtonSpacing: metrics.itemSpacing, maximumTextWidth: (width - 2 * metrics.margin) / 3, glass: true)
        }
        return placer
    }

    // MARK: - Left side: the back button, then the left items

    private struct LeftSide {
        let back: BackButtonLayout?
        let items: [BarItemLayout]
        /// The right end of the last thing on the left; nil when the left side is empty.
        let edge: Double?
    }

    private func leftSide(_ bar: NavigationBarSpec, form: BackButtonForm?, row: Rect, placer: BarItemPlacer) -> LeftSide {
        let back = form.map { backButton(previousTitle: bar.back ?? "", form: $0, row: row) }
        let pieces = placer.measure(bar.leftItems, path: "navigationBar.leftItems")
        var start = metrics.margin
        if let back, case .item(let first)? = pieces.first {
            start = back.frame.maxX + placer.gap(between: back.title == nil ? .glyph : .text, and: first.kind)
        } else if let back {
            start = back.frame.maxX + metrics.itemSpacing
        }
        let items = placer.place(pieces, from: start, in: row, flexibleWidth: 0).items
        return LeftSide(back: back, items: items, edge: items.last?.frame.maxX ?? back?.frame.maxX)
    }

    private func backButton(previousTitle: String, form: BackButtonForm, row: Rect) -> BackButtonLayout {
        let text: String? = switch form {
        case .previousTitle: previousTitle
        case .back: "Back"
        case .chevronOnly: nil
        }
        let style = metrics.buttonStyle
        let textWidth = text.map { measurer.width(of: $0, style: style) } ?? 0
        let chevronSize = metrics.backChevronSize
        let chevron = Rect(
            x: metrics.backChevronX, y: row.midY - chevronSize.height / 2,
            width: chevronSize.width, height: chevronSize.height)
        let lineHeight = style.lineHeight
        let titleX = chevron.maxX + metrics.backTitleGap
        if let glass {
            // A glass circle at the margin with the chevron in its middle, and no title.
            let size = glass.buttonSize
            let circle = Rect(x: metrics.margin, y: row.midY - size / 2, width: size, height: size)
            return BackButtonLayout(
                form: .chevronOnly, previousTitle: previousTitle, frame: circle,
                hitRegion: Rect(x: 0, y: row.minY, width: circle.maxX, height: row.height),
                chevronFrame: Rect(
                    x: circle.midX - chevronSize.width / 2, y: circle.midY - chevronSize.height / 2,
                    width: chevronSize.width, height: chevronSize.height),
                title: nil, bordered: false, glass: true)
        }
        let frame: Rect
        if metrics.bordered {
            // The 2008 back button: a bordered button whose left end is the arrow's point.
            let width = text == nil ? chevron.width + 2 * metrics.backTitleGap + 8
                : chevron.width + metrics.backTitleGap + textWidth + metrics.borderedPadding
            frame = Rect(x: chevron.minX, y: row.midY - metrics.borderedHeight / 2, width: width, height: metrics.borderedHeight)
        } else {
            let right = text == nil ? chevron.maxX : titleX + textWidth
            let height = max(chevron.height, lineHeight)
            frame = Rect(x: chevron.minX, y: row.midY - height / 2, width: right - chevron.minX, height: height)
        }
        let title = text.map {
            TextLayout(
                text: $0, frame: Rect(x: titleX, y: row.midY - lineHeight / 2, width: textWidth, height: lineHeight),
                style: style, naturalWidth: textWidth)
        }
        let hitWidth = max(LayoutConstants.minimumHitSize, frame.maxX + metrics.backTitleGap)
        return BackButtonLayout(
            form: form, previousTitle: previousTitle, frame: frame,
            hitRegion: Rect(x: 0, y: row.minY, width: hitWidth, height: row.height),
            chevronFrame: chevron, title: title, bordered: metrics.bordered)
    }

    // MARK: - Centre: the title or the segmented control

    private struct CentrePlacement {
        let x: Double
        let width: Double
        /// Shown whole, not cut.
        let fits: Bool
        /// Centred on the bar itself.
        let centred: Bool
    }

    /// Centred on the bar when it clears the buttons; else centred in the room the buttons
    /// leave; else cut to that room.
    private func placeCentre(width: Double, leftEdge: Double?, rightEdge: Double?, barWidth: Double) -> CentrePlacement {
        let low = leftEdge.map { $0 + metrics.titleGap } ?? metrics.margin
        let high = rightEdge.map { $0 - metrics.titleGap } ?? barWidth - metrics.margin
        let room = max(0, high - low)
        guard width > 0 else {
            let clear = high >= low
            return CentrePlacement(x: (low + high) / 2, width: 0, fits: clear, centred: clear)
        }
        let centred = (barWidth - width) / 2
        if centred >= low - 1e-9, centred + width <= high + 1e-9 {
            return CentrePlacement(x: centred, width: width, fits: true, centred: true)
        }
        if width <= room + 1e-9 {
            return CentrePlacement(x: low + (room - width) / 2, width: width, fits: true, centred: false)
        }
        return CentrePlacement(x: low, width: room, fits: false, centred: false)
    }

    private func naturalSegmentWidth(_ segments: [String]) -> Double {
        let widest = segments.map { measurer.width(of: $0, style: metrics.segmentStyle) }.max() ?? 0
        return max(widest + 2 * metrics.segmentPadding, LayoutConstants.minimumHitSize)
    }

    /// Segments of equal width, as UISegmentedControl draws them by default.
    private func segmentedControl(
        _ segments: [String], selected: Int, x: Double, width: Double, naturalSegment: Double, row: Rect
    ) -> SegmentedControlLayout {
        let count = Double(segments.count)
        let segmentWidth = min(naturalSegment, width / count)
        let total = segmentWidth * count
        let frame = Rect(x: x + (width - total) / 2, y: row.midY - metrics.segmentHeight / 2, width: total, height: metrics.segmentHeight)
        let style = metrics.segmentStyle
        let items = segments.enumerated().map { index, text in
            let box = Rect(x: frame.minX + Double(index) * segmentWidth, y: frame.minY, width: segmentWidth, height: frame.height)
            let natural = measurer.width(of: text, style: style)
            let shown = min(natural, segmentWidth - 2 * 4)
            let height = style.lineHeight
            return SegmentLayout(
                frame: box,
                title: TextLayout(
                    text: text, frame: Rect(x: box.midX - shown / 2, y: box.midY - height / 2, width: shown, height: height),
                    style: style, naturalWidth: natural))
        }
        return SegmentedControlLayout(frame: frame, segments: items, selectedIndex: selected)
    }
}
