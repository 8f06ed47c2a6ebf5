import ArgumentParser
import CKSchemaKit

/// `ckschema check`: production rules (and release readiness) against earlier versions and references, as one gate.
struct CheckCommand: ProjectCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "The pull-request gate (can production accept this change?) and, with --release, the release gate (does production have everything this build writes?).",
        discussion: """
            Lint runs first. Then the newest version of each model is compared with its predecessor, \
            with every released version (ckschema.lock: production keeps all it ever got) and with each \
            --against reference. PATH may also be the model where it lives: an .xcdatamodeld or a folder \
            of SwiftData code, read in memory, findings at the Xcode or Swift line.

            'check' passes additions; what the production snapshot lacks is a note \
            (not_in_production_yet). 'check --release' makes those errors (release_not_deployed): run it \
            after the Console deploy. It always compares with production: --against, else the \
            snapshot of cloudkit: in ckschema.yaml (cloudkit/production.ckdb); with neither it exits 2. \
            Both fail on a field or record type deleted, renamed or retyped, and on a released version \
            or its YAML snapshot edited or deleted (ckschema.lock). --swift also compares SwiftData \
            code with the YAML version it claims to be.

            --base REVISION (the branch the change is merged into) also reports how the change relaxes \
            the gate: every rule its ckschema.yaml switches off or lowers, every suppression and \
            findings-baseline entry it adds, at its line (relaxation.*: warnings unless the base's \
            ckschema.yaml sets their level). A base without ckschema.yaml relaxes nothing. See \
            docs/security.md.

            Exit 0 pass, 1 findings (see --fail-on), 2 nothing read. --format github annotates the \
            version under review and writes the job summary. Guides: docs/workflows.md, docs/ci.md.

            Examples:
              ckschema check --against cloudkit/production.ckdb            # pull request
              ckschema check --base origin/main                            # and what it relaxes
              ckschema check --release --against cloudkit/production.ckdb  # release
              ckschema check App/Model.xcdatamodeld
              ckschema check --swift App/Models
              ckschema check --against git:origin/main:schemas/v3.yaml --format github
            """)

    @Argument(help: "A schema file, a folder of schema files, an .xcdatamodeld or a folder of SwiftData code (default: coreData:/swiftData: in ckschema.yaml, else the configured schemas folder).")
    var path: String?

    @Option(help: ArgumentHelp("A production snapshot (.ckdb file, cloudkit:production, production|development of the local store) or a schema version (file, version number, git:REVISION:PATH of a file, an .xcdatamodeld or SwiftData code) (repeatable).",
                               valueName: "reference"))
    var against: [String] = []

    @Option(help: ArgumentHelp("The git revision the change is merged into (origin/main): report every rule the change switches off or lowers and every suppression and findings-baseline entry it adds, at their lines (warnings unless the base's ckschema.yaml sets their level).",
                               valueName: "revision"))
    var base: String?

    @Flag(help: "The release gate: what production lacks of what this build writes is an error, not a note. Production is --against, else the snapshot of cloudkit: in ckschema.yaml; with neither, exit 2.")
    var release = false

    @OptionGroup var output: FormatOption

    @Option(name: .customLong("fail-on"), help: "Exit 1 on findings of this severity or worse: error (default), warning, or never.")
    var failOn: FailLevel = .error

    @OptionGroup var folder: ModelFolderOptions
    @OptionGroup var store: StoreOptions
    @OptionGroup var tool: CKToolOption

    @Option(help: ArgumentHelp("SwiftData code (files or folders) to compare with the YAML versions it claims to be (repeatable; default: swift: in ckschema.yaml).",
                               valueName: "path"))
    var swift: [String] = []

    func run(in project: Project) throws {
        let service = CheckService(project: project, cktool: tool.choice) { try EnvironmentService.existingSchema(of: $0, storePath: store.statePath(project)) }
        let outcome = try service.check(path: path, against: against, schemas: folder.schemas, swift: swift,
                                        model: folder.model, gate: release ? .release : .pullRequest, base: base)
        let report = outcome.findingsReport(repository: project.repositoryPaths)
        // What is gated first: one version per model, against the versions it is compared with.
        if output.format == .text { Console.out(outcome.models.map { FindingsText.checked($0) + "\n" }.joined()) }
        try output.print(report)
        if output.format == .text { Console.out(FindingsText.checkClosing(outcome)) }
        if outcome.fails(at: failOn, report: report) { throw ExitStatus.findings }
    }
}
