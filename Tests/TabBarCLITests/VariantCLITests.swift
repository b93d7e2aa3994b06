import Foundation
import TabBarImage
import XCTest

/// `--set` and `--matrix`: variants of one spec without a file per variant.
final class VariantCLITests: XCTestCase {
    private let cli = CLIRunner()
    private let spec = "device: iphone-15\nselected: b\ntabs:\n  - { id: a, title: Alpha, icon: \"system:favorites\" }\n  - { id: b, title: Beta, icon: \"system:search\", badge: 2 }\n"

    private func image(_ path: String) throws -> RGBAImage {
        try PNGCodec.decode(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    func testSetRendersWhatTheSameKeyWrittenInTheFileRenders() throws {
        let dir = try cli.folder()
        let light = try cli.write(spec, to: "phone.yaml", in: dir)
        let dark = try cli.write(spec + "appearance: dark\n", to: "dark.yaml", in: dir)
        let viaSet = dir.appendingPathComponent("set.png").path
        let viaFile = dir.appendingPathComponent("file.png").path
        let plain = dir.appendingPathComponent("plain.png").path
        XCTAssertEqual(try cli.run(["render", light, "--set", "appearance=dark", "-o", viaSet]).status, 0)
        XCTAssertEqual(try cli.run(["render", dark, "-o", viaFile]).status, 0)
        XCTAssertEqual(try cli.run(["render", light, "-o", plain]).status, 0)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: viaSet)), try Data(contentsOf: URL(fileURLWithPath: viaFile)))
        XCTAssertNotEqual(try Data(contentsOf: URL(fileURLWithPath: viaSet)), try Data(contentsOf: URL(fileURLWithPath: plain)))
    }

    func testABadSetValueIsOneLineNamingTheFileSetAndThePathAndExits2() throws {
        let dir = try cli.folder()
        let path = try cli.write(spec, to: "phone.yaml", in: dir)
        let output = dir.appendingPathComponent("bad.png")
        for command in [["render", path, "-o", output.path], ["layout", path], ["lint", path]] {
            let result = try cli.run(command + ["--set", "tabs[1].badge=[1]"])
            XCTAssertEqual(result.status, 2, command[0])
            XCTAssertTrue(result.stderr.contains("phone.yaml: --set tabs[1].badge: expected"), result.stderr)
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        }
        let noValue = try cli.run(["layout", path, "--set", "appearance"])
        XCTAssertEqual(noValue.status, 2)
        XCTAssertTrue(noValue.stderr.contains("--set \"appearance\": expected KEY=VALUE"), noValue.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path))
    }

    func testLayoutTakesTheOverriddenDevice() throws {
        let dir = try cli.folder()
        let path = try cli.write(spec, to: "phone.yaml", in: dir)
        let result = try cli.run(["layout", path, "--json", "--set", "device=ipad"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let plain = try cli.run(["layout", path, "--json"])
        let width = { (run: CLIRunner.Run) throws -> Double in
            let bar = try XCTUnwrap(try run.json()["bar"] as? [String: Any])
            let frame = try XCTUnwrap(bar["frame"] as? [String: Any])
            return try XCTUnwrap(frame["width"] as? Double)
        }
        XCTAssertGreaterThan(try width(result), try width(plain))
    }

    func testMatrixRendersEveryCombinationNamedAfterItsValues() throws {
        let dir = try cli.folder()
        let path = try cli.write(spec, to: "phone.yaml", in: dir)
        let out = dir.appendingPathComponent("out")
        let result = try cli.run([
            "render", path, "-o", out.path + "/", "--matrix", "appearance=light,dark", "--matrix", "device=iphone-15,iphone-8",
        ])
        XCTAssertEqual(result.status, 0, result.stderr)
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        XCTAssertEqual(files, [
            "phone.dark.iphone-15.png", "phone.dark.iphone-8.png", "phone.light.iphone-15.png", "phone.light.iphone-8.png",
        ])
        XCTAssertEqual(try image(out.appendingPathComponent("phone.light.iphone-8.png").path).width, 750)
        XCTAssertEqual(try image(out.appendingPathComponent("phone.dark.iphone-15.png").path).width, 1179)
        let oneFile = try cli.run(["render", path, "-o", dir.appendingPathComponent("one.png").path, "--matrix", "appearance=light,dark"])
        XCTAssertEqual(oneFile.status, 2)
    }

    func testABadMatrixValueIsNamedAndTheGoodVariantsAreWritten() throws {
        let dir = try cli.folder()
        let path = try cli.write(spec, to: "phone.yaml", in: dir)
        let out = dir.appendingPathComponent("out")
        let result = try cli.run(["render", path, "-o", out.path + "/", "--matrix", "appearance=light,dusk"])
        XCTAssertEqual(result.status, 2)
        // issue 38: the value came from --matrix, so the message names --matrix.
        XCTAssertTrue(result.stderr.contains("phone.yaml: --matrix appearance: expected"), result.stderr)
        XCTAssertFalse(result.stderr.contains("--set"), result.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent("phone.light.png").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: out.appendingPathComponent("phone.dusk.png").path))
    }

    /// issue 38: an iOS 26 spec with a search tab was refused in its iOS 18 variant, so
    /// `--matrix ios=18,26` could not be used with it.
    func testAMatrixOverReleasesDrawsASearchTabInEach() throws {
        let dir = try cli.folder()
        let path = try cli.write(
            "device: iphone-17-pro\nios: 26\ntabs:\n  - { title: Home, icon: \"system:featured\" }\n  - { title: Radio, icon: \"system:recents\" }\n  - { title: Search, role: search }\n",
            to: "glass.yaml", in: dir)
        let out = dir.appendingPathComponent("out")
        let result = try cli.run(["render", path, "-o", out.path + "/", "--matrix", "ios=18,26"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let old = try image(out.appendingPathComponent("glass.ios18.png").path)
        let new = try image(out.appendingPathComponent("glass.ios26.png").path)
        XCTAssertEqual(old.width, 1206)
        XCTAssertEqual(new.width, 1206)
        let ios18Layout = try cli.run(["layout", path, "--json", "--set", "ios=18"])
        XCTAssertEqual(ios18Layout.status, 0, ios18Layout.stderr)
        XCTAssertTrue(ios18Layout.stdout.contains("\"kind\" : \"stacked\""), ios18Layout.stdout)
    }

    func testASpecInvalidInEveryVariantIsNamedOnce() throws {
        let dir = try cli.folder()
        let path = try cli.write(spec.replacingOccurrences(of: "badge: 2", with: "badge: [2]"), to: "phone.yaml", in: dir)
        let result = try cli.run(["render", path, "-o", dir.appendingPathComponent("out").path + "/", "--matrix", "appearance=light,dark", "--matrix", "ios=18,26"])
        XCTAssertEqual(result.status, 2)
        let lines = result.stderr.split(separator: "\n").filter { $0.contains("tabs[1].badge") }
        XCTAssertEqual(lines.count, 1, result.stderr)
    }

    func testSnapshotRecordsAndVerifiesEveryVariantUnderStableNames() throws {
        let dir = try cli.folder()
        let path = try cli.write(spec, to: "phone.yaml", in: dir)
        let refs = dir.appendingPathComponent("refs").path
        let report = dir.appendingPathComponent("report").path
        let matrix = ["--matrix", "appearance=light,dark", "--matrix", "ios=18,26"]
        let record = try cli.run(["snapshot", "record", path, "--dir", refs, "--report", report] + matrix)
        XCTAssertEqual(record.status, 0, record.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: refs).sorted(), [
            "environment.json", "phone.ios18.iphone-15.dark@3x.png", "phone.ios18.iphone-15.light@3x.png",
            "phone.ios26.iphone-15.dark@3x.png", "phone.ios26.iphone-15.light@3x.png",
        ])
        let verify = try cli.run(["snapshot", "verify", path, "--dir", refs, "--report", report, "--update", "none"] + matrix)
        XCTAssertEqual(verify.status, 0, verify.stderr)
        // The same suite with a changed badge fails: the references hold what each variant showed.
        let changed = try cli.run(
            ["snapshot", "verify", path, "--dir", refs, "--report", report, "--update", "none", "--set", "tabs[1].badge=7"] + matrix)
        XCTAssertEqual(changed.status, 1, changed.stdout + changed.stderr)
    }

    func testTheSheetLaysEveryVariantOnALabelledGridRowsFromTheFirstKey() throws {
        let dir = try cli.folder()
        let path = try cli.write(spec, to: "phone.yaml", in: dir)
        let out = dir.appendingPathComponent("out")
        let sheet = dir.appendingPathComponent("sheet.png").path
        let matrix = ["--matrix", "appearance=light,dark", "--matrix", "device=iphone-8,iphone-15"]
        let result = try cli.run(["render", path, "--sheet", sheet, "-o", out.path + "/", "--scale", "1"] + matrix)
        XCTAssertEqual(result.status, 0, result.stderr)
        let renders = try FileManager.default.contentsOfDirectory(atPath: out.path).map { try image(out.appendingPathComponent($0).path) }
        XCTAssertEqual(renders.count, 4)
        let cellWidth = renders.map(\.width).max()! + 24
        let cellHeight = renders.map(\.height).max()! + 24
        let picture = try image(sheet)
        // A title band, a heading band, two rows; a heading column, two columns.
        XCTAssertEqual(picture.height, 60 + 16 + 24 + 2 * cellHeight)
        let headingWidth = picture.width - 32 - 2 * cellWidth
        XCTAssertGreaterThan(headingWidth, 12, "row headings take room")
        XCTAssertLessThan(headingWidth, 100)
        func brightness(row: Int, column: Int) -> Int {
            // Just inside the left edge of the render, halfway down: the bar's own background.
            let render = renders.first { $0.width == (column == 0 ? 375 : 393) }!
            let x = 16 + headingWidth + column * cellWidth + (cellWidth - render.width) / 2 + 3
            let y = 60 + 24 + row * cellHeight + cellHeight / 2
            let index = (y * picture.width + x) * 4
            return Int(picture.pixels[index]) + Int(picture.pixels[index + 1]) + Int(picture.pixels[index + 2])
        }
        for column in 0..<2 {
            XCTAssertGreaterThan(brightness(row: 0, column: column), brightness(row: 1, column: column) + 200, "light above dark")
        }
        // Only the sheet, without -o; and as PDF.
        let only = dir.appendingPathComponent("only")
        try FileManager.default.createDirectory(at: only, withIntermediateDirectories: true)
        let pdf = try cli.run(["render", path, "--sheet", "sheet.pdf"] + matrix, in: only)
        XCTAssertEqual(pdf.status, 0, pdf.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: only.path), ["sheet.pdf"])
        XCTAssertEqual(try Data(contentsOf: only.appendingPathComponent("sheet.pdf")).prefix(5), Data("%PDF-".utf8))
        let svg = try cli.run(["render", path, "--sheet", "sheet.svg"], in: only)
        XCTAssertEqual(svg.status, 2)
    }
}
