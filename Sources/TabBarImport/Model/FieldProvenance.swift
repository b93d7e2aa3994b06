extension ImportedTabBar {
    /// Each spec field the bar fills, with the place in the app's code it came from, in spec
    /// order: what a lint finding or a report points back to.
    public var fieldProvenance: [(field: String, provenance: Provenance)] {
        var fields: [(field: String, provenance: Provenance)] = [("", provenance)]
        for (key, traced) in [("tint", tint), ("unselectedTint", unselectedTint), ("barTint", barTint), ("badgeColor", badgeColor)] {
            if let traced { fields.append((key, traced.provenance)) }
        }
        if let selected { fields.append(("selected", selected.provenance)) }
        if let accessory { fields.append(("accessory", accessory.provenance)) }
        for (index, tab) in tabs.enumerated() {
            let path = "tabs[\(index)]"
            fields.append((path, tab.provenance))
            if let title = tab.title { fields.append((path + ".title", title.provenance)) }
            if let icon = tab.icon { fields.append((path + ".icon", icon.provenance)) }
            if let icon = tab.selectedIcon { fields.append((path + ".selectedIcon", icon.provenance)) }
            if let badge = tab.badge { fields.append((path + ".badge", badge.provenance)) }
        }
        return fields
    }

    /// The source of a spec field, or of its nearest parent the bar fills (`tabs[2]` for
    /// `tabs[2].enabled`, the bar itself for anything else).
    public func provenance(ofField path: String) -> Provenance {
        let fields = fieldProvenance
        var candidate = path
        while true {
            if let found = fields.first(where: { $0.field == candidate }) { return found.provenance }
            guard let cut = candidate.lastIndex(where: { $0 == "." || $0 == "[" }) else { return provenance }
            candidate = String(candidate[..<cut])
        }
    }
}

extension ImportedSpec {
    /// The source of a field of this spec: `unknowns[N]` is the line of the code that leaves that
    /// entry to run time; any other field is the bar's (`ImportedTabBar.provenance(ofField:)`).
    public func provenance(ofField path: String) -> Provenance {
        if path.hasPrefix("unknowns["), let close = path.firstIndex(of: "]"),
           let index = Int(path[path.index(path.startIndex, offsetBy: 9)..<close]), unknowns.indices.contains(index) {
            return unknowns[index].provenance
        }
        return bar.provenance(ofField: path)
    }
}
