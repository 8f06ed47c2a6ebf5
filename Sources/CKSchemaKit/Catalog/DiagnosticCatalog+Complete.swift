import CKSchemaCloudKit
import CKSchemaCKDB
import CKSchemaCore
import CKSchemaProject
import CKSchemaRules

extension DiagnosticCatalog {
    /// Every identifier ckschema can print: the lint and change rules and the diagnostic groups of
    /// every layer (core, rules and project, generation, store, Core Data import, SwiftData) and of
    /// the CloudKit bridge, in that order.
    public static let complete = DiagnosticCatalog(
        groups: DiagnosticGroup.core + DiagnosticGroup.ckdb + DiagnosticGroup.rulesAndProject + DiagnosticGroup.generation + DiagnosticGroup.store
            + DiagnosticGroup.coreData + DiagnosticGroup.swiftData + [CloudKitFailure.group, CloudKitFinding.group])
}

extension DiagnosticGroup {
    /// The groups of the rules layer (``rules``) and the project layer (``project``), in the
    /// order `docs/checks.md`, `docs/input-problems.md` and `ckschema rules` list them: the project
    /// files' input problems first, and the release lock's and the configuration's checks among the
    /// rules' checks. A test checks it holds every group of both layers once.
    package static let rulesAndProject: [DiagnosticGroup] = [
        ConfigurationProblems.group, ReferenceProblems.group, FindingsBaselineProblems.group, ReleaseLockProblems.group,
        CatalogProblems.group, ProductionChecks.group, ReleaseLockChecks.group, CompatibilityChecks.group,
        ConfigurationChecks.group, RelaxationChecks.group, ReportingProblems.group,
    ]
}

extension ReportedRules {
    /// The metadata of every identifier ckschema can print (``DiagnosticCatalog/complete``):
    /// the catalog the commands' reports carry (SARIF's `tool.driver.rules`).
    public static let complete: [RuleMetadata] = metadata(of: .complete)
}
