import Foundation
import TabBarImport
import TabBarModel
import XCTest

/// An app's folder is whatever a pull request puts there: each case below once crashed, hung,
/// trapped, leaked a file from outside the app or wrote a key into the spec.
final class HostileSourceTests: XCTestCase {
    private let good = "import SwiftUI\nstruct Good: View { var body: some View { TabView { X().tabItem { Text(\"Go\") } } } }\n"

    /// Each shape once passed the bracket pre-check and overflowed the parser's or a reader's
    /// stack (SIGSEGV); each is now one line naming the file, and the good file is still read.
    func testEveryKindOfDeepNestingIsOneLineAndTheRestIsRead() throws {
        let shapes: [String: String] = [
            "AfterRawString": "let s = #\"\\\"#\nlet a = " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "\n",
            "Interpolation": "let a = " + String(repeating: "\"\\(f(", count: 3_000) + "1" + String(repeating: ")\"", count: 3_000) + "\n",
            "Generics": "let a: " + String(repeating: "A<", count: 10_000) + "B" + String(repeating: ">", count: 10_000) + " = x\n",
            "ModifierChain": "let v = x" + String(repeating: ".a()", count: 50_000) + "\n",
            "ElseIf": "func f() {\n if a {}" + String(repeating: " else if a {}", count: 10_000) + "\n}\n",
            "Conditional": String(repeating: "#if A\n", count: 10_000) + "let x = 1\n" + String(repeating: "#endif\n", count: 10_000),
            "TryChain": "let a = " + String(repeating: "try ", count: 20_000) + "x\n",
            // Not deep enough for the bracket bound, but the parser's recovery from unclosed macro
            // arguments grows with the cube of their depth: the fuzzer's 6 KB file took 40 s.
            "UnclosedMacros": "let a = " + String(repeating: "#colorLiteral(red: 0.98, a", count: 110) + "\n",
        ]
        var files = shapes.mapValues { $0 }
        files["Good.swift"] = good
        let app = try AppFixture(Dictionary(uniqueKeysWithValues: files.map { ($0.key == "Good.swift" ? $0.key : $0.key + ".swift", $0.value) }))
        defer { app.remove() }
        let result = app.run()
        XCTAssertEqual(result.bars.map(\.name), ["good"])
        XCTAssertEqual(Set(result.problems.map(\.provenance.file)), Set(shapes.keys.map { app.root + "/" + $0 + ".swift" }), "\(result.problems)")
        for problem in result.problems {
            XCTAssertTrue(problem.message.hasSuffix("the file is not read"), "\(problem)")
        }
    }

    /// swift-syntax's look-ahead over `[` doubles with each level: 30 deep took minutes.
    func testNestedSquareBracketsAreRefusedBeforeTheirCostDoubles() throws {
        let app = try AppFixture(["Good.swift": good, "Squares.swift": "let a = " + String(repeating: "[", count: 30) + String(repeating: "]", count: 30) + "\n"])
        defer { app.remove() }
        let result = app.run()
        XCTAssertEqual(result.bars.map(\.name), ["good"])
        XCTAssertEqual(result.problems.map(\.description), [app.root + "/Squares.swift:1: `[` nested more than 12 deep; the file is not read"])
    }

    /// The parser cannot be stopped, and its recovery from some broken files grows with the cube
    /// of their nesting (the fuzzer's 20 KB file took minutes): past its budget, a file is given
    /// up on and the others are read.
    func testAFileWhoseParseOutlastsItsBudgetIsGivenUpOn() throws {
        let slow = "let a = [Tab(" + String(repeating: "Tab(\"Radio\", s: \"d.a   Tab(\"R\", s: \"x", count: 40) + "]\n"
        let app = try AppFixture(["Good.swift": good, "Slow.swift": slow])
        defer { app.remove() }
        let started = ContinuousClock.now
        let result = app.run(limits: ImportLimits(maxParseDuration: .milliseconds(50)))
        XCTAssertLessThan(ContinuousClock.now - started, .seconds(5), "the slow parse is not waited for")
        XCTAssertEqual(result.bars.map(\.name), ["good"])
        XCTAssertEqual(result.problems.map(\.description), [app.root + "/Slow.swift:1: Swift that takes more than 0.05 seconds to parse; the file is not read"])
    }

