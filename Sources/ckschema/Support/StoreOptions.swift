import ArgumentParser
import CKSchemaCore
import CKSchemaKit
import CKSchemaStore
import Foundation

extension CloudKitEnvironment: ExpressibleByArgument {}

/// `--state PATH`, shared by every command that uses the environment store.
struct StoreOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The local environment store, a simulation on this machine (default: $CKSCHEMA_STATE, else 'state' in ckschema.yaml, else .ckschema/state.sqlite). Only dev init and env import create a missing one.",
        valueName: "path"))
    var state: String?

    /// The store's path: `--state`, else `CKSCHEMA_STATE`, else the configured one.
    func statePath(_ context: Project) -> String { context.storePath(state) }

    /// Opens (creating on first use) the store.
    func open(_ context: Project) throws -> EnvironmentStore {
        try EnvironmentStore(path: statePath(context))
    }

    /// Opens an existing store to change it; a missing one is refused, not created.
    func openForChange(_ context: Project) throws -> EnvironmentStore {
        try EnvironmentStore(path: statePath(context), creating: false)
    }

    /// Opens an existing store read-only; a missing one is refused, not created.
    func openExisting(_ context: Project) throws -> EnvironmentStore {
        try EnvironmentStore.openExisting(path: statePath(context))
    }
}

/// `--actor NAME`, for the commands that change the store and record it in the history.
struct ActorOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Who makes the change, for the history (default: $CKSCHEMA_ACTOR, else $USER).",
                                            valueName: "name"))
    var actor: String?

    /// The history stamp of a change made now.
    var stamp: HistoryStamp {
        let env = ProcessInfo.processInfo.environment
        let name = actor ?? [env["CKSCHEMA_ACTOR"], env["USER"], env["LOGNAME"]].compactMap { $0 }.first { !$0.isEmpty }
        return HistoryStamp(actor: name ?? "unknown")
    }
}

/// `--file FILE`, `--schemas DIR`, `--version N`, `--model NAME`: which model version a
/// command provisions from (default: the newest in the schemas folder). `--schema FILE` is the
/// older spelling of `--file` (too close to `--schemas`), kept hidden.
struct SchemaVersionOptions: ParsableArguments {
    @Option(name: .customLong("file"), help: ArgumentHelp("One schema version's YAML file, instead of --schemas/--version.", valueName: "file"))
    var file: String?

    @Option(name: .customLong("schema"), help: .hidden)
    var legacyFile: String?

    /// The file given with `--file` (or `--schema`).
    var schema: String? { file ?? legacyFile }

    @Option(name: .long, help: "The schemas folder (default: from ckschema.yaml, else 'schemas').")
    var schemas: String?

    @Option(name: .long, help: "A version number of the model in the schemas folder (default: the newest).")
    var version: Int?

    @Option(name: .long, help: "The model, when the schemas folder holds several.")
    var model: String?

    /// Refuses `--file` with `--version`/`--model`. Commands call it from their own
    /// `validate()`: thrown from the group's, the error is lost when `--version` is among the
    /// arguments (ArgumentParser then prints the tool's version instead).
    func validateChoice() throws {
        if schema != nil && (version != nil || model != nil) {
            throw ValidationError("use either --file or --version/--model")
        }
    }

    func select(_ context: Project) throws -> Schema {
        try SchemaSelector.select(file: schema, version: version, model: model,
                                  directory: context.schemasDirectory(schemas))
    }
}

/// `--model` and `--schemas`: which model of which schemas folder a command works on.
struct ModelFolderOptions: ParsableArguments {
    @Option(help: "The model, when the schemas folder holds several.")
    var model: String?

    @Option(help: "The schemas folder (default: from ckschema.yaml, else 'schemas').")
    var schemas: String?
}

/// Asks a yes/no question on the terminal. Returns nil when standard input is not a terminal.
func confirm(_ question: String) -> Bool? {
    guard Console.stdinIsTerminal else { return nil }
    Console.err(question + " [y/N] ")
    guard let answer = readLine() else { return false }
    return ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased())
}

extension StoreOptions {
    /// An environment's schema from an existing store, and the store's path for reports.
    func existingSchema(of environment: CloudKitEnvironment) throws -> (CloudKitSchema, String) {
        try EnvironmentService.existingSchema(of: environment, storePath: statePath(try Project.load()))
    }
}
