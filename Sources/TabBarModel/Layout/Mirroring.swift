/// Right-to-left layouts, as UIKit makes them: the engines lay out left to right and this one step
/// reflects every frame about the screen's vertical centre line (through the one frame walk, so
/// no part is left behind). Pictures are not flipped (UIKit flips only images marked to be), so
/// only the painters' chevrons need the layout's direction.
extension Layout {
    /// Reflects the whole layout (bar, items, badges, search button, accessory, sidebar, keyboard,
    /// screen) for a right-to-left language. `tabs` keeps its order: the first tab is still first,
    /// now at the right.
    mutating func mirror() {
        self = walkingFrames(.mirror(doubledAxis: 2 * screenFrame.midX))
        layoutDirection = .rtl
    }
}
