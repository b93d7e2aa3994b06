/// Checks `show` against the device and the tabs, and rejects the keys that describe the
/// selected tab's own screen, which the More and Edit screens replace.
struct ShownScreenValidator {
    let source: String
    let device: Device

    func validate(_ spec: Spec) throws(SpecError) {
        guard let show = spec.show, show != .tab else { return }
        let word = "show: \(show.rawValue)"
        let screen = show == .moreList ? "the More screen" : "the Edit screen"
        guard device.family != .tv else {
            throw failure("show", "Apple TV has no More screen and no customizing; expected tab or no show key")
        }
        let shown = spec.tabs.filter { !$0.removed }.count
        if let capacity = device.barItemCapacity, shown <= capacity {
            throw failure(
                "show",
                "the bar holds all \(shown) tabs, so it has no More item and no More screen; expected tab, or more than \(capacity) tabs on \(device.name)")
        }
        if show == .editing, !spec.tabs.contains(where: { !$0.removed && $0.customizable }) {
            throw failure(
                "show",
                "no tab is customizable, so the More screen has no Edit button; expected moreList, or a tab with customizable: true")
        }
        if spec.keyboard {
            throw failure("keyboard", "\(screen) has no text field, and its tab bar shows; expected false with \(word)")
        }
        if spec.backdrop != nil {
            throw failure("backdrop", "\(screen) itself lies behind the bar; expected no backdrop with \(word)")
        }
        if spec.content != nil {
            throw failure("content", "\(screen) draws its own content in place of the tab's; expected no content key with \(word)")
        }
        if spec.toolbar != nil {
            throw failure("toolbar", "\(screen) has no toolbar; expected no toolbar key with \(word)")
        }
        if spec.scrollOffset != nil {
            throw failure("scrollOffset", "\(screen) is drawn scrolled to its top; expected no scrollOffset with \(word)")
        }
        if let bar = spec.navigationBar {
            let ownKeys: [(String, Bool)] = [
                ("title", bar.title != nil), ("largeTitle", bar.largeTitle), ("back", bar.back != nil),
                ("leftItems", !bar.leftItems.isEmpty), ("rightItems", !bar.rightItems.isEmpty),
                ("segments", bar.segments != nil), ("selectedSegment", bar.selectedSegment != nil),
                ("hidden", bar.hidden != nil),
            ]
            if let key = ownKeys.first(where: \.1)?.0 {
                throw failure(
                    "navigationBar.\(key)",
                    "\(screen)'s navigation bar has its own title and buttons; with \(word) only its tint, barTint and translucent apply")
            }
        }
    }

    private func failure(_ path: String, _ message: String) -> SpecError {
        SpecError(file: source, path: path, message: message)
    }
}
