import ArgumentParser
import CKSchemaKit

/// `ckschema new-version`: starts the next schema version as a copy of the newest one.
struct NewVersionCommand: ProjectCommand {
    static let configuration = CommandConfiguration(.newVersion)

    @OptionGroup var folder: ModelFolderOptions

    func run(in project: Project) throws {
        let outcome = try NewVersionService(project: project).start(model: folder.model, schemas: folder.schemas)
        Console.out(ReleaseText.started(outcome))
    }
}
