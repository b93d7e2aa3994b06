import Foundation
import TabBarImport
import XCTest

/// The import keeps a bounded number of syntax trees, whatever the size of the app: files are
/// indexed and let go, and parsed again when a bar's expressions lead to them.
final class KeptTreesTests: XCTestCase {
    private static let tabs = """
        import SwiftUI

        enum AppTab: String, CaseIterable {
            case home, search

            var title: String {
                switch self {
                case .home: "Home"
                case .search: "Search"
                }
            }

            var symbol: String {
                switch self {
                case .home: "house"
                case .search: "magnifyingglass"
                }
            }
        }

        """

    private static func root(_ name: String) -> String {
        """
        import SwiftUI

        struct \(name): View {
            @State private var tab: AppTab = .search

            var body: some View {
                TabView(selection: $tab) {
                    ForEach(AppTab.allCases, id: \\.self) { tab in
                        Text("x").tabItem { Label(tab.title, systemImage: tab.symbol) }.tag(tab)
                    }
                }
            }
        }

        """
    }

    /// Ordinary code to make each file about `bytes` long.
    private static func padded(_ text: String, to bytes: Int, _ name: String) -> String {
        var padded = text
        var part = 0
        while padded.utf8.count < bytes {
            padded += "\nextension \(name) {\n    func helper\(part)(_ value: Int) -> Int { value * \(part) + [1, 2, 3].reduce(0, +) }\n}\n"
            part += 1
        }
        return padded
    }

    private static let fileBytes = 4_000

    /// Two bars in two files take their titles from an enum in a third; with room for about one
    /// file's tree, the enum's file is let go between the bars and parsed again for the second.
    private func app() throws -> AppFixture {
        var files = [
            "A/Tabs.swift": Self.padded(Self.tabs, to: Self.fileBytes, "AppTab"),
            "B/RootOne.swift": Self.padded(Self.root("RootOne"), to: Self.fileBytes, "RootOne"),
            "C/RootTwo.swift": Self.padded(Self.root("RootTwo"), to: Self.fileBytes, "RootTwo"),
        ]
        for number in 0..<12 {
            files["D/Model\(number).swift"] = Self.padded("struct Model\(number) { var id = \(number) }\n", to: Self.fileBytes, "Model\(number)")
        }
        return try AppFixture(files)
    }

    func testKeptTreesStayWithinTheBoundAndTitlesFromAFileLetGoAreRead() throws {
        let app = try app()
        defer { app.remove() }
        let bound = 6_000
        let result = app.run(limits: ImportLimits(maxKeptSwiftBytes: bound))
        let swiftBytes = 15 * Self.fileBytes

        XCTAssertEqual(result.problems, [])
        XCTAssertEqual(result.bars.map(\.name), ["root-one", "root-two"])
        for bar in result.bars {
            XCTAssertEqual(bar.tabs.map(\.title?.value), [.verbatim("Home"), .verbatim("Search")])
            XCTAssertEqual(bar.tabs.map(\.title?.provenance), [app.at("A/Tabs.swift", 8), app.at("A/Tabs.swift", 9)])
            XCTAssertEqual(bar.tabs.map(\.icon?.value), [.symbol("house"), .symbol("magnifyingglass")])
            XCTAssertEqual(bar.selected?.value, .id("search"))
        }
        // Each file once to index it; the two bars' files and the enum's, let go in between, again.
        XCTAssertEqual(result.statistics.swiftParses, 15 + 4)
        // At most the bound, and the bar's own file while the enum's is read beside it.
        XCTAssertGreaterThan(result.statistics.peakKeptSourceBytes, 0)
        XCTAssertLessThanOrEqual(result.statistics.peakKeptSourceBytes, bound + 2 * Self.fileBytes)
        XCTAssertLessThan(result.statistics.peakKeptSourceBytes, swiftBytes / 4)

        // The same bars, read with every tree kept.
        let roomy = app.run(limits: ImportLimits(maxKeptSwiftBytes: 64 << 20))
        XCTAssertEqual(roomy.bars, result.bars)
        XCTAssertEqual(roomy.unknowns, result.unknowns)
        XCTAssertEqual(roomy.statistics.swiftParses, 15 + 3)
    }

    func testTheResultIsTheSameOnOneThreadAndOnMany() throws {
        let app = try app()
        defer { app.remove() }
        let one = TabBarImporter(threads: 1).run([app.root])
        let many = TabBarImporter(threads: 4).run([app.root])
        XCTAssertEqual(one.bars, many.bars)
        XCTAssertEqual(one.unknowns, many.unknowns)
        XCTAssertEqual(one.problems, many.problems)
        XCTAssertEqual(one.statistics.swiftParses, many.statistics.swiftParses)
    }
}
