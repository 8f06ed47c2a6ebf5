import ArgumentParser
import CKSchemaKit

@main
struct CKSchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ckschema",
        abstract: "Lint, version, generate and promote Core Data / SwiftData models that sync through CloudKit.",
        version: CKSchemaVersion.current,
        subcommands: [GenerateCommand.self, InspectCommand.self, ImportCommand.self]
    )
}
