import CKSchemaCore
import CKSchemaRules
import CKSchemaSwiftData

/// `ckschema explain ID` for every identifier the tool prints: lint rules, change rules and the
/// SwiftData reader's diagnostics.
public enum Explanation {
    /// The explanation of `id`.
    ///
    /// - Throws: ``InputError`` (`rules.unknown_rule`, with a suggestion) for an unknown identifier.
    public static func explain(_ id: String) throws -> String {
        if let description = SwiftDataDiagnostics.description(of: id) { return SwiftDataDocumentation.explain(description) }
        do {
            return try RuleDocumentation.explain(id)
        } catch let error as InputError where id.hasPrefix("swiftdata.") {
            throw InputError(id: error.diagnostics.first?.id ?? "rules.unknown_rule", message: "unknown rule '\(id)'",
                             fix: Suggestion.didYouMean(id, in: SwiftDataDiagnostics.all.map(\.id)))
        }
    }
}
