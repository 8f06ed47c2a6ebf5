import CKSchemaCore

extension RelaxationChecks {
    public static let baselineEntryAdded = DiagnosticDescription(
        id: "relaxation.baseline_entry_added",
        name: "Baseline Entry Added",
        summary: "The change adds an accepted finding to the findings baseline",
        rationale: """
            The findings baseline (`ckschema-baseline.json`, written by `ckschema baseline`) records \
            the findings a team accepted when it adopted ckschema; the gate no longer reports them. \
            An entry added by the same pull request that causes the finding makes the gate pass \
            silently. `check --base` reports each entry whose fingerprint the base's baseline lacks, \
            at its line in the file. Its level comes from the base's `rules:`. A team can also require \
            an owner's review of the file \
            (https://docs.github.com/en/repositories/managing-your-repositorys-settings-and-features/customizing-your-repository/about-code-owners).
            """,
        fix: "Fix the finding instead, or let a reviewer accept the entry on purpose.",
        severity: .warning,
        examples: [.command("ckschema check --base origin/main   # the change ran 'ckschema baseline --update'", output: """
            ckschema-baseline.json:6:23: warning: the change accepts 'field_no_delete' on 'Score.points' in the findings baseline [relaxation.baseline_entry_added]
              fix: fix the finding instead, or have the baseline entry reviewed on purpose
            """)])
}
