import CCairo
import TabBarModel

/// Draws what lies behind a bare bar: a picture filling the screen, or a colour; blurred the way
/// UIKit blurs content under a translucent bar, or sharp where the bar has no material.
struct BackdropPainter {
    /// Standard deviation of the blur, in points (Flutter's CupertinoTabBar uses 10).
    static let blurSigma = 10.0

    let layout: Layout
    let picture: ImageSource?
    let color: Color
    /// The batch's blurs, shared between its specs.
    var blurs: BlurCache? = nil

    /// What `paint(blurred:on:)` draws, by name, for the batch's cache.
    func shared(blurred: Bool) -> SharedBlur? {
        guard let blurs else { return nil }
        guard let picture else { return SharedBlur(cache: blurs, content: .color(color, canvas: layout.canvas)) }
        return picture.digest.map { digest in
            SharedBlur(cache: blurs, content: .picture(digest, screen: layout.screenFrame, clip: blurred ? nil : layout.canvas))
        }
    }

    func paint(blurred: Bool, on context: CairoContext) throws(RenderError) {
        guard let picture else {
            context.fill(layout.canvas, color)
            return
        }
        let screen = layout.screenFrame
        if blurred {
            try ContentBlur(screen: screen, shared: shared(blurred: true)).paint(under: layout.canvas, on: context) { scratch throws(RenderError) in
                try picture.draw(filling: screen, on: scratch)
            }
        } else {
            try context.withSavedState { () throws(RenderError) in
                context.addRect(layout.canvas)
                cairo_clip(context.pointer)
                try picture.draw(filling: screen, on: context)
            }
        }
    }
}
