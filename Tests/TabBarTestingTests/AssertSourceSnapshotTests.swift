import Foundation
import TabBarSourceTesting
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
                of: .source(app, allLocales: true), named: "example",
                settings: SnapshotSettings(directory: folder, environment: SnapshotEnvironment(updateMode: .all, artifactsDirectory: artifacts)))
            #expect(recorded.map(\.status) == [.recorded, .recorded])
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(files == ["example.pantry-tabs.de.iphone-17-pro.light@3x.png", "example.pantry-tabs.en.iphone-17-pro.light@3x.png"])
        let verified = assertSnapshot(
            of: .source(app, allLocales: true), named: "example",
            settings: SnapshotSettings(directory: folder, environment: SnapshotEnvironment(updateMode: .never, artifactsDirectory: artifacts)))
        #expect(verified.map(\.status) == [.passed, .passed])
    }

    /// The settings are the spec assertion's own value: the scale given names and draws the reference.
    @Test func takesTheSpecAssertionsSettings() throws {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("source-snapshot-scale-\(UUID().uuidString)")
        withKnownIssue {
            assertSnapshot(
                of: .source(app), settings: SnapshotSettings(scale: 1, directory: folder, environment: SnapshotEnvironment(updateMode: .all, artifactsDirectory: folder)))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") } == ["pantry-tabs.iphone-17-pro.light@1x.png"])
    }

    @Test func aStrictSourceFailsForEachUnknown() throws {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("source-snapshot-strict-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("""
            import SwiftUI
            struct StoreTabs: View {
                let count: Int
                var body: some View {
                    TabView {
                        ShopView().tabItem { Label("Shop", systemImage: "bag") }.badge(count)
                    }
                }
            }
            """.utf8).write(to: URL(fileURLWithPath: folder + "/StoreTabs.swift"))
        // Recorded first, so that the strict run's only failure is the unknown.
        withKnownIssue {
            assertSnapshot(
                of: .source(folder), settings: SnapshotSettings(directory: folder + "/refs", environment: SnapshotEnvironment(updateMode: .all, artifactsDirectory: folder)))
        }
        let verify = SnapshotSettings(directory: folder + "/refs", environment: SnapshotEnvironment(updateMode: .never, artifactsDirectory: folder))
        #expect(assertSnapshot(of: .source(folder), settings: verify).map(\.status) == [.passed])
        withKnownIssue {
            assertSnapshot(of: .source(folder, strict: true), settings: verify)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("StoreTabs.swift:6: tabs[0].badge: `count` is known only when the app runs")
        }
    }

    @Test func anAppWithNoTabBarFailsTheTest() {
        let empty = (NSTemporaryDirectory() as NSString).appendingPathComponent("source-snapshot-empty-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        withKnownIssue {
            let outcomes = assertSnapshot(of: .source(empty), settings: SnapshotSettings(environment: SnapshotEnvironment(updateMode: .never, artifactsDirectory: empty)))
            #expect(outcomes.isEmpty)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("no tab bar the code states")
        }
    }
}
