import CKSchemaCore

/// A to-many relationship of a synced entity must be optional: in SwiftData, `[Team]?`, not `[Team]`.
public struct ToManyNotOptionalRule: LintRule {
    public init() {}

    public static let description = RuleDescription(
        id: "to_many_not_optional",
        name: "Non-Optional To-Many Relationship",
        summary: "To-many relationships of synced entities must be optional (in SwiftData, `[Team]?`, not `[Team]`)",
        rationale: """
            CloudKit requires every relationship to be optional, to-many ones included, because it \
            does not apply relationship changes atomically \
            (https://developer.apple.com/documentation/swiftdata/syncing-model-data-across-a-persons-devices; \
            https://developer.apple.com/documentation/coredata/creating-a-core-data-model-for-cloudkit). \
            In SwiftData a to-many relationship is optional only when its type is: `var teams: [Team]` \
            is required, and a mirrored store refuses to load with "CloudKit integration requires that \
            all relationships be optional" (`NSCocoaErrorDomain` 134060) while the same model loads \
            local-only (https://github.com/scastiel/kado/pull/10; \
            https://github.com/jirigrill/eczema-helper/issues/764). A default value does not help: \
            `var completions: [CompletionRecord] = []` failed the same way and was fixed by writing \
            `[CompletionRecord]? = []` \
            (https://github.com/scastiel/kado/commit/22c78e25dfb679ef2572da7904e6b2f6a9670f04). \
            The `?` costs nothing at run time: SwiftData hands back an empty array for an optional \
            to-many relationship that holds nothing (https://developer.apple.com/forums/thread/811044).
            """,
        fix: """
            Make the relationship optional (`optional: true`, the default; in Xcode tick Optional). In \
            SwiftData write the type with `?` and keep the empty default: `var teams: [Team]? = []`, \
            and read it with `teams ?? []`.
            """,
        category: .relationships,
        defaultSeverity: .error,
        nonTriggeringExamples: [
            Example("""
                model: League
                version: 1
                entities:
                  Club:
                    relationships:
                      teams: {to: Team, toMany: true, inverse: club}
                  Team:
                    relationships:
                      club: {to: Club, inverse: teams}
                """),
            Example("""
                model: League
                version: 1
                entities:
                  Club:
                    scope: local
                    relationships:
                      teams: {to: Team, toMany: true, optional: false, inverse: club}
                  Team:
                    scope: local
                    relationships:
                      club: {to: Club, inverse: teams}
                """),
        ],
        triggeringExamples: [
            Example("""
                model: League
                version: 1
                entities:
                  Club:
                    relationships:
                      teams: {to: Team, toMany: true, optional: ↓false, inverse: club}
                  Team:
                    relationships:
                      club: {to: Club, inverse: teams}
                """),
        ],
        swiftFix: { swift in
            let element = swift.swiftType.map { $0.hasSuffix("?") ? String($0.dropLast()) : $0 } ?? "[…]"
            return "declare it 'var \(swift.relationship): \(element)? = []' and read it with '\(swift.relationship) ?? []'"
        },
        xcodeFix: { xcode in "tick 'Optional' for \(xcode.property) in the Data Model inspector" }
    )

    public func check(_ schema: Schema, context: LintContext) -> [Diagnostic] {
        context.entities.flatMap { entity in
            entity.relationships.filter { $0.toMany && !$0.optional }.map { relationship in
                context.diagnostic(
                    "to-many relationship '\(entity.name).\(relationship.name)' is not optional; CloudKit requires every relationship to be optional",
                    at: relationship.source["optional"] ?? relationship.source.location,
                    entity: entity.name, relationship: relationship.name,
                    fix: "make '\(relationship.name)' optional"
                )
            }
        }
    }
}
