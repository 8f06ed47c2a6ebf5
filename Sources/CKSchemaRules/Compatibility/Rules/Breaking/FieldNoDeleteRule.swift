import CKSchemaCore

/// Production: a deployed field can never be deleted.
public struct FieldNoDeleteRule: ChangeRule {
    public static let description = ChangeRuleDescription(
        id: "field_no_delete",
        name: "Field No Delete",
        summary: "Checks that no field the old version mirrored to CloudKit disappears from its record type",
        rationale: """
            Production fields are permanent: a schema import that drops one is rejected, and older app \
            versions keep writing it. Removing a synced attribute or to-one relationship, marking it \
            transient or CloudKit-ignored, or removing the subentity that declared it drops its `CD_` \
            field. Keep the attribute (stop using it in code instead), or move to a new container.
            """,
        level: .breaking,
        examples: [
            .entities(
                before: """
                    Score:
                      attributes:
                        points: Int64 = 0
                        ↓bonus: Int64 = 0
                    """,
                after: """
                    Score:
                      attributes:
                        points: Int64 = 0
                    """),
            .entities(
                before: """
                    Score:
                      attributes:
                        points: Int64 = 0
                        bonus: Int64 = 0
                    """,
                after: """
                    Score:
                      attributes:
                        points: Int64 = 0
                        bonus:
                          type: Int64
                          default: 0
                          transient: ↓true
                    """),
            .entities(
                before: """
                    Score:
                      attributes:
                        points: Int64 = 0
                        cache:
                          type: Binary
                          optional: true
                          transient: true
                    """,
                after: """
                    Score:
                      attributes:
                        points: Int64 = 0
                    """,
                triggers: false),
        ])

    public init() {}

    public func classify(_ change: SchemaChange, in context: ChangeContext) -> [ChangeFinding] {
        let lost: [(recordType: String, field: String)]
        switch (change.element, change.kind) {
        case (.attribute, .removed):
            lost = context.oldAttributeField(change).map { [($0.recordType, $0.field)] } ?? []
        case (.attribute, .modified(.transient)), (.attribute, .modified(.cloudKitIgnored)):
            guard context.newAttribute(change)?.isSynced == false else { return [] }
            lost = context.oldAttributeField(change).map { [($0.recordType, $0.field)] } ?? []
        case (.relationship, .removed):
            guard let relationship = context.oldRelationship(change), SyncedRecordTypes.hasField(relationship),
                  let recordType = context.oldRecordType(change) else { return [] }
            lost = [(recordType, "CD_" + relationship.name)]
        case (.entity, .removed):
            guard let entity = context.oldEntity(change), let recordType = context.oldRecordType(change),
                  context.newRecordTypes.contains(recordType: recordType) else { return [] }
            lost = SyncedRecordTypes.fields(of: entity, in: context.old).map { (recordType, $0.name) }
        default:
            return []
        }
        var findings: [ChangeFinding] = []
        for (recordType, field) in lost {
            if context.newRecordTypes.type(of: field, in: recordType) != nil {
                findings.append(silent(change))  // another entity of the tree still declares the field
            } else {
                findings.append(finding(change, "field '\(field)' removed from record type '\(recordType)': production keeps it and older versions still write it",
                                        fix: "keep the \(change.element == .entity ? "entity" : change.element.rawValue) and stop using it in code"))
            }
        }
        return findings
    }
}
