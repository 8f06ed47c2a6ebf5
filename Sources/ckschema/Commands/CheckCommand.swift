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
            deployed there), production or development (that environment of the local store, see --state), cloudkit:production or cloudkit:development (the live export through 'cloudkit:' in ckschema.yaml; --against cloudkit/production.ckdb is its committed snapshot) or git:REVISION:PATH (in shallow CI clones fetch the revision first). Without --against, the \
            version is checked against every earlier version in the folder, since production keeps \
            everything ever deployed. With --swift (or swift: in ckschema.yaml), the SwiftData @Model \
            code is also compared with the YAML version it claims to be (a VersionedSchema is version N \
            of its migration plan; code without one is the newest version): every difference is an \
            error at its Swift line, with the YAML line beside it. Exit 1 when any error is found \
            (--fail-on warning: any warning too; --fail-on never: findings never fail). --format github \
            prints workflow annotations and, when $GITHUB_STEP_SUMMARY is set, appends the pull-request \
            summary (what --format markdown prints) to the job summary.

            Examples:
              ckschema check
              ckschema check --against production
              ckschema check --swift App/Models
              ckschema check --against git:origin/main:schemas/v3.yaml --format github
              ckschema check --format sarif > ckschema.sarif
            """)

    @Argument(help: "A schema file or a folder of schema files (default: the configured schemas folder).")
    var path: String?

    @Option(name: .customLong("against"), help: "A baseline: schema file, version number or git:REVISION:PATH (repeatable).")
    var against: [String] = []

    @OptionGroup var output: FormatOption

    @Option(name: .customLong("fail-on"), help: "Exit 1 on findings of this severity or worse: error (default), warning, or never.")
    var failOn: FailLevel = .error

    enum FailLevel: String, ExpressibleByArgument, CaseIterable {
        case error, warning, never
    }

    @Option(help: "The folder that holds one file per version, for version numbers when PATH is a file (default: the configured schemas folder).")
    var schemas: String?

    @OptionGroup var store: StoreOptions

    @Option(name: .customLong("swift"), help: "SwiftData code (files or folders) to compare with the YAML versions it claims to be (repeatable; default: swift: in ckschema.yaml).")
    var swift: [String] = []

    @Option(help: "The YAML model the SwiftData code is compared with, when the schemas folder holds several.")
    var model: String?

    func run() throws {
        try runReportingInputErrors {
            let project = try Project.load()
            let service = CheckService(project: project) { environment in try store.existingSchema(of: environment) }
            let outcome = try service.check(path: path, against: against, schemas: schemas, swift: swift, model: model)
            let report = outcome.findingsReport(repository: project.repositoryPaths)
            try output.print(report)
            if output.format == .text {
                var text = ""
                for model in outcome.models where !model.permanent.isEmpty {
                    text += "permanent once deployed:\n" + model.permanent.map { "  - \($0)\n" }.joined()
                }
                Console.out(text + BaselineSummary.lines(outcome.findings))
            }
            let failing = switch failOn {
            case .error: outcome.failed
            case .warning: report.diagnostics.contains { $0.severity >= .warning }
            case .never: false
            }
            if failing { throw ExitStatus.findings }
        }
    }
}
