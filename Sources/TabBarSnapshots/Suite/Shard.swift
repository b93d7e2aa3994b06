import TabBarModel

/// A share of a suite for one CI machine: shard `index` of `count` (1-based). The shares are
/// balanced by each snapshot's estimated cost, not dealt by a hash alone, so no machine of a
/// matrix gets most of the screens while another gets only bars.
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

    /// One snapshot of the suite as the split sees it: its reference name, estimated cost and
    /// kind (`SnapshotCost.kind`).
    public struct Item: Equatable, Sendable {
        public var name: String
        public var cost: Int
        public var kind: String

        public init(name: String, cost: Int, kind: String = "") {
            self.name = name
            self.cost = cost
            self.kind = kind
        }
    }

    /// The 0-based shard of each item, in the items' order. The dearest items are placed first,
    /// each on the shard with the least estimated cost so far (the lowest-numbered on a tie):
    /// placing big items before small ones leaves the small ones to even out the totals. Within
    /// one cost, items of one kind come together, so they are dealt out in turn and every shard
    /// gets its share of each kind (the estimate is coarse; specs alike cost alike); within a
    /// kind the order is a stable hash of the name, so the split does not depend on the order the
    /// specs were given in. Only the suite's names and costs decide, never a timing,
    /// so every machine of a matrix computes the same split, and a spec lands in the same shard
    /// every time for a given suite and `count` (adding or removing specs may move others).
    public static func assignments(_ items: [Item], count: Int) -> [Int] {
        precondition(count >= 1, "a suite splits into one shard or more")
        let hashes = items.map { StableHash.fnv1a($0.name) }
        let order = items.indices.sorted { a, b in
            if items[a].cost != items[b].cost { return items[a].cost > items[b].cost }
            if items[a].kind != items[b].kind { return items[a].kind < items[b].kind }
            if hashes[a] != hashes[b] { return hashes[a] < hashes[b] }
            return items[a].name < items[b].name
        }
        // Beyond one shard per item the rest stay empty (each item goes to the lowest-numbered
        // empty shard), so a count of 2^63 allocates no more than a count of the suite's size.
        var load = Array(repeating: 0, count: min(count, max(1, items.count)))
        var shard = Array(repeating: 0, count: items.count)
        for item in order {
            // A linear scan: N is a CI matrix's width, a handful of machines.
            let lightest = load.indices.min { load[$0] < load[$1] }!
            shard[item] = lightest
            load[lightest] += items[item].cost
        }
        return shard
    }

    /// Indices of the items this shard runs, in the items' order.
    public func select(_ items: [Item]) -> [Int] {
        let shards = Self.assignments(items, count: count)
        return items.indices.filter { shards[$0] == index - 1 }
    }
}

/// What a snapshot is estimated to cost to draw and compare, from its spec alone (never a
/// timing, which would differ between machines and runs and so move specs between shards).
///
/// Three tiers, weighted by their mean seconds per snapshot in a verify run of 1,000 copies of
/// the examples (0.006 s, 0.29 s, 1.22 s; docs/ci.md's "Sharded suites" has the run). What the
/// measurement showed is that the blur under a bar matters as much as the screen around it: a
/// bare bar over a backdrop costs as much as a whole screen, and the iOS 26 glass more.
public enum SnapshotCost {
    /// A bar with nothing under it to blur, or anything in the 2008 look (flat, opaque).
    public static let flat = 1
    /// A whole screen (status bar, navigation bar, content, toolbar, or the More list or its
    /// Edit screen), a bar blurring a backdrop, or anything on iPad.
    public static let screen = 50
    /// The iOS 26 glass on iPhone (blurred and refracted at @3x), or Apple TV's 1080p canvas.
    public static let glass = 200

    /// What the spec draws in broad strokes: device, release, look, and whether it is a screen or
    /// over a backdrop. Specs of one kind take about as long as each other, so the split deals
    /// each kind out evenly rather than trusting the three tiers alone.
    public static func kind(_ spec: Spec) -> String {
        let shows = spec.show.map { $0 != .tab } ?? false
        return [
            spec.device.name, "ios\(spec.release.major)", spec.style.rawValue, spec.isScreen || shows ? "screen" : "bar",
            spec.backdrop == nil ? "plain" : "backdrop",
        ].joined(separator: " ")
    }

    public static func estimate(_ spec: Spec) -> Int {
        if spec.style == .classic { return flat }
        let family = spec.device.device?.family
        if family == .tv || (family == .phone && spec.release.major >= 26) { return glass }
        let shows = spec.show.map { $0 != .tab } ?? false
        if spec.isScreen || shows || spec.backdrop != nil || family == .pad { return screen }
        return flat
    }
}

/// A hash fixed across runs and machines, unlike Swift's seeded `Hasher`: for shards and for
/// fingerprints that code scanning matches from one run to the next.
public enum StableHash {
    /// FNV-1a, 64 bits, over the UTF-8 bytes.
    public static func fnv1a(_ text: String) -> UInt64 {
        fnv1a(bytes: text.utf8)
    }

    /// FNV-1a, 64 bits, over any bytes (a file's contents).
    public static func fnv1a<Bytes: Sequence<UInt8>>(bytes: Bytes) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
