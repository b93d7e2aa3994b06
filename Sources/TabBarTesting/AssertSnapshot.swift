import Foundation
// A test that imports TabBarTesting alone has what it needs: specs and their loading, images,
// thresholds and the renderer.
@_exported import ImageDiff
@_exported import TabBarSnapshots
@_exported import TabBarImage
@_exported import TabBarModel
@_exported import TabBarRender
import Testing
import XCTest

/// Compares an image with the reference `named` in `directory`, records it when the update mode
/// allows, and reports a failure to whichever test framework is running (XCTest or Swift Testing)
/// with the paths of the expected, actual, diff and composite images. Recording or updating a
/// reference is reported as a failure too, so that nobody commits an image they have not seen.
///
/// - Parameter directory: the references' folder; default `__Snapshots__/<test file name>` beside
///   the test file.
/// - Returns: the outcome, for tests that want to look further.
@discardableResult
public func assertSnapshot(
    of image: RGBAImage,
    named name: String,
    directory: String? = nil,
    thresholds: Thresholds = SnapshotVerifier.defaultThresholds,
    options: DiffOptions = DiffOptions(),
    environment: SnapshotEnvironment = SnapshotEnvironment(),
    filePath: StaticString = #filePath,
    fileID: String = #fileID,
    line: UInt = #line,
    column: UInt = #column
) -> SnapshotOutcome? {
    let location = FailureLocation(filePath: filePath, fileID: fileID, line: line, column: column)
    if let problem = environment.problem {
        location.fail("snapshot \(name): \(problem)")
        return nil
    }
    let folder = directory ?? defaultSnapshotDirectory(for: filePath)
    let fileName = name.lowercased().hasSuffix(".png") ? name : name + ".png"
    // One folder per test file, as for the references, so equal names in two files do not collide.
    let artifacts = environment.artifactsDirectory.map { ($0 as NSString).appendingPathComponent(testFileStem(filePath)) }
        ?? ArtifactLocation.directory(testFile: "\(filePath)", environment: [:])
    let verifier = SnapshotVerifier(
        store: SnapshotStore(directory: folder), updateMode: environment.updateMode, thresholds: thresholds,
        options: options, artifactsDirectory: artifacts)
    do {
        let outcome = try verifier.verify(name: fileName, actual: image)
        switch outcome.status {
        case .failed, .missingReference, .errored:
            location.fail(SnapshotFailureMessage(outcome).text)
        case .recorded, .updated:
            location.fail("snapshot \(fileName): \(outcome.status.rawValue) \(verifier.store.path(of: fileName)); look at it, then run the test again")
        case .passed:
            break
        }
        return outcome
    } catch {
        location.fail("snapshot \(fileName): \(error)")
        return nil
    }
}

/// How a spec is drawn and compared: the one list of a snapshot assertion's options, shared by
/// every `assertSnapshot` that draws specs (TabBarSourceTesting's `.source(…)` too), so that an
/// option is added here once and every assertion has it.
public struct SnapshotSettings {
    /// Nil: one with the resources `RenderResources.fromEnvironment()` finds, so a test draws with
    /// the fonts and icons `tabbar` would (`TABBARKIT_FONT_DIRS`, `TABBARKIT_ICONS`).
    public var renderer: Renderer?
    /// Pixels per point; nil: the device's.
    public var scale: Int?
    /// The references' folder; nil: `__Snapshots__/<test file name>` beside the test file.
    public var directory: String?
    public var thresholds: Thresholds
    public var options: DiffOptions
    public var environment: SnapshotEnvironment

    public init(
        renderer: Renderer? = nil, scale: Int? = nil, directory: String? = nil,
        thresholds: Thresholds = SnapshotVerifier.defaultThresholds, options: DiffOptions = DiffOptions(),
        environment: SnapshotEnvironment = SnapshotEnvironment()
    ) {
        self.renderer = renderer
        self.scale = scale
        self.directory = directory
        self.thresholds = thresholds
        self.options = options
        self.environment = environment
    }
}

