import CKSchemaCore
import CKSchemaRules

extension SourceModelHistory {
    /// A change finding about the model where it lives, its fix in that model's words: YAML's
    /// `renamedFrom` is `@Attribute(originalName:)` in SwiftData code and the Renaming ID in Xcode.
    func worded(_ finding: Diagnostic) -> Diagnostic {
        guard let fix = finding.fix else { return finding }
        var worded = finding
        switch source.kind {
        case .swiftData: worded.fix = SwiftFixContext.translatingYAMLTerms(fix)
        case .coreData: worded.fix = SwiftFixContext.translatingYAMLTermsForXcode(fix)
        }
        return worded
    }
}
