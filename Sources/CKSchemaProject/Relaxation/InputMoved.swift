import CKSchemaCore

extension RelaxationChecks {
    public static let inputMoved = DiagnosticDescription(
        id: "relaxation.input_moved",
        name: "Gate Input Moved",
        summary: "The change points `ckschema.yaml` at another schemas folder, model, code or file than the base does",
        rationale: """
            What the gate compares is named in `ckschema.yaml`: `schemas:`, `coreData:`, \
            `swiftData:`, `swift:`, `entitlements:`, `baseline:`, `coreDataVersions:`, `platforms:`. A pull request \
            that writes `schemas: decoy` beside a breaking change would make the gate compare a decoy \
            that breaks nothing. With `--base`, `check` reads what the **base's** file names and \
            reports each key the change sets otherwise, at its line \
            ([docs/security.md](security.md)). A legitimate move is merged first on its own, \
            reviewed by the files' owners; GitHub's advice is to treat a pull request's files as untrusted input \
            (https://securitylab.github.com/resources/github-actions-untrusted-input/).
            """,
        fix: "Keep the key as the base has it, or move the files in a change of their own that a reviewer accepts.",
        severity: .warning,
        examples: [.command("ckschema check --base origin/main   # the change writes 'schemas: decoy'", output: """
            ckschema.yaml:2:10: warning: the change sets 'schemas' to 'decoy' ('schemas' at origin/main); the gate reads what origin/main names [relaxation.input_moved]
            """)])
}
