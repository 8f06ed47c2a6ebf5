import CKSchemaCore
import CKSchemaProject
import CKSchemaReporting
import CKSchemaRules
import CKSchemaSwiftSource
import Foundation

/// `ckschema lint`: the configured lint rules over schema files, the adopted findings baseline
/// applied. The version each model's next build ships is judged (released or not); findings only
/// older versions have are history (notes).
public struct LintService {
    public let project: Project

    public init(project: Project) {
        self.project = project
    }

    /// Lints the schema files and folders in `paths`, and SwiftData code among them (default: the
    /// configured schemas folder and `swift:` paths). Of SwiftData code, the newest version of each
    /// model is linted, its findings located in the Swift files with fixes in Swift terms.
    ///
    /// - Parameter strict: older versions' findings keep their severity, and warnings fail.
    /// - Parameter allModels: every SwiftData model is checked as synced, whatever its stores.
    /// - Parameter unplaced: how models the code cannot place are checked: as synced (`lint`), or
    ///   with one warning each and no CloudKit rule (the build plugin).
    /// - Parameter index: the SwiftData reader's facts of earlier runs (the build plugin's cache).
    /// - Throws: ``InputError`` (exit 2) for unreadable input, or a `scopes:` entry that contradicts the code.
    public func lint(paths: [String] = [], strict: Bool = false, allModels: Bool = false,
                     unplaced: UnplacedModels = .checkedAsSynced, model: String? = nil,
                     index: SwiftFileIndex = SwiftFileIndex()) throws -> FindingsOutcome {
        let collected = try collect(paths: paths, strict: strict, allModels: allModels, unplaced: unplaced, model: model, index: index)
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
    /// fails on — the version the next build ships is judged (the project's current version of
    /// the model, else the newest of `schemas`), older versions' findings are history (notes), and
    /// findings the findings baseline accepted or `ckschema.yaml` suppressed are skipped.
    ///
    /// - Throws: ``InputError`` (exit 2) for an unreadable findings baseline.
    public func blockingErrors(in schemas: [Schema]) throws -> [Diagnostic] {
        func errors(_ shipped: ShippedVersions) throws -> [Diagnostic] {
            let (findings, _) = lintFindings(schemas, strict: false, shipped: shipped)
            let outcome = try FindingsOutcome(findings, project: project, strict: false, files: schemas.compactMap(\.file),
                                              staleScope: { _ in false })
            return outcome.diagnostics.filter { $0.severity == .error }
        }
        // The project's current versions are read only when the newest given has errors: they
        // may be an older version's history.
        let found = try errors(ShippedVersions(newestOf: schemas))
        return found.isEmpty ? found : try errors(ShippedVersions(newestOf: schemas, current: shippedVersionNumbers()))
    }

    /// Every finding of ``lint(paths:strict:)`` with its fingerprint, before the findings baseline.
    func collect(paths: [String] = [], strict: Bool = false, allModels: Bool = false,
                 unplaced: UnplacedModels = .checkedAsSynced, model: String? = nil,
                 index: SwiftFileIndex = SwiftFileIndex()) throws -> CollectedFindings {
        var (allSchemaPaths, swiftPaths) = SwiftDataSources.split(paths.isEmpty ? SwiftDataSources.defaultPaths(project) : paths)
        var xcodePaths = allSchemaPaths.filter(SourceModel.isCoreDataModel)
        // Xcode models in the folders given (`lint .` in an app's repository), as build-lint takes
        // them from a target; a folder of them without YAML is not a schemas folder.
        for folder in paths where ProjectTree.isFolder(folder) && !SourceModel.isCoreDataModel(folder) {
            let bundles = ModelBundles.below(folder).filter { !xcodePaths.contains($0) }
            guard !bundles.isEmpty else { continue }
            xcodePaths += bundles
            if !ModelBundles.holdsYAML(folder) { allSchemaPaths.removeAll { $0 == folder } }
            if !SwiftDataReader.mentionsModel(paths: [folder]) { swiftPaths.removeAll { $0 == folder } }
        }
        let schemaPaths = allSchemaPaths.filter { !SourceModel.isCoreDataModel($0) }
        var catalog = schemaPaths.isEmpty ? SchemaCatalog(models: []) : try SchemaLoader.load(paths: schemaPaths)
        // `--model` (else `model:` of ckschema.yaml): that model's versions and code only.
        let model = model ?? project.configuration.model
        if let model, !catalog.models.isEmpty, catalog.models.contains(where: { $0.model == model }) {
            catalog = SchemaCatalog(models: catalog.models.filter { $0.model == model })
        }
        // Xcode models where they live: every version, in memory, located in its `contents` file.
        let xcode = try xcodePaths.map { try project.sourceModelHistory($0) }
        // SwiftData code: the newest version of each model.
        var scopes = ScopeSettings(project: project, allModels: allModels)
        scopes.unplaced = unplaced
        // An entry naming nothing is an error when the whole project is read (not one target, not a file given alone).
        scopes.requireMatches = paths.isEmpty && unplaced == .checkedAsSynced && xcodePaths.isEmpty
        let swift = try SwiftDataLint.collect(swiftPaths, linter: project.linter, platforms: project.configuration.platforms,
                                               scopes: scopes, model: model, index: index)
        // The code of `swiftData:` is the project's source model (code under `swift:` is compared with the YAML).
        let swiftModels = project.configuration.swiftData == nil ? [] : swift.models
        var shipped = ShippedVersions(yaml: catalog, xcode: xcode, swiftModels: swiftModels)
        // YAML files named on the command line are judged as the project sees them: an older
        // version given alone is still history.
        if !paths.isEmpty && !catalog.models.isEmpty { shipped.raise(to: shippedVersionNumbers(reusing: xcode)) }
        // A snapshot's finding the code still has is the code's (at its Swift line), not history.
        let inCode = Set(swift.findings.map { Self.carried($0.diagnostic) })
        var (findings, suppressed) = lintFindings(catalog.schemas + xcode.flatMap(\.sourceVersions), strict: strict, shipped: shipped,
                                                  reportedElsewhere: swiftModels.isEmpty ? [] : inCode)
        findings += swift.findings
        // What reading the Xcode models says beside them: which configurations the code that
        // loads them syncs, an order of versions guessed from their names.
        findings += xcode.flatMap { bundle in
            bundle.source.readerFindings.map { FingerprintedFinding($0, FindingFingerprint($0, model: bundle.history.model)) }
        }
        // The bundles' versions as a migration: each older one to the current one, synced or not.
        for bundle in xcode {
            guard let history = bundle.source.migration else { continue }
            let migration = MigrationLinter(settings: project.linter.settings, platforms: project.configuration.platforms).lint(history)
            findings += migration.diagnostics.map { FingerprintedFinding($0, FindingFingerprint($0, model: bundle.source.name)) }
            suppressed += migration.suppressed.map { ($0, nil) }
        }
        suppressed += swift.suppressed
        return CollectedFindings(findings: findings, suppressed: suppressed,
                                 files: catalog.schemas.compactMap(\.file) + xcode.flatMap { $0.sourceVersions.compactMap(\.file) } + swift.files,
                                 coversFolder: paths.isEmpty, schemas: catalog.schemas)
    }

    /// The configured lint findings of `schemas`, fingerprinted, and the findings `ckschema.yaml`
    /// suppressed. The version each model's next build ships (`shipped`) is judged; a finding only
    /// older versions have is history: a note, unless `strict`. An older version's finding that
    /// `reportedElsewhere` holds (``carried(_:)``: the shipped SwiftData code has it) is left out.
    private func lintFindings(_ schemas: [Schema], strict: Bool, shipped: ShippedVersions, reportedElsewhere: Set<String> = [])
        -> (findings: [FingerprintedFinding], suppressed: [(diagnostic: Diagnostic, version: Int?)])
    {
        let linter = project.linter
        var findings: [(finding: FingerprintedFinding, version: Int)] = []
        var suppressed: [(diagnostic: Diagnostic, version: Int?)] = []
        // The same finding carried from version to version (a transformer warning in all eight) is
        // reported once, in the newest version that has it (the shipped version last among equals):
        // the file to fix it in.
        var newest: [String: Int] = [:]
        for schema in schemas {
            let result = linter.lint(schema)
            let current = shipped.contains(schema)
            for diagnostic in result.diagnostics where current || !reportedElsewhere.contains(Self.carried(diagnostic)) {
                let reported = strict || current ? diagnostic : Self.olderVersionNote(diagnostic, shipped: shipped.version(of: schema.model),
                                                                                  linted: shipped.wasRead(schema.model))
                let finding = FingerprintedFinding(reported, FindingFingerprint(diagnostic, model: schema.model))
                let key = finding.fingerprint.value + "|" + diagnostic.message
                if let index = newest[key] {
                    if schema.version >= findings[index].version { findings[index] = (finding, schema.version) }
                } else {
                    newest[key] = findings.count
                    findings.append((finding, schema.version))
                }
            }
            suppressed += result.suppressed.map { ($0, schema.version) }
        }
        return (findings.map(\.finding), suppressed)
    }

    /// The version number of each model the next build ships, as far as the project says: the
    /// current version of the model where it lives (`coreData:`/`swiftData:`), else the newest of
    /// the schemas folder. What cannot be read says nothing (the generating command reads its input
    /// itself). A source model among `read` is not read again (reading an Xcode bundle runs
    /// `git log` to order its versions).
    private func shippedVersionNumbers(reusing read: [SourceModelHistory] = []) -> [String: Int] {
        var numbers: [String: Int] = [:]
        let folder = project.schemasDirectory()
        if FileManager.default.fileExists(atPath: folder + "/."), let catalog = try? SchemaLoader.loadDirectory(folder) {
            for history in catalog.models { numbers[history.model] = history.latest?.version }
        }
        if let path = project.sourceModelPath,
           let source = read.first(where: { Self.samePath($0.source.path, path) }) ?? (try? project.sourceModelHistory(path)) {
            numbers[source.history.model] = source.current.version
        }
        return numbers
    }

    /// Whether two paths name the same file or folder.
    private static func samePath(_ first: String, _ second: String) -> Bool {
        URL(fileURLWithPath: first).standardizedFileURL.path == URL(fileURLWithPath: second).standardizedFileURL.path
    }

    /// What makes two versions' findings the same one, whichever model name each was read under:
    /// the rule, the element and the message.
    static func carried(_ diagnostic: Diagnostic) -> String {
        [diagnostic.id, diagnostic.entity ?? "", diagnostic.attribute ?? diagnostic.relationship ?? "", diagnostic.message]
            .joined(separator: "|")
    }

    /// A finding of an older version that the version the next build ships no longer has: a note (an older version cannot change, and production and users' stores keep what it was).
    ///
    /// - Parameter linted: whether the shipped version was linted with it (then it does not have
    ///   the finding: a finding it shares is reported there).
    static func olderVersionNote(_ diagnostic: Diagnostic, shipped version: Int?, linted: Bool) -> Diagnostic {
        guard diagnostic.severity > .note else { return diagnostic }
        var note = diagnostic
        note.severity = .note
        switch (version, linted) {
        case (let version?, true): note.fix = "an older version's finding: version \(version), which the next build ships, no longer has it"
        case (let version?, false): note.fix = "an older version's finding: an older version; the next build ships version \(version)"
        case (nil, _): note.fix = "an older version's finding: an older version, not the one the next build ships"
        }
        return note
    }
}

/// What the next build ships, per model: the version `lint` and `check` judge. For a model that
/// lives in an Xcode model or in the SwiftData code of `swiftData:`, its current version there (the
/// YAML versions of the schemas folder are its released snapshots: history); for a YAML-first
/// model, its newest YAML version.
struct ShippedVersions {
    private var versions: [String: (version: Int, file: String?)] = [:]
    /// The models whose shipped version is only known by its number (``raise(to:)``), not read.
    private var unread: Set<String> = []

