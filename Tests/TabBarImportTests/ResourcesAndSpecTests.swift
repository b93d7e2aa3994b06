import TabBarImport
import TabBarModel
import XCTest

/// Asset catalogs, string tables and the YAML specs made from them.
final class ResourcesAndSpecTests: XCTestCase {
    private func app() throws -> AppFixture {
        let fixture = try AppFixture([
            "App/Tabs.swift": """
            import SwiftUI

            struct Tabs: View {
                var body: some View {
                    TabView {
                        A().tabItem { Label("home.tab", systemImage: "house") }
                        B().tabItem { Label(String(localized: "Favourites"), image: "Heart") }
                        C().tabItem { Label("Vector", image: "Star") }.badge("tab.new")
                        D().tabItem { Label("Orders", systemImage: "shippingbox.and.arrow.backward") }
                        E().tabItem { Label("Doc", image: "PDFOnly") }
                    }
                    .tint(Color("Brand"))
                }
            }
            """,
            "App/Assets.xcassets/Contents.json": "{ \"info\" : { \"author\" : \"xcode\", \"version\" : 1 } }",
            "App/Assets.xcassets/Heart.imageset/Contents.json": AppFixture.imageSet([("heart.png", "1x"), ("heart@2x.png", "2x"), ("heart@3x.png", "3x")], original: true),
            "App/Assets.xcassets/Icons/Star.imageset/Contents.json": AppFixture.imageSet([("star.svg", nil)]),
            "App/Assets.xcassets/Icons/Star.imageset/star.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"25\" height=\"25\"><path d=\"M12 2l3 7h7l-6 5 2 8-6-4-6 4 2-8-6-5h7z\"/></svg>",
            "App/Assets.xcassets/PDFOnly.imageset/Contents.json": AppFixture.imageSet([("doc.pdf", nil)]),
            "App/Assets.xcassets/Brand.colorset/Contents.json": AppFixture.colorSet(light: (0.2, 0.4, 0.6), dark: (0.4, 0.6, 0.8)),
            "App/en.lproj/Localizable.strings": "/* tabs */\n\"home.tab\" = \"Home\";\n\"tab.new\" = \"New\";\n",
            "App/ar.lproj/Localizable.strings": "\"home.tab\" = \"الرئيسية\";\n// no badge text here\n",
            "App/Localizable.xcstrings": """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Favourites" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Favoriten" } },
                    "ar" : { "stringUnit" : { "state" : "translated", "value" : "المفضلة" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """,
        ])
        for name in ["heart.png", "heart@2x.png", "heart@3x.png"] {
            try fixture.write("App/Assets.xcassets/Heart.imageset/" + name, AppFixture.png)
        }
        return fixture
    }

