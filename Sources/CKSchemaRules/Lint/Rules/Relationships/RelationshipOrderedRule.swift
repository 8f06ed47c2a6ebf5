import CKSchemaCore

/// Refuses ordered relationships on synced entities.
public struct RelationshipOrderedRule: LintRule {
    public init() {}

    public static let description = RuleDescription(
        id: "relationship_ordered",
        name: "Ordered Relationship",
        summary: "Relationships of synced entities cannot be ordered",
        rationale: """
            CloudKit has no representation for the order of a to-many relationship: one-to-many \
            links are stored on the to-one side and many-to-many links as unordered `CDMR` records \
            (https://developer.apple.com/documentation/coredata/reading-cloudkit-records-for-core-data). The validator refuses the model with "CloudKit integration does not \
            support ordered relationships" (the validator's output in https://github.com/CubeLabsNZ/CubeTime/pull/131).
            """,
        fix: """
            Remove `ordered: true` and store the order yourself: an integer or fractional `position` \
            attribute (with a default) on the destination entity, sorted when fetching.
            """,
        category: .relationships,
        defaultSeverity: .error,
        nonTriggeringExamples: [
            Example("""
                model: Playlists
                version: 1
                entities:
                  Playlist:
                    relationships:
                      tracks: {to: Track, toMany: true, inverse: playlist}
                  Track:
                    attributes:
                      position: Double = 0
                    relationships:
                      playlist: {to: Playlist, inverse: tracks}
                """),
        ],
        triggeringExamples: [
            Example("""
                model: Playlists
                version: 1
                entities:
                  Playlist:
                    relationships:
                      tracks: {to: Track, toMany: true, ordered: ↓true, inverse: playlist}
                  Track:
                    relationships:
                      playlist: {to: Playlist, inverse: tracks}
                """),
        ],
        xcodeFix: { xcode in "untick 'Ordered' for \(xcode.property) and sort by a position attribute of its destination" }
    )

    public func check(_ schema: Schema, context: LintContext) -> [Diagnostic] {
        context.entities.flatMap { entity in
            entity.relationships.filter(\.ordered).map { relationship in
                context.diagnostic(
                    "relationship '\(entity.name).\(relationship.name)' is ordered; CloudKit cannot keep the order",
                    at: relationship.source["ordered"],
                    entity: entity.name, relationship: relationship.name,
                    fix: "remove 'ordered' and sort by a position attribute on '\(relationship.destination)'"
                )
            }
        }
    }
}
