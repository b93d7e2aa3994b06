import Foundation
import ImageDiff
import TabBarImage

/// The HTML page of a snapshot run, for a person reviewing a change: a summary bar that filters,
/// one card per snapshot that did not simply pass (expected | actual | diff, a slider between
/// expected and actual, zoom to each changed area, the measured numbers), the passed ones folded
/// into a list. One file with its style and script inline, no network; the images stay files
/// beside it, loaded lazily, so a thousand snapshots make a small page.
extension SnapshotReport {
    /// What the summary bar filters by.
    enum Group: String, CaseIterable {
        case errors, failed, new, updated, orphaned, passed

        init(_ status: SnapshotStatus) {
            switch status {
            case .errored: self = .errors
            case .failed: self = .failed
            case .missingReference, .recorded: self = .new
            case .updated: self = .updated
            case .passed: self = .passed
            }
        }

        var title: String {
            switch self {
            case .errors: "Errors"
            case .failed: "Failed"
            case .new: "New"
            case .updated: "Updated"
            case .orphaned: "Orphaned"
            case .passed: "Passed"
            }
        }
    }

    /// Changed areas beyond this many are counted, not listed, so one noisy diff stays one card.
    static let listedAreas = 24
    /// The first cards' images load at once (they are what the window shows first, and a
    /// screenshot taken on load has them); the rest load as they scroll into view.
    static let eagerCards = 2

