import Foundation

/// The density guard: the largest number of differing pixels inside any N×N window.
///
/// Scattered anti-aliasing speckle gives a low window count even when many pixels differ in total,
/// while a solid change of the same size fills the window. Pixels are first grouped so that no window
/// can hold pixels of two groups (pixels closer than N in both directions are linked), then each
/// group's bounding box gets a summed-area table and every window position touching it is evaluated.
/// Groups that cannot beat the best count so far, or fit inside one window, skip the table.
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
        var table: [Int] = []
        for c in order {
            let cluster = clusters[c]
            if cluster.count <= best { break }
            if cluster.width <= nw && cluster.height <= nh {
                best = cluster.count
                bestOrigin = PixelPoint(x: min(cluster.minX, width - nw), y: min(cluster.minY, height - nh))
                continue
            }
            // Summed-area table over the bounding box: S[y][x] = pixels with column < minX + x and row < minY + y.
            let bw = cluster.width, bh = cluster.height, stride = bw + 1
            let size = stride * (bh + 1)
            if table.count < size { table = [Int](repeating: 0, count: size) } else {
                table.withUnsafeMutableBufferPointer { $0.baseAddress!.update(repeating: 0, count: size) }
            }
            table.withUnsafeMutableBufferPointer { sat in
                for k in runsStart[c] ..< runsStart[c + 1] {
                    let run = runsOfCluster[k]
                    for p in groups.runPixelStart[run] ..< groups.runPixelStart[run + 1] {
                        let index = pixels[p]
                        let y = index / width, x = index - y * width
                        sat[(y - cluster.minY + 1) * stride + (x - cluster.minX + 1)] += 1
                    }
                }
                for y in 1 ... bh {
                    var rowSum = 0
                    for x in 1 ... bw {
                        rowSum += sat[y * stride + x]
                        sat[y * stride + x] = sat[(y - 1) * stride + x] + rowSum
                    }
                }
                @inline(__always) func s(_ x: Int, _ y: Int) -> Int {
                    let cx = min(max(x - cluster.minX, 0), bw), cy = min(max(y - cluster.minY, 0), bh)
                    return sat[cy * stride + cx]
                }
                for y0 in max(0, cluster.minY - nh + 1) ... min(height - nh, cluster.maxY) {
                    for x0 in max(0, cluster.minX - nw + 1) ... min(width - nw, cluster.maxX) {
                        let count = s(x0 + nw, y0 + nh) - s(x0, y0 + nh) - s(x0 + nw, y0) + s(x0, y0)
                        if count > best {
                            best = count
                            bestOrigin = PixelPoint(x: x0, y: y0)
                        }
                    }
                }
            }
        }
        return (best, bestOrigin)
    }
}
