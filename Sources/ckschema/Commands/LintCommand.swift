import ArgumentParser
import CKSchemaKit
import Foundation

/// `ckschema lint [PATH…]`: every CloudKit incompatibility, at its file:line:column.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Report every CloudKit incompatibility in schema files, at its file:line:column.",
        discussion: """
            PATH may be schema files or folders of them (default: the schemas folder from \
            ckschema.yaml, else 'schemas'). Rule severities, disabled rules and suppressions come \
            from ckschema.yaml. Exit codes: 0 no error findings, 1 error findings, 2 invalid input.
            """
    )

    @Argument(help: "Schema files or folders (default: the configured schemas folder).")
    var paths: [String] = []

    @OptionGroup var output: FormatOption

    @Flag(name: .long, help: "Treat warnings as errors for the exit code.")
    var strict = false

    func run() throws {
        try runReportingInputErrors {
            let report = try Project.load().lintReport(paths: paths)
            try output.print(report)
            let failing = report.diagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) }
            if failing { throw ExitStatus.findings }
        }
    }
}
