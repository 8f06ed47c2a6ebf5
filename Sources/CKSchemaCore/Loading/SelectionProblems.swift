/// The problems of choosing the model and version a command works on (`--model`, `--version`)
/// from the schemas folder: `generate`, `plan`, `filters`, `dev init`, `promote` and others.
public enum SelectionProblems {
    public static let unknownModel = DiagnosticDescription(
        id: "generate.unknown_model",
        summary: "`--model` names a model no schema file of the folder declares")

    public static let noSchemas = DiagnosticDescription(
        id: "generate.no_schemas",
        summary: "The schemas folder holds no schema file, or the model has no version")

    public static let ambiguousModel = DiagnosticDescription(
        id: "generate.ambiguous_model",
        summary: "The schemas folder holds several models and no `--model` says which one")

    public static let unknownVersion = DiagnosticDescription(
        id: "generate.unknown_version",
        summary: "`--version` names a version the model does not have")

    /// The group, in documentation order.
    public static let group = DiagnosticGroup(
        name: "Model and version selection", kind: .input,
        summary: "Reported by commands that work on one model version (`generate`, `plan`, `filters`, `dev init`…) when `--model` or `--version` matches nothing",
        diagnostics: [unknownModel, noSchemas, ambiguousModel, unknownVersion])
}
