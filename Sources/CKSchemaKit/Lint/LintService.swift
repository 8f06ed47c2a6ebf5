import CKSchemaCore
import CKSchemaProject
import CKSchemaReporting
import CKSchemaRules
import CKSchemaSwiftData
import Foundation

/// `ckschema lint`: the configured lint rules over schema files, with released versions' findings
/// as notes and the adopted findings baseline applied.
public struct LintService {
    public let project: Project

    public init(project: Project) {
        self.project = project
    }

    /// Lints the schema files and folders in `paths`, and SwiftData code among them (default: the
    /// configured schemas folder and `swift:` paths). Of SwiftData code, the newest version of each
    /// model is linted, its findings located in the Swift files with fixes in Swift terms.
    ///
    /// - Parameter strict: released versions' findings keep their severity, and warnings fail.
    /// - Parameter allModels: every SwiftData model is checked as synced, whatever its stores.
    /// - Throws: ``InputError`` (exit 2) for unreadable input.
    public func lint(paths: [String] = [], strict: Bool = false, allModels: Bool = false) throws -> FindingsOutcome {
        let collected = try collect(paths: paths, strict: strict, allModels: allModels)
        // Lint findings are recorded without a version; only a run over the whole folder can tell
        // that one is gone.
        var outcome = try FindingsOutcome(collected.findings, project: project, strict: strict, files: collected.files,
                                          staleScope: { $0.version == nil && collected.coversFolder })
        if collected.coversFolder { outcome.add(unusedSuppressions: project.configuration.ruleSettings.unusedSuppressions(given: collected.suppressed), project: project) }
        outcome.record(suppressed: collected.suppressed, configuration: project.configuration)
        outcome.schemas = collected.schemas
        return outcome
    }

    /// The error findings that stop a generating command (`generate`, `filters`, `cloudkit push`)
    /// for `schemas`: lint's answer for those versions, so generation refuses exactly what `lint`
    /// fails on — released versions' findings are notes (they can no longer change), and findings
    /// the findings baseline accepted or `ckschema.yaml` suppressed are skipped.
    ///
    /// - Throws: ``InputError`` (exit 2) for an unreadable release lock or findings baseline.
    public func blockingErrors(in schemas: [Schema]) throws -> [Diagnostic] {
        let (findings, _) = try lintFindings(schemas, strict: false)
        let outcome = try FindingsOutcome(findings, project: project, strict: false, files: schemas.compactMap(\.file),
                                          staleScope: { _ in false })
        return outcome.diagnostics.filter { $0.severity == .error }
    }

    /// Every finding of ``lint(paths:strict:)`` with its fingerprint, before the findings baseline.
    func collect(paths: [String] = [], strict: Bool = false, allModels: Bool = false) throws -> CollectedFindings {
        var (allSchemaPaths, swiftPaths) = SwiftDataSources.split(paths.isEmpty ? SwiftDataSources.defaultPaths(project) : paths)
        var xcodePaths = allSchemaPaths.filter(LiveModel.isCoreDataModel)
        // Xcode models in the folders given (`lint .` in an app's repository), as build-lint takes
        // them from a target; a folder of them without YAML is not a schemas folder.
        for folder in paths where ModelBundles.isFolder(folder) && !LiveModel.isCoreDataModel(folder) {
            let bundles = ModelBundles.below(folder).filter { !xcodePaths.contains($0) }
            guard !bundles.isEmpty else { continue }
            xcodePaths += bundles
            if !ModelBundles.holdsYAML(folder) { allSchemaPaths.removeAll { $0 == folder } }
            if !SwiftDataReader.mentionsModel(paths: [folder]) { swiftPaths.removeAll { $0 == folder } }
        }
        let schemaPaths = allSchemaPaths.filter { !LiveModel.isCoreDataModel($0) }
        let catalog = schemaPaths.isEmpty ? SchemaCatalog(models: []) : try SchemaLoader.load(paths: schemaPaths)
        let linter = project.linter
        var (findings, suppressed) = try lintFindings(catalog.schemas, strict: strict)
        // Xcode models where they live: every version, in memory, located in its `contents` file;
        // the versions the schemas folder released are notes, as there.
        var xcodeFiles: [String] = []
        for path in xcodePaths {
            let live = try project.liveHistory(path)
            let found = try lintFindings(live.liveVersions, strict: strict) { live.isReleased($0.version) }
            findings += found.findings
            // Which configurations the code that loads the model syncs.
            findings += live.live.readerFindings.map { FingerprintedFinding($0, FindingFingerprint($0, model: live.history.model)) }
            suppressed += found.suppressed
            // The bundle's versions as a migration: each older one to the current one, synced or not.
            if let history = live.live.migration {
                let migration = MigrationLinter(settings: linter.settings).lint(history)
                findings += migration.diagnostics.map { FingerprintedFinding($0, FindingFingerprint($0, model: live.live.name)) }
                suppressed += migration.suppressed.map { ($0, nil) }
            }
            xcodeFiles += live.liveVersions.compactMap(\.file)
        }
        let swift = try SwiftDataLint.collect(swiftPaths, linter: linter,
                                              scopes: ScopeSettings(project: project, allModels: allModels))
        findings += swift.findings
        suppressed += swift.suppressed
        return CollectedFindings(findings: findings, suppressed: suppressed,
                                 files: catalog.schemas.compactMap(\.file) + xcodeFiles + swift.files,
                                 coversFolder: paths.isEmpty, schemas: catalog.schemas)
    }

