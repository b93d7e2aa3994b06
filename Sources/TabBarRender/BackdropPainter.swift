import CCairo
import TabBarModel

/// Draws what lies behind a translucent bar: a colour, or a picture blurred the way UIKit
/// blurs content under its bars.
struct BackdropPainter {
    /// Standard deviation of the blur, in points (Flutter's CupertinoTabBar uses 10).
    static let blurSigma = 10.0

    let layout: Layout

    func paint(color: Color, on context: CairoContext) {
        context.fill(layout.canvas, color)
    }

    /// Blurs the part of `picture` (filling the screen) around the canvas, then paints the canvas.
    func paint(picture: ImageSource, on context: CairoContext) throws(RenderError) {
        let screen = layout.screenFrame
        try ContentBlur(screen: screen).paint(under: layout.canvas, on: context) { scratch throws(RenderError) in
            try picture.draw(filling: screen, on: scratch)
        }
    }
}
