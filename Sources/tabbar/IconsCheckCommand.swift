import ArgumentParser
import Foundation
import IconCheck
import TabBarRender

struct IconsCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Measure a set of icons and report the ones that do not match the rest.",
        discussion: """
            Draws every icon as the tab bar does (a template image: only its alpha counts) at the \
            regular (25 pt) and compact (18 pt) sizes at @1x, @2x and @3x, measures its shape, size \
            against the HIG target for that shape, visual weight, centre of mass, stroke width, \
            filled or outline style, colour, clipping and blur, and compares each icon with the set.

            PATH is an SVG or PNG file, a folder (its own icons: a folder is a set, each drawing \
            fitted to the canvas; add --recursive for its subfolders too), or a spec (its tabs' \
            icons, each at the size its bar draws it: a file at its natural size unless the spec \
            says iconSizing: fit). Exit codes: 0 no errors (warnings are allowed); 1 errors found; 2 invalid \
            input.

            Examples:
              tabbar icons check Icons/svg/
              tabbar icons check Examples/phone-badges.yaml --sheet sheet.png
              tabbar icons check icons/ --pairs --json --stroke-ratio 0.9,1.1
            """)

    @Argument(help: "Icon files, folders of icons, or specs.")
    var paths: [String] = []

    @Option(name: .customLong("from"), help: PathList.fromHelp)
    var fromList: String?

    @Flag(help: "Print every metric as JSON instead of a table.")
    var json = false

    @Flag(help: "Take the icons of folders' subfolders into the same set.")
    var recursive = false

    @Option(help: ArgumentHelp("Also write a contact sheet: every icon with its ink box, target, centre of mass and findings.", valueName: "FILE.png"))
    var sheet: String?

    @Option(help: "The size findings are judged at: regular (25 pt) or compact (18 pt).")
    var size: IconSize = .regular

    @Flag(help: "Treat NAME.fill, NAME-filled and NAME-selected files as selected variants of NAME: a set of their own, paired with NAME.")
    var pairs = false

    @Flag(help: "Exit with 1 for warnings as well as errors.")
    var warningsAsErrors = false

    @Option(name: .long, help: "Folder of the system icons a spec's system:NAME refers to.")
    var icons: String?

    @Option(help: "Threads measuring at once. Default: one per core.")
    var jobs: Int?

    @OptionGroup(title: "Thresholds")
    var limits: IconThresholdOptions

    mutating func validate() throws {
        paths = try PathList.paths(paths, from: fromList, noun: "icon, folder or spec")
        try OptionRange.check(jobs, OptionRange.jobs, "--jobs")
        if let sheet, !sheet.lowercased().hasSuffix(".png") { throw ValidationError("--sheet: expected a file name ending in .png, got \"\(sheet)\"") }
        try limits.validate()
    }

    func run() throws {
        let found = try IconPaths.expand(paths, recursive: recursive) { () throws(CommandFailure) in
            try ResourceLocator.resources(iconDirectory: icons).icons
        }
        let checker = IconSetChecker(thresholds: limits.thresholds, size: size, pairs: pairs)
        let report: IconCheckReport
        do {
            report = try IconFileCheck.check(found.files, drawing: found.drawing, names: found.shownNames, with: checker, jobs: jobs)
        } catch {
            throw failure(error, origins: found.origins)
        }
        // The findings first: a sheet that cannot be drawn must not hide them.
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            FileHandle.standardOutput.write(try encoder.encode(report) + Data("\n".utf8))
        } else {
            FileHandle.standardOutput.write(Data(IconReportTable.render(report).utf8))
        }
        if let sheet {
            let fonts = try ResourceLocator.resources(iconDirectory: icons).fonts
            let png: Data
            do {
                png = try IconFileCheck.sheet(for: report, files: found.files, drawing: found.drawing, fonts: fonts)
            } catch {
                if case .input? = error as? RenderError { throw failure(error, origins: found.origins) }
                throw CommandFailure.invalidInput("--sheet \(sheet): not drawn: \(error)")
            }
            try writeOutput(png, to: sheet)
        }
        if report.hasErrors || (warningsAsErrors && report.warnings > 0) {
            throw CommandFailure.problemsFound("icons check: \(IconReportTable.tally(report)) in \(report.icons.count) icons")
        }
    }

    /// A file that cannot be read, named where the user named it: a spec's field or the file itself.
    private func failure(_ error: any Error, origins: [String: String]) -> CommandFailure {
        if case .input(let problem)? = error as? RenderError, let origin = origins[problem.file] {
            return .invalidInput("\(origin): \(problem.file): \(problem.message)")
        }
        return .invalidInput("\(error)")
    }
}

extension IconSize: ExpressibleByArgument {}

