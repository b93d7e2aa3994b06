import ArgumentParser
import Foundation
import TabBarModel

@main
struct TabBarCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tabbar",
        abstract: "Draw iOS-style tab bars from a YAML or JSON spec, and inspect their geometry.",
        discussion: """
            Example:
              tabbar render Examples/phone-badges.yaml -o out/
              tabbar layout Examples/phone-badges.yaml --json
              tabbar hit Examples/phone-badges.yaml 120 790
              tabbar lint Examples/*.yaml Examples/*.json
              tabbar state Examples/phone-more.json --tap more --tap More/Downloads
              tabbar preview Examples/ --matrix appearance=light,dark

            Exit codes: 0 done; 1 a check found problems (`lint`: an error; `hit`: nothing at the point); \
            2 invalid input (a spec, an icon, an option). Messages go to standard error and name \
            the file and the field (tabs[2].badge).
            """,
        version: ToolInfo.version,
        subcommands: [
            RenderCommand.self, LayoutCommand.self, HitCommand.self, LintCommand.self, StateCommand.self,
            DiffCommand.self, SnapshotCommand.self, IconsCommand.self, DevicesCommand.self,
            BenchCommand.self, ImportCommand.self, PreviewCommand.self,
        ])

    /// ArgumentParser exits with 64 on a usage error; this tool promises 2 for every invalid input.
    static func main() {
        ProgramEntry.run(Self.self)
    }
}