    func testAssetsColoursAndStringsResolveWithTheirSources() throws {
        let app = try app()
        defer { app.remove() }
        let result = app.run()
        XCTAssertEqual(result.resources.assets.image(named: "Heart")?.file, app.root + "/App/Assets.xcassets/Heart.imageset/heart@2x.png")
        XCTAssertEqual(result.resources.assets.image(named: "Star")?.file, app.root + "/App/Assets.xcassets/Icons/Star.imageset/star.svg")
        // A PDF-only set (Xcode's vector image) draws its PDF, through poppler.
        XCTAssertEqual(result.resources.assets.image(named: "PDFOnly")?.file, app.root + "/App/Assets.xcassets/PDFOnly.imageset/doc.pdf")
        XCTAssertEqual(result.resources.assets.color(named: "Brand")?.dark, Color(red: 0.4, green: 0.6, blue: 0.8))
        XCTAssertEqual(result.locales, ["en", "ar", "de"])

        let output = app.root + "/specs"
        let spec = try XCTUnwrap(try result.specs(SpecOptions(outputDirectory: output)).first)
        XCTAssertEqual(spec.name, "tabs")
        let tabs = spec.document.spec.tabs
        XCTAssertEqual(tabs.map(\.title), ["Home", "Favourites", "Vector", "Orders", "Doc"])
        XCTAssertEqual(tabs[0].icon, .sf(SFSymbol("house")!))
        XCTAssertEqual(tabs[1].icon, .file("../App/Assets.xcassets/Heart.imageset/heart@2x.png"))
        XCTAssertEqual(tabs[1].iconMode, .original)
        XCTAssertEqual(tabs[2].icon, .file("../App/Assets.xcassets/Icons/Star.imageset/star.svg"))
        XCTAssertEqual(tabs[2].badge, .text("New"))
        XCTAssertNil(tabs[3].icon, "an SF Symbol the toolkit does not draw is left out")
        XCTAssertEqual(tabs[4].icon, .file("../App/Assets.xcassets/PDFOnly.imageset/doc.pdf"))
        XCTAssertEqual(spec.document.spec.tint, Color(red: 0.2, green: 0.4, blue: 0.6))
        XCTAssertEqual(spec.unknowns.map(\.field), ["tabs[3].icon"])
        XCTAssertTrue(spec.unknowns[0].reason.contains("nearest"), spec.unknowns[0].reason)
        // Each field names where it came from.
        XCTAssertTrue(spec.yaml.contains("title: \"Home\"  # \(app.root)/App/Tabs.swift:6; en at \(app.root)/App/en.lproj/Localizable.strings:2"), spec.yaml)
        XCTAssertTrue(spec.yaml.contains("tint: \"#336699\"  # \(app.root)/App/Tabs.swift:12, colour set Brand at"), spec.yaml)

        let dark = try XCTUnwrap(try result.specs(SpecOptions(appearance: .dark, outputDirectory: output)).first)
        XCTAssertEqual(dark.document.spec.tint, Color(red: 0.4, green: 0.6, blue: 0.8))
        XCTAssertEqual(dark.document.spec.appearance, .dark)
    }

    func testEveryLocaleGetsASpecRightToLeftForArabic() throws {
        let app = try app()
        defer { app.remove() }
        let specs = try app.run().specsForAllLocales(SpecOptions(outputDirectory: app.root + "/specs"))
        XCTAssertEqual(specs.map(\.name), ["tabs.en", "tabs.ar", "tabs.de"])
        let arabic = specs[1].document.spec
        XCTAssertEqual(arabic.locale, "ar")
        XCTAssertEqual(arabic.direction, .rtl)
        XCTAssertEqual(arabic.tabs.map(\.title), ["الرئيسية", "المفضلة", "Vector", "Orders", "Doc"])
        // The Arabic table lacks the badge's key: the app shows the key's English text, and says so.
        XCTAssertTrue(specs[1].unknowns.contains { $0.field == "tabs[2].badge" && $0.reason.contains("no ar translation") }, "\(specs[1].unknowns)")
        XCTAssertEqual(specs[2].document.spec.tabs[1].title, "Favoriten")
        XCTAssertEqual(specs[2].document.spec.direction, .ltr)
    }

    func testSpecTextIsTheSameOnEveryRun() throws {
        let app = try app()
        defer { app.remove() }
        let first = try app.run().specsForAllLocales().map(\.yaml)
        let second = try app.run().specsForAllLocales().map(\.yaml)
        XCTAssertEqual(first, second)
    }

    func testStringsFilesInUTF16AndWithEscapes() throws {
        var utf16 = Data([0xFF, 0xFE])
        utf16.append("\"k\" = \"Caf\\U00E9 \\\"x\\\"\";\n".data(using: .utf16LittleEndian)!)
        let app = try AppFixture([
            "A.swift": "import SwiftUI\nstruct A: View { var body: some View { TabView { X().tabItem { Text(\"k\") } } } }\n",
            "fr.lproj/Localizable.strings": "",
        ])
        defer { app.remove() }
        try app.write("fr.lproj/Localizable.strings", utf16)
        let spec = try XCTUnwrap(try app.run().specs(SpecOptions(locale: "fr")).first)
        XCTAssertEqual(spec.document.spec.tabs.first?.title, "Café \"x\"")
    }
}