/// Overrides for the limits the findings use.
struct IconThresholdOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Allowed stroke width over the set's median.", valueName: "MIN,MAX"))
    var strokeRatio: RatioRange?

    @Option(help: ArgumentHelp("Allowed ink box side over the HIG target for the icon's shape.", valueName: "MIN,MAX"))
    var sizeRatio: RatioRange?

    @Option(help: ArgumentHelp("Allowed size ratio over the set's median, in a set of three or more.", valueName: "MIN,MAX"))
    var sizeSpread: RatioRange?

    @Option(help: ArgumentHelp("Smallest a line (a minus, an arrow) may be, over its target or the set's median.", valueName: "SHARE"))
    var smallestLine: Double?

    @Option(help: ArgumentHelp("Allowed visual weight over the set's median.", valueName: "MIN,MAX"))
    var weightRatio: RatioRange?

    @Option(help: ArgumentHelp("Largest distance of the centre of mass from the canvas centre, in points.", valueName: "PT"))
    var centreTolerance: Double?

    @Option(help: ArgumentHelp("Largest share of soft straight-edge pixels at @1x and @2x above the set's median.", valueName: "SHARE"))
    var sharpnessMargin: Double?

    @Option(help: ArgumentHelp("Largest area of ink cut off by the viewBox, in square points.", valueName: "PT2"))
    var clipTolerance: Double?

    @Option(help: ArgumentHelp("Largest share of the ink in colour or in another tone.", valueName: "SHARE"))
    var colourTolerance: Double?

    @Option(help: ArgumentHelp("Ink over silhouette from which an icon counts as filled.", valueName: "SHARE"))
    var filledRatio: Double?

    @Option(help: ArgumentHelp("Share of the set one style needs before the other style is an error.", valueName: "SHARE"))
    var styleMajority: Double?

    @Option(help: ArgumentHelp("Smallest set whose style majority can make the other style an error.", valueName: "N"))
    var styleMinimum: Int?

    @Option(help: ArgumentHelp("How far an icon's ink cover must lie beyond every icon of the set's style to be an error.", valueName: "SHARE"))
    var styleMargin: Double?

    @Option(help: ArgumentHelp("Smallest set also judged by robust statistics (median and MAD).", valueName: "N"))
    var robustMinimum: Int?

    @Option(help: ArgumentHelp("Largest robust z-score before a value stands out.", valueName: "Z"))
    var robustScore: Double?

    @Option(help: ArgumentHelp("Smallest silhouette overlap of a selected/unselected pair.", valueName: "SHARE"))
    var pairOverlap: Double?

    @Option(help: ArgumentHelp("Largest distance between a pair's ink box centres, in points.", valueName: "PT"))
    var pairShift: Double?

    func validate() throws {
        for (name, value) in [
            ("--centre-tolerance", centreTolerance), ("--sharpness-margin", sharpnessMargin),
            ("--clip-tolerance", clipTolerance), ("--colour-tolerance", colourTolerance),
            ("--filled-ratio", filledRatio), ("--robust-score", robustScore), ("--smallest-line", smallestLine),
            ("--style-majority", styleMajority), ("--style-margin", styleMargin),
            ("--pair-overlap", pairOverlap), ("--pair-shift", pairShift),
        ] {
            if let value, !(value >= 0 && value.isFinite) { throw ValidationError("\(name): expected a number of 0 or more, got \(value)") }
        }
        if let robustMinimum, robustMinimum < 3 { throw ValidationError("--robust-minimum: expected 3 or more, got \(robustMinimum)") }
        if let styleMinimum, styleMinimum < 2 { throw ValidationError("--style-minimum: expected 2 or more, got \(styleMinimum)") }
    }

    var thresholds: IconCheckThresholds {
        var thresholds = IconCheckThresholds()
        if let strokeRatio { thresholds.strokeRatio = strokeRatio.range }
        if let sizeRatio { thresholds.sizeRatio = sizeRatio.range }
        if let sizeSpread { thresholds.sizeSpread = sizeSpread.range }
        if let smallestLine { thresholds.smallestLine = smallestLine }
        if let weightRatio { thresholds.weightRatio = weightRatio.range }
        if let centreTolerance { thresholds.centreTolerance = centreTolerance }
        if let sharpnessMargin { thresholds.sharpnessExcess = sharpnessMargin }
        if let clipTolerance { thresholds.clippedArea = clipTolerance }
        if let colourTolerance { thresholds.colourShare = colourTolerance }
        if let filledRatio { thresholds.filledRatio = filledRatio }
        if let robustMinimum { thresholds.robustMinimumSet = robustMinimum }
        if let styleMajority { thresholds.styleMajority = styleMajority }
        if let styleMinimum { thresholds.styleMinimumSet = styleMinimum }
        if let styleMargin { thresholds.styleMargin = styleMargin }
        if let robustScore { thresholds.robustScore = robustScore }
        if let pairOverlap { thresholds.pairOverlap = pairOverlap }
        if let pairShift { thresholds.pairShift = pairShift }
        return thresholds
    }
}

/// "0.8,1.25" on the command line.
struct RatioRange: ExpressibleByArgument {
    var range: ClosedRange<Double>

    init?(argument: String) {
        let parts = argument.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let low = parts[0], let high = parts[1], low >= 0, low <= high, high.isFinite else { return nil }
        range = low...high
    }
}

extension IconsCheckCommand: PathListCommand {
    mutating func insertLiftedPaths(_ lifted: [String]) { paths.insert(contentsOf: lifted, at: 1) }
}
