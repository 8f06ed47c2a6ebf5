import ArgumentParser
import CKSchemaCore
import CKSchemaKit

extension CloudKitSchemaMode: ExpressibleByArgument {}

/// `ckschema generate ckdb`: the CloudKit schema Core Data / SwiftData create for a model, in
/// the form `cktool export-schema` prints.
struct GenerateCKDBCommand: ProjectCommand {
    static let configuration = CommandConfiguration(
        commandName: "ckdb",
        abstract: "Generate the CloudKit schema (.ckdb) NSPersistentCloudKitContainer creates for a schema version.",
        discussion: """
            The version is --file (a YAML file, an .xcdatamodeld or SwiftData code: its current \
            version), else --schema-version N of the schemas folder, else the current version of \
            coreData:/swiftData: in ckschema.yaml, else the newest YAML version. Modes: 'initialized' is what \
            initializeCloudKitSchema uploads (every field, every _ckAsset companion, CD_moveReceipt); \
            'jit' is what saving records creates (no companions). A comment header names the fields that \
            only appear once a value is saved; --no-notes leaves it out.

            Examples:
              ckschema generate ckdb --output cloudkit/expected.ckdb
              ckschema generate ckdb --file App/Model.xcdatamodeld --mode jit
              ckschema generate ckdb --schema-version 2 --mode jit --no-notes
            """)

    @OptionGroup var selection: SchemaVersionOptions

    @Option(help: "initialized or jit.")
    var mode: CloudKitSchemaMode = .initialized

    @OptionGroup var file: GeneratedFileOptions

    @Flag(help: "Leave out the explanatory comment header.")
    var noNotes = false

    func run(in project: Project) throws {
        let text = try GenerationService(project: project).ckdb(try selection.select(project), mode: mode, notes: !noNotes)
        guard let output = file.output else { return Console.out(text) }
        try GeneratedOutputPrinter.finish(GeneratedOutput(file: output, contents: text), check: file.check, project: project,
                                          hint: "'\(output)' differs from the generated CloudKit schema (run without --check to update it)")
    }
}
