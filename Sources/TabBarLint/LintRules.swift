import ContrastCheck
import TabBarModel

/// Every rule `tabbar lint` and `Linter` report, in the order SARIF lists them: the tab bar's
/// guideline rules, the navigation bar's, the three measured on the rendered bar, then the
/// renderer's drawable text and the invalid spec. Adding a rule means adding it here, with its help
/// and an example that trips it (a test lints every example).
public enum LintRules {
    public static let all: [LintRule] = [
        LintRule(
            TabBarWithToolbarRule(),
            asks: "The HIG keeps tab bars and toolbars apart: a view shows one or the other at the bottom, never both.",
            fix: "Move the toolbar's actions into the navigation bar or into the view, or drop the tabs.",
            example: #"""
                device: iphone-8
                tabs:
                  - title: Inbox
                  - title: Sent
                  - title: Drafts
                toolbar:
                  items:
                    - { systemItem: trash }
                """#,
            passing: "tabs:\n  - title: Inbox\n    icon: \"system:favorites\"\n# no toolbar: key", tags: ["layout"]),
        LintRule(
            DuplicateIdRule(),
            asks: "Each tab needs an identifier of its own so selection and state restoration find it.",
            fix: "Give the tabs distinct `id`s (or distinct titles, which ids are made from).",
            example: #"""
                device: iphone-8
                tabs:
                  - { id: inbox, title: Inbox }
                  - { id: inbox, title: Sent }
                  - { id: drafts, title: Drafts }
                """#,
            passing: "tabs:\n  - id: inbox\n    title: Inbox\n  - id: sent\n    title: Sent", tags: ["identity"]),
        LintRule(
            DuplicateRestorationIdRule(),
            asks: "State restoration reopens the tab by its restoration identifier, so each must be unique.",
            fix: "Give each tab its own `restorationId`, or leave it out.",
            example: #"""
                device: iphone-8
                tabs:
                  - { title: Inbox, restorationId: mail }
                  - { title: Sent, restorationId: mail }
                  - { title: Drafts }
                """#,
            passing: "tabs:\n  - title: Inbox\n    restorationId: inbox\n  - title: Sent\n    restorationId: sent", tags: ["identity"]),
        LintRule(
            SelectedNotVisibleRule(),
            asks: "The selected tab is always one people can see: on the bar or in its More list.",
            fix: "Select a tab that is not removed and fits on the bar.",
            example: #"""
                device: iphone-8
                selected: 1
                tabs:
                  - title: Home
                  - { title: Downloads, removed: true }
                  - title: Profile
                """#,
            passing: "selected: 0\ntabs:\n  - title: Home", tags: ["selection"]),
        LintRule(
            EmptyAccessoryRule(),
            asks: "An iOS 26 bottom accessory shows something: a title, a subtitle or an icon.",
            fix: "Give the accessory a title, subtitle or icon, or remove it.",
            example: #"""
                device: iphone-17-pro
                ios: 26
                accessory: {}
                tabs:
                  - title: Listen
                  - title: Browse
                  - title: Library
                """#,
            passing: "accessory: { title: Now Playing }", tags: ["ios26"]),
        LintRule(
            TooFewTabsRule(),
            asks: "A tab bar switches between sections; with fewer than three, another navigation fits better.",
            fix: "Add sections, or use a segmented control or a navigation stack instead.",
            example: #"""
                device: iphone-8
                tabs:
                  - title: Home
                  - title: Profile
                """#,
            passing: "tabs:\n  - title: Home\n  - title: Search\n  - title: Profile", tags: ["count"]),
        LintRule(
            TooManyTabsRule(),
            asks: "The HIG asks for at most five tabs on iPhone and about seven on iPad, so each stays tappable and readable.",
            fix: "Fold the least used sections together, or move them into one of the others.",
            example: #"""
                device: iphone-8
                tabs:
                  - title: Home
                  - title: Search
                  - title: Library
                  - title: Radio
                  - title: Friends
                  - title: Profile
                """#,
            passing: "tabs: # five at most on iPhone\n  - title: Home\n  - title: Search\n  - title: Library\n  - title: Profile", tags: ["count"]),
        LintRule(
            MoreTabOnPadRule(),
            asks: "An iPad bar has room for its tabs; a More tab there hides sections for no reason.",
            fix: "Keep the iPad bar to about seven tabs, or use a sidebar.",
            example: #"""
                device: ipad-pro-11
                ios: 17
                tabs: [{ title: One }, { title: Two }, { title: Three }, { title: Four }, { title: Five }, { title: Six }, { title: Seven }, { title: Eight }, { title: Nine }, { title: Ten }, { title: Eleven }, { title: Twelve }]
                """#,
            passing: "device: ipad-pro-11\ntabs: # seven or fewer", tags: ["count", "ipad"]),
        LintRule(
            UnreachableTabRule(),
            asks: "An Apple TV bar has no More list, so a tab that does not fit cannot be reached.",
            fix: "Shorten the titles or drop tabs until all fit.",
            example: #"""
                device: apple-tv
                tabs: [{ title: Featured Films }, { title: Television Series }, { title: Documentaries }, { title: Children and Family }, { title: Sports Highlights }, { title: Music Concerts }, { title: Award Winners }, { title: Search Everything }]
                """#,
            passing: "device: apple-tv\ntabs:\n  - title: Films\n  - title: Series", tags: ["count", "tvos"]),
        LintRule(
            DisabledTabRule(),
            asks: "The HIG asks that tabs stay usable: an empty section says why it is empty instead of being dimmed.",
            fix: "Remove `enabled: false` and show an empty state in the section.",
            example: #"""
                device: iphone-8
                tabs:
                  - title: Home
                  - { title: Downloads, enabled: false }
                  - title: Profile
                """#,
            passing: "tabs:\n  - title: Downloads # enabled by default", tags: ["state"]),
        LintRule(
            RemovedTabRule(),
            asks: "The HIG asks for the same tabs in every situation, so people learn where things are.",
            fix: "Keep the tab and show an empty state rather than removing it.",
            example: #"""
                device: iphone-8
                tabs:
                  - title: Home
                  - { title: Downloads, removed: true }
                  - title: Profile
                """#,
            passing: "tabs:\n  - title: Downloads # not removed", tags: ["state"]),
        LintRule(
            ActionTitleRule(),
            asks: "Tabs lead to places; actions (Add, Compose, Share) belong on toolbar or navigation bar buttons.",
            fix: "Name the tab after its place (Drafts, not Compose) and move the action into a button.",
            example: #"""
                device: iphone-8
                tabs:
                  - title: Inbox
                  - title: Compose
                  - title: Sent
                """#,
            passing: "tabs:\n  - title: Drafts", tags: ["wording"]),
        LintRule(
            DuplicateTitleRule(),
            asks: "Each tab's title names a different place; two alike leave people guessing.",
            fix: "Give each tab a distinct title.",
            example: #"""
                device: iphone-8
                tabs:
                  - { id: inbox, title: Inbox }
                  - { id: archive, title: inbox }
                  - { id: sent, title: Sent }
                """#,
            passing: "tabs:\n  - title: Inbox\n  - title: Archive", tags: ["wording"]),
        LintRule(
            TruncatedTitleRule(),
            asks: "A tab's title should be short enough to show whole in its slot.",
            fix: "Use a shorter title (one word where possible).",
            example: #"""
                device: iphone-8
                tabs:
                  - title: Home
                  - title: My Entire Music Library Collection
                  - title: Search
                  - title: Radio
                  - title: Profile
                """#,
            passing: "tabs:\n  - title: Library # not \"My Music Library\"", tags: ["wording", "text"]),
        LintRule(
            SmallHitRegionRule(),
            asks: "The HIG asks for hit regions of at least 44×44 points.",
            fix: "Use fewer tabs or a larger bar so each slot is at least 44 pt wide and tall.",
            example: #"""
                device: { name: narrow-phone, family: phone, width: 200, height: 400, scale: 2 }
                tabs:
                  - title: Home
                  - title: Search
                  - title: Library
                  - title: Radio
                  - title: Profile
                """#,
            passing: "tabs: # five or fewer on an iPhone bar", tags: ["accessibility", "touch"]),
        LintRule(
            MixedIconsRule(),
            asks: "Tabs read as a set: every tab has an icon, or none does.",
            fix: "Give every tab an icon (or remove them all).",
            example: #"""
                device: iphone-8
                tabs:
                  - { title: Home, icon: "system:featured" }
                  - title: Search
                  - title: Profile
                """#,
            passing: "tabs:\n  - title: Home\n    icon: \"system:featured\"\n  - title: Search\n    icon: \"system:search\"", tags: ["icons"]),
        LintRule(
            IconSizeRule(),
            asks: "A tab's icon file is drawn at its own size, as UIKit draws a UIImage; it should come out about the release's symbol size (25 pt on a portrait iPhone bar), like the others.",
            fix: "Export the file at the symbol size (an SVG's width and height, a PNG's pixels over its @2x/@3x scale), or set iconSizing: fit.",
            example: #"""
                device: iphone-8
                tabs: # small.svg is 16×16 pt
                  - { title: Home, icon: small.svg }
                  - { title: Search, icon: "system:search" }
                  - { title: Profile, icon: "system:contacts" }
                """#,
            exampleFiles: ["small.svg": smallIcon],
            passing: "iconSizing: fit # or export home.svg at 25×25 pt\ntabs:\n  - title: Home\n    icon: home.svg", tags: ["icons"]),
        LintRule(
            BadgeContentRule(),
            asks: "A badge shows a count of new items or a short alert, nothing else.",
            fix: "Use a count of 1 or more, a capped count such as 99+, or \"!\"; remove the badge at 0.",
            example: #"""
                device: iphone-8
                tabs:
                  - { title: Inbox, badge: "new" }
                  - title: Sent
                  - title: Drafts
                """#,
            passing: "tabs:\n  - title: Inbox\n    badge: \"3\"", tags: ["badges"]),
        LintRule(
            BadgeTooLongRule(),
            asks: "A badge stays small: at most four characters, no wider than its icon and the margin beside it.",
            fix: "Cap the count (99+) or use \"!\".",
            example: #"""
                device: iphone-8
                tabs:
                  - { title: Inbox, badge: "12345" }
                  - title: Sent
                  - title: Drafts
                """#,
            passing: "tabs:\n  - title: Inbox\n    badge: \"99+\"", tags: ["badges"]),
        LintRule(
            BadgeInMoreRule(),
            asks: "A badge is there to be seen from the bar; in the More list only its row shows it.",
            fix: "Move the badged tab among the first four, or drop the badge.",
            example: #"""
                device: iphone-8
                tabs:
                  - title: Home
                  - title: Search
                  - title: Library
                  - title: Radio
                  - title: Friends
                  - { title: History, badge: 3 }
                """#,
            passing: "tabs: # the badged tab among the first four\n  - title: Inbox\n    badge: \"3\"", tags: ["badges"]),
        LintRule(
            RefusedSelectionRule(),
            asks: "A tab that does nothing when tapped feels broken.",
            fix: "Let the tab be selected, or present what it stands for when tapped.",
            example: #"""
                device: iphone-8
                tabs:
                  - title: Inbox
                  - { title: Compose, shouldSelect: false }
                  - title: Sent
                """#,
            passing: "tabs:\n  - title: Compose\n    shouldSelect: true", tags: ["selection"]),
        LintRule(
            SearchTabNotLastRule(),
            asks: "iOS 26 draws the search tab at the trailing end of the bar, whatever its place in the list.",
            fix: "List the tab with `role: search` last.",
            example: #"""
                device: iphone-17-pro
                ios: 26
                tabs:
                  - { title: Search, role: search }
                  - title: Home
                  - title: Library
                """#,
            passing: "tabs:\n  - title: Home\n  - title: Search\n    role: search", tags: ["ios26"]),
        LintRule(
            TooManyTabsBesideSearchRule(),
            asks: "On an iOS 26 iPhone, at most five tabs fit beside the search tab.",
            fix: "Fold sections together until five or fewer remain beside search.",
            example: #"""
                device: iphone-17-pro
                ios: 26
                tabs: # six beside search
                  - title: Home
                  - title: New
                  - title: Radio
                  - title: Library
                  - title: Friends
                  - title: Profile
                  - { title: Search, role: search }
                """#,
            passing: "tabs: # five plus search at most", tags: ["ios26", "count"]),
        LintRule(
            MinimizedWithoutAccessoryRule(),
            asks: "A minimised bar makes room for a bottom accessory; without one it only hides tabs.",
            fix: "Add an accessory, or leave the bar at full size.",
            example: #"""
                device: iphone-17-pro
                ios: 26
                minimized: true
                tabs:
                  - title: Listen
                  - title: Browse
                  - title: Library
                """#,
            passing: "minimized: true\naccessory: { title: Now Playing }", tags: ["ios26"]),
        LintRule(
            SidebarTabsDifferRule(),
            asks: "The iPad tab bar and its sidebar hold the same tabs: each once, none removed.",
            fix: "List each tab in one sidebar group only, and only tabs that are on the bar.",
            example: #"""
                device: ipad-pro-11
                ios: 26
                mode: sidebar
                tabs:
                  - { id: home, title: Home }
                  - { id: bookmarks, title: Bookmarks }
                  - { id: history, title: History }
                groups:
                  - { title: Library, children: [bookmarks, history] }
                  - { title: Recent, children: [history] }
                """#,
            passing: "groups:\n  - title: Library\n    children: [bookmarks, history]", tags: ["ipad"]),
        LintRule(
            navigationBar(NavigationBarGuidelines.tooManyControls),
            asks: "The HIG keeps a navigation bar to the back button, a title and one control.",
            fix: "Move extra controls into a toolbar or the view.",
            example: #"""
                device: iphone-8
                navigationBar:
                  title: Inbox
                  rightItems: [{ systemItem: edit }, { systemItem: add }]
                tabs: [{ title: Inbox }, { title: Sent }, { title: Drafts }]
                """#,
            passing: "navigationBar:\n  title: Inbox\n  rightItems: [{ systemItem: edit }]", tags: ["navigation-bar"]),
        LintRule(
            navigationBar(NavigationBarGuidelines.segmentedWithControls),
            asks: "A segmented control in a navigation bar stands alone.",
            fix: "Move the other controls out of the bar, or the segmented control into the view.",
            example: #"""
                device: iphone-8
                navigationBar:
                  segments: [Day, Week]
                  rightItems: [{ systemItem: add }]
                tabs: [{ title: Today }, { title: Calendar }, { title: Inbox }]
                """#,
            passing: "navigationBar:\n  segments: [Day, Week]", tags: ["navigation-bar"]),
        LintRule(
            navigationBar(NavigationBarGuidelines.breadcrumbBackButton),
            asks: "A back button names the previous screen only, not a path of several.",
            fix: "Title the back button with the previous screen's title alone.",
            example: #"""
                device: iphone-8
                navigationBar:
                  title: Message
                  back: Mail > Inbox
                tabs: [{ title: Inbox }, { title: Sent }, { title: Drafts }]
                """#,
            passing: "navigationBar:\n  back: Inbox", tags: ["navigation-bar", "wording"]),
        LintRule(
            navigationBar(NavigationBarGuidelines.segmentedBelowTopLevel),
            asks: "A segmented control in the navigation bar belongs to a top-level screen, one without a back button.",
            fix: "Move the segmented control into the view, or drop the back button.",
            example: #"""
                device: iphone-8
                navigationBar:
                  back: Calendars
                  segments: [Day, Week]
                tabs: [{ title: Today }, { title: Calendar }, { title: Inbox }]
                """#,
            passing: "navigationBar:\n  segments: [Day, Week] # no back:", tags: ["navigation-bar"]),
        LintRule(
            ContrastChecker.tintLowContrast,
            asks: "The selected item must stand out from the bar: WCAG 2.2 asks 3:1 for controls.",
            fix: "Choose a darker tint on a light bar (a lighter one on a dark bar).",
            example: #"""
                device: iphone-8
                tint: "#FFE600" # yellow on the light bar
                tabs: [{ title: Home }, { title: Search }, { title: Profile }]
                """#,
            passing: "tint: \"#007AFF\"", tags: ["accessibility", "contrast"]),
        LintRule(
            ContrastChecker.selectionIndistinct,
            asks: "People must tell the selected tab from the others by more than a slight shade.",
            fix: "Make the selected and unselected colours differ in lightness or hue.",
            example: #"""
                device: iphone-8
                tint: "#8E8E93"
                unselectedTint: "#8A8A8F"
                tabs: [{ title: Home }, { title: Search }, { title: Profile }]
                """#,
            passing: "tint: \"#007AFF\"\nunselectedTint: \"#8E8E93\"", tags: ["accessibility", "contrast"]),
        LintRule(
            ContrastChecker.badgeLowContrast,
            asks: "A badge must stand out from the bar, and its text from its fill, by 3:1.",
            fix: "Choose a badge colour with more contrast against the bar and its text.",
            example: #"""
                device: iphone-8
                badgeColor: "#F2F2F7"
                tabs:
                  - { title: Inbox, badge: 3 }
                  - title: Sent
                  - title: Drafts
                """#,
            passing: "tabs:\n  - title: Inbox\n    badge: \"3\"\n    badgeColor: \"#D70015\"", tags: ["accessibility", "contrast", "badges"]),
        LintRule(
            undrawableText,
            asks: "Every character must be drawable by the renderer's fonts; otherwise the picture shows boxes.",
            fix: "Remove or replace the characters the message names.",
            example: #"""
                device: iphone-8
                tabs:
                  - title: "Home \U00013000" # an Egyptian hieroglyph
                  - title: Search
                  - title: Profile
                """#,
            passing: "tabs:\n  - title: Home", tags: ["text"]),
        LintRule(
            invalidSpec,
            asks: "The spec must be valid YAML or JSON that the toolkit can read and lay out; a spec that is not is reported, and the other specs are still checked.",
            fix: "Correct the field the message names (the file, the field's path and what was expected).",
            example: #"""
                device: iphone-8
                tabs:
                  - titel: Home # not a field of a tab
                """#,
            passing: "tabs:\n  - title: Home\n    badge: 3", tags: ["spec"]),
    ]

    /// The rule for text the renderer's fonts cannot draw: not a guideline but a fact of the
    /// renderer, an error because `tabbar render` refuses such a spec in the same words.
    public static let undrawableText = RuleDescriptor(
        id: "undrawable-text", severity: .error, summary: "Text has characters no font of the toolkit can draw.")

    /// A spec that cannot be read or laid out: reported like a finding, so one bad file does not
    /// hide the others' findings from CI (the CLI then exits 2).
    public static let invalidSpec = RuleDescriptor(
        id: "invalid-spec", severity: .error, summary: "The spec cannot be read or laid out; nothing else was checked in it.")

    /// The rule with this id, if the registry has one.
    public static func rule(_ id: String) -> LintRule? { all.first { $0.id == id } }

    /// A navigation bar rule by its id constant: those rules are one internal type in TabBarModel,
    /// reachable only through `NavigationBarGuidelines.rules`. A missing id is a programming error
    /// the registry tests catch at once.
    private static func navigationBar(_ id: String) -> any GuidelineRule {
        guard let rule = NavigationBarGuidelines.rules.first(where: { $0.descriptor.id == id }) else {
            preconditionFailure("NavigationBarGuidelines has no rule \(id)")
        }
        return rule
    }

    /// A 16 pt icon file: drawn at its own size, well under the 25 pt symbol size.
    private static let smallIcon = """
        <svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16">
          <circle cx="8" cy="8" r="6" fill="none" stroke="#000" stroke-width="1.5"/>
        </svg>
        """
}
