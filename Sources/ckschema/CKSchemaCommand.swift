import ArgumentParser
import CKSchemaKit
import CKSchemaCore
import Foundation

@main
struct CKSchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ckschema",
        abstract: "Lint, version, generate and promote Core Data / SwiftData models that sync through CloudKit.",
        discussion: """
            Start here (docs/workflows.md):
              1. ckschema lint App/Model.xcdatamodeld
                 the CloudKit rules, where the model lives (or App/Models for
                 SwiftData code, schemas/ for YAML; 'import' copies a model to YAML)
              2. ckschema check App/Model.xcdatamodeld
                 the pull-request gate: what production and older apps cannot take
              3. ckschema release --from App/Model.xcdatamodeld
                 it ships: snapshot it into schemas/ and lock it ('release 3' for YAML)

            One vocabulary: --format text|json|github|sarif|markdown|junit,
            --fail-on error|warning|never, --schemas DIR (the YAML history),
            --check (generated files are stale: exit 1), --dry-run (change
            nothing). The "baseline" is only the accepted-findings file of
            'ckschema baseline'; --against names a reference to compare with.

            Exit codes: 0 success, 1 findings (lint errors, breaking changes,
            stale generated files), 2 invalid input or usage (with
            file:line:column; nothing is written). 'ckschema --version' prints
            the version.
            """,
        subcommands: [
            ImportCommand.self,
            LintCommand.self,
            CheckCommand.self,
            ReleaseCommand.self,
            NewVersionCommand.self,
            DiffCommand.self,
            RulesCommand.self,
            ExplainCommand.self,
            PlanCommand.self,
            VersionsCommand.self,
            BaselineCommand.self,
            GenerateCommand.self,
            InspectCommand.self,
            FiltersCommand.self,
            DevCommand.self,
            PromoteCommand.self,
            EnvCommand.self,
            CloudKitCommand.self,
            BuildLintCommand.self,
        ])

    /// The error for an argument where a command is expected that names none, with the closest
    /// command ("did you mean 'lint'?"); nil when the arguments name commands.
    static func unknownSubcommand(_ arguments: [String]) -> String? {
        var command: ParsableCommand.Type = CKSchemaCommand.self
        var path = ["ckschema"]
        for argument in arguments {
            let subcommands = command.configuration.subcommands
            guard !subcommands.isEmpty, !argument.hasPrefix("-"), argument != "help" else { return nil }
            guard let next = subcommands.first(where: { $0._commandName == argument }) else {
                let names = subcommands.filter { $0.configuration.shouldDisplay }.map { $0._commandName }
                let hint = Suggestion.didYouMean(argument, in: names).map { "; \($0)" } ?? ""
                return "error: '\(argument)' is not a command of '\(path.joined(separator: " "))'\(hint)\n"
                    + "  commands: \(names.joined(separator: ", ")) (see '\(path.joined(separator: " ")) --help')"
            }
            command = next
            path.append(argument)
        }
        return nil
    }

    /// Like ArgumentParser's `main()`, but usage errors exit 2 (ckschema's contract) instead of 64.
    ///
    /// `--version` is answered here rather than through the configuration's `version:`, which
    /// would list a second `--version` in the help of commands that take `--version N`.
    static func main() {
        if Array(CommandLine.arguments.dropFirst()) == ["--version"] {
            Console.out(CKSchemaVersion.current + "\n")
            return
        }
        if let message = unknownSubcommand(Array(CommandLine.arguments.dropFirst())) {
            Console.err(message + "\n")
            Foundation.exit(ExitStatus.invalidInput.rawValue)
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
