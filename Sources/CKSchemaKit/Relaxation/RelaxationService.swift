import CKSchemaCore
import CKSchemaProject
import CKSchemaReporting
import CKSchemaRules
import Foundation

/// `check --base REVISION`: how the change weakens the gate compared with the revision it is
/// merged into — rules switched off or lowered and suppressions added in `ckschema.yaml`,
/// accepted findings added to the findings baseline.
///
/// The base is read with git (`git show REVISION:ckschema.yaml`, and the base's baseline file);
/// when the base has no `ckschema.yaml` (the change adopts ckschema), nothing is a relaxation.
/// The findings' levels come from the base's `rules:` only.
public struct RelaxationService {
    public let project: Project
    /// Reads the base's files.
    public var git: GitFileReader

    public init(project: Project, git: GitFileReader? = nil) {
        self.project = project
        self.git = git ?? GitFileReader(directory: project.configuration.rootDirectory ?? FileManager.default.currentDirectoryPath)
    }

    /// What the change relaxes, and the base's rule settings that set the findings' levels.
    public struct Outcome: Sendable {
        /// Each relaxation, in file order.
        public var relaxations: [GateRelaxation]
        /// The base's `rules:` and `suppressions:`; empty when the base has no `ckschema.yaml`.
        public var baseSettings: RuleSettings
        /// The base's configuration (the defaults when the base has released versions but no
        /// file); nil when the change adopts ckschema. The gate reads what it names.
        public var baseConfiguration: ProjectConfiguration?

        /// The relaxations as findings, at the base's levels (those it switches off left out).
        public var findings: [Diagnostic] { relaxations.compactMap { $0.finding(levels: baseSettings) } }
    }

    /// Compares the project's `ckschema.yaml`, findings baseline, release lock and production
    /// snapshots with those at `base`.
    ///
    /// - Parameter snapshots: the production snapshots the gate compares with (paths relative to
    ///   the current folder), compared with the base's.
    /// - Throws: `reference.invalid_revision` for a revision git would read as an option, the
    ///   `reference.git_*` errors when git cannot read it, `config.*` for a base configuration
    ///   this build cannot read, `baseline.*` for an unreadable baseline.
    public func relaxations(since base: String, snapshots: [String] = []) throws -> Outcome {
        try GitFileReader.validate(revision: base)
        let configurationFile = ProjectConfiguration.fileName
        let baseConfiguration: ProjectConfiguration
        if let baseText = try readAtBase(configurationFile, base) {
            baseConfiguration = try ProjectConfiguration.parse(baseText, file: "git:\(base):\(configurationFile)",
                                                               knownRuleIDs: Project.ruleIDs)
        } else {
            // No ckschema.yaml at the base. With a release lock or a findings baseline there, the
            // base already has a gate (with the defaults), which the change may not weaken; with
            // neither, the change adopts ckschema and there is no gate to weaken.
            let defaults = ProjectConfiguration()
            let lock = (defaults.schemas as NSString).appendingPathComponent(ReleaseLock.fileName)
            guard try readAtBase(lock, base) != nil || readAtBase(defaults.baseline, base) != nil else {
                return Outcome(relaxations: [], baseSettings: RuleSettings(), baseConfiguration: nil)
            }
            baseConfiguration = defaults
        }
        let baseBaseline = try readAtBase(baseConfiguration.baseline, base).map { bytes in
            try FindingsBaseline.decode(Data(bytes), file: "git:\(base):\(baseConfiguration.baseline)")
        }
        let change = project.configuration
        let baselinePath = change.resolve(change.baseline)
        let changeBaseline = try FindingsBaseline.read(path: baselinePath).map { baseline in
            ChangedBaseline(baseline: baseline, file: project.relative(baselinePath),
                            text: (try? InputFile.read(baselinePath, format: .findingsBaseline)).flatMap { $0 }
                                .map { String(decoding: $0, as: UTF8.self) } ?? "")
        }
        var relaxations = Self.compare(base: baseConfiguration, change: change, baseName: base,
                                       defaultSeverity: { Self.defaultSeverities[$0] })
        relaxations += Self.compare(base: baseBaseline, change: changeBaseline, baseName: base)
        relaxations += Self.inputs(base: baseConfiguration, change: change, baseName: base)
        relaxations += Self.scopes(base: baseConfiguration, change: change, baseName: base)
        relaxations += try lock(base: baseConfiguration, baseName: base)
        relaxations += try snapshots.compactMap { try snapshot($0, baseName: base) }
        relaxations += entitlements(baseName: base)
        relaxations = relaxations.map { relaxation in
            var relaxation = relaxation
            relaxation.location = relaxation.location.map {
                SourceLocation(file: project.relative($0.file), line: $0.line, column: $0.column)
            }
            return relaxation
        }
        return Outcome(relaxations: relaxations, baseSettings: baseConfiguration.ruleSettings,
                       baseConfiguration: baseConfiguration)
    }

