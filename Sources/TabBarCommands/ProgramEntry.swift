import ArgumentParser
import Glibc

/// How `tabbar-core` and `tabbar-draw` start, each with its own root command: arguments that are
/// not UTF-8 end in one line, and a long path list is parsed in time linear in its length.
package enum ProgramEntry {
    package static func run<Root: ParsableCommand>(_ root: Root.Type) -> Never {
        let arguments = RawArguments.arguments()
        if let problem = RawArguments.nonUTF8Problem(in: arguments) {
            report([problem])
            exit(2)
        }
        CommandLineMain.run(Root.self) { try parse(arguments, root: Root.self) }
    }

    /// `parseAsRoot`, with a path list longer than a few thousand lifted out first (see PathList).
    package static func parse<Root: ParsableCommand>(_ arguments: [String], root: Root.Type) throws -> any ParsableCommand {
        var shortened = arguments
        guard let lifted = PathList.liftLongList(&shortened, root: Root.self) else { return try Root.parseAsRoot(arguments) }
        guard var listed = try Root.parseAsRoot(shortened) as? any PathListCommand else { return try Root.parseAsRoot(arguments) }
        listed.insertLiftedPaths(lifted)
        return listed
    }
}
