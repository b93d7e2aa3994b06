import Foundation
import TabBarImage

/// The summary of a snapshot run: JSON for machines, an HTML page for people that shows the artifact images beside it.
public struct SnapshotReport: Codable, Sendable {
    public var outcomes: [SnapshotOutcome]
    public var orphans: [String]
    public var thresholds: Thresholds
    public var updateMode: UpdateMode
    public var shard: String?

    public init(outcomes: [SnapshotOutcome], orphans: [String], thresholds: Thresholds, updateMode: UpdateMode, shard: String? = nil) {
        self.outcomes = outcomes
        self.orphans = orphans
        self.thresholds = thresholds
        self.updateMode = updateMode
        self.shard = shard
    }

    public var failures: [SnapshotOutcome] { outcomes.filter { $0.status.isFailure } }

    public func count(_ status: SnapshotStatus) -> Int { outcomes.filter { $0.status == status }.count }

    public func json() throws -> Data {
        struct Summary: Encodable {
            let passed, failed, recorded, updated, missingReference: Int
        }
        struct Document: Encodable {
            let summary: Summary
            let report: SnapshotReport
        }
        let summary = Summary(
            passed: count(.passed), failed: count(.failed), recorded: count(.recorded),
            updated: count(.updated), missingReference: count(.missingReference))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(Document(summary: summary, report: self))
    }

    /// One line per snapshot that did not simply pass, then the totals.
    public func text() -> String {
        var lines: [String] = []
        for outcome in outcomes where outcome.status != .passed {
            var line = "\(outcome.status.rawValue): \(outcome.name)"
            if !outcome.reasons.isEmpty { line += ": " + outcome.reasons.joined(separator: "; ") }
            if let composite = outcome.artifacts?.composite ?? outcome.artifacts?.actual { line += " (see \(composite))" }
            lines.append(line)
        }
        for orphan in orphans { lines.append("orphan: \(orphan) (no spec produces it; --prune removes it)") }
        lines.append("\(count(.passed)) passed, \(failures.count) failed, \(count(.recorded)) recorded, \(count(.updated)) updated, \(orphans.count) orphaned")
        return lines.joined(separator: "\n")
    }

    /// A page that opens from disk and shows the artifact images beside it: each image is referenced
    /// by its path relative to `folder` (the page's folder), so the page stays small however many fail.
    public func html(folder: String = ".") -> String {
        let failed = failures
        var body = """
            <h1>Snapshot report</h1>
            <p>\(failed.count) failed, \(count(.passed)) passed, \(count(.recorded)) recorded, \(count(.updated)) updated\
            \(shard.map { ", shard \(escape($0))" } ?? ""). Thresholds: YIQ \(thresholds.threshold), \
            max differing pixels \(thresholds.maxDiffPixels.map(String.init) ?? "any"), \
            max ratio \(thresholds.maxDiffRatio.map { String($0) } ?? "any"), \
            max ΔE \(thresholds.maxDeltaE.map { String($0) } ?? "any"), \
            max window density \(thresholds.maxWindowDensity.map(String.init) ?? "any").</p>
            """
        for (index, outcome) in failed.enumerated() {
            body += section(outcome, index: index, folder: folder)
        }
        if !orphans.isEmpty {
            body += "<h2>Orphaned references</h2><ul>" + orphans.map { "<li>\(escape($0))</li>" }.joined() + "</ul>"
        }
        return """
            <!doctype html>
            <html><head><meta charset="utf-8"><title>Snapshot report</title>
            <style>
            body { font: 14px system-ui, sans-serif; margin: 24px; background: #fafafa; color: #222; }
            section { background: #fff; border: 1px solid #ddd; border-radius: 8px; padding: 16px; margin: 16px 0; }
            .row { display: flex; gap: 12px; flex-wrap: wrap; align-items: flex-start; }
            figure { margin: 0; } figcaption { font-weight: 600; margin-bottom: 4px; }
            img { max-width: 100%; image-rendering: pixelated; border: 1px solid #ccc; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
            .compare { position: relative; display: inline-block; }
            .compare .top { position: absolute; top: 0; left: 0; overflow: hidden; }
            .compare .top img { max-width: none; }
            code { background: #f0f0f0; padding: 1px 4px; border-radius: 4px; }
            </style></head><body>
            \(body)
            <script>
            document.querySelectorAll('input.slider').forEach(function (slider) {
              var top = document.getElementById(slider.dataset.target);
              function update() { top.style.width = slider.value + '%'; }
              slider.addEventListener('input', update); update();
            });
            </script>
            </body></html>
            """
    }

    private func section(_ outcome: SnapshotOutcome, index: Int, folder: String) -> String {
        var html = "<section><h2>\(escape(outcome.name))</h2>"
        html += "<p>" + outcome.reasons.map(escape).joined(separator: "<br>") + "</p>"
        if let result = outcome.result {
            html += "<p>\(result.mismatchedPixels) of \(result.comparedPixelCount) pixels differ; \(result.aaPixelCount) anti-aliasing pixels ignored; largest ΔE \(String(format: "%.2f", result.maxDeltaE)); densest \(result.densityWindowSize)×\(result.densityWindowSize) window holds \(result.maxWindowDensity); \(result.changedRegionCount) changed areas.</p>"
        }
        func link(_ path: String?) -> String? { path.map { reference($0, from: folder) } }
        let expected = link(outcome.artifacts?.expected)
        let actual = link(outcome.artifacts?.actual)
        let diff = link(outcome.artifacts?.diff)
        html += "<div class=\"row\">"
        for (caption, uri) in [("Expected", expected), ("Diff", diff), ("Actual", actual)] {
            if let uri { html += "<figure><figcaption>\(caption)</figcaption><img src=\"\(uri)\"></figure>" }
        }
        html += "</div>"
        if let expected, let actual {
            html += """
                <p>Slide between expected (left of the line: actual) and actual:</p>
                <div class="compare"><img src="\(expected)"><div class="top" id="top\(index)"><img src="\(actual)"></div></div>
                <br><input class="slider" type="range" min="0" max="100" value="50" data-target="top\(index)">
                """
        }
        if let artifacts = outcome.artifacts {
            html += "<p>Files: " + [artifacts.expected, artifacts.actual, artifacts.diff, artifacts.composite]
                .compactMap { $0 }.map { "<code>\(escape($0))</code>" }.joined(separator: " ") + "</p>"
        }
        return html + "</section>"
    }

    /// A relative URL from `folder` to `path` (both as given, relative to the same working folder or absolute),
    /// percent-encoded so names with spaces or `#` load.
    private func reference(_ path: String, from folder: String) -> String {
        let target = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
        let base = URL(fileURLWithPath: folder).standardizedFileURL.pathComponents
        let shared = zip(target, base).prefix { $0 == $1 }.count
        let parts = Array(repeating: "..", count: base.count - shared) + target.dropFirst(shared)
        let relative = parts.joined(separator: "/")
        return escape(relative.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? relative)
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
