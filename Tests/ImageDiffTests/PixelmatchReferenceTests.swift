import TabBarBenchmarks
import TabBarImage
import ImageDiff
import XCTest

/// Cases verified against pixelmatch v7.2.0 (JavaScript, run with node on the same generated buffers):
/// the mismatch count and a 64-bit FNV-1a hash of the diff image bytes pixelmatch wrote
/// (into a zero-filled Uint8Array). The inputs are generated here by `SyntheticImages`.
/// `scripts/pixelmatch-oracle/regenerate.sh PATH/TO/pixelmatch/index.js` recomputes the table
/// with pixelmatch itself from the same pairs.
final class PixelmatchReferenceTests: XCTestCase {
    /// pixelmatch option sets, by name.
    static let optionSets: [String: DiffOptions] = [
        "default": DiffOptions(),
        "includeAA": DiffOptions(includeAA: true),
        "threshold0": DiffOptions(threshold: 0),
        "diffMask": DiffOptions(diffMask: true),
        "diffColorAlt": DiffOptions(diffColorAlt: DiffColor(0, 255, 0)),
        "alpha0.5": DiffOptions(alpha: 0.5),
        "noCheckerboard": DiffOptions(checkerboard: false),
        "t0.05colors": DiffOptions(threshold: 0.05, aaColor: DiffColor(0, 192, 0), diffColor: DiffColor(255, 0, 255)),
        "t0.3maskAltAA": DiffOptions(threshold: 0.3, includeAA: true, diffColorAlt: DiffColor(0, 0, 255), diffMask: true),
        "alpha1noCbAlt": DiffOptions(threshold: 0.02, alpha: 1, diffColorAlt: DiffColor(10, 20, 30), checkerboard: false),
    ]

    /// The generated input pairs, by name.
    static func pair(_ name: String) -> (RGBAImage, RGBAImage)? {
        switch name {
        case "mixed64x48s1", "mixed64x48s2", "mixed64x48s3", "mixed64x48s4", "mixed64x48s5", "mixed64x48s6":
            return SyntheticImages.mixedPair(width: 64, height: 48, seed: UInt64(String(name.last!))!)
        case "mixed120x90s7", "mixed120x90s8", "mixed120x90s9":
            return SyntheticImages.mixedPair(width: 120, height: 90, seed: UInt64(String(name.last!))!)
        case "mixed200x150s10": return SyntheticImages.mixedPair(width: 200, height: 150, seed: 10)
        case "mixed37x23s11": return SyntheticImages.mixedPair(width: 37, height: 23, seed: 11)
        case "mixed1x9s12": return SyntheticImages.mixedPair(width: 1, height: 9, seed: 12)
        case "mixed9x1s13": return SyntheticImages.mixedPair(width: 9, height: 1, seed: 13)
        case "mixed2x2s14": return SyntheticImages.mixedPair(width: 2, height: 2, seed: 14)
        case "noise40x30":
            let noise = SyntheticImages.noise(width: 40, height: 30, seed: 21)
            return (noise, SyntheticImages.perturbed(noise, count: 300, seed: 22))
        case "noiseOpaque50":
            let noise = SyntheticImages.noise(width: 50, height: 50, seed: 23, opaque: true)
            return (noise, SyntheticImages.perturbed(noise, count: 200, seed: 24))
        case "noiseVsNoise33x17":
            return (SyntheticImages.noise(width: 33, height: 17, seed: 25), SyntheticImages.noise(width: 33, height: 17, seed: 26))
        case "screenshot320x480": return SyntheticImages.screenshotPair(width: 320, height: 480, seed: 3)
        case "screenshot1024": return SyntheticImages.screenshotPair(width: 1024, height: 1024, seed: 1)
        // Large enough to be compared in parallel bands; every pixel differs a little.
        case "noisePair1024x768": return SyntheticImages.noisePair(width: 1024, height: 768, seed: 5, offset: 9)
        case "identical64x48":
            let image = SyntheticImages.mixedPair(width: 64, height: 48, seed: 1).expected
            var copy = image
            copy.withUnsafeMutablePixels { _ in } // separate storage
            return (image, copy)
        default: return nil
        }
    }

