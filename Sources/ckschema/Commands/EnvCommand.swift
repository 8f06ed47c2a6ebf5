import ArgumentParser
import CKSchemaCore
import CKSchemaKit
import CKSchemaRules
import CKSchemaStore
import Foundation

/// `ckschema env …`: import, export and history of the store's environments.
struct EnvCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "env",
        abstract: "Local simulation store: import a production export, export an environment's schema, show the history.",
        subcommands: [EnvImportCommand.self, EnvExportCommand.self, EnvHistoryCommand.self]
    )
}

struct EnvImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Make a real 'cktool export-schema' file the local production store's schema.",
        discussion: "The local production store's schema becomes exactly the file's; the local development store gains whatever of it it lacks. CloudKit is not touched ('ckschema cloudkit pull' does this from the live container)."
    )

    /// Only production is imported: development is what `dev init` provisions from the YAML.
    enum ImportedEnvironment: String, ExpressibleByArgument, CaseIterable {
        case production
    }

    @Argument(help: "The environment: production (development is provisioned by 'ckschema dev init').")
    var environment: ImportedEnvironment

    @Argument(help: "A .ckdb file (cktool export-schema --environment production).")
    var file: String

    @OptionGroup var store: StoreOptions

    @OptionGroup var actor: ActorOption

    func run() throws {
        try runReportingInputErrors {
            let context = try Project.load()
            let text = try CKDBParser.readText(atPath: file)
            let schema = try CKDBParser.parse(text, file: file)
            let result = try store.open(context).importSchema(schema, contentHash: ContentHash.of(text), file: file, into: .production,
                                                              stamp: actor.stamp)
            var out = "imported '\(file)' into the local production store (\(schema.recordTypes.count) record types)\n"
            out += result.added.map { "added \($0.trimmingCharacters(in: .whitespaces))\n" }.joined()
            out += result.removed.map { "removed \($0.trimmingCharacters(in: .whitespaces))\n" }.joined()
            if !result.developmentAdditions.isEmpty {
                out += "development gained: " + result.developmentAdditions.map(\.description).joined(separator: ", ") + "\n"
            }
            Console.out(out)
        }
    }
}

struct EnvExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Print a local store environment's schema as a .ckdb file, in the form cktool export-schema prints."
    )

    @Argument(help: "development or production.")
    var environment: CloudKitEnvironment

    @Option(name: .long, help: "Write to this file (atomically) instead of standard output.")
    var output: String?

    @OptionGroup var store: StoreOptions

    func run() throws {
        try runReportingInputErrors {
            let context = try Project.load()
            let text = try store.openExisting(context).export(environment)
            if let output { try AtomicFile.write(text, to: output) } else { Console.out(text) }
        }
    }
}

struct EnvHistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "Every change to the local store's environments, oldest first: what, when, which version, who, tool version."
    )

    @Option(name: .long, help: "Only this environment's history.")
    var environment: CloudKitEnvironment?

    @Flag(name: .long, help: "Also list every schema change of each entry.")
    var verbose = false

    @OptionGroup var output: DataFormatOption

    @OptionGroup var store: StoreOptions

    func run() throws {
        try runReportingInputErrors {
            let context = try Project.load()
            let entries = try store.openExisting(context).history(of: environment)
            if output.isJSON {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
                encoder.dateEncodingStrategy = .iso8601
                Console.out(String(decoding: try encoder.encode(entries), as: UTF8.self) + "\n")
                return
            }
            let formatter = ISO8601DateFormatter()
            var out = ""
            for entry in entries {
                let version = entry.version.map { "v\($0)" } ?? "-"
                out += "#\(entry.id ?? 0) \(formatter.string(from: entry.createdAt)) \(entry.environment.rawValue) \(entry.action) \(version) by \(entry.actor) (ckschema \(entry.toolVersion)): \(entry.summary)\n"
                if verbose { out += entry.changes.map { "    \($0)\n" }.joined() }
            }
            if entries.isEmpty { out = "no history yet\n" }
            Console.out(out)
        }
    }
}
