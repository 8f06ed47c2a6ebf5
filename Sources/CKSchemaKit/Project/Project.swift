import CKSchemaCore
import CKSchemaProject
import CKSchemaRules
import CKSchemaSwiftSource
import Foundation

/// A repository as every command sees it: its `ckschema.yaml` (found from the current folder
/// upwards, defaults when there is none) and what follows from it — the schemas folder, the
/// configured linter and change checker, the migrations folder.
///
/// Every command loads one `Project`, so `schemas:`, rule severities, `off` and suppressions apply
/// to `lint`, `check`, `diff`, `versions`, `release`, `plan`, `filters`, `generate`, `dev` and
/// `promote` alike.
public struct Project: Sendable {
    /// The configuration in force.
    public let configuration: ProjectConfiguration

    public init(configuration: ProjectConfiguration) {
        self.configuration = configuration
    }

    /// Loads `ckschema.yaml` from `directory` (default: the current folder) or the nearest folder
    /// above it, up to the repository root.
    ///
    /// - Throws: ``InputError`` (exit 2) when the file exists but is invalid.
    public static func load(from directory: String = FileManager.default.currentDirectoryPath) throws -> Project {
        Project(configuration: try ProjectConfiguration.load(searchingFrom: directory, knownRuleIDs: ruleIDs))
    }

    /// Every ID `rules:` and `suppressions:` of `ckschema.yaml` may name, to the ID it stands for:
    /// the rules layer's (lint and change rules with their aliases, the checks) and the comparison
    /// of SwiftData code with its YAML version (`check --swift`).
    public static let ruleIDs: [String: String] = ProjectConfiguration.builtInRuleIDs
        .merging([SwiftDataDiagnostics.drift.id: SwiftDataDiagnostics.drift.id]) { first, _ in first }

    /// The linter with the configured severities and suppressions.
    public var linter: Linter { Linter(settings: configuration.ruleSettings) }

    /// The schemas folder: `override` when given, else the configured one, shown relative to the
    /// current folder when it lies inside it (short, repository-relative paths in reports).
    public func schemasDirectory(_ override: String? = nil) -> String {
        override ?? relative(configuration.resolve(configuration.schemas))
    }

    /// The source model, when ckschema.yaml names one: `coreData:` (an `.xcdatamodeld`) or
    /// `swiftData:` (a folder of SwiftData code) — the model where the app keeps it. `lint`,
    /// `check`, `release` and the commands that need the version the next build writes read it by
    /// default.
    public var sourceModelPath: String? {
        (configuration.coreData ?? configuration.swiftData).map { relative(configuration.resolve($0)) }
    }

    /// The migrations folder: `override` when given, else the configured one.
    public func migrationsDirectory(_ override: String? = nil) -> String {
        override ?? relative(configuration.resolve(configuration.migrations))
    }

    /// The local environment store: `override` when given, else `CKSCHEMA_STATE` (when set and
    /// not empty), else the configured one.
    public func storePath(_ override: String? = nil,
                          environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let override { return override }
        if let path = environment["CKSCHEMA_STATE"], !path.isEmpty { return path }
        return configuration.resolve(configuration.state)
    }

    // One name per history: the YAML versions in the schemas folder (``schemasHistory``), the
    // source model read against them (``sourceModelHistory``), and what `plan` and `filters`
    // cover — the released versions followed by the version the next build writes
    // (``nextBuildHistory``).

    /// The YAML history in `schemas` (default: the schemas folder), of `model` when the folder
    /// holds several.
    public func schemasHistory(schemas: String? = nil, model: String? = nil) throws -> ModelHistory {
        let folder = schemasDirectory(schemas)
        return try SchemaLoader.loadDirectory(folder).selectModel(model ?? configuration.model, source: folder)
    }

    /// The source model at `path` (an `.xcdatamodeld` or SwiftData code) read against the released
    /// YAML history of `schemas` (default: the schemas folder), with the `scopes:` of ckschema.yaml
    /// and, for the `coreData:` bundle, its `coreDataVersions:`.
    public func sourceModelHistory(_ path: String, schemas: String? = nil, model: String? = nil) throws -> SourceModelHistory {
        var scopes = ScopeSettings(project: self)
        // The project's own model is read whole: a `scopes:` entry naming nothing in it is an error.
        scopes.requireMatches = sourceModelPath.map { Self.samePath($0, path) } ?? false
        return try SourceModelHistory.read(path, folder: schemasDirectory(schemas), model: model ?? configuration.model, scopes: scopes,
                                           statedOrder: statedOrder(of: path))
    }

    /// The versions `plan` and `filters` cover: with a source model configured
    /// (``sourceModelPath``), the released versions from the schemas folder followed by the source
    /// model's current version (as `check` reads them), so the version the next build writes is
    /// included; else the schemas folder's history.
    public func nextBuildHistory(schemas: String? = nil, model: String? = nil) throws -> ModelHistory {
        guard let sourceModelPath else { return try schemasHistory(schemas: schemas, model: model) }
        return try sourceModelHistory(sourceModelPath, schemas: schemas, model: model).checkedHistory
    }

    /// The app's own migration history where the model lives: the `SchemaMigrationPlan` of SwiftData
    /// code with one (`swiftData:` in ckschema.yaml), whose types and stages `plan` then speaks of; or
    /// an Xcode model's versions and mapping models (`coreData:`), whose names it uses.
    public func appMigrationPlan(schemas: String? = nil, model: String? = nil) throws -> ModelMigration? {
        guard let sourceModelPath else { return nil }
        return try sourceModelHistory(sourceModelPath, schemas: schemas, model: model).source.migration
    }

    /// The versions of `model` the schemas folder's release lock records.
    public func releasedVersions(of model: String, schemas: String? = nil) throws -> Set<Int> {
        let folder = schemasDirectory(schemas)
        guard FileManager.default.fileExists(atPath: folder) else { return [] }
        return Set(try ReleaseLock.read(folder: folder).released.filter { $0.model == model }.map(\.version))
    }

    static func samePath(_ a: String, _ b: String) -> Bool {
        URL(fileURLWithPath: a).standardizedFileURL == URL(fileURLWithPath: b).standardizedFileURL
    }

    /// `coreDataVersions:` when `path` is the bundle `coreData:` names.
    func statedOrder(of path: String) -> (names: [String], location: SourceLocation?)? {
        guard let names = configuration.coreDataVersions, let bundle = configuration.coreData,
              URL(fileURLWithPath: configuration.resolve(bundle)).standardizedFileURL
                == URL(fileURLWithPath: path).standardizedFileURL else { return nil }
        return (names, configuration.coreDataVersionsLocation)
    }

    /// The error findings of the configured lint over `schemas`: what stops generation (exit 1)
    /// before anything is written. The same answer as `lint` and `check`: the version the next
    /// build ships is judged, older versions' findings are history, and findings the findings
    /// baseline accepted or a suppression silenced are skipped (``LintService/blockingErrors(in:)``).
    public func lintErrors(in schemas: [Schema]) throws -> [Diagnostic] {
        try LintService(project: self).blockingErrors(in: schemas)
    }

    /// `path` relative to the current folder when it lies inside it; unchanged otherwise.
    public func relative(_ path: String) -> String {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.resolvingSymlinksInPath().path
        let target = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        if target == current { return "." }
        let prefix = current.hasSuffix("/") ? current : current + "/"
        return target.hasPrefix(prefix) ? String(target.dropFirst(prefix.count)) : path
    }

    /// Metadata of every lint rule, for SARIF and Markdown reports.
    public static var lintRuleMetadata: [RuleMetadata] { ReportedRules.lint }
}