    /// What a real file nests (strings holding brackets, comments, raw strings) is read as before.
    func testBracketsInsideStringsAndCommentsDoNotCount() throws {
        let brackets = String(repeating: "[", count: 400)
        let text = """
            import SwiftUI
            // \(brackets)
            /* /* \(brackets) */ \(brackets) */
            let plain = "\(brackets)"
            let raw = #"\\"\(brackets)"#
            let multi = \"\"\"
                \(brackets)
                \"\"\"
            let interpolated = "\\(["a"].count) \(brackets)"
            struct Good: View { var body: some View { TabView { X().tabItem { Text("Go") } } } }

            """
        let app = try AppFixture(["Good.swift": text])
        defer { app.remove() }
        let result = app.run()
        XCTAssertEqual(result.problems, [])
        XCTAssertEqual(result.bars.map(\.name), ["good"])
    }

    func testTheImportsTimeIsBounded() throws {
        let app = try AppFixture(["Good.swift": good, "Other.swift": good.replacingOccurrences(of: "Good", with: "Other")])
        defer { app.remove() }
        let result = app.run(limits: ImportLimits(maxDuration: .zero))
        XCTAssertEqual(result.bars.map(\.name), [])
        XCTAssertEqual(result.problems.count, 1, "\(result.problems)")
        XCTAssertTrue(result.problems[0].message.contains("ran out; this file and 1 other were not read"), "\(result.problems)")
    }

    /// `Color.hexString` trapped on NaN: a storyboard's `red="nan"` and Swift's `1e999/1e999`.
    func testColoursThatAreNotNumbersAreUnknownNotATrap() throws {
        let swift = """
            import SwiftUI
            struct Tabs: View {
                var body: some View {
                    TabView { X().tabItem { Text("Go") } }
                        .tint(Color(red: 1e999 / 1e999, green: 0, blue: 0))
                }
            }
            struct Literal: View {
                var body: some View {
                    TabView { X().tabItem { Text("Go") } }
                        .tint(#colorLiteral(red: 1e999, green: 0, blue: 0, alpha: 1))
                }
            }
            struct Faded: View {
                var body: some View {
                    TabView { X().tabItem { Text("Go") } }
                        .tint(Color.red.opacity(1e999 / 1e999))
                }
            }

            """
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
                    <scene sceneID="1">
                        <objects>
                            <tabBarController id="tbc">
                                <tabBar key="tabBar" contentMode="scaleToFill" id="bar">
                                    <color key="tintColor" red="nan" green="inf" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                </tabBar>
                                <connections>
                                    <segue destination="a" kind="relationship" relationship="viewControllers" id="s1"/>
                                </connections>
                            </tabBarController>
                            <viewController id="a">
                                <tabBarItem key="tabBarItem" title="One" id="i1"/>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let app = try AppFixture(["Tabs.swift": swift, "Main.storyboard": storyboard])
        defer { app.remove() }
        let result = app.run()
        XCTAssertEqual(result.bars.count, 4, "\(result.bars.map(\.name)) \(result.problems)")
        let specs = try result.specs()
        for spec in specs {
            XCTAssertNil(spec.document.spec.tint, "\(spec.name): a colour that is not a number is not drawn")
        }
        XCTAssertEqual(Color(red: .nan, green: .infinity, blue: -.infinity, alpha: .nan).hexString, "#00000000")
    }

