import CKSchemaCore

/// The declarations of every diagnostic the SwiftData reader reports, one per ID.
public enum SwiftDataDiagnostics {
    /// All declarations, in documentation order.
    public static let all: [SwiftDataDiagnosticDescription] = [
        syntaxError, unreadable, noModels,
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
        id: "swiftdata.no_models", severity: .warning,
        summary: "No `@Model` class was found in the files read",
        rationale: """
            The files may only hold helpers, views or the container setup. There is then no schema to \
            import, lint or compare.
            """,
        fix: "Give the files or folders that declare the `@Model` classes.",
        example: """
            ↓struct Settings: Codable {
                var theme: String
            }
            """)
}
