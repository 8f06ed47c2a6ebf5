import ArgumentParser
import CKSchemaGeneration
import CKSchemaKit
import CKSchemaReporting
import CKSchemaRules
import Foundation

/// `ckschema plan`: migration plans for each step of a model's history.
struct PlanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan",
        abstract: "Plan each version step: CloudKit strategy, local migration stage, what becomes permanent, deploy checklist.",
        discussion: """
            For each step between consecutive versions (default: the whole history) the plan chooses \
            Apple's strategy for updating a production schema: add fields incrementally (additive \
            changes), bump the version attribute and filter old clients (client-incompatible changes) \
            or move to a new container (changes Production refuses). Without --write the Markdown plans \
            are printed. --write writes v<A>-to-v<B>.md and v<A>-to-v<B>.json to the migrations folder \
            (the SwiftData MigrationPlan.swift comes from 'ckschema generate swift', with the \
            versioned schemas it names); --check writes \
            nothing and exits 1 listing missing, stale or obsolete files. --format markdown prints a \
            pull-request summary (verdict, findings, what becomes permanent, an ER diagram of the newest \
            version with its changes) followed by the plans; json, github, sarif and junit print the \
            change findings of the planned steps (github also writes the summary to $GITHUB_STEP_SUMMARY). \
            Exit 0 unless the input is invalid.
            """
    )

    @Option(help: "The first version of the range (default: the oldest).")
    var from: Int?

    @Option(help: "The last version of the range (default: the newest).")
    var to: Int?

    @Flag(help: "Write the plans to the migrations folder.")
    var write = false

    @Flag(help: "Write nothing; exit 1 if the migrations folder is not up to date.")
    var check = false

    @Option(name: .customLong("schemas"), help: "The folder of schema files (default: from ckschema.yaml, else 'schemas').")
    var schemas: String?

    @Option(help: "The model to plan, when the folder holds several.")
    var model: String?

    @Option(help: "The folder for the plans (default: 'migrations:' from ckschema.yaml, else 'migrations').")
    var output: String?

    @OptionGroup var report: FormatOption

    func validate() throws {
        if write && check { throw ValidationError("--write and --check exclude each other") }
        if (write || check) && report.format != .text { throw ValidationError("--format applies to printed plans, not to --write or --check") }
    }

    func run() throws {
        try runReportingInputErrors {
            let project = try Project.load()
            let history = try project.history(schemas: schemas, model: model)
            guard write || check else {
                guard report.format == .text || report.format == .markdown else {
                    return try report.print(try project.planReport(history, from: from, to: to))
                }
                return Console.out(try project.printedPlans(history, from: from, to: to, markdown: report.format == .markdown))
            }
            let output = try MigrationPlanGenerator.output(history, from: from, to: to, folder: project.migrationsDirectory(self.output))
            if check {
                try GeneratedOutputPrinter.check(output, project: project, hint: "the migration plans are out of date; run 'ckschema plan --write'")
            } else {
                try GeneratedOutputPrinter.write(output, project: project)
            }
        }
    }
}
