import CKSchemaCore

extension RelaxationChecks {
    public static let snapshotChanged = DiagnosticDescription(
        id: "relaxation.snapshot_changed",
        name: "Production Snapshot Changed",
        summary: "The change edits the production snapshot the gate compares with",
        rationale: """
            The committed production snapshot (`cloudkit/production.ckdb`) is what the gate knows of \
            production. A pull request that deletes a field and also deletes it from the snapshot \
            would compare with a production that never had it. With `--base`, `check` compares with \
            the base's snapshot and reports the change's edit. Refresh the snapshot after a deploy \
            (`ckschema cloudkit pull`) in a change of its own. Production's schema changes only by a deploy \
            (https://developer.apple.com/documentation/cloudkit/managing_icloud_containers_with_the_cloudkit_database_app/deploying_an_icloud_container_s_schema).
            """,
        fix: "Leave the snapshot as the base has it; refresh it after a deploy in a change of its own.",
        severity: .warning,
        examples: [.command("ckschema check --against cloudkit/production.ckdb --base origin/main", output: """
            cloudkit/production.ckdb:1:1: warning: the change edits the production snapshot 'cloudkit/production.ckdb'; the gate compares with origin/main's [relaxation.snapshot_changed]
            """)])
}
