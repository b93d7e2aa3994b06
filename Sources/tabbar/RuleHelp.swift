/// What each lint rule asks, how to fix a finding and a spec line that passes: the help code
/// scanning shows beside a result. Keyed by rule id; a test checks every rule has an entry.
struct RuleHelp: Equatable {
    /// What the Human Interface Guidelines (or the renderer) ask, in a sentence or two.
    let asks: String
    let fix: String
    /// A few lines of spec that pass the rule.
    let example: String
    /// Words code scanning filters by, besides the rule's family.
    let tags: [String]

    static func help(for id: String) -> RuleHelp? { table[id] }

    private static let table: [String: RuleHelp] = [
        "tab-bar-with-toolbar": RuleHelp(
            asks: "The HIG keeps tab bars and toolbars apart: a view shows one or the other at the bottom, never both.",
            fix: "Move the toolbar's actions into the navigation bar or into the view, or drop the tabs.",
            example: "tabs:\n  - title: Inbox\n    icon: \"system:favorites\"\n# no toolbar: key", tags: ["layout"]),
        "duplicate-id": RuleHelp(
            asks: "Each tab needs an identifier of its own so selection and state restoration find it.",
            fix: "Give the tabs distinct `id`s (or distinct titles, which ids are made from).",
            example: "tabs:\n  - id: inbox\n    title: Inbox\n  - id: sent\n    title: Sent", tags: ["identity"]),
        "duplicate-restoration-id": RuleHelp(
            asks: "State restoration reopens the tab by its restoration identifier, so each must be unique.",
            fix: "Give each tab its own `restorationId`, or leave it out.",
            example: "tabs:\n  - title: Inbox\n    restorationId: inbox\n  - title: Sent\n    restorationId: sent", tags: ["identity"]),
        "selected-not-visible": RuleHelp(
            asks: "The selected tab is always one people can see: on the bar or in its More list.",
            fix: "Select a tab that is not removed and fits on the bar.",
            example: "selected: 0\ntabs:\n  - title: Home", tags: ["selection"]),
        "too-few-tabs": RuleHelp(
            asks: "A tab bar switches between sections; with fewer than three, another navigation fits better.",
            fix: "Add sections, or use a segmented control or a navigation stack instead.",
            example: "tabs:\n  - title: Home\n  - title: Search\n  - title: Profile", tags: ["count"]),
        "too-many-tabs": RuleHelp(
            asks: "The HIG asks for at most five tabs on iPhone and about seven on iPad, so each stays tappable and readable.",
            fix: "Fold the least used sections together, or move them into one of the others.",
            example: "tabs: # five at most on iPhone\n  - title: Home\n  - title: Search\n  - title: Library\n  - title: Profile", tags: ["count"]),
        "more-tab-on-ipad": RuleHelp(
            asks: "An iPad bar has room for its tabs; a More tab there hides sections for no reason.",
            fix: "Keep the iPad bar to about seven tabs, or use a sidebar.",
            example: "device: ipad-pro-11\ntabs: # seven or fewer", tags: ["count", "ipad"]),
        "unreachable-tab": RuleHelp(
            asks: "An Apple TV bar has no More list, so a tab that does not fit cannot be reached.",
            fix: "Shorten the titles or drop tabs until all fit.",
            example: "device: apple-tv\ntabs:\n  - title: Films\n  - title: Series", tags: ["count", "tvos"]),
        "disabled-tab": RuleHelp(
            asks: "The HIG asks that tabs stay usable: an empty section says why it is empty instead of being dimmed.",
            fix: "Remove `enabled: false` and show an empty state in the section.",
            example: "tabs:\n  - title: Downloads # enabled by default", tags: ["state"]),
        "removed-tab": RuleHelp(
            asks: "The HIG asks for the same tabs in every situation, so people learn where things are.",
            fix: "Keep the tab and show an empty state rather than removing it.",
            example: "tabs:\n  - title: Downloads # not removed", tags: ["state"]),
        "action-title": RuleHelp(
            asks: "Tabs lead to places; actions (Add, Compose, Share) belong on toolbar or navigation bar buttons.",
            fix: "Name the tab after its place (Drafts, not Compose) and move the action into a button.",
            example: "tabs:\n  - title: Drafts", tags: ["wording"]),
        "duplicate-title": RuleHelp(
            asks: "Each tab's title names a different place; two alike leave people guessing.",
            fix: "Give each tab a distinct title.",
            example: "tabs:\n  - title: Inbox\n  - title: Archive", tags: ["wording"]),
        "truncated-title": RuleHelp(
            asks: "A tab's title should be short enough to show whole in its slot.",
            fix: "Use a shorter title (one word where possible).",
            example: "tabs:\n  - title: Library # not \"My Music Library\"", tags: ["wording", "text"]),
        "small-hit-region": RuleHelp(
            asks: "The HIG asks for hit regions of at least 44×44 points.",
            fix: "Use fewer tabs or a larger bar so each slot is at least 44 pt wide and tall.",
            example: "tabs: # five or fewer on an iPhone bar", tags: ["accessibility", "touch"]),
        "mixed-icons": RuleHelp(
            asks: "Tabs read as a set: every tab has an icon, or none does.",
            fix: "Give every tab an icon (or remove them all).",
            example: "tabs:\n  - title: Home\n    icon: \"system:featured\"\n  - title: Search\n    icon: \"system:search\"", tags: ["icons"]),
        "icon-size": RuleHelp(
            asks: "A tab's icon file is drawn at its own size, as UIKit draws a UIImage; it should come out about the release's symbol size (25 pt on a portrait iPhone bar), like the others.",
            fix: "Export the file at the symbol size (an SVG's width and height, a PNG's pixels over its @2x/@3x scale), or set iconSizing: fit.",
            example: "iconSizing: fit # or export home.svg at 25×25 pt\ntabs:\n  - title: Home\n    icon: home.svg", tags: ["icons"]),
        "badge-content": RuleHelp(
            asks: "A badge shows a count of new items or a short alert, nothing else.",
            fix: "Use a count of 1 or more, a capped count such as 99+, or \"!\"; remove the badge at 0.",
            example: "tabs:\n  - title: Inbox\n    badge: \"3\"", tags: ["badges"]),
        "badge-too-long": RuleHelp(
            asks: "A badge stays small: at most four characters, no wider than its icon and the margin beside it.",
            fix: "Cap the count (99+) or use \"!\".",
            example: "tabs:\n  - title: Inbox\n    badge: \"99+\"", tags: ["badges"]),
        "badge-in-more": RuleHelp(
            asks: "A badge is there to be seen from the bar; in the More list only its row shows it.",
            fix: "Move the badged tab among the first four, or drop the badge.",
            example: "tabs: # the badged tab among the first four\n  - title: Inbox\n    badge: \"3\"", tags: ["badges"]),
        "refused-selection": RuleHelp(
            asks: "A tab that does nothing when tapped feels broken.",
            fix: "Let the tab be selected, or present what it stands for when tapped.",
            example: "tabs:\n  - title: Compose\n    shouldSelect: true", tags: ["selection"]),
        "tint-low-contrast": RuleHelp(
            asks: "The selected item must stand out from the bar: WCAG 2.2 asks 3:1 for controls.",
            fix: "Choose a darker tint on a light bar (a lighter one on a dark bar).",
            example: "tint: \"#007AFF\"", tags: ["accessibility", "contrast"]),
        "selection-indistinct": RuleHelp(
            asks: "People must tell the selected tab from the others by more than a slight shade.",
            fix: "Make the selected and unselected colours differ in lightness or hue.",
            example: "tint: \"#007AFF\"\nunselectedTint: \"#8E8E93\"", tags: ["accessibility", "contrast"]),
        "badge-low-contrast": RuleHelp(
            asks: "A badge must stand out from the bar, and its text from its fill, by 3:1.",
            fix: "Choose a badge colour with more contrast against the bar and its text.",
            example: "tabs:\n  - title: Inbox\n    badge: \"3\"\n    badgeColor: \"#D70015\"", tags: ["accessibility", "contrast", "badges"]),
        "empty-accessory": RuleHelp(
            asks: "An iOS 26 bottom accessory shows something: a title, a subtitle or an icon.",
            fix: "Give the accessory a title, subtitle or icon, or remove it.",
            example: "accessory: { title: Now Playing }", tags: ["ios26"]),
        "search-tab-not-last": RuleHelp(
            asks: "iOS 26 draws the search tab at the trailing end of the bar, whatever its place in the list.",
            fix: "List the tab with `role: search` last.",
            example: "tabs:\n  - title: Home\n  - title: Search\n    role: search", tags: ["ios26"]),
        "too-many-tabs-beside-search": RuleHelp(
            asks: "On an iOS 26 iPhone, at most five tabs fit beside the search tab.",
            fix: "Fold sections together until five or fewer remain beside search.",
            example: "tabs: # five plus search at most", tags: ["ios26", "count"]),
        "minimized-without-accessory": RuleHelp(
            asks: "A minimised bar makes room for a bottom accessory; without one it only hides tabs.",
            fix: "Add an accessory, or leave the bar at full size.",
            example: "minimized: true\naccessory: { title: Now Playing }", tags: ["ios26"]),
        "sidebar-tabs-differ": RuleHelp(
            asks: "The iPad tab bar and its sidebar hold the same tabs: each once, none removed.",
            fix: "List each tab in one sidebar group only, and only tabs that are on the bar.",
            example: "groups:\n  - title: Library\n    children: [bookmarks, history]", tags: ["ipad"]),
        "navigation-bar-too-many-controls": RuleHelp(
            asks: "The HIG keeps a navigation bar to the back button, a title and one control.",
            fix: "Move extra controls into a toolbar or the view.",
            example: "navigationBar:\n  title: Inbox\n  rightItems: [{ systemItem: edit }]", tags: ["navigation-bar"]),
        "navigation-bar-segmented-with-controls": RuleHelp(
            asks: "A segmented control in a navigation bar stands alone.",
            fix: "Move the other controls out of the bar, or the segmented control into the view.",
            example: "navigationBar:\n  segments: [Day, Week]", tags: ["navigation-bar"]),
        "navigation-bar-breadcrumb-back-button": RuleHelp(
            asks: "A back button names the previous screen only, not a path of several.",
            fix: "Title the back button with the previous screen's title alone.",
            example: "navigationBar:\n  back: Inbox", tags: ["navigation-bar", "wording"]),
        "navigation-bar-segmented-below-top-level": RuleHelp(
            asks: "A segmented control in the navigation bar belongs to a top-level screen, one without a back button.",
            fix: "Move the segmented control into the view, or drop the back button.",
            example: "navigationBar:\n  segments: [Day, Week] # no back:", tags: ["navigation-bar"]),
        "undrawable-text": RuleHelp(
            asks: "Every character must be drawable by the renderer's fonts; otherwise the picture shows boxes.",
            fix: "Remove or replace the characters the message names.",
            example: "tabs:\n  - title: Home", tags: ["text"]),
        "invalid-spec": RuleHelp(
            asks: "The spec must be valid YAML or JSON that the toolkit can read and lay out; a spec that is not is reported, and the other specs are still checked.",
            fix: "Correct the field the message names (the file, the field's path and what was expected).",
            example: "tabs:\n  - title: Home\n    badge: 3", tags: ["spec"]),
    ]
}
