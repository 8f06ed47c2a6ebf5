import CKSchemaCore

/// Warns when a step of a migration plan looks like a rename that keeps no original name.
public struct MigrationRenameWithoutOriginalNameRule: MigrationRule {
    public init() {}

    public static let description = RuleDescription(
        id: "migration_rename_without_original_name",
        name: "Migration Rename Without Original Name",
        summary: "A property that disappears while one of the same type appears in the same step should name the old one with originalName",
        rationale: """
            Inferred migration carries a renamed property's values over only when the new property \
            names the old one in its renaming identifier — SwiftData's `@Attribute(originalName:)` \
            and `@Relationship(originalName:)` \
            (https://developer.apple.com/documentation/swiftdata/attribute(_:originalname:hashmodifier:), \
            https://developer.apple.com/documentation/coredata/migrating-your-data-model-automatically). \
            Without it the change is a removal plus an addition: the migration succeeds, and the old \
            property's values are dropped, with no error. A property that disappears while one of \
            the same type (or, for a relationship, the same destination) appears in the same entity \
            and step is very likely such a rename. A `.custom` stage is left alone: its code can carry \
            the values itself. In an Xcode model the renaming identifier is the Renaming ID of the \
            data model inspector; a project with a mapping model is left alone likewise.
            """,
        fix: """
            If it is a rename, keep the stored name: `@Attribute(originalName: "old")` (or \
            `@Relationship(originalName: "old")`) on the new property. If the old property really goes \
            and the new one is unrelated, nothing is lost that you meant to keep; suppress the finding.
            """,
        category: .migration,
        defaultSeverity: .warning,
        scope: .wholeSchema,
        nonTriggeringExamples: [
            Example("""
                enum TripsSchemaV1: VersionedSchema {
                    static var versionIdentifier = Schema.Version(1, 0, 0)
                    static var models: [any PersistentModel.Type] { [Trip.self] }
                    @Model final class Trip {
                        var place: String = ""
                        init() {}
                    }
                }
                enum TripsSchemaV2: VersionedSchema {
                    static var versionIdentifier = Schema.Version(2, 0, 0)
                    static var models: [any PersistentModel.Type] { [Trip.self] }
                    @Model final class Trip {
                        @Attribute(originalName: "place") var destination: String = ""
                        init() {}
                    }
                }
                enum TripsMigrationPlan: SchemaMigrationPlan {
                    static var schemas: [any VersionedSchema.Type] { [TripsSchemaV1.self, TripsSchemaV2.self] }
                    static var stages: [MigrationStage] { [.lightweight(fromVersion: TripsSchemaV1.self, toVersion: TripsSchemaV2.self)] }
                }
                """),
        ],
        triggeringExamples: [
            Example("""
                enum TripsSchemaV1: VersionedSchema {
                    static var versionIdentifier = Schema.Version(1, 0, 0)
                    static var models: [any PersistentModel.Type] { [Trip.self] }
                    @Model final class Trip {
                        var place: String = ""
                        init() {}
                    }
                }
                enum TripsSchemaV2: VersionedSchema {
                    static var versionIdentifier = Schema.Version(2, 0, 0)
                    static var models: [any PersistentModel.Type] { [Trip.self] }
                    @Model final class Trip {
                        var ↓destination: String = ""
                        init() {}
                    }
                }
                enum TripsMigrationPlan: SchemaMigrationPlan {
                    static var schemas: [any VersionedSchema.Type] { [TripsSchemaV1.self, TripsSchemaV2.self] }
                    static var stages: [MigrationStage] { [.lightweight(fromVersion: TripsSchemaV1.self, toVersion: TripsSchemaV2.self)] }
                }
                """),
        ]
    )

    public func check(_ migration: ModelMigration, context: LintContext) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        // A mapping model of an Xcode model, like a custom stage, may carry the values itself.
        guard migration.mappingModels?.isEmpty ?? true else { return [] }
        let keep = migration.isCoreData ? "renaming identifier" : "originalName"
        for step in PlanStep.all(migration) where step.isKnown && step.stage?.kind != .custom {
            for (oldEntity, newEntity) in step.entityPairs {
                let keptAttributes = Set(PlanStep.attributePairs(oldEntity, newEntity).map(\.old.name))
                let goneAttributes = oldEntity.attributes.filter { !keptAttributes.contains($0.name) && !$0.transient }
                for attribute in newEntity.attributes where oldEntity.attribute(named: attribute.name) == nil
                    && attribute.renamedFrom == nil && !attribute.transient {
                    let gone = goneAttributes.filter { $0.type == attribute.type }
                    guard !gone.isEmpty else { continue }
                    let type = step.new.typeName(entity: newEntity.name, attribute: attribute)
                    findings.append(context.diagnostic(
                        "attribute '\(newEntity.name).\(attribute.name)' appears in '\(step.new.name)' as " + Self.names(gone.map(\.name))
                            + " (\(type)) disappears, with no \(keep); \(step.described) drops the values of " + Self.names(gone.map(\.name)),
                        at: attribute.source.location, entity: newEntity.name, attribute: attribute.name,
                        fix: migration.isCoreData
                            ? "if it is a rename, set the Renaming ID of '\(attribute.name)' to '\(gone[0].name)' in Xcode's data model inspector"
                            : "if it is a rename, write @Attribute(originalName: \"\(gone[0].name)\") var \(attribute.name): \(type)"))
                }
                let keptRelationships = Set(newEntity.relationships.map { $0.renamedFrom ?? $0.name })
                let goneRelationships = oldEntity.relationships.filter { !keptRelationships.contains($0.name) }
                for relationship in newEntity.relationships where oldEntity.relationship(named: relationship.name) == nil
                    && relationship.renamedFrom == nil {
                    let gone = goneRelationships.filter { $0.destination == relationship.destination && $0.toMany == relationship.toMany }
                    guard !gone.isEmpty else { continue }
                    findings.append(context.diagnostic(
                        "relationship '\(newEntity.name).\(relationship.name)' appears in '\(step.new.name)' as " + Self.names(gone.map(\.name))
                            + " (to '\(relationship.destination)') disappears, with no \(keep); \(step.described) drops the links of " + Self.names(gone.map(\.name)),
                        at: relationship.source.location, entity: newEntity.name, relationship: relationship.name,
                        fix: migration.isCoreData
                            ? "if it is a rename, set the Renaming ID of '\(relationship.name)' to '\(gone[0].name)' in Xcode's data model inspector"
                            : "if it is a rename, write @Relationship(originalName: \"\(gone[0].name)\") on '\(relationship.name)'"))
                }
            }
        }
        return findings
    }

    private static func names(_ names: [String]) -> String {
        names.count == 1 ? "'\(names[0])'" : "one of " + names.map { "'\($0)'" }.joined(separator: ", ")
    }
}
