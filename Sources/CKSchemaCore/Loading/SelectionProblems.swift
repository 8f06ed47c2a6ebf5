/// The problems of choosing the model and version a command works on (`--model`,
/// `--schema-version`) from the schemas folder or the code: `generate`, `plan`, `filters`, `dev init`, `promote` and others.
public enum SelectionProblems {
    public static let unknownModel = DiagnosticDescription(
        id: "selection.unknown_model",
        summary: "`--model` (or `model:`) names a model no schema file of the folder, or no code, declares")

    public static let noSchemas = DiagnosticDescription(
        id: "selection.no_schemas",
        summary: "The schemas folder holds no schema file, or the model has no version")

    public static let ambiguousModel = DiagnosticDescription(
        id: "selection.ambiguous_model",
        summary: "The schemas folder or the code holds several models and neither `--model` nor `model:` says which one")

    public static let unknownVersion = DiagnosticDescription(
        id: "selection.unknown_version",
        summary: "`--schema-version` names a version the model does not have")

    /// The group, in documentation order.
    public static let group = DiagnosticGroup(
        name: "Model and version selection", kind: .input,
        summary: "Reported by commands that work on one model version (`generate`, `plan`, `filters`, `dev init`…) when `--model` or `--schema-version` matches nothing",
        diagnostics: [unknownModel, noSchemas, ambiguousModel, unknownVersion])
}
