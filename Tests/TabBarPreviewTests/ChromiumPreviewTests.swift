import Foundation
import TabBarImage
import TabBarModel
import TabBarRender
import XCTest

/// The page in a real browser: Debian's Chromium, headless, opens the preview; its DevTools HTTP
/// endpoint lists the page's title, which the page sets from the pictures it has painted (an
/// image's `load` event), so a saved spec is seen arriving in the browser itself.
final class ChromiumPreviewTests: XCTestCase {
    func testASavedSpecArrivesInTheBrowser() async throws {
        let (fixture, browser) = try await openPreview()

        let first = try browser.waitForTitle { $0.contains("phone v1") }
        XCTAssertFalse(first.contains("problem"), first)

        try fixture.save(PreviewFixture.specText(badge: "42", appearance: "dark"))
        let second = try browser.waitForTitle { $0.contains("phone v2") }
        XCTAssertFalse(second.contains("problem"), second)

        // A half-written spec: the page says so and keeps showing version 2.
        try fixture.save(PreviewFixture.specText(appearance: "purple"))
        let broken = try browser.waitForTitle { $0.contains("1 problem") }
        XCTAssertTrue(broken.contains("phone v2"), broken)
        XCTAssertEqual(fixture.server.openPages, 1)
    }

    /// Hovering a tab in the browser outlines its frames from the renderer's layout (hit region,
    /// item, icon, title, badge) at the zoom shown, and the tip lists them in points; leaving the
    /// bar clears them. The mouse is moved through the DevTools protocol, as a user's would be.
    func testHoveringATabShowsItsFramesFromTheLayout() async throws {
        let (fixture, browser) = try await openPreview()
        _ = try browser.waitForTitle { $0.contains("phone v1") }
        let session = try DevToolsSession(devToolsPort: browser.devToolsPort)
        defer { session.close() }

        let document = try SpecDocument.loadWithText(fixture.spec.path).document
        let layout = try Renderer(resources: try RenderResources.fromEnvironment(iconDirectory: nil)).layout(document).relativeToCanvas()
        let recents = try XCTUnwrap(layout.tabs.first { $0.id == "recents" })
        let badge = try XCTUnwrap(recents.badgeFrame, "the fixture's Recents tab has a badge")

        for zoom in [1.0, 2.0] {
            _ = try session.evaluate("document.querySelector('[data-zoom=\"\(Int(zoom))\"]').click(), '0'")
            let stage = try XCTUnwrap(try session.evaluate(
                "JSON.stringify((r => ({ x: r.left, y: r.top }))(document.querySelector('.stage').getBoundingClientRect()))") as? [String: Double])
            let (left, top) = (try XCTUnwrap(stage["x"]), try XCTUnwrap(stage["y"]))
            let hit = recents.hitRegion
            try session.moveMouse(x: left + (hit.midX) * zoom, y: top + hit.midY * zoom)
            let shown = try XCTUnwrap(try session.evaluate("""
                JSON.stringify({
                  tip: document.querySelector('#tip').hidden ? null : document.querySelector('#tip').textContent,
                  boxes: [...document.querySelectorAll('.overlay .box')].map(b => {
                    const r = b.getBoundingClientRect();
                    return { kind: b.className.replace('box ', ''), x: r.left, y: r.top, width: r.width, height: r.height };
                  })
                })
                """) as? [String: Any])
            let tip = try XCTUnwrap(shown["tip"] as? String, "no tip at zoom \(zoom)")
            XCTAssertTrue(tip.hasPrefix("recents “Recents”\n"), tip)
            let boxes = try XCTUnwrap(shown["boxes"] as? [[String: Any]])
            let expected: [(String, Rect)] = [("hit", hit), ("item", recents.frame), ("icon", try XCTUnwrap(recents.iconFrame)),
                                              ("title", try XCTUnwrap(recents.titleFrame)), ("badge", badge)]
            XCTAssertEqual(boxes.compactMap { $0["kind"] as? String }, expected.map(\.0))
            for ((kind, rect), box) in zip(expected, boxes) {
                for (name, want, got) in [("x", left + rect.x * zoom, box["x"]), ("y", top + rect.y * zoom, box["y"]),
                                          ("width", rect.width * zoom, box["width"]), ("height", rect.height * zoom, box["height"])] {
                    XCTAssertEqual(try XCTUnwrap(got as? Double), want, accuracy: 0.51, "\(kind).\(name) at zoom \(zoom)")
                }
                func points(_ value: Double) -> String { String(Double((value * 100).rounded()) / 100).replacingOccurrences(of: ".0", with: "") }
                XCTAssertTrue(tip.contains("\(kind.padding(toLength: 5, withPad: " ", startingAt: 0)) \(points(rect.x)),\(points(rect.y)) \(points(rect.width))×\(points(rect.height)) pt"),
                              "\(kind) in \(tip)")
            }
            // Above the bar: nothing is outlined.
            try session.moveMouse(x: left + hit.midX * zoom, y: top - 5)
            let cleared = try XCTUnwrap(try session.evaluate("JSON.stringify(document.querySelectorAll('.overlay .box').length)") as? Int)
            XCTAssertEqual(cleared, 0)
        }
    }

