import TabBarImage

/// Images placed side by side on a neutral background, for review.
public enum Composite {
    public static let gap = 8

    public static func sideBySide(_ images: [RGBAImage]) -> RGBAImage {
        let width = images.reduce(0) { $0 + $1.width } + gap * max(0, images.count - 1)
        let height = images.map(\.height).max() ?? 0
        var canvas = RGBAImage(width: width, height: height, fill: (128, 128, 128, 255))
        var left = 0
        canvas.withUnsafeMutablePixels { target in
            for image in images {
                image.pixels.withUnsafeBufferPointer { source in
                    for y in 0..<image.height {
                        let from = y * image.width * 4
                        let to = (y * width + left) * 4
                        for offset in 0..<(image.width * 4) { target[to + offset] = source[from + offset] }
                    }
                }
                left += image.width + gap
            }
        }
        return canvas
    }
}