    /// (pair, option set, pixelmatch mismatch count, FNV-1a 64 of pixelmatch's diff image).
    static let expectations: [(String, String, Int, UInt64)] = [
        ("identical64x48", "alpha0.5", 0, 0xadf4ffa436e786ce),
        ("identical64x48", "alpha1noCbAlt", 0, 0x3a766b149539e56a),
        ("identical64x48", "default", 0, 0x416c9d8686102496),
        ("identical64x48", "diffColorAlt", 0, 0x416c9d8686102496),
        ("identical64x48", "diffMask", 0, 0x6e431751526de325),
        ("identical64x48", "includeAA", 0, 0x416c9d8686102496),
        ("identical64x48", "noCheckerboard", 0, 0x416c9d8686102496),
        ("identical64x48", "t0.05colors", 0, 0x416c9d8686102496),
        ("identical64x48", "t0.3maskAltAA", 0, 0x6e431751526de325),
        ("identical64x48", "threshold0", 0, 0x416c9d8686102496),
        ("mixed120x90s7", "alpha0.5", 76, 0x8ef3120b6c1ce649),
        ("mixed120x90s7", "alpha1noCbAlt", 189, 0xc30d31c550fc356d),
        ("mixed120x90s7", "default", 76, 0x4a59a42e0c5f3bb3),
        ("mixed120x90s7", "diffColorAlt", 76, 0x768ac00bdcf61517),
        ("mixed120x90s7", "diffMask", 76, 0x7faecd3d1f5e526d),
        ("mixed120x90s7", "includeAA", 246, 0xd8a82d3554f3eedb),
        ("mixed120x90s7", "noCheckerboard", 103, 0x01be0e33f3374cc5),
        ("mixed120x90s7", "t0.05colors", 141, 0xf60751fbf8478bc0),
        ("mixed120x90s7", "t0.3maskAltAA", 95, 0x293bfe5e3e492717),
        ("mixed120x90s7", "threshold0", 215, 0x96ab4c8c6ddee8f0),
        ("mixed120x90s8", "alpha0.5", 105, 0xb02ed55467235933),
        ("mixed120x90s8", "alpha1noCbAlt", 230, 0x8d28129573097081),
        ("mixed120x90s8", "default", 105, 0x502c559e61db7bd1),
        ("mixed120x90s8", "diffColorAlt", 105, 0xa3bd9046a2f8373b),
        ("mixed120x90s8", "diffMask", 105, 0xfbde9a3e1f643073),
        ("mixed120x90s8", "includeAA", 265, 0xc591db2d684d9b2d),
        ("mixed120x90s8", "noCheckerboard", 134, 0x311b1ce436fc10cd),
        ("mixed120x90s8", "t0.05colors", 175, 0x63992d012c4f6f5b),
        ("mixed120x90s8", "t0.3maskAltAA", 57, 0xbfc6a3dfab47616b),
        ("mixed120x90s8", "threshold0", 249, 0x3d7ca4e156ad84a8),
        ("mixed120x90s9", "alpha0.5", 115, 0xa296d4a51ed47df1),
        ("mixed120x90s9", "alpha1noCbAlt", 299, 0xcf3f315660c5a0b6),
        ("mixed120x90s9", "default", 115, 0x4e507265d57b9558),
        ("mixed120x90s9", "diffColorAlt", 115, 0xbc213d40458db4d2),
        ("mixed120x90s9", "diffMask", 115, 0x58beed908187831f),
        ("mixed120x90s9", "includeAA", 335, 0xb8fd1c6d3886693c),
        ("mixed120x90s9", "noCheckerboard", 147, 0xc35780953ad2bf26),
        ("mixed120x90s9", "t0.05colors", 189, 0x3798d89f6c2bcc3c),
        ("mixed120x90s9", "t0.3maskAltAA", 104, 0xd7c6d57a9c75ccad),
        ("mixed120x90s9", "threshold0", 502, 0x1a21de9bfe03ee79),
        ("mixed1x9s12", "alpha0.5", 0, 0x4a133608d92a1db5),
        ("mixed1x9s12", "alpha1noCbAlt", 1, 0x469b96fbec066861),
        ("mixed1x9s12", "default", 0, 0x96c340866e36498c),
        ("mixed1x9s12", "diffColorAlt", 0, 0x96c340866e36498c),
        ("mixed1x9s12", "diffMask", 0, 0x943cf28841434e75),
        ("mixed1x9s12", "includeAA", 0, 0x96c340866e36498c),
        ("mixed1x9s12", "noCheckerboard", 1, 0x92e4db2a55211f7a),
        ("mixed1x9s12", "t0.05colors", 1, 0xe0cab06e4062b4bd),
        ("mixed1x9s12", "t0.3maskAltAA", 0, 0x943cf28841434e75),
        ("mixed1x9s12", "threshold0", 3, 0x38f1aa04e994c53f),
        ("mixed200x150s10", "alpha0.5", 156, 0x1ef1810bffb75cdf),
        ("mixed200x150s10", "alpha1noCbAlt", 428, 0x6d74803524601170),
        ("mixed200x150s10", "default", 156, 0x2447152142b48bae),
        ("mixed200x150s10", "diffColorAlt", 156, 0xf02dd737a6b613f6),
        ("mixed200x150s10", "diffMask", 156, 0xccd17caa6f8d068d),
        ("mixed200x150s10", "includeAA", 620, 0xfde3bbc5bfa76d7e),
        ("mixed200x150s10", "noCheckerboard", 219, 0x02ff8e17da8920b9),
        ("mixed200x150s10", "t0.05colors", 303, 0x9370c2d600fdb81b),
        ("mixed200x150s10", "t0.3maskAltAA", 135, 0x29cf1534dc1cdf9f),
        ("mixed200x150s10", "threshold0", 466, 0x8ccea9084d0dd91b),
        ("mixed2x2s14", "alpha0.5", 1, 0x30b3c4c7012584f7),
        ("mixed2x2s14", "alpha1noCbAlt", 2, 0xe23abb3c63fe790d),
        ("mixed2x2s14", "default", 1, 0x30b3c4c7012584f7),
        ("mixed2x2s14", "diffColorAlt", 1, 0x30b3c4c7012584f7),
        ("mixed2x2s14", "diffMask", 1, 0x84912211414b3223),
        ("mixed2x2s14", "includeAA", 1, 0x30b3c4c7012584f7),
        ("mixed2x2s14", "noCheckerboard", 2, 0x14457644a6e215d9),
        ("mixed2x2s14", "t0.05colors", 2, 0xffd63caa769ca445),
        ("mixed2x2s14", "t0.3maskAltAA", 1, 0x84912211414b3223),
        ("mixed2x2s14", "threshold0", 2, 0x14457644a6e215d9),
        ("mixed37x23s11", "alpha0.5", 1, 0xddd1530e6cda583d),
        ("mixed37x23s11", "alpha1noCbAlt", 43, 0xd0c6a901bc2fdfe8),
        ("mixed37x23s11", "default", 1, 0xfce8f97190c44024),
        ("mixed37x23s11", "diffColorAlt", 1, 0xfce8f97190c44024),
        ("mixed37x23s11", "diffMask", 1, 0x980733fe2c8d4313),
        ("mixed37x23s11", "includeAA", 8, 0x9ca75f291fc9d3d5),
        ("mixed37x23s11", "noCheckerboard", 8, 0x5301fadb5f070a2c),
        ("mixed37x23s11", "t0.05colors", 21, 0x0315d4e81dbe2366),
        ("mixed37x23s11", "t0.3maskAltAA", 0, 0x37a9b9857c5bfd95),
        ("mixed37x23s11", "threshold0", 142, 0x8d3b62442a96e5f6),
        ("mixed64x48s1", "alpha0.5", 7, 0xef5d1a3e64e2e500),
        ("mixed64x48s1", "alpha1noCbAlt", 85, 0xe5c744a07466373f),
        ("mixed64x48s1", "default", 7, 0xa9d3982ecc658952),
        ("mixed64x48s1", "diffColorAlt", 7, 0xe41c10fd4b7c4596),
        ("mixed64x48s1", "diffMask", 7, 0x8863662a9299c637),
        ("mixed64x48s1", "includeAA", 21, 0xd1d123df149bb4d2),
        ("mixed64x48s1", "noCheckerboard", 28, 0x9ebf0d2d4efc4ef1),
        ("mixed64x48s1", "t0.05colors", 40, 0x812c757d02775a84),
        ("mixed64x48s1", "t0.3maskAltAA", 7, 0x66c3ac269fbd278f),
        ("mixed64x48s1", "threshold0", 77, 0x31eb6360d7204fb5),
        ("mixed64x48s2", "alpha0.5", 13, 0x46f14e75c5f9fbff),
        ("mixed64x48s2", "alpha1noCbAlt", 76, 0xda17b23c7d05d1ac),
        ("mixed64x48s2", "default", 13, 0x86e90433bb569d64),
        ("mixed64x48s2", "diffColorAlt", 13, 0x4802c35fbff5f21a),
        ("mixed64x48s2", "diffMask", 13, 0xc6a6b844486b082b),
        ("mixed64x48s2", "includeAA", 47, 0xfadd43efcce4b584),
        ("mixed64x48s2", "noCheckerboard", 27, 0xb7c7f09a88f5c5c7),
        ("mixed64x48s2", "t0.05colors", 50, 0x2780a4ef6da36f6e),
        ("mixed64x48s2", "t0.3maskAltAA", 14, 0x3aaac8edb6c085a1),
        ("mixed64x48s2", "threshold0", 133, 0x76851012faf68fe4),
        ("mixed64x48s3", "alpha0.5", 28, 0x5304cf4a12016081),
        ("mixed64x48s3", "alpha1noCbAlt", 107, 0x56df40fd25fd6904),
        ("mixed64x48s3", "default", 28, 0x2499e029c07bc2b9),
        ("mixed64x48s3", "diffColorAlt", 28, 0xe153fe3766bb7273),
        ("mixed64x48s3", "diffMask", 28, 0x42f99a2bee489c2d),
        ("mixed64x48s3", "includeAA", 67, 0xce8244d17d9349f4),
        ("mixed64x48s3", "noCheckerboard", 49, 0x2505855e29d78e90),
        ("mixed64x48s3", "t0.05colors", 61, 0x26a25ad7d2f3b906),
        ("mixed64x48s3", "t0.3maskAltAA", 36, 0x882d371c4aba2d75),
        ("mixed64x48s3", "threshold0", 104, 0xb4340d59f0373f41),
        ("mixed64x48s4", "alpha0.5", 31, 0x75fb568258f37ebf),
        ("mixed64x48s4", "alpha1noCbAlt", 101, 0xba2d2249df37167b),
        ("mixed64x48s4", "default", 31, 0x915f575f7a3402c2),
        ("mixed64x48s4", "diffColorAlt", 31, 0x501b9dc72f163334),
        ("mixed64x48s4", "diffMask", 31, 0x9d1ea6c0d4c91d07),
        ("mixed64x48s4", "includeAA", 103, 0xae2b900c4e0be9a2),
        ("mixed64x48s4", "noCheckerboard", 43, 0x2783b73d6181f8a8),
        ("mixed64x48s4", "t0.05colors", 70, 0x1c83ae8ab2a36104),
        ("mixed64x48s4", "t0.3maskAltAA", 36, 0xe9605ab7f233e6bd),
        ("mixed64x48s4", "threshold0", 107, 0x484bb8bb954b7df8),
        ("mixed64x48s5", "alpha0.5", 22, 0xcb4024d99842a7ff),
        ("mixed64x48s5", "alpha1noCbAlt", 87, 0xd0d18816f2f752d8),
        ("mixed64x48s5", "default", 22, 0x79ad3a2d92285e8c),
        ("mixed64x48s5", "diffColorAlt", 22, 0x3b6bf18fc06386de),
        ("mixed64x48s5", "diffMask", 22, 0x13e0ccbd9b29d799),
        ("mixed64x48s5", "includeAA", 103, 0xc33137a8f000240d),
        ("mixed64x48s5", "noCheckerboard", 37, 0xf6d9102cb29ddef9),
        ("mixed64x48s5", "t0.05colors", 52, 0xd7f45ce7800b3cba),
        ("mixed64x48s5", "t0.3maskAltAA", 15, 0xb5e6598209a14daf),
        ("mixed64x48s5", "threshold0", 232, 0xa2051db0cd083f9b),
        ("mixed64x48s6", "alpha0.5", 9, 0xd4b533ed0d9b3a78),
        ("mixed64x48s6", "alpha1noCbAlt", 77, 0x2f460b95f21ce945),
        ("mixed64x48s6", "default", 9, 0x94cdc95e102e1236),
        ("mixed64x48s6", "diffColorAlt", 9, 0x3b874590091feb40),
        ("mixed64x48s6", "diffMask", 9, 0x5a5586390d026cd3),
        ("mixed64x48s6", "includeAA", 10, 0x2286e4ed41e4619f),
        ("mixed64x48s6", "noCheckerboard", 22, 0x5771550de6fd636e),
        ("mixed64x48s6", "t0.05colors", 46, 0x3597aacccd5119f6),
        ("mixed64x48s6", "t0.3maskAltAA", 4, 0xdf1f0b9104eca7fd),
        ("mixed64x48s6", "threshold0", 200, 0x113dd6a67603ac9c),
        ("mixed9x1s13", "alpha0.5", 1, 0x823653423bbc6490),
        ("mixed9x1s13", "alpha1noCbAlt", 3, 0xce8f479c2efa93b9),
        ("mixed9x1s13", "default", 1, 0xcd924a207a349ba9),
        ("mixed9x1s13", "diffColorAlt", 1, 0xcd924a207a349ba9),
        ("mixed9x1s13", "diffMask", 1, 0x4ac4846764bf3ff3),
        ("mixed9x1s13", "includeAA", 1, 0xcd924a207a349ba9),
        ("mixed9x1s13", "noCheckerboard", 1, 0xcd924a207a349ba9),
        ("mixed9x1s13", "t0.05colors", 2, 0x3cb2e31f2395fa9e),
        ("mixed9x1s13", "t0.3maskAltAA", 0, 0x943cf28841434e75),
        ("mixed9x1s13", "threshold0", 3, 0x4e4dba5636ff3c14),
        ("noise40x30", "alpha0.5", 121, 0x8b96afbc75cee51a),
        ("noise40x30", "alpha1noCbAlt", 176, 0x18398fa58707ed09),
        ("noise40x30", "default", 121, 0x5c9a4b4519c133ff),
        ("noise40x30", "diffColorAlt", 121, 0x1ae52bc4d5f6fb1d),
        ("noise40x30", "diffMask", 121, 0x9fdf688e188fc673),
        ("noise40x30", "includeAA", 121, 0x5c9a4b4519c133ff),
        ("noise40x30", "noCheckerboard", 132, 0x1ab501f6f7ed4518),
        ("noise40x30", "t0.05colors", 147, 0x7ccc41a05e2eb68a),
        ("noise40x30", "t0.3maskAltAA", 16, 0x1de7a5f002e2eacd),
        ("noise40x30", "threshold0", 265, 0xd03b7564b769fa76),
        ("noiseOpaque50", "alpha0.5", 107, 0xb1608b48d728bdef),
        ("noiseOpaque50", "alpha1noCbAlt", 129, 0xa5b6a3ddf5080ca6),
        ("noiseOpaque50", "default", 107, 0x4fc0c60cf7de37b2),
        ("noiseOpaque50", "diffColorAlt", 107, 0xcfcf68f5d511f826),
        ("noiseOpaque50", "diffMask", 107, 0x621f84b9516070af),
        ("noiseOpaque50", "includeAA", 107, 0x4fc0c60cf7de37b2),
        ("noiseOpaque50", "noCheckerboard", 115, 0x0aca41b027681ca4),
        ("noiseOpaque50", "t0.05colors", 120, 0xb6f1439410aa2acd),
        ("noiseOpaque50", "t0.3maskAltAA", 43, 0x6aa35d601596b78f),
        ("noiseOpaque50", "threshold0", 193, 0x0f608293e968a851),
        ("noiseVsNoise33x17", "alpha0.5", 434, 0x1dd6808ee0df47d6),
        ("noiseVsNoise33x17", "alpha1noCbAlt", 559, 0xd6adc97144e68b14),
        ("noiseVsNoise33x17", "default", 434, 0xde8774e78d9262f8),
        ("noiseVsNoise33x17", "diffColorAlt", 434, 0xbbe93307b40a97da),
        ("noiseVsNoise33x17", "diffMask", 434, 0x28b9a892f0e47fd1),
        ("noiseVsNoise33x17", "includeAA", 434, 0xde8774e78d9262f8),
        ("noiseVsNoise33x17", "noCheckerboard", 468, 0xe48df1a7d372e001),
        ("noiseVsNoise33x17", "t0.05colors", 524, 0x79ab06771e450b70),
        ("noiseVsNoise33x17", "t0.3maskAltAA", 131, 0xb054f00856b64897),
        ("noiseVsNoise33x17", "threshold0", 561, 0xc95b58b5bb2c5873),
        ("noisePair1024x768", "default", 0, 0x79b5d6e4499e5c1b),
        ("noisePair1024x768", "t0.05colors", 0, 0x79b5d6e4499e5c1b),
        ("noisePair1024x768", "threshold0", 786432, 0xfdf13c15c63a2325),
        ("noisePair1024x768", "alpha1noCbAlt", 782809, 0xd8308c700803ed2b),
        ("noisePair1024x768", "diffMask", 0, 0x3fe01b4acfe22325),
        ("screenshot1024", "default", 638, 0x93914d03195a9af2),
        ("screenshot1024", "includeAA", 906, 0x6311dcbc77e1f6da),
        ("screenshot1024", "t0.3maskAltAA", 751, 0x531071cd51a6ccb7),
        ("screenshot320x480", "alpha0.5", 0, 0x629a7623a2b8aed9),
        ("screenshot320x480", "alpha1noCbAlt", 0, 0xc4cb23242e3b48b0),
        ("screenshot320x480", "default", 0, 0x3b6b68f56f848acc),
        ("screenshot320x480", "diffColorAlt", 0, 0x3b6b68f56f848acc),
        ("screenshot320x480", "diffMask", 0, 0x4f2d9f141eeda325),
        ("screenshot320x480", "includeAA", 4, 0xe5f935d2ea9930e4),
        ("screenshot320x480", "noCheckerboard", 0, 0x3b6b68f56f848acc),
        ("screenshot320x480", "t0.05colors", 0, 0xa33844ea6948f320),
        ("screenshot320x480", "t0.3maskAltAA", 0, 0x4f2d9f141eeda325),
        ("screenshot320x480", "threshold0", 0, 0xa1b9aa21e10664c8),
    ]

