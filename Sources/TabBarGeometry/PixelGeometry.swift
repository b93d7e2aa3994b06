#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// A pixel position (x to the right, y downwards, origin at the top-left pixel).
public struct PixelPoint: Sendable, Equatable, Hashable, Codable {
    public var x: Int
    public var y: Int

    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}

/// A rectangle in whole pixels: columns `x ..< x + width`, rows `y ..< y + height`.
public struct PixelRect: Sendable, Equatable, Hashable, Codable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// A pixel rectangle from a rectangle in points, multiplied by `scale` (2 for @2x, 3 for @3x).
    /// The result is rounded outwards so that it covers every pixel the point rectangle touches
    /// (values within 1/1000 px of a whole pixel are snapped first, so 10.5 pt × 2 is exactly 21 px).
    public init(points x: Double, y: Double, width: Double, height: Double, scale: Double) {
        func snap(_ value: Double) -> Double {
            let nearest = value.rounded()
            return abs(value - nearest) < 0.001 ? nearest : value
        }
        let minX = snap(x * scale).rounded(.down)
        let minY = snap(y * scale).rounded(.down)
        let maxX = snap((x + width) * scale).rounded(.up)
        let maxY = snap((y + height) * scale).rounded(.up)
        self.init(x: Int(minX), y: Int(minY), width: max(0, Int(maxX - minX)), height: max(0, Int(maxY - minY)))
    }

    public var isEmpty: Bool { width <= 0 || height <= 0 }
    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var area: Int { isEmpty ? 0 : width * height }

    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < x + width && py >= y && py < y + height
    }

    /// The part of the rectangle inside a `width`×`height` image (empty if none).
    public func clipped(width imageWidth: Int, height imageHeight: Int) -> PixelRect {
        // Saturating sums: a rectangle from the command line may reach Int's limits.
        func end(_ start: Int, _ length: Int) -> Int {
            let (sum, overflow) = start.addingReportingOverflow(max(0, length))
            return overflow ? Int.max : sum
        }
        let x0 = max(0, x), y0 = max(0, y)
        let x1 = min(imageWidth, end(x, width)), y1 = min(imageHeight, end(y, height))
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}
