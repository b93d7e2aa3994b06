import Foundation
import ImageDiff
import TabBarFiles
import TabBarImage
import TabBarModel
import TabBarRender
import TabBarSnapshots
import TabBarWatch

/// The pictures the page shows, kept up to date with the files: each look stats the specs and
/// what they draw from, redraws only the specs whose files changed, and keeps the last good
/// picture of a spec that no longer reads. One renderer stays warm across looks, so fonts, icons,
/// lines of text and blurs are loaded once; it reads an icon or backdrop again when the file's
/// stamp moves, and its blurs are named by the bytes they were made from.
public actor PreviewBoard {
    private let options: PreviewOptions
    private let log: @Sendable (String) -> Void
    private let drawer: PictureDrawer
    private var watched: WatchedFiles
    private var pictures: [Picture] = []
    /// Each spec's files as they were at its last draw.
    private var drawnStamps: [String: WatchedFiles.Stamps] = [:]
    private var sourceStamps: WatchedFiles.Stamps?
    private var importedSpecs: [String] = []
    private var specs: [String] = []
    private var generation = 0
    /// Specs found but not drawn, past `PreviewOptions.maxPictures`.
    private var leftOut = 0
    private var nextID = 0

    private struct Picture {
        let id: Int
        let spec: String
        let variant: SpecVariant
        var version = 0
        var png: Data?
        var width = 0
        var height = 0
        var scale = 1
        var tabs: [TabFrames] = []
        var findings: [PinnedFinding] = []
        var problem: PreviewProblem?
        var reference: String?
    }

    /// - Parameter log: one line per redraw or problem, for the terminal, its control characters escaped.
    public init(options: PreviewOptions, log: @escaping @Sendable (String) -> Void = { _ in }) throws(RenderError) {
        self.options = options
        self.log = log
        self.drawer = try PictureDrawer(resources: options.resources)
        self.watched = WatchedFiles(overrides: options.overrides, systemIcons: options.resources.systemIconDirectory)
    }

    // MARK: - Looking at the files

    /// One look at every file; redraws what changed. True when the state changed.
    /// - Parameter lookingAtSources: whether to walk the app's sources (with `--source`) too;
    ///   always at the first look.
    @discardableResult
    public func refresh(lookingAtSources: Bool = true) -> Bool {
        if lookingAtSources || sourceStamps == nil { importIfSourcesChanged() }
        let found = SpecInputs.expand(options.inputs) + importedSpecs
        let shown = max(1, options.maxPictures / max(1, options.matrix.variants.count))
        let now = Array(found.prefix(shown))
        if found.count - now.count != leftOut {
            leftOut = found.count - now.count
            if leftOut > 0 {
                say("\(MessageText.count(leftOut, "more spec")) not shown: the preview draws at most \(options.maxPictures) pictures; name fewer specs or folders")
            }
            generation += 1
        }
        var changed = now != specs
        if changed {
            pictures.removeAll { !now.contains($0.spec) }
            drawnStamps = drawnStamps.filter { now.contains($0.key) }
            specs = now
        }
        var due: [String] = []
        for spec in specs {
            // The spec's list of files is read again only when the spec itself changed: a look at
            // an unchanged folder is one stat per file, nothing read.
            let specStamp = FileStamp(spec)
            let files = drawnStamps[spec].flatMap { $0[spec] == specStamp ? Array($0.keys) : nil }
                ?? (SpecInputs.outsideItsFolder(spec) == nil ? watched.files(of: spec) : [spec])
            var stamps: WatchedFiles.Stamps = [:]
            for file in files { stamps[file] = file == spec ? specStamp : FileStamp(file) }
            guard stamps != drawnStamps[spec] else { continue }
            drawnStamps[spec] = stamps
            due.append(spec)
        }
        for spec in due { draw(spec) }
        changed = changed || !due.isEmpty
        if changed { generation += 1 }
        return changed
    }

    /// The folders a change in would matter: those of every file drawn from, the input folders
    /// (where a new spec may appear) and every folder of the app's sources.
    public func watchedFolders() -> Set<String> {
        let files = drawnStamps.values.flatMap(\.keys) + (sourceStamps.map { Array($0.keys) } ?? [])
        var inputFolders: Set<String> = []
        var inputFiles: [String] = []
        for input in options.inputs {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: input, isDirectory: &isFolder) && isFolder.boolValue {
                inputFolders.insert(input)
            } else {
                inputFiles.append(input)
            }
        }
        return FolderEvents.folders(of: files + inputFiles).union(inputFolders).union(options.sources?.folders ?? [])
    }

    /// Whether any of `folders` is one of the app's source folders or inside one.
    public func isSourceFolder(any folders: Set<String>) -> Bool {
        guard let roots = options.sources?.folders else { return false }
        return folders.contains { folder in
            roots.contains { root in folder == root || folder.hasPrefix(root.hasSuffix("/") ? root : root + "/") }
        }
    }

    private func importIfSourcesChanged() {
        guard let sources = options.sources else { return }
        var stamps: WatchedFiles.Stamps = [:]
        for file in sources.files() { stamps[file] = FileStamp(file) }
        guard stamps != sourceStamps else { return }
        sourceStamps = stamps
        let started = Date()
        do {
            importedSpecs = try sources.importSpecs()
            say("\(Self.clock(started)) imported \(importedSpecs.count) tab bar\(importedSpecs.count == 1 ? "" : "s") from \(sources.folders.joined(separator: ", "))")
        } catch {
            say("\(Self.clock(started)) import failed, last good specs kept: \(error)")
        }
    }

    /// Every variant of one spec, drawn now.
    private func draw(_ spec: String) {
        let started = Date()
        var problems: [PreviewProblem] = []
        var drawn = 0
        for variant in options.matrix.variants {
            let index = pictures.firstIndex { $0.spec == spec && $0.variant == variant } ?? {
                pictures.append(Picture(id: nextID, spec: spec, variant: variant))
                nextID += 1
                return pictures.count - 1
            }()
            if let problem = draw(&pictures[index]) {
                problems.append(problem)
            } else {
                drawn += 1
            }
        }
        // Keep the pictures in input order whatever order specs were first seen in.
        pictures.sort { (specs.firstIndex(of: $0.spec) ?? 0, $0.id) < (specs.firstIndex(of: $1.spec) ?? 0, $1.id) }
        let milliseconds = Int((Date().timeIntervalSince(started) * 1000).rounded())
        if problems.isEmpty {
            say("\(Self.clock(started)) redrew \(spec) (\(drawn) picture\(drawn == 1 ? "" : "s")) in \(milliseconds) ms")
        }
        for problem in Set(problems.map(\.description)).sorted() {
            say("\(Self.clock(started)) \(problem) (last good picture kept)")
        }
    }

    /// Draws one picture; on a problem, keeps its last good picture and returns why.
    private func draw(_ picture: inout Picture) -> PreviewProblem? {
        if let outside = SpecInputs.outsideItsFolder(picture.spec) {
            picture.problem = outside
            return outside
        }
        switch drawer.draw(picture.spec, overrides: options.overrides, variant: picture.variant) {
        case .success(let drawn):
            // A file touched but not changed draws the same bytes: the page keeps its picture.
            if picture.png != drawn.png { picture.version += 1 }
            picture.png = drawn.png
            picture.width = drawn.width
            picture.height = drawn.height
            picture.scale = drawn.scale
            picture.tabs = drawn.tabs
            picture.findings = drawn.findings
            picture.reference = options.referenceDirectory.map { _ in drawn.referenceName }
            picture.problem = nil
            return nil
        case .failure(let problem):
            picture.problem = problem
            return problem
        }
    }

    /// Every line the board logs passes here: file and folder names are a user's bytes, and an
    /// ESC, a BEL or a line feed in one (which can start a `::error` line in a CI log) is written
    /// as an escape, so each line stays one line of plain text.
    private func say(_ line: String) { log(MessageText.oneLine(line)) }

    private static func clock(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return formatter.string(from: date)
    }

    // MARK: - What the server hands out

    public func state() -> PreviewState {
        var entries: [PreviewState.SpecEntry] = []
        for picture in pictures {
            let shown = PreviewState.PictureState(
                id: picture.id, labels: picture.variant.labels, version: picture.version, width: picture.width,
                height: picture.height, scale: picture.scale, tabs: picture.tabs, findings: picture.findings,
                problem: picture.problem, reference: picture.reference)
            if entries.last?.file == picture.spec {
                entries[entries.count - 1].pictures.append(shown)
            } else {
                let name = ((picture.spec as NSString).lastPathComponent as NSString).deletingPathExtension
                entries.append(PreviewState.SpecEntry(file: picture.spec, name: name, pictures: [shown]))
            }
        }
        return PreviewState(generation: generation, specs: entries, comparing: options.referenceDirectory != nil, leftOut: leftOut)
    }

    /// The last good picture, as PNG.
    public func png(id: Int) -> Data? {
        pictures.first { $0.id == id }?.png
    }

    /// The picture's reference in --dir, as PNG.
    public func referencePNG(id: Int) -> Data? {
        guard let directory = options.referenceDirectory,
              let name = pictures.first(where: { $0.id == id })?.reference
        else { return nil }
        return try? SnapshotStore(directory: directory).referenceData(name)
    }

    /// The picture against its reference, as the snapshot report paints it (changed pixels red
    /// over a faded copy); nil without a reference or when the sizes differ.
    public func diffPNG(id: Int) -> Data? {
        guard let reference = referencePNG(id: id), let current = png(id: id),
              let expected = try? PNGCodec.decode(reference, maxPixels: SnapshotStore.maxReferencePixels),
              let actual = try? PNGCodec.decode(current),
              expected.width == actual.width, expected.height == actual.height,
              let diff = try? ImageComparator().compare(expected, actual).diffImage
        else { return nil }
        return try? PNGCodec.encode(diff, compression: .fast)
    }
}
