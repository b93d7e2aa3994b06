import TabBarModel

/// The pictures a screen needs, loaded (and checked) before drawing starts.
struct ScreenAssets {
    var contentImage: ImageSource?
    /// Row icons by row index.
    var rowIcons: [Int: ImageSource] = [:]
    /// The Edit screen's icons by cell position.
    var gridIcons: [Int: ImageSource] = [:]
    /// By position in the navigation bar's left and right items and the toolbar's items.
    var leftIcons: [ImageSource?] = []
    var rightIcons: [ImageSource?] = []
    var toolbarIcons: [ImageSource?] = []

    /// Loads an icon a spec names; the path names the field for messages.
    typealias IconLoader = (IconReference, String) throws(RenderError) -> ImageSource
    /// Loads one of the toolkit's bar glyphs, by its file under `Icons/`.
    typealias GlyphLoader = (String) throws(RenderError) -> ImageSource
    /// Loads the content's picture, by its path relative to the spec.
    typealias ImageLoader = (String) throws(RenderError) -> ImageSource

    static func load(
        _ screen: ScreenLayout, icon: IconLoader, glyph: GlyphLoader, image: ImageLoader
    ) throws(RenderError) -> ScreenAssets {
        var assets = ScreenAssets()
        if let path = screen.content.image {
            assets.contentImage = try image(path)
        }
        for row in screen.content.rows {
            if let reference = row.icon {
                assets.rowIcons[row.index] = try icon(reference, row.path + ".icon")
            }
        }
        for (position, cell) in (screen.content.grid?.cells ?? []).enumerated() {
            if let reference = cell.icon {
                assets.gridIcons[position] = try icon(reference, cell.path + ".icon")
            }
        }
        func load(_ items: [BarItemLayout]) throws(RenderError) -> [ImageSource?] {
            var icons: [ImageSource?] = []
            for item in items {
                if let reference = item.icon {
                    icons.append(try icon(reference, item.path + ".icon"))
                } else if let file = item.systemItem?.glyphFile, item.kind == .glyph {
                    icons.append(try glyph(file))
                } else {
                    icons.append(nil)
                }
            }
            return icons
        }
        if let bar = screen.navigationBar {
            assets.leftIcons = try load(bar.leftItems)
            assets.rightIcons = try load(bar.rightItems)
        }
        if let toolbar = screen.toolbar {
            assets.toolbarIcons = try load(toolbar.items)
        }
        return assets
    }
}

/// Every line of text a screen shows, with the spec field it comes from, so that characters no
/// font can draw are reported before drawing.
enum ScreenText {
    static func lines(_ screen: ScreenLayout) -> [(path: String, text: String, style: TextStyle)] {
        var lines: [(path: String, text: String, style: TextStyle)] = []
        if let status = screen.statusBar {
            lines.append(("statusBar.time", status.time.text, status.time.style))
        }
        if let bar = screen.navigationBar {
            if let title = bar.title ?? bar.largeTitle { lines.append(("navigationBar.title", title.text, title.style)) }
            if let back = bar.back {
                let style = back.title?.style ?? .barButton
                lines.append(("navigationBar.back", back.previousTitle, style))
            }
            for item in bar.leftItems + bar.rightItems {
                if let title = item.title { lines.append((item.path + ".title", title.text, title.style)) }
            }
            for (index, segment) in (bar.segmentedControl?.segments ?? []).enumerated() {
                lines.append(("navigationBar.segments[\(index)]", segment.title.text, segment.title.style))
            }
        }
        for item in screen.toolbar?.items ?? [] {
            if let title = item.title { lines.append((item.path + ".title", title.text, title.style)) }
        }
        for cell in screen.content.grid?.cells ?? [] {
            if let title = cell.title { lines.append((cell.path + ".title", title.text, title.style)) }
        }
        for row in screen.content.rows {
            let path = row.path
            lines.append((path + ".title", row.title.text, row.title.style))
            if let detail = row.detail { lines.append((path + ".detail", detail.text, detail.style)) }
            if let badge = row.badge { lines.append((path + ".badge", badge, .badge)) }
        }
        return lines
    }
}
