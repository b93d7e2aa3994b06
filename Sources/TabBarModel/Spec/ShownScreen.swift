/// What a spec shows above its tab bar: the selected tab, or one of the screens the tab bar
/// controller puts there itself. The words match `tabbar state`'s `screen.kind`.
public enum ShownScreen: String, SpecKeyword {
    /// The selected tab: the bar alone, or the screen the spec describes around it.
    case tab
    /// The More screen: the tabs that do not fit on the bar, as a list, with More selected.
    case moreList
    /// The Configure screen the More screen's Edit button opens, over the More list.
    case editing
}
