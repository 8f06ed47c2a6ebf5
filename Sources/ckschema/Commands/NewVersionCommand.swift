import ArgumentParser
import CKSchemaKit

/// `ckschema new-version`: starts the next schema version as a copy of the newest one.
struct NewVersionCommand: ProjectCommand {
    static let configuration = CommandConfiguration(
        commandName: "new-version",
        abstract: "Start the next schema version: copy the newest YAML version, bump 'version:' and the version attribute's defaults.",
        discussion: """
            Writes version N+1 beside version N, named like it (Journal-v4.yaml after Journal-v3.yaml), \
            with the same text and comments; 'version:' and the version attributes' default N become N+1. \
            Then edit it and run 'ckschema check'. Core Data and SwiftData teams add the version in Xcode \
            or as a VersionedSchema instead (docs/workflows.md). Exit 2, writing nothing, when the file exists.

            Examples:
              ckschema new-version
              ckschema new-version --model Journal --schemas App/schemas
            """)

    @OptionGroup var folder: ModelFolderOptions

    func run(in project: Project) throws {
        let outcome = try NewVersionService(project: project).start(model: folder.model, schemas: folder.schemas)
        Console.out(ReleaseText.started(outcome))
    }
}