    /// - Parameter folder: the page's folder; image paths are written relative to it.
    public func html(folder: String = ".") -> String {
        let reviewed = outcomes.enumerated().filter { $0.element.status != .passed }
        let passed = outcomes.filter { $0.status == .passed }
        var counts: [Group: Int] = [:]
        for outcome in outcomes { counts[Group(outcome.status), default: 0] += 1 }
        counts[.orphaned] = orphans.count

        var body = "<header class=\"top\"><h1>Snapshot report</h1>"
        body += "<p class=\"limits\">\(limitsText)\(shard.map { "; shard \(escape($0))" } ?? "")</p>"
        body += "<nav class=\"summary\" aria-label=\"Filter by result\">"
        body += "<button type=\"button\" class=\"filter\" data-filter=\"all\" aria-pressed=\"true\">All <b>\(outcomes.count + orphans.count)</b></button>"
        // Errors are rare and alarming: their filter shows only when there are some.
        for group in Group.allCases where group != .errors || counts[group, default: 0] > 0 {
            body += "<button type=\"button\" class=\"filter \(group.rawValue)\" data-filter=\"\(group.rawValue)\" aria-pressed=\"false\">\(group.title) <b>\(counts[group, default: 0])</b></button>"
        }
        body += "</nav></header><main>"
        if reviewed.isEmpty, orphans.isEmpty {
            body += "<p class=\"empty\">Nothing to review: every snapshot passed.</p>"
        }
        for (position, (index, outcome)) in reviewed.enumerated() {
            body += card(outcome, index: index, folder: folder, eager: position < Self.eagerCards)
        }
        if !orphans.isEmpty {
            body += "<section class=\"card\" data-group=\"orphaned\"><header><h2>Orphaned references</h2>"
            body += "<span class=\"status orphaned\">\(orphans.count) orphaned</span></header>"
            body += "<p>No spec produces these any more; <code>--prune</code> removes them.</p><ul class=\"names\">"
            body += orphans.map { "<li>\(escape($0))</li>" }.joined() + "</ul></section>"
        }
        if !passed.isEmpty {
            body += "<details class=\"passed\" data-group=\"passed\"><summary>\(passed.count) passed</summary><ul class=\"names\">"
            body += passed.map { "<li>\(escape($0.name))</li>" }.joined() + "</ul></details>"
        }
        body += "</main>"
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Snapshot report: \(counts[.failed, default: 0]) failed</title>
            <style>\(Self.style)</style></head><body>
            \(body)
            <script>\(Self.script)</script>
            </body></html>

            """
    }

    private var limitsText: String {
        "Limits: YIQ threshold \(thresholds.threshold), differing pixels \(thresholds.maxDiffPixels.map(grouped) ?? "any"), "
            + "ratio \(thresholds.maxDiffRatio.map { String($0) } ?? "any"), ΔE \(thresholds.maxDeltaE.map { String($0) } ?? "any"), "
            + "window density \(thresholds.maxWindowDensity.map(grouped) ?? "any")"
    }

    private func card(_ outcome: SnapshotOutcome, index: Int, folder: String, eager: Bool) -> String {
        let group = Group(outcome.status)
        let result = outcome.result
        var html = "<article class=\"card\" data-group=\"\(group.rawValue)\" id=\"snapshot-\(index)\""
        if let result { html += " data-width=\"\(result.width)\" data-height=\"\(result.height)\"" }
        html += "><header><h2>\(escape(outcome.name))</h2><span class=\"status \(group.rawValue)\">\(escape(outcome.status.rawValue))</span></header>"
        if let source = outcome.source { html += "<p class=\"source\">Declared at <code>\(escape(source))</code> in the app's code</p>" }
        if !outcome.reasons.isEmpty {
            html += "<ul class=\"reasons\">" + outcome.reasons.map { "<li>\(escape($0))</li>" }.joined() + "</ul>"
        }
        if let result { html += numbers(result) }

        func link(_ path: String?) -> String? { path.map { reference($0, from: folder) } }
        let expected = link(outcome.artifacts?.expected)
        let actual = link(outcome.artifacts?.actual)
        let diff = link(outcome.artifacts?.diff)
        let size = result.map { " width=\"\($0.width)\" height=\"\($0.height)\"" } ?? ""
        let loading = eager ? "eager" : "lazy"
        let figures = [("Expected", expected), ("Actual", actual), ("Diff", diff)].filter { $0.1 != nil }
        if !figures.isEmpty {
            html += "<div class=\"three\">"
            for (caption, uri) in figures {
                html += "<figure><figcaption>\(caption)</figcaption><a href=\"\(uri!)\"><img src=\"\(uri!)\" alt=\"\(caption): \(escape(outcome.name))\" loading=\"\(loading)\" decoding=\"async\"\(size)></a></figure>"
            }
            html += "</div>"
        }
        if let expected, let actual, let result {
            html += """
                <div class="compare" style="--pos: 50%; --ratio: \(result.width) / \(result.height)">\
                <img class="under" src="\(expected)" alt="Expected" loading="\(loading)" decoding="async"\(size)>\
                <img class="over" src="\(actual)" alt="Actual" loading="\(loading)" decoding="async"\(size)>\
                <div class="divider"></div>\
                <span class="side left">◀ Expected</span><span class="side right">Actual ▶</span></div>\
                <label class="slider">Expected <input type="range" min="0" max="100" value="50" \
                aria-label="Divider between expected (left) and actual (right)"> Actual</label>
                """
            // Areas over the YIQ threshold, and areas whose colour moved past the ΔE limit with no
            // pixel over it (a tint changed): both are where to look, and either may be all there is.
            let colour = result.colourChangeRegions ?? []
            if !result.changedRegions.isEmpty || !colour.isEmpty, let diff {
                html += areaButtons("Zoom to a changed area:", result.changedRegions, total: result.changedRegionCount, first: 1)
                html += areaButtons(
                    "Zoom to a colour change:", colour, total: result.colourChangeRegionCount ?? colour.count,
                    first: min(result.changedRegions.count, Self.listedAreas) + 1)
                html += "<div class=\"zoomview\" hidden>"
                for (caption, uri) in [("Expected", expected), ("Actual", actual), ("Diff", diff)] {
                    html += "<figure><figcaption>\(caption)</figcaption><div class=\"crop\" data-src=\"\(uri)\"></div></figure>"
                }
                html += "</div>"
            }
        }
        if let artifacts = outcome.artifacts {
            html += "<p class=\"files\">Files: " + [artifacts.expected, artifacts.actual, artifacts.diff, artifacts.composite]
                .compactMap { $0 }.map { "<code>\(escape($0))</code>" }.joined(separator: " ") + "</p>"
        }
        return html + "</article>"
    }

    /// One row of zoom buttons, numbered from `first`; nothing for no areas.
    private func areaButtons(_ label: String, _ regions: [ChangedRegion], total: Int, first: Int) -> String {
        guard !regions.isEmpty else { return "" }
        var html = "<div class=\"areas\"><span>\(escape(label))</span>"
        for (number, region) in regions.prefix(Self.listedAreas).enumerated() {
            let rect = region.rect
            html += "<button type=\"button\" class=\"zoom\" data-rect=\"\(rect.x),\(rect.y),\(rect.width),\(rect.height)\">"
            html += "\(first + number): \(rect.width)×\(rect.height) px at \(rect.x),\(rect.y) (\(grouped(region.pixelCount)) px)</button>"
        }
        if total > min(regions.count, Self.listedAreas) {
            html += "<span>and \(grouped(total - min(regions.count, Self.listedAreas))) more</span>"
        }
        return html + "</div>"
    }

    private func numbers(_ result: DiffResult) -> String {
        let areas = result.changedRegionCount
        let colourAreas = result.colourChangeRegionCount ?? 0
        var rows = [
            ("Differing pixels", "\(grouped(result.mismatchedPixels)) of \(grouped(result.comparedPixelCount)) (\(String(format: "%.3f", result.mismatchRatio * 100)) %)"),
            ("Largest ΔE", String(format: "%.2f", result.maxDeltaE)),
            ("Densest \(result.densityWindowSize)×\(result.densityWindowSize) window", "\(grouped(result.maxWindowDensity)) px"),
            ("Changed areas", "\(grouped(areas)) area\(areas == 1 ? "" : "s")"),
            ("Anti-aliasing ignored", "\(grouped(result.aaPixelCount)) px"),
            ("Size", "\(result.width)×\(result.height) px"),
        ]
        if colourAreas > 0 {
            rows.insert(("Colour changes (ΔE over the limit)", "\(grouped(colourAreas)) area\(colourAreas == 1 ? "" : "s")"), at: 4)
        }
        return "<dl class=\"numbers\">" + rows.map { "<div><dt>\(escape($0.0))</dt><dd>\(escape($0.1))</dd></div>" }.joined() + "</dl>"
    }

    /// 1234567 as "1,234,567", the same in every locale.
    private func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var text = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return (value < 0 ? "-" : "") + text
    }

    /// A relative URL from `folder` to `path` (both as given, relative to the same working folder
    /// or absolute), as `PathBytes.relativeReference` writes it: `./name`, percent-encoded, so a
    /// name with spaces or `#` loads and none reads as a scheme.
    private func reference(_ path: String, from folder: String) -> String {
        let target = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
        let base = URL(fileURLWithPath: folder).standardizedFileURL.pathComponents
        let shared = zip(target, base).prefix { $0 == $1 }.count
        let parts = Array(repeating: "..", count: base.count - shared) + target.dropFirst(shared)
        return escape(PathBytes.relativeReference(parts.joined(separator: "/")))
    }

    /// Markup escaped, and as `MessageText.oneLine` shows it: a control character (a line feed,
    /// ESC) as an escape, a file name's bytes that are not UTF-8 as `\xFF`.
    private func escape(_ text: String) -> String {
        MessageText.oneLine(text, limit: .max).replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    private static let style = """
        :root { color-scheme: light; --line: #d0d0d7; --muted: #666; }
        * { box-sizing: border-box; }
        body { font: 14px/1.45 system-ui, sans-serif; margin: 0; background: #f4f4f6; color: #1d1d1f; }
        header.top { position: sticky; top: 0; z-index: 2; background: #fff; border-bottom: 1px solid var(--line); padding: 12px 24px; }
        h1 { font-size: 20px; margin: 0 0 4px; } h2 { font-size: 16px; margin: 0; overflow-wrap: anywhere; }
        .limits { color: var(--muted); margin: 0 0 8px; }
        .summary { display: flex; flex-wrap: wrap; gap: 8px; }
        .filter { font: inherit; border: 1px solid var(--line); background: #fff; border-radius: 16px; padding: 4px 12px; cursor: pointer; }
        .filter[aria-pressed="true"] { background: #1d1d1f; color: #fff; border-color: #1d1d1f; }
        .filter.failed b { color: #c00; } .filter.new b { color: #a60; } .filter[aria-pressed="true"] b { color: inherit; }
        main { padding: 16px 24px; max-width: 1600px; margin: 0 auto; }
        .card { background: #fff; border: 1px solid var(--line); border-radius: 10px; padding: 16px; margin: 0 0 16px; }
        .card > header { display: flex; gap: 12px; align-items: center; justify-content: space-between; margin-bottom: 8px; }
        .status { border-radius: 10px; padding: 2px 10px; font-size: 12px; font-weight: 600; white-space: nowrap; }
        .status.failed { background: #fde2e2; color: #a00; } .status.new { background: #fff0d6; color: #8a5200; }
        .status.updated { background: #e0ecff; color: #0040a0; } .status.errors { background: #a00; color: #fff; } .status.orphaned { background: #eee; color: #444; }
        .reasons { margin: 0 0 8px; padding-left: 20px; }
        .numbers { display: flex; flex-wrap: wrap; gap: 6px 20px; margin: 0 0 12px; }
        .numbers div { display: flex; gap: 6px; } .numbers dt { color: var(--muted); } .numbers dd { margin: 0; font-weight: 600; font-variant-numeric: tabular-nums; }
        .three { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 12px; }
        figure { margin: 0; min-width: 0; } figcaption { font-weight: 600; margin-bottom: 4px; }
        .three img { display: block; width: 100%; height: auto; max-height: 60vh; object-fit: contain; }
        img, .crop { image-rendering: pixelated; border: 1px solid #ccc; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
        .compare { position: relative; margin: 16px auto 4px; width: min(100%, calc(60vh * (var(--ratio)))); user-select: none; }
        .compare img { display: block; width: 100%; height: auto; }
        .compare .over { position: absolute; top: 0; left: 0; height: 100%; clip-path: inset(0 0 0 var(--pos)); }
        .compare .divider { position: absolute; top: 0; bottom: 0; left: var(--pos); width: 2px; margin-left: -1px; background: #ff2d55; box-shadow: 0 0 0 1px #fff; pointer-events: none; }
        .compare .side { position: absolute; top: 6px; padding: 2px 8px; border-radius: 8px; background: rgba(0,0,0,.7); color: #fff; font-size: 12px; font-weight: 600; }
        .compare .left { left: 6px; } .compare .right { right: 6px; }
        .slider { display: flex; gap: 8px; align-items: center; justify-content: center; color: var(--muted); margin-bottom: 8px; }
        .slider input { width: min(60%, 480px); }
        .areas { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; margin: 8px 0; }
        .zoom { font: inherit; font-size: 12px; border: 1px solid var(--line); background: #fafafa; border-radius: 6px; padding: 2px 8px; cursor: zoom-in; }
        .zoom[aria-pressed="true"] { border-color: #ff2d55; background: #fff0f3; }
        .zoomview { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 12px; margin: 8px 0; }
        .crop { background-repeat: no-repeat; max-width: 100%; }
        .files { color: var(--muted); font-size: 12px; overflow-wrap: anywhere; margin: 8px 0 0; }
        code { background: #f0f0f3; padding: 1px 4px; border-radius: 4px; }
        details.passed { background: #fff; border: 1px solid var(--line); border-radius: 10px; padding: 12px 16px; }
        details.passed summary { cursor: pointer; font-weight: 600; }
        .names { columns: 3 280px; margin: 8px 0 0; padding-left: 20px; overflow-wrap: anywhere; }
        .empty { font-size: 16px; }
        [hidden] { display: none !important; }
        @media (max-width: 700px) { .three, .zoomview { grid-template-columns: 1fr; } main, header.top { padding-left: 12px; padding-right: 12px; } }
        """

    private static let script = """
        (function () {
          var filters = document.querySelectorAll('.filter');
          var groups = document.querySelectorAll('[data-group]');
          function show(name) {
            filters.forEach(function (b) { b.setAttribute('aria-pressed', String(b.dataset.filter === name)); });
            groups.forEach(function (el) { el.hidden = !(name === 'all' || el.dataset.group === name); });
            var passed = document.querySelector('details.passed');
            if (passed && name === 'passed') passed.open = true;
          }
          filters.forEach(function (b) { b.addEventListener('click', function () { show(b.dataset.filter); }); });
          document.querySelectorAll('.card').forEach(function (card) {
            var compare = card.querySelector('.compare');
            var slider = card.querySelector('.slider input');
            if (compare && slider) {
              slider.addEventListener('input', function () { compare.style.setProperty('--pos', slider.value + '%'); });
            }
            var view = card.querySelector('.zoomview');
            var width = Number(card.dataset.width), height = Number(card.dataset.height);
            card.querySelectorAll('.zoom').forEach(function (button) {
              button.addEventListener('click', function () {
                var r = button.dataset.rect.split(',').map(Number), pad = 8;
                var x = Math.max(0, r[0] - pad), y = Math.max(0, r[1] - pad);
                var w = Math.min(width, r[0] + r[2] + pad) - x, h = Math.min(height, r[1] + r[3] + pad) - y;
                card.querySelectorAll('.zoom').forEach(function (b) { b.setAttribute('aria-pressed', String(b === button)); });
                view.hidden = false;
                var room = Math.max(60, (view.clientWidth - 24) / 3);
                var k = Math.max(1, Math.min(12, room / w, 320 / h));
                view.querySelectorAll('.crop').forEach(function (crop) {
                  crop.style.width = Math.round(w * k) + 'px';
                  crop.style.height = Math.round(h * k) + 'px';
                  crop.style.backgroundImage = 'url("' + crop.dataset.src + '")';
                  crop.style.backgroundSize = (width * k) + 'px ' + (height * k) + 'px';
                  crop.style.backgroundPosition = (-x * k) + 'px ' + (-y * k) + 'px';
                });
              });
            });
          });
        })();
        """
}
