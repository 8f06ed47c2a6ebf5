import CKSchemaCloudKit
import CKSchemaCore
import CKSchemaCoreData
import CKSchemaGeneration
import CKSchemaRules
import CKSchemaStore
import CKSchemaSwiftData

extension DiagnosticCatalogue {
    /// Every identifier ckschema can print: the lint and change rules and the diagnostic groups of
    /// every layer (core, rules, generation, store, Core Data import, SwiftData) and of the CloudKit bridge, in that order.
    public static let complete = DiagnosticCatalogue(
        groups: DiagnosticGroup.core + DiagnosticGroup.rules + DiagnosticGroup.generation + DiagnosticGroup.store
            + DiagnosticGroup.coreData + DiagnosticGroup.swiftData + [CloudKitFailure.group, CloudKitFinding.group])
}

extension ReportedRules {
    /// The metadata of every identifier ckschema can print (``DiagnosticCatalogue/complete``):
    /// the catalogue the commands' reports carry (SARIF's `tool.driver.rules`).
    public static let complete: [RuleMetadata] = metadata(of: .complete)
}
