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

    /// The store's path: `--state`, else `CKSCHEMA_STATE`, else the configured one; refused when
    /// it lies in the repository but leads out of it (a committed `.ckschema` symlink).
    func statePath(_ context: Project) throws -> String {
        let path = context.storePath(state)
        try RepositoryBoundary.check(path)
        return path
    }

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
    @Option(name: .long, help: ArgumentHelp("Who makes the change, for the local store's log (default: $CKSCHEMA_ACTOR, else $USER).",
                                            valueName: "name"))
    var actor: String?

    /// The log stamp of a change made now.
    var stamp: LogStamp {
        let env = ProcessInfo.processInfo.environment
        let name = actor ?? [env["CKSCHEMA_ACTOR"], env["USER"], env["LOGNAME"]].compactMap { $0 }.first { !$0.isEmpty }
        return LogStamp(actor: name ?? "unknown")
    }
}
