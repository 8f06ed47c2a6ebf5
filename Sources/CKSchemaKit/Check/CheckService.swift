import CKSchemaCloudKit
import CKSchemaCore
import CKSchemaProject
import CKSchemaRules
import CKSchemaStore
import Foundation

/// `ckschema check`: the gate a pull request or a release pipeline runs.
///
/// What it compares, for the newest version N of each model:
/// - N against its predecessor, against every released (locked) version and, when given, against
///   production (a `.ckdb` export, the export from CloudKit or the local store's production);
/// - with schema references in `--against` (a file, a version, `git:…`), against exactly those
///   instead of the earlier versions.
///
/// The gate decides what production's lack of an element N writes is: a note on the pull-request
/// gate (the deploy follows the merge), an error on the release gate (`check --release`). The
/// release gate always compares with production (``releaseReferences(_:)``).
///
/// N is what the next build ships (the newest YAML version, the current version of the model where
/// it lives), released or not: its lint findings keep their severity, as `lint` reports them. The
/// release lock holds in every mode: released versions, where the model lives and as YAML
/// snapshots, are verified.
///
/// What it reports: the configured lint findings of N, release-lock findings, and each change
/// finding once per (rule, element), located in N's file with the older file as its related
/// location. By default only changes N itself makes count: a difference to an older version that N's
/// predecessor already had (an addition made two versions ago) is not reported again.
public struct CheckService {
    /// The local environment store's schema of an environment and the store's path, for
    /// `--against production|development`.
    public typealias StoreSchema = (CloudKitEnvironment) throws -> (schema: CloudKitSchema, file: String)

    public let project: Project
    let storeSchema: StoreSchema
    /// The cktool command for `cloudkit:production` references, chosen by whoever runs ckschema.
    public var cktool: CKToolChoice

    public init(project: Project, cktool: CKToolChoice = CKToolChoice(), storeSchema: @escaping StoreSchema) {
        self.project = project
        self.cktool = cktool
        self.storeSchema = storeSchema
    }

    /// Checks the newest version of every model under `path` (a schema file or a folder; default
    /// the configured schemas folder).
    ///
    /// - Parameters:
    ///   - against: references to compare with (a file, a version number, `git:REV:PATH`, a `.ckdb`
    ///     export, `production` or `development`, `cloudkit:production` or `cloudkit:development`);
    ///     empty for the default comparison.
    ///   - schemas: the folder of versions when `path` is a file (default: the configured one).
    ///   - swift: SwiftData code to compare with the YAML versions it claims to be (default: the
    ///     configured `swift:` paths; none configured, no comparison).
    ///   - model: the model, when the code (or the schemas folder the SwiftData code is compared
    ///     with) holds several.
    ///   - gate: the pull-request gate (what production lacks is a note) or the release gate (an error).
    ///   - base: the git revision the change is merged into (`origin/main`): how the change relaxes
    ///     the gate compared with it (``RelaxationService``) is reported; nil to compare nothing.
    /// - Throws: ``InputError`` (exit 2) for unreadable input or a reference that cannot be resolved.
    public func check(path: String? = nil, against: [String] = [], schemas: String? = nil,
                      swift: [String] = [], model: String? = nil, gate: CheckGate = .pullRequest,
                      base: String? = nil) throws -> CheckOutcome {
        // The base is read first: an invalid revision is refused before anything else runs. With a
        // base, what decides what is compared (the paths and scopes of ckschema.yaml, the
        // production snapshots) is the base's; the change's edits of them are relaxations.
        var relaxations = try base.map {
            try RelaxationService(project: self.project).relaxations(since: $0, snapshots: snapshotPaths(against))
        }
        let gateProject = relaxations?.baseConfiguration.map { self.project.readingGateInputs(of: $0) } ?? self.project
        let service = CheckService(project: gateProject, cktool: cktool, storeSchema: storeSchema)
        let collected = try service.collect(path: path, against: against, schemas: schemas, model: model, gate: gate,
                                            snapshotsAt: base)
        if var outcome = relaxations, !outcome.relaxations.isEmpty {
            outcome.relaxations = try service.hidden(by: outcome.relaxations, in: collected, base: outcome,
                                                     path: path, against: against, schemas: schemas, model: model, gate: gate)
            relaxations = outcome
        }
        let project = gateProject
        // Change findings are recorded with the version that made them, and only the checked
        // version's can be seen again: older versions' entries stay (they match when that version
        // is checked, as it was), so adding a version leaves the baseline as it was. Lint entries
        // are lint's to judge.
        let checked = Set(collected.models.map { "\($0.proposed.model)|\($0.proposed.version)" })
        var outcome = try FindingsOutcome(collected.findings, project: project, strict: false, files: collected.files,
                                          staleScope: { entry in entry.version.map { checked.contains("\(entry.model)|\($0)") } ?? false })
        if collected.coversFolder { outcome.add(unusedSuppressions: project.configuration.ruleSettings.unusedSuppressions(given: collected.suppressed), project: project) }
        outcome.record(suppressed: collected.suppressed, configuration: project.configuration)
        if let relaxations { outcome.add(relaxations: relaxations.findings) }
        var drift: SwiftDriftOutcome?
        if !swift.isEmpty || !project.configuration.swift.isEmpty {
            // The schemas folder is read once: the drift reuses it when this check read it whole.
            let folder = project.schemasDirectory(schemas)
            drift = try SwiftDriftService(project: project).check(paths: swift, schemas: schemas, model: model,
                                                                  loaded: collected.folder?.path == folder ? collected.folder : nil)
        }
        return CheckOutcome(models: collected.models, findings: outcome, drift: drift,
                            relaxations: relaxations?.relaxations ?? [])
    }

