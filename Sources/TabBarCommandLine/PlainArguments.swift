import ArgumentParser

/// A command line read without ArgumentParser, in its plain forms only. ArgumentParser reflects a
/// command and its option groups several times before it reads a word, which costs a start-up
/// 2–3 ms (`diff`, `render`); the commands every script runs read their plain lines here and leave
/// everything else to ArgumentParser, which then parses or reports it exactly as it always did.
///
/// Plain means: positional words that do not start with "-" (and are not "help", ArgumentParser's
/// word for the help screen), flags written once, and options written as `--name value` or
/// `--name=value` (a short name only as `-o value`), once each unless the option is repeatable.
/// Anything else (help, `--`, an unknown or repeated option, a value an option given `.next`
/// would refuse) is not plain, and `init` gives nil.
package struct PlainArguments {
    /// How an option takes its value, as its declaration asks: `.next` refuses a value that looks
    /// like an option (left to ArgumentParser), `.unconditional` takes any.
    package enum Value { case next, unconditional }

    package enum Kind {
        case flag
        case option(Value, repeatable: Bool)
    }

    /// A command's plain vocabulary: each name as written (`-o` and `--output` both) and the
    /// name its value is filed under.
    package struct Vocabulary {
        let kinds: [String: (name: String, kind: Kind)]

        package init(_ entries: [(names: [String], kind: Kind)]) {
            var kinds: [String: (name: String, kind: Kind)] = [:]
            for entry in entries {
                guard let canonical = entry.names.last else { continue }
                for name in entry.names { kinds[name] = (canonical, entry.kind) }
            }
            self.kinds = kinds
        }
    }

    /// Thrown by the typed reads for a value its type does not take: the line is then left to
    /// ArgumentParser, which reports it.
    package struct NotPlain: Error {
        package init() {}
    }

    package private(set) var positionals: [String] = []
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []

    package init?(_ arguments: [String], _ vocabulary: Vocabulary) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-") else {
                guard !argument.isEmpty, argument != "help" else { return nil }
                positionals.append(argument)
                continue
            }
            let written = String(argument.prefix { $0 != "=" })
            // `-o=value` is ArgumentParser's to read.
            let inline = written.count < argument.count && written.hasPrefix("--") ? String(argument.dropFirst(written.count + 1)) : nil
            guard let (name, kind) = vocabulary.kinds[inline == nil ? argument : written] else { return nil }
            switch kind {
            case .flag:
                guard inline == nil, flags.insert(name).inserted else { return nil }
            case .option(let taking, let repeatable):
                let value: String
                if let inline {
                    value = inline
                } else {
                    guard index < arguments.count else { return nil }
                    value = arguments[index]
                    index += 1
                }
                if case .next = taking, value.hasPrefix("-") { return nil }
                guard repeatable || values[name] == nil else { return nil }
                values[name, default: []].append(value)
            }
        }
    }

    package func isSet(_ flag: String) -> Bool { flags.contains(flag) }

    /// The text given to an option, if it was given.
    package func text(_ name: String) -> String? { values[name]?.first }

    /// The value given to an option, converted by its own `ExpressibleByArgument`.
    package func value<T: ExpressibleByArgument>(_ name: String, as type: T.Type = T.self) throws(NotPlain) -> T? {
        guard let text = values[name]?.first else { return nil }
        guard let value = T(argument: text) else { throw NotPlain() }
        return value
    }

    /// Every value given to a repeatable option, in order.
    package func values<T: ExpressibleByArgument>(_ name: String, as type: T.Type = T.self) throws(NotPlain) -> [T] {
        var converted: [T] = []
        for text in values[name] ?? [] {
            guard let value = T(argument: text) else { throw NotPlain() }
            converted.append(value)
        }
        return converted
    }
}
