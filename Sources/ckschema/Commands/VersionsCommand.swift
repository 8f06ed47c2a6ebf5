import ArgumentParser
import CKSchemaKit
import Foundation

/// `ckschema versions`: the versions of each model and whether they are released (locked).
struct VersionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "versions",
        abstract: "List schema versions with their released/locked state.",
        discussion: "Exit 1 when a released version was edited or is missing.")

    @Option(help: "The schemas folder (default: from ckschema.yaml, else 'schemas').")
    var schemas: String?

    func run() throws {
        try runReportingInputErrors {
            let (versions, missing) = try ReleaseService(project: try Project.load()).versions(schemas: schemas)
            Console.out(VersionsText.render(versions, missing: missing))
            if versions.contains(where: \.modified) || !missing.isEmpty { throw ExitStatus.findings }
        }
    }
}
