import ArgumentParser
import CKSchemaCore
import CKSchemaGeneration
import CKSchemaKit
import Foundation

extension CloudKitSchemaMode: ExpressibleByArgument {}

/// `ckschema generate ckdb`: the CloudKit schema Core Data / SwiftData create for a model, in
/// the form `cktool export-schema` prints.
struct GenerateCKDBCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ckdb",
        abstract: "Generate the CloudKit schema (.ckdb) NSPersistentCloudKitContainer creates for a schema version.",
        discussion: """
            Modes: 'initialized' lists what initializeCloudKitSchema uploads (every field, every _ckAsset \
            companion, CD_moveReceipt); 'jit' lists what just-in-time creation leaves once records are saved \
            (no companions). A comment header says which fields only appear once a value is saved; \
            --no-notes leaves it out so the file is exactly the export form.
            """
    )

    @OptionGroup var selection: SchemaVersionOptions

    @Option(name: .long, help: "initialized or jit.")
    var mode: CloudKitSchemaMode = .initialized

    @Option(name: .long, help: "Write to this file instead of standard output.")
    var output: String?

    @Flag(name: .long, help: "Compare with --output instead of writing; exit 1 when it differs.")
    var check = false

    @Flag(name: .long, help: "Leave out the explanatory comment header.")
    var noNotes = false

    func validate() throws {
        try selection.validateChoice()
        if check && output == nil { throw ValidationError("--check needs --output FILE to compare with") }
    }

    func run() throws {
        try runReportingInputErrors {
            let context = try Project.load()
            let text = try GenerationService(project: context).ckdb(try selection.select(context), mode: mode, notes: !noNotes)
            guard let output else {
                Console.out(text)
                return
            }
            if check {
                if AtomicFile.isUpToDate(text, at: output) { return }
                Console.err("error: '\(output)' differs from the generated CloudKit schema (run without --check to update it)\n")
                throw ExitStatus.findings
            }
            try AtomicFile.write(text, to: output)
        }
    }
}