    func testMatchesPixelmatchCountsAndDiffImages() throws {
        // scripts/pixelmatch-oracle/regenerate.sh sets this to have pixelmatch itself recompute
        // the table from the same pairs; the assertions below run either way.
        if let folder = ProcessInfo.processInfo.environment["TABBAR_PIXELMATCH_PAIRS"] {
            try Self.writeOracleInput(to: URL(fileURLWithPath: folder))
        }
        var pairs: [String: (RGBAImage, RGBAImage)] = [:]
        var checked = 0
        for (name, optionName, expectedCount, expectedHash) in Self.expectations {
            if pairs[name] == nil { pairs[name] = Self.pair(name) }
            let (expected, actual) = try XCTUnwrap(pairs[name], "unknown pair \(name)")
            var options = try XCTUnwrap(Self.optionSets[optionName], "unknown option set \(optionName)")
            // ΔE changes neither pixelmatch's count nor its image; on the large noise pair it would only make the test slow.
            if name.hasPrefix("noisePair") { options.computeDeltaE = false }
            let result = try ImageComparator(options: options).compare(expected, actual, makeDiffImage: true)
            XCTAssertEqual(result.mismatchedPixels, expectedCount, "\(name) / \(optionName): mismatch count")
            let image = try XCTUnwrap(result.diffImage)
            XCTAssertEqual(fnv1a64(image.pixels), expectedHash, "\(name) / \(optionName): diff image bytes")
            let withoutImage = try ImageComparator(options: options).compare(expected, actual, makeDiffImage: false)
            XCTAssertEqual(withoutImage.mismatchedPixels, expectedCount, "\(name) / \(optionName): count without diff image")
            XCTAssertNil(withoutImage.diffImage)
            checked += 1
        }
        XCTAssertEqual(checked, 198)
    }

