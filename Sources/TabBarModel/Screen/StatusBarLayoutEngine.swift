/// Places the status bar's time, signal, Wi-Fi and battery for each kind of device.
struct StatusBarLayoutEngine {
    let measurer: any TextMeasuring

    private static let signalSize = Size(width: 18, height: 11)
    private static let classicSignalSize = Size(width: 19, height: 10)
    private static let wifiSize = Size(width: 16, height: 11)
    private static let batterySize = Size(width: 25, height: 12)
    private static let gap = 5.0

    /// - Parameters:
    ///   - ios: the release drawn; nil for the classic style.
    ///   - islandTop: where the Dynamic Island's top edge is on this device.
    func layout(
        _ spec: StatusBarSpec?, kind: StatusBarLayout.Kind, height: Double, width: Double, ios: Int?,
        islandTop: Double
    ) -> StatusBarLayout {
        let frame = Rect(x: 0, y: 0, width: width, height: height)
        let level = Double(spec?.battery ?? 100) / 100
        let signal = spec?.signal ?? 4
        switch kind {
        case .island:
            return island(spec, frame: frame, top: islandTop, battery: level, signal: signal)
        case .compact, .classic:
            return centredTime(spec, kind: kind, frame: frame, battery: level, signal: signal)
        case .pad:
            return pad(spec, frame: frame, battery: level, signal: signal, ios: ios)
        }
    }

    private func text(_ text: String, style: TextStyle, centreX: Double? = nil, x: Double? = nil, midY: Double) -> TextLayout {
        let width = measurer.width(of: text, style: style)
        let height = style.lineHeight
        let left = x ?? ((centreX ?? 0) - width / 2)
        return TextLayout(text: text, frame: Rect(x: left, y: midY - height / 2, width: width, height: height), style: style, naturalWidth: width)
    }

    private func box(_ size: Size, x: Double, midY: Double) -> Rect {
        Rect(x: x, y: midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The time in the middle of the left ear, the indicators in the middle of the right one.
    private func island(_ spec: StatusBarSpec?, frame: Rect, top: Double, battery: Double, signal: Int) -> StatusBarLayout {
        let size = ScreenConstants.islandSize
        let island = Rect(x: (frame.width - size.width) / 2, y: top, width: size.width, height: size.height)
        let midY = island.midY
        let time = text(spec?.time ?? "9:41", style: .islandTime, centreX: island.minX / 2 + 6, midY: midY)
        let cluster = Self.signalSize.width + Self.gap + Self.wifiSize.width + Self.gap + Self.batterySize.width
        var x = island.maxX + (frame.width - island.maxX - cluster) / 2
        let signalFrame = box(Self.signalSize, x: x, midY: midY)
        x = signalFrame.maxX + Self.gap
        let wifi = box(Self.wifiSize, x: x, midY: midY)
        let batteryFrame = box(Self.batterySize, x: wifi.maxX + Self.gap, midY: midY)
        return StatusBarLayout(
            kind: .island, frame: frame, time: time, carrier: nil, signalFrame: signalFrame, signalBars: 4,
            signalLevel: signal, wifiFrame: wifi, batteryFrame: batteryFrame, batteryLevel: battery,
            batteryPercentage: nil, islandFrame: island)
    }

    /// 20 pt bars: signal and carrier at the left, the time in the middle, the battery at the right.
    private func centredTime(_ spec: StatusBarSpec?, kind: StatusBarLayout.Kind, frame: Rect, battery: Double, signal: Int) -> StatusBarLayout {
        let classic = kind == .classic
        let style: TextStyle = classic ? .classicStatusText : .statusText
        let midY = frame.midY
        let signalSize = classic ? Self.classicSignalSize : Self.signalSize
        let signalFrame = box(signalSize, x: 6, midY: midY)
        let carrier = text("Carrier", style: classic ? TextStyle(size: 12, weight: .bold) : style, x: signalFrame.maxX + 4, midY: midY)
        let wifi = classic ? nil : box(Self.wifiSize, x: carrier.frame.maxX + 4, midY: midY)
        let time = text(spec?.time ?? "9:41 AM", style: style, centreX: frame.midX, midY: midY)
        let batteryFrame = box(Self.batterySize, x: frame.maxX - 6 - Self.batterySize.width, midY: midY)
        let percentage = classic ? nil : percentageText(battery, style: style, rightEdge: batteryFrame.minX - 4, midY: midY)
        return StatusBarLayout(
            kind: kind, frame: frame, time: time, carrier: carrier, signalFrame: signalFrame,
            signalBars: classic ? 5 : 4, signalLevel: classic && signal == 4 ? 5 : signal, wifiFrame: wifi,
            batteryFrame: batteryFrame, batteryLevel: battery, batteryPercentage: percentage, islandFrame: nil)
    }

    /// iPads: the time at the left, Wi-Fi, percentage and battery at the right.
    private func pad(_ spec: StatusBarSpec?, frame: Rect, battery: Double, signal: Int, ios: Int?) -> StatusBarLayout {
        let midY = frame.midY
        let style = TextStyle.padStatusText
        let time = text(spec?.time ?? "9:41", style: style, x: 20, midY: midY)
        // iPad status bars have shown the date since iOS 12: in the time's face, 12 pt of clear space
        // after it (real iPadOS 26 render, iPad Pro 13″: the time's ink ends at 63.5 pt, the date's
        // starts at 75.5), less the faces' side bearings.
        let date = (ios ?? 0) >= 12 ? text(spec?.date ?? "Tue Jan 9", style: style, x: time.frame.maxX + 10, midY: midY) : nil
        let batteryFrame = box(Self.batterySize, x: frame.maxX - 20 - Self.batterySize.width, midY: midY)
        let percentage = percentageText(battery, style: style, rightEdge: batteryFrame.minX - 4, midY: midY)
        let wifi = box(Self.wifiSize, x: percentage.frame.minX - Self.gap - Self.wifiSize.width, midY: midY)
        let signalFrame = box(Self.signalSize, x: wifi.minX - Self.gap - Self.signalSize.width, midY: midY)
        return StatusBarLayout(
            kind: .pad, frame: frame, time: time, date: date, carrier: nil, signalFrame: signalFrame, signalBars: 4,
            signalLevel: signal, wifiFrame: wifi, batteryFrame: batteryFrame, batteryLevel: battery,
            batteryPercentage: percentage, islandFrame: nil)
    }

    private func percentageText(_ level: Double, style: TextStyle, rightEdge: Double, midY: Double) -> TextLayout {
        let label = "\(Int((level * 100).rounded()))%"
        let width = measurer.width(of: label, style: style)
        return text(label, style: style, x: rightEdge - width, midY: midY)
    }
}
