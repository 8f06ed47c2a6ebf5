import CKSchemaCore
import CKSchemaRules

extension CheckOutcome {
    /// Every model's findings as one report (one SARIF run, one JSON object, one summary), with
    /// the full rule catalogue, the suppressed findings, each model's newest version for the
    /// summary and the versions of every file for fingerprints.
    public func findingsReport(title: String = "ckschema check", repository: RepositoryPaths = RepositoryPaths()) -> FindingsReport {
        var files: [String] = []
        for file in models.flatMap(\.files) where !files.contains(file) { files.append(file) }
        var report = FindingsReport(title: title, diagnostics: models.flatMap(\.diagnostics), files: files,
                                    rules: ReportedRules.all)
        report.accepted = models.flatMap(\.accepted)
        report.reviews = models.map { ModelReview(proposed: $0.proposed, step: $0.step, permanent: $0.permanent) }
        report.register(models.flatMap { [$0.proposed] + $0.baselines })
        report.repository = repository
        return report
    }
}
