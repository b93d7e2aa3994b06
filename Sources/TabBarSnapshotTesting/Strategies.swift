import Foundation
// With TabBarSnapshotTesting alone, a test has specs, images, thresholds and the renderer.
@_exported import ImageDiff
@_exported import TabBarSnapshots
@_spi(Internals) import SnapshotTesting
@_exported import TabBarImage
@_exported import TabBarModel
@_exported import TabBarRender

extension Diffing where Value == RGBAImage {
    /// PNG files compared by TabBarKit's engine: pixelmatch's perceptual comparison, ΔE and the
    /// limits of `thresholds`; the failure message gives each reason, and the diff image is attached.
    public static func tabBarImage(
        thresholds: Thresholds = SnapshotVerifier.defaultThresholds, options: DiffOptions = DiffOptions()
    ) -> Diffing<RGBAImage> {
        Diffing.diff(
            // A picture that cannot be encoded or decoded becomes an empty one, which then fails
            // the comparison with both sizes in the message rather than stopping the test run.
            toData: { (try? PNGCodec.encode($0)) ?? Data() },
            fromData: { (try? PNGCodec.decode($0)) ?? RGBAImage(width: 0, height: 0) },
            diffV2: { expected, actual in
                var comparator = ImageComparator(options: options)
                comparator.options.threshold = thresholds.threshold
                let result: DiffResult
                do {
                    result = try comparator.compare(expected, actual, makeDiffImage: true)
                } catch {
                    return ("\(error)", [])
                }
                let verdict = result.verdict(thresholds)
                guard !verdict.passed else { return nil }
                var attachments: [DiffAttachment] = []
                if let diff = result.diffImage, let png = try? PNGCodec.encode(diff) {
                    attachments.append(.data(png, name: "diff.png"))
                }
                return (verdict.failures.joined(separator: "\n"), attachments)
            })
    }
}

extension Snapshotting where Value == RGBAImage, Format == RGBAImage {
    /// An image TabBarKit rendered, stored as PNG.
    public static func tabBarImage(
        thresholds: Thresholds = SnapshotVerifier.defaultThresholds, options: DiffOptions = DiffOptions()
    ) -> Snapshotting<RGBAImage, RGBAImage> {
        Snapshotting(pathExtension: "png", diffing: .tabBarImage(thresholds: thresholds, options: options))
    }
}

/// How a spec is rendered and compared: `assertSnapshot(of: document, as: .tabBar())`.
///
/// Not a `Snapshotting`: a strategy renders inside the snapshot library, which records whatever
/// image comes out, so a spec that cannot be rendered would leave an empty reference behind.
/// This renders first, and a render error fails the test at the caller's line and records nothing.
public struct TabBarSnapshotting {
    /// Nil: a renderer with the installed fonts and the bundled icons, made when needed.
    public var renderer: Renderer?
    /// Pixels per point; the device's when nil.
    public var scale: Int?
    /// How the rendered image is stored and compared.
    public var image: Snapshotting<RGBAImage, RGBAImage>

    /// A spec, rendered by `renderer` at `scale` and compared by TabBarKit's engine.
    public static func tabBar(
        renderer: Renderer? = nil, scale: Int? = nil, thresholds: Thresholds = SnapshotVerifier.defaultThresholds,
        options: DiffOptions = DiffOptions()
    ) -> TabBarSnapshotting {
        TabBarSnapshotting(renderer: renderer, scale: scale, image: .tabBarImage(thresholds: thresholds, options: options))
    }

    func render(_ document: SpecDocument) throws -> RGBAImage {
        try (renderer ?? Renderer(resources: .fromEnvironment())).renderImage(document, scale: scale)
    }
}

/// `verifySnapshot` for specs: nil when the image matches, otherwise the failure message. A spec
/// that cannot be rendered returns the renderer's message and writes nothing.
///
/// The record mode is `record`, else `withSnapshotTesting(record:)`'s, else `.never` where `CI`
/// is set (so CI never writes a reference), else the snapshot library's default.
public func verifySnapshot(
    of value: @autoclosure () throws -> SpecDocument,
    as strategy: TabBarSnapshotting,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    let image: RGBAImage
    let document: SpecDocument
    do {
        document = try value()
    } catch {
        return "\(error)"
    }
    do {
        image = try strategy.render(document)
    } catch {
        return "\(document.source): cannot render: \(error)"
    }
    let ci = UpdateMode.isCI(ProcessInfo.processInfo.environment)
    let failure = SnapshotTesting.verifySnapshot(
        of: image, as: strategy.image, named: name,
        record: record ?? SnapshotTestingConfiguration.current?.record ?? (ci ? .never : nil),
        snapshotDirectory: snapshotDirectory, timeout: timeout, fileID: fileID, file: filePath, testName: testName,
        line: line, column: column)
    return failure.map { FailureFiles.attach(to: $0, testFile: "\(filePath)") }
}

/// The snapshot library attaches expected and diff images only where XCTest keeps attachments
/// (Apple's platforms); on Linux it leaves the actual image alone in a temporary folder. This
/// writes expected, actual and diff as files in the project's artifacts folder and names them
/// at the end of the message, as TabBarTesting does.
enum FailureFiles {
    static func attach(to message: String, testFile: String) -> String {
        // The message names the reference, then the actual image, as quoted file URLs.
        let urls = message.split(separator: "\"").compactMap { part -> URL? in
            part.hasPrefix("file://") && part.hasSuffix(".png") ? URL(string: String(part)) : nil
        }
        guard urls.count >= 2, let expectedData = try? Data(contentsOf: urls[0]), let actualData = try? Data(contentsOf: urls[1]),
              let expected = try? PNGCodec.decode(expectedData), let actual = try? PNGCodec.decode(actualData)
        else { return message }
        let folder = ArtifactLocation.directory(testFile: testFile)
        let stem = urls[0].deletingPathExtension().lastPathComponent
        func path(_ kind: String) -> String { (folder as NSString).appendingPathComponent("\(stem).\(kind).png") }
        var files = [("expected", expectedData), ("actual", actualData)]
        if let diff = try? ImageComparator().compare(expected, actual, makeDiffImage: true).diffImage, let png = try? PNGCodec.encode(diff) {
            files.append(("diff", png))
        }
        var written: [String] = []
        for (kind, data) in files {
            guard (try? AtomicFile.write(data, to: path(kind))) != nil else { continue }
            written.append("\(kind): \(path(kind))")
        }
        guard !written.isEmpty else { return message }
        // The library's own copy of the actual image sits in its temporary folder
        // (/tmp/PointFreeTests/…), which nothing keeps: the message names the project's instead.
        var located = message
        if written.contains(where: { $0.hasPrefix("actual: ") }) {
            located = located.replacingOccurrences(of: urls[1].absoluteString, with: URL(fileURLWithPath: path("actual")).absoluteString)
            try? FileManager.default.removeItem(at: urls[1])
        }
        return located + "\n" + written.joined(separator: "\n")
    }
}

/// `assertSnapshot` for specs: fails the running test (XCTest or Swift Testing) at the caller's
/// line when the image does not match its reference or the spec cannot be rendered.
public func assertSnapshot(
    of value: @autoclosure () throws -> SpecDocument,
    as strategy: TabBarSnapshotting,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    guard let message = verifySnapshot(
        of: try value(), as: strategy, named: name, record: record, snapshotDirectory: snapshotDirectory,
        timeout: timeout, fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    else { return }
    recordIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
}
