import CKSchemaCore

/// The declarations of every diagnostic the SwiftData reader reports, one per ID.
public enum SwiftDataDiagnostics {
    /// All declarations, in documentation order.
    public static let all: [SwiftDataDiagnosticDescription] = [
        syntaxError, unreadable, noModels, invalidResult, drift,
        unresolvedType, unsupportedType, missingType, unresolvedAlias, invalidName,
        duplicateProperty, dynamicDefault, defaultReinterpreted,
        transientSkipped, ephemeralTransient, indexDropped, hashModifierDropped, unknownOption,
        misplacedMacro, notStatic, unknownKeyPath, inverseMismatch, inverseInferred, uniqueRelationshipDropped,
        modelAdded, unknownModel, duplicateEntity, modelOutsideVersions, versionOrder, unknownSchema,
        cloudKitDatabase, conflictingContainers,
    ]

    /// The declaration of `id`, if it is one of the reader's.
    public static func description(of id: String) -> SwiftDataDiagnosticDescription? {
        all.first { $0.id == id }
    }

    public static let syntaxError = SwiftDataDiagnosticDescription(
        id: "swiftdata.syntax_error", severity: .error,
        summary: "A Swift file does not parse",
        rationale: """
            ckschema reads the code the way the compiler would; a file it cannot parse might declare \
            models it would then miss or misread, so the file is refused rather than guessed at. The \
            position is the first token the parser could not place.
            """,
        fix: "Make the file compile (or leave it out of the paths given to ckschema).",
        example: """
            @Model final class Score {
                var points: Int = 0↓
            """)

    public static let unreadable = SwiftDataDiagnosticDescription(
        id: "swiftdata.unreadable", severity: .error,
        summary: "A path given to the reader cannot be read, or is not Swift source",
        rationale: "Nothing can be read from a missing file, a folder without permission, or a file that is not UTF-8.",
        fix: "Check the path; give `.swift` files or folders that contain them.",
        example: "")

    public static let noModels = SwiftDataDiagnosticDescription(
        id: "swiftdata.no_models", severity: .error,
        summary: "No `@Model` class was found in the files read",
        rationale: """
            The files may only hold helpers, views or the container setup. There is then no schema to \
            import, lint or compare, so the command stops (exit 2).
            """,
        fix: "Give the files or folders that declare the `@Model` classes.",
        example: """
            ↓struct Settings: Codable {
                var theme: String
            }
            """)

    public static let invalidResult = SwiftDataDiagnosticDescription(
        id: "swiftdata.invalid_result", severity: .error,
        summary: "An imported version would not load back from its YAML file as it was read",
        rationale: "`import swiftdata` writes nothing rather than a file that says something other than the code; this is a ckschema bug.",
        fix: "Report it with the Swift file; meanwhile write the YAML by hand.",
        example: "")

    public static let drift = SwiftDataDiagnosticDescription(
        id: "swiftdata.drift", severity: .error,
        summary: "The `@Model` code and the YAML version it claims to be differ (`check --swift`)",
        rationale: """
            A `VersionedSchema` is the N-th version of its migration plan and must say what YAML version \
            N says; code without versions must match the newest YAML version. A released version that \
            was edited by accident no longer matches what the store and CloudKit were built from: \
            SwiftData then fails to open the store, or syncs fields production does not have. Every \
            difference is reported at the Swift position, with the YAML position as related location.
            """,
        fix: "Change the code back, or add a new version (YAML and `VersionedSchema`) for the change.",
        example: "")
}
