import ArgumentParser
import Foundation
import TabBarFiles
import TabBarImage
import TabBarModel

/// The paths a multi-spec command works on: its positional arguments, then those of a `--from` list
/// (one path a line, `-` for standard input), for suites longer than a command line.
package enum PathList {
    package static let fromHelp = ArgumentHelp(
        "Also read paths from this file, one a line (- for standard input).", valueName: "FILE")

    /// The most a list may hold, file or standard input: 50,000 paths of 160 bytes.
    static let maxBytes = 8 << 20

    package static func paths(_ positional: [String], from list: String?, noun: String) throws -> [String] {
        var paths = positional
        if let list {
            let data = try read(list)
            // Each line's bytes as they are (see PathBytes): repairing them would name other files.
            // Lines may end in LF or CRLF (one Character in Swift, so not a split on "\n").
            paths += PathBytes.string(data).split(whereSeparator: \.isNewline).map(String.init)
        }
        guard !paths.isEmpty else { throw ValidationError("expected at least one \(noun), as an argument or with --from") }
        return paths
    }

    /// A list's bytes, at most `maxBytes` of them. A named list may be a pipe (`--from <(find …)`),
    /// so it is read as a stream, as standard input is, rather than refused for not being a file.
    private static func read(_ list: String) throws -> Data {
        let name = list == "-" ? "standard input" : list
        let descriptor = list == "-" ? STDIN_FILENO : PathBytes.withCString(list) { open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw ValidationError("--from \(name): no such file or it cannot be read") }
        defer { if descriptor != STDIN_FILENO { close(descriptor) } }
        var info = stat()
        if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            throw ValidationError("--from \(name): \(FileReadError.folder)")
        }
        do {
            return try BoundedFile.readStream(descriptor, maxBytes: maxBytes)
        } catch {
            throw ValidationError("--from \(name): \(error)")
        }
    }
}

/// A command whose positional arguments are a list of paths.
package protocol PathListCommand: ParsableCommand {
    /// Adds paths that were taken off a long command line before parsing, right after the first
    /// positional path (which stayed, so that validation sees a non-empty list).
    mutating func insertLiftedPaths(_ paths: [String])
}

extension PathList {
    /// ArgumentParser stores each positional value by copying the list so far, which makes a command
    /// line of 20,000 paths take seconds. Above `threshold` arguments, the positional paths after the
    /// first are taken out of `arguments` here, by the command's own option table (which options take a
    /// value), and handed back to be inserted after parsing. Returns nil, changing nothing, when the
    /// command line is short, names no path-list command, or holds an option this cannot classify.
    static func liftLongList<Root: ParsableCommand>(_ arguments: inout [String], root: Root.Type, threshold: Int = 128) -> [String]? {
        guard arguments.count > threshold,
              let root = try? JSONSerialization.jsonObject(with: Data(Root._dumpHelp().utf8)) as? [String: Any],
              var command = root["command"] as? [String: Any]
        else { return nil }
        var index = 0
        while index < arguments.count, let subcommands = command["subcommands"] as? [[String: Any]],
              let next = subcommands.first(where: { $0["commandName"] as? String == arguments[index] }) {
            command = next
            index += 1
        }
        let definitions = command["arguments"] as? [[String: Any]] ?? []
        guard definitions.contains(where: { $0["kind"] as? String == "positional" && $0["isRepeating"] as? Bool == true })
        else { return nil }
        var takesValue: [String: Bool] = [:] // "--name" or "-n" → whether the next argument is its value
        for definition in definitions {
            guard let kind = definition["kind"] as? String, kind != "positional" else { continue }
            for name in definition["names"] as? [[String: Any]] ?? [] {
                guard let text = name["name"] as? String else { continue }
                takesValue[(name["kind"] as? String == "short" ? "-" : "--") + text] = kind == "option"
            }
        }
        var kept = Array(arguments[..<index])
        var lifted: [String] = []
        var firstPathKept = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                kept.append(contentsOf: arguments[(index - 1)...])
                break
            }
            if argument.hasPrefix("--") {
                let name = String(argument.prefix { $0 != "=" })
                guard let value = takesValue[name] else { return nil }
                kept.append(argument)
                if value && !argument.contains("="), index < arguments.count {
                    kept.append(arguments[index])
                    index += 1
                }
            } else if argument.hasPrefix("-") && argument.count > 1 {
                // Short options, possibly grouped (-ab) or with the value attached (-oout.png).
                kept.append(argument)
                for (offset, letter) in argument.dropFirst().enumerated() {
                    guard let value = takesValue["-\(letter)"] else { return nil }
                    if value {
                        if offset == argument.count - 2, index < arguments.count {
                            kept.append(arguments[index])
                            index += 1
                        }
                        break
                    }
                }
            } else if firstPathKept {
                lifted.append(argument)
            } else {
                kept.append(argument)
                firstPathKept = true
            }
        }
        guard !lifted.isEmpty else { return nil }
        arguments = kept
        return lifted
    }
}
