import CKSchemaCore
import CKSchemaRules
import CKSchemaSwiftSource

/// Lint fixes in Swift terms, for findings located in SwiftData code: each rule's declaration
/// words its own (``RuleDescription/swiftFix``); this only finds the property's Swift type.
enum SwiftFixWording {
    static func rewrite(_ diagnostic: Diagnostic, in version: SwiftDataVersion) -> Diagnostic {
        let type = diagnostic.entity.flatMap {
            version.swiftType(entity: $0, property: diagnostic.attribute ?? diagnostic.relationship ?? "")
        }
        let context = SwiftFixContext(finding: diagnostic, swiftType: type)
        var rewritten = diagnostic
        if let fix = rules[diagnostic.id]?.swiftWordedFix(context) ?? diagnostic.fix.map(SwiftFixContext.translatingYAMLTerms) {
            rewritten.fix = fix
        }
        return rewritten
    }

    /// The lint rules' declarations by identifier.
    private static let rules: [String: RuleDescription] = Dictionary(
        LintRules.all.map { ($0.description.id, $0.description) }, uniquingKeysWith: { first, _ in first })
}
