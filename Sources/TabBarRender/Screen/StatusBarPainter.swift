import CCairo
import TabBarModel

/// Draws the status bar: the Dynamic Island, the time, signal, Wi-Fi and battery; in the
/// classic style, the 2008 grey gradient behind them.
struct StatusBarPainter {
    let statusBar: StatusBarLayout
    let palette: ScreenPalette
    let text: TextEngine

    func paint(on context: CairoContext) {
        let bar = statusBar
        let classic = bar.kind == .classic
        let ink = classic ? Color(rgb: 0x000000) : palette.statusBarText
        if classic {
            let gradient = CairoPattern.verticalGradient(
                from: bar.frame.minY, to: bar.frame.maxY,
                stops: [(0, Color(rgb: 0xEEEEEE)), (0.5, Color(rgb: 0xD2D2D2)), (1, Color(rgb: 0xA9A9A9))])
            context.addRect(bar.frame)
            cairo_set_source(context.pointer, gradient.pointer)
            cairo_fill(context.pointer)
            context.fill(Rect(x: 0, y: bar.frame.maxY - 1, width: bar.frame.width, height: 1), Color(rgb: 0x6B6B6B))
        }
        if let island = bar.islandFrame {
            context.addRoundedRect(island, radius: island.height / 2)
            context.setColor(Color(rgb: 0x000000))
            cairo_fill(context.pointer)
        }
        context.setColor(ink)
        text.draw(bar.time.text, style: bar.time.style, in: bar.time.frame, on: context)
        if let date = bar.date {
            text.draw(date.text, style: date.style, in: date.frame, on: context)
        }
        if let carrier = bar.carrier {
            context.setColor(ink)
            text.draw(carrier.text, style: carrier.style, in: carrier.frame, on: context)
        }
        ScreenGlyphs.signal(in: bar.signalFrame, bars: bar.signalBars, level: bar.signalLevel, color: ink, on: context)
        if let wifi = bar.wifiFrame {
            ScreenGlyphs.wifi(in: wifi, color: ink, on: context)
        }
        if let percentage = bar.batteryPercentage {
            context.setColor(ink)
            text.draw(percentage.text, style: percentage.style, in: percentage.frame, on: context)
        }
        // A low battery shows red, as the system's does.
        let low = bar.batteryLevel <= 0.2
        let fill = low ? Color(rgb: 0xFF3B30) : (classic ? Color(rgb: 0x3A3A3A) : ink)
        ScreenGlyphs.battery(in: bar.batteryFrame, level: bar.batteryLevel, color: ink, fill: fill, outlineAlpha: classic ? 1 : 0.4, on: context)
    }
}