    /// The configured lint findings of `schemas`, fingerprinted (released versions' as notes unless
    /// `strict`), and the findings `ckschema.yaml` suppressed.
    private func lintFindings(_ schemas: [Schema], strict: Bool, isReleased: ((Schema) -> Bool)? = nil) throws
        -> (findings: [FingerprintedFinding], suppressed: [(diagnostic: Diagnostic, version: Int?)])
    {
        let linter = project.linter
        var locks = ReleaseLocks()
        var findings: [(finding: FingerprintedFinding, version: Int)] = []
        var suppressed: [(diagnostic: Diagnostic, version: Int?)] = []
        // The same finding carried from version to version (a transformer warning in all eight) is
        // reported once, in the newest version that has it: the file to fix it in.
        var newest: [String: Int] = [:]
        for schema in schemas {
            let result = linter.lint(schema)
            let released = try !strict && (isReleased.map { $0(schema) } ?? locks.isReleased(schema))
            for diagnostic in result.diagnostics {
                let finding = FingerprintedFinding(released ? Self.fixForward(diagnostic) : diagnostic,
                                                   FindingFingerprint(diagnostic, model: schema.model))
                let key = finding.fingerprint.value + "|" + diagnostic.message
                if let index = newest[key], schema.version >= findings[index].version {
                    findings[index] = (finding, schema.version)
                } else {
                    newest[key] = findings.count
                    findings.append((finding, schema.version))
                }
            }
            suppressed += result.suppressed.map { ($0, schema.version) }
        }
        return (findings.map(\.finding), suppressed)
    }

    /// A finding in a released version: the file can no longer change, so it is a note that says
    /// to fix forward.
    static func fixForward(_ diagnostic: Diagnostic) -> Diagnostic {
        guard diagnostic.severity > .note else { return diagnostic }
        var note = diagnostic
        note.severity = .note
        note.fix = "released; fix forward in the next version" + (diagnostic.fix.map { " (\($0))" } ?? "")
        return note
    }
}

/// The release locks of the folders schema files live in, read once each.
struct ReleaseLocks {
    private var locks: [String: ReleaseLock] = [:]

    /// Whether `schema` is a released (locked) version of its folder.
    mutating func isReleased(_ schema: Schema) throws -> Bool {
        guard let file = schema.file else { return false }
        let folder = PathName.parent(file)
        let lock: ReleaseLock
        if let known = locks[folder] {
            lock = known
        } else {
            lock = try ReleaseLock.read(folder: folder.isEmpty ? "." : folder)
            locks[folder] = lock
        }
        return lock.entry(model: schema.model, version: schema.version) != nil
    }
}

