import Foundation
import TabBarImage

/// What the colours inside an icon's ink say about whether it was drawn as a template image.
/// A template keeps only alpha: colour is thrown away, and parts drawn in another tone (a white
/// detail on a black shape) come out in the same tint as the rest.
struct InkTone {
    /// Share of the ink (by coverage) in a colour rather than a grey.
    var colourShare: Double
    /// Share of the ink whose lightness differs clearly from the ink's usual lightness.
    var offToneShare: Double
    /// The average of the coloured ink, for messages ("#E03020").
    var typicalColour: String?
    /// The usual lightness (0 black … 1 white) and that of the off-tone parts.
    var lightness: Double
    var offLightness: Double?

    /// How far from grey (largest minus smallest channel, 0…1) a pixel has to be to count as colour.
    static let chromaLimit = 0.12
    /// How far from the usual lightness a pixel has to be to count as another tone.
    static let toneLimit = 0.25

    /// Looks at the `side` × `side` block of `image` at (`origin`, `origin`); only pixels at least
    /// half covered count, so anti-aliased rims do not blend tones.
    init(_ image: RGBAImage, origin: Int, side: Int) {
        var weights: [Double] = []
        var lightnesses: [Double] = []
        var colourWeight = 0.0
        var colourSum = (0.0, 0.0, 0.0)
        let pixels = image.pixels
        for y in origin..<(origin + side) {
            for x in origin..<(origin + side) {
                let index = (y * image.width + x) * 4
                let alpha = Double(pixels[index + 3]) / 255
                guard alpha >= 0.5 else { continue }
                let r = Double(pixels[index]) / 255
                let g = Double(pixels[index + 1]) / 255
                let b = Double(pixels[index + 2]) / 255
                if max(r, g, b) - min(r, g, b) > Self.chromaLimit {
                    colourWeight += alpha
                    colourSum = (colourSum.0 + r * alpha, colourSum.1 + g * alpha, colourSum.2 + b * alpha)
                }
                weights.append(alpha)
                lightnesses.append(0.2126 * r + 0.7152 * g + 0.0722 * b)
            }
        }
        let total = weights.reduce(0, +)
        guard total > 0 else {
            self.init(colourShare: 0, offToneShare: 0, typicalColour: nil, lightness: 0, offLightness: nil)
            return
        }
        let usual = Self.weightedMedian(lightnesses, weights: weights)
        var offWeight = 0.0
        var offSum = 0.0
        for (lightness, weight) in zip(lightnesses, weights) where abs(lightness - usual) > Self.toneLimit {
            offWeight += weight
            offSum += lightness * weight
        }
        var typical: String?
        if colourWeight > 0 {
            func byte(_ value: Double) -> Int { Int((value / colourWeight * 255).rounded()) }
            typical = String(format: "#%02X%02X%02X", byte(colourSum.0), byte(colourSum.1), byte(colourSum.2))
        }
        self.init(
            colourShare: colourWeight / total, offToneShare: offWeight / total, typicalColour: typical,
            lightness: usual, offLightness: offWeight > 0 ? offSum / offWeight : nil)
    }

    private init(colourShare: Double, offToneShare: Double, typicalColour: String?, lightness: Double, offLightness: Double?) {
        self.colourShare = colourShare
        self.offToneShare = offToneShare
        self.typicalColour = typicalColour
        self.lightness = lightness
        self.offLightness = offLightness
    }

    private static func weightedMedian(_ values: [Double], weights: [Double]) -> Double {
        let order = values.indices.sorted { values[$0] < values[$1] }
        let half = weights.reduce(0, +) / 2
        var running = 0.0
        for index in order {
            running += weights[index]
            if running >= half { return values[index] }
        }
        return values[order.last!]
    }
}
