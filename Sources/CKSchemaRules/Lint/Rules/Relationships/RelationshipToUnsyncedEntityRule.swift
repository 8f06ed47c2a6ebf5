import CKSchemaCore

/// A synced entity's relationships must stay inside its synced configurations.
public struct RelationshipToUnsyncedEntityRule: LintRule {
    public init() {}

    public static let description = RuleDescription(
        id: "relationship_to_unsynced_entity",
        name: "Relationship To Unsynced Entity",
        summary: "Relationships of synced entities must point to entities in the same synced configuration",
        rationale: """
            A relationship is mirrored as a reference to the related record (https://developer.apple.com/documentation/coredata/reading-cloudkit-records-for-core-data). If \
            the destination lives in a configuration that does not sync — or in another store \
            altogether — that record never exists in CloudKit and the link cannot be rebuilt on \
            other devices. The validator checks every relationship of the synced configuration: \
            "CloudKit integration does not allow relationships to objects that aren't sync'd" \
            (https://developer.apple.com/documentation/coredata/creating-a-core-data-model-for-cloudkit: "Entities in a configuration must not have \
            relationships to entities in another configuration").
            """,
        fix: """
            Put the destination entity in the same synced configuration, or replace the \
            relationship with an identifier attribute (for example the destination's `UUID`) that \
            the app resolves locally.
            """,
        category: .relationships,
        defaultSeverity: .error,
        nonTriggeringExamples: [
            Example("""
                model: Photos
                version: 1
                configurations:
                  Cloud: {cloudKit: true}
                  Local: {cloudKit: false}
                entities:
                  Album:
                    configurations: [Cloud]
                    relationships:
                      photos: {to: Photo, toMany: true, inverse: album}
                  Photo:
                    configurations: [Cloud]
                    attributes:
                      cacheKey: UUID?
                    relationships:
                      album: {to: Album, inverse: photos}
                  Thumbnail:
                    configurations: [Local]
                    attributes:
                      photoID: UUID?
                """),
        ],
        triggeringExamples: [
            Example("""
                model: Photos
                version: 1
                configurations:
                  Cloud: {cloudKit: true}
                  Local: {cloudKit: false}
                entities:
                  Photo:
                    configurations: [Cloud]
                    relationships:
                      thumbnail: {to: ↓Thumbnail, inverse: photo}
                  Thumbnail:
                    configurations: [Local]
                    relationships:
                      photo: {to: Photo, inverse: thumbnail}
                """),
            Example("""
                model: Photos
                version: 1
                configurations:
                  Personal: {cloudKit: true}
                  Team: {cloudKit: true}
                entities:
                  Photo:
                    configurations: [Personal, Team]
                    relationships:
                      album:
                        to: ↓Album
                        inverse: photos
                  Album:
                    configurations: [Personal]
                    relationships:
                      photos: {to: Photo, toMany: true, inverse: album}
                """),
        ]
    )

    public func check(_ schema: Schema, context: LintContext) -> [Diagnostic] {
        // With no configuration anywhere, every entity is in `Default`, which syncs: every
        // destination syncs and shares it.
        if schema.configurations.isEmpty && schema.entities.allSatisfy({ $0.configurations.isEmpty }) { return [] }
        return context.entities.flatMap { entity in
            let syncedConfigurations = schema.configurationNames(of: entity).filter { schema.configurationSyncs($0) }
            return entity.relationships.compactMap { relationship -> Diagnostic? in
                guard let destination = context.index.entity(named: relationship.destination) else { return nil }
                func qualified() -> String { "'\(entity.name).\(relationship.name)'" }
                if !schema.syncs(destination) {
                    return context.diagnostic(
                        "relationship \(qualified()) points to '\(destination.name)', which does not sync with CloudKit",
                        at: relationship.source["to"],
                        entity: entity.name, relationship: relationship.name,
                        fix: "move '\(destination.name)' into a synced configuration or replace the relationship with an identifier attribute"
                    )
                }
                let destinationConfigurations = schema.configurationNames(of: destination)
                // The usual case, decided without building a list.
                if syncedConfigurations.allSatisfy({ destinationConfigurations.contains($0) }) { return nil }
                let missing = syncedConfigurations.filter { !destinationConfigurations.contains($0) }
                let names = missing.map { "'\($0)'" }.joined(separator: ", ")
                return context.diagnostic(
                    "relationship \(qualified()) points to '\(destination.name)', which is not in synced configuration \(names)",
                    at: relationship.source["to"],
                    entity: entity.name, relationship: relationship.name,
                    fix: "add \(names) to the configurations of '\(destination.name)'"
                )
            }
        }
    }
}
