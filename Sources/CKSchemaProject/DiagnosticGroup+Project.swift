import CKSchemaCore

extension DiagnosticGroup {
    /// The diagnostics the project layer declares: reading `ckschema.yaml`, the findings baseline
    /// and the release lock, and the checks of the release lock and of the configuration.
    public static let project: [DiagnosticGroup] = [
        ConfigurationProblems.group, ReferenceProblems.group, FindingsBaselineProblems.group, ReleaseLockProblems.group,
        ReleaseLockChecks.group, ConfigurationChecks.group, RelaxationChecks.group,
    ]
}
