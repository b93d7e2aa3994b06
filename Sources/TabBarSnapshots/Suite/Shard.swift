
/// A stable share of a suite: shard `index` of `count` (1-based), by a hash of each name, so the
/// same snapshot always lands on the same CI machine whatever else is added to the suite.
public struct Shard: Equatable, Sendable, CustomStringConvertible {
    public let index: Int
    public let count: Int

    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Parses "I/N", as in `--shard 2/4`.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    public var description: String { "\(index)/\(count)" }

    public func includes(_ name: String) -> Bool {
        Int(StableHash.fnv1a(name) % UInt64(count)) == index - 1
    }
}

/// A hash fixed across runs and machines, unlike Swift's seeded `Hasher`: for shards and for
/// fingerprints that code scanning matches from one run to the next.
public enum StableHash {
    /// FNV-1a, 64 bits, over the UTF-8 bytes.
    public static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
