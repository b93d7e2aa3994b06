extension Device {
    /// How many items a bottom bar holds, a More item included; nil for Apple TV, whose bar holds
    /// as many titles as fit (a question of text widths) and never shows More.
    public var barItemCapacity: Int? {
        switch family {
        case .phone:
            LayoutConstants.phoneItemCapacity
        case .pad:
            // iPad keeps the same tabs in both orientations, so its capacity comes from the portrait width.
            Int((portraitSize.width + LayoutConstants.padCapacityItemSpacing)
                / (LayoutConstants.padCapacityItemWidth + LayoutConstants.padCapacityItemSpacing))
        case .tv:
            nil
        }
    }
}
