import CKSchemaCore

/// Entity names should stay out of Core Data's `CD`/`CDMR` naming space.
public struct EntityInCoreDataNamespaceRule: LintRule {
    public init() {}

    public static let description = RuleDescription(
        id: "entity_in_core_data_namespace",
        name: "Entity In Core Data Namespace",
        summary: "Synced entity names should not start with 'CD_' or be 'CDMR'",
        rationale: """
            Core Data owns the `CD_` prefix and the `CDMR` record type (https://developer.apple.com/documentation/coredata/reading-cloudkit-records-for-core-data). Because every record type is `CD_` + the root entity's name, an entity can \
            never produce exactly `CDMR`, `Users` or `cloudkit.share`; the collisions that remain \
            are with readers of the schema: an entity `CDMR` becomes `CD_CDMR`, and an entity \
            `CD_Item` becomes `CD_CD_Item`, which tools and people that strip one `CD_` prefix \
            (Console queries, .ckdb comparisons) read as the entity \
            `CD_Item` or as Core Data's many-to-many records. Field collisions are \
            `core_data_field_collision`'s job.
            """,
        fix: "Rename the entity (keeping `renamedFrom` for local data) to a name outside the `CD_`/`CDMR` namespace.",
        category: .naming,
        defaultSeverity: .warning,
        nonTriggeringExamples: [
            Example("""
                model: Catalog
                version: 1
                entities:
                  CDPlayer:
                    attributes:
                      model: String?
                  Users:
                    attributes:
                      nickname: String?
                """),
        ],
        triggeringExamples: [
            Example("""
                model: Catalog
                version: 1
                entities:
                  ↓CDMR:
                    attributes:
                      note: String?
                  ↓CD_Item:
                    attributes:
                      title: String?
                """),
        ],
        xcodeFix: { xcode in "rename '\(xcode.entity)' and set its Renaming ID (Data Model inspector, Versioning) to the old name" }
    )

    public func check(_ schema: Schema, context: LintContext) -> [Diagnostic] {
        context.entities.filter { $0.name == "CDMR" || $0.name.hasPrefix(CoreDataNaming.prefix) }.map { entity in
            context.diagnostic(
                "entity '\(entity.name)' uses Core Data's naming space; its record type '\(CoreDataNaming.name(context.index.root(of: entity).name))' reads like a Core Data type",
                at: entity.source.location, entity: entity.name,
                fix: "rename '\(entity.name)' and set 'renamedFrom'")
        }
    }
}
