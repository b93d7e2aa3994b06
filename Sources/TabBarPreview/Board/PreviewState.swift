import TabBarGeometry
import TabBarLint
import TabBarModel

/// What the page shows, as JSON: every spec with its pictures. Sent whole with each event, so a
/// page that missed events (a tab asleep) is right again at the next one.
public struct PreviewState: Encodable, Sendable, Equatable {
    /// Goes up by one at every look that changed something.
    public var generation: Int
    public var specs: [SpecEntry]
    public var comparing: Bool
    /// Specs found but not drawn: more than `PreviewOptions.maxPictures` pictures were asked for.
    public var leftOut: Int

    public struct SpecEntry: Encodable, Sendable, Equatable {
        public var file: String
        public var name: String
        public var pictures: [PictureState]
    }

    public struct PictureState: Encodable, Sendable, Equatable {
        public var id: Int
        /// The variant's values (`dark`, `ios26`); empty without --matrix.
        public var labels: [String]
        /// Goes up with every new picture: the page asks for `/picture/ID.png?v=VERSION`.
        public var version: Int
        /// Pixels of the last good picture; 0 before the first.
        public var width: Int
        public var height: Int
        public var scale: Int
        /// In points, from the picture's top-left corner.
        public var tabs: [TabFrames]
        public var findings: [PinnedFinding]
        /// Why the spec as saved now cannot be drawn; the picture is the last good one.
        public var problem: PreviewProblem?
        /// The reference's file name in --dir, when there is one.
        public var reference: String?
    }
}

/// One tab's frames from the layout, as `tabbar layout --json` gives them.
public struct TabFrames: Encodable, Sendable, Equatable {
    public var id: String
    public var title: String
    public var specIndex: Int?
    public var item: Rect
    public var hitRegion: Rect
    public var icon: Rect?
    public var titleFrame: Rect
    public var badge: Rect?

    init(_ tab: TabLayout) {
        id = tab.id
        title = tab.title
        specIndex = tab.specIndex
        item = tab.frame
        hitRegion = tab.hitRegion
        icon = tab.iconFrame
        titleFrame = tab.titleFrame
        badge = tab.badgeFrame
    }
}

/// A lint finding pinned where it applies: the tab its field names (its badge, for a badge
/// field), else the whole picture.
public struct PinnedFinding: Encodable, Sendable, Equatable {
    public var rule: String
    public var severity: String
    public var field: String
    public var message: String
    public var line: Int?
    public var at: Rect?

    init(_ finding: LintFinding, layout: Layout) {
        rule = finding.rule
        severity = finding.severity.rawValue
        field = finding.path
        message = finding.message
        line = finding.line
        // A contrast finding's field is the backdrop; its message names the tab it measured.
        let badge = finding.rule.contains("badge")
        at = Self.place(field: finding.path, layout: layout, badge: badge)
            ?? finding.message.range(of: "tabs[").flatMap { Self.place(field: String(finding.message[$0.lowerBound...]), layout: layout, badge: badge) }
    }

    /// `tabs[N]…` → that tab's frame (its badge's for `.badge`, or for a badge rule), nil for
    /// anything else.
    static func place(field: String, layout: Layout, badge: Bool) -> Rect? {
        guard field.hasPrefix("tabs["), let close = field.firstIndex(of: "]"),
              let index = Int(field[field.index(field.startIndex, offsetBy: 5)..<close]),
              let tab = layout.tabs.first(where: { $0.specIndex == index })
        else { return nil }
        if badge || field[close...].hasPrefix("].badge"), let frame = tab.badgeFrame { return frame }
        return tab.frame
    }
}

/// Why a spec cannot be drawn, pointing at the file, the line and the field.
public struct PreviewProblem: Error, Encodable, Sendable, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var field: String
    public var message: String

    init(_ error: SpecError, text: String?) {
        file = error.file
        field = error.path
        message = error.message
        line = error.location?.line ?? text.flatMap { error.path.isEmpty ? nil : SpecSourceMap(text: $0).location(of: error.path)?.line }
    }

    init(file: String, message: String) {
        self.file = file
        self.field = ""
        self.message = message
        self.line = nil
    }

    /// `FILE:LINE: FIELD: MESSAGE`, as a compiler says it, so a terminal can jump there.
    public var description: String {
        let place = line.map { "\(file):\($0)" } ?? file
        return field.isEmpty ? "\(place): \(message)" : "\(place): \(field): \(message)"
    }
}
