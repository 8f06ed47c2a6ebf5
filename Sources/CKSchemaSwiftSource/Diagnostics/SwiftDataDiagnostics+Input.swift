import CKSchemaCore

/// The declarations of every diagnostic the SwiftData reader (and `check --swift`) reports, one per
/// identifier, in the groups the rule catalog lists.
public enum SwiftDataDiagnostics {
    public static let reading = DiagnosticGroup(
        name: "SwiftData code", kind: .input,
        summary: "Reading SwiftData `@Model` code (`lint`, `import swiftdata` and `check --swift` on Swift files) stops at these (exit 2).",
        diagnostics: [syntaxError, unreadable, noModels, emptyVersion, invalidResult, noYAMLModel])
    public static let properties = DiagnosticGroup(
        name: "SwiftData properties", kind: .input,
        summary: "Stored properties the SwiftData reader reads in part, leaves out or notes; reported at their Swift position.",
        diagnostics: [unresolvedType, unsupportedType, missingType, unresolvedAlias, invalidName, duplicateProperty,
                      dynamicDefault, defaultReinterpreted, transientSkipped])
    public static let macros = DiagnosticGroup(
        name: "SwiftData macros", kind: .input,
        summary: "`@Attribute`, `@Relationship`, `#Unique`, `#Index` arguments and inverses the SwiftData reader leaves out, reinterprets or notes.",
        diagnostics: [ephemeralTransient, indexDropped, hashModifierDropped, unknownOption, misplacedMacro, notStatic,
                      unknownKeyPath, inverseMismatch, inverseInferred, uniqueRelationshipDropped])
    public static let versions = DiagnosticGroup(
        name: "SwiftData versions", kind: .input,
        summary: "How the SwiftData reader forms versions (`VersionedSchema`, `SchemaMigrationPlan`) and finds the container.",
        diagnostics: [modelAdded, unknownModel, duplicateEntity, modelOutsideVersions, versionOrder, unknownSchema,
                      cloudKitDatabase, conflictingContainers])
    public static let checks = DiagnosticGroup(
        name: "SwiftData drift", kind: .check,
        summary: "`ckschema check --swift`: the `@Model` code against the YAML version it claims to be.",
        diagnostics: [drift])

    /// Every declaration, in documentation order.
    public static var all: [DiagnosticDescription] { DiagnosticGroup.swiftData.flatMap(\.diagnostics) }

    /// The declaration of `id`, if it is one of the reader's.
    public static func description(of id: String) -> DiagnosticDescription? {
        all.first { $0.id == id }
    }

    public static let syntaxError = DiagnosticDescription(
        id: "swiftdata.syntax_error",
        summary: "A Swift file does not parse",
        severity: .error,
        examples: [.file("Model.swift", """
            @Model final class Score {
                var points: Int = 0
            """, output: """
            Model.swift:2:24: error: the file is not valid Swift: expected '}' [swiftdata.syntax_error]
             2 |     var points: Int = 0
               |                        ^
              fix: make the file compile, or leave it out
            """)])

    public static let unreadable = DiagnosticDescription(
        id: "swiftdata.unreadable",
        summary: "A path given to the reader cannot be read, or is not Swift source",
        severity: .error)

    public static let noModels = DiagnosticDescription(
        id: "swiftdata.no_models",
        summary: "No `@Model` class was found in the files read",
        severity: .error,
        examples: [.file("Model.swift", """
            struct Settings: Codable {
                var theme: String
            }
            """, output: """
            Model.swift:1:1: error: no @Model class found in the file read [swiftdata.no_models]
             1 | struct Settings: Codable {
               | ^
            """)])

    public static let invalidResult = DiagnosticDescription(
        id: "swiftdata.invalid_result",
        summary: "An imported version would not load back from its YAML file as it was read",
        severity: .error)

    public static let noYAMLModel = DiagnosticDescription(
        id: "swiftdata.no_yaml_model",
        summary: "`check --swift` finds no YAML model to compare the code with")

    public static let drift = DiagnosticDescription(
        id: "swiftdata.drift",
        name: "SwiftData Drift",
        summary: "The `@Model` code and the YAML version it claims to be differ (`check --swift`)",
        rationale: """
            A `VersionedSchema` is the N-th version of its migration plan and must say what YAML version \
            N says; code without versions must match the newest YAML version. A released version that \
            was edited by accident no longer matches what the store and CloudKit were built from: \
            SwiftData then fails to open the store, or syncs fields production does not have. Every \
            difference is reported at the Swift position, with the YAML position as related location. \
            See https://developer.apple.com/documentation/swiftdata/versionedschema.
            """,
        fix: "Change the code back, or add a new version (YAML and `VersionedSchema`) for the change.",
        severity: .error,
        examples: [.command("ckschema check --swift Models", output: """
            Models/Score.swift:5:9: error: 'Score.score' is in the Swift code but not in YAML version 1 [swiftdata.drift]
             5 |     var score: Int = 0
               |         ^
              note: previously at schemas/WordErase-v1.yaml:6:3
              fix: change the code back, or change the YAML version to match
            """)])
}

extension DiagnosticGroup {
    /// The diagnostics the SwiftData layer declares.
    public static let swiftData: [DiagnosticGroup] = [
        SwiftDataDiagnostics.reading, SwiftDataDiagnostics.properties, SwiftDataDiagnostics.macros,
        SwiftDataDiagnostics.versions, SwiftDataDiagnostics.scope, SwiftDataDiagnostics.checks,
    ]
}
