import Foundation
import TabBarTesting
import TestSupport
import Testing

/// `assertSnapshot(of: .source(…))`: the example app's own bar, in each language, from its code.
@Suite struct AssertSourceSnapshotTests {
    private let app = repositoryRoot.appendingPathComponent("Examples/app").path

    @Test func recordsThenPassesEachLanguageOfTheExampleApp() throws {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("source-snapshot-\(UUID().uuidString)")
        let artifacts = folder + "-artifacts"
        withKnownIssue {
            let recorded = assertSnapshot(
                of: .source(app, allLocales: true), named: "example", directory: folder,
                environment: SnapshotEnvironment(updateMode: .all, artifactsDirectory: artifacts))
            #expect(recorded.map(\.status) == [.recorded, .recorded])
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(files == ["example.pantry-tabs.de.iphone-17-pro.light@3x.png", "example.pantry-tabs.en.iphone-17-pro.light@3x.png"])
        let verified = assertSnapshot(
            of: .source(app, allLocales: true), named: "example", directory: folder,
            environment: SnapshotEnvironment(updateMode: .never, artifactsDirectory: artifacts))
        #expect(verified.map(\.status) == [.passed, .passed])
    }

    @Test func anAppWithNoTabBarFailsTheTest() {
        let empty = (NSTemporaryDirectory() as NSString).appendingPathComponent("source-snapshot-empty-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        withKnownIssue {
            let outcomes = assertSnapshot(of: .source(empty), environment: SnapshotEnvironment(updateMode: .never, artifactsDirectory: empty))
            #expect(outcomes.isEmpty)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("no tab bar the code states")
        }
    }
}
