/// The registry of compatibility rules, in documentation order (production, client, migration,
/// safe). A plain array; a test checks that every file under `Rules/` is registered.
public enum ChangeRules {
    public static let all: [any ChangeRule] = [
        RecordTypeNoDeleteRule(),
        RecordTypeNoRenameRule(),
        RecordTypeSameRootRule(),
        FieldNoDeleteRule(),
        FieldNoRenameRule(),
        FieldSameTypeRule(),
        FieldSameEncryptionRule(),
        RelationshipToOneStaysToOneRule(),
        AttributeBecameRequiredRule(),
        AttributeBecameOptionalRule(),
        DefaultValueChangedRule(),
        IntegerWidthChangedRule(),
        FieldValueReinterpretedRule(),
        ValueTransformerChangedRule(),
        RelationshipDestinationChangedRule(),
        RelationshipBecameToOneRule(),
        VersionAttributeChangedRule(),
        SyncTargetChangedRule(),
        MigrationDropsDataRule(),
        MigrationRenamesRule(),
        MigrationTransformsValuesRule(),
        MigrationFillsRequiredValuesRule(),
        RecordTypeAddedRule(),
        FieldAddedRule(),
        PossibleRenameRule(),
        LocalOnlyChangeRule(),
    ]

    /// Metadata of every change rule and of changes no rule classifies, for SARIF and Markdown.
    public static var metadata: [RuleMetadata] {
        all.map { type(of: $0).description.metadata } + [CompatibilityChecks.unclassifiedChange.metadata]
    }

    /// The rule with this id.
    public static func rule(id: String) -> (any ChangeRule)? {
        all.first { type(of: $0).description.id == id }
    }
}
