import CKSchemaCore

extension RelaxationChecks {
    public static let suppressionAdded = DiagnosticDescription(
        id: "relaxation.suppression_added",
        name: "Suppression Added",
        summary: "The change adds a suppression to `ckschema.yaml`",
        rationale: """
            A suppression silences one rule for one element ([the README](../README.md#configuration-ckschemayaml)). \
            Added in the same pull request as the finding it silences, it makes the gate pass with \
            the finding listed only among the accepted ones. `check --base` reports each suppression \
            the base does not have (a suppression whose rule, element, version or reason changed \
            counts as new), at its place in `ckschema.yaml`. Its level comes from the base's `rules:`. \
            GitHub's own advice for checks that run on pull requests is the same: treat the pull \
            request's files as untrusted input \
            (https://securitylab.github.com/resources/github-actions-untrusted-input/).
            """,
        fix: "Fix the finding instead, or let a reviewer accept the suppression on purpose.",
        severity: .warning,
        examples: [.command("ckschema check --base origin/main   # the change suppresses field_no_delete for Score.points", output: """
            ckschema.yaml:5:5: warning: the change adds a suppression of 'field_no_delete' for 'Score.points' [relaxation.suppression_added]
             5 |   - rule: field_no_delete
               |     ^
              fix: fix the finding instead, or have the suppression reviewed on purpose
            """)])
}
