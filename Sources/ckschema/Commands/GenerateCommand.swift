import ArgumentParser
import CKSchemaKit

/// `ckschema generate …`: code and schema generators.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(.generate, subcommands: [GenerateCKDBCommand.self, GenerateSwiftCommand.self])
}
