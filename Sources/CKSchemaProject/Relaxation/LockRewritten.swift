import CKSchemaCore

extension RelaxationChecks {
    public static let lockRewritten = DiagnosticDescription(
        id: "relaxation.lock_rewritten",
        name: "Release Lock Rewritten",
        summary: "The change removes or alters an entry of the release lock the base has",
        rationale: """
            The release lock (`schemas/ckschema.lock`) records the content hash of every released \
            version, so an edit of a released version fails the gate. A pull request that edits a \
            released version and rewrites its lock entry would pass. With `--base`, `check` compares \
            the lock with the base's: a new entry is a release, a removed or altered one is reported \
            as an error (the lock only grows), as production does: a deployed schema only grows \
            (https://developer.apple.com/documentation/cloudkit/managing_icloud_containers_with_the_cloudkit_database_app/deploying_an_icloud_container_s_schema).
            """,
        fix: "Restore the lock entries as the base has them; a released version is changed only by a new version.",
        severity: .error,
        examples: [.command("ckschema check --base origin/main   # the change edits v2.yaml and its lock entry", output: """
            schemas/ckschema.lock:1:1: error: the change alters the lock entry of 'WordErase' version 2 (released at origin/main) [relaxation.lock_rewritten]
            """)])
}
