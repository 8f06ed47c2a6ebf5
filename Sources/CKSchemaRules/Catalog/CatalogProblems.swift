import CKSchemaCore

/// The problems of looking something up in the rule catalog (`ckschema explain ID`).
public enum CatalogProblems {
    public static let unknownRule = DiagnosticDescription(
        id: "rules.unknown_rule",
        name: "Unknown Rule",
        summary: "`ckschema explain` is given an identifier nothing declares",
        rationale: """
            Every identifier ckschema prints is declared once and listed by `ckschema rules --kind all` \
            ([docs/rules.md](rules.md), [docs/change-rules.md](change-rules.md), [docs/checks.md](checks.md), \
            [docs/input-problems.md](input-problems.md)); an identifier that matches none is misspelt.
            """,
        fix: "Copy the identifier from the brackets after a message (the message suggests the nearest one).",
        examples: [.command("ckschema explain unique_constraints", output: """
            error: unknown rule 'unique_constraints' [rules.unknown_rule]
              fix: did you mean 'unique_constraint'?
            """)])

    /// The group, in documentation order.
    public static let group = DiagnosticGroup(
        name: "Rule catalog", kind: .input,
        summary: "Reported by `explain` for an identifier nothing declares",
        diagnostics: [unknownRule])
}

extension DiagnosticGroup {
    /// The diagnostics the rules layer declares besides the lint and change rules: the catalog,
    /// production readiness, unclassified changes and report options.
    public static let rules: [DiagnosticGroup] = [
        CatalogProblems.group, ProductionChecks.group, CompatibilityChecks.group, ReportingProblems.group,
    ]
}
