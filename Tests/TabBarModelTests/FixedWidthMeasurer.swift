import TabBarModel

/// Every character is 0.6 em wide: layout tests need widths that do not depend on fonts.
struct FixedWidthMeasurer: TextMeasuring {
    func width(of text: String, style: TextStyle) -> Double {
        Double(text.count) * style.size * 0.6
    }
}

func makeLayout(_ spec: Spec, scale: Int? = nil) throws -> Layout {
    try LayoutEngine(measurer: FixedWidthMeasurer()).layout(spec, scale: scale)
}

func tabs(_ count: Int, badges: [Int: Badge] = [:]) -> [TabSpec] {
    (0..<count).map { index in
        TabSpec(id: "t\(index)", title: "Tab \(index)", icon: .system(.favorites), badge: badges[index])
    }
}

extension Rect {
    /// This rectangle with its top edge moved up by `top`.
    func grown(top: Double) -> Rect {
        Rect(x: x, y: y - top, width: width, height: height + top)
    }
}
