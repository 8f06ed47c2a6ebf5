import CKSchemaReporting
import CKSchemaRules

extension CheckOutcome {
    /// Every model's findings as one report (one SARIF run, one JSON object, one summary): the
    /// full rule catalog, the accepted findings, each model's newest version with its changes
    /// for the summary, and the fingerprints the findings baseline uses.
    public func findingsReport(title: String = "ckschema check", repository: RepositoryPaths = RepositoryPaths()) -> FindingsReport {
        var report = findings.report(title: title, repository: repository)
        report.reviews = models.map { ModelReview(proposed: $0.proposed, step: $0.step, permanent: $0.permanent) }
        report.register(models.flatMap { [$0.proposed] + $0.comparedVersions })
        return drift?.merged(into: report) ?? report
    }
}

extension FindingsOutcome {
    /// The findings as a report: what the gate reports, what it accepted (suppressed or
    /// baselined) and each finding's fingerprint.
    public func report(title: String, repository: RepositoryPaths = RepositoryPaths()) -> FindingsReport {
        var report = FindingsReport(title: title, diagnostics: diagnostics, files: files, rules: ReportedRules.complete)
        report.accepted = accepted
        report.fingerprints = fingerprints
        report.register(schemas)
        report.repository = repository
        return report
    }
}
