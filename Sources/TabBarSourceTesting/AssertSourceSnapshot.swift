import Foundation
// A test that imports TabBarSourceTesting has TabBarTesting's assertions and the importer's types
// (`SpecOptions`, `ImportResult`) with it; TabBarTesting alone builds without swift-syntax.
@_exported import TabBarImport
@_exported import TabBarTesting

/// An app's own tab bars, read from its code as `tabbar import` reads them, for `assertSnapshot`.
public struct AppSource: Sendable {
    public var paths: [String]
    public var options: SpecOptions
    public var allLocales: Bool
    /// Each unknown (a badge from a variable…) fails the test too.
    public var strict: Bool

    /// - Parameters:
    ///   - paths: the app's sources or project folder; relative paths start from the current
    ///     folder (the package's root under `swift test`).
    ///   - locale: the language drawn; the app's development language when nil.
    ///   - allLocales: one snapshot per bar and language the app ships.
    ///   - strict: each unknown fails the test, as `tabbar import --strict` refuses it.
    public static func source(
        _ paths: String..., locale: String? = nil, allLocales: Bool = false, device: String = "iphone-17-pro",
        appearance: Appearance = .light, strict: Bool = false
    ) -> AppSource {
        AppSource(
            paths: paths, options: SpecOptions(device: device, locale: locale, appearance: appearance), allLocales: allLocales,
            strict: strict)
    }
}

/// Imports the app's tab bars and snapshots each (named `<prefix>.<bar>[.<locale>]`) as
/// `assertSnapshot(of: SpecDocument, named:, settings:)` does, with the same settings. A file that
/// cannot be read, or an app with no tab bar the code states, fails the test; each unknown fails
/// it too when the source is `strict`.
@discardableResult
public func assertSnapshot(
    of app: AppSource,
    named name: String? = nil,
    settings: SnapshotSettings = SnapshotSettings(),
    filePath: StaticString = #filePath,
    fileID: String = #fileID,
    line: UInt = #line,
    column: UInt = #column
) -> [SnapshotOutcome] {
    let location = FailureLocation(filePath: filePath, fileID: fileID, line: line, column: column)
    let result = TabBarImporter().run(app.paths)
    for problem in result.problems { location.fail("import: \(problem)") }
    guard !result.drawableBars.isEmpty else {
        location.fail("import: \(app.paths.joined(separator: ", ")): no tab bar the code states")
        return []
    }
    let specs: [ImportedSpec]
    do {
        specs = app.allLocales ? try result.specsForAllLocales(app.options) : try result.specs(app.options)
    } catch {
        location.fail("import: \(error)")
        return []
    }
    if app.strict {
        for unknown in specs.flatMap(\.unknowns) { location.fail("import: \(unknown)") }
    }
    return specs.compactMap { spec in
        assertSnapshot(
            of: spec.document, named: name.map { "\($0).\(spec.name)" } ?? spec.name, settings: settings,
            filePath: filePath, fileID: fileID, line: line, column: column)
    }
}
