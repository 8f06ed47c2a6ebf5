import CKSchemaCore

/// The problems of generating fetch filters (`ckschema filters`).
public enum FilterProblems {
    static let docs = "[docs/fetch-filters.md](fetch-filters.md)"

    public static let noVersions = DiagnosticDescription(
        id: "filters.no_versions",
        name: "No Versions",
        summary: "Filter generation was given no schema version (defensive: the command selects at least one)",
        rationale: "A filter bounds the version attribute by the versions an app can read (\(docs)); with no version there is no bound.",
        fix: "Add a schema version to the schemas folder.")

    public static let mixedModels = DiagnosticDescription(
        id: "filters.mixed_models",
        name: "Mixed Models",
        summary: "Filter generation was given versions of two models (defensive: the command selects one model)",
        rationale: "Each model's records carry their own version attribute (\(docs)); versions of two models cannot share one filter.",
        fix: "Generate each model's filters on its own with `--model`.")

    public static let unknownVersion = DiagnosticDescription(
        id: "filters.unknown_version",
        name: "Unknown Version",
        summary: "`filters --version N` names a version the model does not have",
        rationale: """
            The filter is written for an app built with version N: it hides records newer versions \
            wrote (\(docs); Apple's strategy for evolving a production schema, \
            https://developer.apple.com/documentation/cloudkit/designing-and-creating-a-cloudkit-database). \
            N must be one of the model's versions.
            """,
        fix: "Pass one of the versions in the schemas folder to `--version`.",
        examples: [.command("ckschema filters --version 9", output: """
            error: model 'Shop' has no version 9 (versions: 1, 2) [filters.unknown_version]
              fix: pass one of the versions in the schemas folder to --version
            """)])

    /// The group, in documentation order.
    public static let group = DiagnosticGroup(
        name: "Fetch filters", kind: .input,
        summary: "Reported by `filters` when the version to write filters for does not exist",
        diagnostics: [noVersions, mixedModels, unknownVersion])
}
