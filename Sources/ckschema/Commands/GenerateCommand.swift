import ArgumentParser
import CKSchemaKit

/// `ckschema generate …`: code and schema generators.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate code or CloudKit schema files from the YAML schemas.",
        subcommands: [GenerateCKDBCommand.self, GenerateSwiftCommand.self])
}
