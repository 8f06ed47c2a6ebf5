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
            --schema-version N (a schema version; '--version' is ckschema's),
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

    /// `arguments` with `--version N` (and `--version=N`) spelt `--schema-version N`, up to a `--`;
    /// nil when they have neither.
    static func schemaVersionSpelling(_ arguments: [String]) -> [String]? {
        var renamed: [String] = []
        var changed = false
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" {
                renamed += arguments[index...]
                break
            }
            if argument == "--version", index + 1 < arguments.count, Int(arguments[index + 1]) != nil {
                renamed += ["--schema-version", arguments[index + 1]]
                changed = true
                index += 2
                continue
            }
            if argument.hasPrefix("--version="), Int(argument.dropFirst("--version=".count)) != nil {
                renamed.append("--schema-version=" + argument.dropFirst("--version=".count))
                changed = true
            } else {
                renamed.append(argument)
            }
            index += 1
        }
        return changed ? renamed : nil
    }

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
    /// `--version` is the tool's alone: answered here, before any parsing (it is the start-up the
    /// benchmark measures), after a command's name too. A schema version has an option of its own,
    /// `--schema-version N`; the older spelling `--version N` still works, with a note.
    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        if let index = arguments.firstIndex(of: "--version"), !arguments[..<index].contains("--"),
           index + 1 >= arguments.count || Int(arguments[index + 1]) == nil {
            Console.out(CKSchemaVersion.current + "\n")
            return
        }
        if let renamed = schemaVersionSpelling(arguments) {
            Console.err("note: '--version N' is spelt '--schema-version N' now; '--version' alone prints ckschema's version\n")
            arguments = renamed
        }
        if let message = unknownSubcommand(arguments) {
            Console.err(message + "\n")
            Foundation.exit(ExitStatus.invalidInput.rawValue)
        }
        do {
            var command = try parseAsRoot(arguments)
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
