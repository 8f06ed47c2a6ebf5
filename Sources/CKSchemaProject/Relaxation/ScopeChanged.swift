import CKSchemaCore

extension RelaxationChecks {
    public static let scopeChanged = DiagnosticDescription(
        id: "relaxation.scope_changed",
        name: "Sync Scope Changed",
        summary: "The change sets a model's sync scope in `scopes:` otherwise than the base does",
        rationale: """
            `scopes:` decides which models CloudKit's rules apply to. Marking a model `local` in the \
            same pull request that gives it a unique constraint or a required attribute would silence \
            both. With `--base`, `check` applies the base's `scopes:` and reports each entry the change \
            adds, removes or changes, at its line. Which models CloudKit's rules bind is Apple's \
            (https://developer.apple.com/documentation/coredata/mirroring_a_core_data_store_with_cloudkit/creating_a_core_data_model_for_cloudkit).
            """,
        fix: "Keep the base's scopes, or change them in a change of their own that a reviewer accepts.",
        severity: .warning,
        examples: [.command("ckschema check --base origin/main   # the change adds '{entity: Brand, scope: local}'", output: """
            ckschema.yaml:4:5: warning: the change sets the scope of 'Brand' to local (not set at origin/main); the gate applies origin/main's scopes [relaxation.scope_changed]
            """)])
}
