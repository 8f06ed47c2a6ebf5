import ArgumentParser
import CKSchemaKit
import CKSchemaReporting

/// `ckschema release VERSION…`: locks a released version's content in `schemas/ckschema.lock`.
struct ReleaseCommand: ProjectCommand {
    static let configuration = CommandConfiguration(
        commandName: "release",
        abstract: "Record a released version's content hash in the lock file, so later edits to it fail 'check'.",
        discussion: """
            The hash covers the normalized schema (not whitespace, comments or key order); commit \
            schemas/ckschema.lock. With --from, the model where it lives (an .xcdatamodeld or SwiftData \
            code) is first snapshotted into the next YAML file of the schemas folder; 'coreData:' or 'swiftData:' in \
            ckschema.yaml makes its model the default. Exit 1, writing \
            nothing, when a version was already released with other content.

            Examples:
              ckschema release 3
              ckschema release 1 2 3
              ckschema release --from App/Model.xcdatamodeld
              ckschema release --from App/Models
            """)

    @Argument(help: "The version numbers to release (with --from, or coreData:/swiftData: in ckschema.yaml: versions of that model, default its current one).")
    var versions: [Int] = []

    @Option(help: ArgumentHelp("Snapshot this model into the schemas folder first: an .xcdatamodeld, or a folder of SwiftData code.",
                               valueName: "path"))
    var from: String?

    @OptionGroup var folder: ModelFolderOptions

    func run(in project: Project) throws {
        do {
            guard let release = try ReleaseService(project: project).run(versions, from: from, model: folder.model, schemas: folder.schemas) else {
                throw ValidationError("give the versions to release, or --from MODEL (or coreData:/swiftData: in ckschema.yaml)")
            }
            Console.out(ReleaseText.released(release))
        } catch let conflict as ReleaseConflict {
            Console.out(Reporter.render(FindingsReport(title: "ckschema release", diagnostics: conflict.diagnostics, files: conflict.files), as: .text))
            throw ExitStatus.findings
        }
    }
}
