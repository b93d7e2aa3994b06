import Foundation

/// Checks what decoding cannot: references between fields and values the device cannot show.
/// Style advice (tab counts, titles) is the guideline checker's job, not an error.
struct SpecValidator {
    let source: String

    func validate(_ spec: Spec) throws(SpecError) {
        guard let device = spec.device.device else {
            throw failure("device", "unknown device \(MessageText.quote(spec.device.name)); expected a preset that `tabbar devices` lists, such as iphone-16-pro, or a custom {width, height, scale}")
        }
        if let release = spec.ios, spec.style == .classic {
            throw failure("ios", "the classic style is the 2008 bar, before iOS 7; expected no ios key with style: classic, got \(release.major)")
        }
        if spec.appearance == .dark, spec.style == .modern, !spec.look.supportsDarkAppearance {
            throw failure("appearance", "dark mode arrived in iOS 13; expected light with ios: \(spec.release.major), or ios: 13 or later")
        }
        if spec.scrollEdge == true, spec.style == .classic || !spec.look.hasScrollEdgeAppearance {
            throw failure("scrollEdge", "the scroll-edge appearance arrived in iOS 15; expected no scrollEdge key before ios: 15")
        }
        if !device.rotates, spec.orientation == .portrait {
            throw failure("orientation", "\(device.name) has a single landscape screen; expected landscape or no orientation")
        }
        if device.family == .tv, spec.keyboard {
            throw failure("keyboard", "\(device.name) shows no on-screen keyboard under a tab bar; expected false")
        }
        if device.family == .tv, spec.style == .classic {
            throw failure("style", "the classic style predates Apple TV; expected modern")
        }
        if let locale = spec.locale, locale.isEmpty || !locale.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) {
            throw failure("locale", "expected a locale identifier such as en, ar or he-IL, got \"\(locale)\"")
        }
        if spec.layoutDirection == .rtl, !spec.supportsRightToLeft {
            throw failure("layoutDirection", "UIKit mirrors layouts right to left from iOS 9 (modern style); expected ltr or ios: 9 or later")
        }
        // Apps show screens with only a navigation bar, or only a toolbar, and no tab bar.
        guard !spec.tabs.isEmpty || spec.toolbar != nil || spec.navigationBar != nil else {
            throw failure("tabs", "expected at least one tab; only a screen with a navigation bar or a toolbar may have none")
        }
        if spec.tabs.isEmpty, spec.selected != nil {
            throw failure("selected", "the screen has no tabs to select; expected no selected key")
        }
        guard spec.tabs.isEmpty || spec.tabs.contains(where: { !$0.removed }) else {
            throw failure("tabs", "every tab is removed; expected at least one tab without removed: true")
        }
        if let placement = spec.placement, placement != .main, device.family != .pad {
            throw failure("placement", "split views and popovers with a tab bar are an iPad layout; expected main or no placement on \(device.name)")
        }
        for (index, tab) in spec.tabs.enumerated() {
            let title = tab.title ?? ""
            // A search tab has the system's title and picture (UISearchTab's) when it gives none.
            if title.trimmingCharacters(in: .whitespaces).isEmpty, tab.icon == nil, tab.role != .search {
                throw failure("tabs[\(index)]", "expected a title, an icon or both (or role: search)")
            }
            if device.family == .tv, tab.icon != nil, title.isEmpty {
                throw failure("tabs[\(index)].title", "Apple TV tabs show text only; expected a title")
            }
            if let id = tab.id, id.isEmpty {
                throw failure("tabs[\(index)].id", "expected a non-empty id")
            }
            if tab.selectedIcon != nil, tab.icon == nil {
                throw failure("tabs[\(index)].selectedIcon", "replaces the icon while the tab is selected; expected an icon beside it")
            }
            if let id = tab.restorationId, id.isEmpty {
                throw failure("tabs[\(index)].restorationId", "expected a non-empty restoration identifier")
            }
        }
        switch spec.selected {
        case .index(let index)?:
            guard spec.tabs.indices.contains(index) else {
                throw failure("selected", "expected a tab index from 0 to \(spec.tabs.count - 1), got \(index)")
            }
        case .id(let id)?:
            guard spec.tabs.indices.contains(where: { spec.tabId(at: $0) == id }) else {
                let ids = spec.tabs.indices.map { spec.tabId(at: $0) }.joined(separator: ", ")
                throw failure("selected", "no tab has the id \(MessageText.quote(id)); expected one of: \(ids)")
            }
        case nil:
            break
        }
        try AdaptiveTabsValidator(source: source, device: device).validate(spec)
        try ShownScreenValidator(source: source, device: device).validate(spec)
        try ScreenSpecValidator(source: source, device: device).validate(spec)
        try SpecUnknownsValidator(source: source).validate(spec.unknowns)
    }

    private func failure(_ path: String, _ message: String) -> SpecError {
        SpecError(file: source, path: path, message: message)
    }
}

extension Spec {
    /// A tab's id: the one given, else its title in lower case with dashes, else `tab-N`.
    public func tabId(at index: Int) -> String {
        let tab = tabs[index]
        if let id = tab.id { return id }
        let title = (tab.title ?? "").lowercased().split(whereSeparator: { $0.isWhitespace }).joined(separator: "-")
        return title.isEmpty ? "tab-\(index)" : title
    }

    /// The key a tab's state is preserved under: its `restorationId`, else its id.
    public func restorationId(at index: Int) -> String {
        tabs[index].restorationId ?? tabId(at: index)
    }

    /// The index `selected` names; the first tab when it names none.
    public var selectedIndex: Int {
        switch selected {
        case .index(let index)?: index
        case .id(let id)?: tabs.indices.first { tabId(at: $0) == id } ?? 0
        case nil: 0
        }
    }
}
