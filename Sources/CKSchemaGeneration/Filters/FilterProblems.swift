import CKSchemaCore

/// The problems of generating fetch filters (`ckschema filters`).
public enum FilterProblems {
    public static let noVersions = DiagnosticDescription(
        id: "filters.no_versions",
        summary: "Filter generation was given no schema version (defensive: the command selects at least one)")

    public static let mixedModels = DiagnosticDescription(
        id: "filters.mixed_models",
        summary: "Filter generation was given versions of two models (defensive: the command selects one model)")

    public static let unknownVersion = DiagnosticDescription(
        id: "filters.unknown_version",
        summary: "`filters --schema-version N` names a version the model does not have")

    /// The group, in documentation order.
    public static let group = DiagnosticGroup(
        name: "Fetch filters", kind: .input,
        summary: "Reported by `filters` when the version to write filters for does not exist",
        diagnostics: [noVersions, mixedModels, unknownVersion])
}
