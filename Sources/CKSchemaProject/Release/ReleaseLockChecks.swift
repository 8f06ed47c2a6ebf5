import CKSchemaCore

/// The checks of `schemas/ckschema.lock`: a released version's file must stay as it was released.
/// Reported by `check`, `versions` and `release`.
public enum ReleaseLockChecks {
    /// Core Data refuses to open a store whose model version it cannot find.
    static let versioning = "https://developer.apple.com/documentation/coredata/using-lightweight-migration"

    public static let modified = DiagnosticDescription(
        id: "released_version_modified",
        name: "Released Version Modified",
        summary: "A released (locked) version's file changed since `ckschema release` recorded it",
        rationale: """
            A released version is what users' stores were written with. Core Data identifies a model \
            version by the hash of its entities, and migrates a store only from a version it can find \
            (\(versioning)); editing a released version in place makes stores written by it fail to \
            open with "unknown model version", and production already holds its record types \
            (https://developer.apple.com/documentation/cloudkit/deploying-an-icloud-container-s-schema).
            """,
        fix: "Revert the edit and put the change in a new version.",
        examples: [.command("ckschema check   # schemas/v1.yaml released, then 'Item.sku' added to it", output: """
            schemas/v1.yaml:4:3: error: version 1 of 'Shop' is released and locked, but entity 'Item' changed ('schemas/v1.yaml') [released_version_modified]
             4 |   Item:
               |   ^
              fix: revert the edit and put the change in a new version; a store written by the released version would fail with 'unknown model version'
            """)])

    public static let missing = DiagnosticDescription(
        id: "released_version_missing",
        name: "Released Version Missing",
        summary: "A released (locked) version has no schema file any more",
        rationale: """
            Migration plans and production comparisons start from the released versions, and users' \
            stores were written with them (\(versioning)); deleting the file loses the model those \
            stores need.
            """,
        fix: "Restore the file from version control.",
        examples: [.command("git rm schemas/v1.yaml && ckschema check", output: """
            schemas/ckschema.lock:1:1: error: version 1 of 'Shop' is released and locked, but no schema file declares it (expected 'v1.yaml') [released_version_missing]
             1 | {
               | ^
              fix: restore the file: production and users' stores still depend on it
            """)])

    /// The group, in documentation order.
    public static let group = DiagnosticGroup(
        name: "Release lock", kind: .check,
        summary: "Reported by `check`, `versions` and `release` when a version recorded in `schemas/ckschema.lock` was edited or deleted",
        diagnostics: [modified, missing])
}

/// The problems of reading the release lock and choosing a version to release.
public enum ReleaseLockProblems {
    public static let invalidLock = DiagnosticDescription(
        id: "release.invalid_lock",
        summary: "`schemas/ckschema.lock` is not the JSON `ckschema release` writes")

    public static let unknownVersion = DiagnosticDescription(
        id: "release.unknown_version",
        summary: "`ckschema release N` names a version the schemas folder does not have")

    public static let versionFileExists = DiagnosticDescription(
        id: "release.version_file_exists",
        summary: "`ckschema new-version` would write a version file that already exists")

    public static let modelLivesElsewhere = DiagnosticDescription(
        id: "release.model_lives_elsewhere",
        summary: "`ckschema new-version` or `generate swift` in a project whose model lives in Xcode or SwiftData code")

    /// The group, in documentation order.
    public static let group = DiagnosticGroup(
        name: "Release lock files", kind: .input,
        summary: "Reported by `release`, `new-version`, `generate swift`, `versions` and `check` when the lock cannot be read, the version to release does not exist, a new version's file exists, or a new YAML version or generated SwiftData code would be used by nothing",
        diagnostics: [invalidLock, unknownVersion, versionFileExists, modelLivesElsewhere])
}