    /// A folder or image set whose name holds a line feed once added `badge: 99` to the spec.
    func testNamesCannotWriteKeysIntoTheSpec() throws {
        let swift = "import SwiftUI\nstruct Tabs: View { var body: some View { TabView { X().tabItem { Label(\"Go\", image: \"evil\\nbadge: 99\") } } } }\n"
        let folder = "App\n    badge: 99\n\u{1B}[31m\u{2028}x"
        let app = try AppFixture([folder + "/Tabs.swift": swift])
        defer { app.remove() }
        try app.write("Assets.xcassets/evil\nbadge: 99.imageset/Contents.json", Data(AppFixture.imageSet([("icon.png", "2x")]).utf8))
        try app.write("Assets.xcassets/evil\nbadge: 99.imageset/icon.png", AppFixture.png)
        let result = app.run()
        let spec = try XCTUnwrap(result.specs().first)
        XCTAssertEqual(spec.document.spec.tabs.map(\.badge), [nil], spec.yaml)
        for line in spec.yaml.split(separator: "\n", omittingEmptySubsequences: false) {
            XCTAssertFalse(line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x2028 || $0.value == 0x7F }, "a raw control character: \(line)")
        }
        XCTAssertFalse(spec.yaml.contains("\n    badge"), spec.yaml)
    }

    /// U+2028 and U+2029 were written raw, and the YAML reader then dropped the space after them.
    func testTitlesComeBackAsTheyWereWritten() throws {
        let titles = ["a\u{2028} b", "c\u{2029} d", "e\u{85} f", "#not a comment", "key: value", "- item", "\u{1B}[31mred", "\"quoted\" \\ back", "tab\there", "two\nlines"]
        let tabs = titles.map { "X().tabItem { Text(verbatim: \"\(Self.swiftEscaped($0))\") }" }.joined(separator: "\n")
        let app = try AppFixture(["Tabs.swift": "import SwiftUI\nstruct Tabs: View { var body: some View { TabView {\n\(tabs)\n} } }\n"])
        defer { app.remove() }
        let spec = try XCTUnwrap(app.run().specs().first)
        // ESC and U+0085 are characters no spec holds: they are drawn as their escapes.
        let drawn = titles.map { $0.replacingOccurrences(of: "\u{85}", with: "\\u{85}").replacingOccurrences(of: "\u{1B}", with: "\\u{1B}") }
        XCTAssertEqual(spec.document.spec.tabs.map(\.title), drawn, spec.yaml)
    }

    /// `Localizable.strings` linked to `/etc/shadow` printed that file's lines on stderr.
    func testALinkOutOfTheAppIsNamedAndNeverRead() throws {
        let outside = try AppFixture(["secret.strings": "root:SECRET-HASH:19000:0:99999:7:::\n\"tab\" = \"SECRET-TITLE\";\n", "Leak.swift": "let leaked = \"SECRET-SWIFT\"\n"])
        defer { outside.remove() }
        let swift = "import SwiftUI\nstruct Tabs: View { var body: some View { TabView { X().tabItem { Text(\"tab\") } } } }\n"
        let app = try AppFixture(["Tabs.swift": swift])
        defer { app.remove() }
        try FileManager.default.createDirectory(atPath: app.root + "/en.lproj", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: app.root + "/en.lproj/Localizable.strings", withDestinationPath: outside.root + "/secret.strings")
        try FileManager.default.createSymbolicLink(atPath: app.root + "/Linked.swift", withDestinationPath: outside.root + "/Leak.swift")
        try FileManager.default.createSymbolicLink(atPath: app.root + "/Elsewhere", withDestinationPath: outside.root)
        let result = app.run()
        let messages = result.problems.map(\.description)
        XCTAssertEqual(Set(messages), [
            app.root + "/en.lproj/Localizable.strings: a link to outside the app's folder; not read",
            app.root + "/Linked.swift: a link to outside the app's folder; not read",
            app.root + "/Elsewhere: a link to outside the app's folder; not read",
        ])
        let spec = try XCTUnwrap(result.specs().first)
        XCTAssertFalse(spec.yaml.contains("SECRET"), spec.yaml)
        XCTAssertEqual(spec.document.spec.tabs.map(\.title), ["tab"])
    }

    /// A line of a strings file that does not parse is never quoted back.
    func testAStringsFileThatDoesNotParseIsNotQuoted() throws {
        let app = try AppFixture(["Tabs.swift": good, "en.lproj/Localizable.strings": "root:SECRET-HASH:19000:0:99999:7:::\n"])
        defer { app.remove() }
        let result = app.run()
        XCTAssertEqual(result.problems.count, 1)
        XCTAssertFalse(result.problems.map(\.description).joined().contains("SECRET"), "\(result.problems)")
    }

    /// `Tabs`, `Tabs`, `Tabs_2` once became `tabs`, `tabs-2`, `tabs-2`: three specs said, two written.
    func testEveryBarKeepsANameOfItsOwn() throws {
        func tabs(_ type: String) -> String { "import SwiftUI\nstruct \(type): View { var body: some View { TabView { X().tabItem { Text(\"Go\") } } } }\n" }
        let app = try AppFixture(["A/Tabs.swift": tabs("Tabs"), "B/Tabs.swift": tabs("Tabs"), "C/Tabs2.swift": tabs("Tabs_2"), "D/Tabs3.swift": tabs("Tabs_3")])
        defer { app.remove() }
        let names = app.run().bars.map(\.name)
        XCTAssertEqual(names.count, 4)
        XCTAssertEqual(Set(names).count, 4, "\(names)")
        XCTAssertEqual(names, ["tabs", "tabs-4", "tabs-2", "tabs-3"])
    }

    /// A language folder's name becomes part of a spec's file name.
    func testALanguageFolderThatIsNoLanguageIsRefused() throws {
        let app = try AppFixture(["Tabs.swift": good, "x\ny.lproj/Localizable.strings": "\"Go\" = \"Los\";\n", "de.lproj/Localizable.strings": "\"Go\" = \"Los\";\n"])
        defer { app.remove() }
        let result = app.run()
        XCTAssertEqual(result.locales.filter { $0 != "en" }, ["de"])
        XCTAssertEqual(result.problems.count, 1, "\(result.problems)")
        XCTAssertTrue(result.problems[0].message.contains("is not a language code"), "\(result.problems)")
    }

    /// Each tab's controller was looked up by walking the whole body and every assignment of the
    /// app: 6,000 tabs took minutes. Each is now read once from an index of the body.
    func testALongControllerListIsReadWhole() throws {
        let count = 2_000
        var lines = ["import UIKit", "final class Main: UITabBarController {", "    override func viewDidLoad() {", "        super.viewDidLoad()"]
        for position in 0..<count {
            lines.append("        let vc\(position) = UIViewController()")
            lines.append("        vc\(position).tabBarItem = UITabBarItem(title: \"T\(position)\", image: UIImage(systemName: \"house\"), tag: \(position))")
        }
        lines.append("        viewControllers = [" + (0..<count).map { "vc\($0)" }.joined(separator: ", ") + "]")
        lines += ["    }", "}"]
        let app = try AppFixture(["Main.swift": lines.joined(separator: "\n") + "\n"])
        defer { app.remove() }
        let bar = try app.run().bar("main")
        XCTAssertEqual(bar.tabs.map(\.titleText), (0..<count).map { "T\($0)" })
        XCTAssertEqual(bar.tabs.last?.title?.provenance, app.at("Main.swift", 4 + 2 * count))
    }

    /// A bar with more unknowns than a spec holds exited 2, though the docs say they are kept
    /// within the bound: the spec keeps 1,000, the last saying how many more there are.
    func testABarWithMoreUnknownsThanASpecHoldsStillLoads() throws {
        let tabs = (0..<1_200).map { "X().tabItem { Text(title\($0)) }" }.joined(separator: "\n")
        let app = try AppFixture(["Tabs.swift": "import SwiftUI\nstruct Tabs: View { var body: some View { TabView {\n\(tabs)\n} } }\n"])
        defer { app.remove() }
        let spec = try XCTUnwrap(app.run().specs().first)
        XCTAssertEqual(spec.unknowns.count, 1_200)
        let kept = try XCTUnwrap(spec.document.spec.unknowns)
        XCTAssertEqual(kept.count, 1_000)
        XCTAssertEqual(kept.last?.field, "tabs[999].title")
        XCTAssertEqual(kept.last?.reason, "this and 200 more entries are not listed: a spec keeps at most 1000; the import's own output lists them all")
        XCTAssertEqual(spec.document.spec.tabs.count, 1_200)
    }

    private static func swiftEscaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
