import CKSchemaCore

/// Refuses uniqueness constraints on synced entities.
public struct UniqueConstraintRule: LintRule {
    public init() {}

    public static let description = RuleDescription(
        id: "unique_constraint",
        name: "Unique Constraint",
        summary: "Entities that sync with CloudKit cannot declare uniqueness constraints",
        rationale: """
            CloudKit is a distributed store with no central place to enforce uniqueness: two devices \
            can create the same logical record offline and both records sync. Core Data's CloudKit \
            model validator therefore refuses any entity with uniqueness constraints (SwiftData \
            `@Attribute(.unique)`, `#Unique`) and the container fails to load with "CloudKit \
            integration does not support unique constraints" — usually a crash at launch \
            (https://developer.apple.com/documentation/coredata/creating-a-core-data-model-for-cloudkit; SwiftData: \
            https://developer.apple.com/documentation/swiftdata/syncing-model-data-across-a-persons-devices).
            """,
        fix: """
            Remove `uniqueConstraints` and declare the same attributes as a `logicalKey`. The app \
            keeps the key unique itself: fetch by the key before every insert and return the existing \
            object when there is one (a `findExisting…(for:)` lookup before every `add…`), and merge duplicates that still arrive from other devices.
            """,
        category: .entities,
        defaultSeverity: .error,
        nonTriggeringExamples: [
            Example("""
                model: Reader
                version: 1
                entities:
                  Article:
                    attributes:
                      url: URI?
                      title: String = ""
                    logicalKey: [url]
                """),
            Example("""
                model: Reader
                version: 1
                configurations:
                  Local: {cloudKit: false}
                entities:
                  Cache:
                    configurations: [Local]
                    attributes:
                      key: String = ""
                    uniqueConstraints: [key]
                """),
        ],
        triggeringExamples: [
            Example("""
                model: Reader
                version: 1
                entities:
                  Article:
                    attributes:
                      url: URI?
                    uniqueConstraints: ↓[url]
                """),
            Example("""
                model: Reader
                version: 1
                entities:
                  Tag:
                    attributes:
                      name: String = ""
                      owner: String = ""
                    uniqueConstraints:
                      - ↓[name]
                      - ↓[name, owner]
                """),
            Example("""
                model: Social
                version: 1
                entities:
                  Like:
                    relationships:
                      post: {to: Post, inverse: likes}
                    uniqueConstraints: ↓[post]
                  Post:
                    relationships:
                      likes: {to: Like, toMany: true, inverse: post}
                """),
        ],
        swiftFix: { _ in
            "remove '.unique' (or the #Unique group) and keep the values unique in code, fetching before insert"
        },
        xcodeFix: { xcode in
            "remove the constraint from the Constraints of '\(xcode.entity)' in the Data Model inspector; "
                + "the app keeps the values unique itself: fetch before insert and merge duplicates"
        }
    )

    public func check(_ schema: Schema, context: LintContext) -> [Diagnostic] {
        context.entities.flatMap { entity in
            entity.uniqueConstraints.map { constraint in
                let names = constraint.attributes.map { "'\($0)'" }.joined(separator: ", ")
                // A constraint may name a to-one relationship, which a logical key cannot hold.
                let relationships = Set(context.index.allRelationships(of: entity).map(\.name))
                let fix = constraint.attributes.contains(where: relationships.contains)
                    ? "remove the constraint; the app keeps \(names) unique itself: fetch before insert and merge duplicates"
                    : "remove the constraint and declare 'logicalKey: [\(constraint.attributes.joined(separator: ", "))]', checked by the app before insert"
                return context.diagnostic(
                    "entity '\(entity.name)' declares a unique constraint on \(names); CloudKit cannot enforce uniqueness",
                    at: constraint.source.location ?? entity.source["uniqueConstraints"],
                    entity: entity.name,
                    fix: fix
                )
            }
        }
    }
}
