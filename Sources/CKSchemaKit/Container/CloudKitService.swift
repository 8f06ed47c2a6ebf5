import CKSchemaCKDB
import CKSchemaCloudKit
import CKSchemaCore
import CKSchemaProject
import CKSchemaRules
import CKSchemaStore
import Foundation

/// `ckschema cloudkit …`: a project's real CloudKit container, reached through its configured
/// `cktool`, with the committed snapshots and the local store as its offline mirror.
///
/// Every message names what it touched: "CloudKit development of iCloud.com.example.App" for the
/// container, "the local production store" for the mirror.
public struct CloudKitService: Sendable {
    /// The repository and its ckschema.yaml.
    public let project: Project
    /// Container, team, tool, snapshots folder and timeout, after the environment overrides.
    public let target: CloudKitTarget
    /// The typed cktool operations.
    public let tool: CKTool
    /// The committed snapshots.
    public let snapshots: CloudKitSnapshots

    /// Reads the `cloudkit:` section (or only the environment overrides when there is none).
    ///
    /// - Throws: `cloudkit.not_configured` when no container or team is known; `config.*` for an
    ///   invalid section.
    /// - Parameter tool: the cktool command chosen by whoever runs ckschema (`--cktool`, else
    ///   `CKSCHEMA_CKTOOL`, else the platform default).
    public init(project: Project, environment: [String: String] = ProcessInfo.processInfo.environment,
                tool choice: CKToolChoice = CKToolChoice(), runner: ProcessRunner = ProcessRunner()) throws {
        self.project = project
        let configuration = try project.configuration.cloudKit() ?? CloudKitConfiguration()
        target = try configuration.target(environment: environment, tool: choice) { path in
            project.relative(project.configuration.resolve(path))
        }
        tool = CKTool(target: target, environment: environment, runner: runner)
        snapshots = CloudKitSnapshots(directory: target.snapshotsDirectory)
    }

    /// "CloudKit production of iCloud.com.example.App".
    public func describe(_ environment: CKToolEnvironment) -> String { target.describe(environment) }

    /// An environment's schema as CloudKit exports it, for `check --against cloudkit:production`. When the
    /// committed snapshot holds exactly the export, positions name the snapshot, so the answer
    /// reads the same as `--against` the snapshot on a machine without a token.
    public func containerSchema(_ environment: CKToolEnvironment) throws -> (schema: CloudKitSchema, file: String) {
        let export = try tool.exportSchema(environment)
        let schema = try positioned(export)
        return (schema, schema.recordTypes.first?.location?.file ?? Self.referencePrefix + environment.rawValue)
    }

    /// An export's schema with positions in the committed snapshot when the snapshot holds
    /// exactly that text (so findings point into a file the reader has), else in the export.
    func positioned(_ export: ExportedSchema) throws -> CloudKitSchema {
        let path = snapshots.path(for: export.environment)
        guard AtomicFile.isUpToDate(export.text, at: path) else { return export.schema }
        return try CKDBParser.parse(export.text, file: path)
    }

    /// What `pull` did.
    public struct PullOutcome: Sendable {
        /// Each environment exported, parsed.
        public var exports: [ExportedSchema]
        /// Each snapshot's path and whether it changed.
        public var snapshots: [(environment: CKToolEnvironment, path: String, changed: Bool)]
        /// The local production store's refresh; nil when it already matched (or was not asked for).
        public var mirror: SchemaImport?
    }

    /// Exports `environments` (all of them before anything is written, so a failure writes
    /// nothing), writes their snapshots atomically, and refreshes the local production store
    /// from production's export.
    public func pull(_ environments: [CKToolEnvironment], mirror store: EnvironmentStore?,
                     stamp: LogStamp) throws -> PullOutcome {
        let exports = try environments.map { try tool.exportSchema($0) }
        var written: [(CKToolEnvironment, String, Bool)] = []
        for export in exports {
            written.append((export.environment, snapshots.path(for: export.environment), try snapshots.write(export)))
        }
        var mirror: SchemaImport?
        if let store, let production = exports.first(where: { $0.environment == .production }) {
            mirror = try refreshMirror(store, with: production, stamp: stamp)
        }
        return PullOutcome(exports: exports, snapshots: written, mirror: mirror)
    }

    /// Makes the local production store equal to a production export (the `env import`
    /// machinery), unless it already is.
    func refreshMirror(_ store: EnvironmentStore, with export: ExportedSchema, stamp: LogStamp) throws -> SchemaImport? {
        guard try store.schema(of: .production).canonicalized() != export.schema.canonicalized() else { return nil }
        return try store.importSchema(export.schema, contentHash: ContentHash.of(export.text), file: describe(.production),
                                      into: .production, stamp: stamp)
    }


    /// The production snapshot, required.
    func productionSnapshot() throws -> CloudKitSchema {
        guard let schema = try snapshots.read(.production) else {
            throw CloudKitFailure.snapshotMissing.error(
                "no production snapshot at '\(snapshots.path(for: .production))' to check against")
        }
        return schema
    }

    /// Where the model declares a generated record type or field.
    static func locator(_ schema: Schema) -> ModelLocator {
        { recordType, field in ProductionComparison.locate(recordType, field, in: schema) }
    }
}

extension CloudKitService {
    /// The prefix of references to a CloudKit container's environments: `cloudkit:production`, `cloudkit:development`.
    public static let referencePrefix = "cloudkit:"

    /// The schema a `cloudkit:ENVIRONMENT` reference names, exported through the project's cktool.
    ///
    /// - Throws: `reference.invalid_reference` for another environment name; any cktool failure.
    public static func containerSchema(_ reference: String, project: Project,
                                    tool: CKToolChoice = CKToolChoice()) throws -> (schema: CloudKitSchema, file: String) {
        let name = String(reference.dropFirst(referencePrefix.count))
        guard let environment = CKToolEnvironment(rawValue: name) else {
            throw InputError(ReferenceProblems.invalidReference, message: "unknown CloudKit environment '\(name)' in '\(reference)'",
                             fix: "write 'cloudkit:production' or 'cloudkit:development'")
        }
        return try CloudKitService(project: project, tool: tool).containerSchema(environment)
    }
}

extension CloudKitService {
    /// Whether the project names a container: a `cloudkit:` section, or the container override.
    public static func isConfigured(_ project: Project,
                                    environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        project.configuration.cloudKitSection != nil
            || !(environment[CloudKitConfiguration.Override.container] ?? "").isEmpty
    }
}
