import Foundation
import SwiftSyntax

/// A node of one of the app's Swift files, named so that the index can keep it without keeping
/// the file's tree: the same text parsed again gives the same tree, so the node's place in a
/// depth-first walk finds it again.
struct SyntaxSite: Hashable, Sendable {
    /// The file's place among the import's Swift files.
    var file: Int
    var index: SyntaxIdentifier.SyntaxIndexInTree
}

/// The source bytes of the syntax trees alive at once, and the most there were, counted by every
/// `SwiftFile` as it is made and freed; shared by the threads that parse.
final class TreeLedger: @unchecked Sendable {
    private let lock = NSLock()
    private var live = 0
    private var peak = 0
    private var parses = 0

    func made(_ bytes: Int) {
        lock.lock()
        defer { lock.unlock() }
        live += bytes
        peak = max(peak, live)
        parses += 1
    }

    func freed(_ bytes: Int) {
        lock.lock()
        defer { lock.unlock() }
        live -= bytes
    }

    var statistics: ImportStatistics {
        lock.lock()
        defer { lock.unlock() }
        return ImportStatistics(peakKeptSourceBytes: peak, swiftParses: parses)
    }
}

/// The app's Swift files by number, parsed again when a bar's reading needs one, the most
/// recently used kept up to `limits.maxKeptSwiftBytes` of source: memory is bounded by that,
/// not by the size of the app.
///
/// A file is parsed again only if its text is the text the index was made from (the same
/// digest); one changed since is left out and reported, since the index's sites no longer name
/// its nodes.
final class SwiftTrees {
    struct Entry {
        var path: String
        var digest: Int
        var bytes: Int
    }

    let limits: ImportLimits
    let ledger: TreeLedger
    private let entries: [Entry]
    private var kept: [Int: SwiftFile] = [:]
    /// Numbers of the kept files, least recently used first.
    private var recency: [Int] = []
    private var keptBytes = 0
    /// Files let go from the cache that a reader may still hold (a bar's own file while another
    /// is read): found again rather than parsed again while they live.
    private var letGo: [Int: Weak] = [:]

    private struct Weak {
        weak var file: SwiftFile?
    }
    private(set) var problems: [ImportProblem] = []
    private var refused: Set<Int> = []

    init(entries: [Entry], limits: ImportLimits, ledger: TreeLedger) {
        self.entries = entries
        self.limits = limits
        self.ledger = ledger
    }

    func path(_ number: Int) -> String { entries[number].path }

    /// The file, from the kept ones or parsed again; nil when it changed or vanished since.
    func file(_ number: Int) -> SwiftFile? {
        if let file = kept[number] {
            recency.removeAll { $0 == number }
            recency.append(number)
            return file
        }
        if let file = letGo.removeValue(forKey: number)?.file {
            keep(file)
            return file
        }
        guard !refused.contains(number) else { return nil }
        let entry = entries[number]
        let parsed = TextFile.read(entry.path, limits: limits).flatMap { text -> Result<SwiftFile, ImportProblem> in
            guard SwiftTrees.digest(text) == entry.digest else {
                return .failure(ImportProblem(provenance: Provenance(file: entry.path, line: 0), message: "changed while the import read it; not read"))
            }
            return SwiftFile.parse(path: entry.path, number: number, text: text, limits: limits, ledger: ledger)
        }
        switch parsed {
        case .failure(let problem):
            refused.insert(number)
            problems.append(problem)
            return nil
        case .success(let file):
            keep(file)
            return file
        }
    }

    private func keep(_ file: SwiftFile) {
        kept[file.number] = file
        recency.append(file.number)
        keptBytes += file.bytes
        while keptBytes > limits.maxKeptSwiftBytes, recency.count > 1 {
            let oldest = recency.removeFirst()
            if let evicted = kept.removeValue(forKey: oldest) {
                keptBytes -= evicted.bytes
                letGo[oldest] = Weak(file: evicted)
            }
        }
        if letGo.count > 4 * kept.count + 64 { letGo = letGo.filter { $0.value.file != nil } }
    }

    func located<Node: SyntaxProtocol>(_ site: SyntaxSite, as type: Node.Type = ExprSyntax.self) -> Located<Node>? {
        guard let file = file(site.file), let node = file.node(at: site.index)?.as(Node.self) else { return nil }
        return Located(node: node, file: file)
    }

    /// What tells a file's text from the text it had when it was indexed.
    static func digest(_ text: String) -> Int {
        var hasher = Hasher()
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        hasher.combine(text.utf8.count)
        return hasher.finalize()
    }
}

/// How much of the app's Swift the import kept parsed at once, for a test to hold it to its bound.
public struct ImportStatistics: Sendable, Equatable {
    /// The most source bytes whose syntax trees were alive at one time.
    public var peakKeptSourceBytes = 0
    /// Swift files parsed, counting a file parsed again after it was let go.
    public var swiftParses = 0

    public init(peakKeptSourceBytes: Int = 0, swiftParses: Int = 0) {
        self.peakKeptSourceBytes = peakKeptSourceBytes
        self.swiftParses = swiftParses
    }
}
