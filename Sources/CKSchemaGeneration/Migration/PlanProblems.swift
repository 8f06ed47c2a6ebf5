import CKSchemaCore

/// The problems of choosing the steps `ckschema plan` writes migration plans for.
public enum PlanProblems {
    static let docs = "[docs/migration-plans.md](migration-plans.md)"

    public static let unknownVersion = DiagnosticDescription(
        id: "plan.unknown_version",
        name: "Unknown Version",
        summary: "`plan --from` or `--to` names a version the model does not have",
        rationale: "A plan covers the steps between two of the model's versions (\(docs)); the message lists them.",
        fix: "Use versions the message lists.",
        examples: [.command("ckschema plan --from 1 --to 9", output: """
            error: model 'Shop' has no version 9 (versions: 1, 2, 3) [plan.unknown_version]
            """)])

    public static let emptyRange = DiagnosticDescription(
        id: "plan.empty_range",
        name: "Empty Range",
        summary: "`plan --from` and `--to` enclose no step (the same version, or `--from` after `--to`)",
        rationale: """
            A plan describes the step from one version to the next, as a SwiftData migration stage does \
            (https://developer.apple.com/documentation/swiftdata/migrationstage; \(docs)); a range \
            with one version has no step.
            """,
        fix: "Give `--from` an earlier version than `--to`.",
        examples: [.command("ckschema plan --from 3 --to 2", output: """
            error: no step from version 3 to version 2 of 'Shop' [plan.empty_range]
              fix: give --from an earlier version than --to (versions: 1, 2, 3)
            """)])

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
