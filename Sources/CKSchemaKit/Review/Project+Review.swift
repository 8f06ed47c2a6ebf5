import CKSchemaCore
import CKSchemaGeneration
import CKSchemaReporting
import CKSchemaRules
import Foundation

/// The reports `lint` and `plan` render in every format: findings, the accepted ones, each
/// model's newest version with what changed for the summary, and repository-relative paths.
extension Project {
    /// The repository's paths: the git root above the current folder (what code scanning and
    /// annotations resolve paths against), else the configuration's root.
    public var repositoryPaths: RepositoryPaths {
        let current = FileManager.default.currentDirectoryPath
        var folder = URL(fileURLWithPath: current).standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) {
                return RepositoryPaths(root: folder.path, current: current)
            }
            let parent = folder.deletingLastPathComponent().standardizedFileURL
            if parent.path == folder.path { return RepositoryPaths(root: configuration.rootDirectory, current: current) }
            folder = parent
        }
    }

    /// A lint outcome as a report: for the summary, each model's newest version linted with its
    /// changes since the version before.
    public func lintReport(_ outcome: FindingsOutcome) -> FindingsReport {
        var report = outcome.report(title: "ckschema lint", repository: repositoryPaths)
        let models = Dictionary(grouping: outcome.schemas, by: \.model)
        report.reviews = models.keys.sorted().compactMap { model in
            let versions = (models[model] ?? []).sorted { $0.version < $1.version }
            guard let newest = versions.last else { return nil }
            let predecessor = versions.dropLast().last
            return ModelReview(proposed: newest, step: predecessor.map { CompatibilityChecker().check(old: $0, new: newest) })
        }
        return report
    }

    /// `ckschema plan` as findings: every change finding of the steps from `from` to `to`, located
    /// in the newer version of its step, and for the summary the range's last version with the
    /// changes since its first and everything that becomes permanent on the way.
    ///
    /// - Throws: ``InputError`` for a bound that is not a version or a range without a step.
    public func planReport(_ history: ModelHistory, from: Int? = nil, to: Int? = nil) throws -> FindingsReport {
        let steps = try MigrationPlanner().steps(history, from: from, to: to)
        let diagnostics = steps.flatMap { step in step.report.reported.map { $0.diagnostic(in: step.new) } }
        var files: [String] = []
        for file in steps.flatMap({ [$0.old.file, $0.new.file] }).compactMap({ $0 }) where !files.contains(file) {
            files.append(file)
        }
        var report = FindingsReport(title: "ckschema plan", diagnostics: diagnostics, files: files, rules: ReportedRules.complete)
        report.register(steps.flatMap { [$0.old, $0.new] })
        if let first = steps.first, let last = steps.last {
            var permanent: [String] = []
            for element in steps.flatMap(\.report.permanent) where !permanent.contains(element) { permanent.append(element) }
            report.reviews = [ModelReview(proposed: last.new, step: CompatibilityChecker().check(old: first.old, new: last.new),
                                          permanent: permanent)]
        }
        report.repository = repositoryPaths
        return report
    }
}
