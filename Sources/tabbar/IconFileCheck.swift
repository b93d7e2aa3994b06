import Foundation
import IconCheck
import TabBarImage
import TabBarModel
import TabBarRender

/// Icon files checked as the tab bar draws them: each file drawn by the renderer and measured on
/// the work queue's threads (a rasterizer stays on the thread that made it), then judged as a set.
enum IconFileCheck {
    /// - Throws: the first file, in the order given, that cannot be read or drawn.
    /// - Parameter drawing: for a spec's icons, how its bar draws them; other files are fitted
    ///   to the canvas.
    ///   - names: what the report calls each file, where not its path (IconPaths.shownNames).
    static func check(
        _ files: [String], drawing: [String: (reference: IconReference, sizing: IconSizing)] = [:], names: [String]? = nil,
        with checker: IconSetChecker, jobs: Int?
    ) throws -> IconCheckReport {
        let measured = WorkQueue(jobs: jobs).map(files.count) { index in
            try checker.measure(IconRasterizer(file: files[index], drawnAs: drawing[files[index]]))
        }
        return checker.report(files, try measured.map { try $0.get() }, names: names)
    }

    /// The report's contact sheet, its icons (`files`, in the report's order) drawn again at the
    /// sheet's resolution.
    static func sheet(
        for report: IconCheckReport, files: [String], drawing: [String: (reference: IconReference, sizing: IconSizing)] = [:], fonts: FontSet
    ) throws -> Data {
        let pictures: [any IconPicture] = try files.map { try IconRasterizer(file: $0, drawnAs: drawing[$0]) }
        return try ContactSheetBuilder().sheet(for: report, pictures: pictures).png(fonts: fonts)
    }
}
