/// The registry of built-in lint rules: a plain array, kept complete by a test that compares it
/// with the files under `Lint/Rules/`.
public enum LintRules {
    /// Every built-in rule, grouped by category.
    public static let all: [any LintRule.Type] = [
        // Entities
        UniqueConstraintRule.self,
        // Attributes
        AttributeRequiredWithoutDefaultRule.self,
        IgnoredAttributeNotOptionalRule.self,
        UnsupportedAttributeTypeRule.self,
        TransformableValueTransformerRule.self,
        RecordIdAttributeNotPreservedRule.self,
        BinaryWithoutExternalStorageRule.self,
        // Relationships
        RelationshipRequiredRule.self,
        RelationshipWithoutInverseRule.self,
        ToManyNotOptionalRule.self,
        ManyToManyWithoutInverseRule.self,
        RelationshipOrderedRule.self,
        RelationshipDenyDeleteRule.self,
        RelationshipToUnsyncedEntityRule.self,
        RelationshipEncryptedRule.self,
        IgnoredRelationshipRule.self,
        // Inheritance
        SubentityFieldTypeConflictRule.self,
        SubentityAttributeRelationshipClashRule.self,
        // Naming
        InvalidNameRule.self,
        CoreDataFieldCollisionRule.self,
        EntityInCoreDataNamespaceRule.self,
        // Encryption
        EncryptionInPublicDatabaseRule.self,
        // Limits
        RecordTooLargeRule.self,
        // Configurations
        ConfigurationWithoutEntitiesRule.self,
        // Versioning
        VersionAttributeMissingRule.self,
        VersionAttributeTypeRule.self,
        VersionAttributeDefaultMismatchRule.self,
        // Migration
        MigrationVersionsIdenticalRule.self,
        MigrationOldVersionListsLiveClassRule.self,
        MigrationChangeNotInferableRule.self,
        MigrationRenameWithoutOriginalNameRule.self,
        MigrationPlanConsistentRule.self,
        MigrationMappingModelMissingRule.self,
    ]

    /// The rule with this identifier (or deprecated alias).
    public static func rule(withID id: String) -> (any LintRule.Type)? {
        all.first { $0.description.id == id || $0.description.deprecatedAliases.contains(id) }
    }

    /// Identifiers of all rules, in registry order.
    public static var ids: [String] { all.map { $0.description.id } }
}
