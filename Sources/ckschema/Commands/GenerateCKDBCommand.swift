import ArgumentParser
import CKSchemaCore
import CKSchemaKit

extension CloudKitSchemaMode: ExpressibleByArgument {}

/// `ckschema generate ckdb`: the CloudKit schema Core Data / SwiftData create for a model, in
/// the form `cktool export-schema` prints.
struct GenerateCKDBCommand: ProjectCommand {
    static let configuration = CommandConfiguration(.generateCKDB)

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
