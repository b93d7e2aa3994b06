import ArgumentParser
import Foundation
import TabBarImage
import TabBarModel
import TabBarRender

extension OutputFormat: ExpressibleByArgument {}

package struct RenderCommand: ParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render specs to PNG, SVG or PDF.",
        discussion: """
            A bar spec renders the bar's own frame (its width × its height with the safe-area \
            inset); with `keyboard: true`, the bottom of the screen with a keyboard and no bar. \
            A screen spec (statusBar, navigationBar, content or toolbar) renders the whole screen, \
            and so do the More screen and the Edit screen (`show: moreList` or `show: editing` in \
            the spec, or `--tap more` and `--tap More/Edit`).
            Several specs render in parallel, one renderer per core; each output is named after \
            its spec (phone.yaml → phone.png) in the folder -o names.

            Examples:
              tabbar render Examples/phone-badges.yaml -o badges.png
              tabbar render Examples/*.yaml -o out/ --format png --format svg --format pdf
              tabbar render Examples/ipad-landscape.yaml --scale 1 --show-hit-regions
              tabbar render Examples/screen-navigation.yaml -o inbox.pdf
              tabbar render Examples/phone-more.json --tap more --tap More/Downloads -o downloads.png
              tabbar render Examples/phone-more.json --tap more -o more.png
              tabbar render Examples/more-edit.yaml -o edit.png
              tabbar render Examples/phone-badges.yaml --set appearance=dark --set tabs[1].badge=9
              tabbar render Examples/phone-badges.yaml --matrix appearance=light,dark --matrix ios=18,26 -o out/

            --set KEY=VALUE overrides one spec key by its path, as if it were written in the file. \
            --matrix KEY=V1,V2,… renders every combination of the values of its keys; each output is \
            named after its spec and then each value, in the order the --matrix options were given \
            (phone.yaml → phone.dark.ios26.png). A value that is a bare number or true/false is \
            prefixed by its key's last name (ios26, badge9); other characters than letters, digits, \
            - and _ become -.

            --tap, --restore and --save-state draw what the tab bar controller shows after those \
            user actions (see `tabbar state --help` for the steps): the bar, or the whole More or \
            Edit screen while one is up; they take one spec.
            """)

    @Argument(help: "Spec files (.yaml, .yml or .json).")
    package var specs: [String] = []

    @Option(name: .customLong("from"), help: PathList.fromHelp)
    package var fromList: String?

    @Option(name: .shortAndLong, help: "Output file (one spec, one format), folder, or - for standard output. Default: the current folder.")
    package var output: String?

    @Option(name: .long, help: "png, svg or pdf; repeat for several. Default: from -o's extension, else png.")
    package var format: [OutputFormat] = []

    @Option(name: .long, parsing: .unconditional, help: "Pixels per point for PNG: 1, 2 or 3. Default: the device's.")
    package var scale: Int?

    @Flag(name: .long, help: "Overlay each tab's hit region, with its size in points.")
    var showHitRegions = false

    @Option(name: .long, help: "Folder of the system icons (default: the icons bundled with tabbar, or $TABBARKIT_ICONS).")
    package var icons: String?

    @Option(name: .long, parsing: .unconditional, help: "Parallel renderers. Default: one per core.")
    package var jobs: Int?

    @OptionGroup var controllerOptions: ControllerOptions

    @OptionGroup var overrideOptions: OverrideOptions

    @OptionGroup var matrixOptions: MatrixOptions

    @Option(help: "Also lay every render on one labelled grid in this .png or .pdf file; then the renders themselves are written only with -o.")
    package var sheet: String?

    @Option(name: .long, parsing: .unconditional, help: "Pixels per point of each render on the sheet: 1, 2 or 3. Default: 1.")
    var sheetScale = RenderCommand.defaultSheetScale
    static let defaultSheetScale = 1

    @Flag(help: "Render again whenever a spec, an icon or a backdrop it uses changes; one line per render. Stop with Ctrl-C.")
    package var watch = false

    /// Ends a watch after N renders, so tests can run one.
    @Option(name: .long, parsing: .unconditional, help: .hidden)
    var watchLimit: Int?

    package mutating func validate() throws {
        specs = try PathList.paths(specs, from: fromList, noun: "spec")
        if let scale, PixelScale(scale) == nil {
            throw ValidationError("--scale: " + PixelScale.expectation(got: scale))
        }
        try OptionRange.check(jobs, OptionRange.jobs, "--jobs")
        if let watchLimit, watchLimit < 1 {
            throw ValidationError("--watch-limit: expected 1 or more, got \(watchLimit)")
        }
        if controllerOptions.isUsed, watch {
            throw ValidationError("--watch: not with --tap, --restore or --save-state")
        }
        if PixelScale(sheetScale) == nil {
            throw ValidationError("--sheet-scale: " + PixelScale.expectation(got: sheetScale))
        }
        if let sheet, ![OutputFormat.png, .pdf].contains(OutputFormat(rawValue: (sheet as NSString).pathExtension.lowercased())) {
            throw ValidationError("--sheet \(sheet): expected a .png or .pdf file")
        }
    }

    package func run() throws {
        guard watch else {
            _ = try renderOnce()
            return
        }
        let overrides = try overrideOptions.overrides()
        let icons = try ResourceLocator.resources(iconDirectory: icons).systemIconDirectory
        RenderWatch(specs: specs, overrides: overrides, systemIcons: icons, limit: watchLimit).run(render: renderOnce)
    }

    /// Renders every spec in every variant and writes the outputs; returns how many files it wrote.
    /// An invalid spec does not stop the others: every valid spec is rendered and written, the
    /// invalid ones' outputs are left as they were, and the run then exits 2 naming each.
    private func renderOnce() throws -> Int {
        let inputs = try SpecVariantInput.expanding(specs, set: try overrideOptions.overrides(), matrix: try matrixOptions.specMatrix())
        let plan = try OutputPlan(specs: inputs.map(\.path), output: output, formats: format)
        var invalid: [CommandFailure] = []
        // Each spec is read here to be checked; beyond `keptSpecs`, it is read again on the thread
        // that draws it: a batch of thousands keeps their folders, not their specs.
        var valid: [(input: SpecVariantInput, baseDirectory: String, document: SpecDocument?)] = []
        MemoryTuning.forBatch(threads: WorkQueue(jobs: jobs).threads(for: inputs.count))
        let keep = controllerOptions.isUsed || inputs.count <= SpecVariantInput.keptSpecs
        for (input, read) in zip(inputs, SpecVariantInput.readAll(inputs, jobs: jobs, keeping: { ($1.baseDirectory, keep ? $1 : nil) })) {
            switch read {
            case .success(let kept): valid.append((input, kept.0, kept.1))
            case .failure(let error): invalid.append(.invalidInput(error.description))
            }
        }
        var controllerRun: ControllerRun?
        if controllerOptions.isUsed {
            guard inputs.count == 1 else {
                throw CommandFailure.invalidInput("--tap, --restore and --save-state act on one spec; got \(inputs.count)")
            }
            guard !valid.isEmpty else { throw CommandFailure.invalidInput(all: invalid) }
            guard var document = valid[0].document else { throw CommandFailure.invalidInput("\(inputs[0].path): not read") }
            let run = try controllerOptions.play(on: document)
            document.presentation = run.controller.presentation
            valid[0].document = document
            controllerRun = run
        }
        let documents = valid
        let resources = try ResourceLocator.resources(iconDirectory: icons)
        // With a sheet and no -o, the sheet is the only output.
        let options = sheet != nil && output == nil
            ? [] : plan.formats.map { RenderOptions(format: $0, scale: scale, showHitRegions: showHitRegions) }
        let sheetScale = sheet.map { _ in self.sheetScale }
        var planned = documents.flatMap { item in options.map { (plan.path(for: item.input, format: $0.format), item.input.path) } }
        if let sheet { planned.append((sheet, "--sheet")) }
        if let controllerRun, let state = controllerOptions.stateOutput(controllerRun) { planned.append((state.path, "--save-state")) }
        try OutputCollisions.check(
            outputs: planned, inputs: documents.map { ($0.input.path, $0.baseDirectory) }, overrides: try overrideOptions.overrides())

        // Dead runs' temporary files, once per output folder (each output is staged without it).
        // (Standard output has no folder; Foundation on Linux traps on "-".deletingLastPathComponent.)
        for folder in Set(planned.filter { $0.0 != "-" }.map { URL(fileURLWithPath: $0.0).deletingLastPathComponent().path }) {
            AtomicFile.removeStaleTemporaries(in: folder)
        }
        let progress = Progress(total: documents.count)
        // Every spec renders every format before anything is written, and the outputs are
        // written all or nothing: a file that cannot be written leaves every output as it was.
        var renders = SpecRenders(
            items: documents.map { SpecRenders.Item(input: $0.input, document: $0.document) }, options: options,
            destination: { input, format in plan.path(for: input, format: format) })
        renders.sheetScale = sheetScale.flatMap(PixelScale.init)
        renders.showHitRegions = showHitRegions
        renders.progress = progress.advance
        let drawn = renders.draw(on: RenderBatch(resources: resources, jobs: jobs))
        progress.finish()
        let outputs = drawn.outputs
        let pictures = drawn.pictures
        invalid += drawn.failures.map(CommandFailure.invalidInput)
        var extra: [(data: Data, path: String)] = []
        do {
            // A sheet with holes would misplace its headings: it is drawn only when every spec rendered.
            if let sheet, invalid.isEmpty {
                extra.append((try sheetData(pictures, resources: resources), sheet))
            }
        } catch {
            for output in outputs { output.discard() }
            throw error
        }
        // The saved state belongs to the same all-or-nothing set as the pictures.
        if let controllerRun, let state = controllerOptions.stateOutput(controllerRun) { extra.append(state) }
        try writeOutputs(extra, adopting: outputs)
        guard invalid.isEmpty else { throw CommandFailure.invalidInput(all: invalid) }
        return outputs.count + extra.count
    }
}

