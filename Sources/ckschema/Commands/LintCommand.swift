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
            ckschema.yaml, else 'schemas', and its swift: paths). A .swift file, or a folder of \
            Swift code without YAML files, is read as SwiftData @Model code: the newest version of \
            each model is linted, findings at the Swift file:line:column with fixes in Swift terms \
            (see docs/swiftdata.md). Rule severities, disabled rules and suppressions come \
            from ckschema.yaml; findings recorded by 'ckschema baseline' are skipped. Findings in \
            released (locked) versions are notes: those files can no longer change, so fix forward \
            (--strict keeps their severity). Exit codes: 0 no error findings, 1 error findings, 2 invalid input.

            Examples:
              ckschema lint
              ckschema lint schemas/v3.yaml --format github
              ckschema lint App/Models Score.swift
            """
    )

    @Argument(help: "Schema files or folders, or SwiftData Swift files or folders (default: the configured schemas folder and swift: paths).")
    var paths: [String] = []

    @OptionGroup var output: FormatOption

    @Flag(name: .long, help: "Treat warnings as errors for the exit code, and keep released versions' findings at their severity.")
    var strict = false

    func run() throws {
        try runReportingInputErrors {
            let project = try Project.load()
            let outcome = try LintService(project: project).lint(paths: paths, strict: strict)
            try output.print(project.lintReport(outcome))
            if output.format == .text { Console.out(BaselineSummary.lines(outcome)) }
            if outcome.failed { throw ExitStatus.findings }
        }
    }
}