    /// Every finding of ``check(path:against:schemas:)`` with its fingerprint, before the findings
    /// baseline is applied.
    func collect(path: String? = nil, against: [String] = [], schemas: String? = nil, model: String? = nil,
                 gate: CheckGate = .pullRequest, snapshotsAt base: String? = nil) throws -> CollectedFindings {
        // The release gate compares with production, always: the configured snapshot when no
        // reference names production.
        let against = gate == .release ? try releaseReferences(against) : against
        // With no path, the configured Core Data model where it lives, else the schemas folder.
        let path = path ?? project.sourceModelPath
        let target = path ?? project.schemasDirectory(schemas)
        // The model where it lives (an Xcode model, SwiftData code): its current version against
        // the released YAML history, in memory.
        let sourceHistory = try path.flatMap {
            SourceModel.isSourceModel($0) ? try project.sourceModelHistory($0, schemas: schemas, model: model) : nil
        }
        let isFolder = sourceHistory == nil && FileManager.default.fileExists(atPath: target + "/.")
        let folder = isFolder ? target : project.schemasDirectory(schemas)
        let catalog = try sourceHistory.map { SchemaCatalog(models: [$0.checkedHistory]) } ?? SchemaLoader.load(paths: [target])
        let lock = try sourceHistory?.lock ?? ReleaseLock.read(folder: folder)
        let lockFindings = try sourceHistory?.lockFindings() ?? (isFolder ? lock.verifiedEntries(catalog, folder: folder)
            : Self.sameFolder(PathName.parent(target), folder) ? Self.lockFindings(lock, folder: folder, models: catalog) : [])
        // The folder's versions are read once: version numbers in `--against` resolve to them.
        var resolver = ReferenceResolver(schemasDirectory: folder, catalog: isFolder ? catalog : nil)
        resolver.snapshotRevision = base
        var models: [ModelCheck] = []
        var findings: [FingerprintedFinding] = []
        var suppressed: [(diagnostic: Diagnostic, version: Int?)] = []
        // SwiftData code: every file read is under review, as `lint` counts them.
        var files: [String] = sourceHistory?.source.files ?? []
        for history in catalog.models {
            guard let proposed = history.latest else { continue }
            let lint = project.linter.lint(proposed)
            // SwiftData code under review: fixes in Swift terms, as `lint` words them.
            let swiftCode = sourceHistory.flatMap { $0.checksSourceCurrent ? $0.source.newestSwiftVersion : nil }
            findings += lint.diagnostics.map { diagnostic in
                let worded = swiftCode.map { SwiftFixWording.rewrite(diagnostic, in: $0) } ?? diagnostic
                return FingerprintedFinding(worded, FindingFingerprint(diagnostic, model: proposed.model))
            }
            suppressed += lint.suppressed.map { ($0, proposed.version) }
            // The app's own migration plan, whatever its stores sync.
            if let history = sourceHistory?.source.migration {
                let migration = MigrationLinter(settings: project.linter.settings, platforms: project.configuration.platforms).lint(history)
                findings += migration.diagnostics.map { FingerprintedFinding($0, FindingFingerprint($0, model: proposed.model)) }
                suppressed += migration.suppressed.map { ($0, nil) }
            }
            // Code with no plan: the migration SwiftData infers from the newest release to this build.
            if let history = sourceHistory?.unversionedMigration {
                let migration = MigrationLinter(rules: SourceModelHistory.unversionedMigrationRules, settings: project.linter.settings,
                                                platforms: project.configuration.platforms).lint(history)
                findings += migration.diagnostics.map { FingerprintedFinding($0, FindingFingerprint($0, model: proposed.model)) }
                suppressed += migration.suppressed.map { ($0, nil) }
            }
            // What the SwiftData reader could not read and which models it checked as synced, as lint shows them.
            findings += (sourceHistory?.source.readerFindings ?? []).map { FingerprintedFinding($0, FindingFingerprint($0, model: proposed.model)) }
            let lockChecks = project.configuration.ruleSettings.apply(to: lockFindings.filter { $0.model == history.model }.map(\.diagnostic), version: nil)
            findings += lockChecks.kept
                .map { FingerprintedFinding($0, FindingFingerprint($0, model: proposed.model, version: proposed.version)) }
            suppressed += lockChecks.suppressed.map { ($0, nil) }

            let comparison = try compare(proposed, history: history, lock: lock, against: against, gate: gate, resolver: &resolver)
            let changes = project.configuration.ruleSettings.apply(to: comparison.diagnostics, version: proposed.version)
            findings += changes.kept.map {
                FingerprintedFinding(sourceHistory?.worded($0) ?? $0, FindingFingerprint($0, model: proposed.model, version: proposed.version))
            }
            suppressed += changes.suppressed.map { ($0, proposed.version) }
            let origin = sourceHistory.flatMap { $0.source.kind == .swiftData && $0.checksSourceCurrent ? $0.source.origin(of: proposed) : nil }
            models.append(ModelCheck(proposed: proposed, permanent: comparison.permanent,
                                     step: comparison.reports.first, comparedVersions: comparison.reports.map(\.old), origin: origin,
                                     shipped: comparison.shipped, deployed: comparison.deployed, deployedIn: comparison.deployedIn))
            // The file under review: the versions compared with are related locations, not gated.
            if let file = proposed.file, !files.contains(file) { files.append(file) }
        }
        // A released model whose every file is gone has no newest version to report with.
        let checked = Set(catalog.models.map(\.model))
        for finding in lockFindings where !checked.contains(finding.model) {
            for diagnostic in project.configuration.ruleSettings.apply(to: [finding.diagnostic], version: nil).kept {
                findings.append(FingerprintedFinding(diagnostic, FindingFingerprint(diagnostic, model: finding.model)))
            }
        }
        return CollectedFindings(findings: Self.once(findings), suppressed: suppressed, files: files, models: models,
                                 coversFolder: isFolder, folder: isFolder ? LoadedFolder(path: folder, catalog: catalog, lock: lock) : nil)
    }

