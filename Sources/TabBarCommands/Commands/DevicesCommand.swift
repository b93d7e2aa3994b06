import ArgumentParser
import Foundation
import TabBarModel

/// Lists the device presets a spec's `device:` may name, with the figures the layout uses.
package struct DevicesCommand: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the device presets with their sizes, scales and safe-area insets.",
        discussion: """
            Any other screen can be given in the spec itself:
              device: {width: 400, height: 860, scale: 3, insets: {top: 59, bottom: 34, landscapeBottom: 21}}
            """)

    @Flag(help: "Print JSON instead of a table.")
    package var json = false

    package func run() throws {
        if json {
            let rows = Device.all.map(DeviceRow.init)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            FileHandle.standardOutput.write(try encoder.encode(rows) + Data("\n".utf8))
            return
        }
        var lines = ["name                 family  points     scale  top  bottom  landscape-bottom  also called"]
        for device in Device.all {
            let size = "\(Int(device.portraitSize.width))×\(Int(device.portraitSize.height))"
            lines.append([
                device.name.padding(toLength: 21, withPad: " ", startingAt: 0),
                device.family.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0),
                size.padding(toLength: 11, withPad: " ", startingAt: 0),
                "@\(device.scale)x".padding(toLength: 7, withPad: " ", startingAt: 0),
                format(device.topInsetPortrait).padding(toLength: 5, withPad: " ", startingAt: 0),
                format(device.bottomInsetPortrait).padding(toLength: 8, withPad: " ", startingAt: 0),
                format(device.bottomInsetLandscape).padding(toLength: 18, withPad: " ", startingAt: 0),
                device.aliases.joined(separator: ", "),
            ].joined().trimmingCharacters(in: .whitespaces))
        }
        try printOutput(lines.joined(separator: "\n"))
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

/// One preset in `tabbar devices --json`.
private struct DeviceRow: Encodable {
    package let name: String
    let aliases: [String]
    let family: String
    package let width: Double
    package let height: Double
    package let scale: Int
    let topInset: Double
    let bottomInset: Double
    let landscapeBottomInset: Double

    package init(_ device: Device) {
        name = device.name
        aliases = device.aliases
        family = device.family.rawValue
        width = device.portraitSize.width
        height = device.portraitSize.height
        scale = device.scale
        topInset = device.topInsetPortrait
        bottomInset = device.bottomInsetPortrait
        landscapeBottomInset = device.bottomInsetLandscape
    }
}
