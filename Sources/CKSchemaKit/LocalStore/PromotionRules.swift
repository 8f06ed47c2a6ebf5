import CKSchemaCore
import CKSchemaRules
import CKSchemaStore

/// The production rules a local promotion must pass (https://developer.apple.com/documentation/cloudkit/deploying-an-icloud-container-s-schema):
/// nothing production has may be removed or retyped. Release readiness (fields production lacks)
/// is what a promotion adds, so it is not a violation here.
public enum ProductionPromotion {
    /// The rules the local store applies inside a promotion's transaction.
    public static let rules: PromotionRules = { input in
        var violations = ProductionComparison.compare(production: input.production, proposed: input.development)
            .filter { !ProductionChecks.isReleaseReadiness($0.id) }
        guard let model = input.developmentVersion.model, let version = input.developmentVersion.version else {
            return violations
        }
        for recordType in input.undeclaredRecordTypes {
            violations.append(Diagnostic(
                id: RecordTypeNoDeleteRule.id, severity: .error,
                message: "record type '\(recordType)' is in production but model '\(model)' version \(version) no longer declares it",
                fix: "keep the entity: production record types are permanent"))
        }
        for (recordType, field) in input.undeclaredFields {
            violations.append(Diagnostic(
                id: FieldNoDeleteRule.id, severity: .error,
                message: "field '\(recordType).\(field)' is in production but model '\(model)' version \(version) no longer declares it",
                fix: "keep the attribute: production fields are permanent"))
        }
        return violations
    }
}