extension RenderCommand {
    /// The renders on one grid, rows and columns named after the matrix's values.
    private func sheetData(_ pictures: [RGBAImage], resources: RenderResources) throws(CommandFailure) -> Data {
        let names = specs.map { ((($0 as NSString).lastPathComponent) as NSString).deletingPathExtension }
        let headings = try matrixOptions.specMatrix().sheetHeadings(specNames: names)
        let title = names.joined(separator: ", ")
        let format: OutputFormat = (sheet.map { ($0 as NSString).pathExtension.lowercased() } == "pdf") ? .pdf : .png
        do {
            return try VariantSheet(title: title, rowHeadings: headings.rows, columnHeadings: headings.columns, images: pictures)
                .data(format: format, fonts: resources.fonts)
        } catch {
            throw .invalidInput("--sheet: \(error)")
        }
    }
}

/// Where each spec's outputs go.
struct OutputPlan {
    let formats: [OutputFormat]
    /// A single output file, when -o names one.
    package let file: String?
    package let folder: String

    /// `-o` names a file when it ends in .png, .svg or .pdf or is something already there that
    /// is not a folder (a file, a FIFO, /dev/stdout); a folder when it ends in `/`, is a folder
    /// already, or has no extension while the run makes several outputs. Any other extension, or
    /// none for a single output, is an error: `-o out/x.jpg` never becomes a folder of that name.
    package init(specs: [String], output: String?, formats: [OutputFormat]) throws(CommandFailure) {
        let exists = output.map(FilePaths.exists) ?? false
        let isFolder = output.map(FilePaths.isFolder) ?? false
        let outputCount = specs.count * max(1, Set(formats).count)
        let namesFile: Bool
        if let output, output != "-", !output.hasSuffix("/"), !(exists && isFolder) {
            let fileExtension = (output as NSString).pathExtension
            if !exists, !fileExtension.isEmpty, OutputFormat(rawValue: fileExtension.lowercased()) == nil {
                throw .invalidInput("-o \(output): expected a .png, .svg or .pdf file, or a folder (end it with /), got .\(fileExtension)")
            }
            if !exists, fileExtension.isEmpty, outputCount == 1 {
                throw .invalidInput("-o \(output): expected a .png, .svg or .pdf file, or a folder (end it with /)")
            }
            namesFile = exists || !fileExtension.isEmpty
        } else {
            namesFile = false
        }
        if output == "-" {
            guard specs.count == 1, formats.count <= 1 else {
                throw .invalidInput("-o -: standard output takes one spec in one format")
            }
            self.formats = formats.isEmpty ? [.png] : formats
            self.file = "-"
            self.folder = "."
        } else if namesFile, let output {
            guard specs.count == 1 else {
                throw .invalidInput("-o \(output): several specs need an output folder, not a file (end it with /)")
            }
            let named = OutputFormat(rawValue: (output as NSString).pathExtension.lowercased())
            let implied = named ?? (formats.count == 1 ? formats[0] : .png)
            guard formats.isEmpty || formats == [implied] else {
                throw .invalidInput("-o \(output): the file's extension says \(implied.rawValue), --format says \(formats.map(\.rawValue).joined(separator: ", "))")
            }
            self.formats = [implied]
            self.file = output
            self.folder = (output as NSString).deletingLastPathComponent
        } else {
            var unique: [OutputFormat] = []
            for format in formats where !unique.contains(format) { unique.append(format) }
            self.formats = unique.isEmpty ? [.png] : unique
            self.file = nil
            self.folder = output ?? "."
        }
    }

    /// A matrix variant's outputs are named after its values: phone.yaml × dark × ios 26 →
    /// phone.dark.ios26.png (see `SpecVariant.fileStem`).
    package func path(for input: SpecVariantInput, format: OutputFormat) -> String {
        if let file { return file }
        let name = ((input.path as NSString).lastPathComponent as NSString).deletingPathExtension
        return (folder as NSString).appendingPathComponent(input.variant.fileStem(specName: name) + "." + format.fileExtension)
    }
}

extension RenderCommand: PathListCommand {
    package mutating func insertLiftedPaths(_ lifted: [String]) { specs.insert(contentsOf: lifted, at: 1) }
}
