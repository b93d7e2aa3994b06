import Foundation

/// The lint and controller tests' spelling of `CLIRunner`.
enum TabBarProcess {
    typealias Result = CLIRunner.Run

    static let root = CLIRunner.root

    static func run(_ arguments: [String], in folder: URL? = nil) throws -> Result {
        try CLIRunner().run(arguments, in: folder)
    }

    /// A spec with one error (a toolbar beside tabs, line 2) and one warning (an action title, line 8).
    static let toolbarSpec = """
        device: iphone-15
        toolbar:
          items:
            - { title: Delete }
        tabs:
          - { id: inbox, title: Inbox, icon: "system:contacts" }
          - { id: sent, title: Sent, icon: "system:recents" }
          - { id: compose, title: Compose, icon: "system:favorites" }

        """

    static func temporaryFolder() throws -> URL { try CLIRunner().folder() }

    static func write(_ text: String, to name: String, in folder: URL) throws -> String {
        try CLIRunner().write(text, to: name, in: folder)
    }
}
