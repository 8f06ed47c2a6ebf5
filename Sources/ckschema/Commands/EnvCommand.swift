import ArgumentParser
import CKSchemaCore
import CKSchemaKit
import CKSchemaStore

/// `ckschema env …`: import, export and the log of the store's environments.
struct EnvCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "env",
        abstract: "Local simulation store: import a production export, export an environment's schema, show the store's log (env history).",
        subcommands: [
            EnvImportCommand.self,
            EnvExportCommand.self,
            EnvHistoryCommand.self,
        ])
}

struct EnvImportCommand: ProjectCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Make a real 'cktool export-schema' file the local production store's schema.",
        discussion: "The local production store's schema becomes exactly the file's; the local development store gains whatever of it it lacks. CloudKit is not touched ('ckschema cloudkit pull' does this from the CloudKit container).")

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

    func run(in project: Project) throws {
        Console.out(EnvironmentText.imported(try EnvironmentService.importProduction(file, stamp: actor.stamp) {
            try store.open(project)
        }))
    }
}

struct EnvExportCommand: ProjectCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Print a local store environment's schema as a .ckdb file, in the form cktool export-schema prints.")

    @Argument(help: "development or production.")
    var environment: CloudKitEnvironment

    @Option(name: .long, help: "Write to this file (atomically) instead of standard output.")
    var output: String?

    @OptionGroup var store: StoreOptions

    func run(in project: Project) throws {
        let text = try store.openExisting(project).export(environment)
        if let output { try AtomicFile.write(text, to: output) } else { Console.out(text) }
    }
}

struct EnvHistoryCommand: ProjectCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "The local store's log: every change to its environments, oldest first: what, when, which version, who, tool version.")

    @Option(name: .long, help: "Only this environment's log entries.")
    var environment: CloudKitEnvironment?

    @Flag(name: .long, help: "Also list every schema change of each entry.")
    var verbose = false

    @OptionGroup var output: DataFormatOption

    @OptionGroup var store: StoreOptions

    func run(in project: Project) throws {
        let entries = try store.openExisting(project).log(of: environment)
        Console.out(output.isJSON ? try EnvironmentText.historyJSON(entries) : EnvironmentText.history(entries, verbose: verbose))
    }
}
