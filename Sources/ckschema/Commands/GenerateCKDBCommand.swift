import ArgumentParser
import CKSchemaCore
import CKSchemaKit
import Foundation

extension CloudKitSchemaMode: ExpressibleByArgument {}

/// `ckschema generate ckdb`: the CloudKit schema Core Data / SwiftData create for a model, in
/// the form `cktool export-schema` prints.
struct GenerateCKDBCommand: ProjectCommand {
    static let configuration = CommandConfiguration(
        commandName: "ckdb",
        abstract: "Generate the CloudKit schema (.ckdb) NSPersistentCloudKitContainer creates for a schema version.",
        discussion: """
            Modes: 'initialized' is what initializeCloudKitSchema uploads (every field, every _ckAsset \
            companion, CD_moveReceipt); 'jit' is what saving records creates (no companions). A comment \
            header names the fields that only appear once a value is saved; --no-notes leaves it out.

            Examples:
              ckschema generate ckdb --output cloudkit/expected.ckdb
              ckschema generate ckdb --version 2 --mode jit --no-notes
            """
    )

    @OptionGroup var selection: SchemaVersionOptions

    @Option(help: "initialized or jit.")
    var mode: CloudKitSchemaMode = .initialized

    @OptionGroup var file: GeneratedFileOptions

    @Flag(help: "Leave out the explanatory comment header.")
    var noNotes = false

    func validate() throws {
        try selection.validateChoice()
        try file.validateCheck()
    }

    func run(in project: Project) throws {
        let text = try GenerationService(project: project).ckdb(try selection.select(project), mode: mode, notes: !noNotes)
        guard let output = file.output else { return Console.out(text) }
        if file.check {
            if AtomicFile.isUpToDate(text, at: output) { return }
            Console.err("error: '\(output)' differs from the generated CloudKit schema (run without --check to update it)\n")
            throw ExitStatus.findings
        }
        try AtomicFile.write(text, to: output)
    }
}
