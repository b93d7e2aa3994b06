import TabBarImage
import TabBarModel

/// The specs the render benchmarks draw: an @3x iPhone 15 bar (five icons, two badges), the same
/// over a picture, a whole screen around it, and the varied bars of a generated snapshot suite.
public enum RenderBenchmark {
    public static func bar(backdrop: Backdrop? = nil) -> SpecDocument {
        let spec = Spec(
            device: "iphone-15", backdrop: backdrop, selected: .index(1),
            tabs: [
                TabSpec(id: "favorites", title: "Favorites", icon: .system(.favorites)),
                TabSpec(id: "recents", title: "Recents", icon: .system(.recents), badge: .count(3)),
                TabSpec(id: "contacts", title: "Contacts", icon: .system(.contacts)),
                TabSpec(id: "search", title: "Search", icon: .system(.search)),
                TabSpec(id: "downloads", title: "Downloads", icon: .system(.downloads), badge: .text("!")),
            ])
        return SpecDocument(spec: spec, source: "benchmark", baseDirectory: ".")
    }

    /// The bar inside a screen: status bar, navigation bar and 20 rows scrolled under both bars.
    public static func screen() -> SpecDocument {
        var spec = bar().spec
        spec.navigationBar = NavigationBarSpec(
            title: "Inbox", back: "Mailboxes", rightItems: [BarButtonItemSpec(systemItem: .edit)])
        spec.content = ContentSpec(rows: (1...20).map { RowSpec(title: "Message \($0)", detail: "9:\(10 + $0)", chevron: true) })
        spec.scrollOffset = 30
        return SpecDocument(spec: spec, source: "benchmark screen", baseDirectory: ".")
    }

    /// The YAML of a snapshot suite's spec `index`: devices, appearances, selections and badges
    /// vary; every fourth spec is drawn over the picture `suiteBackdrop` (written beside the specs).
    public static func suiteSpec(_ index: Int) -> String {
        let devices = ["iphone-15", "iphone-8", "iphone-se", "ipad", "iphone-2g"]
        return """
            device: \(devices[index % devices.count])
            appearance: \(index % 3 == 0 ? "dark" : "light")
            selected: \(index % 4)\(index % 4 == 1 ? "\nbackdrop: \(suiteBackdrop)" : "")
            tabs:
              - { title: Favorites, icon: "system:favorites" }
              - { title: Recents, icon: "system:recents", badge: \(index % 20) }
              - { title: Contacts, icon: "system:contacts" }
              - { title: Search \(index), icon: "system:search" }
            """
    }

    /// The file name of the suite's picture.
    public static let suiteBackdrop = "backdrop.png"

    /// The suite's picture: a generated screenshot, 390 × 844 px.
    public static func suiteBackdropImage() -> RGBAImage {
        SyntheticImages.screenshotPair(width: 390, height: 844, seed: 7).expected
    }
}

extension RenderBenchmark {
    /// The warm redraw of `tabbar preview`, one bar: an iOS 26 iPhone's glass bar, as a file.
    public static let previewBarYAML = """
        device: iphone-17-pro
        ios: 26
        selected: recents
        tabs:
          - { id: favorites, title: Favorites, icon: "system:favorites" }
          - { id: recents, title: Recents, icon: "system:recents", badge: 3 }
          - { id: contacts, title: Contacts, icon: "system:contacts" }
          - { id: search, title: Search, icon: "system:search", badge: "!" }

        """

    /// The warm redraw of `tabbar preview`, a whole @3x iOS 26 screen: navigation bar, 20 rows
    /// scrolled under it, the glass tab bar.
    public static let previewScreenYAML = """
        device: iphone-17-pro
        ios: 26
        scrollOffset: 30
        navigationBar: { title: Inbox, back: Mailboxes, rightItems: [{ systemItem: edit }] }
        content:
          rows:
        \((1...20).map { "    - { title: Message \($0), detail: \"9:\(10 + $0)\", chevron: true }" }.joined(separator: "\n"))
        selected: mail
        tabs:
          - { id: mail, title: Mail, icon: "system:downloads", badge: 3 }
          - { title: Favorites, icon: "system:favorites" }
          - { title: Recents, icon: "system:recents" }
          - { title: Search, icon: "system:search" }

        """
}
