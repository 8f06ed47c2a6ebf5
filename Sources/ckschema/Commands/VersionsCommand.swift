import ArgumentParser
import CKSchemaKit
import Foundation

/// `ckschema versions`: the versions of each model and whether they are released (locked).
struct VersionsCommand: ProjectCommand {
    static let configuration = CommandConfiguration(
        commandName: "versions",
        abstract: "List schema versions with their released/locked state.",
        discussion: "Exit 1 when a released version was edited or is missing.")

    @OptionGroup var folder: SchemasFolderOption

    func run(in project: Project) throws {
        let (versions, missing) = try ReleaseService(project: project).versions(schemas: folder.schemas)
        Console.out(VersionsText.render(versions, missing: missing))
        if versions.contains(where: \.modified) || !missing.isEmpty { throw ExitStatus.findings }
    }
}
