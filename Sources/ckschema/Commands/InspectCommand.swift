import ArgumentParser
import CKSchemaCKDB
import CKSchemaKit
import CKSchemaCore

/// `ckschema inspect FILE.ckdb`: summary of a real CloudKit schema file.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Summarise a .ckdb file: record types, fields mirrored from Core Data, what looks hand-made.")

    @Argument(help: "A CloudKit Schema Language file (cktool export-schema output, or Markdown containing one).")
    var file: String

    func run() throws {
        try runReportingInputErrors {
            let document = try CKDBParser.parseDocument(try CKDBParser.readText(atPath: file), file: file)
            Console.out(InspectText.render(CKDBInspector.inspect(document)))
        }
    }
}
