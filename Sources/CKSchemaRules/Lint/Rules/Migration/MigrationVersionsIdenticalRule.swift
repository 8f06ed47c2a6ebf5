import CKSchemaCore

/// Refuses two versions of a migration plan that resolve to the same models.
public struct MigrationVersionsIdenticalRule: MigrationRule {
    public init() {}

    public static let description = RuleDescription(
        id: "migration_versions_identical",
        name: "Migration Versions Identical",
        summary: "Two versions of a migration plan must not resolve to identical models",
        rationale: """
            Staged migration tells versions apart by their model's version checksum \
            (https://developer.apple.com/documentation/coredata/nsmanagedobjectmodel/versionchecksum, \
            https://developer.apple.com/documentation/coredata/nslightweightmigrationstage/init(_:)); the \
            checksum comes from the entities and their properties, not from the Swift types that \
            declare them. When two `VersionedSchema`s of a plan resolve to the same models, SwiftData \
            stops at `ModelContainer` creation with "Duplicate version checksums detected", an \
            Objective-C exception Swift cannot catch, on every device that opens the store \
            (reported in https://blakecrosley.com/blog/swiftdata-migrations-guide). The usual cause is \
            versions that list the same live classes instead of their own nested copies \
            (https://github.com/everpcpc/KMReader/pull/803). The finding is at the later version; \
            migration runs on every device, so it holds for local stores as much as synced ones.
            """,
        fix: """
            Give each `VersionedSchema` its own nested copies of the model classes as that version \
            shipped them, so each version's models differ; or, if the later version changes nothing, \
            remove it from the plan's `schemas` and `stages`.
            """,
        category: .migration,
        defaultSeverity: .error,
        scope: .wholeSchema,
        nonTriggeringExamples: [
            Example("""
                enum NotesSchemaV1: VersionedSchema {
                    static var versionIdentifier = Schema.Version(1, 0, 0)
                    static var models: [any PersistentModel.Type] { [Note.self] }
                    @Model final class Note {
                        var text: String = ""
                        init() {}
                    }
                }
                enum NotesSchemaV2: VersionedSchema {
                    static var versionIdentifier = Schema.Version(2, 0, 0)
                    static var models: [any PersistentModel.Type] { [Note.self] }
                    @Model final class Note {
                        var text: String = ""
                        var pinned: Bool = false
                        init() {}
                    }
                }
                typealias Note = NotesSchemaV2.Note
                enum NotesMigrationPlan: SchemaMigrationPlan {
                    static var schemas: [any VersionedSchema.Type] { [NotesSchemaV1.self, NotesSchemaV2.self] }
                    static var stages: [MigrationStage] { [.lightweight(fromVersion: NotesSchemaV1.self, toVersion: NotesSchemaV2.self)] }
                }
                """),
        ],
        triggeringExamples: [
            Example("""
                @Model final class Note {
                    var text: String = ""
                    init() {}
                }
                enum NotesSchemaV1: VersionedSchema {
                    static var versionIdentifier = Schema.Version(1, 0, 0)
                    static var models: [any PersistentModel.Type] { [Note.self] }
                }
                enum ↓NotesSchemaV2: VersionedSchema {
                    static var versionIdentifier = Schema.Version(2, 0, 0)
                    static var models: [any PersistentModel.Type] { [Note.self] }
                }
                enum NotesMigrationPlan: SchemaMigrationPlan {
                    static var schemas: [any VersionedSchema.Type] { [NotesSchemaV1.self, NotesSchemaV2.self] }
                    static var stages: [MigrationStage] { [.lightweight(fromVersion: NotesSchemaV1.self, toVersion: NotesSchemaV2.self)] }
                }
                """),
        ]
    )

    public func check(_ migration: ModelMigration, context: LintContext) -> [Diagnostic] {
        // An Xcode model: `migration_mapping_model_missing` speaks for it.
        guard !migration.isCoreData else { return [] }
        var seen: [Shape: MigrationVersion] = [:]
        var findings: [Diagnostic] = []
        for version in migration.versions {
            let models = Shape(entities: Self.checksummed(version.schema), declared: version.declaredProperties)
            guard let earlier = seen[models] else {
                seen[models] = version
                continue
            }
            let earlierClasses = Set(earlier.references.map(\.className))
            let shared = version.references.map(\.className).filter { earlierClasses.contains($0) }
            let because = shared.isEmpty ? "" : " (both list " + shared.map { "'\($0)'" }.joined(separator: ", ") + ")"
            // Copies nested in the earlier version are its own: the later version needs copies of its own.
            let earlierOwn = shared.filter { $0.hasPrefix(earlier.qualifiedName + ".") }
            let fix: String
            if shared.isEmpty {
                fix = "if '\(version.name)' changes nothing, remove it from the plan's schemas and stages; otherwise make its change"
            } else if !earlierOwn.isEmpty {
                let names = earlierOwn.map { "'\($0.dropFirst(earlier.qualifiedName.count + 1))'" }.joined(separator: ", ")
                fix = "nest in '\(version.name)' its own copies of \(names) as \(version.identifierText.map { "version \($0)" } ?? "that version") "
                    + "ships them (with its change), and list those instead of the copies in '\(earlier.name)'; if it changes nothing, remove it from the plan's schemas and stages"
            } else {
                fix = "nest in '\(earlier.name)' its own copies of " + shared.map { "'\($0)'" }.joined(separator: ", ")
                    + " as \(earlier.identifierText.map { "version \($0)" } ?? "that version") shipped them, and list those"
            }
            findings.append(context.diagnostic(
                "version '\(version.name)' resolves to the same models as '\(earlier.name)'\(because); SwiftData stops at ModelContainer creation with 'Duplicate version checksums detected'",
                at: version.location, relatedLocation: earlier.location, fix: fix))
        }
        return findings
    }

    /// What must match for two versions to be the same: the entities, and (for code) every property
    /// declared as written, so a property the schema model could not hold still tells them apart.
    private struct Shape: Hashable {
        var entities: [Entity]
        var declared: [String]
    }

    /// The entities as the version checksum sees them: without positions, comments or sync scope.
    static func checksummed(_ schema: Schema) -> [Entity] {
        schema.entities.map { entity in
            var entity = entity
            entity.source = SourceInfo()
            entity.comment = nil
            entity.scope = nil
            entity.uniqueConstraints = entity.uniqueConstraints.map { AttributeGroup($0.attributes) }
            entity.logicalKey = entity.logicalKey.map { AttributeGroup($0.attributes) }
            entity.attributes = entity.attributes.map { attribute in
                var attribute = attribute
                attribute.source = SourceInfo()
                attribute.comment = nil
                return attribute
            }
            entity.relationships = entity.relationships.map { relationship in
                var relationship = relationship
                relationship.source = SourceInfo()
                relationship.comment = nil
                return relationship
            }
            return entity
        }.sorted { $0.name < $1.name }
    }
}
