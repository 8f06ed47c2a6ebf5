import CKSchemaCore

/// The problems of writing CI reports: the GitHub Actions job summary.
public enum ReportingProblems {
    public static let summaryUnwritable = DiagnosticDescription(
        id: "summary.unwritable",
        name: "Job Summary Not Writable",
        summary: "`--format github` cannot append the pull-request summary to the file `$GITHUB_STEP_SUMMARY` names",
        rationale: """
            With `--format github`, ckschema appends the pull-request summary to the step's summary \
            file, which GitHub shows on the run's page \
            (https://docs.github.com/actions/using-workflows/workflow-commands-for-github-actions#adding-a-markdown-summary; \
            [docs/ci.md](ci.md)). A summary that cannot be written is reported rather than lost.
            """,
        fix: "Point `GITHUB_STEP_SUMMARY` at a writable file, or unset it outside GitHub Actions.",
        examples: [.command("GITHUB_STEP_SUMMARY=README.md/summary.md ckschema check --format github", output: """
            error: cannot write the step summary 'README.md/summary.md': The operation could not be completed. A file with the same name already exists. [summary.unwritable]
            """)])

    /// The group, in documentation order.
    public static let group = DiagnosticGroup(
        name: "CI reports", kind: .input,
        summary: "Reported by `lint`, `check`, `plan` and `diff` with `--format github` when the job summary cannot be written",
        diagnostics: [summaryUnwritable])
}
