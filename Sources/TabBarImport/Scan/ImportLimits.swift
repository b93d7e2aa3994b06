/// Bounds on what one import reads, so a hostile or enormous folder ends in a message, not a hang.
public struct ImportLimits: Sendable, Equatable {
    /// Files looked at, of any kind, across all the paths.
    public var maxFiles: Int
    /// Folders deep below a path the user named.
    public var maxDepth: Int
    /// One Swift, storyboard, strings or JSON file.
    public var maxFileBytes: Int
    /// Nesting the Swift parser accepts before it reports the rest as an error.
    public var maxSwiftNesting: Int
    /// Elements deep in a storyboard or xib.
    public var maxXMLDepth: Int
    /// Levels of one Swift file's syntax tree, which every reader walks recursively.
    public var maxSyntaxDepth: Int
    /// Nodes of one Swift file's syntax tree.
    public var maxSyntaxNodes: Int
    /// The stack the import runs on, sized for `maxSyntaxDepth`.
    public var stackBytes: Int
    /// The whole import's time: past it, the files and bars not yet read are reported, not read.
    public var maxDuration: Duration
    /// One Swift file's parse: past it, the file is reported and the import goes on without it.
    public var maxParseDuration: Duration
    /// Source bytes whose syntax trees are kept at once (a tree takes some thirty to ninety bytes
    /// for each): files are parsed, indexed and let go, and parsed again for a bar that needs
    /// them. A file larger than this is still read, alone.
    public var maxKeptSwiftBytes: Int

    public init(maxFiles: Int = 50_000, maxDepth: Int = 48, maxFileBytes: Int = 4 << 20, maxSwiftNesting: Int = 192, maxXMLDepth: Int = 128,
                maxSyntaxDepth: Int = 3_000, maxSyntaxNodes: Int = 4_000_000, stackBytes: Int = 512 << 20, maxDuration: Duration = .seconds(60),
                maxParseDuration: Duration = .seconds(15), maxKeptSwiftBytes: Int = 4 << 20) {
        self.maxFiles = maxFiles
        self.maxDepth = maxDepth
        self.maxFileBytes = maxFileBytes
        self.maxSwiftNesting = maxSwiftNesting
        self.maxXMLDepth = maxXMLDepth
        self.maxSyntaxDepth = maxSyntaxDepth
        self.maxSyntaxNodes = maxSyntaxNodes
        self.stackBytes = stackBytes
        self.maxDuration = maxDuration
        self.maxParseDuration = maxParseDuration
        self.maxKeptSwiftBytes = maxKeptSwiftBytes
    }
}
