import Foundation
import TabBarModel

/// A controller's state for people (text) and programs (JSON).
struct StateReport: Encodable {
    struct BarItem: Encodable {
        let id: String
        let isMore: Bool
        let selected: Bool
    }

    struct Screen: Encodable {
        /// tab | moreList | editing
        let kind: String
        /// The tab whose content fills the screen, for kind tab.
        let tab: String?
    }

    struct Step: Encodable {
        let step: String
        let result: String
        let refused: Bool
    }

    struct Restoration: Encodable {
        let selectionRestored: Bool
        let unknownIdentifiers: [String]
    }

    /// Tab ids in the user's order.
    package let order: [String]
    package let bar: [BarItem]
    package let selected: String?
    package let selectedIndex: Int?
    package let moreSelected: Bool
    package let screen: Screen
    package let moreList: MoreListState?
    package let editing: EditState?
    package let steps: [Step]
    package let restoration: Restoration?
    let preserved: PreservedTabState

    package init(_ run: ControllerRun) {
        let controller = run.controller
        let spec = controller.spec
        order = controller.order.map(spec.tabId(at:))
        bar = controller.barTabs.map { BarItem(id: spec.tabId(at: $0), isMore: false, selected: controller.selection == .tab($0)) }
            + (controller.hasMoreItem ? [BarItem(id: "more", isMore: true, selected: controller.isMoreSelected)] : [])
        selected = controller.selectedTab.map(spec.tabId(at:))
        selectedIndex = controller.selectedIndex
        moreSelected = controller.isMoreSelected
        switch controller.screen {
        case .tab(let index): screen = Screen(kind: "tab", tab: spec.tabId(at: index))
        case .moreList: screen = Screen(kind: "moreList", tab: nil)
        case .editing: screen = Screen(kind: "editing", tab: nil)
        }
        moreList = controller.moreList
        editing = controller.isEditing ? controller.editState : nil
        steps = run.steps.map { played in
            let refused = if case .refused = played.outcome { true } else { false }
            return Step(step: played.step, result: played.description, refused: refused)
        }
        restoration = run.restoration.map {
            Restoration(selectionRestored: $0.selectionRestored, unknownIdentifiers: $0.unknownIdentifiers)
        }
        preserved = controller.preserved()
    }

    package var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self)
    }

    package var text: String {
        var lines: [String] = []
        lines.append("bar: " + bar.map { ($0.isMore ? "More" : $0.id) + ($0.selected ? " (selected)" : "") }.joined(separator: ", "))
        switch screen.kind {
        case "moreList": lines.append("screen: the More list")
        case "editing": lines.append("screen: the Edit screen")
        default: lines.append("screen: \(screen.tab ?? "")" + (moreSelected ? ", opened from the More list" : ""))
        }
        if let moreList {
            let rows = moreList.rows.map { $0.id + ($0.badge.map { " (badge \($0))" } ?? "") }
            lines.append("More list: " + rows.joined(separator: ", ") + (moreList.showsEditButton ? "; Edit button" : ""))
        }
        if let editing {
            lines.append("Edit screen: " + editing.items.map { $0.id + ($0.inBar ? " (on the bar)" : "") }.joined(separator: ", "))
        }
        if let restoration {
            var line = "restored: " + (restoration.selectionRestored ? "selection and order" : "order; the saved selection is gone, so the spec's is used")
            if !restoration.unknownIdentifiers.isEmpty {
                line += "; no tab has the saved identifiers " + restoration.unknownIdentifiers.joined(separator: ", ")
            }
            lines.append(line)
        }
        for (number, step) in steps.enumerated() {
            lines.append("step \(number + 1), \(step.step): \(step.result)")
        }
        return lines.joined(separator: "\n")
    }
}
