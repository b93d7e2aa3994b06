#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// The ignore rectangles of `DiffOptions`, clipped to the image, with per-row merged spans.
struct IgnoreRegions: Sendable {
    let rects: [PixelRect]

    init(_ regions: [PixelRect], width: Int, height: Int) {
        rects = regions.map { $0.clipped(width: width, height: height) }.filter { !$0.isEmpty }
    }

    var isEmpty: Bool { rects.isEmpty }

    @inline(__always)
    func contains(x: Int, y: Int) -> Bool {
        for rect in rects where rect.contains(x: x, y: y) { return true }
        return false
    }

    /// Disjoint, sorted column ranges of row `y` covered by at least one rectangle.
    func spans(row y: Int) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for rect in rects where y >= rect.y && y < rect.maxY { ranges.append(rect.x ..< rect.maxX) }
        if ranges.count < 2 { return ranges }
        ranges.sort { $0.lowerBound < $1.lowerBound }
        var merged: [Range<Int>] = [ranges[0]]
        for range in ranges.dropFirst() {
            let last = merged[merged.count - 1]
            if range.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound ..< max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged
    }

    /// Number of pixels covered by the union of the rectangles.
    func pixelCount(height: Int) -> Int {
        guard !rects.isEmpty else { return 0 }
        let top = rects.map(\.y).min()!, bottom = rects.map(\.maxY).max()!
        var count = 0
        for y in max(0, top) ..< min(height, bottom) {
            for span in spans(row: y) { count += span.count }
        }
        return count
    }
}
