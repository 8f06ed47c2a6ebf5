import CKSchemaCore

extension RelaxationChecks {
    public static let ruleWeakened = DiagnosticDescription(
        id: "relaxation.rule_weakened",
        name: "Rule Weakened",
        summary: "The change switches a rule off or lowers its severity in `ckschema.yaml`",
        rationale: """
            The gate runs on the pull request's own `ckschema.yaml`. Deleting a field together with \
            `rules: {field_no_delete: off}` makes the gate pass, and the reviewer must spot the line \
            in the YAML diff. `check --base` compares each rule's setting with the base's (a rule \
            the base does not mention has its default severity) and reports every rule the change \
            switches off or lowers, so the review sees it next to the findings it hides \
            ([docs/security.md](security.md)). Its level comes from the base's `rules:`, never the change's; \
            a team can also require an owner's review of `ckschema.yaml` \
            (https://docs.github.com/en/repositories/managing-your-repositorys-settings-and-features/customizing-your-repository/about-code-owners).
            """,
        fix: "Keep the rule's setting, or let a reviewer accept the change to the gate on purpose.",
        severity: .warning,
        examples: [.command("ckschema check --base origin/main   # the change writes 'field_no_delete: off'", output: """
            ckschema.yaml:3:20: warning: the change switches 'field_no_delete' off (error at origin/main) [relaxation.rule_weakened]
             3 |   field_no_delete: off
               |                    ^
              fix: keep the rule's setting, or have the change to the gate reviewed on purpose
            """)])
}
