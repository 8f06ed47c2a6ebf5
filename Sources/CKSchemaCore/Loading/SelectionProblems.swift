/// The problems of choosing the model and version a command works on (`--model`, `--version`)
/// from the schemas folder: `generate`, `plan`, `filters`, `dev init`, `promote` and others.
public enum SelectionProblems {
    static let format = "[docs/schema-format.md](schema-format.md#folders)"

    public static let unknownModel = DiagnosticDescription(
        id: "generate.unknown_model",
        name: "Unknown Model",
        summary: "`--model` names a model no schema file of the folder declares",
        rationale: """
            A schemas folder may hold several models, each identified by its `model:` key (\(format)); \
            the name given matches none of them.
            """,
        fix: "Use one of the model names the folder's files declare (the message lists or suggests them).",
        examples: [.command("ckschema generate swift --model Shopp", output: """
            error: no model 'Shopp' in 'schemas' (models: 'Shop') [generate.unknown_model]
            """)])

    public static let noSchemas = DiagnosticDescription(
        id: "generate.no_schemas",
        name: "No Schemas",
        summary: "The schemas folder holds no schema file, or the model has no version",
        rationale: """
            The command works on a schema version (\(format)) and the folder it read has none: \
            usually a wrong `--schemas` path or a command run outside the project.
            """,
        fix: "Run the command from the project (where `ckschema.yaml` is), or point `--schemas` at the folder of schema files.",
        examples: [.command("ckschema generate swift --schemas empty/", output: """
            error: no schema files in 'empty/' [generate.no_schemas]
            """)])

    public static let ambiguousModel = DiagnosticDescription(
        id: "generate.ambiguous_model",
        name: "Ambiguous Model",
        summary: "The schemas folder holds several models and no `--model` says which one",
        rationale: """
            Each model is generated, planned and deployed on its own (\(format)); ckschema does not \
            guess which one is meant.
            """,
        fix: "Choose one with `--model NAME`.",
        examples: [.command("ckschema generate swift", output: """
            error: 'schemas' holds several models ('Notes', 'Shop') [generate.ambiguous_model]
              fix: choose one with --model
            """)])

    public static let unknownVersion = DiagnosticDescription(
        id: "generate.unknown_version",
        name: "Unknown Version",
        summary: "`--version` names a version the model does not have",
        rationale: "Versions are the `version:` numbers of the model's files (\(format)); the message lists them.",
        fix: "Use one of the versions the message lists, or leave `--version` out for the newest.",
        examples: [.command("ckschema generate ckdb --version 9", output: """
            error: model 'Shop' has no version 9 (versions: 1, 2) [generate.unknown_version]
            """)])

    /// The group, in documentation order.
    public static let group = DiagnosticGroup(
        name: "Model and version selection", kind: .input,
        summary: "Reported by commands that work on one model version (`generate`, `plan`, `filters`, `dev init`…) when `--model` or `--version` matches nothing",
        diagnostics: [unknownModel, noSchemas, ambiguousModel, unknownVersion])
}
