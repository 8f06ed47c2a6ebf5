import CKSchemaCore

/// The problems of choosing the steps `ckschema plan` writes migration plans for.
public enum PlanProblems {
    public static let unknownVersion = DiagnosticDescription(
        id: "plan.unknown_version",
        summary: "`plan --from` or `--to` names a version the model does not have")

    public static let emptyRange = DiagnosticDescription(
        id: "plan.empty_range",
        summary: "`plan --from` and `--to` enclose no step (the same version, or `--from` after `--to`)")

    /// The group, in documentation order.
    public static let group = DiagnosticGroup(
        name: "Migration plans", kind: .input,
        summary: "Reported by `plan` when `--from` and `--to` do not name a step",
        diagnostics: [unknownVersion, emptyRange])
}

extension DiagnosticGroup {
    /// The diagnostics the generation layer declares: Swift code, fetch filters, migration plans.
    public static let generation: [DiagnosticGroup] = [SwiftProblems.group, FilterProblems.group, PlanProblems.group]
}
