import CKSchemaCore

/// The problems of resolving a reference — the older side `ckschema diff` and `ckschema check`
/// compare with: a version number, a schema file, `git:REVISION:PATH`, or a production export
/// (`.ckdb`).
public enum ReferenceProblems {
    public static let invalidReference = DiagnosticDescription(
        id: "reference.invalid_reference",
        summary: "A `git:` reference does not name both a revision and a path")

    public static let missingFile = DiagnosticDescription(
        id: "reference.missing_file",
        summary: "The referenced file (a schema or a `.ckdb` export) does not exist")

    public static let unknownVersion = DiagnosticDescription(
        id: "reference.unknown_version",
        summary: "A reference version number names no version in the schemas folder")

    public static let gitUnavailable = DiagnosticDescription(
        id: "reference.git_unavailable",
        summary: "`git` cannot be run to read a `git:` reference")

    public static let notARepository = DiagnosticDescription(
        id: "reference.not_a_repository",
        summary: "A `git:` reference is read outside a git repository")

    public static let gitPathMissing = DiagnosticDescription(
        id: "reference.git_path_missing",
        summary: "The file of a `git:` reference does not exist at that revision")

    public static let gitRevisionMissing = DiagnosticDescription(
        id: "reference.git_revision_missing",
        summary: "The revision of a `git:` reference is not in this clone")

    public static let invalidRevision = DiagnosticDescription(
        id: "reference.invalid_revision",
        summary: "A git revision starts with `-`, so git would read it as an option")

    public static let notASchema = DiagnosticDescription(
        id: "reference.not_a_schema",
        summary: "`ckschema diff` is given a CloudKit schema (`.ckdb`) instead of a schema version")

    public static let noProduction = DiagnosticDescription(
        id: "reference.no_production",
        summary: "`check --release` has no production schema to compare with")

    /// The group, in documentation order.
    public static let group = DiagnosticGroup(
        name: "References (--against, diff)", kind: .input,
        summary: "Reported by `diff` and `check` when the older side of the comparison cannot be read",
        diagnostics: [invalidReference, invalidRevision, missingFile, unknownVersion, gitUnavailable, notARepository, gitPathMissing,
                      gitRevisionMissing, notASchema, noProduction])
}
