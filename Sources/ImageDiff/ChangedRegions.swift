#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// A connected group of differing pixels: its bounding box and how many differing pixels it holds.
public struct ChangedRegion: Sendable, Equatable, Hashable, Codable {
    public var rect: PixelRect
    public var pixelCount: Int

    public init(rect: PixelRect, pixelCount: Int) {
        self.rect = rect
        self.pixelCount = pixelCount
    }
}

/// Groups of a sparse set of pixels in which pixels whose Chebyshev distance is at most `link`
/// are connected (link 1 = 8-connectivity). Works on horizontal runs with union-find, so the cost
/// follows the number of pixels, not the image area.
struct PixelClusters {
    struct Cluster {
        var minX: Int
        var minY: Int
        var maxX: Int
        var maxY: Int
        var count: Int
        var width: Int { maxX - minX + 1 }
        var height: Int { maxY - minY + 1 }
    }

    private(set) var clusters: [Cluster] = []
    /// Runs: row, first and last column, and the index of their first pixel in the input list.
    private(set) var runY: [Int] = []
    private(set) var runX0: [Int] = []
    private(set) var runX1: [Int] = []
    private(set) var runPixelStart: [Int] = []
    private(set) var clusterOfRun: [Int] = []

    /// - Parameter pixels: pixel indices (y * width + x), strictly increasing.
    init(pixels: UnsafeBufferPointer<Int>, width: Int, link: Int) {
        guard !pixels.isEmpty, width > 0 else { return }
        var rowY: [Int] = []
        var rowRunStart: [Int] = []
        var currentY = -1
        var lastX = 0
        // The row is found by division only when a pixel leaves the current row's index range.
        var y = 0, rowBase = 0, rowEnd = 0
        for (k, p) in pixels.enumerated() {
            if p >= rowEnd {
                y = p / width
                rowBase = y * width
                rowEnd = rowBase + width
            }
            let x = p - rowBase
            if y == currentY && x - lastX <= link {
                runX1[runX1.count - 1] = x
            } else {
                if y != currentY {
                    rowY.append(y)
                    rowRunStart.append(runY.count)
                    currentY = y
                }
                runY.append(y)
                runX0.append(x)
                runX1.append(x)
                runPixelStart.append(k)
            }
            lastX = x
        }
        runPixelStart.append(pixels.count)
        rowRunStart.append(runY.count)

        let runCount = runY.count
        var parent = Array(0 ..< runCount)
        func find(_ r: Int) -> Int {
            var r = r
            while parent[r] != r {
                parent[r] = parent[parent[r]]
                r = parent[r]
            }
            return r
        }
        func union(_ a: Int, _ b: Int) {
            let ra = find(a), rb = find(b)
            if ra < rb { parent[rb] = ra } else if rb < ra { parent[ra] = rb }
        }

        // Runs of rows up to `link` apart are connected when their column spans, widened by `link`, overlap.
        // (Runs already bridge gaps of at most `link` columns, which makes the widened-span test exact.)
        for row in 0 ..< rowY.count {
            var other = row - 1
            while other >= 0 && rowY[row] - rowY[other] <= link {
                var i = rowRunStart[row], j = rowRunStart[other]
                let iEnd = rowRunStart[row + 1], jEnd = rowRunStart[other + 1]
                while i < iEnd && j < jEnd {
                    if runX1[i] + link < runX0[j] {
                        i += 1
                    } else if runX1[j] + link < runX0[i] {
                        j += 1
                    } else {
                        union(i, j)
                        if runX1[i] <= runX1[j] { i += 1 } else { j += 1 }
                    }
                }
                other -= 1
            }
        }

        var clusterOfRoot = [Int](repeating: -1, count: runCount)
        clusterOfRun = [Int](repeating: 0, count: runCount)
        for r in 0 ..< runCount {
            let root = find(r)
            var id = clusterOfRoot[root]
            let pixelCount = runPixelStart[r + 1] - runPixelStart[r]
            if id < 0 {
                id = clusters.count
                clusterOfRoot[root] = id
                clusters.append(Cluster(minX: runX0[r], minY: runY[r], maxX: runX1[r], maxY: runY[r], count: pixelCount))
            } else {
                clusters[id].minX = min(clusters[id].minX, runX0[r])
                clusters[id].maxX = max(clusters[id].maxX, runX1[r])
                clusters[id].maxY = max(clusters[id].maxY, runY[r])
                clusters[id].count += pixelCount
            }
            clusterOfRun[r] = id
        }
    }
}

enum ChangedRegions {
    /// Bounding boxes of the groups of differing pixels. Pixels at most `mergeDistance` pixels apart
    /// (Chebyshev distance ≤ mergeDistance + 1) belong to one group. When there are more than `limit`
    /// groups, the largest (by pixel count, ties by position) are kept. Sorted top-to-bottom, then
    /// left-to-right, then by size.
    static func find(pixels: UnsafeBufferPointer<Int>, width: Int, mergeDistance: Int, limit: Int) -> (regions: [ChangedRegion], total: Int) {
        let clusters = PixelClusters(pixels: pixels, width: width, link: mergeDistance + 1).clusters
        var regions = clusters.map {
            ChangedRegion(rect: PixelRect(x: $0.minX, y: $0.minY, width: $0.width, height: $0.height), pixelCount: $0.count)
        }
        if regions.count > limit {
            regions.sort { a, b in
                a.pixelCount != b.pixelCount ? a.pixelCount > b.pixelCount : readingOrder(a, b)
            }
            regions.removeLast(regions.count - limit)
        }
        regions.sort(by: readingOrder)
        return (regions, clusters.count)
    }

    static func readingOrder(_ a: ChangedRegion, _ b: ChangedRegion) -> Bool {
        if a.rect.y != b.rect.y { return a.rect.y < b.rect.y }
        if a.rect.x != b.rect.x { return a.rect.x < b.rect.x }
        if a.rect.height != b.rect.height { return a.rect.height < b.rect.height }
        if a.rect.width != b.rect.width { return a.rect.width < b.rect.width }
        return a.pixelCount < b.pixelCount
    }
}
