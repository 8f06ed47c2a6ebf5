import ArgumentParser
import CKSchemaKit
import Foundation

@main
struct CKSchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ckschema",
        abstract: "Lint, version, generate and promote Core Data / SwiftData models that sync through CloudKit.",
        discussion: """
            Exit codes: 0 success, 1 findings (lint errors, breaking changes, stale generated files),
            2 invalid input or usage (with file:line:column; nothing is written).
            'ckschema --version' prints the version.
            """,
        subcommands: [
            LintCommand.self,
            RulesCommand.self,
            ExplainCommand.self,
            CheckCommand.self,
            DiffCommand.self,
            PlanCommand.self,
            VersionsCommand.self,
            ReleaseCommand.self,
            BaselineCommand.self,
            GenerateCommand.self,
            InspectCommand.self,
            ImportCommand.self,
            FiltersCommand.self,
            DevCommand.self,
            PromoteCommand.self,
            EnvCommand.self,
            CloudKitCommand.self,
            BuildLintCommand.self,
        ]
    )

    /// Like ArgumentParser's `main()`, but usage errors exit 2 (ckschema's contract) instead of 64.
    ///
    /// `--version` is answered here rather than through the configuration's `version:`, which
    /// would list a second `--version` in the help of commands that take `--version N`.
    static func main() {
        if Array(CommandLine.arguments.dropFirst()) == ["--version"] {
            Console.out(CKSchemaVersion.current + "\n")
            return
        }
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                Console.err(fullMessage(for: error) + "\n")
                Foundation.exit(ExitStatus.invalidInput.rawValue)
            }
            exit(withError: error)
        }
    }
}
