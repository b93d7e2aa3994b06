import Foundation
import IconCheck
import XCTest

/// A real icon set of others': the symbolic "actions" icons of Debian's adwaita-icon-theme
/// (installed by scripts/setup.sh), with a known cut-off icon and a coloured one among them.
final class AdwaitaIconSetTests: XCTestCase {
    private let folder = "/usr/share/icons/Adwaita/scalable/actions"

    func testARealSetIsCheckedAndItsKnownFlawsAreFound() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix("-symbolic.svg") }.sorted()
            .map { (folder as NSString).appendingPathComponent($0) }
        XCTAssertGreaterThan(files.count, 100, "adwaita-icon-theme is missing: run scripts/setup.sh")
        let report = try checkIcons(files)
        XCTAssertTrue(report.sets[0].robust)
        func icon(_ name: String) throws -> IconReport {
            try XCTUnwrap(report.icons.first { $0.file.hasSuffix("/" + name) }, name)
        }
        // Its bars run from x = 13 to x = -1 on a 16-unit viewBox: a unit is cut off.
        let cut = try icon("format-justify-right-symbolic.svg")
        XCTAssertTrue(cut.findings.contains { $0.metric == .clipping && $0.severity == .error })
        XCTAssertGreaterThan(cut.metrics.regular.clippedArea, 5)
        XCTAssertFalse(try icon("format-justify-left-symbolic.svg").findings.contains { $0.metric == .clipping })
        // Drawn in orange: lost in a template.
        XCTAssertTrue(try icon("mail-mark-important-symbolic.svg").findings.contains { $0.metric == .colour })
        // Plain grey symbolic icons are templates already.
        let copy = try icon("edit-copy-symbolic.svg")
        XCTAssertFalse(copy.findings.contains { [.colour, .tone, .clipping, .empty].contains($0.metric) }, "\(copy.findings.map(\.message))")
        XCTAssertEqual(report.icons.filter { $0.findings.contains { $0.metric == .empty } }.map(\.file), [])
    }
}
