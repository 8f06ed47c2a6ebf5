import CKSchemaCore

/// The problems of `ckschema.yaml`, the optional project configuration (see the README's
/// "Configuration" section). Every command reads it first; a problem stops the command.
public enum ConfigurationProblems {
    static let readme = "[the README](../README.md#configuration-ckschemayaml)"

    public static let unreadable = DiagnosticDescription(
        id: "config.unreadable",
        name: "Unreadable Configuration",
        summary: "`ckschema.yaml` exists but cannot be read",
        rationale: """
            The configuration sets rule severities, suppressions and paths (\(readme)); running \
            without it would report with other settings than the project chose.
            """,
        fix: "Check the file's permissions, or remove it to use the defaults.",
        examples: [.command("chmod 000 ckschema.yaml && ckschema lint", output: """
            ckschema.yaml:1:1: error: cannot read 'ckschema.yaml' [config.unreadable]
            """)])

    public static let wrongKind = DiagnosticDescription(
        id: "config.wrong_kind",
        name: "Wrong Kind of Value",
        summary: "A list, mapping or scalar is written where another kind belongs",
        rationale: "Each key of `ckschema.yaml` takes one kind of value (\(readme)): `rules` a mapping, `suppressions` a list of mappings.",
        fix: "Write the kind of value the message names; check the indentation.",
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
        name: "Unsupported Configuration Version",
        summary: "`version:` is not the configuration version this ckschema reads",
        rationale: "The version says which format the file follows (\(readme)); a file for another format could mean something else.",
        fix: "Write `version: 1`, or upgrade ckschema.",
        examples: [.file("ckschema.yaml", """
            version: 2
            """, output: """
            ckschema.yaml:1:10: error: unsupported configuration version 2; this ckschema reads version 1 [config.unsupported_version]
             1 | version: 2
               |          ^
            """)])

    public static let invalidValue = DiagnosticDescription(
        id: "config.invalid_value",
        name: "Invalid Value",
        summary: "A value of the right kind but not an allowed form (a severity other than error, warning, note or off; an empty reason)",
        rationale: "ckschema accepts only the values \(readme) lists, so that a setting means one thing; a suppression must say why.",
        fix: "Write one of the values the message names.",
        examples: [.file("ckschema.yaml", """
            version: 1
            rules:
              unique_constraint: fatal
            """, output: """
            ckschema.yaml:3:22: error: invalid setting 'fatal' for 'unique_constraint'; expected error, warning, note or off [config.invalid_value]
             3 |   unique_constraint: fatal
               |                      ^
            """)])

    public static let missingKey = DiagnosticDescription(
        id: "config.missing_key",
        name: "Missing Key",
        summary: "A suppression lacks `rule`, `entity` or `reason`",
        rationale: """
            A suppression is scoped to one rule and one entity, and says why (\(readme)), so that a \
            reviewer can judge it and it cannot silence more than meant.
            """,
        fix: "Add the key the message names.",
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
        name: "Unknown Key",
        summary: "A key `ckschema.yaml` does not have at this place",
        rationale: "A misspelt key would otherwise be ignored and its setting silently not apply (\(readme)).",
        fix: "Correct the spelling (the message suggests the nearest key) or remove the key.",
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
        name: "Unknown Rule",
        summary: "`rules` or a suppression names a lint rule that does not exist",
        rationale: """
            Settings apply to lint rules by their identifier (`ckschema rules --kind lint`, \
            [docs/rules.md](rules.md)); a misspelt one would change nothing.
            """,
        fix: "Use a rule identifier from `ckschema rules --kind lint` (the message suggests the nearest).",
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
        diagnostics: [unreadable, wrongKind, unsupportedVersion, invalidValue, missingKey, unknownKey, unknownRule])
}
