import CKSchemaCore

/// The problems of `ckschema.yaml`, the optional project configuration (see the README's
/// "Configuration" section). Every command reads it first; a problem stops the command.
public enum ConfigurationProblems {
    public static let unreadable = DiagnosticDescription(
        id: "config.unreadable",
        summary: "`ckschema.yaml` exists but cannot be read")

    public static let wrongKind = DiagnosticDescription(
        id: "config.wrong_kind",
        summary: "A list, mapping or scalar is written where another kind belongs",
        examples: [.file("ckschema.yaml", """
            version: 1
            rules:
              - unique_constraint
            """, output: """
            ckschema.yaml:3:3: error: 'rules' must be a mapping of rule id to error, warning, note or off, found a list [config.wrong_kind]
             3 |   - unique_constraint
               |   ^
            """)])

    public static let unsupportedVersion = DiagnosticDescription(
        id: "config.unsupported_version",
        summary: "`version:` is not the configuration version this ckschema reads",
        examples: [.file("ckschema.yaml", """
            version: 2
            """, output: """
            ckschema.yaml:1:10: error: unsupported configuration version 2; this ckschema reads version 1 [config.unsupported_version]
             1 | version: 2
               |          ^
            """)])

    public static let invalidValue = DiagnosticDescription(
        id: "config.invalid_value",
        summary: "A value of the right kind but not an allowed form (a severity other than error, warning, note or off; an empty reason)",
        examples: [.file("ckschema.yaml", """
            version: 1
            rules:
              unique_constraint: fatal
            """, output: """
            ckschema.yaml:3:22: error: invalid setting 'fatal' for 'unique_constraint'; expected error, warning, note or off [config.invalid_value]
             3 |   unique_constraint: fatal
               |                      ^
            """)])

    public static let pathOutsideRepository = DiagnosticDescription(
        id: "config.path_outside_repository",
        summary: "A path in `ckschema.yaml` is absolute or climbs out of the repository")

    public static let missingKey = DiagnosticDescription(
        id: "config.missing_key",
        summary: "A suppression lacks `rule`, `entity` or `reason`",
        examples: [.file("ckschema.yaml", """
            version: 1
            suppressions:
              - rule: unique_constraint
                entity: Article
            """, output: """
            ckschema.yaml:3:5: error: a suppression needs 'reason'; write down why the finding is acceptable [config.missing_key]
             3 |   - rule: unique_constraint
               |     ^
            """)])

    public static let unknownKey = DiagnosticDescription(
        id: "config.unknown_key",
        summary: "A key `ckschema.yaml` does not have at this place",
        examples: [.file("ckschema.yaml", """
            version: 1
            rule:
              unique_constraint: warning
            """, output: """
            ckschema.yaml:2:1: error: unknown key 'rule' in the configuration [config.unknown_key]
             2 | rule:
               | ^
              fix: did you mean 'rules'?
            """)])

    public static let unknownRule = DiagnosticDescription(
        id: "config.unknown_rule",
        summary: "`rules` or a suppression names a lint rule that does not exist",
        examples: [.file("ckschema.yaml", """
            version: 1
            rules:
              unique_constraints: warning
            """, output: """
            ckschema.yaml:3:3: error: unknown rule 'unique_constraints' [config.unknown_rule]
             3 |   unique_constraints: warning
               |   ^
              fix: did you mean 'unique_constraint'?
            """)])

    /// The group, in documentation order.
    public static let group = DiagnosticGroup(
        name: "Project configuration (ckschema.yaml)", kind: .input,
        summary: "Reported by every command that reads `ckschema.yaml`",
        diagnostics: [unreadable, wrongKind, unsupportedVersion, invalidValue, pathOutsideRepository, missingKey, unknownKey, unknownRule])
}
