import Foundation
import TabBarImport
import TabBarModel
import XCTest

/// A throwaway app folder written by a test: its own Swift, storyboards, catalogs and strings.
struct AppFixture {
    let root: String

    init(_ files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("tabbar-import-\(UUID().uuidString)").path
        for (path, text) in files {
            try write(path, Data(text.utf8))
        }
    }

    func write(_ path: String, _ data: Data) throws {
        let url = URL(fileURLWithPath: root + "/" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }

    func run(limits: ImportLimits = ImportLimits()) -> ImportResult {
        TabBarImporter(limits: limits).run([root])
    }

    /// Provenance as the result names it: the file under the fixture's root.
    func at(_ file: String, _ line: Int) -> Provenance {
        Provenance(file: root + "/" + file, line: line)
    }

    /// A one-by-one PNG (Contents.json only needs a file name; the importer does not decode it).
    static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

    static func imageSet(_ files: [(name: String, scale: String?)], original: Bool = false) -> String {
        let images = files.map { file in
            "{ \"filename\" : \"\(file.name)\", \"idiom\" : \"universal\"\(file.scale.map { ", \"scale\" : \"\($0)\"" } ?? "") }"
        }.joined(separator: ",\n")
        let properties = original ? ", \"properties\" : { \"template-rendering-intent\" : \"original\" }" : ""
        return "{ \"images\" : [\n\(images)\n], \"info\" : { \"author\" : \"xcode\", \"version\" : 1 }\(properties) }"
    }

    static func colorSet(light: (Double, Double, Double), dark: (Double, Double, Double)?) -> String {
        func color(_ rgb: (Double, Double, Double)) -> String {
            "\"color\" : { \"color-space\" : \"srgb\", \"components\" : { \"alpha\" : \"1.000\", \"red\" : \"\(rgb.0)\", \"green\" : \"\(rgb.1)\", \"blue\" : \"\(rgb.2)\" } }"
        }
        var entries = ["{ \(color(light)), \"idiom\" : \"universal\" }"]
        if let dark {
            entries.append("{ \"appearances\" : [ { \"appearance\" : \"luminosity\", \"value\" : \"dark\" } ], \(color(dark)), \"idiom\" : \"universal\" }")
        }
        return "{ \"colors\" : [ \(entries.joined(separator: ", ")) ], \"info\" : { \"author\" : \"xcode\", \"version\" : 1 } }"
    }
}

extension ImportResult {
    func bar(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> ImportedTabBar {
        try XCTUnwrap(bars.first { $0.name == name }, "no bar \(name) in \(bars.map(\.name))", file: file, line: line)
    }
}

extension ImportedTab {
    var titleText: String? {
        switch title?.value {
        case .localized(_, _, let fallback)?: fallback
        case .verbatim(let text)?: text
        case nil: nil
        }
    }
}
