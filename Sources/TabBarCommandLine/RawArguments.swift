#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif
import TabBarImage

/// The command line as its bytes. On Linux `CommandLine.arguments` repairs bytes that are not
/// UTF-8 into U+FFFD, so a spec named with them would be "no such file" and an output would be
/// written under another name. Here each argument becomes a String by `PathBytes`' rule, which
/// every file operation undoes, so paths are taken as they are; an option whose value is text
/// rather than a path is refused when that text is not UTF-8.
public enum RawArguments {
    /// Options whose values are free text that reaches a spec, a match or a name: not paths, and
    /// not parsed into a value that would refuse the bytes itself (a colour, a number, a choice).
    static let textOptions: Set<String> = ["--set", "--matrix", "--tap", "--locale", "--device", "--source-device"]

    /// The arguments after the program's name, each byte-exact (see `PathBytes`).
    public static func arguments(
        count: Int32 = CommandLine.argc,
        values: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = CommandLine.unsafeArgv
    ) -> [String] {
        (1..<max(1, Int(count))).compactMap { index in
            values[index].map { PathBytes.string(UnsafeRawBufferPointer(start: $0, count: strlen($0))) }
        }
    }

    /// One line naming the first text option (see `textOptions`) whose value is not UTF-8; nil
    /// when there is none. Paths may be any bytes.
    public static func nonUTF8Problem(in arguments: [String]) -> String? {
        for (index, argument) in arguments.enumerated() {
            let name = String(argument.prefix { $0 != "=" })
            guard textOptions.contains(name) else { continue }
            let value = argument.contains("=") ? String(argument.drop { $0 != "=" }.dropFirst())
                : index + 1 < arguments.count ? arguments[index + 1] : ""
            if !PathBytes.isVerbatimText(value) {
                return "\(name): \"\(MessageText.shorten(MessageText.escape(value), to: 200))\" is not UTF-8 text; "
                    + "only paths may be bytes that are not UTF-8"
            }
        }
        return nil
    }
}
