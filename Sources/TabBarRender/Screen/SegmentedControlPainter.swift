import CCairo
import TabBarModel

/// Draws a segmented control: a grey track with the selected segment raised on a white pill
/// (iOS 13 and later), or the 2008 bar's joined bordered buttons with the selected one darker.
struct SegmentedControlPainter {
    let control: SegmentedControlLayout
    let palette: ScreenPalette
    let style: Style
    let barBase: Color
    let text: TextEngine

    func paint(on context: CairoContext) {
        style == .classic ? paintClassic(on: context) : paintModern(on: context)
    }

    private func paintModern(on context: CairoContext) {
        let cr = context.pointer
        let frame = control.frame
        context.addRoundedRect(frame, radius: 9)
        context.setColor(palette.segmentTrack)
        cairo_fill(cr)
        for (index, segment) in control.segments.enumerated() {
            let selected = index == control.selectedIndex
            if selected {
                let pill = segment.frame.insetBy(dx: 2, dy: 2)
                context.addRoundedRect(pill.offsetBy(dx: 0, dy: 1), radius: 7)
                context.setColor(Color(rgb: 0x000000, alpha: 0.06))
                cairo_fill(cr)
                context.addRoundedRect(pill, radius: 7)
                context.setColor(palette.segmentSelected)
                cairo_fill(cr)
            } else if index > 0, index - 1 != control.selectedIndex {
                // A thin divider between two unselected segments.
                let divider = Rect(x: segment.frame.minX - 0.5, y: segment.frame.midY - 6, width: 1, height: 12)
                context.fill(divider, Color(rgb: 0x8E8E93, alpha: 0.3))
            }
            context.setColor(palette.segmentText)
            text.draw(segment.title.text, style: segment.title.style, in: segment.title.frame, on: context)
        }
    }

    private func paintClassic(on context: CairoContext) {
        let cr = context.pointer
        let frame = control.frame
        ClassicChrome.paintButton(frame, barBase: barBase, done: false, on: context)
        if control.segments.indices.contains(control.selectedIndex) {
            // The selected segment is the same button pressed: darker, within its own part.
            context.withSavedStateUnchecked {
                context.addRect(control.segments[control.selectedIndex].frame)
                cairo_clip(cr)
                ClassicChrome.paintButton(frame, barBase: barBase, done: false, pressed: true, on: context)
            }
        }
        // Rims between the joined segments.
        for segment in control.segments.dropFirst() {
            context.fill(Rect(x: segment.frame.minX - 0.5, y: frame.minY, width: 1, height: frame.height),
                         ClassicChrome.mix(barBase, Color(rgb: 0x000000), 0.6))
        }
        for segment in control.segments {
            ClassicChrome.drawEmbossed(segment.title.text, style: segment.title.style, in: segment.title.frame,
                                       color: palette.segmentText, text: text, on: context)
        }
    }
}

extension CairoContext {
    /// Save and restore around drawing that cannot fail.
    func withSavedStateUnchecked(_ body: () -> Void) {
        cairo_save(pointer)
        body()
        cairo_restore(pointer)
    }
}
