/// How deeply a Swift file nests, judged from its characters before swift-syntax sees them.
///
/// swift-syntax bounds most of its recursion by `maximumNestingLevel`, but not all of it: its
/// look-ahead over `[` is exponential in the depth (20 deep takes seconds, 30 minutes) and
/// recurses without that bound (10,000 deep overflows the stack), and nested generic arguments,
/// `#if` blocks and `else if` chains recurse once per level. A file past any of these bounds is
/// refused before it is parsed. The scan is a real lexer for what hides brackets (comments,
/// nested block comments, string literals of every kind, raw strings with any number of `#`,
/// and interpolations, whose brackets count), so a string cannot smuggle depth past it.
struct SwiftNesting {
    struct Limits {
        /// `(`, `[`, `{` and interpolations together.
        var brackets: Int
        /// `[` alone, for the parser's exponential look-ahead.
        var squareBrackets: Int = 12
        /// `Name<` opened on one line and not closed there.
        var genericArguments: Int = 48
        /// `#if` inside `#if`.
        var conditionalBlocks: Int = 48
        /// `} else if` after `} else if` at one level.
        var elseIfChain: Int = 512
        /// `#name(` inside `#name(`: the parser's recovery from unclosed ones grows with the cube
        /// of the depth (100 deep took 20 s).
        var macroArguments: Int = 16
    }

    /// The first bound a file passes: what, and on which line.
    struct Excess: Equatable {
        var line: Int
        var what: String
    }

    private enum Frame {
        case bracket(UInt8)
        /// `#name(`.
        case macro
        /// `\(…)` inside a string, and the string it returns to.
        case interpolation(StringKind)
    }

    private struct StringKind {
        var multiline: Bool
        var hashes: Int
    }

    private enum Mode {
        case code
        case lineComment
        case blockComment(depth: Int)
        case string(StringKind)
    }

    static func excess(in text: String, limits: Limits) -> Excess? {
        var scanner = SwiftNesting(limits: limits)
        var text = text
        return text.withUTF8 { scanner.run($0) }
    }

    private let limits: Limits
    private var line = 1
    private var frames: [Frame] = []
    private var squares = 0
    private var macros = 0
    private var generics = 0
    private var conditionals = 0
    /// Per bracket depth: how long the `} else if` chain there is, and whether a `}` closing to
    /// that depth waits for its `else`.
    private var chains: [Int] = [0]
    private var afterClose: [Bool] = [false]
    private var lastWordWasElse = false
    private var atLineStart = true

    private init(limits: Limits) {
        self.limits = limits
    }

    private var depth: Int { frames.count }

