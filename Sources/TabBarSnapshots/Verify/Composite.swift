import TabBarImage

/// The failure images side by side (expected | diff | actual), each under a strip that names it,
/// so a composite opened alone, in a CI artifact list, says which part is which.
public enum Composite {
    public static let gap = 8
    /// Pixels per dot of the label's letters: 2 where the panel is wide enough for them.
    static func labelScale(panelWidth: Int, label: String) -> Int {
        panelWidth >= LabelFont.width(of: label, scale: 2) + 2 * labelPadding ? 2 : 1
    }
    static let labelPadding = 4
    static let stripColor: (UInt8, UInt8, UInt8, UInt8) = (40, 40, 40, 255)

    /// Height of the label strip above the panels.
    static func stripHeight(_ panels: [(label: String, image: RGBAImage)]) -> Int {
        let scale = panels.map { labelScale(panelWidth: $0.image.width, label: $0.label) }.max() ?? 1
        return LabelFont.height * scale + 2 * labelPadding
    }

    public static func sideBySide(_ panels: [(label: String, image: RGBAImage)]) -> RGBAImage {
        let images = panels.map(\.image)
        let width = images.reduce(0) { $0 + $1.width } + gap * max(0, images.count - 1)
        let strip = stripHeight(panels)
        let height = strip + (images.map(\.height).max() ?? 0)
        var canvas = RGBAImage(width: width, height: height, fill: (128, 128, 128, 255))
        var left = 0
        canvas.withUnsafeMutablePixels { target in
            for (label, image) in panels {
                for y in 0..<strip {
                    for x in left..<(left + image.width) {
                        let at = (y * width + x) * 4
                        (target[at], target[at + 1], target[at + 2], target[at + 3]) = stripColor
                    }
                }
                let scale = labelScale(panelWidth: image.width, label: label)
                LabelFont.draw(
                    label, scale: scale, x: left + labelPadding, y: labelPadding, clipRight: left + image.width,
                    into: target, rowWidth: width)
                image.pixels.withUnsafeBufferPointer { source in
                    for y in 0..<image.height {
                        let from = y * image.width * 4
                        let to = ((y + strip) * width + left) * 4
                        for offset in 0..<(image.width * 4) { target[to + offset] = source[from + offset] }
                    }
                }
                left += image.width + gap
            }
        }
        return canvas
    }
}

/// Capital letters as 5×7 dots, drawn white: enough for the composite's three words, with no
/// font installed and the same pixels on every machine.
enum LabelFont {
    static let height = 7
    static let advance = 6

    private static let glyphs: [Character: [String]] = [
        "A": [".###.", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"],
        "C": [".###.", "#...#", "#....", "#....", "#....", "#...#", ".###."],
        "D": ["####.", "#...#", "#...#", "#...#", "#...#", "#...#", "####."],
        "E": ["#####", "#....", "#....", "####.", "#....", "#....", "#####"],
        "F": ["#####", "#....", "#....", "####.", "#....", "#....", "#...."],
        "I": [".###.", "..#..", "..#..", "..#..", "..#..", "..#..", ".###."],
        "L": ["#....", "#....", "#....", "#....", "#....", "#....", "#####"],
        "P": ["####.", "#...#", "#...#", "####.", "#....", "#....", "#...."],
        "T": ["#####", "..#..", "..#..", "..#..", "..#..", "..#..", "..#.."],
        "U": ["#...#", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."],
        "X": ["#...#", "#...#", ".#.#.", "..#..", ".#.#.", "#...#", "#...#"],
    ]

    static func width(of text: String, scale: Int) -> Int { max(0, text.count * advance - 1) * scale }

    /// Draws `text` (its letters upper-cased; others are spaces) with its top-left at `x`, `y`,
    /// cut at `clipRight`.
    static func draw(
        _ text: String, scale: Int, x: Int, y: Int, clipRight: Int, into target: UnsafeMutableBufferPointer<UInt8>, rowWidth: Int
    ) {
        for (index, character) in text.uppercased().enumerated() {
            guard let rows = glyphs[character] else { continue }
            for (row, dots) in rows.enumerated() {
                for (column, dot) in dots.enumerated() where dot == "#" {
                    for dy in 0..<scale {
                        for dx in 0..<scale {
                            let px = x + (index * advance + column) * scale + dx
                            let py = y + row * scale + dy
                            guard px < clipRight, py >= 0, (py * rowWidth + px) * 4 + 3 < target.count else { continue }
                            let at = (py * rowWidth + px) * 4
                            (target[at], target[at + 1], target[at + 2], target[at + 3]) = (255, 255, 255, 255)
                        }
                    }
                }
            }
        }
    }
}
