import Foundation
import TabBarImage
import XCTest

/// Issue 41 §9: paths are bytes on Linux. Spec, output, folder and image names that are not UTF-8
/// are read and written under exactly those bytes, and shown escaped (`bad\xFF\xFE.yaml`).
final class HostileByteNameTests: XCTestCase {
    /// `bad\xFF\xFE.yaml` for the shell: printf's octal escapes.
    private let spec = "\"$(printf 'bad\\377\\376.yaml')\""
    private let specBytes: [UInt8] = Array("bad".utf8) + [0xFF, 0xFE] + Array(".yaml".utf8)

    func testRenderReadsAndWritesTheExactBytes() throws {
        let hostile = try HostileCase()
        _ = try hostile.write(hostile.minimalSpec, "ok.yaml")
        let run = try hostile.cli.run(shell: """
            cp ok.yaml \(spec)
            "$0" render \(spec) -o "$(printf 'out\\377.png')"
            """, in: hostile.folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        try assertPNG(hostile.folder, Array("out".utf8) + [0xFF] + Array(".png".utf8))
        // A matrix names its outputs after the spec: the same bytes, then the variant.
        let matrix = try hostile.cli.run(shell: """
            mkdir "$(printf 'm\\377')"
            "$0" render \(spec) --matrix appearance=light,dark -o "$(printf 'm\\377')/"
            """, in: hostile.folder)
        XCTAssertEqual(matrix.status, 0, matrix.stderr)
        let folder = hostile.folder.appendingPathComponent("m").path + "\u{FFFD}"
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder), "no repaired folder name")
        let matrixFolder = Array(hostile.folder.path.utf8) + [0x2F] + Array("m".utf8) + [0xFF]
        XCTAssertEqual(
            Set(try names(matrixFolder)), [Array(specBytes.dropLast(4)) + Array("light.png".utf8), Array(specBytes.dropLast(4)) + Array("dark.png".utf8)])
        for name in try names(matrixFolder) { try assertPNG(matrixFolder, name) }
        assertNoRepairedNames(hostile)
        // A failure names the file with its bytes escaped, on one line.
        let missing = try hostile.cli.run(shell: "\"$0\" render \"$(printf 'gone\\377.yaml')\" -o x.png", in: hostile.folder)
        XCTAssertEqual(missing.status, 2, missing.stderr)
        XCTAssertTrue(missing.stderr.contains("gone\\xFF.yaml: no such file"), missing.stderr)
        XCTAssertFalse(missing.stderr.contains("\u{FFFD}"), missing.stderr)
        XCTAssertEqual(missing.stderr.split(separator: "\n").count, 1, missing.stderr)
    }

    func testSnapshotRecordAndVerifyInFoldersNamedWithBytes() throws {
        let hostile = try HostileCase()
        _ = try hostile.write(hostile.minimalSpec, "ok.yaml")
        let references = "\"$(printf 'refs\\377')\"", report = "\"$(printf 'report\\376')\""
        let record = try hostile.cli.run(shell: """
            cp ok.yaml \(spec)
            "$0" snapshot record \(spec) --dir \(references) --report \(report)
            """, in: hostile.folder)
        XCTAssertEqual(record.status, 0, record.stderr)
        XCTAssertTrue(record.stdout.contains("recorded: bad\\xFF\\xFE.iphone-15.light@3x.png"), record.stdout)
        let referenceFolder = Array(hostile.folder.path.utf8) + Array("/refs".utf8) + [0xFF]
        let reference = Array(specBytes.dropLast(4)) + Array("iphone-15.light@3x.png".utf8)
        try assertPNG(referenceFolder, reference)
        let verify = try hostile.cli.run(shell: "\"$0\" snapshot verify \(spec) --dir \(references) --report \(report)", in: hostile.folder)
        XCTAssertEqual(verify.status, 0, verify.stderr)
        XCTAssertTrue(verify.stdout.contains("1 passed"), verify.stdout)
        // A change fails the reference; the failure images land in the report folder under the
        // reference's bytes, and the page names it escaped and links the very files.
        let changed = try hostile.cli.run(shell: """
            sed 's/Favorites/Changed/' ok.yaml > \(spec)
            "$0" snapshot verify \(spec) --dir \(references) --report \(report) --junit "$(printf 'j\\377.xml')"
            """, in: hostile.folder)
        XCTAssertEqual(changed.status, 1, changed.stderr)
        let reportFolder = Array(hostile.folder.path.utf8) + Array("/report".utf8) + [0xFE]
        let reportNames = try names(reportFolder)
        let artifacts = reportNames.filter { $0.starts(with: Array(reference.dropLast(4))) }
        XCTAssertFalse(artifacts.isEmpty, "\(reportNames.map { MessageText.escape(bytes: $0) })")
        for artifact in artifacts { try assertPNG(reportFolder, artifact) }
        let page = try text(reportFolder + Array("/report.html".utf8))
        XCTAssertTrue(page.contains("bad\\xFF\\xFE.iphone-15.light@3x.png"), "the name escaped")
        XCTAssertTrue(page.contains("bad%FF%FE.iphone-15.light@3x"), "links to the bytes")
        _ = try text(reportFolder + Array("/summary.json".utf8))
        let junit = try text(Array(hostile.folder.path.utf8) + Array("/j".utf8) + [0xFF] + Array(".xml".utf8))
        XCTAssertTrue(junit.contains("bad\\xFF\\xFE"), junit)
        assertNoRepairedNames(hostile)
    }

    func testLintNamesTheSpecEscapedAndWritesItsReportsUnderTheirBytes() throws {
        let hostile = try HostileCase()
        _ = try hostile.write(hostile.minimalSpec, "ok.yaml")
        let run = try hostile.cli.run(shell: """
            cp ok.yaml \(spec)
            "$0" lint \(spec) --junit "$(printf 'lint\\377.xml')" --sarif "$(printf 'lint\\376.sarif')"
            """, in: hostile.folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("bad\\xFF\\xFE.yaml:tabs: warning[too-few-tabs]"), run.stdout)
        let lint = Array(hostile.folder.path.utf8) + Array("/lint".utf8)
        let junit = try text(lint + [0xFF] + Array(".xml".utf8))
        XCTAssertTrue(junit.contains("bad\\xFF\\xFE.yaml"), junit)
        let sarif = try text(lint + [0xFE] + Array(".sarif".utf8))
        XCTAssertTrue(sarif.contains("bad%FF%FE.yaml"), "the artifact's URI carries the bytes: \(sarif)")
        // A list read with --from holds paths, bytes as they are.
        let listed = try hostile.cli.run(shell: "printf 'ok.yaml\\nbad\\377\\376.yaml\\n' | \"$0\" lint --from -", in: hostile.folder)
        XCTAssertEqual(listed.status, 0, listed.stderr)
        XCTAssertTrue(listed.stdout.contains("bad\\xFF\\xFE.yaml:tabs"), listed.stdout)
        assertNoRepairedNames(hostile)
    }

    func testDiffComparesAndWritesImagesNamedWithBytes() throws {
        let hostile = try HostileCase()
        _ = try hostile.write(hostile.minimalSpec, "ok.yaml")
        let run = try hostile.cli.run(shell: """
            sed 's/Favorites/Changed/' ok.yaml > changed.yaml
            "$0" render ok.yaml -o "$(printf 'a\\377.png')" && "$0" render changed.yaml -o "$(printf 'b\\376.png')"
            "$0" diff "$(printf 'a\\377.png')" "$(printf 'b\\376.png')" --diff "$(printf 'd\\377\\376.png')"
            """, in: hostile.folder)
        XCTAssertEqual(run.status, 1, "the images differ: \(run.stderr)")
        XCTAssertTrue(run.stderr.contains("pixels differ") && !run.stderr.contains("\u{FFFD}"), run.stderr)
        try assertPNG(hostile.folder, Array("d".utf8) + [0xFF, 0xFE] + Array(".png".utf8))
        let missing = try hostile.cli.run(shell: "\"$0\" diff \"$(printf 'a\\377.png')\" \"$(printf 'gone\\376.png')\"", in: hostile.folder)
        XCTAssertEqual(missing.status, 2, missing.stderr)
        XCTAssertTrue(missing.stderr.contains("gone\\xFE.png: no such file"), missing.stderr)
        assertNoRepairedNames(hostile)
    }

    func testTextOptionsThatAreNotUTF8AreRefusedNamingTheOption() throws {
        let hostile = try HostileCase()
        _ = try hostile.write(hostile.minimalSpec, "ok.yaml")
        let run = try hostile.cli.run(shell: "\"$0\" render ok.yaml -o x.png --set \"tabs[0].title=$(printf 'caf\\351')\"", in: hostile.folder)
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("--set") && run.stderr.contains("caf\\xE9") && run.stderr.contains("not UTF-8"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: hostile.path("x.png")))
    }

    // MARK: - The encoding

    func testAnyBytesRoundTripAndUTF8NamesStayAsTheyAre() {
        var generator = SystemRandomNumberGenerator()
        for length in 0..<64 {
            for _ in 0..<50 {
                let bytes = (0..<length).map { _ in UInt8.random(in: 1...255, using: &generator) }
                XCTAssertEqual(PathBytes.bytes(PathBytes.string(bytes)), bytes)
            }
        }
        // The reserved scalars themselves, written literally in a name, come back as their bytes.
        for literal in ["\u{10F780}", "a\u{10F7FF}b", "\u{10F77F}\u{10F800}"] {
            XCTAssertEqual(PathBytes.bytes(PathBytes.string(Array(literal.utf8))), Array(literal.utf8))
        }
        for name in ["spec.yaml", "café/日本.png", "a b#?.png", "", "\u{1F600}", "\u{10F77F}"] {
            XCTAssertEqual(PathBytes.string(Array(name.utf8)), name, "valid UTF-8 is unchanged")
            XCTAssertEqual(PathBytes.bytes(name), Array(name.utf8))
        }
        XCTAssertEqual(MessageText.oneLine(PathBytes.string(specBytes)), "bad\\xFF\\xFE.yaml")
        XCTAssertEqual(PathBytes.percentEncoded(PathBytes.string(Array("a b/".utf8) + [0xFF])), "a%20b/%FF")
    }

    // MARK: - Helpers

    /// The names in a folder, byte for byte.
    private func names(_ folder: [UInt8]) throws -> [[UInt8]] {
        let directory = try XCTUnwrap((folder.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { opendir($0.baseAddress!) })
        defer { closedir(directory) }
        var found: [[UInt8]] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if name != [0x2E], name != [0x2E, 0x2E] { found.append(name) }
        }
        return found
    }

    private func read(_ path: [UInt8]) throws -> Data {
        let descriptor = (path.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { open($0.baseAddress!, O_RDONLY) }
        guard descriptor >= 0 else { throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: MessageText.escape(bytes: path)]) }
        defer { close(descriptor) }
        return FileHandle(fileDescriptor: descriptor).readDataToEndOfFile()
    }

    /// A report's text, which must be UTF-8 whatever the names it holds.
    private func text(_ path: [UInt8], line: UInt = #line) throws -> String {
        try XCTUnwrap(String(validating: try read(path), as: UTF8.self), "\(MessageText.escape(bytes: path)) is UTF-8", line: line)
    }

    private func assertPNG(_ folder: URL, _ name: [UInt8], line: UInt = #line) throws {
        try assertPNG(Array(folder.path.utf8), name, line: line)
    }

    /// The file is there under exactly `name` and decodes as a picture.
    private func assertPNG(_ folder: [UInt8], _ name: [UInt8], line: UInt = #line) throws {
        let listed = try names(folder)
        XCTAssertTrue(listed.contains(name), "\(MessageText.escape(bytes: name)) in \(listed.map { MessageText.escape(bytes: $0) })", line: line)
        let image = try PNGCodec.decode(try read(folder + [0x2F] + name))
        XCTAssertGreaterThan(image.width, 100, line: line)
    }

    /// No name anywhere in the case's folder holds U+FFFD (EF BF BD) or a reserved scalar's bytes:
    /// nothing was written under a repaired or an encoded name.
    private func assertNoRepairedNames(_ hostile: HostileCase, line: UInt = #line) {
        func walk(_ folder: [UInt8]) {
            for name in (try? names(folder)) ?? [] {
                let text = String(decoding: name, as: UTF8.self)
                XCTAssertFalse(Data(name).range(of: Data([0xEF, 0xBF, 0xBD])) != nil || Data(name).range(of: Data([0xF4, 0x8F])) != nil,
                               "repaired name \(text)", line: line)
                var info = stat()
                let path = folder + [0x2F] + name
                if (path.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer({ lstat($0.baseAddress!, &info) }) == 0,
                   info.st_mode & S_IFMT == S_IFDIR {
                    walk(path)
                }
            }
        }
        walk(Array(hostile.folder.path.utf8))
    }
}