    /// The comparison of `proposed` with earlier states: by default its predecessor and every
    /// released version (only changes `proposed` makes count), else the references given.
    private func compare(_ proposed: Schema, history: ModelHistory, lock: ReleaseLock, against: [String],
                         gate: CheckGate, resolver: inout ReferenceResolver) throws -> ProposedVersionComparison {
        var comparison = ProposedVersionComparison(proposed: proposed)
        var schemas: [Schema] = []
        var deployed: [(schema: CloudKitSchema, file: String, isProduction: Bool)] = []
        for reference in against {
            if reference.hasPrefix(CloudKitService.referencePrefix) {
                // `cloudkit:production`: the export from CloudKit, compared like a `.ckdb` export.
                let exported = try CloudKitService.containerSchema(reference, project: project, tool: cktool)
                deployed.append((exported.schema, exported.file, !reference.hasSuffix(CloudKitEnvironment.development.rawValue)))
                continue
            }
            if let environment = CloudKitEnvironment(rawValue: reference) {
                let store = try storeSchema(environment)
                deployed.append((store.schema, project.relative(store.file), environment == .production))
                continue
            }
            // The model where it lives at a revision (`git:origin/main:App/Model.xcdatamodeld`).
            if let schema = try GitSourceModel.current(reference, folder: resolver.schemasDirectory, model: proposed.model,
                                                       scopes: ScopeSettings(project: project)) {
                schemas.append(schema)
                continue
            }
            switch try resolver.resolve(reference, model: proposed.model) {
            case .schema(let schema): schemas.append(schema)
            case .cloudKit(let production, let file): deployed.append((production, file, true))
            }
        }
        if schemas.isEmpty {
            // The versions before it, also beside a production snapshot: production's export does
            // not show what the previous version changed (a rename, a migration).
            let earlier = history.versions.filter { $0.version < proposed.version }
            if let predecessor = earlier.last {
                let released = earlier.dropLast().filter { lock.entry(model: $0.model, version: $0.version) != nil }
                // A released version unchanged since its release: what it adds shipped with it.
                let isReleased = lock.entry(model: proposed.model, version: proposed.version)
                    .map { !ReleaseLock.isModified(proposed, since: $0) } ?? false
                comparison.compare(sincePredecessor: predecessor, released: released.reversed(), isReleased: isReleased)
            }
        } else {
            comparison.compare(with: schemas)
        }
        for (schema, file, isProduction) in deployed {
            comparison.compare(withProduction: schema, file: file, gate: gate, isProduction: isProduction)
        }
        return comparison
    }