    private mutating func run(_ bytes: UnsafeBufferPointer<UInt8>) -> Excess? {
        var mode = Mode.code
        var index = bytes.startIndex
        let end = bytes.endIndex
        func at(_ offset: Int) -> UInt8 { index + offset < end ? bytes[index + offset] : 0 }
        func hashes(from start: Int) -> Int {
            var count = 0
            while start + count < end, bytes[start + count] == UInt8(ascii: "#") { count += 1 }
            return count
        }
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                generics = 0
                atLineStart = true
                if case .lineComment = mode { mode = .code }
                if case .string(let kind) = mode, !kind.multiline { mode = .code }  // an unterminated string ends with its line
                index += 1
                continue
            }
            switch mode {
            case .lineComment:
                index += 1
            case .blockComment(let level):
                if byte == UInt8(ascii: "*"), at(1) == UInt8(ascii: "/") {
                    mode = level == 1 ? .code : .blockComment(depth: level - 1)
                    index += 2
                } else if byte == UInt8(ascii: "/"), at(1) == UInt8(ascii: "*") {
                    mode = .blockComment(depth: level + 1)
                    index += 2
                } else {
                    index += 1
                }
            case .string(let kind):
                if byte == UInt8(ascii: "\\"), hashes(from: index + 1) == kind.hashes {
                    let next = index + 1 + kind.hashes
                    if next < end, bytes[next] == UInt8(ascii: "(") {
                        frames.append(.interpolation(kind))
                        if let excess = checkDepth() { return excess }
                        mode = .code
                        index = next + 1
                    } else {
                        index = next + 1  // the escaped character, whatever it is
                    }
                } else if byte == UInt8(ascii: "\"") {
                    let quotes = kind.multiline ? 3 : 1
                    let closes = (0..<quotes).allSatisfy { at($0) == UInt8(ascii: "\"") } && hashes(from: index + quotes) == kind.hashes
                    if closes {
                        mode = .code
                        index += quotes + kind.hashes
                    } else {
                        index += 1
                    }
                } else {
                    index += 1
                }
            case .code:
                if byte == UInt8(ascii: "/"), at(1) == UInt8(ascii: "/") {
                    mode = .lineComment
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "/"), at(1) == UInt8(ascii: "*") {
                    mode = .blockComment(depth: 1)
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "#") || byte == UInt8(ascii: "\"") {
                    let count = byte == UInt8(ascii: "#") ? hashes(from: index) : 0
                    let quote = index + count
                    if quote < end, bytes[quote] == UInt8(ascii: "\"") {
                        let multiline = quote + 2 < end && bytes[quote + 1] == UInt8(ascii: "\"") && bytes[quote + 2] == UInt8(ascii: "\"")
                        mode = .string(StringKind(multiline: multiline, hashes: count))
                        index = quote + (multiline ? 3 : 1)
                        atLineStart = false
                        noteToken()
                        continue
                    }
                    if byte == UInt8(ascii: "#"), !atLineStart, let name = word(at: index + 1, in: bytes) {
                        let open = index + 1 + name.count
                        if open < end, bytes[open] == UInt8(ascii: "(") {
                            noteToken()
                            macros += 1
                            if macros > limits.macroArguments { return Excess(line: line, what: "`#macro(` nested more than \(limits.macroArguments) deep") }
                            frames.append(.macro)
                            if let excess = checkDepth() { return excess }
                            index = open + 1
                            continue
                        }
                    }
                    if byte == UInt8(ascii: "#"), atLineStart, let directive = word(at: index + 1, in: bytes) {
                        if directive.elementsEqual("if".utf8) {
                            conditionals += 1
                            if conditionals > limits.conditionalBlocks { return Excess(line: line, what: "#if blocks nested more than \(limits.conditionalBlocks) deep") }
                        } else if directive.elementsEqual("endif".utf8) {
                            conditionals = max(0, conditionals - 1)
                        }
                    }
                }
                atLineStart = atLineStart && (byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r"))
                if Self.isWordByte(byte) {
                    var stop = index
                    while stop < end, Self.isWordByte(bytes[stop]) { stop += 1 }
                    if let excess = noteWord(bytes[index..<stop]) { return excess }
                    index = stop
                    continue
                }
                switch byte {
                case UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: "["):
                    if byte == UInt8(ascii: "[") {
                        squares += 1
                        if squares > limits.squareBrackets { return Excess(line: line, what: "`[` nested more than \(limits.squareBrackets) deep") }
                    }
                    noteToken()
                    frames.append(.bracket(byte))
                    if let excess = checkDepth() { return excess }
                case UInt8(ascii: ")"), UInt8(ascii: "}"), UInt8(ascii: "]"):
                    noteToken()
                    if case .interpolation(let kind)? = frames.last, byte == UInt8(ascii: ")") {
                        frames.removeLast()
                        mode = .string(kind)
                    } else if case .bracket(let open)? = frames.last {
                        frames.removeLast()
                        if open == UInt8(ascii: "[") { squares = max(0, squares - 1) }
                    } else if case .macro? = frames.last {
                        frames.removeLast()
                        macros -= 1
                    }
                    trimChains()
                    if byte == UInt8(ascii: "}") { afterClose[depth] = true }
                case UInt8(ascii: "<"):
                    // `Name<`, `Name?<` and `>>` are where generic arguments open.
                    if index > bytes.startIndex, Self.isWordByte(bytes[index - 1]) || bytes[index - 1] == UInt8(ascii: ">") {
                        generics += 1
                        if generics > limits.genericArguments { return Excess(line: line, what: "generic arguments nested more than \(limits.genericArguments) deep on one line") }
                    }
                    noteToken()
                case UInt8(ascii: ">"):
                    generics = max(0, generics - 1)
                    noteToken()
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                    break
                default:
                    noteToken()
                }
                index += 1
            }
        }
        return nil
    }

    private mutating func checkDepth() -> Excess? {
        while chains.count <= depth { chains.append(0); afterClose.append(false) }
        chains[depth] = 0
        afterClose[depth] = false
        return depth > limits.brackets ? Excess(line: line, what: "brackets nested more than \(limits.brackets) deep") : nil
    }

    private mutating func trimChains() {
        if chains.count > depth + 1 {
            chains.removeLast(chains.count - depth - 1)
            afterClose.removeLast(afterClose.count - depth - 1)
        }
    }

    /// A token that is not a word: an `else` before it is not followed by `if`.
    private mutating func noteToken() {
        if lastWordWasElse { chains[depth] = 0 }
        lastWordWasElse = false
        if afterClose[depth] { afterClose[depth] = false; chains[depth] = 0 }
    }

    private mutating func noteWord(_ word: Slice<UnsafeBufferPointer<UInt8>>) -> Excess? {
        if lastWordWasElse {
            lastWordWasElse = false
            if word.elementsEqual("if".utf8) {
                chains[depth] += 1
                if chains[depth] > limits.elseIfChain { return Excess(line: line, what: "more than \(limits.elseIfChain) `else if` in one chain") }
                return nil
            }
            chains[depth] = 0
        }
        if afterClose[depth] {
            afterClose[depth] = false
            if word.elementsEqual("else".utf8) {
                lastWordWasElse = true
                return nil
            }
            chains[depth] = 0
        }
        return nil
    }

    private func word(at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        var stop = start
        while stop < bytes.endIndex, Self.isWordByte(bytes[stop]) { stop += 1 }
        return stop > start ? Array(bytes[start..<stop]) : nil
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }
}
