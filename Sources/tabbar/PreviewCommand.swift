import ArgumentParser
import Dispatch
import Foundation
import TabBarCommandLine
import TabBarFiles
import TabBarModel
import TabBarPreview

/// `tabbar preview`: the command line's side of TabBarPreview, which does the work.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Show specs on a local web page that redraws as their files are saved.",
        discussion: """
            Starts an HTTP server on 127.0.0.1, prints its address and serves one page: every spec \
            (every spec file of a folder given; every tab bar of an app with --source), each in its \
            --matrix variants side by side, at 1×–4× with a pixel grid. Saving a spec, an icon or a \
            backdrop it uses, or a file under --source, redraws what depends on it and the page \
            shows it at once; a spec that does not read shows its error (file, line, field) on the \
            page and here, over its last good picture. Hovering a tab shows its layout frames; lint \
            findings are pinned on the picture; with --dir, the page compares each picture with its \
            reference. Stop with Ctrl-C.

            Only requests naming this server in their Host header are answered (127.0.0.1:PORT or \
            localhost:PORT), and only for the page, its assets and the pictures.

            Examples:
              tabbar preview Examples/phone-badges.yaml
              tabbar preview Examples/ --matrix appearance=light,dark --dir Snapshots/
              tabbar preview --source Examples/app --port 8080
            """)

    @Argument(help: "Spec files (.yaml, .yml or .json) or folders of them.")
    var inputs: [String] = []

    @Option(help: "The address to listen on; anything but 127.0.0.1 (or ::1) lets other machines see your specs.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on; 0 takes a free one.")
    var port = 0

    @Option(help: "Folder of reference images (`snapshot record`'s --dir), to compare against.")
    var dir: String?

    @Option(name: .long, help: "Folder of the system icons (default: the icons bundled with tabbar, or $TABBARKIT_ICONS).")
    var icons: String?

    @OptionGroup var overrideOptions: OverrideOptions

    @OptionGroup var matrixOptions: MatrixOptions

    @OptionGroup var sourceOptions: SourceOptions

    /// Stops after this many seconds (for tests); nil serves until Ctrl-C.
    @Option(name: .long, parsing: .unconditional, help: .hidden)
    var stopAfter: Double?

    mutating func validate() throws {
        if inputs.isEmpty && sourceOptions.sources.isEmpty {
            throw ValidationError("expected a spec, a folder of specs or --source")
        }
        for input in inputs + sourceOptions.sources where !FileManager.default.fileExists(atPath: input) {
            throw ValidationError("\(input): no such file or folder")
        }
        guard (0...65_535).contains(port) else { throw ValidationError("--port: expected 0 to 65535, got \(port)") }
        guard PreviewServer.isAddress(host) else { throw ValidationError(PreviewServerError.notAnAddress(host).description) }
    }

    func run() throws {
        let resources = try ResourceLocator.resources(iconDirectory: icons)
        let imports: String?
        do {
            imports = sourceOptions.sources.isEmpty ? nil : try PrivateFolder.make(in: NSTemporaryDirectory(), prefix: "tabbar-preview-")
        } catch {
            throw CommandFailure.invalidInput("preview: \(error)")
        }
        defer { if let imports { try? FileManager.default.removeItem(atPath: imports) } }
        let sources = imports.map(sourceFolders(into:))
        let options = PreviewOptions(
            inputs: inputs, overrides: try overrideOptions.overrides(), matrix: try matrixOptions.specMatrix(),
            resources: resources, referenceDirectory: dir, sources: sources)
        let board: PreviewBoard
        let server: PreviewServer
        do {
            board = try PreviewBoard(options: options, log: { say($0) })
            server = try PreviewServer(board: board, host: host, port: UInt16(port))
        } catch {
            throw CommandFailure.invalidInput("preview: \(error)")
        }
        let failure = Failure()
        let done = DispatchSemaphore(value: 0)
        Task {
            do { try await server.run() } catch { failure.set("\(error)") }
            done.signal()
        }
        Task {
            do {
                try await server.waitUntilListening()
                let port = try await server.port()
                let shown = host.contains(":") ? "[\(host)]" : host
                say("tabbar preview: http://\(shown):\(port)/ (Ctrl-C stops)")
            } catch {
                failure.set("\(error)")
                await server.stop()
            }
        }
        // Ctrl-C (and a TERM) close the pages' streams and the socket; the run then returns.
        var stops: [any DispatchSourceSignal] = []
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber)
            source.setEventHandler { Task { await server.stop() } }
            source.resume()
            stops.append(source)
        }
        if let stopAfter {
            DispatchQueue.global().asyncAfter(deadline: .now() + stopAfter) { Task { await server.stop() } }
        }
        done.wait()
        for source in stops { source.cancel() }
        if let message = failure.get() {
            throw CommandFailure.invalidInput("preview: \(message)")
        }
        say("tabbar preview: stopped")
    }

    /// The app's tab bars, imported as `tabbar import` does into the run's private folder
    /// (removed when the preview stops) each time a source file changes. Each spec is written
    /// by `FolderFile`'s rule: never through a link found in the folder.
    private func sourceFolders(into folder: String) -> SourceFolders {
        let options = sourceOptions
        return SourceFolders(folders: options.sources) {
            let specs = try options.imported(outputDirectory: folder).map { (data: Data($0.yaml.utf8), name: $0.name + ".yaml") }
            try writeOutputs([], folderFiles: (folder, specs))
            return specs.map { FilePaths.join(folder, $0.name) }
        }
    }
}

/// One line, written at once: a pipe's reader sees each redraw as it happens.
private func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// Why the server stopped, when it did not stop for Ctrl-C.
private final class Failure: @unchecked Sendable {
    private let lock = NSLock()
    private var message: String?

    func set(_ text: String) { lock.withLock { if message == nil { message = text } } }
    func get() -> String? { lock.withLock { message } }
}