    /// The keys that name what the gate reads, with their values (lists joined).
    static func inputKeys(_ configuration: ProjectConfiguration) -> [(key: String, value: String?)] {
        func list(_ paths: [String]) -> String? { paths.isEmpty ? nil : paths.joined(separator: ", ") }
        return [("schemas", configuration.schemas), ("coreData", configuration.coreData), ("swiftData", configuration.swiftData),
                ("swift", list(configuration.swift)), ("entitlements", list(configuration.entitlements)),
                ("coreDataVersions", configuration.coreDataVersions.flatMap(list)), ("baseline", configuration.baseline),
                ("platforms", configuration.platforms.flatMap { list($0.map(\.rawValue)) })]
    }

    /// Each key naming what the gate reads that the change sets otherwise than the base.
    static func inputs(base: ProjectConfiguration, change: ProjectConfiguration, baseName: String) -> [GateRelaxation] {
        let before = Dictionary(inputKeys(base).map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        let at = change.file.map { SourceLocation(file: $0, line: 1, column: 1) }
        return inputKeys(change).compactMap { key, value in
            guard let old = before[key], old != value else { return nil }
            let location = change.keyLocations[key] ?? at
            return GateRelaxation(kind: .inputMoved(key: key, base: old, change: value), location: location, base: baseName)
        }
    }

    /// Each `scopes:` entry the change adds, removes or sets otherwise than the base.
    static func scopes(base: ProjectConfiguration, change: ProjectConfiguration, baseName: String) -> [GateRelaxation] {
        let before = Dictionary(base.scopes.map { ($0.entity, $0.scope) }, uniquingKeysWith: { first, _ in first })
        let after = Dictionary(change.scopes.map { ($0.entity, $0) }, uniquingKeysWith: { first, _ in first })
        var relaxations: [GateRelaxation] = []
        for entry in change.scopes where before[entry.entity] != entry.scope {
            relaxations.append(GateRelaxation(kind: .scopeChanged(entity: entry.entity, base: before[entry.entity], change: entry.scope),
                                              location: entry.location, base: baseName))
        }
        for entry in base.scopes where after[entry.entity] == nil {
            relaxations.append(GateRelaxation(kind: .scopeChanged(entity: entry.entity, base: entry.scope, change: nil),
                                              location: change.file.map { SourceLocation(file: $0, line: 1, column: 1) }, base: baseName))
        }
        return relaxations
    }

    /// The base's release-lock entries the change removes or alters (new entries are releases).
    func lock(base: ProjectConfiguration, baseName: String) throws -> [GateRelaxation] {
        let basePath = (base.schemas as NSString).appendingPathComponent(ReleaseLock.fileName)
        guard let bytes = try readAtBase(basePath, baseName) else { return [] }
        let baseLock = try ReleaseLock.decode(bytes, file: "git:\(baseName):\(basePath)")
        let folder = project.schemasDirectory()
        let changeLock = try ReleaseLock.read(folder: folder)
        let location = SourceLocation(file: (folder as NSString).appendingPathComponent(ReleaseLock.fileName), line: 1, column: 1)
        return baseLock.released.compactMap { entry in
            let now = changeLock.entry(model: entry.model, version: entry.version)
            guard now != entry else { return nil }
            return GateRelaxation(kind: .lockRewritten(model: entry.model, version: entry.version, removed: now == nil),
                                  location: location, base: baseName)
        }
    }

    /// Each `.entitlements` file of the repository the change edits, adds or removes compared with
    /// the base (they decide whether SwiftData's `.automatic` stores and Core Data's default store
    /// sync).
    func entitlements(baseName: String) -> [GateRelaxation] {
        guard let repository = git.repository,
              let result = try? repository.run(["diff", "--name-only", "--no-renames", "--no-ext-diff", "--no-textconv",
                                                "--end-of-options", baseName, "--", ":(glob)**/*.entitlements"]),
              result.status == 0 else { return [] }
        return result.stdoutText.split(separator: "\n").map { line in
            let path = project.relative((repository.topLevel as NSString).appendingPathComponent(String(line)))
            return GateRelaxation(kind: .entitlementsChanged(path: path), location: SourceLocation(file: path, line: 1, column: 1),
                                  base: baseName)
        }
    }

    /// The production snapshot at `path` when the change edits it (a file the base lacks is new,
    /// not edited).
    func snapshot(_ path: String, baseName: String) throws -> GateRelaxation? {
        guard let before = try readAtBase(RepositoryBoundary.absolute(path), baseName) else { return nil }
        let now = try InputFile.read(path, format: .ckdb)
        guard now != before else { return nil }
        return GateRelaxation(kind: .snapshotChanged(path: path), location: SourceLocation(file: path, line: 1, column: 1),
                              base: baseName)
    }

    /// A file's bytes at `base`; nil when the file does not exist there.
    private func readAtBase(_ path: String, _ base: String) throws -> [UInt8]? {
        do {
            return try git.read(path: path, at: base)
        } catch let error as InputError where error.diagnostics.first?.id == ReferenceProblems.gitPathMissing.id {
            return nil
        }
    }

    /// Every identifier's default severity, for rules a file does not mention.
    static let defaultSeverities: [String: Severity] = Dictionary(
        ReportedRules.complete.map { ($0.id, $0.defaultSeverity) }, uniquingKeysWith: { first, _ in first })

    // MARK: Comparison

    /// The change's findings baseline as read: the entries, the file's path for locations, its text
    /// to find each entry's line.
    public struct ChangedBaseline: Sendable {
        public var baseline: FindingsBaseline
        public var file: String
        public var text: String

        public init(baseline: FindingsBaseline, file: String, text: String) {
            self.baseline = baseline
            self.file = file
            self.text = text
        }
    }

    /// The rules the change switches off or lowers and the suppressions it adds, compared with
    /// `base`'s configuration.
    ///
    /// - Parameter defaultSeverity: a rule's severity when a file does not mention it.
    public static func compare(base: ProjectConfiguration, change: ProjectConfiguration, baseName: String,
                               defaultSeverity: (String) -> Severity?) -> [GateRelaxation] {
        var relaxations: [GateRelaxation] = []
        let fallback = change.rulesLocation ?? change.file.map { SourceLocation(file: $0, line: 1, column: 1) }
            ?? SourceLocation(file: ProjectConfiguration.fileName, line: 1, column: 1)
        let ids = Set(base.ruleSettings.rules.keys).union(change.ruleSettings.rules.keys).sorted()
        for id in ids {
            let standard = defaultSeverity(id).map(RuleSetting.severity) ?? .severity(.error)
            let before = base.ruleSettings.setting(forRule: id) ?? standard
            let after = change.ruleSettings.setting(forRule: id) ?? standard
            guard weaker(after, than: before) else { continue }
            relaxations.append(GateRelaxation(kind: .ruleWeakened(rule: id, base: before, change: after),
                                              location: change.ruleLocations[id] ?? fallback, base: baseName))
        }
        for suppression in change.ruleSettings.suppressions where !base.ruleSettings.suppressions.contains(suppression) {
            relaxations.append(GateRelaxation(kind: .suppressionAdded(suppression), location: suppression.location ?? fallback,
                                              base: baseName))
        }
        return relaxations
    }

    /// The entries of the change's findings baseline whose fingerprints the base's lacks, each at
    /// its line (where its fingerprint is written).
    public static func compare(base: FindingsBaseline?, change: ChangedBaseline?, baseName: String) -> [GateRelaxation] {
        guard let change else { return [] }
        let known = Set((base?.findings ?? []).map(\.fingerprint))
        // Where each fingerprint is written, found in one pass over the file (the line of its
        // `"fingerprint" : "…"` key), so a large baseline costs one read, not one per entry.
        var written: [String: SourceLocation] = [:]
        for (index, line) in change.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let key = line.range(of: "\"fingerprint\""), let open = line[key.upperBound...].firstIndex(of: "\""),
                  let close = line[line.index(after: open)...].firstIndex(of: "\"") else { continue }
            let value = String(line[line.index(after: open)..<close])
            if written[value] == nil {
                written[value] = SourceLocation(file: change.file, line: index + 1, column: line.distance(from: line.startIndex, to: open) + 1)
            }
        }
        return change.baseline.findings.filter { !known.contains($0.fingerprint) }.map { entry in
            GateRelaxation(kind: .baselineEntryAdded(entry),
                           location: written[entry.fingerprint] ?? SourceLocation(file: change.file, line: 1, column: 1), base: baseName)
        }.sorted { ($0.location?.line ?? 0) < ($1.location?.line ?? 0) }
    }

    /// Whether `setting` lets through more than `reference`: off where it was on, or a lower severity.
    static func weaker(_ setting: RuleSetting, than reference: RuleSetting) -> Bool {
        switch (setting, reference) {
        case (.off, .off): false
        case (.off, _): true
        case (.severity, .off): false
        case (.severity(let lower), .severity(let higher)): lower < higher
        }
    }
}
