import Foundation

/// The lint and controller tests' spelling of `CLIRunner`.
enum TabBarProcess {
    typealias Result = CLIRunner.Run

    static let root = CLIRunner.root

    static func run(_ arguments: [String], in folder: URL? = nil) throws -> Result {
        try CLIRunner().run(arguments, in: folder)
    }

    static func temporaryFolder() throws -> URL { try CLIRunner().folder() }

    static func write(_ text: String, to name: String, in folder: URL) throws -> String {
        try CLIRunner().write(text, to: name, in: folder)
    }
}
