import ArgumentParser
import CKSchemaKit

/// `ckschema baseline`: accept today's findings when adopting ckschema on an existing history.
struct BaselineCommand: ProjectCommand {
    static let configuration = CommandConfiguration(.baseline)

    @Flag(help: "Rewrite an existing baseline file.")
    var update = false

    func run(in project: Project) throws {
        let service = BaselineService(project: project)
        let count = try service.record(update: update)
        Console.out("recorded \(count) finding\(count == 1 ? "" : "s") in \(service.path)\n")
    }
}
