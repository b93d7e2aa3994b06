#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// The density guard: the largest number of differing pixels inside any N×N window.
///
/// Scattered anti-aliasing speckle gives a low window count even when many pixels differ in total,
/// while a solid change of the same size fills the window. Pixels are first grouped so that no window
/// can hold pixels of two groups (pixels closer than N in both directions are linked), then the window
/// slides over each group's bounding box. Groups that cannot beat the best count so far, or fit inside
/// one window, are not slid over.
enum WindowDensity {
    /// - Parameters:
    ///   - pixels: differing pixel indices (y * width + x), strictly increasing.
    ///   - window: N; the window is clamped to min(N, width) × min(N, height) and always lies inside the image.
    /// - Returns: the largest count and the top-left corner of a window reaching it (chosen deterministically:
    ///   the largest group first, then the first window in row-major order).
    static func maxCount(pixels: UnsafeBufferPointer<Int>, width: Int, height: Int, window: Int) -> (count: Int, origin: PixelPoint?) {
        guard !pixels.isEmpty, width > 0, height > 0 else { return (0, nil) }
        let nw = min(window, width), nh = min(window, height)
        let groups = PixelClusters(pixels: pixels, width: width, link: max(nw, nh) - 1)
        let clusters = groups.clusters

        // Runs of each cluster (counting sort by cluster id).
        var runsStart = [Int](repeating: 0, count: clusters.count + 1)
        for c in groups.clusterOfRun { runsStart[c + 1] += 1 }
        for c in 0 ..< clusters.count { runsStart[c + 1] += runsStart[c] }
        var fill = runsStart
        var runsOfCluster = [Int](repeating: 0, count: groups.clusterOfRun.count)
        for (run, c) in groups.clusterOfRun.enumerated() {
            runsOfCluster[fill[c]] = run
            fill[c] += 1
        }

        let order = clusters.indices.sorted { a, b in
            clusters[a].count != clusters[b].count ? clusters[a].count > clusters[b].count : a < b
        }
        var best = 0
        var bestOrigin: PixelPoint?
        var columns: [Int32] = []
        for c in order {
            let cluster = clusters[c]
            if cluster.count <= best { break }
            if cluster.width <= nw && cluster.height <= nh {
                best = cluster.count
                bestOrigin = PixelPoint(x: min(cluster.minX, width - nw), y: min(cluster.minY, height - nh))
                continue
            }
            // The window slides down over the cluster: `columns` holds, per column, the cluster's pixels
            // inside the window's rows (pixels enter and leave in row-major order), and each row of
            // window positions is then a running sum along x. Windows are visited in row-major order and
            // only a strictly larger count replaces the best, so the first window in that order is kept.
            // A row of positions is skipped when it cannot beat the best: its strip holds no more pixels
            // than the best, or no pixel entered or left since the row above (whose count was already seen).
            let x0Start = max(0, cluster.minX - nw + 1), x0End = min(width - nw, cluster.maxX)
            let y0Start = max(0, cluster.minY - nh + 1), y0End = min(height - nh, cluster.maxY)
            let span = x0End - x0Start + nw
            if columns.count < span { columns = [Int32](repeating: 0, count: span) } else {
                columns.withUnsafeMutableBufferPointer { $0.baseAddress!.update(repeating: 0, count: span) }
            }
            columns.withUnsafeMutableBufferPointer { cols in
                let firstRun = runsStart[c], endRun = runsStart[c + 1]
                // Cursors (run, pixel) of the next pixel to enter and to leave the window's rows.
                var enterRun = firstRun, enterPixel = groups.runPixelStart[runsOfCluster[firstRun]]
                var leaveRun = firstRun, leavePixel = enterPixel
                var inStrip = 0
                for y0 in y0Start ... y0End {
                    var changed = false
                    while enterRun < endRun {
                        let run = runsOfCluster[enterRun]
                        if groups.runY[run] >= y0 + nh { break }
                        let stop = groups.runPixelStart[run + 1]
                        let base = groups.runY[run] * width + x0Start
                        while enterPixel < stop {
                            cols[pixels[enterPixel] &- base] &+= 1
                            enterPixel &+= 1
                            inStrip &+= 1
                        }
                        changed = true
                        enterRun &+= 1
                        if enterRun < endRun { enterPixel = groups.runPixelStart[runsOfCluster[enterRun]] }
                    }
                    while leaveRun < endRun {
                        let run = runsOfCluster[leaveRun]
                        if groups.runY[run] >= y0 { break }
                        let stop = groups.runPixelStart[run + 1]
                        let base = groups.runY[run] * width + x0Start
                        while leavePixel < stop {
                            cols[pixels[leavePixel] &- base] &-= 1
                            leavePixel &+= 1
                            inStrip &-= 1
                        }
                        changed = true
                        leaveRun &+= 1
                        if leaveRun < endRun { leavePixel = groups.runPixelStart[runsOfCluster[leaveRun]] }
                    }
                    if inStrip <= best || (!changed && y0 > y0Start) { continue }
                    var count = 0
                    for x in 0 ..< nw { count &+= Int(cols[x]) }
                    var x = 0
                    while true {
                        if count > best {
                            best = count
                            bestOrigin = PixelPoint(x: x0Start + x, y: y0)
                        }
                        if x0Start + x == x0End { break }
                        count &+= Int(cols[x &+ nw]) &- Int(cols[x])
                        x &+= 1
                    }
                }
            }
        }
        return (best, bestOrigin)
    }
}
