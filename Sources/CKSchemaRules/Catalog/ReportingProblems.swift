import CKSchemaCore

/// The problems of writing CI reports: the GitHub Actions job summary.
public enum ReportingProblems {
    public static let summaryUnwritable = DiagnosticDescription(
        id: "summary.unwritable",
        summary: "`--format github` cannot append the pull-request summary to the file `$GITHUB_STEP_SUMMARY` names")

    /// The group, in documentation order.
    public static let group = DiagnosticGroup(
        name: "CI reports", kind: .input,
        summary: "Reported by `lint`, `check`, `plan` and `diff` with `--format github` when the job summary cannot be written",
        diagnostics: [summaryUnwritable])
}
