import CKSchemaCore
import CKSchemaGeneration
import CKSchemaRules
import CKSchemaStore

/// What `dev init` did: the caller prints it and picks the exit code.
public enum DevelopmentInitOutcome: Sendable {
    /// Fields whose type the version changes: the local development store was not changed.
    case conflicts(DevelopmentInitialization)
    /// The local development store (at `storePath`) now has the version's record types and fields.
    case initialized(DevelopmentInitialization, storePath: String?)
}

/// The local development store's workflows (`dev init`, `dev status`, `dev seed`, `dev query`):
/// the checks and the schema history are decided here; the store only stores and reads.
public enum DevelopmentService {
    /// Lints and maps `schema`, then provisions the store `open` returns (opened only when the
    /// checks pass). Lint errors throw ``LintRefusal`` as generation's do: the findings baseline
    /// and the suppressions of `project`'s configuration apply; mapping errors are thrown as
    /// invalid input.
    public static func initialize(_ schema: Schema, project: Project, stamp: LogStamp,
                                  open: () throws -> EnvironmentStore) throws -> DevelopmentInitOutcome {
        let preparation = DevelopmentPreparation(schema, lintErrors: try project.lintErrors(in: [schema]))
        try LintRefusal.check(preparation.lintErrors, in: [schema])
        if !preparation.mappingErrors.isEmpty { throw InputError(preparation.mappingErrors) }
        let store = try open()
        let report = try store.initializeDevelopment(preparation.provision, stamp: stamp)
        return report.conflicts.isEmpty ? .initialized(report, storePath: store.path) : .conflicts(report)
    }

    /// Development against production, judged by production's rules (``ProductionPromotion``).
    public static func status(_ store: EnvironmentStore) throws -> EnvironmentStatus {
        try store.status(rules: ProductionPromotion.rules)
    }

    /// Loads the sample records of `file` (YAML or JSON) into Development, all or none: the file
    /// is read first, then the store `open` returns is opened (a file refused opens nothing).
    public static func seed(_ file: String, stamp: LogStamp, into open: () throws -> EnvironmentStore) throws -> SeedReport {
        guard let data = try InputFile.read(file, format: .yamlSchema) else {
            throw InputError(SeedProblems.unreadable, message: "cannot read '\(file)'")
        }
        let document = try YAMLParser.parse(data, file: file)
        return try open().seed(document, file: file, stamp: stamp)
    }

    /// Development's records of `recordType` matching `filters`; with `compatibleWith`, only
    /// those an app built with that schema version can read (the version filter of `history`, the
    /// versions `plan` and `filters` read: ``Project/nextBuildHistory(schemas:model:)``, given the
    /// model name, Development's unless `model` names one).
    public static func query(_ store: EnvironmentStore, recordType: String, where filters: [RecordFilter],
                             compatibleWith: Int?, model: String?,
                             history: (String?) throws -> ModelHistory) throws -> VersionFilteredRecords {
        var plan: VersionFilterPlan?
        if let compatibleWith {
            let history = try history(try model ?? store.version(of: .development).model)
            plan = try VersionFilterPlanner().plan(history.versions, clientVersion: compatibleWith)
        }
        return try store.records(of: recordType, where: filters, readableBy: plan)
    }
}
