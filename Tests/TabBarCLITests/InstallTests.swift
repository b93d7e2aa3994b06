import Foundation
import TabBarImage
import TestSupport
import XCTest

/// A team's own repository, as a new user has it: a scratch git repository outside the checkout
/// with specs/ and Snapshots/ only, `tabbar` installed the documented way (scripts/install.sh into
/// a prefix), and the example CI workflow's commands run from that repository, word for word.
/// One test, because the release build takes minutes.
final class InstallTests: XCTestCase {
    func testAnInstalledTabbarWorksInARepositoryOfItsOwn() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tabbar-user-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let prefix = scratch.appendingPathComponent("prefix")
        let repository = scratch.appendingPathComponent("app")
        try FileManager.default.createDirectory(at: repository.appendingPathComponent("specs"), withIntermediateDirectories: true)

        let install = try shell(repositoryRoot.appendingPathComponent("scripts/install.sh").path + " --prefix " + prefix.path, in: scratch)
        XCTAssertEqual(install.status, 0, install.output)
        let tabbar = prefix.appendingPathComponent("bin/tabbar").path
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: tabbar), install.output)
        let path = prefix.appendingPathComponent("bin").path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        // The two programs that draw are linked at a fixed address (install.sh's -no-pie, for
        // start-up): an ELF header's type is EXEC (2), not DYN (3) as a position-independent build's is.
        for program in ["tabbar-core", "tabbar-draw"] {
            let file = try FileHandle(forReadingFrom: prefix.appendingPathComponent("lib/tabbar/\(program)"))
            let header = try XCTUnwrap(try file.read(upToCount: 18))
            try file.close()
            XCTAssertEqual(header.count, 18)
            XCTAssertEqual(Array(header.prefix(4)), [0x7F, 0x45, 0x4C, 0x46])
            XCTAssertEqual(Int(header[16]) | Int(header[17]) << 8, 2, "\(program)'s ELF type")
        }

        for (name, text) in Self.specs {
            try Data(text.utf8).write(to: repository.appendingPathComponent("specs/\(name).yaml"))
        }
        XCTAssertEqual(try shell("git init -q .", in: repository).status, 0)
        func run(_ command: String, ci: Bool = false) throws -> (status: Int32, output: String) {
            try shell(command, in: repository, environment: ["PATH": path, "CI": ci ? "true" : ""])
        }

        // Record locally (sf: and system: icons come from the installed resources), then the
        // workflow's own commands, as CI runs them.
        let record = try run("tabbar snapshot record specs/*.yaml --dir Snapshots/")
        XCTAssertEqual(record.status, 0, record.output)
        XCTAssertEqual(Set(try FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent("Snapshots").path)).subtracting(["environment.json"]).count, 2)
        XCTAssertTrue(FileManager.default.fileExists(atPath: repository.appendingPathComponent("Snapshots/environment.json").path), "what they were recorded with")
        let workflow = try String(contentsOf: repositoryRoot.appendingPathComponent("Examples/ci/tabbar.yml"), encoding: .utf8)
        XCTAssertTrue(workflow.contains("uses: tabbarkit/TabBarKit@v1"), "installs through the action")
        let commands = workflow.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.hasPrefix("run: tabbar ") ? String(trimmed.dropFirst("run: ".count)) : nil
        }
        XCTAssertEqual(commands.count, 2, workflow)
        for command in commands {
            let result = try run(command, ci: true)
            XCTAssertEqual(result.status, 0, "\(command)\n\(result.output)")
        }
        for file in ["out/lint.sarif", "out/lint-junit.xml", "out/snapshot-junit.xml", "out/snapshot-report/report.html", "out/snapshot-report/summary.json"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: repository.appendingPathComponent(file).path), file)
        }

        // The action's own verify step, with a shard input, as a CI matrix job runs it.
        let action = try String(contentsOf: repositoryRoot.appendingPathComponent("action.yml"), encoding: .utf8)
        let script = try XCTUnwrap(action.components(separatedBy: "run: |\n").last)
            .split(separator: "\n").map { $0.hasPrefix("        ") ? String($0.dropFirst(8)) : String($0) }.joined(separator: "\n")
        for shard in ["1/2", "2/2"] {
            let step = try shell(script, in: repository, environment: [
                "TABBAR_SPECS": "specs/*.yaml", "TABBAR_REFERENCES": "Snapshots/", "TABBAR_SHARD": shard,
                "TABBAR_REPORT": "shard-\(shard.prefix(1))", "TABBAR_JUNIT": "", "TABBAR_EXECUTABLE": tabbar, "CI": "true",
            ])
            XCTAssertEqual(step.status, 0, step.output)
        }
        let merged = try run("tabbar snapshot merge shard-1 shard-2 --report merged")
        XCTAssertEqual(merged.status, 0, merged.output)
        XCTAssertTrue(merged.output.contains("2 passed"), merged.output)

        // Verifying one spec neither calls the other's reference an orphan nor prunes it.
        let subset = try run("tabbar snapshot verify specs/phone.yaml --dir Snapshots/ --prune --report out/r")
        XCTAssertEqual(subset.status, 0, subset.output)
        XCTAssertTrue(subset.output.contains("0 orphaned, 1 not in this run"), subset.output)
        XCTAssertEqual(Set(try FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent("Snapshots").path)).subtracting(["environment.json"]).count, 2)
        XCTAssertTrue(FileManager.default.fileExists(atPath: repository.appendingPathComponent("Snapshots/environment.json").path), "what they were recorded with")

        // A bad spec is an errored case; the good ones are still verified and reported.
        try Data("device: iphone-16-pro\ntabs:\n  - { title: A, badge: [1] }\n".utf8).write(to: repository.appendingPathComponent("specs/bad.yaml"))
        let bad = try run("tabbar snapshot verify specs/*.yaml --dir Snapshots/ --report out/r --junit out/j.xml", ci: true)
        XCTAssertEqual(bad.status, 2, bad.output)
        let junit = try String(contentsOf: repository.appendingPathComponent("out/j.xml"), encoding: .utf8)
        XCTAssertTrue(junit.contains("tests=\"3\" failures=\"0\" errors=\"1\""), junit)

        let uninstall = try shell(repositoryRoot.appendingPathComponent("scripts/install.sh").path + " --uninstall --prefix " + prefix.path, in: scratch)
        XCTAssertEqual(uninstall.status, 0, uninstall.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: tabbar))
        XCTAssertFalse(FileManager.default.fileExists(atPath: prefix.appendingPathComponent("lib/tabbar").path))
    }

    /// A bar with the default release and SF Symbols names, and an iOS 18 bar with the toolkit's icons.
    private static let specs = [
        ("phone", "device: iphone-16-pro\ntabs:\n  - { title: Home, icon: \"sf:house.fill\" }\n  - { title: Search, icon: \"sf:magnifyingglass\" }\n  - { title: Profile, icon: \"sf:person.crop.circle\" }\n"),
        ("music", "device: iphone-15\nios: 18\ntabs:\n  - { title: Library, icon: \"system:favorites\" }\n  - { title: Radio, icon: \"system:recents\", badge: 2 }\n"),
    ]

    private func shell(_ command: String, in folder: URL, environment extra: [String: String] = [:]) throws -> (status: Int32, output: String) {
        try runProcess(["bash", "-c", command], in: folder, unset: ["CI", "TABBAR_RECORD", "TABBARKIT_ICONS", "TABBARKIT_FONT_DIRS"], environment: extra)
    }
}
