import CKSchemaCore

/// What `lint` and `check` report about `ckschema.yaml` itself once the findings are known.
public enum ConfigurationChecks {
    public static let unusedSuppression = DiagnosticDescription(
        id: "config.unused_suppression",
        name: "Unused Suppression",
        summary: "A suppression in `ckschema.yaml` matches no finding",
        rationale: """
            A suppression silences one rule for one element ([the README](../README.md#configuration-ckschemayaml)). \
            Once the finding is fixed, a suppression left behind would silently hide the next finding of \
            the same rule on that element — for a rule such as `unique_constraint` that is the crash at \
            launch Core Data's CloudKit validator causes \
            (https://developer.apple.com/documentation/coredata/creating-a-core-data-model-for-cloudkit).
            """,
        fix: "Remove the suppression.",
        severity: .warning,
        examples: [.command("ckschema lint   # ckschema.yaml suppresses unique_constraint for 'Article.url', which has none", output: """
            ckschema.yaml:3:5: warning: the suppression of 'unique_constraint' for 'Article.url' matches no finding [config.unused_suppression]
             3 |   - rule: unique_constraint
               |     ^
              fix: remove it, so it cannot hide a future finding
            """)])

    /// The group, in documentation order.
    public static let group = DiagnosticGroup(
        name: "Project configuration", kind: .check,
        summary: "Reported by `lint` and `check` about `ckschema.yaml` once the findings are known",
        diagnostics: [unusedSuppression])
}
