import ArgumentParser
import CKSchemaKit

/// `ckschema lint [PATH…]`: every CloudKit incompatibility, at its file:line:column.
struct LintCommand: ProjectCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Report every CloudKit incompatibility in schema files, at its file:line:column.",
        discussion: """
            PATH may be YAML schema files or folders (default: the schemas folder, and the swift:, \
            coreData: and swiftData: models of ckschema.yaml), an Xcode model (.xcdatamodeld: every \
            version, findings at the line of its contents file) or SwiftData code (.swift files or folders: the newest version of each model, \
            fixes in Swift terms, docs/swiftdata.md). A folder is read without its subfolders; one with \
            nothing to read is an error, never a pass.

            The app's own migration plan is checked too, whatever its stores sync: a SwiftData \
            SchemaMigrationPlan (identical versions, old versions listing live classes, stages across \
            changes inferred migration cannot make, renames without originalName, the plan's order) and \
            an Xcode model's older versions against its current one (docs/migration-plans.md).

            SwiftData models that only .none or in-memory stores hold get a note instead of CloudKit \
            findings (--all-models checks them too); an .entitlements file among or beside the paths \
            decides .automatic stores. Severities, disabled rules and suppressions come from \
            ckschema.yaml; findings in the 'ckschema baseline' file are skipped.

            Judged is what the next build ships: each model's newest version, or the current version \
            of the model where it lives (coreData:/swiftData:), released or not, as 'check' judges it. \
            Its errors stay errors until a later version fixes them or 'ckschema baseline' accepts \
            them. A finding only older versions have is a note (--strict keeps its severity).

            Exit 0 no error findings, 1 error findings, 2 invalid input or nothing read.

            Examples:
              ckschema lint
              ckschema lint schemas/v3.yaml --format github
              ckschema lint App/Model.xcdatamodeld
              ckschema lint App/Models Score.swift
              ckschema lint App App/App.entitlements --all-models
            """)

    @Argument(help: "Schema files or folders, an .xcdatamodeld, or SwiftData Swift files or folders (default: the configured schemas folder and swift: paths).")
    var paths: [String] = []

    @OptionGroup var output: FormatOption

    @Flag(name: .long, help: "Treat warnings as errors for the exit code, and keep older versions' findings at their severity.")
    var strict = false

    @OptionGroup var which: ModelOption

    @Flag(name: .long, help: "Check every SwiftData model as synced, also those only local stores hold.")
    var allModels = false

    func run(in project: Project) throws {
        let outcome = try LintService(project: project).lint(paths: paths, strict: strict, allModels: allModels, model: which.model)
        try output.print(project.lintReport(outcome))
        if output.format == .text { Console.out(FindingsText.baselineSummary(outcome)) }
        if outcome.failed { throw ExitStatus.findings }
    }
}