/// Findings after the adopted baseline: what a gate reports, what it accepted, and whether it fails.
public struct FindingsOutcome: Sendable {
    /// Findings not in the baseline, in report order.
    public private(set) var diagnostics: [Diagnostic]
    /// How many findings the baseline accepted.
    public let acceptedCount: Int
    /// The findings the baseline accepted, and those a `ckschema.yaml` suppression silenced, with
    /// why (``record(suppressed:configuration:)``): reports list them as accepted.
    public private(set) var accepted: [AcceptedFinding] = []
    /// The fingerprint of every finding, accepted ones included (``FindingFingerprint/value``).
    public let fingerprints: [Diagnostic: String]
    /// The schema versions the findings are about (lint), for reports.
    public internal(set) var schemas: [Schema] = []
    /// Baseline entries no finding matched any more (fixed; `ckschema baseline --update` drops them).
    public let staleEntries: [FindingsBaseline.Entry]
    /// The files the findings are about.
    public let files: [String]
    private let strict: Bool

    /// Applies the project's baseline (when the file exists) to `findings`.
    ///
    /// - Parameter staleScope: the entries this gate could have matched (lint: lint findings;
    ///   check: change findings); only those are reported when nothing matched them.
    init(_ findings: [FingerprintedFinding], project: Project, strict: Bool, files: [String],
         staleScope: (FindingsBaseline.Entry) -> Bool) throws {
        let path = project.configuration.resolve(project.configuration.baseline)
        fingerprints = Dictionary(findings.map { ($0.diagnostic, $0.fingerprint.value) }, uniquingKeysWith: { first, _ in first })
        if let baseline = try FindingsBaseline.read(path: path) {
            let (new, accepted, stale) = baseline.partition(findings)
            diagnostics = new.sorted()
            acceptedCount = accepted.count
            let file = project.relative(path)
            self.accepted = accepted.map {
                AcceptedFinding(diagnostic: $0, source: .baseline, justification: "recorded in the findings baseline '\(file)'",
                                location: SourceLocation(file: file, line: 1, column: 1))
            }
            staleEntries = stale.filter(staleScope)
        } else {
            diagnostics = findings.map(\.diagnostic).sorted()
            acceptedCount = 0
            staleEntries = []
        }
        self.files = files
        self.strict = strict
    }

    /// Lists the findings `ckschema.yaml` suppressed as accepted, with the suppression's reason.
    mutating func record(suppressed: [(diagnostic: Diagnostic, version: Int?)], configuration: ProjectConfiguration) {
        accepted += suppressed.compactMap { finding in
            configuration.ruleSettings.suppression(matching: finding.diagnostic, version: finding.version)
                .map { AcceptedFinding.suppressed(finding.diagnostic, by: $0) }
        }
    }

    /// Adds a warning for each suppression that silenced nothing, at its place in `ckschema.yaml`.
    mutating func add(unusedSuppressions: [Suppression], project: Project) {
        for suppression in unusedSuppressions {
            let location = suppression.location.map {
                SourceLocation(file: project.relative($0.file), line: $0.line, column: $0.column)
            }
            let target = [suppression.entity, suppression.attribute ?? suppression.relationship].compactMap { $0 }.joined(separator: ".")
            diagnostics.append(Diagnostic(
                ConfigurationChecks.unusedSuppression,
                message: "the suppression of '\(suppression.rule)' for '\(target)'"
                    + (suppression.version.map { " in version \($0)" } ?? "") + " matches no finding",
                location: location,
                fix: "remove it, so it cannot hide a future finding"))
        }
        diagnostics.sort()
    }

    /// Adds the relaxations `check --base` found, as they are: neither the change's `rules:` nor its
    /// suppressions nor its findings baseline apply to them (their levels are the base's).
    mutating func add(relaxations: [Diagnostic]) {
        diagnostics += relaxations
        diagnostics.sort()
    }

    /// Whether the gate fails: an error, or with `strict` a warning.
    public var failed: Bool {
        diagnostics.contains { $0.severity == .error || (strict && $0.severity == .warning) }
    }
}
