import CKSchemaCore

/// The problems of the findings baseline (`ckschema-baseline.json`), which `ckschema baseline`
/// writes when adopting ckschema on an existing history.
public enum FindingsBaselineProblems {
    static let readme = "[the README](../README.md#adopting-ckschema-on-an-existing-history)"

    public static let invalidFile = DiagnosticDescription(
        id: "baseline.invalid_file",
        name: "Invalid Findings Baseline",
        summary: "The findings baseline is not the JSON `ckschema baseline` writes",
        rationale: """
            The baseline lists the findings a project accepted (\(readme)); read wrongly it would \
            accept findings nobody accepted, or fail on all of them, so ckschema stops instead \
            (JSON, https://www.rfc-editor.org/rfc/rfc8259).
            """,
        fix: "Rewrite it with `ckschema baseline --update`, or restore it from version control.",
        examples: [.command("cd /work/app && echo '[' > ckschema-baseline.json && ckschema lint", output: """
            /work/app/ckschema-baseline.json:1:1: error: cannot read the findings baseline '/work/app/ckschema-baseline.json': DecodingError.dataCorrupted: Data was corrupted. Debug description: The given data was not valid JSON. [baseline.invalid_file]
             1 | [
               | ^
              fix: rewrite it with 'ckschema baseline --update'
            """)])

    public static let exists = DiagnosticDescription(
        id: "baseline.exists",
        name: "Findings Baseline Exists",
        summary: "`ckschema baseline` would overwrite an existing findings baseline",
        rationale: """
            Rewriting the baseline accepts every finding of today, new ones included (\(readme)); \
            ckschema does it only when asked, so a stray run cannot accept a regression.
            """,
        fix: "Run `ckschema baseline --update` to rewrite it with today's findings.",
        examples: [.command("ckschema baseline   # a second time", output: """
            ckschema-baseline.json:1:1: error: the findings baseline 'ckschema-baseline.json' exists already [baseline.exists]
             1 | {
               | ^
              fix: run 'ckschema baseline --update' to rewrite it with today's findings
            """)])

    /// The group, in documentation order.
    public static let group = DiagnosticGroup(
        name: "Findings baseline", kind: .input,
        summary: "Reported by `baseline`, `lint` and `check` when the findings baseline cannot be read or would be overwritten",
        diagnostics: [invalidFile, exists])
}
