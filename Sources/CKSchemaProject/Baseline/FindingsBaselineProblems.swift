import CKSchemaCore

/// The problems of the findings baseline (`ckschema-baseline.json`), which `ckschema baseline`
/// writes when adopting ckschema on an existing history.
public enum FindingsBaselineProblems {
    public static let invalidFile = DiagnosticDescription(
        id: "baseline.invalid_file",
        summary: "The findings baseline is not the JSON `ckschema baseline` writes")

    public static let exists = DiagnosticDescription(
        id: "baseline.exists",
        summary: "`ckschema baseline` would overwrite an existing findings baseline")

    /// The group, in documentation order.
    public static let group = DiagnosticGroup(
        name: "Findings baseline", kind: .input,
        summary: "Reported by `baseline`, `lint` and `check` when the findings baseline cannot be read or would be overwritten",
        diagnostics: [invalidFile, exists])
}
