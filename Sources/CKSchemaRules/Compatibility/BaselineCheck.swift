import CKSchemaCore

/// `ckschema check`: the proposed schema against every baseline (production keeps everything ever
/// deployed, so each released version counts, not only the last one).
public struct BaselineCheck: Sendable {
    /// Everything found, de-duplicated (the same removal seen against two baselines is one finding).
    public var diagnostics: [Diagnostic]
    /// What becomes permanent once the proposed schema is deployed (against the newest baseline).
    public var permanent: [String]
    /// One comparison per schema baseline, in the order given.
    public var reports: [CompatibilityReport]
    /// Every file involved.
    public var files: [String]

    /// Compares `proposed` with each of `baselines`; `extra` diagnostics (lint, release readiness)
    /// are merged in.
    public init(proposed: Schema, baselines: [Schema], extra: [Diagnostic] = [], extraFiles: [String] = [],
                checker: CompatibilityChecker = CompatibilityChecker()) {
        reports = baselines.map { checker.check(old: $0, new: proposed) }
        var seen: Set<String> = []
        diagnostics = (extra + reports.flatMap(\.diagnostics)).filter { d in
            seen.insert("\(d.id)|\(d.location?.description ?? "")|\(d.message)").inserted
        }.sorted()
        let newest = reports.max { $0.old.version < $1.old.version }
        permanent = newest?.permanent ?? []
        var files: [String] = []
        for file in [proposed.file] + baselines.map(\.file) + extraFiles.map(Optional.some) {
            if let file, !files.contains(file) { files.append(file) }
        }
        self.files = files
    }

    /// Whether the gate fails: any error.
    public var failed: Bool { diagnostics.contains { $0.severity == .error } }

    /// The findings as a report for the reporters.
    public func findingsReport(title: String = "ckschema check") -> FindingsReport {
        FindingsReport(title: title, diagnostics: diagnostics, files: files,
                       rules: reports.first?.ruleMetadata ?? [])
    }
}