    /// What the release gate compares with: `against` when a reference in it names a deployed
    /// schema (a `.ckdb` export, `cloudkit:production`, the local store's `production`), else
    /// `against` and the configured snapshot, `production.ckdb` in the snapshots folder of the
    /// `cloudkit:` section (default `cloudkit/`).
    ///
    /// - Throws: `reference.no_production` (exit 2) when there is no snapshot to compare with:
    ///   the release gate asks what production lacks, and never passes on nothing compared.
    func releaseReferences(_ against: [String]) throws -> [String] {
        if against.contains(where: Self.namesDeployedSchema) { return against }
        guard CloudKitService.isConfigured(project) else {
            throw InputError(
                ReferenceProblems.noProduction,
                message: "the release gate compares with production's schema, and none is given: no --against names one and ckschema.yaml has no 'cloudkit:' section",
                fix: "give --against cloudkit/production.ckdb (cktool export-schema of production), or add 'cloudkit:' to ckschema.yaml and run 'ckschema cloudkit pull'")
        }
        let configuration = try project.configuration.cloudKit() ?? CloudKitConfiguration()
        let snapshot = CloudKitSnapshots(directory: project.relative(project.configuration.resolve(configuration.snapshots)))
            .path(for: .production)
        guard FileManager.default.fileExists(atPath: snapshot) else {
            throw InputError(
                ReferenceProblems.noProduction,
                message: "the release gate compares with production's snapshot '\(snapshot)', which does not exist",
                location: configuration.location.map { SourceLocation(file: project.relative($0.file), line: $0.line, column: $0.column) },
                fix: "run 'ckschema cloudkit pull' (or 'ckschema cloudkit verify-deploy') and commit it, or give --against cloudkit:production")
        }
        return against + [snapshot]
    }

