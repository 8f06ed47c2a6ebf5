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
        name: "SwiftData Syntax Error",
        summary: "A Swift file does not parse",
        rationale: """
            ckschema reads the code the way the compiler would; a file it cannot parse might declare \
            models it would then miss or misread, so the file is refused rather than guessed at. The \
            position is the first token the parser could not place. A few shapes are refused before \
            parsing, because they make swift-syntax's parser too slow, overflow its stack or stop the \
            process: brackets nested more than 12 deep, `#if` more than 16, and a `\"\"\"` followed on its line by \
            bare names and another `\"\"\"`. See https://github.com/swiftlang/swift-syntax.
            """,
        fix: "Make the file compile (or leave it out of the paths given to ckschema).",
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
        name: "SwiftData Unreadable",
        summary: "A path given to the reader cannot be read, or is not Swift source",
        rationale: "Nothing can be read from a missing file, a folder without permission, or a file that is not UTF-8. See https://docs.swift.org/swift-book/documentation/the-swift-programming-language/lexicalstructure/.",
        fix: "Check the path; give `.swift` files or folders that contain them.",
        severity: .error,
        examples: [.command("ckschema lint Models/Scroe.swift", output: """
            Models/Scroe.swift:1:1: error: no such file or folder 'Models/Scroe.swift' [swiftdata.unreadable]
              fix: give .swift files or folders that contain them
            """)])

    public static let noModels = DiagnosticDescription(
        id: "swiftdata.no_models",
        name: "SwiftData No Models",
        summary: "No `@Model` class was found in the files read",
        rationale: """
            The files may only hold helpers, views or the container setup. There is then no schema to \
            import, lint or compare, so the command stops (exit 2). \
            See https://developer.apple.com/documentation/swiftdata/model().
            """,
        fix: "Give the files or folders that declare the `@Model` classes.",
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
        name: "SwiftData Invalid Result",
        summary: "An imported version would not load back from its YAML file as it was read",
        rationale: "`import swiftdata` writes nothing rather than a file that says something other than the code; this is a ckschema bug. See https://developer.apple.com/documentation/swiftdata/versionedschema.",
        fix: "Report it with the Swift file; meanwhile write the YAML by hand.",
        severity: .error,
        examples: [.command("ckschema import swiftdata App/Models", output: """
            App/Models/Schema.swift:3:6: error: 'SchemaV1' does not read back as imported from 'Model-v1.yaml' [swiftdata.invalid_result]
            """)])

    public static let noYAMLModel = DiagnosticDescription(
        id: "swiftdata.no_yaml_model",
        name: "SwiftData No YAML Model",
        summary: "`check --swift` finds no YAML model to compare the code with",
        rationale: """
            The code is compared with the schemas folder's only model, the one `--model` names, or the \
            one named like the code's model (its migration plan or `VersionedSchema` name). \
            See https://developer.apple.com/documentation/swiftdata/schemamigrationplan.
            """,
        fix: "Pass `--model NAME`, or import the code first with `ckschema import swiftdata`.",
        examples: [.command("ckschema check --swift App/Models", output: """
            App/Models/Schema.swift:3:6: error: no YAML model 'Scores' in 'schemas' (it holds 'Shop', 'Notes') [swiftdata.no_yaml_model]
              fix: name the YAML model with --model, or import the code with 'ckschema import swiftdata'
            """)])

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
