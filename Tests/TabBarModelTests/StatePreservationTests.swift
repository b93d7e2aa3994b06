import Foundation
import TabBarModel
import XCTest

final class StatePreservationTests: XCTestCase {
    private func spec(_ ids: [String], selected: TabReference? = nil) -> Spec {
        Spec(device: "iphone-15", ios: IOSRelease(17), selected: selected, tabs: ids.map { TabSpec(id: $0, title: $0.capitalized, icon: .system(.favorites)) })
    }

    private let ids = ["featured", "top", "viewed", "search", "bookmarks", "history", "downloads"]

    /// The user opens History from More, then swaps Downloads onto Search.
    private func customized() throws -> TabBarController {
        var controller = TabBarController(spec: spec(ids))
        for step in ["more", "More/Edit", "Edit/downloads>search", "Edit/Done", "More/history"] {
            _ = try controller.apply(UserAction(step: step))
        }
        return controller
    }

    func testSavedStateNamesTabsByRestorationIdentifier() throws {
        var tabs = spec(ids)
        tabs.tabs[5].restorationId = "history-v1"
        var controller = TabBarController(spec: tabs)
        try controller.select(.id("history"))
        let state = controller.preserved()
        XCTAssertEqual(state.selected, "history-v1")
        XCTAssertEqual(state.order, ["featured", "top", "viewed", "search", "bookmarks", "history-v1", "downloads"])
        XCTAssertFalse(state.showsMoreList)
        let object = try JSONSerialization.jsonObject(with: state.encoded()) as? [String: Any]
        XCTAssertEqual(Set(object?.keys ?? [:].keys), ["version", "order", "selected", "showsMoreList"])
        XCTAssertEqual(object?["version"] as? Int, 1)
    }

    func testRoundTripRestoresOrderAndSelection() throws {
        let controller = try customized()
        XCTAssertEqual(controller.barTabs, [0, 1, 2, 6])
        let data = controller.preserved().encoded()
        let state = try PreservedTabState.decode(data, source: "state.json")
        let restored = TabBarController.restoring(state, spec: spec(ids))
        XCTAssertEqual(restored.controller.order, controller.order)
        XCTAssertEqual(restored.controller.selectedTab, 5)
        XCTAssertTrue(restored.controller.isMoreSelected)
        XCTAssertTrue(restored.selectionRestored)
        XCTAssertEqual(restored.unknownIdentifiers, [])
        XCTAssertEqual(state.encoded(), data, "same state, same bytes")
    }

    func testSelectionFollowsTheIdentifierIntoANewOrder() throws {
        let state = try customized().preserved()
        // The next version of the app lists its tabs in another order and drops none.
        let reordered = spec(["history", "downloads", "featured", "search", "top", "viewed", "bookmarks"])
        let restored = TabBarController.restoring(state, spec: reordered)
        XCTAssertEqual(restored.controller.spec.tabId(at: restored.controller.selectedTab!), "history")
        XCTAssertEqual(restored.controller.order.map(reordered.tabId(at:)), state.order, "the user's order, by identifier")
    }

    func testMissingIdentifiersFallBackToTheDefault() throws {
        let state = try customized().preserved()
        // History is gone and a new tab, Inbox, has arrived.
        let next = spec(["featured", "top", "viewed", "search", "bookmarks", "downloads", "inbox"], selected: .id("top"))
        let restored = TabBarController.restoring(state, spec: next)
        XCTAssertFalse(restored.selectionRestored)
        XCTAssertEqual(restored.unknownIdentifiers, ["history"])
        XCTAssertEqual(restored.controller.selectedTab, 1, "the spec's own selection")
        XCTAssertEqual(restored.controller.order.map(next.tabId(at:)),
                       ["featured", "top", "viewed", "downloads", "bookmarks", "search", "inbox"],
                       "known tabs in the saved order, new ones after them")
    }

    func testTabsThatCannotBeCustomizedKeepTheirPlace() throws {
        let state = PreservedTabState(order: ["downloads", "history", "bookmarks", "search", "viewed", "top", "featured"], selected: nil, showsMoreList: false)
        var fixed = spec(ids)
        fixed.tabs[0].customizable = false
        let restored = TabBarController.restoring(state, spec: fixed)
        XCTAssertEqual(restored.controller.order.map(fixed.tabId(at:)),
                       ["featured", "downloads", "history", "bookmarks", "search", "viewed", "top"])
    }

    func testMoreListOnScreenIsRestoredWhenThereIsStillAMoreList() throws {
        var controller = TabBarController(spec: spec(ids))
        _ = try controller.tap(.more)
        let state = controller.preserved()
        XCTAssertNil(state.selected)
        XCTAssertTrue(state.showsMoreList)
        XCTAssertEqual(TabBarController.restoring(state, spec: spec(ids)).controller.selection, .moreList)
        let fewer = TabBarController.restoring(state, spec: spec(Array(ids.prefix(4))))
        XCTAssertEqual(fewer.controller.selectedTab, 0, "no More list any more: the default")
        XCTAssertFalse(fewer.selectionRestored)
    }

    func testAppleTVRestoresTheSelectionButNotAnOrder() {
        let tv = Spec(device: "apple-tv", ios: IOSRelease(17), tabs: ["a", "b", "c"].map { TabSpec(id: $0, title: $0.uppercased()) })
        let state = PreservedTabState(order: ["c", "b", "a"], selected: "b", showsMoreList: false)
        let restored = TabBarController.restoring(state, spec: tv)
        XCTAssertEqual(restored.controller.order, [0, 1, 2])
        XCTAssertEqual(restored.controller.selectedTab, 1)
    }

    func testBadStateNamesTheField() {
        func failure(_ json: String) -> SpecError? {
            do {
                _ = try PreservedTabState.decode(Data(json.utf8), source: "state.json")
                return nil
            } catch {
                return error
            }
        }
        XCTAssertEqual(failure("{\"version\": 1, \"order\": [\"a\", 2]}")?.path, "order[1]")
        XCTAssertEqual(failure("{\"version\": 2, \"order\": []}")?.path, "version")
        XCTAssertEqual(failure("{\"version\": 1, \"order\": [], \"tabs\": 1}")?.path, "tabs")
        XCTAssertEqual(failure("{\"order\": []}")?.path, "version")
        XCTAssertTrue(failure("not json")?.message.hasPrefix("not valid JSON") ?? false)
        XCTAssertEqual(failure("{\"version\": 1, \"order\": []}")?.file, nil, "a minimal state is valid")
    }
}