    /// Whether `reference` names a deployed schema rather than a schema version.
    static func namesDeployedSchema(_ reference: String) -> Bool {
        if reference.hasPrefix(CloudKitService.referencePrefix) || CloudKitEnvironment(rawValue: reference) != nil { return true }
        if case .cloudKitSchema = try? ComparisonReference(parsing: reference) { return true }
        return false
    }

    /// The lock of the schemas folder for the models of one file of it: each released version of
    /// those models edited or deleted. The folder is read only when the lock records a version.
    private static func lockFindings(_ lock: ReleaseLock, folder: String, models: SchemaCatalog) throws
        -> [(model: String, diagnostic: Diagnostic)] {
        let names = Set(models.models.map(\.model))
        let entries = ReleaseLock(released: lock.released.filter { names.contains($0.model) })
        guard !entries.released.isEmpty else { return [] }
        return try entries.verifiedEntries(SchemaLoader.loadDirectory(folder), folder: folder)
    }

    /// Whether two folder paths name the same folder.
    private static func sameFolder(_ first: String, _ second: String) -> Bool {
        func standardized(_ path: String) -> String { URL(fileURLWithPath: path.isEmpty ? "." : path).standardizedFileURL.path }
        return standardized(first) == standardized(second)
    }

    /// Each finding once (the same lock finding is seen from every model of a folder).
    private static func once(_ findings: [FingerprintedFinding]) -> [FingerprintedFinding] {
        var seen: Set<String> = []
        return findings.filter { f in
            seen.insert("\(f.diagnostic.id)|\(f.diagnostic.location?.description ?? "")|\(f.diagnostic.message)").inserted
        }
    }
}

/// What a gate found, before the findings baseline: each finding with its fingerprint, and the
/// suppressed ones with the version they were found in.
struct CollectedFindings {
    var findings: [FingerprintedFinding]
    var suppressed: [(diagnostic: Diagnostic, version: Int?)]
    var files: [String]
    var models: [ModelCheck] = []
    /// Whether a whole folder was read, so a suppression that matched nothing is really unused.
    var coversFolder: Bool
    /// The schema versions read (lint), for reports.
    var schemas: [Schema] = []
    /// The folder read whole, with its lock (reused by the SwiftData comparison).
    var folder: LoadedFolder?
}

/// The outcome of `check`.
public struct CheckOutcome: Sendable {
    /// The newest version of each model, checked.
    public var models: [ModelCheck]
    /// Every finding of every model after the configuration and the findings baseline.
    public var findings: FindingsOutcome
    /// Where the SwiftData code differs from its YAML versions, when code was compared.
    public var drift: SwiftDriftOutcome? = nil
    /// How the change relaxes the gate compared with `--base` (their findings are among
    /// ``findings``, at the base's levels).
    public var relaxations: [GateRelaxation] = []

    /// Whether the gate fails: any error finding, or any drift.
    public var failed: Bool { findings.failed || drift?.failed == true }
}

/// The newest version of a model and what deploying it makes permanent.
public struct ModelCheck: Sendable {
    /// The version checked.
    public var proposed: Schema
    /// What becomes permanent in production once the version is deployed.
    public var permanent: [String]
    /// The comparison with the nearest earlier version (the predecessor by default), for the summary.
    public var step: CompatibilityReport? = nil
    /// The schema versions compared with, nearest first.
    public var comparedVersions: [Schema] = []
    /// Where the version is declared when its file alone does not say (SwiftData code: its
    /// `VersionedSchema`, or the folder of its `@Model` classes); nil: the file.
    public var origin: String? = nil
    /// What the version, released and unchanged since, added: it shipped with the release.
    public var shipped: [String] = []
    /// What it adds that production already has (``deployedIn``): deployed, permanent already.
    public var deployed: [String] = []
    public var deployedIn: String? = nil
}
