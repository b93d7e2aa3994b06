import TabBarImage
import ImageDiff
import XCTest

typealias Pixel = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

/// 64-bit FNV-1a of a byte buffer.
func fnv1a64(_ bytes: [UInt8]) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01b3
    }
    return hash
}

extension RGBAImage {
    mutating func set(_ x: Int, _ y: Int, _ p: Pixel) {
        self[x, y] = (p.r, p.g, p.b, p.a)
    }

    func at(_ x: Int, _ y: Int) -> [UInt8] {
        let k = (y * width + x) * 4
        return Array(pixels[k ..< k + 4])
    }

    mutating func fillRect(_ x: Int, _ y: Int, _ w: Int, _ h: Int, _ p: Pixel) {
        for yy in y ..< y + h {
            for xx in x ..< x + w { set(xx, yy, p) }
        }
    }
}

let white: Pixel = (255, 255, 255, 255)
let black: Pixel = (0, 0, 0, 255)

/// pixelmatch's gray background value for an opaque pixel with alpha 0.1 (Uint8Array truncation).
func expectedGray(_ p: Pixel, alpha: Double = 0.1) -> UInt8 {
    let luma = Double(p.r) * 0.29889531 + Double(p.g) * 0.58662247 + Double(p.b) * 0.11448223
    return UInt8(255 + (luma - 255) * alpha * Double(p.a) / 255)
}
