import CKSchemaCore

/// Refuses uniqueness constraints on synced entities (cloudkit.md §5 rule 1).
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
            (cloudkit.md §5 rule 1).
            """,
        fix: """
            Remove `uniqueConstraints` and declare the same attributes as a `logicalKey`. The app \
            keeps the key unique itself: fetch by the key before every insert and return the existing \
            object when there is one (the fix of seed 001, `findExistingArticle(for:)` before \
            `addArticle`), and merge duplicates that still arrive from other devices.
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
        ]
    )

    public func check(_ schema: Schema, context: LintContext) -> [Diagnostic] {
        context.entities.flatMap { entity in
            entity.uniqueConstraints.map { constraint in
                let names = constraint.attributes.map { "'\($0)'" }.joined(separator: ", ")
                return context.diagnostic(
                    "entity '\(entity.name)' declares a unique constraint on \(names); CloudKit cannot enforce uniqueness",
                    at: constraint.source.location ?? entity.source["uniqueConstraints"],
                    entity: entity.name,
                    fix: "remove the constraint and declare 'logicalKey: [\(constraint.attributes.joined(separator: ", "))]', checked by the app before insert"
                )
            }
        }
    }
}
