import Foundation
import TestSupport
import XCTest

/// Issue 41, round three, §3, §4: the GitHub Action and install.sh take their inputs as data,
/// and an uninstall removes only the install it names.
final class HostileScriptTests: XCTestCase {
    private func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabbar-scripts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    /// Each `run: |` block of action.yml, its lines unindented.
    private func runScripts() throws -> [String] {
        let action = try String(contentsOf: repositoryRoot.appendingPathComponent("action.yml"), encoding: .utf8)
        var scripts: [String] = []
        var current: [Substring]?
        var indent = 0
        for line in action.split(separator: "\n", omittingEmptySubsequences: false) {
            let leading = line.prefix { $0 == " " }.count
            if var lines = current {
                if line.trimmingCharacters(in: .whitespaces).isEmpty || leading > indent {
                    lines.append(line.dropFirst(min(leading, indent + 2)))
                    current = lines
                    continue
                }
                scripts.append(lines.joined(separator: "\n"))
                current = nil
            }
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("run: |") {
                current = []
                indent = leading
            }
        }
        if let current { scripts.append(current.joined(separator: "\n")) }
        return scripts
    }

    func testTheActionPassesEveryValueThroughTheEnvironment() throws {
        let scripts = try runScripts()
        XCTAssertEqual(scripts.count, 3, "the source and cache key, the install, the verify")
        for script in scripts {
            XCTAssertFalse(script.contains("${{"), "no expression inside a run: script:\n\(script)")
        }
    }

    func testTheActionRunsNoPrefixAsCodeAndRefusesControlCharacters() throws {
        let folder = try scratch()
        // The source step checks the prefix, then the install step runs install.sh (nothing cached).
        let scripts = try runScripts()
        let install = scripts[0] + "\n" + scripts[1]
        // A stand-in for the action's checkout: its install.sh records the prefix it was given.
        let stub = folder.appendingPathComponent("action")
        try FileManager.default.createDirectory(at: stub.appendingPathComponent("scripts"), withIntermediateDirectories: true)
        let script = stub.appendingPathComponent("scripts/install.sh")
        try "#!/usr/bin/env bash\nprintf '%s' \"$2\" > \"$RECORD\"\n".write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        func step(prefix: String) throws -> (status: Int32, output: String, path: String, recorded: String?) {
            let githubPath = folder.appendingPathComponent("github-path")
            try Data().write(to: githubPath)
            try Data().write(to: folder.appendingPathComponent("github-output"))
            try? FileManager.default.removeItem(at: folder.appendingPathComponent("record"))
            let run = try runProcess(["bash", "-c", install], in: folder, environment: [
                "TABBAR_VERSION": "", "TABBAR_PREFIX": prefix, "ACTION_REPOSITORY": "", "GITHUB_ACTION_PATH": stub.path,
                "TABBAR_SOURCE": stub.path, "TABBAR_CACHED": "",
                "GITHUB_PATH": githubPath.path, "GITHUB_OUTPUT": folder.appendingPathComponent("github-output").path,
                "RECORD": folder.appendingPathComponent("record").path,
            ])
            return (run.status, run.output, try String(contentsOf: githubPath, encoding: .utf8),
                    try? String(contentsOf: folder.appendingPathComponent("record"), encoding: .utf8))
        }
        let quoted = try step(prefix: "pfx$(touch PWNED)")
        XCTAssertEqual(quoted.status, 0, quoted.output)
        XCTAssertEqual(quoted.recorded, "pfx$(touch PWNED)", "the prefix reaches install.sh as it was written")
        XCTAssertEqual(quoted.path, "pfx$(touch PWNED)/bin\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("PWNED").path), "nothing ran")
        for prefix in ["P\n/usr/bin", "P\t", ""] {
            let refused = try step(prefix: prefix)
            XCTAssertEqual(refused.status, 2, refused.output)
            XCTAssertTrue(refused.output.contains("prefix"), refused.output)
            XCTAssertEqual(refused.path, "", "no line written to GITHUB_PATH")
            XCTAssertNil(refused.recorded, "install.sh was not run")
        }
    }

    /// The verify input: one glob a line, a line may hold spaces, and a line that matches nothing
    /// stops the step naming it (before, patterns were split at spaces and an empty match passed
    /// no spec at all).
    func testTheActionsVerifyTakesPathsWithSpacesAndNamesAPatternThatMatchesNothing() throws {
        let folder = try scratch()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("my specs"), withIntermediateDirectories: true)
        for name in ["my specs/a.yaml", "my specs/b.yaml", "c.yaml"] {
            try Data("device: iphone-15\n".utf8).write(to: folder.appendingPathComponent(name))
        }
        // A stand-in for tabbar that lists the arguments it was given, one a line.
        let fake = folder.appendingPathComponent("fake-tabbar")
        try "#!/bin/sh\nfor a in \"$@\"; do echo \"[$a]\"; done\n".write(to: fake, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        let verify = try XCTUnwrap(try runScripts().last)
        func step(_ specs: String) throws -> (status: Int32, output: String) {
            try runProcess(["bash", "-c", verify], in: folder, environment: [
                "TABBAR_SPECS": specs, "TABBAR_REFERENCES": "Snapshots/", "TABBAR_SHARD": "", "TABBAR_REPORT": "rep",
                "TABBAR_JUNIT": "", "TABBAR_EXECUTABLE": fake.path,
            ])
        }
        let spaced = try step("my specs/*.yaml\nc.yaml\n")
        XCTAssertEqual(spaced.status, 0, spaced.output)
        XCTAssertTrue(spaced.output.contains("[snapshot]\n[verify]\n[my specs/a.yaml]\n[my specs/b.yaml]\n[c.yaml]\n[--dir]"), spaced.output)
        let none = try step("c.yaml\nspecs/*.yml")
        XCTAssertEqual(none.status, 2, none.output)
        XCTAssertTrue(none.output.contains("::error::verify: the pattern 'specs/*.yml' matches no file"), none.output)
        XCTAssertFalse(none.output.contains("[verify]"), "tabbar did not run")
    }

    /// A prefix as install.sh leaves it: the folder of executables and the link to it.
    private func fakeInstall(at prefix: URL, linkingThrough shown: URL? = nil) throws {
        let home = prefix.appendingPathComponent("lib/tabbar")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: prefix.appendingPathComponent("bin"), withIntermediateDirectories: true)
        try Data("#!/bin/sh\n".utf8).write(to: home.appendingPathComponent("tabbar"))
        let target = (shown ?? prefix).appendingPathComponent("lib/tabbar/tabbar").path
        try FileManager.default.createSymbolicLink(atPath: prefix.appendingPathComponent("bin/tabbar").path, withDestinationPath: target)
    }

