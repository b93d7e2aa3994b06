/// One step a user takes, written the way `tabbar --tap` takes it. Each step names what the
/// finger touches, prefixed with the screen it is on:
///
/// - `NAME`: the bar item with that id or title; `more` is the More item.
/// - `More/NAME`: a row of the More list; `More/Edit`: the More screen's Edit button.
/// - `Edit/NAME>TARGET`: on the Edit screen, drag a tab onto the bar item TARGET;
///   `Edit/Done`: the Done button.
public enum UserAction: Equatable, Sendable {
    case tapBarItem(String)
    case tapMoreRow(String)
    case tapEdit
    case drag(String, onto: String)
    case tapDone

    public init(step: String) throws(ControllerError) {
        let text = step.trimmingCharacters(in: .whitespaces)
        if let rest = Self.remainder(of: text, after: "More/") {
            guard !rest.isEmpty else { throw ControllerError("expected a row after More/, such as More/Downloads") }
            self = rest.lowercased() == "edit" ? .tapEdit : .tapMoreRow(rest)
        } else if let rest = Self.remainder(of: text, after: "Edit/") {
            if rest.lowercased() == "done" {
                self = .tapDone
                return
            }
            let parts = rest.split(separator: ">", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw ControllerError("expected Edit/Done or Edit/TAB>BAR-ITEM, such as \"Edit/Downloads>Search\"")
            }
            self = .drag(parts[0], onto: parts[1])
        } else {
            guard !text.isEmpty else { throw ControllerError("expected a bar item's id or title, or more") }
            self = .tapBarItem(text)
        }
    }

    private static func remainder(of text: String, after prefix: String) -> String? {
        guard text.lowercased().hasPrefix(prefix.lowercased()) else { return nil }
        return String(text.dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces)
    }
}

extension TabBarController {
    /// Performs a step, resolving names against what is on screen.
    public mutating func apply(_ action: UserAction) throws(ControllerError) -> ActionOutcome {
        switch action {
        case .tapBarItem(let name):
            if hasMoreItem, name.lowercased() == "more" { return try tap(.more) }
            if let index = find(name, among: barTabs) { return try tap(.tab(index)) }
            if let index = find(name, among: moreListTabs) {
                throw ControllerError("\(id(index)) is in the More list, not on the bar; tap more, then More/\(name)")
            }
            if name.lowercased() == "more" {
                throw ControllerError(supportsCustomizing ? "the bar has no More item: every tab fits" : "Apple TV has no More item")
            }
            throw ControllerError("no bar item is called \(MessageText.quote(name)); expected one of: \(barNames)")
        case .tapMoreRow(let name):
            guard hasMoreItem else { throw ControllerError("the bar has no More item, so there is no More list") }
            guard let index = find(name, among: moreListTabs) else {
                let rows = moreListTabs.map(id).joined(separator: ", ")
                throw ControllerError("no row of the More list is called \(MessageText.quote(name)); expected one of: \(rows)")
            }
            return try tapMoreRow(index)
        case .tapEdit:
            try beginEditing()
            return .beganEditing
        case .drag(let draggedName, let targetName):
            guard let dragged = find(draggedName, among: order) else {
                throw ControllerError("no tab is called \(MessageText.quote(draggedName))")
            }
            guard let target = find(targetName, among: barTabs) else {
                throw ControllerError("no tab on the bar is called \(MessageText.quote(targetName)); expected one of: \(barTabs.map(id).joined(separator: ", "))")
            }
            return try drag(dragged, onto: target)
        case .tapDone:
            try endEditing()
            return .endedEditing
        }
    }

    /// A tab by id, then by title, then either ignoring case; the first in order wins.
    func find(_ name: String, among candidates: [Int]) -> Int? {
        let lowered = name.lowercased()
        let tests: [(Int) -> Bool] = [
            { self.id($0) == name },
            { self.spec.tabs[$0].title == name },
            { self.id($0).lowercased() == lowered || self.spec.tabs[$0].title?.lowercased() == lowered },
        ]
        for test in tests {
            if let found = candidates.first(where: test) { return found }
        }
        return nil
    }

    private var barNames: String {
        (barTabs.map(id) + (hasMoreItem ? ["more"] : [])).joined(separator: ", ")
    }
}
