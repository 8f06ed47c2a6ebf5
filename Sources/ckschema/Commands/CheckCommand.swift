import ArgumentParser
import CKSchemaKit
import Foundation

/// `ckschema check`: production rules (and release readiness) against baselines, as one gate.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "The pull-request gate (can production accept this change?) and, with --release, the release gate (does production have everything this build writes?).",
        discussion: """
            PATH is a schema file or a folder (default: the configured schemas folder; its newest version per model is \
            checked), or the model where it lives: an .xcdatamodeld (its current version) or a folder of \
            SwiftData code (its newest version), read in memory and checked against the released YAML \
            history of the schemas folder, findings at the Xcode or Swift line (docs/workflows.md). Lint runs \
            first. The newest version is compared with its predecessor and every released version \
            (schemas/ckschema.lock), since production keeps everything ever deployed, and with each \
            production snapshot given with --against.

            The pull-request gate, 'check': can production accept this change? Additions pass (exit 0); what \
            the production snapshot lacks is a note (not_in_production_yet: deploy before the release that \
            writes it).

            The release gate, 'check --release': does production already have everything this build writes? \
            The same items are errors (release_not_deployed, exit 1). Run it after the Console deploy and \
            'ckschema cloudkit verify-deploy', before shipping.

            Both fail on a change production refuses (a deleted, renamed or retyped field or record type).

            Each --against REF is a production snapshot — a .ckdb file (cloudkit/production.ckdb, written by \
            'ckschema cloudkit pull'), cloudkit:production (the live export through 'cloudkit:' in ckschema.yaml), \
            or production/development (the local simulation store, see --state) — or a schema version to compare \
            with instead of the earlier versions: a schema file, a version number in the schemas folder, or \
            git:REVISION:PATH (in shallow CI clones fetch the revision first). With --swift (or swift: in \
            ckschema.yaml), the SwiftData @Model code is also compared with the YAML version it claims to be (a \
            VersionedSchema is version N of its migration plan; code without one is the newest version): every \
            difference is an error at its Swift line, with the YAML line beside it. Exit 0 when the gate passes, \
            1 when any error is found (--fail-on warning: any warning too; --fail-on never: findings never fail), \
            2 when nothing could be read (no schemas folder, no version in it). --format github prints workflow \
            annotations on the version under review and, when $GITHUB_STEP_SUMMARY is set, appends the \
            pull-request summary (what --format markdown prints) to the job summary.

            Examples:
              ckschema check --against cloudkit/production.ckdb            # pull request
              ckschema check --release --against cloudkit/production.ckdb  # release
              ckschema check --swift App/Models
              ckschema check App/Model.xcdatamodeld
              ckschema check --against git:origin/main:schemas/v3.yaml --format github
              ckschema check --format sarif > ckschema.sarif
            """)

    @Argument(help: "A schema file, a folder of schema files, an .xcdatamodeld or a folder of SwiftData code (default: the configured schemas folder).")
    var path: String?

    @Option(name: .customLong("against"), help: "A production snapshot (.ckdb file, cloudkit:production, production|development of the local store) or a schema version (file, version number, git:REVISION:PATH) (repeatable).")
    var against: [String] = []

    @Flag(name: .customLong("release"), help: "The release gate: what production lacks of what this build writes is an error, not a note.")
    var release = false

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
            let outcome = try service.check(path: path, against: against, schemas: schemas, swift: swift, model: model,
                                        gate: release ? .release : .pullRequest)
            let report = outcome.findingsReport(repository: project.repositoryPaths)
            // What is gated first: one version per model, against the versions it is compared with.
            if output.format == .text { Console.out(outcome.models.map { $0.summary + "\n" }.joined()) }
            try output.print(report)
            if output.format == .text { Console.out(FindingsText.checkClosing(outcome)) }
            let failing = switch failOn {
            case .error: outcome.failed
            case .warning: report.diagnostics.contains { $0.severity >= .warning }
            case .never: false
            }
            if failing { throw ExitStatus.findings }
        }
    }
}