/// Renders `document` at `scale` and compares it as `assertSnapshot(of: RGBAImage, ...)` does.
/// The default name says what the image shows: `<name>.<device>.<look>@<scale>x`.
/// A spec that cannot be rendered fails the test with the renderer's message and records nothing.
///
/// The options are `SnapshotSettings`' fields, given one by one; `settings:` takes them as one value.
@discardableResult
public func assertSnapshot(
    of document: SpecDocument,
    named name: String,
    renderer: Renderer? = nil,
    scale: Int? = nil,
    directory: String? = nil,
    thresholds: Thresholds = SnapshotVerifier.defaultThresholds,
    options: DiffOptions = DiffOptions(),
    environment: SnapshotEnvironment = SnapshotEnvironment(),
    filePath: StaticString = #filePath,
    fileID: String = #fileID,
    line: UInt = #line,
    column: UInt = #column
) -> SnapshotOutcome? {
    assertSnapshot(
        of: document, named: name,
        settings: SnapshotSettings(
            renderer: renderer, scale: scale, directory: directory, thresholds: thresholds, options: options, environment: environment),
        filePath: filePath, fileID: fileID, line: line, column: column)
}

/// Renders `document` and compares it with its reference, as the overload with the options one
/// by one does.
@discardableResult
public func assertSnapshot(
    of document: SpecDocument,
    named name: String,
    settings: SnapshotSettings,
    filePath: StaticString = #filePath,
    fileID: String = #fileID,
    line: UInt = #line,
    column: UInt = #column
) -> SnapshotOutcome? {
    let location = FailureLocation(filePath: filePath, fileID: fileID, line: line, column: column)
    do {
        let renderer = try settings.renderer ?? Renderer(resources: .fromEnvironment())
        let scene = try renderer.scene(document, scale: settings.scale)
        let image = try renderer.renderImage(scene)
        let fileName = ReferenceName.make(specName: name, spec: document.spec, scale: scene.layout.scale)
        return assertSnapshot(
            of: image, named: fileName, directory: settings.directory, thresholds: settings.thresholds, options: settings.options,
            environment: settings.environment, filePath: filePath, fileID: fileID, line: line, column: column)
    } catch {
        location.fail("\(name): cannot render: \(error)")
        return nil
    }
}

func defaultSnapshotDirectory(for filePath: StaticString) -> String {
    let file = URL(fileURLWithPath: "\(filePath)")
    return file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        .appendingPathComponent(testFileStem(filePath)).path
}

/// The test file's name without its extension, which names its folders of references and artifacts.
func testFileStem(_ filePath: StaticString) -> String {
    URL(fileURLWithPath: "\(filePath)").deletingPathExtension().lastPathComponent
}

/// Where a failure is reported, in the running framework's own terms (TabBarSourceTesting's
/// assertions report through it too).
package struct FailureLocation {
    let filePath: StaticString
    let fileID: String
    let line: UInt
    let column: UInt

    package init(filePath: StaticString, fileID: String, line: UInt, column: UInt) {
        self.filePath = filePath
        self.fileID = fileID
        self.line = line
        self.column = column
    }

    package func fail(_ message: String) {
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column)))
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}

/// The failure text: what differs, and where to look.
struct SnapshotFailureMessage {
    let text: String

    init(_ outcome: SnapshotOutcome) {
        var lines = ["snapshot \(outcome.name) \(outcome.status == .missingReference ? "has no reference" : "does not match its reference"):"]
        // The verifier's reason for a missing reference tells a command-line user which flag to
        // pass; a test says it in environment variables, below.
        if outcome.status != .missingReference { lines += outcome.reasons.map { "  - \($0)" } }
        if let artifacts = outcome.artifacts {
            for (label, path) in [("expected", artifacts.expected), ("actual", artifacts.actual), ("diff", artifacts.diff), ("composite", artifacts.composite)] {
                if let path { lines.append("  \(label): \(path)") }
            }
        }
        lines.append(outcome.status == .missingReference
            ? "  To record it, run the test without CI set (or with TABBAR_RECORD=missing), then look at the image and commit it."
            : "  To accept the new image, run the test with TABBAR_RECORD=failed, then look at it and commit it.")
        text = lines.joined(separator: "\n")
    }
}
