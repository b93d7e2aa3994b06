import CCairo
import TabBarModel

/// A placeholder of the system keyboard: its real height and key grid, so that a mockup shows
/// how much of the screen it takes while the tab bar is hidden.
struct KeyboardPainter {
    let frame: Rect
    let style: Style
    let appearance: Appearance
    let bottomInset: Double
    let text: TextEngine

    private static let rows = ["QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM"]
    private static let keyStyle = TextStyle(size: 22, weight: .regular)

    /// The part of the keyboard below its key rows: the safe-area inset, and on phones without a
    /// home button the strip with the globe and dictation keys.
    static func bottomStrip(_ keyboard: Rect, layout: Layout, style: Style) -> Double {
        let inset = layout.safeAreaBottom
        guard let rows = Device.keyRowsHeight(family: layout.family, orientation: layout.orientation) else {
            return inset
        }
        let suggestions = style == .modern ? 44.0 : 0
        return max(inset, keyboard.height - suggestions - rows)
    }

    func paint(on context: CairoContext) {
        let dark = appearance == .dark && style == .modern
        let background = style == .classic ? Color(rgb: 0x8D95A2) : (dark ? Color(rgb: 0x2B2B2D) : Color(rgb: 0xD1D4D9))
        let keyColor = dark ? Color(rgb: 0x6B6B6E) : Color(rgb: 0xFFFFFF)
        let labelColor = dark ? Color(rgb: 0xFFFFFF) : Color(rgb: 0x000000)
        context.fill(frame, background)

        let suggestionBar = style == .modern ? 44.0 : 0
        let area = Rect(
            x: frame.x, y: frame.y + suggestionBar, width: frame.width,
            height: frame.height - suggestionBar - bottomInset)
        let rowHeight = area.height / 4
        let gap = 6.0
        let keyWidth = (area.width - gap * 11) / 10
        let keyHeight = rowHeight - 10
        for (row, letters) in Self.rows.enumerated() {
            let count = Double(letters.count)
            let start = area.x + (area.width - (count * keyWidth + (count - 1) * gap)) / 2
            for (column, letter) in letters.enumerated() {
                let key = Rect(
                    x: start + Double(column) * (keyWidth + gap), y: area.y + Double(row) * rowHeight + 5,
                    width: keyWidth, height: keyHeight)
                drawKey(key, label: String(letter), fill: keyColor, label: labelColor, on: context)
            }
        }
        let bottom = area.y + 3 * rowHeight + 5
        let side = keyWidth * 2.5 + gap
        drawKey(Rect(x: area.x + gap, y: bottom, width: side, height: keyHeight), label: "123", fill: keyColor, label: labelColor, on: context)
        drawKey(Rect(x: area.x + 2 * gap + side, y: bottom, width: area.width - 4 * gap - 2 * side, height: keyHeight),
                label: "space", fill: keyColor, label: labelColor, on: context)
        drawKey(Rect(x: area.maxX - gap - side, y: bottom, width: side, height: keyHeight), label: "return", fill: keyColor, label: labelColor, on: context)
    }

    private func drawKey(_ key: Rect, label: String, fill: Color, label labelColor: Color, on context: CairoContext) {
        context.addRoundedRect(key, radius: 5)
        context.setColor(fill)
        cairo_fill(context.pointer)
        context.setColor(labelColor)
        let style = label.count > 1 ? TextStyle(size: 16, weight: .regular) : Self.keyStyle
        text.draw(label, style: style, in: key, on: context)
    }
}
