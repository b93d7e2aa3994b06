/// The screens the tab bar controller puts above the bar itself, the More list and the Edit
/// (Configure) screen, drawn as screens: a status bar, the navigation bar UIKit gives them, their
/// content, and the bar below with More selected.
extension Spec {
    /// The More list or the Edit screen when `presentation` (the spec's own when nil) shows one;
    /// nil while the selected tab's content fills the screen.
    public func controllerScreen(for presentation: TabBarPresentation? = nil) -> ControllerScreen? {
        let controller = TabBarController(spec: self, presentation: presentation ?? TabBarPresentation(spec: self))
        guard controller.hasMoreItem else { return nil }
        switch controller.screen {
        case .tab: return nil
        case .moreList, .editing: return controller.screen
        }
    }

    /// The spec a screen is drawn from. For the More and Edit screens: this spec's style,
    /// colours and status bar, with their own navigation bar (which takes this spec's
    /// `navigationBar` tint, barTint and translucent) and nothing of the tab's own screen: no
    /// content, toolbar, keyboard, backdrop or scroll. Otherwise the spec itself.
    public func drawnSpec(for presentation: TabBarPresentation? = nil) -> Spec {
        guard let screen = controllerScreen(for: presentation) else { return self }
        var drawn = self
        let title: String
        let buttons: [BarButtonItemSpec]
        switch screen {
        case .moreList(let list):
            title = ControllerScreenTitles.more
            buttons = list.showsEditButton ? [BarButtonItemSpec(systemItem: .edit)] : []
        case .editing:
            title = ControllerScreenTitles.editing
            buttons = [BarButtonItemSpec(systemItem: .done)]
        case .tab:
            return self
        }
        drawn.navigationBar = NavigationBarSpec(
            title: title, rightItems: buttons, tint: navigationBar?.tint, barTint: navigationBar?.barTint,
            translucent: navigationBar?.translucent)
        drawn.content = nil
        drawn.toolbar = nil
        drawn.keyboard = false
        drawn.backdrop = nil
        drawn.scrollOffset = nil
        drawn.show = nil
        return drawn
    }
}

/// The titles UIKit gives the two screens' navigation bars.
public enum ControllerScreenTitles {
    public static let more = "More"
    /// UIKit's customizing sheet is titled Configure; its Done button closes it.
    public static let editing = "Configure"
}
