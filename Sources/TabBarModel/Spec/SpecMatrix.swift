/// The variants of one spec that `--matrix KEY=V1,V2,…` asks for: every combination of the
/// keys' values, the first key changing slowest.
public struct SpecMatrix: Equatable, Sendable {
    /// One `--matrix` key and its values, each already an override.
    public struct Axis: Equatable, Sendable {
        public let path: String
        public let values: [SpecOverride]
    }

    public let axes: [Axis]

    /// No axes: one variant, the spec as written.
    public init(axes: [Axis] = []) {
        self.axes = axes
    }

    /// The most variants one matrix may make: each is a render, and the list of them is built
    /// before any is drawn.
    public static let maxVariants = 100_000

    /// How many variants the axes make, counted before any is built.
    public var variantCount: Int { axes.reduce(1) { $0 * $1.values.count } }

    /// Reads `--matrix` arguments (`appearance=light,dark`) in the order given.
    public init(arguments: [String]) throws(SpecOverrideError) {
        var axes: [Axis] = []
        var count = 1
        for argument in arguments {
            guard let equals = argument.firstIndex(of: "=") else {
                throw .matrix(argument: argument, expected: "KEY=V1,V2,…, such as appearance=light,dark")
            }
            let path = String(argument[..<equals])
            let words = argument[argument.index(after: equals)...].split(separator: ",", omittingEmptySubsequences: false)
            guard !words.contains(where: \.isEmpty) else {
                throw .matrix(argument: argument, expected: "values separated by single commas, none empty")
            }
            var values: [SpecOverride] = []
            for word in words {
                do {
                    values.append(try SpecOverride(path: path, value: String(word), option: "--matrix"))
                } catch .badPath(_, let expected) {
                    throw .matrix(argument: argument, expected: expected)
                }
            }
            if axes.contains(where: { $0.values[0].steps == values[0].steps }) {
                throw .matrix(argument: argument, expected: "each key once; \(path) is already a --matrix key")
            }
            // Two values with one label would write one file twice.
            var labels: Set<String> = []
            for value in values where !labels.insert(value.label).inserted {
                throw .matrix(argument: argument, expected: "values with distinct names; two make \(value.label)")
            }
            // Counted as each axis is read (10 keys of 10 values would be 10^10 variants).
            count *= values.count
            guard count <= Self.maxVariants else {
                throw .matrix(argument: argument, expected: "at most \(Self.maxVariants) combinations in all; with this key there are \(count) or more")
            }
            axes.append(Axis(path: path, values: values))
        }
        self.axes = axes
    }

    /// Every combination, the first axis changing slowest.
    public var variants: [SpecVariant] {
        axes.reduce([SpecVariant(overrides: [])]) { partial, axis in
            partial.flatMap { variant in
                axis.values.map { SpecVariant(overrides: variant.overrides + [$0]) }
            }
        }
    }
}

/// One combination of a matrix: the overrides that make it, one per axis, in axis order.
public struct SpecVariant: Equatable, Sendable {
    public let overrides: [SpecOverride]

    public init(overrides: [SpecOverride]) {
        self.overrides = overrides
    }

    /// The values' labels, in axis order (`["dark", "ios26", "iphone-16-pro"]`).
    public var labels: [String] { overrides.map(\.label) }

    /// A variant's output file name: the spec's name, then each value's label, joined by dots
    /// (`phone` × dark × ios 26 × iphone-16-pro → `phone.dark.ios26.iphone-16-pro`).
    public func fileStem(specName: String) -> String {
        ([specName] + labels).joined(separator: ".")
    }
}

extension SpecMatrix {
    /// The headings of a sheet of every spec in every variant, laid out in the order the
    /// variants are made (spec by spec, the first axis slowest). With two axes or more the
    /// first names the rows and the others the columns; with one, it names the columns. Several
    /// specs add their names to the rows.
    public func sheetHeadings(specNames: [String]) -> (rows: [String], columns: [String]) {
        let rowAxes = axes.count >= 2 ? 1 : 0
        let columnAxes = SpecMatrix(axes: Array(axes.dropFirst(rowAxes)))
        let columns = columnAxes.variants.map { $0.labels.joined(separator: " · ") }
        let rowVariants = SpecMatrix(axes: Array(axes.prefix(rowAxes))).variants
        let rows = specNames.flatMap { name in
            rowVariants.map { variant in
                ((specNames.count > 1 ? [name] : []) + variant.labels).joined(separator: " · ")
            }
        }
        return (rows, columns)
    }
}
