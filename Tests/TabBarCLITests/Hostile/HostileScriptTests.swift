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
        let step = try verifyStep(in: folder)
        let spaced = try step("my specs/*.yaml\nc.yaml\n")
        XCTAssertEqual(spaced.status, 0, spaced.output)
        XCTAssertTrue(spaced.output.contains("[snapshot]\n[verify]\n[my specs/a.yaml]\n[my specs/b.yaml]\n[c.yaml]\n[--dir]"), spaced.output)
        let none = try step("c.yaml\nspecs/*.yml")
        XCTAssertEqual(none.status, 2, none.output)
        XCTAssertTrue(none.output.contains("::error::verify: the pattern 'specs/*.yml' matches no file"), none.output)
        XCTAssertFalse(none.output.contains("[verify]"), "tabbar did not run")
    }

    /// The action's verify step, run in `folder` on the lines it is given, with a stand-in for
    /// tabbar that lists the arguments it was given, one a line.
    private func verifyStep(in folder: URL) throws -> (String) throws -> (status: Int32, output: String) {
        let fake = folder.appendingPathComponent("fake-tabbar")
        try "#!/bin/sh\nfor a in \"$@\"; do echo \"[$a]\"; done\n".write(to: fake, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        let verify = try XCTUnwrap(try runScripts().last)
        return { specs in
            try runProcess(["bash", "-c", verify], in: folder, environment: [
                "TABBAR_SPECS": specs, "TABBAR_REFERENCES": "Snapshots/", "TABBAR_SHARD": "", "TABBAR_REPORT": "rep",
                "TABBAR_JUNIT": "", "TABBAR_EXECUTABLE": fake.path,
            ])
        }
    }

    /// A verify line is a glob and nothing else: a line that is no pattern but an option or a
    /// command reaches neither tabbar's options nor the shell; it matches no file and stops the
    /// step with one `::error::` line whose text cannot end the annotation or start another.
    func testTheActionsVerifyLinesAreGlobsNeverOptionsOrCommands() throws {
        let folder = try scratch()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("specs"), withIntermediateDirectories: true)
        try Data("device: iphone-15\n".utf8).write(to: folder.appendingPathComponent("specs/a.json"))
        try Data("device: iphone-15\n".utf8).write(to: folder.appendingPathComponent("-rf.json"))
        let step = try verifyStep(in: folder)
        for line in ["specs/*.json; rm -rf specs", "$(touch pwned)", "`touch pwned`", "--update=all", "--dir=/tmp", "specs/a.json && touch pwned"] {
            let run = try step("specs/*.json\n" + line)
            XCTAssertEqual(run.status, 2, "\(line): \(run.output)")
            XCTAssertFalse(run.output.contains("[verify]"), "tabbar did not run: \(run.output)")
            let errors = run.output.split(separator: "\n").filter { $0.hasPrefix("::error::") }
            XCTAssertEqual(errors.count, 1, run.output)
            XCTAssertTrue(errors.first?.contains("matches no file") == true, run.output)
            XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("pwned").path), line)
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("specs/a.json").path), line)
        }
        // GitHub decodes %0A and %0D in an annotation's text: the pattern's own are kept as text.
        let encoded = try step("x%0A::error::forged")
        XCTAssertEqual(encoded.status, 2, encoded.output)
        XCTAssertTrue(encoded.output.contains("x%250A::error::forged"), encoded.output)
        // A file whose name starts with a dash is a spec, never an option.
        let dashed = try step("-rf.json\nspecs/*.json")
        XCTAssertEqual(dashed.status, 0, dashed.output)
        XCTAssertTrue(dashed.output.contains("[verify]\n[./-rf.json]\n[specs/a.json]\n[--dir]"), dashed.output)
    }

    /// A prefix with a line feed would be two entries of GITHUB_PATH: it is refused with one
    /// `::error::` line, and nothing is written to GITHUB_PATH or GITHUB_OUTPUT.
    func testTheActionRefusesAPrefixWithALineFeedInOneErrorLine() throws {
        let folder = try scratch()
        let scripts = try runScripts()
        for prefix in ["/opt/tabbar\n/usr/evil", "/opt/tabbar\n", "/opt/tab\rbar"] {
            let githubPath = folder.appendingPathComponent("github-path")
            let githubOutput = folder.appendingPathComponent("github-output")
            try Data().write(to: githubPath)
            try Data().write(to: githubOutput)
            let run = try runProcess(["bash", "-c", scripts[0] + "\n" + scripts[1]], in: folder, environment: [
                "TABBAR_VERSION": "", "TABBAR_PREFIX": prefix, "ACTION_REPOSITORY": "", "GITHUB_ACTION_PATH": folder.path,
                "TABBAR_SOURCE": folder.path, "TABBAR_CACHED": "", "GITHUB_PATH": githubPath.path, "GITHUB_OUTPUT": githubOutput.path,
            ])
            XCTAssertEqual(run.status, 2, run.output)
            let lines = run.output.split(separator: "\n")
            XCTAssertEqual(lines.count, 1, run.output)
            XCTAssertTrue(lines.first?.hasPrefix("::error::prefix") == true, run.output)
            XCTAssertEqual(try Data(contentsOf: githubPath), Data(), "no GITHUB_PATH entry")
            XCTAssertEqual(try Data(contentsOf: githubOutput), Data(), "no output")
        }
    }

    /// install.sh over an install a program is running from (a `render --watch`): every file is
    /// renamed over its old self, so the running program keeps the file it mapped and finds its
    /// resources at every moment, and the install ends with the new release only. The build is a
    /// stand-in (`swift` on PATH hands install.sh a folder of made-up products), so this takes
    /// seconds, not a release build.
    func testReinstallingUnderARunningProgramReplacesFilesByRenamingThem() throws {
        let folder = try scratch()
        let sleep = try Data(contentsOf: URL(fileURLWithPath: "/bin/sleep"))
        func release(_ tag: String, extra: String? = nil) throws -> URL {
            let bin = folder.appendingPathComponent("build-\(tag)")
            let svg = bin.appendingPathComponent("TabBarKit_TabBarIcons.resources/svg")
            try FileManager.default.createDirectory(at: svg, withIntermediateDirectories: true)
            try "#!/bin/sh\necho \(tag)\n".write(to: bin.appendingPathComponent("tabbar"), atomically: true, encoding: .utf8)
            // A real program (an ELF file is still one with bytes after it), so a running one maps it.
            for program in ["tabbar-core", "tabbar-draw"] { try (sleep + Data(tag.utf8)).write(to: bin.appendingPathComponent(program)) }
            for program in ["tabbar", "tabbar-core", "tabbar-draw"] {
                try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin.appendingPathComponent(program).path)
            }
            try Data(tag.utf8).write(to: svg.appendingPathComponent("favorites.svg"))
            if let extra { try Data(tag.utf8).write(to: svg.appendingPathComponent(extra)) }
            return bin
        }
        let fakes = folder.appendingPathComponent("fake-bin")
        try FileManager.default.createDirectory(at: fakes, withIntermediateDirectories: true)
        try "#!/bin/sh\nfor a in \"$@\"; do [ \"$a\" = --show-bin-path ] && { echo \"$FAKE_BUILD\"; exit 0; }; done\nexit 0\n"
            .write(to: fakes.appendingPathComponent("swift"), atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fakes.appendingPathComponent("swift").path)
        let prefix = folder.appendingPathComponent("prefix")
        let home = prefix.appendingPathComponent("lib/tabbar")
        func install(_ build: URL) throws -> (status: Int32, output: String) {
            try runProcess(
                [repositoryRoot.appendingPathComponent("scripts/install.sh").path, "--prefix", prefix.path], in: folder,
                environment: ["PATH": fakes.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"), "FAKE_BUILD": build.path])
        }
        let first = try install(try release("one", extra: "dropped.svg"))
        XCTAssertEqual(first.status, 0, first.output)

        let running = Process()
        running.executableURL = home.appendingPathComponent("tabbar-draw")
        running.arguments = ["60"]
        try running.run()
        defer { running.terminate() }
        // Looks at the installed files as fast as it can while the install runs, as a watching
        // render does when they change under it.
        let stop = folder.appendingPathComponent("stop")
        let seen = folder.appendingPathComponent("seen")
        let watcher = Process()
        watcher.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        watcher.arguments = ["python3", "-c", """
            import os, sys
            home, stop, seen = sys.argv[1:]
            names = ["tabbar", "tabbar-core", "tabbar-draw", "TabBarKit_TabBarIcons.resources/svg/favorites.svg"]
            missing = set()
            looks = 0
            while not os.path.exists(stop):
                looks += 1
                for name in names:
                    if not os.path.exists(os.path.join(home, name)): missing.add(name)
            open(seen, "w").write("looks %d missing %s" % (looks, sorted(missing)))
            """, home.path, stop.path, seen.path]
        try watcher.run()
        Thread.sleep(forTimeInterval: 0.2)
        let second = try install(try release("two"))
        try Data().write(to: stop)
        watcher.waitUntilExit()
        XCTAssertEqual(second.status, 0, second.output)
        let report = try String(contentsOf: seen, encoding: .utf8)
        XCTAssertTrue(report.hasSuffix("missing []"), "every file was there at every look: \(report)")
        XCTAssertTrue(running.isRunning, "the running program survived the install")
        // It still runs the file it started from, unchanged; the name now holds the new release.
        let mapped = try Data(contentsOf: URL(fileURLWithPath: "/proc/\(running.processIdentifier)/exe"))
        XCTAssertEqual(mapped.suffix(3), Data("one".utf8))
        XCTAssertEqual(try Data(contentsOf: home.appendingPathComponent("tabbar-draw")).suffix(3), Data("two".utf8))
        XCTAssertEqual(try Data(contentsOf: home.appendingPathComponent("TabBarKit_TabBarIcons.resources/svg/favorites.svg")), Data("two".utf8))
        XCTAssertFalse(FileManager.default.fileExists(atPath: home.appendingPathComponent("TabBarKit_TabBarIcons.resources/svg/dropped.svg").path), "what the new release lacks is gone")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: prefix.appendingPathComponent("bin/tabbar").path), home.resolvingSymlinksInPath().appendingPathComponent("tabbar").path)
        for place in [prefix, prefix.appendingPathComponent("lib"), prefix.appendingPathComponent("bin")] {
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: place.path).filter { $0.hasPrefix(".") }, [], "nothing staged is left in \(place.path)")
        }
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
