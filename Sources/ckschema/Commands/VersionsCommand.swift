import ArgumentParser
import CKSchemaKit

/// `ckschema versions`: the versions of each model and whether they are released (locked).
struct VersionsCommand: ProjectCommand {
    static let configuration = CommandConfiguration(.versions)

    @OptionGroup var folder: SchemasFolderOption

    func run(in project: Project) throws {
        let (versions, missing, sourceModel) = try ReleaseService(project: project).versions(schemas: folder.schemas)
        Console.out(VersionsText.render(versions, missing: missing, sourceModel: sourceModel))
        let modified = (versions + (sourceModel?.versions ?? [])).contains(where: \.modified)
        if modified || !missing.isEmpty { throw ExitStatus.findings }
    }
}
