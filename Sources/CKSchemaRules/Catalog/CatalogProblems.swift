import CKSchemaCore

/// The problems of looking something up in the rule catalog (`ckschema explain ID`).
public enum CatalogProblems {
    public static let unknownRule = DiagnosticDescription(
        id: "rules.unknown_rule",
        summary: "`ckschema explain` is given an identifier nothing declares")

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
