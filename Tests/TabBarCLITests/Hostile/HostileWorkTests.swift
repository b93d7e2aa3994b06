import Foundation
import TabBarBenchmarks
import TabBarImage
import XCTest

/// Issue 41, round three, §5, §8, §10–§14, §16: duplicate keys decided on decoded keys, and
/// overrides, matrices, watches, names and pictures whose work had no bound.
final class HostileWorkTests: XCTestCase {
    /// Runs `tabbar` and stops it past `seconds` (a runaway must fail the test, not hang it).
    private func bounded(
        _ hostile: HostileCase, _ arguments: [String], seconds: Double = 20, file: StaticString = #filePath, line: UInt = #line
    ) throws -> (status: Int32, stderr: String, seconds: Double) {
        let process = Process()
        process.executableURL = hostile.cli.executable
        process.arguments = arguments
        process.currentDirectoryURL = hostile.folder
        process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "TABBARKIT_ICONS" && $0.key != "CI" }
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        let started = Date()
        try process.run()
        let deadline = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds + 10, execute: deadline)
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        deadline.cancel()
        let elapsed = Date().timeIntervalSince(started)
        XCTAssertLessThan(elapsed, seconds, "\(arguments.prefix(3)) ran past \(seconds) s", file: file, line: line)
        return (process.terminationStatus, String(decoding: errData, as: UTF8.self), elapsed)
    }

    // MARK: - §5 Duplicate keys

    func testDuplicateKeysAreRefusedHoweverTheyAreWrittenOrHowManyThereAre() throws {
        let hostile = try HostileCase()
        let tabs = #""tabs": [{"title": "A"}, {"title": "B"}]"#
        let padding = "\"tint\": \"#007AFF\"" + String(repeating: " ", count: 4_300_000)
        let cases: [(String, String, [String])] = [
            ("escaped.json", #"{"device": "iphone-15", "ti\u0074le": "Evil", "title": "Good", "#, ["escaped.json", "duplicate key \"title\""]),
            ("escaped.yaml", "device: iphone-15\n\"ti\\u0074le\": Evil\ntitle: Good\n", ["escaped.yaml", "duplicate key \"title\""]),
            ("padded.json", #"{"device": "iphone-15", "title": "Evil", "title": "Good", "#, ["padded.json", "duplicate key \"title\""]),
            ("many.json", "{\"device\": \"iphone-15\", " + String(repeating: "\"title\": \"x\", ", count: 70), ["many.json", "duplicate key \"title\""]),
        ]
        for (name, head, words) in cases {
            let text = name.hasSuffix(".yaml")
                ? head + "tabs:\n  - { title: A }\n  - { title: B }\n"
                : head + (name == "padded.json" ? padding + ", " : "") + tabs + "}"
            let spec = try hostile.write(text, name)
            try hostile.expectFailure(["layout", spec], status: 2, naming: words)
        }
    }

    // MARK: - §8, §11 Overrides

    func testADeepSetPathIsRefused() throws {
        let hostile = try HostileCase()
        let spec = try hostile.write(hostile.minimalSpec, "x.yaml")
        let path = Array(repeating: "a", count: 3000).joined(separator: ".")
        try hostile.expectFailure(["render", spec, "-o", "x.png", "--set", "\(path)=1"], status: 2, naming: ["--set", "at most 64 keys"])
        let deepValue = "tabs[0].title=" + String(repeating: "[", count: 3000)
        try hostile.expectFailure(["render", spec, "-o", "x.png", "--set", deepValue], status: 2, naming: ["x.yaml", "--set tabs[0].title", "nests more than"])
    }

    func testAnAliasBombInASetValueIsRefusedBeforeItIsExpanded() throws {
        let hostile = try HostileCase()
        let spec = try hostile.write(hostile.minimalSpec, "x.yaml")
        var levels = ["&a [x, x, x, x, x, x, x, x, x, x]"]
        for level in 1..<9 {
            let name = String(UnicodeScalar(UInt8(ascii: "a") + UInt8(level)))
            let previous = String(UnicodeScalar(UInt8(ascii: "a") + UInt8(level - 1)))
            levels.append("&\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]")
        }
        let run = try bounded(hostile, ["render", spec, "-o", "x.png", "--set", "tabs[0].title=[" + levels.joined(separator: ", ") + "]"])
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("--set tabs[0].title") && run.stderr.contains("aliases"), run.stderr)
        XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, run.stderr)
    }

    // MARK: - §9 Folders whose names are not UTF-8

    func testAnInstallInAFolderWhoseNameIsNotUTF8Runs() throws {
        let hostile = try HostileCase()
        _ = try hostile.write(hostile.minimalSpec, "x.yaml")
        // The built executables and the icons' bundle, copied as install.sh lays them out, into
        // a folder named with the bytes FF FE (a Swift String cannot name it: the shell does).
        let script = """
            set -e
            built="$(dirname "$0")"
            install="$(printf 'inst\\377\\376')"
            mkdir "$install"
            cp "$built/tabbar" "$built/tabbar-draw" "$built/tabbar-core" "$install/"
            cp -R "$built"/*.resources "$install/"
            "$install/tabbar" layout x.yaml
            """
        let run = try hostile.cli.run(shell: script, in: hostile.folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("iphone-15"), run.stdout)
        XCTAssertFalse(run.stderr.contains("cannot start"), run.stderr)
    }

    // MARK: - §10 Matrices

    func testAMatrixOfTenBillionVariantsIsRefusedBeforeAnyIsBuilt() throws {
        let hostile = try HostileCase()
        let spec = try hostile.write(hostile.minimalSpec, "x.yaml")
        var arguments = ["render", spec, "-o", "out"]
        for key in 0..<10 { arguments += ["--matrix", "k\(key)=" + (0..<10).map { "v\($0)" }.joined(separator: ",")] }
        let run = try bounded(hostile, arguments, seconds: 5)
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("--matrix") && run.stderr.contains("at most 100000 combinations"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: hostile.path("out")))
        // Under the bound per matrix, but not with the specs it multiplies.
        let many = try (0..<20).map { try hostile.write(hostile.minimalSpec, "s\($0).yaml") }
        var wide = ["render"] + many + ["-o", "out"]
        for key in 0..<5 { wide += ["--matrix", "k\(key)=" + (0..<10).map { "v\($0)" }.joined(separator: ",")] }
        let refused = try bounded(hostile, wide, seconds: 5)
        XCTAssertEqual(refused.status, 2, refused.stderr)
        XCTAssertTrue(refused.stderr.contains("20 spec(s) in 100000 variant(s)") && refused.stderr.contains("at most 100000"), refused.stderr)
    }

    // MARK: - §12 Watching

    func testWatchingAnAliasBombEndsWithTheRenderThatRefusesIt() throws {
        let hostile = try HostileCase()
        var text = "a0: &a0 [x.svg, x.svg, x.svg, x.svg, x.svg, x.svg, x.svg, x.svg, x.svg, x.svg]\n"
        for level in 1..<9 {
            text += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        text += "device: iphone-15\ntabs:\n  - { title: A }\n  - { title: B }\n"
        let spec = try hostile.write(text, "bomb.yaml")
        let run = try bounded(hostile, ["render", spec, "-o", "x.png", "--watch", "--watch-limit", "1"], seconds: 10)
        XCTAssertEqual(run.status, 0, "the watcher reports the refusal and goes on: \(run.stderr)")
    }

    // MARK: - §13 Names

    func testAHugeSFNameIsRefusedWithoutASearchForTheNearest() throws {
        let hostile = try HostileCase()
        let name = String(repeating: "house.fill", count: 100_000)
        let spec = try hostile.write("device: iphone-15\ntabs:\n  - { title: A, icon: \"sf:\(name)\" }\n  - { title: B }\n", "sf.yaml")
        let run = try bounded(hostile, ["render", spec, "-o", "x.png"], seconds: 10)
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("sf.yaml") && run.stderr.contains("tabs[0].icon") && run.stderr.contains("unknown SF Symbol"), run.stderr)
        XCTAssertFalse(run.stderr.contains("nearest known"), run.stderr)
        // A near miss still gets its suggestion.
        let near = try hostile.write("device: iphone-15\ntabs:\n  - { title: A, icon: \"sf:house.fil\" }\n  - { title: B }\n", "near.yaml")
        try hostile.expectFailure(["render", near, "-o", "x.png"], status: 2, naming: ["near.yaml", "nearest known: \"house.fill\""])
    }

    // MARK: - §14 Pictures

    func testAProcessingInstructionCannotBringAStyleSheetIntoAPicture() throws {
        let hostile = try HostileCase()
        let screen = "width='1032' height='1376' viewBox='0 0 1032 1376'"
        let rects = String(repeating: "<rect width='1032' height='1376' fill='#f00' fill-opacity='0.5'/>", count: 60)
        let filter = "<filter id='f'><feGaussianBlur stdDeviation='30'/></filter>"
        // Neither spells `url(` where the scan for external resources would see it.
        let sheets = [
            "<?xml-stylesheet href=\"data:text/css,rect{filter:%75rl(%23f)}\"?>",
            "<?xml-stylesheet type=\"text/css\" href=\"data:text/css;base64,\(Data("rect{filter:url(#f)}".utf8).base64EncodedString())\"?>",
        ]
        for (index, sheet) in sheets.enumerated() {
            _ = try hostile.write("<?xml version=\"1.0\"?>\(sheet)<svg xmlns='http://www.w3.org/2000/svg' \(screen)>\(filter)\(rects)</svg>", "p\(index).svg")
            let spec = try hostile.write("device: ipad-pro-13\nios: 17\nbackdrop: p\(index).svg\ntabs:\n  - { title: A }\n  - { title: B }\n", "p\(index).yaml")
            let run = try bounded(hostile, ["render", spec, "-o", "x.png"])
            XCTAssertEqual(run.status, 2, run.stderr)
            XCTAssertTrue(run.stderr.contains("p\(index).yaml") && run.stderr.contains("backdrop") && run.stderr.contains("processing instruction"), run.stderr)
        }
        // The XML declaration alone is still fine.
        _ = try hostile.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?><svg xmlns='http://www.w3.org/2000/svg' \(screen)><rect width='10' height='10'/></svg>", "plain.svg")
        let plain = try hostile.write("device: ipad-pro-13\nios: 17\nbackdrop: plain.svg\ntabs:\n  - { title: A }\n  - { title: B }\n", "plain.yaml")
        XCTAssertEqual(try hostile.cli.run(["render", plain, "-o", "plain.png"], in: hostile.folder).status, 0)
    }

    // MARK: - §15 Records and pictures

    func testAShardRecordPastTheMergesBoundIsRefusedUnparsed() throws {
        let hostile = try HostileCase()
        for name in ["a", "b"] { _ = try hostile.write("device: iphone-2g\nios: 17\ntabs:\n  - { title: \(name) }\n  - { title: B }\n", "\(name).yaml") }
        XCTAssertEqual(try hostile.cli.run(["snapshot", "record", "a.yaml", "b.yaml", "--dir", "refs", "--report", "r"], in: hostile.folder).status, 0)
        XCTAssertEqual(try hostile.cli.run(["snapshot", "verify", "a.yaml", "b.yaml", "--dir", "refs", "--shard", "1/1", "--report", "sh1"], in: hostile.folder).status, 0)
        // 40 MB of orphan names in a record that is otherwise the shard's own.
        let record = try String(contentsOfFile: hostile.path("sh1/shard.json"), encoding: .utf8)
        let names = (0 ..< 2_500_000).map { "\"o\($0).png\"" }.joined(separator: ",")
        try record.replacingOccurrences(of: "\"orphans\" : [\n\n    ]", with: "\"orphans\" : [\(names)]")
            .write(toFile: hostile.path("sh1/shard.json"), atomically: true, encoding: .utf8)
        let run = try bounded(hostile, ["snapshot", "merge", "sh1", "--report", "merged"], seconds: 20)
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("sh1/shard.json") && run.stderr.contains("at most 16 MB (about 20,000 outcomes)"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: hostile.path("merged")))
    }

    /// An 8192 × 8192 16-bit RGBA PNG of zeros in 3.4 MB (fixed-Huffman runs of 258 bytes):
    /// 512 MB of filtered rows for 256 MB of pixels.
    private func sixteenBitBomb() -> Data {
        let side = 8_192
        let raw = side * (1 + side * 8)
        var bytes: [UInt8] = [0x78, 0x01]
        var bits: UInt64 = 0, count = 0
        func put(_ value: UInt64, _ length: Int) {
            bits |= value << UInt64(count)
            count += length
            while count >= 8 {
                bytes.append(UInt8(bits & 0xff))
                bits >>= 8
                count -= 8
            }
        }
        // Huffman codes go most significant bit first.
        func code(_ value: UInt64, _ length: Int) {
            var reversed: UInt64 = 0
            for bit in 0 ..< length where value >> UInt64(bit) & 1 == 1 { reversed |= 1 << UInt64(length - 1 - bit) }
            put(reversed, length)
        }
        put(1, 1)
        put(1, 2)
        code(0x30, 8) // literal 0
        var left = raw - 1
        while left >= 258 {
            code(0xC5, 8) // length 258
            code(0, 5) // distance 1
            left -= 258
        }
        for _ in 0 ..< left { code(0x30, 8) }
        code(0, 7) // end of block
        if count > 0 { put(0, 8 - count) }
        let adler = UInt32(raw % 65_521) << 16 | 1
        bytes += [UInt8(adler >> 24), UInt8(adler >> 16 & 0xff), UInt8(adler >> 8 & 0xff), UInt8(adler & 0xff)]
        func be32(_ value: UInt32) -> [UInt8] { [UInt8(value >> 24), UInt8(value >> 16 & 0xff), UInt8(value >> 8 & 0xff), UInt8(value & 0xff)] }
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in Array(type.utf8) + body {
                crc ^= UInt32(byte)
                for _ in 0 ..< 8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
            }
            return be32(UInt32(body.count)) + Array(type.utf8) + body + be32(~crc)
        }
        let ihdr = be32(UInt32(side)) + be32(UInt32(side)) + [16, 6, 0, 0, 0]
        return Data([137, 80, 78, 71, 13, 10, 26, 10] + chunk("IHDR", ihdr) + chunk("IDAT", bytes) + chunk("IEND", []))
    }

    func testASixteenBitBombIsDiffedWithinAGibibyte() throws {
        let hostile = try HostileCase()
        let bomb = try hostile.write(sixteenBitBomb(), "bomb.png")
        let run = try ProcessRun.run(hostile.cli.executable.path, ["diff", bomb, bomb])
        XCTAssertEqual(run.status, 0, "identical images")
        XCTAssertGreaterThan(run.peakMiB, 0)
        XCTAssertLessThan(run.peakMiB, 1 << 10, "under 1 GiB: two 256 MB images, not their 512 MB of rows each")
    }

    // MARK: - §16 Contact sheets

    func testTheFindingsArePrintedWhenTheSheetCannotBeWrittenAndTheSheetIsNamed() throws {
        let hostile = try HostileCase()
        try FileManager.default.createDirectory(atPath: hostile.path("icons"), withIntermediateDirectories: true)
        for index in 0..<3 {
            _ = try hostile.write("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'><rect x='4' y='4' width='16' height='16'/></svg>", "icons/i\(index).svg")
        }
        _ = try hostile.write("a file", "taken")
        let run = try hostile.cli.run(["icons", "check", "icons", "--sheet", "taken/s.png"], in: hostile.folder)
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.contains("taken/s.png"), run.stderr)
        XCTAssertTrue(run.stdout.contains("i2.svg"), "the findings are printed: \(run.stdout)")
    }
}
