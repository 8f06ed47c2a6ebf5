import ArgumentParser
import CKSchemaKit
import Foundation

/// `ckschema generate`: groups the generators.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate files from a schema version.",
        subcommands: [GenerateCKDBCommand.self]
    )
}

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

    @Option(name: .long, help: "A schema file (YAML).")
    var schema: String?

    @Option(name: .long, help: "A version number of the model in the schemas folder (default: the newest).")
    var version: Int?

    @Option(name: .long, help: "The model, when the schemas folder holds several.")
    var model: String?

    @Option(name: .long, help: "The schemas folder.")
    var schemas: String = "schemas"

    @Option(name: .long, help: "initialized or jit.")
    var mode: CloudKitSchemaMode = .initialized

    @Option(name: .long, help: "Write to this file instead of standard output.")
    var output: String?

    @Flag(name: .long, help: "Compare with --output instead of writing; exit 1 when it differs.")
    var check = false

    @Flag(name: .long, help: "Leave out the explanatory comment header.")
    var noNotes = false

    /// The lint run before generation. Until the lint branch is merged this finds nothing; the
    /// integrator replaces it with `{ Linter().lint($0).diagnostics }`. Mapping problems
    /// (unsupported types, inheritance field collisions) are refused regardless.
    static let lintHook: CKDBGenerator.LintHook = CKDBGenerator.noLint

    func validate() throws {
        if schema != nil && (version != nil || model != nil) {
            throw ValidationError("use either --schema or --version/--model")
        }
        if check && output == nil { throw ValidationError("--check needs --output FILE to compare with") }
    }

    func run() throws {
        do {
            let selected = try SchemaSelector.select(file: schema, version: version, model: model, directory: schemas)
            let text = try CKDBGenerator.generate(selected, mode: mode, notes: !noNotes, lint: Self.lintHook)
            guard let output else {
                FileHandle.standardOutput.write(Data(text.utf8))
                return
            }
            if check {
                if AtomicFile.isUpToDate(text, at: output) { return }
                CLIReport.error("'\(output)' differs from the generated CloudKit schema (run without --check to update it)")
                throw ExitCode(1)
            }
            try AtomicFile.write(text, to: output)
        } catch let error as InputError {
            CLIReport.inputError(error)
            throw ExitCode(2)
        }
    }
}

/// Writes errors to standard error in `file:line:column: error: message [id]` form.
enum CLIReport {
    static func error(_ message: String) {
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    }

    static func inputError(_ error: InputError) {
        let lines = error.diagnostics.map { d in
            let location = d.location.map { "\($0): " } ?? ""
            return "\(location)\(d.severity.rawValue): \(d.message) [\(d.id)]" + (d.fix.map { " (\($0))" } ?? "")
        }
        FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
    }
}
