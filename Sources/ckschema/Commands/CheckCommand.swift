import ArgumentParser
import CKSchemaKit
import Foundation

/// `ckschema check`: production rules (and release readiness) against baselines, as one gate.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the newest schema version against earlier ones: CloudKit production rules in one gate.",
        discussion: """
            PATH is a schema file or a folder (default: the configured schemas folder; its newest version per model is \
            checked). Lint runs first. Each --against REF is a schema file, a version number in the \
            schemas folder, a .ckdb file (a production export: everything the build writes must be \
            deployed there), production or development (that environment of the local store, see --state) or git:REVISION:PATH (in shallow CI clones fetch the revision first). Without --against, the \
            version is checked against every earlier version in the folder, since production keeps \
            everything ever deployed. Exit 1 when any error is found.
            """)

    @Argument(help: "A schema file or a folder of schema files (default: the configured schemas folder).")
    var path: String?

    @Option(name: .customLong("against"), help: "A baseline: schema file, version number or git:REVISION:PATH (repeatable).")
    var against: [String] = []

    @Option(help: "Output format: text, json, github, sarif or markdown.")
    var format: ReportFormat = .text

    @Option(help: "The folder that holds one file per version, for version numbers when PATH is a file (default: the configured schemas folder).")
    var schemas: String?

    @OptionGroup var store: StoreOptions

    func run() throws {
        try runReportingInputErrors {
            let project = try Project.load()
            let service = CheckService(project: project) { environment in try store.existingSchema(of: environment) }
            let outcome = try service.check(path: path, against: against, schemas: schemas)
            var output = Reporter.render(outcome.findingsReport(), as: format, useColor: Console.useColor(for: STDOUT_FILENO))
            if format == .text {
                for model in outcome.models where !model.permanent.isEmpty {
                    output += "permanent once deployed:\n" + model.permanent.map { "  - \($0)\n" }.joined()
                }
                output += BaselineSummary.lines(outcome.findings)
            }
            Console.out(output)
            if outcome.failed { throw ExitStatus.findings }
        }
    }
}
