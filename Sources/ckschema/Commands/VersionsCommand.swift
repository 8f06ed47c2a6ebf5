import ArgumentParser
import CKSchemaKit

/// `ckschema versions`: the versions of each model and whether they are released (locked).
struct VersionsCommand: ProjectCommand {
    static let configuration = CommandConfiguration(
        commandName: "versions",
        abstract: "List schema versions with their released/locked state.",
        discussion: """
            With coreData: or swiftData: in ckschema.yaml, then lists the versions of the model \
            where it lives, in the order every command numbers them, and what decided that order \
            (coreDataVersions: in ckschema.yaml, the bundle's commits, or the names). Exit 1 \
            when a released version was edited or is missing.

            Examples:
              ckschema versions
              ckschema versions --model Notes   # the SwiftData code holds several models
            """)

    @OptionGroup var folder: SchemasFolderOption
    @OptionGroup var which: ModelOption

    func run(in project: Project) throws {
        let (versions, missing, sourceModel) = try ReleaseService(project: project).versions(schemas: folder.schemas, model: which.model)
        Console.out(VersionsText.render(versions, missing: missing, sourceModel: sourceModel))
        let modified = (versions + (sourceModel?.versions ?? [])).contains(where: \.modified)
        if modified || !missing.isEmpty { throw ExitStatus.findings }
    }
}