    /// The preview of the fixture's spec, open in a headless Chromium; both stop after the test.
    /// Without Chromium the test fails: setup installs it.
    private func openPreview() async throws -> (PreviewFixture, HeadlessChromium) {
        let chromium = try XCTUnwrap(Self.chromium(), "chromium is not installed; scripts/setup.sh installs Debian's `chromium`, which this test needs")
        let fixture = try await PreviewFixture()
        addTeardownBlock { await fixture.stop() }
        let browser = try HeadlessChromium(executable: chromium, url: "http://127.0.0.1:\(fixture.port)/")
        addTeardownBlock { browser.stop() }
        return (fixture, browser)
    }

    static func chromium() -> String? {
        for candidate in ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        where FileManager.default.isExecutableFile(atPath: candidate) {
            return candidate
        }
        return nil
    }
}

/// A headless Chromium showing one URL, with its DevTools endpoint on a port it chose.
final class HeadlessChromium: @unchecked Sendable {
    private let process: Process
    private let profile: URL
    let devToolsPort: UInt16

    init(executable: String, url: String) throws {
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
            "--disable-extensions", "--disable-background-networking", "--remote-debugging-port=0",
            "--user-data-dir=\(profile.path)", "--window-size=1400,900", url,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Chromium writes the port it took to this file once DevTools listens.
        let portFile = profile.appendingPathComponent("DevToolsActivePort")
        let deadline = Date().addingTimeInterval(60)
        var found: UInt16?
        while found == nil, Date() < deadline, process.isRunning {
            if let text = try? String(contentsOf: portFile, encoding: .utf8), let line = text.split(separator: "\n").first {
                found = UInt16(line)
            }
            if found == nil { Thread.sleep(forTimeInterval: 0.1) }
        }
        guard let found else {
            process.terminate()
            throw ChromiumError.noDevTools
        }
        devToolsPort = found
    }

    /// The page's title once `accept` takes it; fails after `timeout` seconds with the last title.
    func waitForTitle(timeout: TimeInterval = 60, _ accept: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < deadline {
            if let response = try? HTTPProbe(port: devToolsPort).get("/json/list"),
               let targets = try? JSONSerialization.jsonObject(with: response.body) as? [[String: Any]],
               let page = targets.first(where: { $0["type"] as? String == "page" }),
               let title = page["title"] as? String {
                last = title
                if accept(title) { return title }
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
        throw ChromiumError.titleNeverCame(last: last)
    }

    func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: profile)
    }

    enum ChromiumError: Error { case noDevTools, titleNeverCame(last: String) }
}