    /// The newest version of each model among `schemas`, or the model's `current` version number
    /// when that is newer (the versions given are then all older ones).
    init(newestOf schemas: [Schema], current: [String: Int] = [:]) {
        for schema in schemas where (versions[schema.model]?.version ?? .min) <= schema.version {
            versions[schema.model] = (schema.version, nil)
        }
        raise(to: current)
    }

    /// Each model's `current` version number where it is newer than the version found: the
    /// versions read are then all older ones.
    mutating func raise(to current: [String: Int]) {
        for (model, version) in current where (versions[model]?.version ?? .max) < version {
            versions[model] = (version, nil)
            unread.insert(model)
        }
    }

    /// Whether the version `model` ships was among the versions read.
    func wasRead(_ model: String) -> Bool { versions[model] != nil && !unread.contains(model) }

    /// The YAML models' newest versions, except for models that live elsewhere: the Xcode models
    /// (their current version) and the SwiftData models named (the code's newest version, which
    /// is not among the schemas linted). The folder's only model stands for the model where it
    /// lives under another name, as ``SourceModelHistory`` reads it.
    init(yaml: SchemaCatalog, xcode: [SourceModelHistory], swiftModels: [String]) {
        let elsewhere = Set(xcode.map(\.history.model) + swiftModels)
        let onlyModelLivesElsewhere = yaml.models.count == 1 && elsewhere.count == 1
        for history in yaml.models where !elsewhere.contains(history.model) && !onlyModelLivesElsewhere {
            if let latest = history.latest { versions[history.model] = (latest.version, latest.file) }
        }
        for bundle in xcode { versions[bundle.history.model] = (bundle.current.version, bundle.current.file) }
    }

    /// Whether `schema` is the version its model's next build ships (and, when the file is known,
    /// read from that file: an Xcode version, not its YAML snapshot).
    func contains(_ schema: Schema) -> Bool {
        versions[schema.model].map { $0.version == schema.version && ($0.file == nil || $0.file == schema.file) } ?? false
    }

    /// The version number the next build ships of `model`, when it is among the versions read.
    func version(of model: String) -> Int? { versions[model]?.version }
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
