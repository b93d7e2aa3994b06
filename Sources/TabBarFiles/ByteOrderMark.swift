#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The UTF-8 byte-order mark (EF BB BF) some editors put before a file's text. Most JSON and YAML
/// readers skip it, so every JSON the tool reads (specs, saved states, environment.json, shard
/// records) skips it here, by this one rule; anywhere else it is a character like any other.
public enum ByteOrderMark {
    static let bytes: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// `data` without a leading byte-order mark.
    public static func stripped(_ data: Data) -> Data {
        data.starts(with: bytes) ? Data(data.dropFirst(bytes.count)) : data
    }
}