    private func uninstall(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        // A fallback to the default prefix must find nothing real, even where the tests run as
        // root (/usr/local): `id` says an ordinary user, and HOME is the scratch folder.
        let bin = folder.appendingPathComponent("fake-bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try "#!/bin/sh\necho 1000\n".write(to: bin.appendingPathComponent("id"), atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin.appendingPathComponent("id").path)
        let path = bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        return try runProcess(
            [repositoryRoot.appendingPathComponent("scripts/install.sh").path, "--uninstall"] + arguments, in: folder,
            environment: ["HOME": folder.path, "PATH": path])
    }

    private func isInstalled(_ prefix: URL) -> Bool {
        FileManager.default.fileExists(atPath: prefix.appendingPathComponent("lib/tabbar/tabbar").path)
            && (try? FileManager.default.destinationOfSymbolicLink(atPath: prefix.appendingPathComponent("bin/tabbar").path)) != nil
    }

    func testUninstallRemovesOnlyTheInstallItNames() throws {
        let folder = try scratch()
        let home = folder.appendingPathComponent(".local")
        try fakeInstall(at: home)
        let empty = try uninstall(["--prefix="], in: folder)
        XCTAssertEqual(empty.status, 2, empty.output)
        XCTAssertTrue(empty.output.contains("--prefix is empty"), empty.output)
        XCTAssertTrue(isInstalled(home), "the default prefix's install is left")

        let p = folder.appendingPathComponent("P")
        try fakeInstall(at: p)
        let lineFeed = try uninstall(["--prefix", "P\n"], in: folder)
        XCTAssertEqual(lineFeed.status, 2, lineFeed.output)
        XCTAssertTrue(lineFeed.output.contains("control characters"), lineFeed.output)
        XCTAssertTrue(isInstalled(p), "P's install is left")

        let missing = try uninstall(["--prefix", "nowhere"], in: folder)
        XCTAssertEqual(missing.status, 0, missing.output)
        XCTAssertFalse(missing.output.contains("Removed"), missing.output)
        XCTAssertTrue(missing.output.contains("nothing to remove"), missing.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("nowhere").path), "no folder made")

        // Installed through a link to the prefix, removed through its real path: no dangling link.
        let real = folder.appendingPathComponent("real")
        let link = folder.appendingPathComponent("link")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
        try fakeInstall(at: real, linkingThrough: link)
        let removed = try uninstall(["--prefix", real.path], in: folder)
        XCTAssertEqual(removed.status, 0, removed.output)
        XCTAssertTrue(removed.output.contains("Removed tabbar"), removed.output)
        XCTAssertNil(try? FileManager.default.destinationOfSymbolicLink(atPath: real.appendingPathComponent("bin/tabbar").path), "the link went with the install")
        XCTAssertFalse(FileManager.default.fileExists(atPath: real.appendingPathComponent("lib/tabbar").path))
        XCTAssertTrue(isInstalled(p), "other installs are left")
    }
}