    /// Every pair the table uses as raw RGBA files, the option sets as pixelmatch's options, and
    /// the table's (pair, option set) cases, for scripts/pixelmatch-oracle/oracle.mjs.
    static func writeOracleInput(to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var sizes: [String: [String: Int]] = [:]
        for name in Set(expectations.map(\.0)).sorted() {
            let (expected, actual) = try XCTUnwrap(pair(name), "unknown pair \(name)")
            try Data(expected.pixels).write(to: folder.appendingPathComponent("\(name).expected.rgba"))
            try Data(actual.pixels).write(to: folder.appendingPathComponent("\(name).actual.rgba"))
            sizes[name] = ["width": expected.width, "height": expected.height]
        }
        func colour(_ c: DiffColor) -> [Int] { [Int(c.r), Int(c.g), Int(c.b)] }
        let optionSets = optionSets.mapValues { o -> [String: Any] in
            var options: [String: Any] = [
                "threshold": o.threshold, "includeAA": o.includeAA, "alpha": o.alpha, "aaColor": colour(o.aaColor),
                "diffColor": colour(o.diffColor), "diffMask": o.diffMask, "checkerboard": o.checkerboard,
            ]
            if let alt = o.diffColorAlt { options["diffColorAlt"] = colour(alt) }
            return options
        }
        let manifest: [String: Any] = ["pairs": sizes, "optionSets": optionSets, "cases": expectations.map { [$0.0, $0.1] }]
        try JSONSerialization.data(withJSONObject: manifest, options: [.sortedKeys])
            .write(to: folder.appendingPathComponent("manifest.json"))
    }

    /// The pixelmatch test suite's own semi-transparency case (v7.2.0 test.js):
    /// 50 % transparent black vs opaque gray are equal over white but not over the checkerboard.
    func testCheckerboardOptionLikePixelmatchSuite() throws {
        let first = RGBAImage(width: 1, height: 1, pixels: [0, 0, 0, 128])
        let second = RGBAImage(width: 1, height: 1, pixels: [127, 127, 127, 255])
        XCTAssertEqual(try ImageComparator(options: DiffOptions(checkerboard: false)).compare(first, second).mismatchedPixels, 0)
        XCTAssertEqual(try ImageComparator().compare(first, second).mismatchedPixels, 1)
    }
}
