import ArgumentParser
import Foundation
import TabBarModel
import TabBarRender

package struct LayoutCommand: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print a spec's geometry in points.",
        discussion: """
            Frames are in points, origin at the screen's top-left. Text measurement uses the same \
            fonts as rendering, so truncation and badge widths match the pictures.

            Example:
              tabbar layout Examples/phone-badges.yaml --json
              tabbar layout Examples/phone-more.json --tap more --tap More/Edit --tap "Edit/History>Search"
            """)

    @Argument(help: "A spec file.")
    package var spec: String

    @Flag(name: .long, help: "Print JSON: {\"schemaVersion\": 1, \"bar\": {\"frame\"}, \"tabs\": [...], \"warnings\": [...]}, points to 1/1000 (Schemas/layout.schema.json).")
    package var json = false

    @OptionGroup var controllerOptions: ControllerOptions

    @OptionGroup var overrideOptions: OverrideOptions

    package func run() throws {
        var document = try SpecFiles.load(spec, overrides: try overrideOptions.overrides())
        if controllerOptions.isUsed {
            let run = try controllerOptions.play(on: document)
            document.presentation = run.controller.presentation
            try controllerOptions.save(run)
        }
        let renderer = try makeRenderer()
        let layout: Layout
        do { layout = try renderer.layout(document) } catch { throw CommandFailure.invalidInput("\(error)") }
        if json {
            // The colours the scene resolves from this layout, as render draws them; a spec whose
            // pictures cannot be read still has its geometry, without colours.
            let colors = (try? renderer.scene(document, layout: layout)).map(ResolvedColors.init)
            try printOutput(try StableJSON.encode(LayoutJSON(layout: layout, colors: colors)))
            return
        }
        try printOutput(LayoutSummary(layout).text)
    }
}

func makeLayout(_ document: SpecDocument) throws(CommandFailure) -> Layout {
    do {
        return try makeRenderer().layout(document)
    } catch {
        throw .invalidInput("\(error)")
    }
}

private func makeRenderer() throws(CommandFailure) -> Renderer {
    let resources = try ResourceLocator.resources(iconDirectory: nil)
    do {
        return try Renderer(resources: resources)
    } catch {
        throw .invalidInput("\(error)")
    }
}

/// The layout's keys with `colors` among them.
private struct LayoutJSON: Encodable {
    package let layout: Layout
    package let colors: ResolvedColors?
    enum Key: String, CodingKey { case colors }

    package func encode(to encoder: any Encoder) throws {
        try layout.encode(to: encoder)
        var container = encoder.container(keyedBy: Key.self)
        try container.encodeIfPresent(colors, forKey: .colors)
    }
}

/// The colours the bar's items are drawn in, after appearance, release, tint and what lies
/// under iOS 26's glass (Schemas/layout.schema.json).
private struct ResolvedColors: Encodable {
    package let selected, unselected, unselectedIcon, selectedTitle, unselectedTitle, disabled: Color
    let barBackground, badge, badgeText: Color
    package let glassBackdrop, homeIndicator: Color?

    package init(_ scene: RenderScene) {
        let palette = scene.palette
        selected = palette.selected
        unselected = palette.unselected
        unselectedIcon = palette.unselectedIcon
        selectedTitle = palette.selectedTitle
        unselectedTitle = palette.unselectedTitle
        disabled = palette.disabled
        barBackground = palette.barBackground
        badge = palette.badge
        badgeText = palette.badgeText
        glassBackdrop = palette.glassBackdrop
        homeIndicator = scene.homeIndicatorColor
    }
}

/// The layout as lines a person reads.
struct LayoutSummary {
    package let text: String

    package init(_ layout: Layout) {
        func show(_ rect: Rect) -> String {
            "\(number(rect.x)),\(number(rect.y)) \(number(rect.width))×\(number(rect.height))"
        }
        var lines = ["\(layout.device) \(layout.orientation.rawValue) @\(layout.scale)x\(layout.layoutDirection == .rtl ? ", right to left" : ""), bar \(show(layout.bar.frame))\(layout.tabBarHiddenBy.map { " (hidden by \($0))" } ?? "")"]
        for tab in layout.tabs {
            var flags: [String] = []
            if tab.selected { flags.append("selected") }
            if tab.isMore { flags.append("more") }
            if !tab.enabled { flags.append("disabled") }
            if tab.titleTruncated { flags.append("truncated") }
            let badge = tab.badge.map { " badge \"\($0)\"" } ?? ""
            lines.append("  \(tab.id): frame \(show(tab.frame)), hit \(show(tab.hitRegion))\(badge)\(flags.isEmpty ? "" : " [" + flags.joined(separator: ", ") + "]")")
        }
        lines += ScreenSummary.lines(layout)
        if !layout.moreList.isEmpty {
            lines.append("  in More: \(layout.moreList.map { "tabs[\($0)]" }.joined(separator: ", "))")
        }
        for warning in layout.warnings {
            lines.append("  warning[\(warning.code.rawValue)] \(warning.path): \(warning.message)")
        }
        text = lines.joined(separator: "\n")
    }
}

package func number(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    // Only whole numbers well inside Int's range may go through Int.
    guard rounded.isFinite, abs(rounded) < 1e15 else { return String(value) }
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}
