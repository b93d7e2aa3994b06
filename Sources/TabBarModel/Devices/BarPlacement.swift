/// Where a tab bar lives on iPad, which decides how many tabs it holds comfortably.
public enum BarPlacement: String, SpecKeyword {
    /// The app's main view, across the whole screen.
    case main
    /// The left (primary) pane of a split view.
    case splitPrimary
    /// The right (secondary) pane of a split view.
    case splitSecondary
    /// Inside a popover.
    case popover

    /// The tab count the guidelines suggest at most: about seven in a wide view, five in a narrow one.
    public var comfortableTabCount: Int {
        switch self {
        case .main, .splitSecondary: 7
        case .splitPrimary, .popover: 5
        }
    }
}
