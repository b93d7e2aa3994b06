import Foundation
import IconCheck
import XCTest

/// Four real symbolic sets from different families, installed from Debian by scripts/setup.sh:
/// the same 21 actions of the freedesktop naming spec from each, with four odd icons planted
/// among them. Every planted icon must be found, and at most two genuine icons reported as errors.
final class RealIconSetTests: XCTestCase {
    private static let names = [
        "edit-copy", "edit-cut", "edit-paste", "edit-delete", "edit-find", "edit-undo", "edit-redo",
        "document-save", "document-open", "document-print", "go-home", "go-next", "go-previous",
        "list-add", "list-remove", "view-refresh", "zoom-in", "zoom-out", "media-playback-start",
        "media-playback-pause", "bookmark-new",
    ]

    private struct Family {
        let package: String
        let folder: String
        let suffix: String
    }

    func testAdwaita() throws {
        try check(Family(package: "adwaita-icon-theme", folder: "/usr/share/icons/Adwaita/scalable/actions", suffix: "-symbolic.svg"))
    }

    func testBreeze() throws {
        try check(Family(package: "breeze-icon-theme", folder: "/usr/share/icons/breeze/actions/22", suffix: ".svg"))
    }

    func testElementary() throws {
        try check(Family(package: "elementary-icon-theme", folder: "/usr/share/icons/elementary/actions/symbolic", suffix: "-symbolic.svg"))
    }

    func testSuru() throws {
        try check(Family(package: "suru-icon-theme", folder: "/usr/share/icons/suru/actions/scalable", suffix: ".svg"))
    }

    private func check(_ family: Family, file: StaticString = #filePath, line: UInt = #line) throws {
        let genuine = Self.names.map { (family.folder as NSString).appendingPathComponent($0 + family.suffix) }
        for path in genuine where !FileManager.default.fileExists(atPath: path) {
            XCTFail("\(path) is missing: install \(family.package) with scripts/setup.sh", file: file, line: line)
            return
        }
        // The set alone first: the planted stroke is drawn at half the set's own (twice as
        // thick would fill a ring in sets of heavy strokes such as Adwaita's).
        let alone = try checkIcons(genuine)
        let stroke = try XCTUnwrap(alone.sets.first?.strokeWidth, "the set has outline icons to compare strokes with", file: file, line: line)

        let folder = try IconFolder()
        let base = try String(contentsOfFile: genuine[0], encoding: .utf8)
        let planted: [(name: String, metric: IconMetric, file: String)] = [
            ("off-size", .size, try folder.write("z-off-size.svg", Data(try Planted.nested(base, scale: 0.55, shift: 0).utf8))),
            ("off-centre", .centre, try folder.write("z-off-centre.svg", Data(try Planted.nested(base, scale: 0.8, shift: 0.2).utf8))),
            ("wrong stroke", .stroke, try folder.svg("z-stroke.svg", Planted.ring, width: stroke / 2 * 24 / 25, viewBox: "0 0 24 24")),
            ("not a template", .colour, try folder.write("z-colour.svg", Data(try Planted.nested(base, scale: 1, shift: 0, extra: ##"<circle cx="0.78" cy="0.22" r="0.2" fill="#E03020"/>"##).utf8))),
        ]
        let report = try checkIcons(genuine + planted.map(\.file))
        for odd in planted {
            let icon = try XCTUnwrap(report.icons.first { $0.file == odd.file }, file: file, line: line)
            XCTAssertTrue(icon.findings.contains { $0.metric == odd.metric }, "\(family.package): the \(odd.name) icon is not found: \(icon.findings.map(\.message))", file: file, line: line)
        }
        let wronglyFailed = report.icons.filter { icon in genuine.contains(icon.file) && icon.findings.contains { $0.severity == .error } }
        XCTAssertLessThanOrEqual(
            wronglyFailed.count, 2,
            "\(family.package): \(wronglyFailed.map { "\(($0.file as NSString).lastPathComponent): \($0.findings.filter { $0.severity == .error }.map(\.message))" })",
            file: file, line: line)
    }
}

/// Odd icons made from a genuine one: its drawing nested, scaled, moved or given a colour.
enum Planted {
    /// The genuine SVG drawn inside a box `scale` of the canvas, centred, then moved right by
    /// `shift` of the canvas; `extra` is drawn over it in a unit square spanning the canvas.
    static func nested(_ svg: String, scale: Double, shift: Double, extra: String = "") throws -> String {
        guard let open = svg.range(of: "<svg"), let close = svg[open.upperBound...].range(of: ">"),
              let end = svg.range(of: "</svg>", options: .backwards)
        else { throw CocoaError(.fileReadCorruptFile) }
        let attributes = String(svg[open.upperBound..<close.lowerBound])
        func attribute(_ name: String) -> String? {
            let pattern = "\\s\(name)\\s*=\\s*[\"']([^\"']*)[\"']"
            guard let match = attributes.range(of: pattern, options: .regularExpression) else { return nil }
            let text = attributes[match]
            guard let first = text.firstIndex(where: { $0 == "\"" || $0 == "'" }) else { return nil }
            return String(text[text.index(after: first)..<text.index(before: text.endIndex)])
        }
        let width = attribute("width").flatMap(Double.init) ?? 16
        let height = attribute("height").flatMap(Double.init) ?? width
        let viewBox = attribute("viewBox") ?? "0 0 \(width) \(height)"
        let inner = svg[close.upperBound..<end.lowerBound]
        // Prefixed names (sodipodi:, inkscape:) inside need their declarations on the new root.
        var namespaces: [String] = []
        var rest = Substring(attributes)
        while let match = rest.range(of: "xmlns:[A-Za-z0-9_-]+\\s*=\\s*[\"'][^\"']*[\"']", options: .regularExpression) {
            if !rest[match].hasPrefix("xmlns:xlink") { namespaces.append(String(rest[match])) }
            rest = rest[match.upperBound...]
        }
        let size = 100.0
        let box = size * scale
        let x = (size - box) / 2 + size * shift
        let y = (size - box) / 2
        return """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" \(namespaces.joined(separator: " ")) width="\(size)" height="\(size)" viewBox="0 0 \(size) \(size)">
              <svg x="\(x)" y="\(y)" width="\(box)" height="\(box)" viewBox="\(viewBox)">\(inner)</svg>
              <svg x="0" y="0" width="\(size)" height="\(size)" viewBox="0 0 1 1">\(extra)</svg>
            </svg>
            """
    }

    /// A circle for a stroke, on a 24-unit canvas.
    static let ring = #"<circle cx="12" cy="12" r="9"/>"#
}
