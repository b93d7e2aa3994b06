import Foundation

/// The Edit screen's content: every customizable tab as an icon with its title below, in rows
/// of equal columns, in the user's order.
public struct GridLayout: Codable, Equatable, Sendable {
    public var columns: Int
    /// Left to right (right to left when mirrored), then top to bottom.
    public var cells: [GridCellLayout]

    public init(columns: Int, cells: [GridCellLayout]) {
        self.columns = columns
        self.cells = cells
    }
}

public struct GridCellLayout: Codable, Equatable, Sendable {
    /// Index in `Spec.tabs`.
    public var specIndex: Int
    public var id: String
    /// One column wide and one row tall: where the finger picks the tab up.
    public var frame: Rect
    public var iconFrame: Rect?
    public var icon: IconReference?
    /// Nil for a tab without a title.
    public var title: TextLayout?
    /// True when the tab is on the bar now rather than in the More list.
    public var inBar: Bool
    /// The tab's rendering mode, as on the bar.
    public var iconMode: IconMode = .template

    /// The spec field the cell shows.
    public var path: String { "tabs[\(specIndex)]" }
}

/// The fixed distances of the Edit screen's grid, in points. UIKit publishes none; these follow
/// its Configure sheet: four columns across a phone, 30 pt icons with the bar's title type below.
public struct GridMetrics: Sendable {
    public var columns: Int
    /// Between the top of the content (below the navigation bar) and the first row.
    public var topPadding: Double
    public var rowHeight: Double
    public var iconSize: Double
    /// The icon's top, from the cell's top.
    public var iconTop: Double
    /// Between the icon's bottom and the title's top.
    public var titleGap: Double
    /// Room kept between a title and its cell's edges.
    public var titleSideMargin: Double
    public var titleStyle: TextStyle

    /// Cells narrower than this get another row rather than another column on wide screens.
    static let minimumColumnWidth = 96.0

    public static func forGrid(family: DeviceFamily, orientation: Orientation, style: Style, screenWidth: Double) -> GridMetrics {
        let columns = family == .phone && orientation == .portrait
            ? 4 : max(4, Int(screenWidth / minimumColumnWidth))
        return GridMetrics(
            columns: columns, topPadding: 16, rowHeight: 80, iconSize: 30, iconTop: 12, titleGap: 4,
            titleSideMargin: 4, titleStyle: style == .classic ? .classicTabTitle : .tabTitle)
    }
}

/// Lays out the Edit screen's grid: equal columns across the width, one row after another.
public struct GridLayoutEngine {
    private let measurer: any TextMeasuring
    private let metrics: GridMetrics

    public init(measurer: any TextMeasuring, metrics: GridMetrics) {
        self.measurer = measurer
        self.metrics = metrics
    }

    /// - Parameter top: where the content starts below the bars; the first row sits
    ///   `metrics.topPadding` lower.
    public func layout(_ items: [EditItem], top: Double, width: Double) -> GridLayout {
        let columns = max(1, metrics.columns)
        let cellWidth = width / Double(columns)
        let cells = items.enumerated().map { position, item in
            let frame = Rect(
                x: Double(position % columns) * cellWidth,
                y: top + metrics.topPadding + Double(position / columns) * metrics.rowHeight,
                width: cellWidth, height: metrics.rowHeight)
            return cell(item, frame: frame)
        }
        return GridLayout(columns: columns, cells: cells)
    }

    private func cell(_ item: EditItem, frame: Rect) -> GridCellLayout {
        let size = metrics.iconSize
        let iconFrame = item.icon.map { _ in
            Rect(x: frame.midX - size / 2, y: frame.minY + metrics.iconTop, width: size, height: size)
        }
        var title: TextLayout?
        let text = item.title.trimmingCharacters(in: .whitespaces)
        if !text.isEmpty {
            // A tab without an icon keeps its title where the others have theirs, as on the bar.
            let natural = measurer.width(of: text, style: metrics.titleStyle)
            let shown = min(natural, frame.width - 2 * metrics.titleSideMargin)
            let height = metrics.titleStyle.lineHeight
            title = TextLayout(
                text: text,
                frame: Rect(
                    x: frame.midX - shown / 2, y: frame.minY + metrics.iconTop + size + metrics.titleGap,
                    width: shown, height: height),
                style: metrics.titleStyle, naturalWidth: natural)
        }
        return GridCellLayout(
            specIndex: item.specIndex, id: item.id, frame: frame, iconFrame: iconFrame, icon: item.icon,
            title: title, inBar: item.inBar)
    }
}
