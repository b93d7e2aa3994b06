import Foundation
import TabBarImage
import XCTest

/// The snapshot report as a browser shows it: headless Chromium opens a generated report from
/// file://, a probe script appended to a copy of the page measures the DOM, and a screenshot is taken.
final class ReportBrowserTests: XCTestCase {
    private typealias CLI = TabBarProcess

    /// Debian's package name first; scripts/setup.sh installs `chromium`.
    private var browser: String? {
        ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].first(where: FileManager.default.isExecutableFile)
    }

    /// Two failures, one pass and one orphan.
    private func makeReport() throws -> URL {
        let dir = try CLI.temporaryFolder()
        let specs = [
            ("bar", "device: iphone-15\ntabs:\n  - { title: Inbox, icon: \"system:contacts\" }\n  - { title: Sent, icon: \"system:recents\" }\n  - { title: Drafts, icon: \"system:favorites\" }\n"),
            ("dark", "device: iphone-8\nappearance: dark\ntabs:\n  - { title: One, icon: \"system:favorites\" }\n  - { title: Two, icon: \"system:recents\" }\n  - { title: Three, icon: \"system:contacts\" }\n"),
            ("same", "device: iphone-8\ntabs:\n  - { title: Home, icon: \"system:featured\" }\n  - { title: Shared, icon: \"system:more\" }\n  - { title: Me, icon: \"system:contacts\" }\n"),
            ("gone", "device: iphone-8\ntabs:\n  - { title: A }\n  - { title: B }\n  - { title: C }\n"),
        ]
        for (name, text) in specs { _ = try CLI.write(text, to: "\(name).yaml", in: dir) }
        let all = specs.map { "\($0.0).yaml" }
        XCTAssertEqual(try CLI.run(["snapshot", "record"] + all + ["--dir", "refs", "--report", "report"], in: dir).status, 0)
        // same.yaml once drew an iPad too: that reference is its orphan. gone.yaml's references
        // are not in the verify run below, so they are counted apart, never orphans.
        try PNGCodec.encode(RGBAImage(width: 1, height: 1)).write(to: dir.appendingPathComponent("refs/same.ipad.light@2x.png"))
        _ = try CLI.write(specs[0].1.replacingOccurrences(of: "Drafts", with: "Outbox") + "tint: \"#FF3B30\"\n", to: "bar.yaml", in: dir)
        _ = try CLI.write(specs[1].1 + "selected: 2\n", to: "dark.yaml", in: dir)
        let verify = try CLI.run(["snapshot", "verify", "bar.yaml", "dark.yaml", "same.yaml", "--dir", "refs", "--report", "report", "--update", "none"], in: dir)
        XCTAssertEqual(verify.status, 1, verify.stdout + verify.stderr)
        return dir.appendingPathComponent("report")
    }

    private static let probe = """
        <script>
        window.addEventListener('load', function () {
          var out = {};
          var cards = Array.from(document.querySelectorAll('article.card'));
          out.cards = cards.length;
          out.filters = Array.from(document.querySelectorAll('.filter')).map(function (b) { return b.dataset.filter + '=' + b.querySelector('b').textContent; });
          out.viewport = window.innerWidth;
          out.pageHeight = document.documentElement.scrollHeight;
          var card = cards[0];
          out.cardWidth = card.getBoundingClientRect().width;
          var figures = Array.from(card.querySelectorAll('.three img')).map(function (img) { var r = img.getBoundingClientRect(); return { top: Math.round(r.top), left: Math.round(r.left), width: r.width, natural: img.naturalWidth }; });
          out.figures = figures;
          var compare = card.querySelector('.compare'), under = compare.querySelector('.under'), over = compare.querySelector('.over'), divider = compare.querySelector('.divider');
          var slider = card.querySelector('.slider input');
          slider.value = 30; slider.dispatchEvent(new Event('input'));
          var c = compare.getBoundingClientRect(), u = under.getBoundingClientRect(), o = over.getBoundingClientRect(), d = divider.getBoundingClientRect();
          out.layersAligned = Math.abs(u.left - o.left) < 0.5 && Math.abs(u.top - o.top) < 0.5 && Math.abs(u.width - o.width) < 0.5 && Math.abs(u.height - o.height) < 0.5;
          out.dividerOffset = (d.left + d.width / 2 - c.left) / c.width;
          out.compareFits = c.width <= card.getBoundingClientRect().width;
          out.sides = Array.from(compare.querySelectorAll('.side')).map(function (s) { return s.textContent; });
          var zoom = card.querySelector('.zoom');
          out.zoomButtons = card.querySelectorAll('.zoom').length;
          if (zoom) { zoom.click(); var crop = card.querySelector('.crop'); out.zoomShown = !card.querySelector('.zoomview').hidden; out.cropWidth = crop.getBoundingClientRect().width; out.cropImage = crop.style.backgroundImage; }
          document.querySelector('.filter[data-filter="passed"]').click();
          out.visibleCardsOnPassed = cards.filter(function (c) { return !c.hidden; }).length;
          out.passedOpen = document.querySelector('details.passed').open;
          document.querySelector('.filter[data-filter="failed"]').click();
          out.visibleCardsOnFailed = cards.filter(function (c) { return !c.hidden; }).length;
          out.passedHiddenOnFailed = document.querySelector('details.passed').hidden;
          document.querySelector('.filter[data-filter="all"]').click();
          var pre = document.createElement('pre'); pre.id = 'probe'; pre.textContent = JSON.stringify(out); document.body.appendChild(pre);
        });
        </script>
        """

    private func run(_ browser: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        process.arguments = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                             "--hide-scrollbars", "--virtual-time-budget=5000"] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    private func probe(_ browser: String, report: URL, width: Int) throws -> [String: Any] {
        let page = try String(contentsOf: report.appendingPathComponent("report.html"), encoding: .utf8)
        let probePage = report.appendingPathComponent("probe-\(width).html")
        try Data(page.replacingOccurrences(of: "</body>", with: Self.probe + "</body>").utf8).write(to: probePage)
        let dom = try run(browser, ["--window-size=\(width),900", "--dump-dom", probePage.absoluteString])
        let start = try XCTUnwrap(dom.range(of: "<pre id=\"probe\">"), "the probe ran: \(dom.prefix(300))")
        let end = try XCTUnwrap(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
        let json = String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    func testTheReportWorksInABrowserAtAnyWidth() throws {
        guard let browser else {
            print("ReportBrowserTests: no chromium installed (scripts/setup.sh installs Debian's chromium), so the report was not opened in a browser")
            return
        }
        let report = try makeReport()
        for width in [1280, 820] {
            let dom = try probe(browser, report: report, width: width)
            XCTAssertEqual(dom["cards"] as? Int, 2, "one card per failure")
            XCTAssertEqual(dom["filters"] as? [String], ["all=4", "errors=0", "failed=2", "new=0", "updated=0", "orphaned=1", "passed=1"])
            let figures = try XCTUnwrap(dom["figures"] as? [[String: Any]])
            XCTAssertEqual(figures.count, 3, "expected | actual | diff")
            XCTAssertEqual(Set(figures.compactMap { $0["top"] as? Int }).count, 1, "side by side at \(width) px")
            let lefts = figures.compactMap { $0["left"] as? Int }
            XCTAssertEqual(lefts, lefts.sorted())
            let cardWidth = try XCTUnwrap(dom["cardWidth"] as? Double)
            for figure in figures {
                XCTAssertEqual(figure["natural"] as? Int, 1179, "the image file loaded from beside the page")
                XCTAssertLessThan(try XCTUnwrap(figure["width"] as? Double) * 3, cardWidth, "three fit the card")
            }
            XCTAssertEqual(dom["layersAligned"] as? Bool, true, "expected and actual on top of each other at \(width) px")
            XCTAssertEqual(try XCTUnwrap(dom["dividerOffset"] as? Double), 0.3, accuracy: 0.01, "the divider where the slider puts it")
            XCTAssertEqual(dom["compareFits"] as? Bool, true)
            XCTAssertEqual(dom["sides"] as? [String], ["◀ Expected", "Actual ▶"])
            XCTAssertGreaterThan(dom["zoomButtons"] as? Int ?? 0, 0)
            XCTAssertEqual(dom["zoomShown"] as? Bool, true)
            XCTAssertGreaterThan(dom["cropWidth"] as? Double ?? 0, 20, "the zoomed area is drawn larger")
            XCTAssertTrue((dom["cropImage"] as? String ?? "").contains("bar.iphone-15.light@3x.expected.png"))
            XCTAssertEqual(dom["visibleCardsOnPassed"] as? Int, 0)
            XCTAssertEqual(dom["passedOpen"] as? Bool, true)
            XCTAssertEqual(dom["visibleCardsOnFailed"] as? Int, 2)
            XCTAssertEqual(dom["passedHiddenOnFailed"] as? Bool, true)
            XCTAssertLessThan(dom["pageHeight"] as? Int ?? .max, 4000, "no page taller than needed")
        }
        let shot = report.appendingPathComponent("shot.png")
        _ = try run(browser, ["--window-size=1280,1000", "--screenshot=\(shot.path)", report.appendingPathComponent("report.html").absoluteString])
        let image = try PNGCodec.decode(try Data(contentsOf: shot))
        XCTAssertEqual(image.width, 1280)
        XCTAssertEqual(image.height, 1000)
    }
}
