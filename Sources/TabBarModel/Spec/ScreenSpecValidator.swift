import Foundation

/// Checks the screen keys of a spec (status bar, navigation bar, content, toolbar, scroll
/// offset, focus) against each other and against the device.
struct ScreenSpecValidator {
    let source: String
    let device: Device

    /// Scroll offsets beyond this are typing mistakes, not screens anyone scrolls to.
    static let maximumScrollOffset = 100_000.0

    func validate(_ spec: Spec) throws(SpecError) {
        if !spec.isScreen {
            if spec.scrollOffset != nil {
                throw failure("scrollOffset", "only a screen has content to scroll; add content, navigationBar or toolbar")
            }
        } else if spec.backdrop != nil {
            throw failure("backdrop", "a screen draws its content behind the bars; expected content.image or content.color instead")
        }
        if let offset = spec.scrollOffset, !offset.isFinite || abs(offset) > Self.maximumScrollOffset {
            throw failure("scrollOffset", "expected a number of points between -100000 and 100000, got \(offset)")
        }
        if device.family == .tv {
            try validateTV(spec)
        } else if spec.focus != nil {
            throw failure("focus", "focus belongs to Apple TV; \(device.name) has none, expected no focus key")
        }
        if let statusBar = spec.statusBar { try validate(statusBar) }
        if let bar = spec.navigationBar { try validate(bar, spec: spec) }
        if let content = spec.content { try validate(content) }
        if let toolbar = spec.toolbar {
            guard !toolbar.items.isEmpty else { throw failure("toolbar.items", "expected at least one item") }
            try validate(toolbar.items, path: "toolbar.items", allowFlexibleSpace: true)
        }
    }

    private func validateTV(_ spec: Spec) throws(SpecError) {
        if spec.statusBar != nil { throw failure("statusBar", "Apple TV has no status bar; expected no statusBar key") }
        if spec.navigationBar != nil {
            throw failure("navigationBar", "Apple TV screens here have only the tab bar at the top; expected no navigationBar key")
        }
        if spec.toolbar != nil { throw failure("toolbar", "Apple TV has no toolbar; expected no toolbar key") }
        if spec.content?.rows != nil {
            throw failure("content.rows", "Apple TV content is a picture or a colour here; expected image or color")
        }
        switch spec.focus {
        case .content?:
            guard spec.content != nil else {
                throw failure("focus", "focus in the content hides the tab bar, leaving nothing to draw; add a content key to draw the screen")
            }
        case .tab(.index(let index))?:
            guard spec.tabs.indices.contains(index) else {
                throw failure("focus", "expected a tab index from 0 to \(spec.tabs.count - 1) or \"content\", got \(index)")
            }
        case .tab(.id(let id))?:
            guard spec.tabs.indices.contains(where: { spec.tabId(at: $0) == id }) else {
                let ids = spec.tabs.indices.map { spec.tabId(at: $0) }.joined(separator: ", ")
                throw failure("focus", "no tab has the id \(MessageText.quote(id)); expected \"content\" or one of: \(ids)")
            }
        case nil:
            break
        }
    }

    private func validate(_ statusBar: StatusBarSpec) throws(SpecError) {
        if let battery = statusBar.battery, !(0...100).contains(battery) {
            throw failure("statusBar.battery", "expected a percentage from 0 to 100, got \(battery)")
        }
        if let signal = statusBar.signal, !(0...4).contains(signal) {
            throw failure("statusBar.signal", "expected 0 to 4 bars, got \(signal)")
        }
        if let time = statusBar.time, time.trimmingCharacters(in: .whitespaces).isEmpty || time.count > 12 {
            throw failure("statusBar.time", "expected a short time such as \"9:41\", got \(MessageText.quote(time))")
        }
        if let date = statusBar.date, date.trimmingCharacters(in: .whitespaces).isEmpty || date.count > 24 {
            throw failure(
                "statusBar.date", "expected a short date such as \"Tue Jan 9\" (at most 24 characters), got \(MessageText.quote(date))")
        }
    }

    private func validate(_ bar: NavigationBarSpec, spec: Spec) throws(SpecError) {
        if bar.largeTitle {
            if spec.style == .classic {
                throw failure("navigationBar.largeTitle", "large titles came with iOS 11; the classic style has none, expected false")
            }
            if (bar.title ?? "").trimmingCharacters(in: .whitespaces).isEmpty {
                throw failure("navigationBar.largeTitle", "a large title needs a title; expected navigationBar.title")
            }
        }
        if let back = bar.back, back.trimmingCharacters(in: .whitespaces).isEmpty {
            throw failure("navigationBar.back", "expected the previous screen's title")
        }
        if let segments = bar.segments {
            guard segments.count >= 2 else {
                throw failure("navigationBar.segments", "a segmented control needs at least two segments, got \(segments.count)")
            }
            for (index, segment) in segments.enumerated() where segment.trimmingCharacters(in: .whitespaces).isEmpty {
                throw failure("navigationBar.segments[\(index)]", "expected a non-empty segment title")
            }
            if let selected = bar.selectedSegment, !segments.indices.contains(selected) {
                throw failure("navigationBar.selectedSegment", "expected a segment index from 0 to \(segments.count - 1), got \(selected)")
            }
        } else if bar.selectedSegment != nil {
            throw failure("navigationBar.selectedSegment", "there is no segmented control; expected navigationBar.segments with it")
        }
        if bar.hidden == .keyboard, !spec.keyboard {
            throw failure("navigationBar.hidden", "keyboard hides the bar while a keyboard is up; expected keyboard: true with it")
        }
        try validate(bar.leftItems, path: "navigationBar.leftItems", allowFlexibleSpace: false)
        try validate(bar.rightItems, path: "navigationBar.rightItems", allowFlexibleSpace: false)
    }

    private func validate(_ items: [BarButtonItemSpec], path: String, allowFlexibleSpace: Bool) throws(SpecError) {
        for (index, item) in items.enumerated() {
            let itemPath = "\(path)[\(index)]"
            let kinds = [item.title != nil, item.icon != nil, item.systemItem != nil].filter { $0 }.count
            guard kinds == 1 else {
                throw failure(itemPath, "expected exactly one of title, icon or systemItem")
            }
            if let title = item.title, title.trimmingCharacters(in: .whitespaces).isEmpty {
                throw failure("\(itemPath).title", "expected a non-empty title")
            }
            if item.systemItem == .flexibleSpace, !allowFlexibleSpace {
                throw failure("\(itemPath).systemItem", "flexible-space arranges toolbar items; a navigation bar spaces its buttons itself")
            }
            if let width = item.width {
                guard item.systemItem == .fixedSpace else {
                    throw failure("\(itemPath).width", "only a fixed-space item has a width")
                }
                guard width.isFinite, (0...200).contains(width) else {
                    throw failure("\(itemPath).width", "expected 0 to 200 points, got \(width)")
                }
            }
        }
    }

    private func validate(_ content: ContentSpec) throws(SpecError) {
        if content.rows != nil, content.image != nil {
            throw failure("content", "expected rows or image, not both")
        }
        if let image = content.image, image.isEmpty {
            throw failure("content.image", "expected a path to a PNG or SVG file")
        }
        guard let rows = content.rows else { return }
        guard !rows.isEmpty else { throw failure("content.rows", "expected at least one row") }
        for (index, row) in rows.enumerated() where row.title.trimmingCharacters(in: .whitespaces).isEmpty {
            throw failure("content.rows[\(index)].title", "expected a non-empty title")
        }
    }

    private func failure(_ path: String, _ message: String) -> SpecError {
        SpecError(file: source, path: path, message: message)
    }
}
