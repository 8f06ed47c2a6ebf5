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
        let declarer = "model '\(model)' version \(version)"
        for recordType in input.undeclaredRecordTypes {
            violations.append(RecordTypeNoDeleteRule.deployedRecordTypeMissing(recordType, notDeclaredBy: declarer))
        }
        for (recordType, field) in input.undeclaredFields {
            violations.append(FieldNoDeleteRule.deployedFieldMissing(field, of: recordType, notDeclaredBy: declarer))
        }
        return violations
    }
}
