extension LayoutWarning {
    /// Items a finger cannot hit reliably, and titles cut short.
    static func itemWarnings(_ tabs: [TabLayout]) -> [LayoutWarning] {
        var warnings: [LayoutWarning] = []
        for tab in tabs {
            let path = tab.specIndex.map { "tabs[\($0)]" } ?? "more"
            let hit = tab.hitRegion
            if hit.width < LayoutConstants.minimumHitSize || hit.height < LayoutConstants.minimumHitSize {
                warnings.append(LayoutWarning(
                    code: .hitRegionTooSmall, path: path,
                    message: "hit region is \(format(hit.width))×\(format(hit.height)) pt, smaller than 44×44 pt"))
            }
            if tab.titleTruncated {
                warnings.append(LayoutWarning(
                    code: .titleTruncated, path: tab.specIndex.map { "tabs[\($0)].title" } ?? path,
                    message: "\"\(tab.title)\" is \(format(tab.titleWidth)) pt wide and is truncated to \(format(tab.titleFrame.width)) pt"))
            }
        }
        return warnings
    }

    private static func format(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
