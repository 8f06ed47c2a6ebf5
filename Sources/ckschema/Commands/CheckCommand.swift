import ArgumentParser
import CKSchemaKit

/// `ckschema check`: production rules (and release readiness) against earlier versions and references, as one gate.
struct CheckCommand: ProjectCommand {
    static let configuration = CommandConfiguration(.check)

    @Argument(help: "A schema file, a folder of schema files, an .xcdatamodeld or a folder of SwiftData code (default: coreData:/swiftData: in ckschema.yaml, else the configured schemas folder).")
    var path: String?

    @Option(help: ArgumentHelp("A production snapshot (.ckdb file, cloudkit:production, production|development of the local store) or a schema version (file, version number, git:REVISION:PATH) (repeatable).",
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
        if output.format == .text { Console.out(outcome.models.map { $0.summary + "\n" }.joined()) }
        try output.print(report)
        if output.format == .text { Console.out(FindingsText.checkClosing(outcome)) }
        if outcome.fails(at: failOn, report: report) { throw ExitStatus.findings }
    }
}
