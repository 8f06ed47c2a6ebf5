import ArgumentParser
import CKSchemaCore
import CKSchemaKit
import Foundation

/// `ckschema lint [PATH…]`: every CloudKit incompatibility, at its file:line:column.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Report every CloudKit incompatibility in schema files, at its file:line:column.",
        discussion: """
            PATH may be schema files or folders of them (default: the schemas folder from \
            ckschema.yaml, else 'schemas', and its swift: paths). An Xcode model (.xcdatamodeld, \
            .xcdatamodel or its contents file) is read where it lives: every version, in memory, each \
            finding at its line of the version's contents file; versions the schemas folder released \
            are notes there too (docs/workflows.md). A .swift file, or a folder of \
            Swift code without YAML files, is read as SwiftData @Model code: the newest version of \
            each model is linted, findings at the Swift file:line:column with fixes in Swift terms \
            (see docs/swiftdata.md). CloudKit rules apply to the models a syncing store holds (or \
            may: .automatic, a run-time choice) and to those no store in the code holds; models only \
            .none or in-memory stores hold get a note instead (--all-models checks them too). An \
            .entitlements file among or beside the paths decides .automatic stores. Rule severities, disabled rules and suppressions come \
            from ckschema.yaml; findings recorded by 'ckschema baseline' are skipped. Findings in \
            released (locked) versions are notes: those files can no longer change, so fix forward \
            (--strict keeps their severity). A folder is read, not its subfolders: a folder without schema \
            files (empty, versions only in a subfolder, a Core Data bundle) is an error naming what was \
            looked for, never a pass on nothing. Exit codes: 0 no error findings, 1 error findings, 2 \
            invalid input or nothing read.

            Examples:
              ckschema lint
              ckschema lint schemas/v3.yaml --format github
              ckschema lint App/Model.xcdatamodeld
              ckschema lint App/Models Score.swift
              ckschema lint App App/App.entitlements --all-models
            """
    )

    @Argument(help: "Schema files or folders, an .xcdatamodeld, or SwiftData Swift files or folders (default: the configured schemas folder and swift: paths).")
    var paths: [String] = []

    @OptionGroup var output: FormatOption

    @Flag(name: .long, help: "Treat warnings as errors for the exit code, and keep released versions' findings at their severity.")
    var strict = false

    @Flag(name: .long, help: "Check every SwiftData model as synced, also those only local stores hold.")
    var allModels = false

    func run() throws {
        try runReportingInputErrors {
            let project = try Project.load()
            let outcome = try LintService(project: project).lint(paths: paths, strict: strict, allModels: allModels)
            try output.print(project.lintReport(outcome))
            if output.format == .text { Console.out(FindingsText.baselineSummary(outcome)) }
            if outcome.failed { throw ExitStatus.findings }
        }
    }
}
