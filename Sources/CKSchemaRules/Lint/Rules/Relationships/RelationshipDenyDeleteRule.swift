import CKSchemaCore

/// Refuses the Deny delete rule on synced entities.
public struct RelationshipDenyDeleteRule: LintRule {
    public init() {}

    public static let description = RuleDescription(
        id: "relationship_deny_delete",
        name: "Deny Delete Rule",
        summary: "Relationships of synced entities cannot use the deny delete rule",
        rationale: """
            A deletion made on another device arrives as a CloudKit record deletion that Core Data \
            must apply; it cannot refuse it the way the Deny rule refuses a local delete. The \
            validator only allows Nullify, Cascade and No Action: "configured with unsupported \
            delete rules" (https://developer.apple.com/documentation/coredata/creating-a-core-data-model-for-cloudkit; SwiftData's `.deny` is unsupported too, \
            https://developer.apple.com/documentation/swiftdata/syncing-model-data-across-a-persons-devices).
            """,
        fix: """
            Use `nullify` (the default) or `cascade`, and check in the app before deleting if the \
            delete should be prevented.
            """,
        category: .relationships,
        defaultSeverity: .error,
        nonTriggeringExamples: [
            Example("""
                model: Library
                version: 1
                entities:
                  Author:
                    relationships:
                      books: {to: Book, toMany: true, inverse: author, deleteRule: cascade}
                  Book:
                    relationships:
                      author: {to: Author, inverse: books, deleteRule: nullify}
                """),
        ],
        triggeringExamples: [
            Example("""
                model: Library
                version: 1
                entities:
                  Author:
                    relationships:
                      books:
                        to: Book
                        toMany: true
                        inverse: author
                        deleteRule: ↓deny
                  Book:
                    relationships:
                      author: {to: Author, inverse: books}
                """),
        ],
        swiftFix: { _ in
            "use 'deleteRule: .nullify' or '.cascade' and check in the app before deleting"
        },
        xcodeFix: { xcode in "set the Delete Rule of \(xcode.property) to Nullify or Cascade, and check in the app before deleting" }
    )

    public func check(_ schema: Schema, context: LintContext) -> [Diagnostic] {
        context.entities.flatMap { entity in
            entity.relationships.filter { $0.deleteRule == .deny }.map { relationship in
                context.diagnostic(
                    "relationship '\(entity.name).\(relationship.name)' uses the deny delete rule, which CloudKit sync cannot honour",
                    at: relationship.source["deleteRule"],
                    entity: entity.name, relationship: relationship.name,
                    fix: "use 'nullify' or 'cascade' and check in the app before deleting"
                )
            }
        }
    }
}
