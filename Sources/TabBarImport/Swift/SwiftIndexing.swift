import Foundation

/// What the first pass keeps of one Swift file once its tree is let go.
struct SwiftFileFacts: Sendable {
    var declarations: FileDeclarations
    var assignments: [AssignmentFact]
    /// Whether a bar reader starts here: the second pass parses only such files (and those
    /// their expressions lead to).
    var startsBars: Bool
    /// The text's digest, so that the file is parsed again only as it was indexed.
    var digest: Int
}

/// The import's first pass: every Swift file read, parsed, indexed and let go, on several
/// threads. Each file's outcome is put in its own place, so the index is merged in the files'
/// order and the import's output is the same whatever the number of threads.
struct SwiftIndexing: Sendable {
    enum Outcome: Sendable {
        /// The import's time ran out before it.
        case unread
        case refused(ImportProblem)
        case indexed(SwiftFileFacts)
    }

    let paths: [String]
    let limits: ImportLimits
    let deadline: ContinuousClock.Instant
    let ledger: TreeLedger

    func run(threads: Int) -> [Outcome] {
        let work = Work(count: paths.count, maxBytes: limits.maxKeptSwiftBytes)
        // The readers recurse, so each thread gets the stack the import runs on.
        DeepStack.parallel(threads: min(threads, max(1, paths.count)), stackBytes: limits.stackBytes) { _ in
            while let number = work.next() {
                work.finish(number, outcome(number, work: work))
            }
        }
        return work.outcomes
    }

    private func outcome(_ number: Int, work: Work) -> Outcome {
        guard ContinuousClock.now < deadline else { return .unread }
        switch TextFile.read(paths[number], limits: limits) {
        case .failure(let problem):
            return .refused(problem)
        case .success(let text):
            let bytes = text.utf8.count
            work.reserve(bytes)
            let outcome = index(number, text)
            work.release(bytes)
            return outcome
        }
    }

    /// The file's tree lives only inside this call, so that it is freed before its bytes are
    /// given back for another thread to parse.
    private func index(_ number: Int, _ text: String) -> Outcome {
        switch SwiftFile.parse(path: paths[number], number: number, text: text, limits: limits, ledger: ledger) {
        case .failure(let problem):
            return .refused(problem)
        case .success(let file):
            let (assignments, startsBars) = UIKitReader.facts(in: file)
            return .indexed(SwiftFileFacts(
                declarations: FileDeclarations(file), assignments: assignments, startsBars: startsBars, digest: SwiftTrees.digest(text)))
        }
    }

    /// The files still to take, the outcomes so far, and the source bytes being parsed: a thread
    /// waits while the others' trees would take it past the bound (never when none is parsing).
    private final class Work: @unchecked Sendable {
        private let condition = NSCondition()
        private var taken = 0
        private let count: Int
        private let maxBytes: Int
        private var inFlight = 0
        private var results: [Outcome?]

        init(count: Int, maxBytes: Int) {
            self.count = count
            self.maxBytes = maxBytes
            results = Array(repeating: nil, count: count)
        }

        func next() -> Int? {
            condition.lock()
            defer { condition.unlock() }
            guard taken < count else { return nil }
            taken += 1
            return taken - 1
        }

        func reserve(_ bytes: Int) {
            condition.lock()
            defer { condition.unlock() }
            while inFlight > 0, inFlight + bytes > maxBytes { condition.wait() }
            inFlight += bytes
        }

        func release(_ bytes: Int) {
            condition.lock()
            defer { condition.unlock() }
            inFlight -= bytes
            condition.broadcast()
        }

        func finish(_ number: Int, _ outcome: Outcome) {
            condition.lock()
            defer { condition.unlock() }
            results[number] = outcome
        }

        /// Read once every thread has finished.
        var outcomes: [Outcome] {
            condition.lock()
            defer { condition.unlock() }
            return results.map { $0 ?? .unread }
        }
    }
}
