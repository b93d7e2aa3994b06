import Foundation

/// What state preservation saves: the selected tab and the user's order, by restoration
/// identifier rather than position, so that a later version of the app with its tabs in another
/// order restores the same tab.
public struct PreservedTabState: Codable, Equatable, Sendable {
    public static let currentVersion = 1

    public var version: Int
    /// Restoration identifiers in the user's order.
    public var order: [String]
    /// The selected tab's restoration identifier; nil while the More list itself is on screen.
    public var selected: String?
    /// True when the More list itself was on screen.
    public var showsMoreList: Bool

    public init(order: [String], selected: String?, showsMoreList: Bool) {
        self.version = Self.currentVersion
        self.order = order
        self.selected = selected
        self.showsMoreList = showsMoreList
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case version, order, selected, showsMoreList
    }

    public init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.self)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        guard version == Self.currentVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: container,
                debugDescription: "expected \(Self.currentVersion), got \(version); this state was saved by another version of TabBarKit")
        }
        order = try container.decode([String].self, forKey: .order)
        selected = try container.decodeIfPresent(String.self, forKey: .selected)
        showsMoreList = try container.decodeIfPresent(Bool.self, forKey: .showsMoreList) ?? false
    }

    // Written by hand so that `selected` appears as null rather than going missing.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        try container.encode(order, forKey: .order)
        try container.encode(selected, forKey: .selected)
        try container.encode(showsMoreList, forKey: .showsMoreList)
    }

    /// Reads a saved state, or names the field at fault.
    public static func decode(_ data: Data, source: String) throws(SpecError) -> PreservedTabState {
        let data = ByteOrderMark.stripped(data)
        try SpecInputLimits.check(data, source: source)
        do {
            return try JSONDecoder().decode(PreservedTabState.self, from: data)
        } catch let error as DecodingError {
            throw SpecDecoder.specError(error, format: .json, source: source)
        } catch {
            throw SpecError(file: source, path: "", message: "could not be read: \(error)")
        }
    }

    /// Pretty JSON with sorted keys: the same state gives the same bytes.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        // Encoding strings, arrays and booleans cannot fail.
        return (try? encoder.encode(self)) ?? Data()
    }
}

/// A controller restored from a saved state, with what could not be restored.
public struct RestoredTabBar: Equatable, Sendable {
    public var controller: TabBarController
    /// Saved identifiers that no tab of the spec carries any more.
    public var unknownIdentifiers: [String]
    /// False when the saved selection was gone and the spec's default was used.
    public var selectionRestored: Bool
}

extension TabBarController {
    /// The state to save: the order and the selection, by restoration identifier.
    public func preserved() -> PreservedTabState {
        PreservedTabState(
            order: order.map(spec.restorationId(at:)),
            selected: selectedTab.map(spec.restorationId(at:)),
            showsMoreList: selection == .moreList)
    }

    /// Restores a saved state into a freshly made controller for `spec`, whose tabs may be in
    /// another order than when the state was saved (a new version of the app).
    ///
    /// Order: customizable tabs fill the places customizable tabs hold in the spec, in the saved
    /// order, followed by tabs the save does not mention in spec order; tabs that cannot be
    /// customized stay where the spec puts them. Apple TV, which has no customizing, keeps the
    /// spec's order. Selection follows the identifier; an identifier no tab has any more falls
    /// back to the spec's `selected`.
    public static func restoring(_ state: PreservedTabState, spec: Spec) -> RestoredTabBar {
        var controller = TabBarController(spec: spec)
        let known = Set(spec.tabs.indices.map(spec.restorationId(at:)))
        var seen = Set<String>()
        let unknown = (state.order + [state.selected].compactMap { $0 }).filter {
            !known.contains($0) && seen.insert($0).inserted
        }

        if controller.supportsCustomizing {
            let savedRank = Dictionary(
                state.order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            let places = controller.order.indices.filter { spec.tabs[controller.order[$0]].customizable }
            let movable = places.map { controller.order[$0] }
            let sorted = movable.enumerated().sorted { a, b in
                let rankA = savedRank[spec.restorationId(at: a.element)] ?? Int.max
                let rankB = savedRank[spec.restorationId(at: b.element)] ?? Int.max
                return rankA != rankB ? rankA < rankB : a.offset < b.offset
            }.map(\.element)
            for (place, index) in zip(places, sorted) { controller.order[place] = index }
        }

        var restored = false
        if let selected = state.selected,
           let index = controller.order.first(where: { spec.restorationId(at: $0) == selected }) {
            controller.selection = .tab(index)
            // The Edit screen a spec may show sits over the More list; a restored tab replaces both.
            controller.isEditing = false
            restored = true
        } else if state.selected == nil, state.showsMoreList, controller.hasMoreItem {
            controller.selection = .moreList
            restored = true
        }
        controller.moreStackTab = nil
        controller.settleMoreStack()
        return RestoredTabBar(controller: controller, unknownIdentifiers: unknown, selectionRestored: restored)
    }
}
